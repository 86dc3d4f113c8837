// Reference lists: the small catalogues the forms and the public search pick from.
// Every visitor-facing name is given in Spanish and English.

export interface Text {
  es: string;
  en: string;
}

export const GENDERS: Text[] = [
  { es: 'Mujer', en: 'Woman' },
  { es: 'Hombre', en: 'Man' },
  { es: 'No binario', en: 'Non-binary' },
  { es: 'Prefiero no decirlo', en: 'Prefer not to say' },
];

export const ID_TYPES: Text[] = [
  { es: 'DNI', en: 'DNI (Spanish ID card)' },
  { es: 'NIE', en: 'NIE (foreigner ID number)' },
  { es: 'Pasaporte', en: 'Passport' },
];

export const CONTRACT_TYPES = [
  {
    key: 'temporada',
    name: { es: 'Contrato de temporada', en: 'Seasonal contract' },
    minMonths: 1,
    maxMonths: 11,
    description: {
      es: 'Para estancias de uno a once meses por estudios, prácticas o trabajo temporal. Se rige por el Código Civil y la Ley de Arrendamientos Urbanos para usos distintos de vivienda habitual.',
      en: 'For stays of one to eleven months for studies, internships or temporary work. Governed by the Civil Code and the Urban Leases Act for uses other than a permanent home.',
    },
  },
  {
    key: 'curso',
    name: { es: 'Curso académico', en: 'Academic year' },
    minMonths: 9,
    maxMonths: 10,
    description: {
      es: 'De septiembre a junio, pensado para estudiantes universitarios y de máster. Puedes adelantar o retrasar la entrada unos días sin coste.',
      en: 'From September to June, designed for university and master students. You can move in a few days earlier or later at no cost.',
    },
  },
  {
    key: 'larga',
    name: { es: 'Larga estancia', en: 'Long stay' },
    minMonths: 12,
    maxMonths: 60,
    description: {
      es: 'Para quien se queda un año o más. La fianza legal es de una mensualidad y el contrato se puede prorrogar cada año.',
      en: 'For those staying a year or longer. The legal deposit is one month of rent and the contract can be extended every year.',
    },
  },
  {
    key: 'empresa',
    name: { es: 'Empresa', en: 'Corporate' },
    minMonths: 3,
    maxMonths: 24,
    description: {
      es: 'La empresa firma el contrato y recibe una factura mensual por la estancia de su empleado o empleada.',
      en: 'The company signs the contract and receives a monthly invoice for its employee’s stay.',
    },
  },
] as const;

export type ContractKey = (typeof CONTRACT_TYPES)[number]['key'];

export const ROOM_TYPES = [
  { key: 'individual', name: { es: 'Habitación individual', en: 'Single room' } },
  { key: 'doble', name: { es: 'Habitación doble', en: 'Double room' } },
  { key: 'estudio', name: { es: 'Estudio', en: 'Studio' } },
  { key: 'suite', name: { es: 'Habitación con baño privado', en: 'En-suite room' } },
] as const;

export type RoomTypeKey = (typeof ROOM_TYPES)[number]['key'];

export const MATTRESSES = [
  { key: '90', name: { es: 'Individual 90 × 190', en: 'Single 90 × 190' }, widthCm: 90, lengthCm: 190 },
  { key: '105', name: { es: 'Cama grande 105 × 190', en: 'Small double 105 × 190' }, widthCm: 105, lengthCm: 190 },
  { key: '135', name: { es: 'Matrimonio 135 × 190', en: 'Double 135 × 190' }, widthCm: 135, lengthCm: 190 },
  { key: '150', name: { es: 'Matrimonio 150 × 200', en: 'King 150 × 200' }, widthCm: 150, lengthCm: 200 },
] as const;

export type MattressKey = (typeof MATTRESSES)[number]['key'];

export const ROOM_SERVICE_CATEGORIES = [
  { key: 'basics', name: { es: 'Lo esencial', en: 'Essentials' } },
  { key: 'comfort', name: { es: 'Confort', en: 'Comfort' } },
  { key: 'work', name: { es: 'Estudio y trabajo', en: 'Study and work' } },
  { key: 'privacy', name: { es: 'Privacidad y seguridad', en: 'Privacy and security' } },
] as const;

