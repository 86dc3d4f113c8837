import { apiUrl, request } from '../../api/http.ts';
import { filterControls, type FilterControl, type FilterRecord } from './filter-model.ts';

/** The active search filters, in the order staff gave them. */
export async function loadFilterControls(signal: AbortSignal): Promise<FilterControl[]> {
  const body = await request<{ filters: { docs: FilterRecord[] } }>(apiUrl('/api/filters/', { limit: 100, sort: 'order' }), { signal });
  return filterControls(body.filters.docs);
}
