import { storedFileJsonSchema } from '../collections/json-schemas.ts';

// Response schemas of the public routes: they serialize the answers (a field not declared here
// never leaves the server) and document them in the OpenAPI description.

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type, 'null'] });
const id = { type: 'string', format: 'uuid' };
const text = { type: 'string' };
const day = { type: 'string', format: 'date' };
const cents = (description: string) => ({ type: 'integer', description: `${description}, in cents of EUR` });

function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return { type: 'object', required: Object.keys(properties).filter((key) => !optional.includes(key)), properties };
}

const localized = object({ es: text, en: nullable(text) }, ['en']);
const named = object({ _id: id, name: localized });
const iconed = object({ _id: id, name: localized, icon: nullable(text) });

const roomImage = object(
  {
    _id: id,
    url: text,
    variants: { type: 'object', description: 'Resized WebP copies by size name (sm, lg)', additionalProperties: { type: 'string' } },
    width: { type: 'integer' },
    height: { type: 'integer' },
    alt: nullable(localized),
  },
  ['width', 'height'],
);

const property = object({
  _id: id,
  title: localized,
  description: nullable(localized),
  address: text,
  city: text,
  postalCode: nullable(text),
  latitude: nullable({ type: 'number' }),
  longitude: nullable({ type: 'number' }),
  floor: nullable({ type: 'integer' }),
  lift: { type: 'boolean' },
  sizeM2: nullable({ type: 'number' }),
  featured: { type: 'boolean' },
  images: { type: 'array', items: storedFileJsonSchema },
  neighborhood: nullable(object({ _id: id, name: text, city: text, description: nullable(localized) })),
  buildingAmenities: { type: 'array', items: iconed },
  floorAmenities: { type: 'array', items: iconed },
  houseRules: {
    type: 'array',
    description: 'Grouped by category: categories by name, rules in their order',
    items: object({ category: iconed, rules: { type: 'array', items: object({ _id: id, text: localized }) } }),
  },
});

const room = object({
  _id: id,
  name: localized,
  description: nullable(localized),
  monthlyPrice: cents('The usual monthly price'),
  deposit: nullable(cents('The deposit')),
  billsIncluded: { type: 'boolean' },
  sizeM2: nullable({ type: 'number' }),
  availableFrom: nullable(day),
  minMonths: { type: 'integer' },
  maxMonths: nullable({ type: 'integer' }),
  status: { type: 'string', enum: ['available', 'occupied', 'maintenance'] },
  type: nullable(named),
  category: nullable(named),
  mattress: nullable(object({ _id: id, name: localized, widthCm: { type: 'integer' }, lengthCm: { type: 'integer' } })),
  amenities: { type: 'array', items: object({ _id: id, name: localized, icon: nullable(text), category: nullable(named) }) },
  extras: {
    type: 'array',
    items: object({ _id: id, name: localized, description: nullable(localized), monthlyPrice: cents('Added to the monthly price') }),
  },
  images: { type: 'array', description: 'In their order', items: roomImage },
  prices: {
    type: 'array',
    description: 'Seasonal prices ending after today, by start',
    items: object({ _id: id, from: day, to: { ...day, description: 'First day the usual price applies again' }, monthlyPrice: cents('The monthly price') }),
  },
  booked: {
    type: 'array',
    description: 'Stays that hold the room and end after today, by start; `to` is the first free day',
    items: object({ from: day, to: day }),
  },
});

export const propertyPageResponse = object({
  property,
  rooms: { type: 'array', description: 'Published rooms, cheapest first', items: room },
  costs: {
    type: 'array',
    description: 'Management costs of this property, of its rooms (`room` set), and those that apply everywhere',
    items: object({
      _id: id,
      name: localized,
      amount: cents('The cost'),
      frequency: { type: 'string', enum: ['once', 'monthly'] },
      mandatory: { type: 'boolean' },
      room: nullable(id),
    }),
  },
  reviews: object({
    average: nullable({ type: 'number', description: 'Of every published review, 1 to 5' }),
    count: { type: 'integer', description: 'Published reviews in all' },
    docs: {
      type: 'array',
      description: 'The newest published reviews, at most 20',
      items: object({
        _id: id,
        rating: { type: 'integer' },
        text,
        author: { type: 'string', description: "The author's first name" },
        createdAt: { type: 'string', format: 'date-time' },
        room: nullable(named),
      }),
    },
  }),
});

export const publicConfigResponse = object({
  map: object({
    tileUrl: nullable({ type: 'string', description: 'Tile address template with {z}/{x}/{y}; null: draw pins only' }),
    attribution: text,
  }),
  contact: object({ email: text, phone: text }),
  policies: object({
    fullRefundDays: { type: 'integer', description: 'Cancelled this many days or more before move-in, everything paid is refunded' },
    holdMinutes: { type: 'integer', description: 'How long an unpaid reservation keeps the room' },
    rentReminderDays: { type: 'integer', description: 'Days before each rent falls due that the reminder mail goes out' },
    depositReturnDays: { type: 'integer', description: 'The deposit is returned within this many days of moving out' },
  }),
});
