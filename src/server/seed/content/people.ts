// The demo's people. Every address is on a reserved domain (.test or example.com), and every
// ID number is invented, though DNI and NIE letters are computed as the real check letter.

export type GenderKey = 'woman' | 'man' | 'nonbinary' | 'undisclosed';
export const GENDER_KEYS: readonly GenderKey[] = ['woman', 'man', 'nonbinary', 'undisclosed'];

export interface Person {
  name: string;
  surname: string;
  gender: GenderKey;
  nationality: string;
  language: 'es' | 'en';
}

export interface TenantPerson extends Person {
  occupation: 'student' | 'professional' | 'other';
  schoolOrCompany: string;
}

export const ADMIN: Person = { name: 'Elena', surname: 'Vidal Romero', gender: 'woman', nationality: 'Española', language: 'es' };

export const STAFF: readonly Person[] = [
  { name: 'Marta', surname: 'Ruiz Calvo', gender: 'woman', nationality: 'Española', language: 'es' },
  { name: 'Javier', surname: 'Ortega Lozano', gender: 'man', nationality: 'Española', language: 'es' },
];

export const LANDLORDS: readonly Person[] = [
  { name: 'Carmen', surname: 'Navarro Gil', gender: 'woman', nationality: 'Española', language: 'es' },
  { name: 'Antonio', surname: 'Morales Serrano', gender: 'man', nationality: 'Española', language: 'es' },
  { name: 'Montserrat', surname: 'Puig Ferrer', gender: 'woman', nationality: 'Española', language: 'es' },
  { name: 'Jordi', surname: 'Soler Vidal', gender: 'man', nationality: 'Española', language: 'es' },
  { name: 'Vicente', surname: 'Martí Llopis', gender: 'man', nationality: 'Española', language: 'es' },
  { name: 'Pilar', surname: 'Domínguez Castro', gender: 'woman', nationality: 'Española', language: 'es' },
];

export const INVESTOR_USERS: readonly Person[] = [
  { name: 'Ricardo', surname: 'Aguilar Peña', gender: 'man', nationality: 'Española', language: 'es' },
  { name: 'Hannah', surname: 'Becker', gender: 'woman', nationality: 'Alemana', language: 'en' },
];

