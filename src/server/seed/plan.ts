import { addDays, addMonths, type Day } from '../../catalog/days.ts';
import type { Scene } from './images.ts';
import type { Random } from './random.ts';
import { HOME_STYLES, NEIGHBOURHOODS, type City, type Neighbourhood } from './content/places.ts';
import {
  MATTRESSES,
  ROOM_SERVICES,
  ROOM_TYPES,
  type ExtraKey,
  type MattressKey,
  type RoomTypeKey,
  type ServiceCategoryKey,
  type Text,
} from './content/reference.ts';
import { TENANT_PEOPLE } from './content/people.ts';
import { ROOM_CLOSINGS, ROOM_FEATURES, type RoomFeature } from './content/texts.ts';

// The whole demo decided in memory first, from one seeded random stream: homes, rooms and
// stays. Stays are planned before rooms are written because a room's status and
// availability follow from who lives in it.

export const PROPERTY_COUNT = 30;
export const LANDLORD_COUNT = 6;

export interface PropertyPlan {
  index: number;
  neighbourhood: Neighbourhood;
  landlord: number;
  title: Text;
  description: Text;
  address: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  floor: number;
  lift: boolean;
  sizeM2: number;
  buildingAmenities: string[];
  floorAmenities: string[];
  houseRules: string[];
  published: boolean;
  featured: boolean;
  billsIncluded: boolean;
  images: [Scene, number][];
  rooms: RoomPlan[];
  id?: string;
}

export type RoomStatus = 'available' | 'occupied' | 'maintenance';

export interface RoomPlan {
  index: number;
  number: number;
  property: PropertyPlan;
  type: RoomTypeKey;
  mattress: MattressKey;
  feature: RoomFeature;
  category: ServiceCategoryKey;
  amenities: string[];
  extras: ExtraKey[];
  sizeM2: number;
  monthlyPrice: number;
  availableFrom: Day;
  minMonths: number;
  maxMonths: number | null;
  status: RoomStatus;
  published: boolean;
  closing: Text;
  images: number[];
  /** Seasonal price periods: [from, to), monthly price in cents. */
  seasons: { from: Day; to: Day; monthlyPrice: number }[];
  id?: string;
}

export type StayStatus = 'confirmed' | 'completed' | 'cancelled';

export interface StayPlan {
  index: number;
  room: RoomPlan;
  tenant: number;
  start: Day;
  end: Day;
  months: number;
  status: StayStatus;
  bookedOn: Day;
  promotion: boolean;
  provider: 'sandbox' | 'bank_transfer';
  /** Cancelled stays: when, and whether the deposit had been paid (and so is refunded). */
  cancelledOn?: Day;
  depositPaid?: boolean;
  id?: string;
}

export interface DemoPlan {
  properties: PropertyPlan[];
  rooms: RoomPlan[];
  stays: StayPlan[];
}

const CITY_BASE: Record<City, number> = { Madrid: 470, Barcelona: 490, Valencia: 370 };
const PREMIUM: Record<string, number> = {
  Salamanca: 120, Chamberí: 60, Malasaña: 40, Retiro: 60, Argüelles: 20, Lavapiés: 0,
  Gràcia: 40, Eixample: 80, 'El Born': 60, Poblenou: 30, Sants: 0,
  Ruzafa: 40, 'El Carmen': 20, Benimaclet: 0, 'Ciutat Vella': 30,
};
const TYPE_PREMIUM: Record<RoomTypeKey, number> = { individual: 0, doble: 110, suite: 160, estudio: 260 };
const SIZES: Record<RoomTypeKey, readonly [number, number]> = { individual: [9, 13], doble: [13, 18], suite: [14, 20], estudio: [20, 28] };
const MATTRESS_BY_TYPE: Record<RoomTypeKey, readonly MattressKey[]> = {
  individual: ['90', '90', '105'],
  doble: ['135', '135', '150'],
  suite: ['105', '135'],
  estudio: ['135', '150'],
};

