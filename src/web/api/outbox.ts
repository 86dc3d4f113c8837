import { apiUrl, request } from './http.ts';

// Staff's view of the outbox (src/server/outbox): deliveries that failed, and a retry.

export type DeliveryStatus = 'failing' | 'dead' | 'pending';

export interface Delivery {
  _id: string;
  topic: string;
  /** What it is and for whom, personal data masked by the server. */
  summary: string;
  status: DeliveryStatus;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
  /** null when dead. */
  nextAttemptAt: string | null;
}

export interface DeliveryPage {
  docs: Delivery[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface DeliveryQuery {
  status?: 'failing' | 'dead';
  page?: number;
  limit?: number;
}

export async function listFailedDeliveries(query: DeliveryQuery, signal?: AbortSignal): Promise<DeliveryPage> {
  return (await request<{ deliveries: DeliveryPage }>(apiUrl('/api/backoffice/outbox', { ...query }), { signal })).deliveries;
}

export async function retryDelivery(id: string): Promise<Delivery> {
  return (await request<{ delivery: Delivery }>(apiUrl(`/api/backoffice/outbox/${encodeURIComponent(id)}/retry`), { method: 'POST', json: {} })).delivery;
}
