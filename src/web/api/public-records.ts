import { listRecords } from './public.ts';
import type { Advantage as StoredAdvantage, AdvantageType as StoredAdvantageType, NewsItem as StoredNewsItem, Partner as StoredPartner } from './public-content.ts';

// Catalogue records the home, landlord and investor pages read, and how they pick an audience.

// The home's cards need a few of each record's fields (the records are public-content.ts's).
export type AdvantageType = Pick<StoredAdvantageType, '_id' | 'name' | 'order'>;
export type Advantage = Pick<StoredAdvantage, '_id' | 'title' | 'summary' | 'image' | 'type'>;

export interface HabitaReview {
  _id: string;
  author: string;
  rating: number;
  text: string;
}

export type NewsItem = Pick<StoredNewsItem, '_id' | 'title' | 'summary' | 'cover' | 'publishedAt'>;
export type Partner = Pick<StoredPartner, '_id' | 'name' | 'logo' | 'url'>;

export interface Neighbourhood {
  _id: string;
  name: string;
  city: string;
}

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
  const types = await listRecords<AdvantageType>('advantagestype', { limit: 50, sort: 'order' }, signal);
  const type = findAudience(types.docs, audience);
  if (!type) return [];
  const advantages = await listRecords<Advantage>('advantages', { type: type._id, sort: 'order', limit }, signal);
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