const SERVICE_CATEGORY = new Map(ROOM_SERVICES.map((s) => [s.key, s.category]));
const OPTIONAL_SERVICES = ['desk', 'chair', 'shelves', 'lock', 'tv', 'aircon', 'blackout', 'bedding'];

function floorLabel(city: City, floor: number, random: Random): string {
  if (floor === 0) return city === 'Madrid' ? 'bajo' : 'bajos';
  if (city === 'Barcelona') return `${floor}º ${random.int(1, 4)}ª`;
  if (city === 'Valencia') return `pta. ${floor * 2 + random.int(1, 2)}`;
  return `${floor}.º ${random.pick(['izq.', 'dcha.', 'A', 'B', 'C'])}`;
}

const FLOOR_WORDS_ES = ['bajo', 'primera', 'segunda', 'tercera', 'cuarta', 'quinta', 'sexta', 'séptima'];
const FLOOR_WORDS_EN = ['ground floor', 'first floor', 'second floor', 'third floor', 'fourth floor', 'fifth floor', 'sixth floor', 'seventh floor'];

function propertyDescription(p: Omit<PropertyPlan, 'description' | 'title' | 'rooms' | 'images' | 'index' | 'id'>, roomCount: number, style: Text): Text {
  const floorEs = p.floor === 0 ? 'en planta baja' : `en la ${FLOOR_WORDS_ES[p.floor]} planta`;
  const floorEn = p.floor === 0 ? 'on the ground floor' : `on the ${FLOOR_WORDS_EN[p.floor]}`;
  const n = p.neighbourhood;
  return {
    es: [
      `${style.es} de ${p.sizeM2} m² ${floorEs} (${p.lift ? 'con ascensor' : 'sin ascensor'}), con ${roomCount} habitaciones amuebladas.`,
      p.billsIncluded ? 'Los gastos de luz, agua, gas e internet están incluidos en el precio.' : 'Los suministros se pagan aparte, con un importe fijo al mes.',
      n.description.es,
      `Metro y transporte cercanos: ${n.stations}.`,
    ].join(' '),
    en: [
      `${style.en} of ${p.sizeM2} m² ${floorEn} (${p.lift ? 'with lift' : 'no lift'}), with ${roomCount} furnished rooms.`,
      p.billsIncluded ? 'Electricity, water, gas and internet are included in the price.' : 'Utilities are paid separately, at a fixed monthly amount.',
      n.description.en,
      `Nearby metro and transport: ${n.stations}.`,
    ].join(' '),
  };
}

function roomType(random: Random, allowStudio: boolean): RoomTypeKey {
  const roll = random.next();
  if (allowStudio && roll < 0.08) return 'estudio';
  if (roll < 0.24) return 'suite';
  if (roll < 0.44) return 'doble';
  return 'individual';
}

const ROOM_TYPE_NAMES = Object.fromEntries(ROOM_TYPES.map((t) => [t.key, t.name])) as Record<RoomTypeKey, Text>;
const MATTRESS_NAMES = Object.fromEntries(MATTRESSES.map((m) => [m.key, m.name])) as Record<MattressKey, Text>;

export function roomName(room: RoomPlan): Text {
  const prefix = room.type === 'estudio' ? { es: 'Estudio', en: 'Studio' } : { es: 'Habitación', en: 'Room' };
  return { es: `${prefix.es} ${room.number} – ${room.feature.name.es}`, en: `${prefix.en} ${room.number} – ${room.feature.name.en}` };
}

export function roomDescription(room: RoomPlan): Text {
  const type = ROOM_TYPE_NAMES[room.type];
  const n = room.property.neighbourhood;
  const bed = MATTRESS_NAMES[room.mattress];
  return {
    es: `${type.es} de ${room.sizeM2} m² en un piso de ${room.property.rooms.length} habitaciones en ${n.name}, ${n.city}. ${room.feature.detail.es} Cama: ${bed.es.toLowerCase()} cm. ${room.closing.es}`,
    en: `${type.en} of ${room.sizeM2} m² in a ${room.property.rooms.length}-bedroom flat in ${n.name}, ${n.city}. ${room.feature.detail.en} Bed: ${bed.en.toLowerCase()} cm. ${room.closing.en}`,
  };
}

