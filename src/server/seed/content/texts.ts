import type { AdvantageTypeKey, TagSlug, Text } from './reference.ts';

// Longer texts: help, legal, news and the advantages pages. Rich fields hold simple HTML
// paragraphs; everything visitors read comes in Spanish and English.
// A text that states a money rule names its numbers as placeholders ({fullRefundDays},
// {holdMinutes}, {rentReminderDays}, {depositReturnDays}): the public pages fill them in from
// src/catalog/policies.ts, the declaration the server applies (policy-texts.test.ts checks it).

const html = (paragraphs: readonly string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('\n');

function bilingual(es: readonly string[], en: readonly string[]): Text {
  return { es: html(es), en: html(en) };
}

export const FAQ_SECTIONS: { title: Text; faqs: { question: Text; answer: Text }[] }[] = [
  {
    title: { es: 'Reservar', en: 'Booking' },
    faqs: [
      {
        question: { es: '¿Puedo reservar sin ver la habitación?', en: 'Can I book without seeing the room?' },
        answer: bilingual(
          ['Sí. Todas las fotos son de la habitación real y la descripción indica los metros, la cama y lo que incluye. Si al llegar la habitación no coincide con el anuncio, te buscamos otra o te devolvemos lo pagado.'],
          ['Yes. Every photo shows the actual room and the listing states its size, bed and what is included. If the room does not match the listing when you arrive, we find you another or refund what you paid.'],
        ),
      },
      {
        question: { es: '¿Cuánto tiempo se mantiene mi reserva antes de pagar?', en: 'How long is my booking held before I pay?' },
        answer: bilingual(
          ['Al empezar una reserva bloqueamos las fechas durante {holdMinutes} minutos para que puedas pagar con calma. Si no se completa el pago, las fechas vuelven a quedar libres.'],
          ['When you start a booking we hold the dates for {holdMinutes} minutes so you can pay calmly. If the payment is not completed, the dates become available again.'],
        ),
      },
      {
        question: { es: '¿Cuál es la estancia mínima?', en: 'What is the minimum stay?' },
        answer: bilingual(
          ['Depende de la habitación: la mayoría admite estancias desde un mes y algunas piden un mínimo de tres o de un curso completo. Lo verás en cada anuncio.'],
          ['It depends on the room: most accept stays from one month, and some require at least three months or a full academic year. Each listing shows it.'],
        ),
      },
      {
        question: { es: '¿Puedo cancelar una reserva?', en: 'Can I cancel a booking?' },
        answer: bilingual(
          [
            'Mientras no hayas pagado, puedes cancelarla tú desde «Mi habitación» y no se te cobra nada. Una reserva ya pagada la cancelamos nosotros: escríbenos.',
            'Si cancelas {fullRefundDays} días o más antes de la entrada, te devolvemos todo lo pagado. Si cancelas más tarde, o ya dentro, te devolvemos la fianza y conservamos el alquiler y los gastos.',
          ],
          [
            'Until you have paid, you can cancel it yourself from “My room” and nothing is charged. A booking you have paid for is cancelled by us: write to us.',
            'If you cancel {fullRefundDays} days or more before moving in, we refund everything you paid. If you cancel later, or after moving in, we refund the deposit and keep the rent and the fees.',
          ],
        ),
      },
    ],
  },
  {
    title: { es: 'Pagos y fianza', en: 'Payments and deposit' },
    faqs: [
      {
        question: { es: '¿Qué pago al reservar?', en: 'What do I pay when I book?' },
        answer: bilingual(
          [
            'Al reservar pagas la fianza que indica el anuncio, el primer mes y los gastos de entrada que muestra el desglose.',
            'Cada mes siguiente vence el mismo día del mes en que entras (o el último día del mes, si ese mes es más corto). Lo pagas desde «Mi habitación» y te avisamos por correo {rentReminderDays} días antes.',
          ],
          [
            'When you book you pay the deposit shown in the listing, the first month and any move-in costs the breakdown shows.',
            'Each following month falls due on the same day of the month as your move-in day (or the last day of a shorter month). You pay it from “My room”, and we email you a reminder {rentReminderDays} days before.',
          ],
        ),
      },
      {
        question: { es: '¿Cuándo me devolvéis la fianza?', en: 'When do I get my deposit back?' },
        answer: bilingual(
          ['En un plazo máximo de {depositReturnDays} días tras la salida, una vez revisada la habitación. Si hay desperfectos, te enviamos el detalle y las facturas.'],
          ['Within {depositReturnDays} days of moving out, once the room has been checked. If anything is damaged, we send you the details and the invoices.'],
        ),
      },
      {
        question: { es: '¿Están incluidos los gastos?', en: 'Are bills included?' },
        answer: bilingual(
          ['En muchas habitaciones sí: luz, agua, gas e internet. El anuncio indica «gastos incluidos»; si no lo indica, verás el importe mensual estimado en el desglose.'],
          ['In many rooms, yes: electricity, water, gas and internet. The listing says “bills included”; if it does not, the breakdown shows the estimated monthly amount.'],
        ),
      },
      {
        question: { es: '¿Qué formas de pago aceptáis?', en: 'Which payment methods do you accept?' },
        answer: bilingual(
          [
            'Tarjeta de crédito o débito, en nuestra página de pago segura.',
            'Si no puedes pagar con tarjeta, escríbenos: te damos nuestros datos bancarios y anotamos tu transferencia cuando llega. La habitación queda reservada para ti cuando recibimos el primer pago.',
          ],
          [
            'Credit or debit card, on our secure payment page.',
            'If you cannot pay by card, write to us: we give you our bank details and record your transfer when it arrives. The room is reserved for you once the first payment has arrived.',
          ],
        ),
      },
    ],
  },
  {
    title: { es: 'Durante tu estancia', en: 'During your stay' },
    faqs: [
      {
        question: { es: '¿Cómo aviso de una avería?', en: 'How do I report a problem?' },
        answer: bilingual(
          ['Desde «Mi habitación» puedes abrir una incidencia con fotos. Las urgencias (agua, luz, cerraduras) se atienden en menos de 24 horas.'],
          ['From “My room” you can report an incident with photos. Emergencies (water, power, locks) are handled within 24 hours.'],
        ),
      },
      {
        question: { es: '¿Puedo recibir visitas?', en: 'Can I have guests?' },
        answer: bilingual(
          ['Sí, respetando las normas de la casa de cada piso: horario de descanso y un máximo de noches al mes para invitados.'],
          ['Yes, following each flat’s house rules: quiet hours and a maximum number of guest nights per month.'],
        ),
      },
      {
        question: { es: '¿Quién limpia las zonas comunes?', en: 'Who cleans the shared areas?' },
        answer: bilingual(
          ['Un equipo profesional limpia las zonas comunes cada semana. Tu habitación y tus cosas en la cocina son cosa tuya, o puedes contratar la limpieza semanal.'],
          ['A professional team cleans the shared areas every week. Your room and your things in the kitchen are up to you, or you can add weekly cleaning.'],
        ),
      },
      {
        question: { es: '¿Puedo alargar mi estancia?', en: 'Can I extend my stay?' },
        answer: bilingual(
          ['Si la habitación está libre después de tu salida, escríbenos y ampliamos tu reserva con el precio vigente.'],
          ['If the room is free after your move-out date, write to us and we extend your booking at the current price.'],
        ),
      },
    ],
  },
  {
    title: { es: 'Propietarios', en: 'Landlords' },
    faqs: [
      {
        question: { es: '¿Qué hace Habita por mi piso?', en: 'What does Habita do for my flat?' },
        answer: bilingual(
          ['Nos ocupamos de todo: fotos, anuncio, reservas, contratos, cobros, mantenimiento y limpieza. En tu panel ves cuando quieras el alquiler cobrado, la ocupación, las reservas y las incidencias de tus pisos.'],
          ['We take care of everything: photos, listing, bookings, contracts, payments, maintenance and cleaning. Your dashboard shows the rent collected, occupancy, bookings and incidents of your homes whenever you look.'],
        ),
      },
      {
        question: { es: '¿Cuánto cuesta la gestión?', en: 'How much does management cost?' },
        answer: bilingual(
          ['Una comisión sobre la renta cobrada, sin cuotas fijas: si la habitación no se alquila, no pagas.'],
          ['A commission on the rent collected, with no fixed fees: if a room is not let, you pay nothing.'],
        ),
      },
      {
        question: { es: '¿Necesito amueblar el piso?', en: 'Do I need to furnish the flat?' },
        answer: bilingual(
          ['No necesariamente. Podemos amueblarlo y equiparlo con un presupuesto cerrado que se descuenta de las primeras rentas.'],
          ['Not necessarily. We can furnish and equip it for a fixed price deducted from the first rents.'],
        ),
      },
      {
        question: { es: '¿Qué pasa si un inquilino no paga?', en: 'What if a tenant does not pay?' },
        answer: bilingual(
          ['Cobramos la fianza y el primer mes por adelantado y ofrecemos un seguro de impago con nuestro socio Seguros Alba.'],
          ['We collect the deposit and first month in advance and offer rent-guarantee insurance through our partner Seguros Alba.'],
        ),
      },
    ],
  },
];

export const ADVANTAGES: { type: AdvantageTypeKey; title: Text; summary: Text; body: Text }[] = [
  {
    type: 'tenants',
    title: { es: 'Todo incluido, sin sorpresas', en: 'All-inclusive, no surprises' },
    summary: { es: 'Un precio al mes con lo que incluye escrito desde el principio.', en: 'One monthly price, with what it includes written from the start.' },
    body: bilingual(
      ['Antes de reservar ves el desglose completo: alquiler, gastos, fianza y gestión. Sin comisiones escondidas ni cargos al llegar.', 'Si los gastos están incluidos, lo están de verdad: luz, agua, gas e internet de fibra.'],
      ['Before booking you see the full breakdown: rent, bills, deposit and fees. No hidden commission and no charges on arrival.', 'When bills are included, they really are: electricity, water, gas and fibre internet.'],
    ),
  },
  {
    type: 'tenants',
    title: { es: 'Reserva online en minutos', en: 'Book online in minutes' },
    summary: { es: 'Elige fechas, paga con seguridad y recibe al momento la confirmación y el recibo.', en: 'Pick your dates, pay securely and get your confirmation and receipt straight away.' },
    body: bilingual(
      ['Todas las habitaciones muestran su disponibilidad real. Bloqueamos las fechas mientras pagas y nadie más puede reservarlas.', 'La confirmación llega a tu correo, y en «Mi habitación» tienes el recibo y el calendario de pagos.'],
      ['Every room shows its real availability. We hold the dates while you pay and nobody else can book them.', 'The confirmation arrives in your inbox, and “My room” has your receipt and payment schedule.'],
    ),
  },
  {
    type: 'tenants',
    title: { es: 'Ayuda cuando la necesitas', en: 'Help when you need it' },
    summary: { es: 'Incidencias resueltas con plazos claros y atención en español e inglés.', en: 'Issues fixed within clear deadlines, with support in Spanish and English.' },
    body: bilingual(
      ['Avisa de cualquier avería desde tu área personal y sigue su estado. Las urgencias se atienden en menos de 24 horas, todos los días del año.'],
      ['Report any problem from your personal area and follow its progress. Emergencies are handled within 24 hours, every day of the year.'],
    ),
  },
  {
    type: 'landlords',
    title: { es: 'Rentabilidad sin preocupaciones', en: 'Returns without the worry' },
    summary: { es: 'Alquilar por habitaciones rinde más, y nosotros nos ocupamos del trabajo.', en: 'Letting by the room earns more, and we do the work.' },
    body: bilingual(
      ['Un piso alquilado por habitaciones suele rendir entre un 20 % y un 35 % más que un alquiler tradicional. Nos encargamos de la gestión diaria para que tú solo veas el resultado.'],
      ['A flat let by the room usually earns 20% to 35% more than a traditional let. We handle the day-to-day so you only see the results.'],
    ),
  },
  {
    type: 'landlords',
    title: { es: 'Reservas pagadas por adelantado', en: 'Bookings paid in advance' },
    summary: { es: 'Cada reserva se paga por adelantado, fianza incluida.', en: 'Every booking is paid in advance, deposit included.' },
    body: bilingual(
      ['Una habitación queda reservada cuando el inquilino paga el primer mes, la fianza y los gastos de gestión. En tu panel ves las reservas y el alquiler cobrado.'],
      ['A room is booked once the tenant has paid the first month, the deposit and the fees. Your dashboard shows the bookings and the rent collected.'],
    ),
  },
  {
    type: 'landlords',
    title: { es: 'Tu piso, siempre cuidado', en: 'Your flat, always looked after' },
    summary: { es: 'Mantenimiento preventivo y limpieza profesional de zonas comunes.', en: 'Preventive maintenance and professional cleaning of shared areas.' },
    body: bilingual(
      ['Revisamos el piso entre inquilinos y resolvemos las averías con profesionales de confianza. En tu panel ves cada incidencia de tus pisos y su estado.'],
      ['We inspect the flat between tenants and fix problems with trusted professionals. Your dashboard lists every incident in your homes and its status.'],
    ),
  },
  {
    type: 'investors',
    title: { es: 'Ocupación media superior al 95 %', en: 'Average occupancy above 95%' },
    summary: { es: 'Demanda estable de estudiantes y profesionales en barrios céntricos.', en: 'Steady demand from students and professionals in central neighbourhoods.' },
    body: bilingual(
      ['Nuestros pisos en Madrid, Barcelona y Valencia mantienen una ocupación media superior al 95 % gracias a la combinación de estancias de curso y de temporada.'],
      ['Our flats in Madrid, Barcelona and Valencia keep average occupancy above 95% thanks to a mix of academic-year and seasonal stays.'],
    ),
  },
  {
    type: 'investors',
    title: { es: 'Un equipo de inversión a tu lado', en: 'An investment team at your side' },
    summary: { es: 'Cuéntanos tu presupuesto y qué buscas, y te respondemos con oportunidades concretas.', en: 'Tell us your budget and what you are looking for, and we reply with concrete opportunities.' },
    body: bilingual(
      ['Déjanos tus datos en la página de inversores: el equipo de inversión estudia tu consulta, te escribe y te acompaña en cada paso.'],
      ['Leave your details on the investor page: the investment team studies your enquiry, writes to you and supports you at every step.'],
    ),
  },
  {
    type: 'investors',
    title: { es: 'De la compra a la gestión', en: 'From purchase to management' },
    summary: { es: 'Te acompañamos en la búsqueda, la reforma y la puesta en alquiler.', en: 'We support you through sourcing, renovation and letting.' },
    body: bilingual(
      ['Analizamos oportunidades en nuestros barrios, proyectamos la reforma para alquilar por habitaciones y la gestionamos desde el primer día.'],
      ['We analyse opportunities in our neighbourhoods, design the renovation for room lets and manage the property from day one.'],
    ),
  },
];

export const NEWS: { slug: string; tags: TagSlug[]; daysAgo: number | null; title: Text; summary: Text; body: Text }[] = [
  {
    slug: 'guia-para-encontrar-habitacion-en-madrid',
    tags: ['madrid', 'estudiantes', 'consejos'],
    daysAgo: 6,
    title: { es: 'Guía para encontrar habitación en Madrid este curso', en: 'A guide to finding a room in Madrid this year' },
    summary: { es: 'Barrios, precios medios y cuándo empezar a buscar.', en: 'Neighbourhoods, average prices and when to start looking.' },
    body: bilingual(
      ['Si estudias en Ciudad Universitaria, Argüelles y Chamberí te dejan a diez minutos en metro. Si prefieres el ambiente del centro, Malasaña y Lavapiés tienen más vida, y algo más de ruido.', 'Los precios de una habitación individual rondan los 550–700 € al mes con gastos incluidos. Las mejores se reservan entre mayo y julio, así que conviene empezar pronto.', 'Antes de pagar, comprueba qué incluye el precio, cuánto es la fianza y cuál es la política de cancelación.'],
      ['If you study at Ciudad Universitaria, Argüelles and Chamberí are ten minutes away by metro. If you prefer the buzz of the centre, Malasaña and Lavapiés are livelier, and a bit noisier.', 'A single room costs around €550–700 a month with bills included. The best ones are booked between May and July, so start early.', 'Before paying, check what the price includes, how much the deposit is and what the cancellation policy says.'],
    ),
  },
  {
    slug: 'habita-llega-a-valencia',
    tags: ['valencia', 'novedades'],
    daysAgo: 24,
    title: { es: 'Habita llega a Valencia', en: 'Habita arrives in Valencia' },
    summary: { es: 'Abrimos nuestros primeros pisos en Ruzafa, El Carmen, Benimaclet y Ciutat Vella.', en: 'Our first flats open in Ruzafa, El Carmen, Benimaclet and Ciutat Vella.' },
    body: bilingual(
      ['Después de Madrid y Barcelona, Valencia es nuestra tercera ciudad. Empezamos con ocho pisos en cuatro barrios, pensados para estudiantes de las dos universidades públicas y para profesionales que llegan por unos meses.', 'Todas las habitaciones se reservan online, con el mismo desglose de precios y la misma atención que en el resto de ciudades.'],
      ['After Madrid and Barcelona, Valencia is our third city. We start with eight flats in four neighbourhoods, designed for students at the two public universities and for professionals arriving for a few months.', 'Every room can be booked online, with the same price breakdown and the same support as in our other cities.'],
    ),
  },
  {
    slug: 'cinco-consejos-para-convivir-en-un-piso-compartido',
    tags: ['consejos'],
    daysAgo: 41,
    title: { es: 'Cinco consejos para convivir en un piso compartido', en: 'Five tips for sharing a flat' },
    summary: { es: 'Pequeños acuerdos que evitan grandes discusiones.', en: 'Small agreements that prevent big arguments.' },
    body: bilingual(
      ['<h2>1. Acordad un cuadrante de limpieza</h2>', 'Y colgadlo donde todos lo vean. Rotar las tareas cada semana funciona mejor que repartirlas para siempre.', '<h2>2. Hablad de los horarios</h2>', 'Quien madruga y quien trabaja de noche pueden convivir si se conocen los horarios de cada uno.', '<h2>3. Un grupo de mensajes para el piso</h2>', 'Para avisar de visitas, compras comunes o averías.', '<h2>4. Etiquetad la comida</h2>', 'Y acordad qué se comparte: aceite, sal, papel higiénico.', '<h2>5. Avisad pronto de los problemas</h2>', 'Una gotera o un ruido se arreglan antes si se comunican enseguida.'],
      ['<h2>1. Agree on a cleaning rota</h2>', 'And put it where everyone can see it. Rotating tasks every week works better than splitting them for good.', '<h2>2. Talk about schedules</h2>', 'Early risers and night-shift workers can live together if they know each other’s hours.', '<h2>3. A group chat for the flat</h2>', 'To mention guests, shared shopping or repairs.', '<h2>4. Label your food</h2>', 'And agree on what is shared: oil, salt, toilet paper.', '<h2>5. Report problems early</h2>', 'A leak or a noise gets fixed sooner if it is reported straight away.'],
    ),
  },
  {
    slug: 'gracia-un-pueblo-dentro-de-barcelona',
    tags: ['barcelona', 'barrios'],
    daysAgo: 58,
    title: { es: 'Gràcia, un pueblo dentro de Barcelona', en: 'Gràcia, a village inside Barcelona' },
    summary: { es: 'Plazas, cines y fiestas: por qué es uno de nuestros barrios favoritos.', en: 'Squares, cinemas and festivals: why it is one of our favourite neighbourhoods.' },
    body: bilingual(
      ['Gràcia fue un municipio independiente hasta 1897 y aún se nota: calles estrechas, plazas con terrazas y comercios de toda la vida.', 'En agosto, las fiestas de Gràcia llenan las calles de decoraciones hechas por los vecinos. El resto del año, los cines Verdi proyectan películas en versión original.', 'Con las líneas 3 y 4 de metro y los Ferrocarrils, llegas al centro en diez minutos.'],
      ['Gràcia was an independent town until 1897 and it still shows: narrow streets, squares full of terraces and long-standing local shops.', 'In August, the Gràcia festival fills the streets with decorations made by the neighbours. The rest of the year, the Verdi cinemas show films in their original language.', 'Metro lines 3 and 4 and the FGC trains take you to the centre in ten minutes.'],
    ),
  },
  {
    slug: 'como-funciona-la-fianza',
    tags: ['consejos', 'estudiantes'],
    daysAgo: 77,
    title: { es: 'Cómo funciona la fianza y cuándo se devuelve', en: 'How the deposit works and when it is returned' },
    summary: { es: 'Lo que dice la ley y cómo lo hacemos en Habita.', en: 'What the law says and how we handle it at Habita.' },
    body: bilingual(
      ['La fianza equivale a una mensualidad y sirve para cubrir posibles desperfectos o impagos. En Habita se paga al reservar y se devuelve tras la salida, en el plazo que fijan nuestras condiciones.', 'Al salir revisamos la habitación contigo o te enviamos fotos. Si hay que descontar algo, te mandamos el detalle con las facturas.'],
      ['The deposit equals one month’s rent and covers possible damage or unpaid rent. At Habita it is paid when booking and returned after you move out, within the time our terms set.', 'When you leave we check the room with you or send you photos. If anything has to be deducted, we send you the details with the invoices.'],
    ),
  },
  {
    slug: 'alquilar-por-habitaciones-rentabilidad',
    tags: ['propietarios'],
    daysAgo: 95,
    title: { es: '¿Compensa alquilar por habitaciones?', en: 'Does letting by the room pay off?' },
    summary: { es: 'Números reales de un piso de cuatro habitaciones en Chamberí.', en: 'Real figures from a four-bedroom flat in Chamberí.' },
    body: bilingual(
      ['Un piso de 95 m² en Chamberí se alquilaba por 1.650 € al mes. Reformado y amueblado para cuatro habitaciones, hoy genera 2.560 € con gastos incluidos.', 'Descontando suministros, limpieza y gestión, el propietario ingresa un 28 % más al año, con la misma ocupación.'],
      ['A 95 m² flat in Chamberí used to let for €1,650 a month. Renovated and furnished as four rooms, it now brings in €2,560 with bills included.', 'After utilities, cleaning and management, the owner earns 28% more a year, with the same occupancy.'],
    ),
  },
  {
    slug: 'ruzafa-el-barrio-de-moda',
    tags: ['valencia', 'barrios'],
    daysAgo: 120,
    title: { es: 'Ruzafa, el barrio de moda de Valencia', en: 'Ruzafa, Valencia’s trendiest neighbourhood' },
    summary: { es: 'Mercado, cafés y galerías a diez minutos del centro.', en: 'A market, cafés and galleries ten minutes from the centre.' },
    body: bilingual(
      ['Ruzafa combina el mercado de barrio más colorido de la ciudad con cafés de especialidad, librerías y galerías.', 'Está a diez minutos a pie de la plaza del Ayuntamiento y muy cerca de la Estación del Norte.'],
      ['Ruzafa combines the city’s most colourful neighbourhood market with speciality coffee, bookshops and galleries.', 'It is ten minutes on foot from the town hall square and very close to Estació del Nord.'],
    ),
  },
  {
    slug: 'nuevo-area-de-inquilinos',
    tags: ['novedades'],
    daysAgo: null,
    title: { es: 'Nueva área de inquilinos (borrador)', en: 'New tenant area (draft)' },
    summary: { es: 'Pagos, incidencias y documentos en un solo lugar.', en: 'Payments, incidents and documents in one place.' },
    body: bilingual(
      ['Muy pronto podrás consultar tus pagos, abrir incidencias y descargar tus documentos desde «Mi habitación».'],
      ['Soon you will be able to see your payments, report incidents and download your documents from “My room”.'],
    ),
  },
];

/** A privacy policy or terms version: the same skeleton, with what changed between versions. */
export function privacyPolicy(version: 1 | 2, effective: Text): Text {
  const es = [
    `<p><em>Versión ${version}.0, en vigor desde el ${effective.es}.</em></p>`,
    '<h2>Quién trata tus datos</h2>',
    'Habita Living S.L., con domicilio en Calle de Fuencarral 120, 28010 Madrid, es responsable del tratamiento. Puedes escribir a nuestro delegado de protección de datos en privacidad@habita.test.',
    '<h2>Qué datos tratamos y para qué</h2>',
    'Tratamos los datos de tu cuenta (nombre, correo, teléfono), los de tu documento de identidad, los de tus reservas y pagos, y las comunicaciones que mantienes con nosotros, para gestionar tu alquiler, cumplir obligaciones legales y atender tus consultas.',
    version === 2
      ? 'Desde esta versión también tratamos las fotos que adjuntas a las incidencias, solo para resolverlas, y las borramos {incidentPhotoMonths} meses después de que la incidencia quede resuelta o cerrada.'
      : 'No tratamos categorías especiales de datos ni elaboramos perfiles automatizados.',
    '<h2>Base legal</h2>',
    'La ejecución del contrato de alquiler, el cumplimiento de obligaciones legales (fiscales y de prevención del blanqueo) y, para las comunicaciones comerciales, tu consentimiento, que puedes retirar en cualquier momento.',
    '<h2>Con quién los compartimos</h2>',
    version === 2
      ? 'Con el propietario de la vivienda, con los proveedores de pago (Stripe Payments Europe, Ltd.) y de mantenimiento que intervienen en tu estancia, y con las administraciones cuando la ley lo exige. No vendemos tus datos.'
      : 'Con el propietario de la vivienda, con nuestra entidad bancaria para los cobros y con las administraciones cuando la ley lo exige. No vendemos tus datos.',
    '<h2>Cuánto tiempo los conservamos</h2>',
    'Mientras dure tu relación con Habita y, después, durante los plazos de prescripción legales (en general, seis años para la documentación contable).',
    '<h2>Tus derechos</h2>',
    'Puedes acceder, rectificar, suprimir, oponerte, limitar el tratamiento y pedir la portabilidad de tus datos escribiendo a privacidad@habita.test. Si no quedas satisfecho, puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
  ];
  const en = [
    `<p><em>Version ${version}.0, in force from ${effective.en}.</em></p>`,
    '<h2>Who processes your data</h2>',
    'Habita Living S.L., Calle de Fuencarral 120, 28010 Madrid, is the data controller. You can write to our data protection officer at privacidad@habita.test.',
    '<h2>What data we process and why</h2>',
    'We process your account details (name, email, phone), your identity document, your bookings and payments, and your messages to us, in order to manage your rental, meet legal obligations and answer your questions.',
    version === 2
      ? 'From this version we also process the photos you attach to incident reports, only to resolve them, and delete them {incidentPhotoMonths} months after the incident is resolved or closed.'
      : 'We do not process special categories of data or carry out automated profiling.',
    '<h2>Legal basis</h2>',
    'Performance of the rental contract, compliance with legal obligations (tax and anti-money-laundering) and, for marketing messages, your consent, which you may withdraw at any time.',
    '<h2>Who we share it with</h2>',
    version === 2
      ? 'The owner of the home, the payment providers (Stripe Payments Europe, Ltd.) and maintenance providers involved in your stay, and public authorities where the law requires it. We never sell your data.'
      : 'The owner of the home, our bank for payments, and public authorities where the law requires it. We never sell your data.',
    '<h2>How long we keep it</h2>',
    'For as long as your relationship with Habita lasts and, afterwards, for the legal limitation periods (generally six years for accounting records).',
    '<h2>Your rights</h2>',
    'You can access, correct, erase, object to, restrict and port your data by writing to privacidad@habita.test. If you are not satisfied, you can complain to the Spanish Data Protection Agency (www.aepd.es).',
  ];
  return { es: html(es), en: html(en) };
}

/**
 * The terms: the money rules (§2 to §5) are placeholders the public page fills in from the
 * declaration, so every version shown states the rules the server applies. Version 2 added the
 * rent reminder mail.
 */
export function termsAndConditions(version: 1 | 2, effective: Text): Text {
  const es = [
    `<p><em>Versión ${version}.0, en vigor desde el ${effective.es}.</em></p>`,
    '<h2>1. Objeto</h2>',
    'Estas condiciones regulan el uso de la plataforma Habita y la reserva de habitaciones y viviendas gestionadas por Habita Living S.L. en nombre de sus propietarios.',
    '<h2>2. Reservas</h2>',
    'Al iniciar una reserva bloqueamos las fechas durante {holdMinutes} minutos. La reserva queda confirmada cuando se recibe el primer pago: la fianza, la primera mensualidad y los gastos de entrada que indique el desglose.',
    '<h2>3. Precio y pagos</h2>',
    'Los precios se muestran por mes e incluyen los impuestos aplicables. Cada mensualidad siguiente vence el mismo día del mes en que empieza la estancia (o el último día del mes, si ese mes es más corto) y se paga desde «Mi habitación» con tarjeta. A petición, podemos registrar en su lugar una transferencia bancaria.',
    ...(version === 2 ? ['Te avisamos por correo {rentReminderDays} días antes de cada vencimiento.'] : []),
    '<h2>4. Cancelación</h2>',
    'Mientras la reserva no esté pagada, puedes cancelarla sin coste desde «Mi habitación». Una reserva pagada se cancela escribiéndonos: si cancelas {fullRefundDays} días o más antes de la entrada, te devolvemos todo lo pagado; si cancelas más tarde, o después de la entrada, te devolvemos la fianza y conservamos el alquiler y los gastos.',
    '<h2>5. Fianza</h2>',
    'La fianza es la que indica el anuncio de cada habitación y se devuelve en un máximo de {depositReturnDays} días tras la salida, descontando en su caso los desperfectos justificados.',
    '<h2>6. Normas de convivencia</h2>',
    'Cada vivienda tiene sus normas de la casa, que forman parte del contrato. Su incumplimiento grave puede dar lugar a la resolución del contrato.',
    '<h2>7. Ley aplicable</h2>',
    'Estas condiciones se rigen por la ley española. Para cualquier controversia, los juzgados competentes serán los del lugar donde se encuentre la vivienda.',
  ];
  const en = [
    `<p><em>Version ${version}.0, in force from ${effective.en}.</em></p>`,
    '<h2>1. Purpose</h2>',
    'These terms govern the use of the Habita platform and the booking of rooms and homes managed by Habita Living S.L. on behalf of their owners.',
    '<h2>2. Bookings</h2>',
    'When you start a booking we hold the dates for {holdMinutes} minutes. The booking is confirmed when the first payment is received: the deposit, the first month and the move-in costs shown in the breakdown.',
    '<h2>3. Price and payments</h2>',
    'Prices are shown per month and include applicable taxes. Each following month falls due on the same day of the month as the stay began (or the last day of a shorter month) and is paid by card from “My room”. On request, we can record a bank transfer instead.',
    ...(version === 2 ? ['We email you a reminder {rentReminderDays} days before each payment falls due.'] : []),
    '<h2>4. Cancellation</h2>',
    'Until a booking is paid, you may cancel it free of charge from “My room”. A paid booking is cancelled by writing to us: if you cancel {fullRefundDays} days or more before moving in, we refund everything you paid; if you cancel later, or after moving in, we refund the deposit and keep the rent and the fees.',
    '<h2>5. Deposit</h2>',
    'The deposit is the one shown in each room’s listing and is returned within {depositReturnDays} days of moving out, less any documented damage.',
    '<h2>6. House rules</h2>',
    'Each home has its own house rules, which are part of the contract. Serious breaches may lead to termination of the contract.',
    '<h2>7. Governing law</h2>',
    'These terms are governed by Spanish law. Any dispute shall be heard by the courts of the place where the home is located.',
  ];
  return { es: html(es), en: html(en) };
}

/** What a room is like, for its name and description. `needs` are room services it must list. */
export interface RoomFeature {
  name: Text;
  detail: Text;
  needs: readonly string[];
}

export const ROOM_FEATURES: Record<'individual' | 'doble' | 'estudio' | 'suite', readonly RoomFeature[]> = {
  individual: [
    { name: { es: 'exterior con balcón', en: 'outside-facing with balcony' }, detail: { es: 'Tiene balcón a la calle y mucha luz por la mañana.', en: 'It has a balcony onto the street and lots of morning light.' }, needs: ['balcony', 'exterior'] },
    { name: { es: 'interior tranquila', en: 'quiet inner room' }, detail: { es: 'Da a un patio interior muy silencioso, perfecta para descansar y estudiar.', en: 'It faces a very quiet inner courtyard, perfect for resting and studying.' }, needs: ['blackout'] },
    { name: { es: 'luminosa con escritorio', en: 'bright with desk' }, detail: { es: 'Ventana grande y un escritorio amplio junto a la luz natural.', en: 'A large window and a wide desk next to the natural light.' }, needs: ['desk', 'exterior'] },
    { name: { es: 'acogedora junto al salón', en: 'cosy by the living room' }, detail: { es: 'Pequeña pero muy bien aprovechada, a dos pasos del salón.', en: 'Small but well laid out, a step from the living room.' }, needs: ['wardrobe'] },
  ],
  doble: [
    { name: { es: 'doble con vistas al patio', en: 'double overlooking the courtyard' }, detail: { es: 'Cama de matrimonio y vistas a un patio con plantas.', en: 'A double bed and a view of a leafy courtyard.' }, needs: [] },
    { name: { es: 'doble exterior con balcón', en: 'outside-facing double with balcony' }, detail: { es: 'Amplia, con balcón y cama de matrimonio; cabe una segunda persona.', en: 'Spacious, with a balcony and a double bed; room for a second person.' }, needs: ['balcony', 'exterior'] },
    { name: { es: 'doble amplia con zona de trabajo', en: 'spacious double with work area' }, detail: { es: 'Espacio de sobra para trabajar desde casa, con escritorio y silla ergonómica.', en: 'Plenty of space to work from home, with a desk and ergonomic chair.' }, needs: ['desk', 'chair'] },
  ],
  estudio: [
    { name: { es: 'con cocina americana', en: 'with kitchenette' }, detail: { es: 'Un pequeño estudio independiente con cocina americana y baño propio.', en: 'A small self-contained studio with its own kitchenette and bathroom.' }, needs: ['kitchenette', 'bathroom'] },
    { name: { es: 'abuhardillado', en: 'attic' }, detail: { es: 'Estudio bajo cubierta con techos inclinados, cocina y baño propios.', en: 'An attic studio with sloping ceilings, its own kitchen and bathroom.' }, needs: ['kitchenette', 'bathroom'] },
  ],
  suite: [
    { name: { es: 'con baño privado', en: 'with private bathroom' }, detail: { es: 'Incluye baño privado dentro de la habitación, con ducha.', en: 'It has its own en-suite bathroom with a shower.' }, needs: ['bathroom'] },
    { name: { es: 'exterior con baño privado', en: 'outside-facing en-suite' }, detail: { es: 'Exterior y con baño completo propio: la más independiente del piso.', en: 'Outside-facing with its own full bathroom: the most private room in the flat.' }, needs: ['bathroom', 'exterior'] },
  ],
};

export const ROOM_CLOSINGS: readonly Text[] = [
  { es: 'El piso se comparte con estudiantes y jóvenes profesionales.', en: 'The flat is shared with students and young professionals.' },
  { es: 'Los compañeros de piso suelen ser profesionales de entre 25 y 35 años.', en: 'Flatmates are usually professionals aged 25 to 35.' },
  { es: 'Ideal para estudiantes: hay buen ambiente y zonas de estudio cerca.', en: 'Ideal for students: a friendly atmosphere and study spaces nearby.' },
  { es: 'La habitación se entrega recién pintada y con colchón nuevo.', en: 'The room is handed over freshly painted with a new mattress.' },
];

/** Reviews tenants wrote, in the language they use. */
export const REVIEW_TEXTS = {
  good: {
    es: [
      'La habitación es tal cual las fotos y el barrio es una maravilla. Repetiría sin dudarlo.',
      'Muy buena experiencia: el piso estaba limpio, los compañeros geniales y cualquier avería se resolvió rápido.',
      'Mucha luz, cama cómoda y el metro a dos minutos. El wifi va muy bien para teletrabajar.',
      'Estuve todo el curso y me sentí como en casa. La limpieza semanal de las zonas comunes se nota.',
      'La reserva y los pagos, todo online y sin sorpresas. La habitación, silenciosa y con buen escritorio.',
      'Me encantó el barrio y la terraza del edificio. Cuando se estropeó la lavadora vinieron al día siguiente.',
      'Buena relación calidad-precio para la zona. Los compañeros de piso, muy respetuosos con los horarios.',
    ],
    en: [
      'Everything was as described, the flat was spotless and the team answered within hours. Highly recommended.',
      'Great location and a very comfortable room. Check-in was easy and the contract was clear.',
      'Lovely flatmates, a quiet room and a supermarket downstairs. I would book again.',
      'Booking from abroad was simple and the room matched the photos exactly. The metro is right around the corner.',
      'Bright room, fast wifi for remote work and a very responsive team. Would recommend to any intern.',
    ],
  },
  mixed: {
    es: [
      'La habitación está bien, aunque el salón se queda pequeño cuando estamos todos. La atención, impecable.',
      'Bien situada y a buen precio. La ducha tardó una semana en arreglarse.',
    ],
    en: ['Good room, but the street can be noisy on Friday nights. Support was quick when the heating failed.'],
  },
} as const;

export const INCIDENT_TEXTS: Record<string, readonly string[]> = {
  plumbing: ['Gotea el grifo del lavabo del baño compartido y el sifón pierde agua.', 'La cisterna del baño no deja de correr agua.'],
  electricity: ['Salta el diferencial cuando se enciende el horno y el microondas a la vez.', 'No funciona el enchufe junto al escritorio de mi habitación.'],
  lock: ['La cerradura de la puerta de mi habitación se atasca y cuesta mucho abrirla.'],
  heating: ['El radiador de mi habitación no calienta aunque el resto del piso sí.', 'No sale agua caliente desde esta mañana.'],
  wifi: ['El wifi se corta varias veces al día en las habitaciones del fondo.'],
  appliance: ['La lavadora no centrifuga y la ropa sale empapada.', 'La nevera hace mucho ruido por la noche.'],
  cleaning: ['La limpieza de la cocina no se hizo esta semana.'],
  furniture: ['Se ha roto una balda del armario.', 'La persiana de mi habitación no baja del todo.'],
};
