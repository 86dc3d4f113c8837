import type { Delivery, DeliveriesQuery, listDeliveriesRoute, retryDeliveryRoute } from '../../../../contracts/outbox.ts';
import type { ResponseOf } from '../../../../contracts/route.ts';
import { apiUrl, request } from '../../../api/http.ts';

// Staff's view of the outbox (src/server/outbox): deliveries that failed, and a retry. The
// answers' types are the contracts' (src/contracts/outbox.ts, types only).

export type { Delivery, DeliveriesQuery };
export type DeliveryPage = ResponseOf<typeof listDeliveriesRoute>['deliveries'];

export async function listFailedDeliveries(query: Partial<DeliveriesQuery>, signal?: AbortSignal): Promise<DeliveryPage> {
  return (await request<ResponseOf<typeof listDeliveriesRoute>>(apiUrl('/api/backoffice/outbox', { ...query }), { signal })).deliveries;
}

export async function retryDelivery(id: string): Promise<Delivery> {
  const path = `/api/backoffice/outbox/${encodeURIComponent(id)}/retry`;
  return (await request<ResponseOf<typeof retryDeliveryRoute>>(apiUrl(path), { method: 'POST', json: {} })).delivery;
}