function planRooms(random: Random, property: PropertyPlan, count: number, anchor: Day, firstIndex: number): RoomPlan[] {
  const city = property.neighbourhood.city;
  const rooms: RoomPlan[] = [];
  const usedFeatures = new Set<RoomFeature>();
  for (let number = 1; number <= count; number++) {
    const type = roomType(random, property.floor >= 3 || property.sizeM2 > 110);
    const options = ROOM_FEATURES[type].filter((f) => !usedFeatures.has(f));
    const feature = random.pick(options.length > 0 ? options : ROOM_FEATURES[type]);
    usedFeatures.add(feature);
    const [minSize, maxSize] = SIZES[type];
    const sizeM2 = random.int(minSize, maxSize);
    const amenities = new Set<string>(['wifi', 'wardrobe', 'heating', ...feature.needs]);
    if (city !== 'Barcelona' || random.chance(0.5)) amenities.add('aircon');
    const wanted = random.int(3, 6);
    for (const extra of random.shuffle(OPTIONAL_SERVICES)) {
      if (amenities.size >= wanted) break;
      amenities.add(extra);
    }
    const trimmed = [...amenities].slice(0, Math.max(6, 3 + feature.needs.length));
    const headline = feature.needs[0] ?? 'wardrobe';
    const extras: ExtraKey[] = random.sample(['cleaning', 'bedding', 'storage'] as const, random.int(0, 2));
    if (property.buildingAmenities.includes('cowork') && random.chance(0.6)) extras.push('desk');
    if (property.floor <= 1 && random.chance(0.3)) extras.push('parking');
    const euros = CITY_BASE[city] + (PREMIUM[property.neighbourhood.name] ?? 0) + TYPE_PREMIUM[type] + (sizeM2 - minSize) * 8 + random.int(-30, 30);
    const monthlyPrice = Math.min(950, Math.max(380, Math.round(euros / 5) * 5)) * 100;
    const minMonths = type === 'estudio' ? 3 : random.pick([1, 1, 3, 3, 3, 6, 9]);
    const maxMonths = random.pick([11, 12, 12, 24, null]);
    const month = random.int(1, 4);
    const availableFrom = month === 4 ? addMonths(anchor, 4) : addDays(addMonths(anchor, month), random.pick([0, 14]));
    rooms.push({
      index: firstIndex + number - 1,
      number,
      property,
      type,
      mattress: random.pick(MATTRESS_BY_TYPE[type]),
      feature,
      category: SERVICE_CATEGORY.get(headline) ?? 'basics',
      amenities: trimmed,
      extras,
      sizeM2,
      monthlyPrice,
      availableFrom,
      minMonths,
      maxMonths: maxMonths === null ? null : Math.max(maxMonths, minMonths),
      status: 'available',
      published: property.published,
      closing: random.pick(ROOM_CLOSINGS),
      images: random.sample([0, 1, 2, 3, 4, 5], random.int(2, 3)),
      seasons: [],
    });
  }
  return rooms;
}

