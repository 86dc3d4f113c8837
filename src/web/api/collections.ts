import { toFormData } from '../../catalog/form-data.ts';
import type { CollectionPage } from '../../contracts/shapes.ts';
import type { ApiRecord } from './records.ts';
import { apiUrl, request } from './http.ts';

// Spec §7: the same calls for every collection, under /api/{collection}/.

export interface SearchOptions {
  searchString: string;
  page: number;
  searchField: string;
  limit?: number;
  sort?: string;
  onlyDeleted?: boolean;
  /** The page right after this record of the same search (its last record's `_id`), read from it. */
  after?: string;
  /** The page right before this record (the first record's `_id` of the page after it). */
  before?: string;
  /** Append to the found list instead of replacing it (spec §4). Not sent to the server. */
  keep?: boolean;
}

export interface LoadOptions {
  page?: number;
  limit?: number;
  sort?: string;
  includeDeleted?: boolean;
  onlyDeleted?: boolean;
  /** Exact filters: `<field>=<value>`. */
  [filter: string]: string | number | boolean | undefined;
}

export type Page = CollectionPage<ApiRecord>;

/** What a caller may give: page and searchField fall back to spec §9's defaults. */
export type SearchInput = Omit<SearchOptions, 'page' | 'searchField'> & Partial<Pick<SearchOptions, 'page' | 'searchField'>>;

/** Spec §5: a plain string searches by _id from page 1. */
export function toSearchOptions(options: SearchInput | string): SearchOptions {
  if (typeof options === 'string') return { searchString: options, page: 1, searchField: '_id' };
  return { ...options, page: options.page || 1, searchField: options.searchField || '_id' };
}

export interface WriteOptions {
  onProgress?: (fraction: number) => void;
}

/** A new load of a collection cancels its previous one; searches are never cancelled. */
const pendingLoads = new Map<string, AbortController>();

export function collectionApi(name: string) {
  const base = `/api/${name}/`;
  const readPage = (body: unknown): Page => (body as Record<string, Page>)[name]!;

  return {
    async search(options: SearchInput | string): Promise<Page> {
      const { keep: _keep, ...query } = toSearchOptions(options);
      return readPage(await request(apiUrl(`${base}search/`, query)));
    },

    async load(options: LoadOptions = {}): Promise<Page> {
      pendingLoads.get(name)?.abort();
      const controller = new AbortController();
      pendingLoads.set(name, controller);
      try {
        return readPage(await request(apiUrl(base, options), { signal: controller.signal }));
      } finally {
        if (pendingLoads.get(name) === controller) pendingLoads.delete(name);
      }
    },

    async add(record: Record<string, unknown>, options: WriteOptions = {}): Promise<ApiRecord[]> {
      const body = await request<{ records: ApiRecord[] }>(apiUrl(base), {
        method: 'POST',
        body: toFormData(record),
        onProgress: options.onProgress,
      });
      return body.records;
    },

    async edit(id: string, record: Record<string, unknown>, options: WriteOptions = {}): Promise<ApiRecord> {
      const body = await request<{ record: ApiRecord }>(apiUrl(`${base}${encodeURIComponent(id)}`), {
        method: 'PUT',
        body: toFormData(record),
        onProgress: options.onProgress,
      });
      return body.record;
    },

    async remove(id: string): Promise<void> {
      await request(apiUrl(`${base}${encodeURIComponent(id)}`), { method: 'DELETE' });
    },

    async softRemove(id: string): Promise<ApiRecord> {
      const body = await request<{ record: ApiRecord }>(apiUrl(`${base}soft/${encodeURIComponent(id)}`), { method: 'DELETE' });
      return body.record;
    },

    async restore(id: string): Promise<ApiRecord> {
      const body = await request<{ record: ApiRecord }>(apiUrl(`${base}restore/${encodeURIComponent(id)}`), { method: 'POST' });
      return body.record;
    },

    async view(id: string): Promise<ApiRecord> {
      const body = await request<{ record: ApiRecord }>(apiUrl(`${base}${encodeURIComponent(id)}`));
      return body.record;
    },
  };
}

export type CollectionApi = ReturnType<typeof collectionApi>;