export type ServiceCategoryKey = (typeof ROOM_SERVICE_CATEGORIES)[number]['key'];

export const ROOM_SERVICES: { key: string; icon: string; category: ServiceCategoryKey; name: Text }[] = [
  { key: 'wifi', icon: 'wifi', category: 'basics', name: { es: 'Wifi de fibra', en: 'Fibre wifi' } },
  { key: 'wardrobe', icon: 'wardrobe', category: 'basics', name: { es: 'Armario empotrado', en: 'Built-in wardrobe' } },
  { key: 'bedding', icon: 'bed', category: 'basics', name: { es: 'Ropa de cama incluida', en: 'Bed linen included' } },
  { key: 'heating', icon: 'heater', category: 'comfort', name: { es: 'Calefacción', en: 'Heating' } },
  { key: 'aircon', icon: 'air-conditioning', category: 'comfort', name: { es: 'Aire acondicionado', en: 'Air conditioning' } },
  { key: 'balcony', icon: 'balcony', category: 'comfort', name: { es: 'Balcón', en: 'Balcony' } },
  { key: 'exterior', icon: 'window', category: 'comfort', name: { es: 'Ventana a la calle', en: 'Street-facing window' } },
  { key: 'tv', icon: 'tv', category: 'comfort', name: { es: 'Smart TV', en: 'Smart TV' } },
  { key: 'blackout', icon: 'blinds', category: 'comfort', name: { es: 'Persianas opacas', en: 'Blackout blinds' } },
  { key: 'desk', icon: 'desk', category: 'work', name: { es: 'Escritorio', en: 'Desk' } },
  { key: 'chair', icon: 'chair', category: 'work', name: { es: 'Silla ergonómica', en: 'Ergonomic chair' } },
  { key: 'shelves', icon: 'bookshelf', category: 'work', name: { es: 'Estantería', en: 'Bookshelf' } },
  { key: 'lock', icon: 'lock', category: 'privacy', name: { es: 'Cerradura en la puerta', en: 'Lock on the door' } },
  { key: 'bathroom', icon: 'bath', category: 'privacy', name: { es: 'Baño privado', en: 'Private bathroom' } },
  { key: 'kitchenette', icon: 'kitchen', category: 'privacy', name: { es: 'Cocina americana', en: 'Kitchenette' } },
];

export const FLOOR_AMENITIES: { key: string; icon: string; name: Text }[] = [
  { key: 'kitchen', icon: 'kitchen', name: { es: 'Cocina equipada', en: 'Fully equipped kitchen' } },
  { key: 'living', icon: 'sofa', name: { es: 'Salón compartido', en: 'Shared living room' } },
  { key: 'washer', icon: 'washing-machine', name: { es: 'Lavadora', en: 'Washing machine' } },
  { key: 'dryer', icon: 'dryer', name: { es: 'Secadora', en: 'Tumble dryer' } },
  { key: 'dishwasher', icon: 'dishwasher', name: { es: 'Lavavajillas', en: 'Dishwasher' } },
  { key: 'oven', icon: 'oven', name: { es: 'Horno y microondas', en: 'Oven and microwave' } },
  { key: 'bathrooms', icon: 'shower', name: { es: 'Dos baños compartidos', en: 'Two shared bathrooms' } },
  { key: 'terrace', icon: 'sun', name: { es: 'Terraza privada del piso', en: 'Private terrace' } },
];

export const BUILDING_AMENITIES: { key: string; icon: string; name: Text }[] = [
  { key: 'lift', icon: 'elevator', name: { es: 'Ascensor', en: 'Lift' } },
  { key: 'concierge', icon: 'concierge', name: { es: 'Portero', en: 'Concierge' } },
  { key: 'gym', icon: 'dumbbell', name: { es: 'Gimnasio', en: 'Gym' } },
  { key: 'rooftop', icon: 'sun', name: { es: 'Terraza comunitaria', en: 'Shared rooftop terrace' } },
  { key: 'bikes', icon: 'bike', name: { es: 'Aparcamiento de bicis', en: 'Bike storage' } },
  { key: 'cowork', icon: 'laptop', name: { es: 'Sala de coworking', en: 'Coworking room' } },
  { key: 'laundry', icon: 'washing-machine', name: { es: 'Lavandería', en: 'Laundry room' } },
  { key: 'accessible', icon: 'accessible', name: { es: 'Acceso adaptado', en: 'Step-free access' } },
];