function planProperties(random: Random, anchor: Day): PropertyPlan[] {
  // Two homes per neighbourhood; 4, 5 or 6 rooms each, 150 in all.
  const roomCounts = random.shuffle(Array.from({ length: PROPERTY_COUNT }, (_, i) => 4 + (i % 3)));
  const unpublished = new Set(random.sample([...Array(PROPERTY_COUNT).keys()], 2));
  const properties: PropertyPlan[] = [];
  let roomIndex = 0;
  for (let index = 0; index < PROPERTY_COUNT; index++) {
    const neighbourhood = NEIGHBOURHOODS[Math.floor(index / 2)]!;
    const [street, postalCode] = random.pick(neighbourhood.streets);
    const style = index % 2 === 0 ? random.pick(HOME_STYLES.slice(0, 3)) : random.pick(HOME_STYLES.slice(2));
    const penthouse = style.es.startsWith('Ático');
    const floor = penthouse ? random.int(5, 7) : random.int(0, 5);
    const lift = floor >= 3 || random.chance(0.5);
    const roomCount = roomCounts[index]!;
    const building = new Set<string>(lift ? ['lift'] : []);
    for (const key of random.sample(['concierge', 'gym', 'rooftop', 'bikes', 'cowork', 'laundry', 'accessible'], random.int(1, 3))) {
      if (key === 'accessible' && !lift) continue;
      building.add(key);
    }
    const floorAmenities = ['kitchen', 'living', 'washer', ...random.sample(['dryer', 'dishwasher', 'oven', 'bathrooms'], random.int(2, 4))];
    if (penthouse) floorAmenities.push('terrace');
    const rules = ['smoking', 'quiet', random.chance(0.7) ? 'pets' : 'petsok', ...random.sample(['parties', 'visits', 'overnight', 'rota', 'dishes', 'recycling', 'door', 'candles'], random.int(3, 5))];
    const base = {
      neighbourhood,
      landlord: index % LANDLORD_COUNT,
      address: `${street} ${random.int(2, 140)}, ${floorLabel(neighbourhood.city, floor, random)}`,
      postalCode,
      latitude: Number((neighbourhood.lat + (random.next() - 0.5) * 0.006).toFixed(6)),
      longitude: Number((neighbourhood.lng + (random.next() - 0.5) * 0.008).toFixed(6)),
      floor,
      lift,
      sizeM2: 55 + roomCount * 14 + random.int(0, 20),
      buildingAmenities: [...building],
      floorAmenities,
      houseRules: rules,
      published: !unpublished.has(index),
      featured: false,
      billsIncluded: random.chance(0.75),
    };
    const landmark = neighbourhood.landmarks[index % 2]!;
    const property: PropertyPlan = {
      ...base,
      index,
      title: { es: `${style.es} en ${neighbourhood.name}, ${landmark.es}`, en: `${style.en} in ${neighbourhood.name}, ${landmark.en}` },
      description: propertyDescription(base, roomCount, style),
      images: [['building', index], ['living', index], ['room', index + 3], ...(random.chance(0.5) ? [['room', index + 1] as [Scene, number]] : [])],
      rooms: [],
    };
    property.rooms = planRooms(random, property, roomCount, anchor, roomIndex);
    roomIndex += roomCount;
    properties.push(property);
  }
  // Six featured homes for the home page: two per city.
  for (const city of ['Madrid', 'Barcelona', 'Valencia'] as const) {
    const candidates = properties.filter((p) => p.published && p.neighbourhood.city === city);
    for (const p of random.sample(candidates, 2)) p.featured = true;
  }
  return properties;
}

/** Next 1 July on or after the anchor. */
function nextSummer(anchor: Day): Day {
  const year = Number(anchor.slice(0, 4));
  const july = `${year}-07-01`;
  return anchor <= july ? july : `${year + 1}-07-01`;
}

