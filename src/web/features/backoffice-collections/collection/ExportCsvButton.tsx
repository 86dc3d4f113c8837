import { useEffect, useRef, useState } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { isAbort } from '../../../api/http.ts';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { EXPORT_CAP, exportCsv, type ExportQuery } from './export-csv.ts';

// "Export CSV" with its progress while pages arrive, and a way to stop.

const count = new Intl.NumberFormat('en-GB');

export function ExportCsvButton({ collection, query }: { collection: CollectionDef; query: ExportQuery }) {
  const notify = useNotices();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: 0 });
    try {
      const result = await exportCsv(collection, query, (done, total) => setProgress({ done, total }), abort.signal);
      notify({
        tone: result.capped ? 'info' : 'success',
        message: result.capped
          ? `Exported the first ${count.format(EXPORT_CAP)} of ${count.format(result.total)} rows to ${result.fileName}. Narrow the search to export the rest.`
          : `Exported ${count.format(result.rows)} rows to ${result.fileName}.`,
      });
    } catch (error) {
      if (!isAbort(error)) {
        notify({ tone: 'error', message: `Could not export: ${error instanceof Error ? error.message : 'the server did not answer'}.` });
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    return (
      <div className="flex items-center gap-2 text-sm text-stone-700">
        <label className="flex items-center gap-2">
          <span className="whitespace-nowrap">
            Exporting {count.format(progress.done)}
            {progress.total > 0 && ` of ${count.format(progress.total)}`}
          </span>
          <progress className="h-2 w-24 accent-accent-700" value={progress.done} max={Math.max(progress.total, 1)} />
        </label>
        <button type="button" className="btn" onClick={() => controller.current?.abort()}>
          Stop
        </button>
      </div>
    );
  }
  return (
    <button type="button" className="btn" onClick={() => void start()}>
      Export CSV
    </button>
  );
}