export const EXTRAS = [
  {
    key: 'cleaning',
    name: { es: 'Limpieza semanal de la habitación', en: 'Weekly room cleaning' },
    description: {
      es: 'Una hora de limpieza a la semana: suelo, polvo y cambio de sábanas.',
      en: 'One hour of cleaning a week: floor, dusting and a change of sheets.',
    },
    monthlyPrice: 6000,
  },
  {
    key: 'parking',
    name: { es: 'Plaza de garaje', en: 'Parking space' },
    description: {
      es: 'Plaza en el garaje del edificio o en uno a menos de 200 metros.',
      en: 'A space in the building’s garage or one less than 200 metres away.',
    },
    monthlyPrice: 9000,
  },
  {
    key: 'bedding',
    name: { es: 'Pack de ropa de cama y toallas', en: 'Bed linen and towel pack' },
    description: {
      es: 'Dos juegos de sábanas, edredón nórdico y toallas, con cambio quincenal.',
      en: 'Two sets of sheets, a duvet and towels, changed every two weeks.',
    },
    monthlyPrice: 2500,
  },
  {
    key: 'storage',
    name: { es: 'Trastero', en: 'Storage room' },
    description: {
      es: 'Un pequeño trastero para maletas, bicicleta o material de deporte.',
      en: 'A small storage room for suitcases, a bike or sports gear.',
    },
    monthlyPrice: 3500,
  },
  {
    key: 'desk',
    name: { es: 'Puesto en el coworking', en: 'Coworking desk' },
    description: {
      es: 'Puesto fijo en la sala de coworking del edificio, con taquilla.',
      en: 'A fixed desk in the building’s coworking room, with a locker.',
    },
    monthlyPrice: 4500,
  },
] as const;

export type ExtraKey = (typeof EXTRAS)[number]['key'];

export const INCIDENT_TYPES = [
  { key: 'plumbing', name: { es: 'Fontanería urgente (fugas, atascos)', en: 'Urgent plumbing (leaks, blockages)' }, hours: 24 },
  { key: 'electricity', name: { es: 'Electricidad', en: 'Electricity' }, hours: 24 },
  { key: 'lock', name: { es: 'Cerraduras y llaves', en: 'Locks and keys' }, hours: 12 },
  { key: 'heating', name: { es: 'Calefacción y agua caliente', en: 'Heating and hot water' }, hours: 24 },
  { key: 'wifi', name: { es: 'Wifi e internet', en: 'Wifi and internet' }, hours: 48 },
  { key: 'appliance', name: { es: 'Electrodomésticos', en: 'Appliances' }, hours: 72 },
  { key: 'cleaning', name: { es: 'Limpieza de zonas comunes', en: 'Cleaning of shared areas' }, hours: 72 },
  { key: 'furniture', name: { es: 'Mobiliario y pequeñas reparaciones', en: 'Furniture and small repairs' }, hours: 120 },
] as const;

export type IncidentTypeKey = (typeof INCIDENT_TYPES)[number]['key'];

export const RULE_CATEGORIES = [
  { key: 'living', icon: 'home', name: { es: 'Convivencia', en: 'Living together' } },
  { key: 'noise', icon: 'volume', name: { es: 'Ruido y descanso', en: 'Noise and rest' } },
  { key: 'guests', icon: 'users', name: { es: 'Visitas', en: 'Guests' } },
  { key: 'cleaning', icon: 'sparkles', name: { es: 'Limpieza', en: 'Cleaning' } },
  { key: 'safety', icon: 'shield', name: { es: 'Seguridad', en: 'Safety' } },
] as const;

export type RuleCategoryKey = (typeof RULE_CATEGORIES)[number]['key'];