function planStays(random: Random, anchor: Day, rooms: RoomPlan[]): StayPlan[] {
  const bookable = random.shuffle(rooms.filter((r) => r.published));
  const take = () => bookable.pop()!;
  const stays: StayPlan[] = [];
  const add = (stay: Omit<StayPlan, 'index' | 'tenant' | 'provider' | 'promotion'>) => {
    stays.push({
      ...stay,
      index: stays.length,
      tenant: stays.length % TENANT_PEOPLE.length,
      provider: random.chance(0.8) ? 'sandbox' : 'bank_transfer',
      promotion: false,
    });
  };
  /** A stay length the room accepts. */
  const length = (room: RoomPlan, min: number, max: number) => {
    const months = Math.max(room.minMonths, random.int(min, max));
    return room.maxMonths === null ? months : Math.min(months, room.maxMonths);
  };

  // Finished stays over the past year and a half.
  for (let i = 0; i < 18; i++) {
    const room = take();
    const months = length(room, 3, 6);
    // Stays start and end on the 1st or the 16th.
    const monthsAgo = random.int(0, 12);
    const end = monthsAgo > 0 && random.chance(0.3) ? addDays(addMonths(anchor, -monthsAgo), 15) : addMonths(anchor, -monthsAgo);
    const start = addMonths(end, -months);
    add({ room, start, end, months, status: 'completed', bookedOn: addDays(start, -random.int(15, 60)) });
  }
  // People living in their room today: the room is occupied until they leave.
  for (let i = 0; i < 4; i++) {
    const room = take();
    const months = length(room, 5, 10);
    const start = addMonths(anchor, -random.int(1, Math.min(4, months - 1)));
    const end = addMonths(start, months);
    room.status = 'occupied';
    room.availableFrom = end;
    add({ room, start, end, months, status: 'confirmed', bookedOn: addDays(start, -random.int(15, 45)) });
  }
  // Stays booked for the coming months: the room is offered again after them.
  for (let i = 0; i < 3; i++) {
    const room = take();
    const months = length(room, 5, 10);
    const start = room.availableFrom;
    const end = addMonths(start, months);
    room.availableFrom = end;
    add({ room, start, end, months, status: 'confirmed', bookedOn: addDays(anchor, -random.int(3, 20)) });
  }
  // Cancellations: one before paying, one refunded before moving in, one refunded long ago.
  const cancelled: [startOf: (room: RoomPlan) => Day, bookedOn: (start: Day) => Day, cancelledOn: (start: Day) => Day, depositPaid: boolean][] = [
    [(room) => room.availableFrom, () => addDays(anchor, -6), () => addDays(anchor, -5), false],
    [(room) => addMonths(room.availableFrom, 1), () => addDays(anchor, -40), () => addDays(anchor, -12), true],
    [() => addMonths(anchor, -7), (start) => addDays(start, -50), (start) => addDays(start, -35), true],
  ];
  for (const [startOf, bookedOn, cancelledOn, depositPaid] of cancelled) {
    const room = take();
    const months = length(room, 3, 6);
    const start = startOf(room);
    add({ room, start, end: addMonths(start, months), months, status: 'cancelled', bookedOn: bookedOn(start), cancelledOn: cancelledOn(start), depositPaid });
  }

  // The welcome code was used on some stays of three months or more.
  for (const stay of stays.filter((s) => s.status !== 'cancelled' && s.months >= 3).slice(2, 9)) {
    if (random.chance(0.5)) stay.promotion = true;
  }

  // A few rooms under repair; seasonal prices on rooms nobody has booked.
  for (const room of bookable.splice(0, 3)) {
    room.status = 'maintenance';
    room.published = false;
  }
  const summer = nextSummer(anchor);
  for (const room of bookable.splice(0, 30)) {
    if (room.property.neighbourhood.city === 'Barcelona' && random.chance(0.5)) {
      // High season in Barcelona: September to December, +5 %.
      const from = `${summer.slice(0, 4)}-09-01`;
      room.seasons.push({ from, to: `${summer.slice(0, 4)}-12-01`, monthlyPrice: Math.round((room.monthlyPrice * 1.05) / 500) * 500 });
    } else {
      // Summer, when students leave: 15 % off in July and August.
      room.seasons.push({ from: summer, to: addMonths(summer, 2), monthlyPrice: Math.round((room.monthlyPrice * 0.85) / 500) * 500 });
    }
  }
  return stays;
}

export function planDemo(random: Random, anchor: Day): DemoPlan {
  const properties = planProperties(random, anchor);
  const rooms = properties.flatMap((p) => p.rooms);
  const stays = planStays(random, anchor, rooms);
  return { properties, rooms, stays };
}
