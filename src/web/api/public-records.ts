import type { RecordOf } from '../../catalog/record-types.ts';
import { listRecords, onlyFields } from './public.ts';
import type { Advantage as StoredAdvantage, AdvantageType as StoredAdvantageType, Partner as StoredPartner } from './public-content.ts';

// Catalogue records the home, landlord and investor pages read, and how they pick an audience.

// The home's cards need a few of each record's fields (the records are public-content.ts's): each
// list asks for those (`fields=`) and its type is picked by the same names.
const ADVANTAGE_TYPE_FIELDS = ['name', 'order'] as const;
export type AdvantageType = Pick<StoredAdvantageType, '_id' | (typeof ADVANTAGE_TYPE_FIELDS)[number]>;
const ADVANTAGE_CARD_FIELDS = ['title', 'summary', 'image', 'type'] as const;
export type Advantage = Pick<StoredAdvantage, '_id' | (typeof ADVANTAGE_CARD_FIELDS)[number]>;

export const HABITA_REVIEW_FIELDS = ['author', 'rating', 'text'] as const;
export type HabitaReview = Pick<RecordOf<'gralreviews'>, '_id' | (typeof HABITA_REVIEW_FIELDS)[number]>;

export const PARTNER_LOGO_FIELDS = ['name', 'logo', 'url'] as const;
export type Partner = Pick<StoredPartner, '_id' | (typeof PARTNER_LOGO_FIELDS)[number]>;

export const NEIGHBOURHOOD_FIELDS = ['name', 'city'] as const;
export type Neighbourhood = Pick<RecordOf<'neighborhoodsname'>, '_id' | (typeof NEIGHBOURHOOD_FIELDS)[number]>;

export type Audience = 'tenants' | 'landlords' | 'investors';

// The audiences are records staff may rename, so they are recognised by what their names say
// in either language rather than by a fixed id.
const AUDIENCE_WORDS: Record<Audience, readonly string[]> = {
  tenants: ['tenant', 'inquilin'],
  landlords: ['landlord', 'owner', 'propietari'],
  investors: ['investor', 'inversor', 'inversion'],
};

function plain(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

export function findAudience(types: readonly AdvantageType[], audience: Audience): AdvantageType | undefined {
  const words = AUDIENCE_WORDS[audience];
  return types.find((type) => {
    const names = [plain(type.name.en), plain(type.name.es)];
    return names.some((name) => words.some((word) => name.includes(word)));
  });
}

/** The advantages written for one audience, in their order; none when the audience is not found. */
export async function loadAudienceAdvantages(audience: Audience, limit: number, signal?: AbortSignal): Promise<Advantage[]> {
  const types = await listRecords<AdvantageType>('advantagestype', { limit: 50, sort: 'order', ...onlyFields(ADVANTAGE_TYPE_FIELDS) }, signal);
  const type = findAudience(types.docs, audience);
  if (!type) return [];
  const advantages = await listRecords<Advantage>('advantages', { type: type._id, sort: 'order', limit, ...onlyFields(ADVANTAGE_CARD_FIELDS) }, signal);
  return advantages.docs;
}

/** Distinct cities of the neighbourhoods, sorted as the visitor's language sorts them. */
export function citiesOf(neighbourhoods: readonly Neighbourhood[], locale = 'es'): string[] {
  const byKey = new Map<string, string>();
  for (const { city } of neighbourhoods) {
    const name = city.trim();
    if (name && !byKey.has(plain(name))) byKey.set(plain(name), name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, locale));
}