export const TENANT_PEOPLE: readonly TenantPerson[] = [
  { name: 'Lucía', surname: 'García Martín', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universidad Complutense de Madrid' },
  { name: 'Pablo', surname: 'Fernández López', gender: 'man', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Deloitte' },
  { name: 'Giulia', surname: 'Rossi', gender: 'woman', nationality: 'Italiana', language: 'en', occupation: 'student', schoolOrCompany: 'Universitat de Barcelona (Erasmus)' },
  { name: 'Lukas', surname: 'Schneider', gender: 'man', nationality: 'Alemana', language: 'en', occupation: 'professional', schoolOrCompany: 'Glovo' },
  { name: 'Paula', surname: 'Sánchez Ruiz', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universitat de València' },
  { name: 'Camille', surname: 'Durand', gender: 'woman', nationality: 'Francesa', language: 'en', occupation: 'student', schoolOrCompany: 'ESADE' },
  { name: 'Daniel', surname: 'Jiménez Moreno', gender: 'man', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Hospital Clínico San Carlos' },
  { name: 'Sofía', surname: 'Hernández Ortiz', gender: 'woman', nationality: 'Mexicana', language: 'es', occupation: 'student', schoolOrCompany: 'IE University' },
  { name: 'Emma', surname: 'Johnson', gender: 'woman', nationality: 'Estadounidense', language: 'en', occupation: 'student', schoolOrCompany: 'Universitat Pompeu Fabra' },
  { name: 'Alejandro', surname: 'Romero Díaz', gender: 'man', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'BBVA' },
  { name: 'Valentina', surname: 'Gómez Restrepo', gender: 'woman', nationality: 'Colombiana', language: 'es', occupation: 'professional', schoolOrCompany: 'Accenture' },
  { name: 'Adrián', surname: 'Torres Navarro', gender: 'man', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universidad Politécnica de Madrid' },
  { name: 'Inês', surname: 'Costa', gender: 'woman', nationality: 'Portuguesa', language: 'en', occupation: 'student', schoolOrCompany: 'Universitat Politècnica de València' },
  { name: 'Mateo', surname: 'Fernández Paz', gender: 'man', nationality: 'Argentina', language: 'es', occupation: 'professional', schoolOrCompany: 'Cabify' },
  { name: 'Laura', surname: 'Muñoz Alonso', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universidad Carlos III' },
  { name: 'Tom', surname: 'Peeters', gender: 'man', nationality: 'Belga', language: 'en', occupation: 'professional', schoolOrCompany: 'Amazon Web Services' },
  { name: 'Alba', surname: 'Vázquez Rey', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Telefónica' },
  { name: 'Anna', surname: 'Kowalska', gender: 'woman', nationality: 'Polaca', language: 'en', occupation: 'student', schoolOrCompany: 'Universitat Autònoma de Barcelona' },
  { name: 'Sergio', surname: 'Castillo Rubio', gender: 'man', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universitat de València' },
  { name: 'Marta', surname: 'Iglesias Prieto', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'other', schoolOrCompany: 'Opositora' },
  { name: 'Hugo', surname: 'Delgado Marín', gender: 'man', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Mercadona Tech' },
  { name: 'Chloé', surname: 'Martin', gender: 'woman', nationality: 'Francesa', language: 'en', occupation: 'professional', schoolOrCompany: 'Ubisoft Barcelona' },
  { name: 'Irene', surname: 'Santos Molina', gender: 'woman', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universidad Autónoma de Madrid' },
  { name: 'Álex', surname: 'Herrera Cano', gender: 'nonbinary', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Estudio de diseño independiente' },
  { name: 'Oliver', surname: 'Smith', gender: 'man', nationality: 'Británica', language: 'en', occupation: 'professional', schoolOrCompany: 'Typeform' },
  { name: 'Carla', surname: 'Rivas Soto', gender: 'woman', nationality: 'Chilena', language: 'es', occupation: 'student', schoolOrCompany: 'Universidad de Navarra (campus Madrid)' },
  { name: 'David', surname: 'Ramos Gallego', gender: 'man', nationality: 'Española', language: 'es', occupation: 'professional', schoolOrCompany: 'Indra' },
  { name: 'Nora', surname: 'Lindqvist', gender: 'woman', nationality: 'Sueca', language: 'en', occupation: 'student', schoolOrCompany: 'EU Business School' },
  { name: 'Jorge', surname: 'Medina Vega', gender: 'man', nationality: 'Española', language: 'es', occupation: 'student', schoolOrCompany: 'Universitat Politècnica de Catalunya' },
  { name: 'Yuki', surname: 'Tanaka', gender: 'undisclosed', nationality: 'Japonesa', language: 'en', occupation: 'other', schoolOrCompany: 'Instituto Cervantes (curso de español)' },
];

const ACCENTS: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u', ü: 'u', ñ: 'n', ç: 'c', è: 'e', ê: 'e', à: 'a', ò: 'o', ï: 'i', ô: 'o' };

/** `María José`, `Pérez Gil` → `maria.perez`. */
export function emailLocal(person: { name: string; surname: string }): string {
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/\P{ASCII}/gu, (c) => ACCENTS[c] ?? '')
      .replace(/[^a-z]/g, '');
  return `${plain(person.name.split(' ')[0]!)}.${plain(person.surname.split(' ')[0]!)}`;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function dni(number: number): string {
  const digits = String(number % 100_000_000).padStart(8, '0');
  return `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
}

export function nie(prefix: 'X' | 'Y' | 'Z', number: number): string {
  const digits = String(number % 10_000_000).padStart(7, '0');
  const value = Number(`${'XYZ'.indexOf(prefix)}${digits}`);
  return `${prefix}${digits}${DNI_LETTERS[value % 23]}`;
}

/** EU and EEA citizens living in Spain get a NIE; others here show a passport. */
export const NIE_NATIONALITIES = new Set(['Italiana', 'Alemana', 'Francesa', 'Portuguesa', 'Belga', 'Polaca', 'Sueca']);

export const EMERGENCY_CONTACTS: readonly (readonly [string, string])[] = [
  ['Rosa Martín (madre)', '+34 612 448 201'],
  ['Francesco Rossi (padre)', '+39 347 215 8890'],
  ['Ana López (madre)', '+34 655 103 774'],
  ['Klaus Schneider (padre)', '+49 151 2234 5567'],
  ['Luis Sánchez (padre)', '+34 699 214 305'],
  ['Claire Durand (madre)', '+33 6 12 45 78 90'],
  ['Teresa Ortiz (madre)', '+52 55 1234 5678'],
  ['Mark Johnson (father)', '+1 415 555 0199'],
  ['Carlos Romero (hermano)', '+34 622 980 114'],
  ['Beatriz Restrepo (madre)', '+57 310 555 2231'],
];

export const INVESTOR_LEADS = [
  {
    name: 'Fernando Ibáñez',
    email: 'fernando.ibanez@example.com',
    phone: '+34 619 224 873',
    company: 'Ibáñez Patrimonio S.L.',
    budgetMin: 30_000_000,
    budgetMax: 80_000_000,
    interest: 'Edificio completo para coliving en Madrid, preferiblemente Chamberí o Argüelles, para reformar.',
    notes: 'Visitó dos edificios en Argüelles. Pide rentabilidad neta estimada por escrito.',
    status: 'contacted',
  },
  {
    name: 'Sarah Whitfield',
    email: 'sarah.whitfield@example.com',
    phone: '+44 7700 900123',
    company: 'Whitfield Residential Partners',
    budgetMin: 100_000_000,
    budgetMax: 250_000_000,
    interest: 'Portfolio of student housing in Barcelona and Valencia, managed end to end.',
    notes: 'Fondo británico. Reunión por videollamada pendiente de fecha.',
    status: 'lead',
  },
  {
    name: 'Rocío Benítez',
    email: 'rocio.benitez@example.com',
    phone: '+34 644 781 302',
    company: null,
    budgetMin: 15_000_000,
    budgetMax: 25_000_000,
    interest: 'Comprar un piso de 4 habitaciones en Valencia y que Habita lo gestione.',
    notes: 'Interesada en Benimaclet. Le enviamos tres pisos en venta.',
    status: 'active',
  },
  {
    name: 'Marc Casals',
    email: 'marc.casals@example.com',
    phone: '+34 671 553 910',
    company: 'Casals Inversions',
    budgetMin: 40_000_000,
    budgetMax: 60_000_000,
    interest: 'Dos pisos en el Eixample para alquiler por habitaciones.',
    notes: null,
    status: 'lead',
  },
  {
    name: 'Isabel Ferrández',
    email: 'isabel.ferrandez@example.com',
    phone: '+34 633 870 145',
    company: 'Family office Ferrández',
    budgetMin: 200_000_000,
    budgetMax: 500_000_000,
    interest: 'Coinversión en un proyecto de coliving de nueva construcción.',
    notes: 'Descartado por ahora: buscan obra nueva fuera de nuestras ciudades.',
    status: 'closed',
  },
  {
    name: 'Kenji Watanabe',
    email: 'kenji.watanabe@example.com',
    phone: '+81 90 1234 5678',
    company: 'Sakura Real Estate',
    budgetMin: 50_000_000,
    budgetMax: 120_000_000,
    interest: 'Residential assets in Madrid city centre with stable occupancy.',
    notes: 'Preguntó por la ocupación media de los pisos.',
    status: 'contacted',
  },
] as const;

export const LANDLORD_ENQUIRIES = [
  {
    name: 'José Luis Prieto',
    email: 'joseluis.prieto@example.com',
    phone: '+34 607 332 918',
    address: 'Calle de Andrés Mellado 42, 3.º B',
    city: 'Madrid',
    roomCount: 4,
    message: 'Tengo un piso heredado en Argüelles que quiero alquilar por habitaciones sin tener que ocuparme yo. ¿Cómo funciona la gestión?',
    status: 'contacted',
  },
  {
    name: 'Núria Camps',
    email: 'nuria.camps@example.com',
    phone: '+34 628 774 512',
    address: 'Carrer de Sardenya 310, 2n 1a',
    city: 'Barcelona',
    roomCount: 3,
    message: 'Piso reformado cerca de la Sagrada Família. Me interesa saber qué rentabilidad podría tener y si os encargáis del mobiliario.',
    status: 'new',
  },
  {
    name: 'Manuel Gutiérrez',
    email: 'manuel.gutierrez@example.com',
    phone: '+34 661 209 877',
    address: 'Avinguda del Port 118, 5.ª',
    city: 'Valencia',
    roomCount: 5,
    message: 'Busco una empresa seria para alquilar a estudiantes. El piso tiene dos baños y ascensor.',
    status: 'new',
  },
  {
    name: 'Elisa Marco',
    email: 'elisa.marco@example.com',
    phone: '+34 690 412 336',
    address: 'Calle de Santa Engracia 97, 1.º izq.',
    city: 'Madrid',
    roomCount: 6,
    message: 'Tengo dos pisos en el mismo edificio en Chamberí. ¿Podéis gestionar ambos?',
    status: 'closed',
  },
  {
    name: 'Pau Ribas',
    email: 'pau.ribas@example.com',
    phone: '+34 655 873 220',
    address: 'Carrer de Pere IV 201',
    city: 'Barcelona',
    roomCount: 8,
    message: 'Loft en Poblenou que se podría dividir en ocho habitaciones con licencia. Me gustaría una visita.',
    status: 'contacted',
  },
  {
    name: 'Amparo Soriano',
    email: 'amparo.soriano@example.com',
    phone: '+34 617 544 098',
    address: 'Carrer de Cuba 35, 4.ª',
    city: 'Valencia',
    roomCount: 3,
    message: 'Quiero alquilar mi piso de Ruzafa solo el curso académico. ¿Es posible con vosotros?',
    status: 'new',
  },
] as const;

export const CONTACT_MESSAGES = [
  {
    name: 'Beatriz Luna',
    email: 'beatriz.luna@example.com',
    subject: 'Candidatura: atención al inquilino',
    message: 'Hola, os envío mi currículum para el puesto de atención al inquilino en Madrid. Tengo tres años de experiencia en gestión de alquileres y hablo inglés y francés.',
    cv: [
      'Experiencia',
      '2022 - actualidad: gestora de alquileres de media estancia, Madrid.',
      '2019 - 2022: atención al cliente en una agencia inmobiliaria.',
      '',
      'Formación: Grado en Turismo, Universidad Rey Juan Carlos.',
      'Idiomas: español (nativo), inglés (C1), francés (B2).',
    ],
    status: 'new',
  },
  {
    name: 'Raúl Ponce',
    email: 'raul.ponce@example.com',
    subject: 'Candidatura: mantenimiento en Valencia',
    message: 'Soy técnico de mantenimiento con experiencia en fontanería y electricidad. Me gustaría colaborar con vosotros en Valencia.',
    cv: [
      'Experiencia',
      '2016 - actualidad: técnico de mantenimiento de edificios, Valencia.',
      '2012 - 2016: oficial de fontanería.',
      '',
      'Formación: FP de Grado Medio en Instalaciones Eléctricas.',
      'Carné de conducir B y vehículo propio.',
    ],
    status: 'answered',
  },
  {
    name: 'Claudia Weber',
    email: 'claudia.weber@example.com',
    subject: 'Rooms for a group of interns',
    message: 'Our company is sending six interns to Barcelona from September to February. Could you offer rooms in the same flat or building?',
    cv: null,
    status: 'answered',
  },
  {
    name: 'Óscar Mena',
    email: 'oscar.mena@example.com',
    subject: 'Factura de la reserva',
    message: 'Necesito una factura a nombre de mi empresa por el primer mes de mi reserva. ¿A quién debo escribir?',
    cv: null,
    status: 'closed',
  },
  {
    name: 'Lidia Carrasco',
    email: 'lidia.carrasco@example.com',
    subject: 'Visita a una habitación',
    message: 'Me interesa una habitación en Ruzafa. ¿Se puede visitar este sábado por la mañana?',
    cv: null,
    status: 'new',
  },
] as const;

export const GENERAL_REVIEWS = [
  { author: 'Lucía M., estudiante en Madrid', rating: 5, text: 'Reservé desde casa y la habitación era exactamente como en las fotos. En dos meses, cualquier cosa que he pedido se ha resuelto en un día.', published: true },
  { author: 'Giulia R., Erasmus en Barcelona', rating: 5, text: 'Booking from Italy was easy and safe. The team answered in English and helped me with the NIE appointment.', published: true },
  { author: 'Pablo F., consultor', rating: 4, text: 'Muy cómodo para estancias de trabajo de unos meses: contrato claro, pago online y el piso muy bien situado.', published: true },
  { author: 'Carmen N., propietaria', rating: 5, text: 'Llevan mis dos pisos desde hace un año: ocupación completa y no he tenido que ir ni una vez por una avería.', published: true },
  { author: 'Tom P., software engineer', rating: 4, text: 'Good rooms, fast wifi and flatmates who actually clean. The only thing I missed was a bigger desk.', published: true },
  { author: 'Paula S., estudiante en Valencia', rating: 5, text: 'Lo mejor es la transparencia: sabes desde el principio cuánto pagas al mes y qué está incluido.', published: true },
  { author: 'Sofía H., máster en IE', rating: 4, text: 'Llegué desde México sin conocer la ciudad y el barrio que me recomendaron fue perfecto.', published: true },
  { author: 'Anónimo', rating: 2, text: 'La entrada se retrasó un día por la limpieza del piso. Me compensaron, pero avisad antes.', published: false },
] as const;
