import { z } from 'zod';
import { COST_FREQUENCIES, ROOM_STATUSES } from '../catalog/collections/statuses.ts';
import { IMAGE_VARIANTS_DESCRIPTION } from '../catalog/image-variants.ts';
import type { PolicyValues } from '../catalog/policies.ts';
import { ID_PATTERN } from '../catalog/validation.ts';
import { defineRoute, errorResponse } from './route.ts';
import { cents, isoDay, isoInstant, localized, named, uuid } from './shapes.ts';

// The public site's own endpoints besides the room search (./search.ts): the property page in
// one answer and the settings the web app needs. The sitemap and robots.txt are plain text and
// stay out of the API document.

/** A stored file as an answer shows it: served from `url`, its smaller copies by size name. */
export const storedImage = z.object({
  key: z.string(),
  url: z.string().describe('Where the original is served'),
  name: z.string().describe('The name it was uploaded with'),
  contentType: z.string(),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  variants: z.record(z.string(), z.string()).optional().describe(IMAGE_VARIANTS_DESCRIPTION),
});

/** A room's photograph: a `roomimages` record with its image served and its alt text. */
export const roomPhoto = z.object({
  _id: uuid,
  url: z.string(),
  variants: z.record(z.string(), z.string()).describe(IMAGE_VARIANTS_DESCRIPTION),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  alt: localized.nullable(),
});

export type StoredImage = z.output<typeof storedImage>;

const namedThing = named(localized);

/** An amenity or a rule's category: a name and the icon it is drawn with. */
export const icon = z.object({ _id: uuid, name: localized, icon: z.string().nullable() });

const property = z.object({
  _id: uuid,
  title: localized,
  description: localized.nullable(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  floor: z.number().int().nullable(),
  lift: z.boolean(),
  sizeM2: z.number().nullable(),
  featured: z.boolean(),
  images: z.array(storedImage),
  neighborhood: z.object({ _id: uuid, name: z.string(), city: z.string(), description: localized.nullable() }).nullable(),
  buildingAmenities: z.array(icon),
  floorAmenities: z.array(icon),
  houseRules: z
    .array(z.object({ category: icon, rules: z.array(z.object({ _id: uuid, text: localized })) }))
    .describe('Grouped by category: categories by name, rules in their order'),
});

export const propertyRoom = z.object({
  _id: uuid,
  name: localized,
  description: localized.nullable(),
  monthlyPrice: cents.describe('The usual monthly price, in cents of EUR'),
  deposit: cents.nullable().describe('The deposit, in cents of EUR'),
  billsIncluded: z.boolean(),
  sizeM2: z.number().nullable(),
  availableFrom: isoDay.nullable(),
  minMonths: z.number().int(),
  maxMonths: z.number().int().nullable(),
  status: z.enum(ROOM_STATUSES),
  type: namedThing.nullable(),
  category: namedThing.nullable(),
  mattress: namedThing.extend({ widthCm: z.number().int(), lengthCm: z.number().int() }).nullable(),
  amenities: z.array(icon.extend({ category: namedThing.nullable() })),
  extras: z.array(
    z.object({ _id: uuid, name: localized, description: localized.nullable(), monthlyPrice: cents.describe('Added to the monthly price, in cents of EUR') }),
  ),
  images: z.array(roomPhoto).describe('In their order'),
  prices: z
    .array(z.object({ _id: uuid, from: isoDay, to: isoDay.describe('First day the usual price applies again'), monthlyPrice: cents }))
    .describe('Seasonal prices ending after today, by start'),
  booked: z.array(z.object({ from: isoDay, to: isoDay })).describe('Stays that hold the room and end after today, by start; `to` is the first free day'),
});

export const propertyCost = z.object({
  _id: uuid,
  name: localized,
  amount: cents,
  frequency: z.enum(COST_FREQUENCIES),
  mandatory: z.boolean(),
  room: uuid.nullable(),
});

export const propertyReview = z.object({
  _id: uuid,
  rating: z.number().int(),
  text: z.string(),
  author: z.string().describe("The author's first name"),
  createdAt: isoInstant,
  room: namedThing.nullable(),
});

export const propertyPageAnswer = z.object({
  property,
  rooms: z.array(propertyRoom).describe('Published rooms, in the order people number them'),
  costs: z.array(propertyCost).describe('Management costs of this property, of its rooms (`room` set), and those that apply everywhere'),
  reviews: z.object({
    average: z.number().nullable().describe('Of every published review, 1 to 5'),
    count: z.number().int().describe('Published reviews in all'),
    docs: z.array(propertyReview).describe('The newest published reviews, at most 20'),
  }),
});

export const NO_PROPERTY = 'This property is not on Habita (any more)';

/**
 * The property's id, any case. An id that is not one names no property: the same 404 as an
 * unknown one, in the same words and with no field (there is nothing the visitor could fix).
 */
const propertyParams = z
  .object({ id: uuid })
  .refine(({ id }) => ID_PATTERN.test(id), { message: NO_PROPERTY, path: [] })
  .transform(({ id }) => ({ id: id.toLowerCase() }));

export const propertyPageRoute = defineRoute({
  method: 'GET',
  path: '/api/public/properties/:id',
  tags: ['Public site'],
  summary: 'Everything the property page shows',
  description:
    'A published property with its neighbourhood, amenities and house rules; its published rooms with their photos, ' +
    'seasonal prices and booked dates; the costs that apply; and the latest published reviews.',
  params: propertyParams,
  responses: {
    200: { description: 'The property page', schema: propertyPageAnswer },
    404: errorResponse(`No published property with that id: "${NO_PROPERTY}"`),
    500: errorResponse('Something failed on the server; nothing internal is said'),
  },
});

/** The money rules as they travel; the catalogue declares them (src/catalog/policies.ts). */
const policies = z
  .object({
    fullRefundDays: z.number().int().describe('Cancelled this many days or more before move-in, everything paid is refunded'),
    holdMinutes: z.number().int().describe('How long an unpaid reservation keeps the room'),
    rentReminderDays: z.number().int().describe('Days before each rent falls due that the reminder mail goes out'),
    depositReturnDays: z.number().int().describe('The deposit is returned within this many days of moving out'),
    incidentPhotoMonths: z.number().int().describe('Photos of an incident are deleted this many months after it is closed'),
  })
  .describe('The money rules as the server applies them; the policy texts render their numbers from them') satisfies z.ZodType<PolicyValues>;

export const publicConfig = z.object({
  map: z.object({
    tileUrl: z.string().nullable().describe('Tile address template with {z}/{x}/{y}; null: draw pins only'),
    attribution: z.string(),
  }),
  contact: z.object({ email: z.string(), phone: z.string() }).describe('How visitors reach the team (the CONTACT_* settings)'),
  policies,
});

export const publicConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/public/config',
  tags: ['Public site'],
  summary: 'Settings the public web app needs',
  responses: {
    200: { description: 'The map, contact and policy settings', schema: publicConfig },
  },
});
