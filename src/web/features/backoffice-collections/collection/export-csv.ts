import type { CollectionDef } from '../../../../catalog/types.ts';
import { collectionApi } from '../../../api/collections.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { csvColumns, csvFileName, recordsToCsv } from './csv.ts';

// Exports what the screen shows (its search, or the whole list, in its order) by paging
// through the search API. Search, not load: a load would cancel the screen's own load of
// the same collection (spec §7), and an empty search lists everything.

export const EXPORT_PAGE = 100;
export const EXPORT_CAP = 10_000;

export interface ExportQuery {
  searchString: string;
  searchField: string;
  sort: string;
  removed: boolean;
}

export interface ExportResult {
  rows: number;
  /** How many matched; more than `rows` when the cap cut the export short. */
  total: number;
  capped: boolean;
  fileName: string;
}

export async function exportCsv(
  collection: CollectionDef,
  query: ExportQuery,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<ExportResult> {
  const api = collectionApi(collection.name);
  const records: ApiRecord[] = [];
  let total: number;
  // Each page is read from the last record of the one before: page 100 costs what page 2 does.
  let after: string | undefined;
  for (let page = 1; ; page += 1) {
    if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
    const result = await api.search({
      searchString: query.searchString,
      searchField: query.searchField,
      page,
      limit: EXPORT_PAGE,
      sort: query.sort,
      onlyDeleted: query.removed || undefined,
      after,
    });
    after = result.docs.at(-1)?._id;
    total = result.totalDocs;
    records.push(...result.docs.slice(0, EXPORT_CAP - records.length));
    onProgress(records.length, Math.min(total, EXPORT_CAP));
    if (!result.hasNextPage || result.docs.length === 0 || records.length >= EXPORT_CAP) break;
  }
  if (signal.aborted) throw new DOMException('Export cancelled', 'AbortError');
  const fileName = csvFileName(collection.name, new Date(), query.removed);
  download(fileName, recordsToCsv(csvColumns(collection, { removed: query.removed }), records));
  return { rows: records.length, total, capped: total > records.length, fileName };
}

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