export const HOUSE_RULES: { key: string; category: RuleCategoryKey; text: Text }[] = [
  { key: 'smoking', category: 'living', text: { es: 'No se fuma dentro del piso, tampoco en las habitaciones.', en: 'No smoking inside the flat, including the bedrooms.' } },
  { key: 'pets', category: 'living', text: { es: 'No se admiten mascotas, salvo perros de asistencia.', en: 'No pets, except assistance dogs.' } },
  { key: 'petsok', category: 'living', text: { es: 'Se admiten mascotas pequeñas con el acuerdo de todos los compañeros.', en: 'Small pets are welcome if all flatmates agree.' } },
  { key: 'quiet', category: 'noise', text: { es: 'Silencio a partir de las 23:00 entre semana y de las 00:30 los fines de semana.', en: 'Quiet from 11 pm on weekdays and from 12:30 am at weekends.' } },
  { key: 'parties', category: 'noise', text: { es: 'No se permiten fiestas en el piso.', en: 'No parties in the flat.' } },
  { key: 'visits', category: 'guests', text: { es: 'Las visitas son bienvenidas hasta las 23:00; avisa a tus compañeros.', en: 'Guests are welcome until 11 pm; let your flatmates know.' } },
  { key: 'overnight', category: 'guests', text: { es: 'Invitados a dormir como máximo dos noches al mes, con aviso previo.', en: 'Overnight guests at most two nights a month, with notice.' } },
  { key: 'rota', category: 'cleaning', text: { es: 'Turnos semanales para limpiar cocina y baños; el cuadrante está en la nevera.', en: 'Weekly turns to clean the kitchen and bathrooms; the rota is on the fridge.' } },
  { key: 'dishes', category: 'cleaning', text: { es: 'Friega y guarda tus platos el mismo día.', en: 'Wash and put away your dishes the same day.' } },
  { key: 'recycling', category: 'cleaning', text: { es: 'Separa la basura: orgánico, envases, papel y vidrio.', en: 'Sort your rubbish: organic, packaging, paper and glass.' } },
  { key: 'door', category: 'safety', text: { es: 'Cierra con llave la puerta del piso al salir y no dejes copias a terceros.', en: 'Lock the front door when you leave and do not give copies of keys to others.' } },
  { key: 'candles', category: 'safety', text: { es: 'Nada de velas ni estufas propias en las habitaciones.', en: 'No candles or personal heaters in the bedrooms.' } },
];

export const ADVANTAGE_TYPES = [
  { key: 'tenants', name: { es: 'Inquilinos', en: 'Tenants' } },
  { key: 'landlords', name: { es: 'Propietarios', en: 'Landlords' } },
  { key: 'investors', name: { es: 'Inversores', en: 'Investors' } },
] as const;

export type AdvantageTypeKey = (typeof ADVANTAGE_TYPES)[number]['key'];

export const TAGS = [
  { slug: 'madrid', name: { es: 'Madrid', en: 'Madrid' } },
  { slug: 'barcelona', name: { es: 'Barcelona', en: 'Barcelona' } },
  { slug: 'valencia', name: { es: 'Valencia', en: 'Valencia' } },
  { slug: 'estudiantes', name: { es: 'Estudiantes', en: 'Students' } },
  { slug: 'consejos', name: { es: 'Consejos', en: 'Tips' } },
  { slug: 'propietarios', name: { es: 'Propietarios', en: 'Landlords' } },
  { slug: 'barrios', name: { es: 'Barrios', en: 'Neighbourhoods' } },
  { slug: 'novedades', name: { es: 'Novedades de Habita', en: 'Habita news' } },
] as const;

export type TagSlug = (typeof TAGS)[number]['slug'];

/**
 * The catalogue's phone format wants at least five characters, so the three-digit numbers
 * (112, 091...) cannot be stored yet; they are kept here and skipped by the loader until the
 * format accepts them.
 */
export interface PhoneEntry {
  name: Text;
  phone: string;
  city: string | null;
  category: 'emergency' | 'health' | 'transport' | 'building';
}

