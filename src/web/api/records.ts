// What the API answers, as the store and the screens keep it: records, pages of them, refusals.

export interface ApiRecord {
  _id: string;
  [key: string]: unknown;
}

export interface PagePayload {
  docs: ApiRecord[];
  totalDocs: number;
}

export interface ServerError {
  message: string;
  status: number | null;
  field: string | null;
}
