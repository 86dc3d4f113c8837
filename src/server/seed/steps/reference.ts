import { addMonths, type Day } from '../../../catalog/days.ts';
import { longDate } from '../dates.ts';
import type { Loader } from '../loader.ts';
import { NEIGHBOURHOODS } from '../content/places.ts';
import { GENDER_KEYS, GENERAL_REVIEWS, type GenderKey } from '../content/people.ts';
import {
  BUILDING_AMENITIES,
  CONTRACT_TYPES,
  EXTRAS,
  FLOOR_AMENITIES,
  GENDERS,
  HOUSE_RULES,
  ID_TYPES,
  INCIDENT_TYPES,
  MATTRESSES,
  PAYMENT_METHODS,
  ROOM_SERVICE_CATEGORIES,
  ROOM_SERVICES,
  ROOM_TYPES,
  RULE_CATEGORIES,
  TAGS,
  USEFUL_PHONES,
  searchFilters,
  type ContractKey,
  type ExtraKey,
  type IncidentTypeKey,
  type MattressKey,
  type RoomTypeKey,
  type ServiceCategoryKey,
  type TagSlug,
} from '../content/reference.ts';
import { FAQ_SECTIONS, privacyPolicy, termsAndConditions } from '../content/texts.ts';

// The reference lists and the public texts that need neither people, places nor pictures.

export interface ReferenceIds {
  genders: Record<GenderKey, string>;
  idTypes: { dni: string; nie: string; passport: string };
  contracts: Record<ContractKey, string>;
  roomTypes: Record<RoomTypeKey, string>;
  mattresses: Record<MattressKey, string>;
  serviceCategories: Record<ServiceCategoryKey, string>;
  services: Record<string, string>;
  floorAmenities: Record<string, string>;
  buildingAmenities: Record<string, string>;
  extras: Record<ExtraKey, string>;
  incidentTypes: Record<IncidentTypeKey, string>;
  houseRules: Record<string, string>;
  tags: Record<TagSlug, string>;
  neighbourhoods: Record<string, string>;
}

function byKey<K extends string>(keys: readonly K[], ids: readonly string[]): Record<K, string> {
  return Object.fromEntries(keys.map((key, i) => [key, ids[i]!])) as Record<K, string>;
}

