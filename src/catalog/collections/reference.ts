import { publicContent } from '../access.ts';
import {
  boolean,
  decimal,
  integer,
  json,
  localized,
  localizedLong,
  money,
  order,
  ref,
  select,
  slug,
  text,
} from '../fields.ts';
import type { CollectionDef } from '../types.ts';

// Small reference lists the public pages and forms pick from.

const icon = () => text({ max: 60, column: true, help: 'Icon name from the icon set, e.g. wifi' });

export const genders = {
  name: 'genders',
  route: '/Genders',
  label: 'Genders',
  singular: 'Gender',
  group: 'Reference',
  description: 'Genders a person may state in their profile.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 60 }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const typecontracts = {
  name: 'typecontracts',
  route: '/TypeContracts',
  label: 'Contract types',
  singular: 'Contract type',
  group: 'Reference',
  description: 'Kinds of rental contract, with the stay lengths each allows.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    minMonths: integer({ required: true, min: 1, max: 120, column: true }),
    maxMonths: integer({ min: 1, max: 120, column: true }),
    description: localizedLong({ max: 4000 }),
  },
  titleField: 'name',
  defaultSort: 'minMonths',
  access: publicContent,
} as const satisfies CollectionDef;

export const ids = {
  name: 'ids',
  route: '/IDS',
  label: 'ID document types',
  singular: 'ID document type',
  group: 'Reference',
  description: 'Identity documents a person may give in their profile (DNI, NIE, passport).',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 60 }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const typerooms = {
  name: 'typerooms',
  route: '/TypeRooms',
  label: 'Room types',
  singular: 'Room type',
  group: 'Reference',
  description: 'Kinds of room offered: single, double, studio, en-suite.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const sizemattress = {
  name: 'sizemattress',
  route: '/SizeMattress',
  label: 'Mattress sizes',
  singular: 'Mattress size',
  group: 'Reference',
  description: 'Mattress sizes a room may have, shown on its listing.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    widthCm: integer({ required: true, min: 50, max: 300, column: true, label: 'Width (cm)' }),
    lengthCm: integer({ required: true, min: 150, max: 300, column: true, label: 'Length (cm)' }),
  },
  titleField: 'name',
  defaultSort: 'widthCm',
  access: publicContent,
} as const satisfies CollectionDef;

export const categoryinforooms = {
  name: 'categoryinforooms',
  route: '/CategoryInfoRooms',
  label: 'Room service categories',
  singular: 'Room service category',
  group: 'Reference',
  description: 'Groups the room services are listed under on a room page.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const roominfoicons = {
  name: 'roominfoicons',
  route: '/RoomInfoIcons',
  label: 'Room services',
  singular: 'Room service',
  group: 'Reference',
  description: 'Services and amenities a room may offer, each with its icon.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    icon: icon(),
    category: ref('categoryinforooms', { searchable: true, column: true }),
  },
  titleField: 'name',
  defaultSort: 'createdAt',
  access: publicContent,
} as const satisfies CollectionDef;

export const floorinfoicons = {
  name: 'floorinfoicons',
  route: '/FloorInfoIcons',
  label: 'Floor amenities',
  singular: 'Floor amenity',
  group: 'Reference',
  description: 'Amenities shared on a floor or in a flat (kitchen, living room, washing machine).',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    icon: icon(),
  },
  titleField: 'name',
  defaultSort: 'createdAt',
  access: publicContent,
} as const satisfies CollectionDef;

export const buildinginfoicons = {
  name: 'buildinginfoicons',
  route: '/BuildingInfoIcons',
  label: 'Building amenities',
  singular: 'Building amenity',
  group: 'Reference',
  description: 'Amenities of a whole building (lift, concierge, gym, bike storage).',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    icon: icon(),
  },
  titleField: 'name',
  defaultSort: 'createdAt',
  access: publicContent,
} as const satisfies CollectionDef;

export const infoextras = {
  name: 'infoextras',
  route: '/InfoExtras',
  label: 'Optional extras',
  singular: 'Optional extra',
  group: 'Reference',
  description: 'Extras a tenant may add to a room for a monthly price (parking, cleaning, bedding).',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    description: localizedLong({ max: 2000 }),
    monthlyPrice: money({ required: true, column: true }),
  },
  titleField: 'name',
  defaultSort: 'monthlyPrice',
  access: publicContent,
} as const satisfies CollectionDef;