export const USEFUL_PHONES: PhoneEntry[] = [
  { name: { es: 'Emergencias', en: 'Emergencies' }, phone: '112', city: null, category: 'emergency' },
  { name: { es: 'Policía Nacional', en: 'National Police' }, phone: '091', city: null, category: 'emergency' },
  { name: { es: 'Policía Local', en: 'Local Police' }, phone: '092', city: null, category: 'emergency' },
  { name: { es: 'Bomberos', en: 'Fire brigade' }, phone: '080', city: null, category: 'emergency' },
  { name: { es: 'Guardia Civil', en: 'Guardia Civil' }, phone: '062', city: null, category: 'emergency' },
  { name: { es: 'Urgencias sanitarias', en: 'Medical emergencies' }, phone: '061', city: null, category: 'health' },
  { name: { es: 'Atención a inquilinos Habita (24 h)', en: 'Habita tenant support (24 h)' }, phone: '+34 910 123 456', city: null, category: 'building' },
  { name: { es: 'Cerrajería de guardia Habita', en: 'Habita on-call locksmith' }, phone: '+34 910 123 457', city: null, category: 'building' },
  { name: { es: 'Hospital Clínico San Carlos', en: 'Hospital Clínico San Carlos' }, phone: '+34 913 303 000', city: 'Madrid', category: 'health' },
  { name: { es: 'Hospital Gregorio Marañón', en: 'Hospital Gregorio Marañón' }, phone: '+34 915 868 000', city: 'Madrid', category: 'health' },
  { name: { es: 'EMT Madrid (autobuses)', en: 'EMT Madrid (buses)' }, phone: '+34 914 068 810', city: 'Madrid', category: 'transport' },
  { name: { es: 'Renfe Cercanías Madrid', en: 'Renfe Cercanías Madrid' }, phone: '+34 912 320 320', city: 'Madrid', category: 'transport' },
  { name: { es: 'Línea Madrid (información municipal)', en: 'Línea Madrid (city information)' }, phone: '+34 915 298 210', city: 'Madrid', category: 'building' },
  { name: { es: 'Hospital Clínic de Barcelona', en: 'Hospital Clínic de Barcelona' }, phone: '+34 932 275 400', city: 'Barcelona', category: 'health' },
  { name: { es: 'TMB (metro y autobús)', en: 'TMB (metro and bus)' }, phone: '+34 932 987 000', city: 'Barcelona', category: 'transport' },
  { name: { es: 'Rodalies de Catalunya', en: 'Rodalies commuter trains' }, phone: '900 410 041', city: 'Barcelona', category: 'transport' },
  { name: { es: 'Hospital Clínico Universitario de Valencia', en: 'Valencia University Clinical Hospital' }, phone: '+34 961 973 500', city: 'Valencia', category: 'health' },
  { name: { es: 'Metrovalencia', en: 'Metrovalencia' }, phone: '900 461 046', city: 'Valencia', category: 'transport' },
  { name: { es: 'EMT València (autobuses)', en: 'EMT València (buses)' }, phone: '+34 963 158 515', city: 'Valencia', category: 'transport' },
];

export const PAYMENT_METHODS = [
  {
    name: { es: 'Tarjeta (entorno de pruebas)', en: 'Card (test sandbox)' },
    provider: 'sandbox',
    active: true,
    settings: { currency: 'EUR', checkoutPath: '/pay/sandbox', note: 'Sin cargos reales' },
  },
  {
    name: { es: 'Tarjeta de crédito o débito', en: 'Credit or debit card' },
    provider: 'stripe',
    active: false,
    settings: { currency: 'EUR', statementDescriptor: 'HABITA ALQUILER', methods: ['card'] },
  },
  {
    name: { es: 'Transferencia bancaria', en: 'Bank transfer' },
    provider: 'bank_transfer',
    active: true,
    settings: {
      currency: 'EUR',
      beneficiary: 'Habita Living S.L.',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      reference: 'Indica tu número de reserva en el concepto',
      note: 'Solo a petición: el equipo registra la transferencia cuando llega',
      daysToPay: 3,
    },
  },
] as const;