export async function loadReference(loader: Loader, anchor: Day): Promise<ReferenceIds> {
  const genderIds = await loader.insertAll('genders', GENDERS, (name, order) => ({ name, order }));
  const idTypeIds = await loader.insertAll('ids', ID_TYPES, (name, order) => ({ name, order }));
  const contractIds = await loader.insertAll('typecontracts', CONTRACT_TYPES, (c) => ({
    name: c.name,
    minMonths: c.minMonths,
    maxMonths: c.maxMonths,
    description: c.description,
  }));
  const roomTypeIds = await loader.insertAll('typerooms', ROOM_TYPES, (t, order) => ({ name: t.name, order }));
  const mattressIds = await loader.insertAll('sizemattress', MATTRESSES, (m) => ({ name: m.name, widthCm: m.widthCm, lengthCm: m.lengthCm }));
  const categoryIds = await loader.insertAll('categoryinforooms', ROOM_SERVICE_CATEGORIES, (c, order) => ({ name: c.name, order }));
  const serviceCategories = byKey(ROOM_SERVICE_CATEGORIES.map((c) => c.key), categoryIds);
  const serviceIds = await loader.insertAll('roominfoicons', ROOM_SERVICES, (s) => ({
    name: s.name,
    icon: s.icon,
    category: serviceCategories[s.category],
  }));
  const floorIds = await loader.insertAll('floorinfoicons', FLOOR_AMENITIES, (a) => ({ name: a.name, icon: a.icon }));
  const buildingIds = await loader.insertAll('buildinginfoicons', BUILDING_AMENITIES, (a) => ({ name: a.name, icon: a.icon }));
  const extraIds = await loader.insertAll('infoextras', EXTRAS, (e) => ({ name: e.name, description: e.description, monthlyPrice: e.monthlyPrice }));
  const incidentTypeIds = await loader.insertAll('incidenttypes', INCIDENT_TYPES, (t) => ({ name: t.name, responseTimeHours: t.hours }));

  const ruleCategoryIds = byKey(
    RULE_CATEGORIES.map((c) => c.key),
    await loader.insertAll('houserulescategories', RULE_CATEGORIES, (c) => ({ name: c.name, icon: c.icon })),
  );
  const ruleIds = await loader.insertAll('houserules', HOUSE_RULES, (rule, order) => ({
    category: ruleCategoryIds[rule.category],
    text: rule.text,
    order,
  }));

  const tagIds = await loader.insertAll('tags', TAGS, (t) => ({ name: t.name, slug: t.slug }));
  const neighbourhoodIds = await loader.insertAll('neighborhoodsname', NEIGHBOURHOODS, (n) => ({
    name: n.name,
    city: n.city,
    description: n.description,
    centreLat: n.lat,
    centreLng: n.lng,
  }));

  // Three-digit numbers (112, 091...) do not pass the catalogue's phone format yet.
  const phones = USEFUL_PHONES.filter((p) => p.phone.replace(/\D/g, '').length >= 5);
  await loader.insertAll('usefulphones', phones, (p, order) => ({
    name: p.name,
    phone: p.phone,
    city: p.city,
    category: p.category,
    order: order * 10,
  }));
  await loader.insertAll('paymentmethods', PAYMENT_METHODS, (m) => ({
    name: m.name,
    provider: m.provider,
    active: m.active,
    settings: m.settings,
  }));
  await loader.insertAll('gralreviews', GENERAL_REVIEWS, (r) => ({ ...r }));

  const sectionIds = await loader.insertAll('indexfaqs', FAQ_SECTIONS, (s, order) => ({ title: s.title, order }));
  for (const [s, section] of FAQ_SECTIONS.entries()) {
    await loader.insertAll('faqs', section.faqs, (faq, order) => ({ section: sectionIds[s], question: faq.question, answer: faq.answer, order }));
  }

  // Two versions of each legal text: the older one superseded, the newer in force.
  for (const [version, from] of [[1, addMonths(anchor, -30)], [2, addMonths(anchor, -4)]] as const) {
    await loader.insert('privacypolicies', { version: `${version}.0`, body: privacyPolicy(version, longDate(from)), effectiveFrom: from });
    await loader.insert('termsconditions', { version: `${version}.0`, body: termsAndConditions(version, longDate(from)), effectiveFrom: from });
  }

  const roomTypes = byKey(ROOM_TYPES.map((t) => t.key), roomTypeIds);
  const mattresses = byKey(MATTRESSES.map((m) => m.key), mattressIds);
  const services = byKey(ROOM_SERVICES.map((s) => s.key), serviceIds);
  await loader.insertAll(
    'filters',
    searchFilters({
      roomTypes: ROOM_TYPES.map((t) => ({ id: roomTypes[t.key], name: t.name })),
      mattresses: MATTRESSES.map((m) => ({ id: mattresses[m.key], name: m.name })),
      amenities: ROOM_SERVICES.map((s) => ({ id: services[s.key]!, name: s.name })),
      floorAmenities: FLOOR_AMENITIES.map((a, i) => ({ id: floorIds[i]!, name: a.name })),
      buildingAmenities: BUILDING_AMENITIES.map((a, i) => ({ id: buildingIds[i]!, name: a.name })),
    }),
    (f, order) => ({ ...f, order }),
  );

  return {
    genders: byKey(GENDER_KEYS, genderIds),
    idTypes: { dni: idTypeIds[0]!, nie: idTypeIds[1]!, passport: idTypeIds[2]! },
    contracts: byKey(CONTRACT_TYPES.map((c) => c.key), contractIds),
    roomTypes,
    mattresses,
    serviceCategories,
    services,
    floorAmenities: byKey(FLOOR_AMENITIES.map((a) => a.key), floorIds),
    buildingAmenities: byKey(BUILDING_AMENITIES.map((a) => a.key), buildingIds),
    extras: byKey(EXTRAS.map((e) => e.key), extraIds),
    incidentTypes: byKey(INCIDENT_TYPES.map((t) => t.key), incidentTypeIds),
    houseRules: byKey(HOUSE_RULES.map((r) => r.key), ruleIds),
    tags: byKey(TAGS.map((t) => t.slug), tagIds),
    neighbourhoods: Object.fromEntries(NEIGHBOURHOODS.map((n, i) => [`${n.city}/${n.name}`, neighbourhoodIds[i]!])),
  };
}
