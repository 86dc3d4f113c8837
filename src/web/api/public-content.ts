import { listRecords, onlyFields } from './public.ts';
import type { RecordOf } from '../../catalog/record-types.ts';
import { keptForThePageLoad } from './kept-for-the-page-load.ts';

// What the content pages read from the generic collection routes, and the shapes they read.

/** The server's largest page: the content lists (tags, FAQ, advantages) are far smaller. */
export const ALL = 100;

/**
 * One record by id, or null when there is none the viewer may see. Asked as a filtered list
 * rather than GET /{id}: "none" is then an empty answer, not a 404 the browser logs as an error.
 */
export async function recordOf<T>(collection: string, id: string, signal?: AbortSignal, fields?: readonly string[]): Promise<T | null> {
  const page = await listRecords<T>(collection, { _id: id, limit: 1, ...(fields ? onlyFields(fields) : {}) }, signal);
  return page.docs[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string): boolean {
  return UUID.test(value);
}

// The records these pages read are the catalogue's (RecordOf): declared once, in src/catalog.
export type NewsItem = RecordOf<'noticias'>;

/** What a news card shows (home, blog, "more news"): the article's body stays behind. */
export const NEWS_CARD_FIELDS = ['title', 'summary', 'cover', 'tags', 'publishedAt'] as const;
export type NewsCardItem = Pick<NewsItem, '_id' | 'createdAt' | (typeof NEWS_CARD_FIELDS)[number]>;

export type Tag = RecordOf<'tags'>;
export type FaqSection = RecordOf<'indexfaqs'>;
export type Faq = RecordOf<'faqs'>;
export type LegalVersion = RecordOf<'termsconditions'>;
export type Advantage = RecordOf<'advantages'>;
export type AdvantageType = RecordOf<'advantagestype'>;

export type UsefulPhone = RecordOf<'usefulphones'>;
export type Partner = RecordOf<'partners'>;

/** The news list, newest first; visitors only ever receive what is published. */
export const NEWS_ORDER = '-publishedAt';

const keptTags = keptForThePageLoad(() => listRecords<Tag>('tags', { limit: ALL, sort: 'slug' }).then((page) => page.docs));

/** The tags, read once per page load (kept-for-the-page-load.ts). */
export function loadTags(signal?: AbortSignal): Promise<Tag[]> {
  // The shared read must not die with the first screen that asked: it is not given the signal.
  const tags = keptTags();
  return signal ? abortable(tags, signal) : tags;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('The request was aborted', 'AbortError'));
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')), { once: true });
    promise.then(resolve, reject);
  });
}

/** A news item by its id, or by its slug when the address holds a slug; null when there is none. */
export async function findNews(idOrSlug: string, signal?: AbortSignal): Promise<NewsItem | null> {
  if (isRecordId(idOrSlug)) return recordOf<NewsItem>('noticias', idOrSlug.toLowerCase(), signal);
  const page = await listRecords<NewsItem>('noticias', { slug: idOrSlug, limit: 1 }, signal);
  return page.docs[0] ?? null;
}