export const PARTNERS = [
  {
    name: 'Universidad Complutense',
    colour: '#B5483B',
    url: 'https://www.ucm.es',
    description: {
      es: 'Alojamiento para estudiantes de grado, máster e intercambio con condiciones especiales.',
      en: 'Housing for undergraduate, master and exchange students on special terms.',
    },
  },
  {
    name: 'Erasmus Student Network',
    colour: '#3D7EA6',
    url: 'https://www.esn.org',
    description: {
      es: 'Ayudamos a los estudiantes de intercambio a encontrar habitación antes de llegar.',
      en: 'We help exchange students find a room before they arrive.',
    },
  },
  {
    name: 'Barcelona Tech Hub',
    colour: '#3D9A8B',
    url: 'https://barcelonatechhub.example.com',
    description: {
      es: 'Estancias flexibles para profesionales que se incorporan a empresas tecnológicas.',
      en: 'Flexible stays for professionals joining tech companies.',
    },
  },
  {
    name: 'Seguros Alba',
    colour: '#E9A23B',
    url: 'https://segurosalba.example.com',
    description: {
      es: 'Seguro de hogar y de impago para los propietarios que alquilan con Habita.',
      en: 'Home and rent-guarantee insurance for landlords who let with Habita.',
    },
  },
  {
    name: 'Limpiezas Sol',
    colour: '#D96C75',
    url: 'https://limpiezassol.example.com',
    description: {
      es: 'Limpieza profesional de zonas comunes en todos nuestros pisos.',
      en: 'Professional cleaning of shared areas in all our flats.',
    },
  },
] as const;

/** The public search filters. `key` is the room or property field each one filters. */
export function searchFilters(ids: {
  roomTypes: { id: string; name: Text }[];
  mattresses: { id: string; name: Text }[];
  amenities: { id: string; name: Text }[];
  floorAmenities: { id: string; name: Text }[];
  buildingAmenities: { id: string; name: Text }[];
}): { label: Text; key: string; kind: 'range' | 'select' | 'boolean'; options: unknown[]; active: boolean }[] {
  const choices = (list: { id: string; name: Text }[]) => list.map(({ id, name }) => ({ value: id, label: name }));
  return [
    { label: { es: 'Ciudad', en: 'City' }, key: 'city', kind: 'select', active: true, options: ['Madrid', 'Barcelona', 'Valencia'].map((city) => ({ value: city, label: { es: city, en: city } })) },
    { label: { es: 'Precio al mes', en: 'Monthly price' }, key: 'monthlyPrice', kind: 'range', active: true, options: [{ min: 35000, max: 100000, step: 2500, unit: 'EUR cents' }] },
    { label: { es: 'Tipo de habitación', en: 'Room type' }, key: 'type', kind: 'select', active: true, options: choices(ids.roomTypes) },
    { label: { es: 'Tamaño de la cama', en: 'Bed size' }, key: 'mattress', kind: 'select', active: true, options: choices(ids.mattresses) },
    { label: { es: 'Servicios de la habitación', en: 'Room amenities' }, key: 'amenities', kind: 'select', active: true, options: choices(ids.amenities) },
    { label: { es: 'Servicios del piso', en: 'Flat amenities' }, key: 'floorAmenities', kind: 'select', active: true, options: choices(ids.floorAmenities) },
    { label: { es: 'Servicios del edificio', en: 'Building amenities' }, key: 'buildingAmenities', kind: 'select', active: true, options: choices(ids.buildingAmenities) },
    { label: { es: 'Gastos incluidos', en: 'Bills included' }, key: 'billsIncluded', kind: 'boolean', active: true, options: [] },
    { label: { es: 'Disponible entre', en: 'Available between' }, key: 'availableFrom', kind: 'range', active: true, options: [{ type: 'date' }] },
    {
      label: { es: 'Estancia mínima', en: 'Minimum stay' },
      key: 'minMonths',
      kind: 'select',
      active: true,
      options: [1, 3, 6, 9, 12].map((months) => ({
        value: months,
        label: { es: months === 1 ? '1 mes' : `${months} meses`, en: months === 1 ? '1 month' : `${months} months` },
      })),
    },
    { label: { es: 'Superficie', en: 'Size' }, key: 'sizeM2', kind: 'range', active: false, options: [{ min: 8, max: 40, step: 1, unit: 'm²' }] },
  ];
}