export const incidenttypes = {
  name: 'incidenttypes',
  route: '/IncidentTypes',
  label: 'Incident types',
  singular: 'Incident type',
  group: 'Reference',
  description: 'Kinds of incident a tenant may report, with the response time promised for each.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 120 }),
    responseTimeHours: integer({ min: 1, max: 720, column: true, label: 'Response time (hours)' }),
  },
  titleField: 'name',
  defaultSort: 'responseTimeHours',
  access: publicContent,
} as const satisfies CollectionDef;

export const houserulescategories = {
  name: 'houserulescategories',
  route: '/HouseRulesCategories',
  label: 'House rule categories',
  singular: 'House rule category',
  group: 'Reference',
  description: 'Headings the house rules are grouped under (noise, guests, cleaning).',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    icon: icon(),
  },
  titleField: 'name',
  defaultSort: 'createdAt',
  access: publicContent,
} as const satisfies CollectionDef;

export const houserules = {
  name: 'houserules',
  route: '/HouseRules',
  label: 'House rules',
  singular: 'House rule',
  group: 'Reference',
  description: 'Rules of living together that a property lists for its tenants.',
  fields: {
    category: ref('houserulescategories', { required: true, searchable: true, column: true }),
    text: localizedLong({ required: true, searchable: true, column: true, max: 2000 }),
    order: order(),
  },
  titleField: 'text',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const filters = {
  name: 'filters',
  route: '/Filters',
  label: 'Search filters',
  singular: 'Search filter',
  group: 'Reference',
  description: 'The filters the public search page shows, so staff can change it without a deploy.',
  fields: {
    label: localized({ required: true, searchable: true, column: true, max: 80 }),
    key: text({
      required: true,
      unique: true,
      searchable: true,
      column: true,
      max: 60,
      help: 'The room or property field it filters, e.g. monthlyPrice',
    }),
    kind: select(['range', 'select', 'boolean'], { required: true, default: 'select', searchable: true, column: true }),
    options: json('array', { help: 'Choices or bounds the filter offers' }),
    order: order(),
    active: boolean({ default: true, column: true }),
  },
  titleField: 'label',
  defaultSort: 'order',
  access: publicContent,
  publicWhen: { field: 'active', equals: true },
} as const satisfies CollectionDef;

export const neighborhoodsname = {
  name: 'neighborhoodsname',
  route: '/NeighborhoodsName',
  label: 'Neighbourhoods',
  singular: 'Neighbourhood',
  group: 'Reference',
  description: 'Neighbourhoods properties belong to, with a short portrait and a centre point for the map.',
  fields: {
    name: text({ required: true, searchable: true, column: true, max: 120 }),
    city: text({ required: true, searchable: true, column: true, max: 120 }),
    description: localizedLong({ max: 4000 }),
    centreLat: decimal({ min: -90, max: 90, label: 'Centre latitude' }),
    centreLng: decimal({ min: -180, max: 180, label: 'Centre longitude' }),
  },
  titleField: 'name',
  defaultSort: 'name',
  access: publicContent,
  uniqueTogether: [['name', 'city']],
} as const satisfies CollectionDef;

export const advantagestype = {
  name: 'advantagestype',
  route: '/AdvantagesType',
  label: 'Advantage audiences',
  singular: 'Advantage audience',
  group: 'Reference',
  description: 'Who an advantage speaks to: tenants, landlords or investors.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 80 }),
    order: order(),
  },
  titleField: 'name',
  defaultSort: 'order',
  access: publicContent,
} as const satisfies CollectionDef;

export const tags = {
  name: 'tags',
  route: '/Tags',
  label: 'Tags',
  singular: 'Tag',
  group: 'Reference',
  description: 'Tags that group news and blog posts.',
  fields: {
    name: localized({ required: true, searchable: true, column: true, max: 60 }),
    slug: slug({ required: true, unique: true, searchable: true, column: true, max: 60 }),
  },
  titleField: 'name',
  defaultSort: 'slug',
  access: publicContent,
} as const satisfies CollectionDef;
