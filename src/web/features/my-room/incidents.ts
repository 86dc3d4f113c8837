import { incidents as incidentsCollection } from '../../../catalog/collections/stays.ts';
import { toFormData } from '../../../catalog/form-data.ts';
import type { OptionsOf, RecordOf } from '../../../catalog/record-types.ts';
import type { FilesField } from '../../../catalog/types.ts';
import { apiUrl, request } from '../../api/http.ts';
import { listRecords, type StoredImage } from '../../api/public.ts';

// A tenant's incidents go through the generic incidents routes: the server makes the tenant the
// reporter and lets them read only their own (and their landlord's staff, theirs). Photos
// travel as `photos[i]` parts of a multipart form, as every catalogue file does.

export type IncidentStatus = OptionsOf<'incidents', 'status'>;

export type Incident = Pick<RecordOf<'incidents'>, '_id' | 'room' | 'type' | 'description' | 'status' | 'createdAt'> & {
  photos: (StoredImage & { key?: string })[] | null;
};

export interface IncidentReport {
  room: string;
  type: string;
  description: string;
  photos: File[];
}

export const PHOTOS_FIELD = incidentsCollection.fields.photos as FilesField;

export async function listIncidents(room: string, signal?: AbortSignal): Promise<Incident[]> {
  const page = await listRecords<Incident>('incidents', { room, limit: 50, sort: '-createdAt' }, signal);
  return page.docs;
}

export async function reportIncident(report: IncidentReport, onProgress?: (fraction: number) => void): Promise<Incident> {
  const { photos, ...fields } = report;
  const body = await request<{ records: Incident[] }>(apiUrl('/api/incidents/'), {
    method: 'POST',
    body: toFormData({ ...fields, photos: photos.length > 0 ? photos : undefined }),
    onProgress,
  });
  return body.records[0]!;
}
