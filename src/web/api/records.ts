import type { CollectionPage } from '../../contracts/shapes.ts';

// What the API answers, as the store and the screens keep it: records, pages of them, refusals.

export interface ApiRecord {
  _id: string;
  [key: string]: unknown;
}

export type PagePayload = Pick<CollectionPage<ApiRecord>, 'docs' | 'totalDocs'>;

export interface ServerError {
  message: string;
  status: number | null;
  field: string | null;
}
