import { useId, useState } from 'react';
import type { ApiRecord } from '../../../api/records.ts';
import { useRoomGallery, type GalleryNotice, type Localized, type Upload } from './useRoomGallery.ts';

// A room's photographs are `roomimages` records pointing at the room, shown in `order`. The
// gallery uploads them, reorders them, edits their alt text and removes them with an undo
// (useRoomGallery.ts).

interface StoredImage {
  url?: string;
  name?: string;
  variants?: Record<string, string>;
}

function imageOf(record: ApiRecord): StoredImage | undefined {
  return (record.image as StoredImage | null) ?? undefined;
}

function thumbnail(record: ApiRecord): string | undefined {
  const image = imageOf(record);
  return image?.variants?.sm ?? image?.url;
}

export function RoomGallery({ roomId }: { roomId: string }) {
  const inputId = useId();
  const { loadingStatus, ordered, uploads, notice, problem, busy, reload, upload, move, saveAlt, remove, undo } = useRoomGallery(roomId);

  return (
    <section aria-labelledby="gallery-heading" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="gallery-heading" className="text-lg font-semibold">
            Photos
          </h2>
          <p className="text-sm text-stone-600">The first photo is the one people see in search results.</p>
        </div>
        <label htmlFor={inputId} className="btn-primary cursor-pointer focus-within:outline-3 focus-within:outline-accent-700">
          Add photos
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            className="sr-only"
            onChange={(event) => {
              void upload(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>

      <GalleryStatus notice={notice} uploads={uploads} onUndo={(id) => void undo(id)} />
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}

      {loadingStatus === 'failed' && (
        <p className="mt-4 text-sm text-red-700">
          The photos could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            Try again
          </button>
        </p>
      )}
      {loadingStatus === 'loaded' && ordered.length === 0 && (
        <p className="mt-4 rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">
          No photos yet. Rooms with photos get far more enquiries.
        </p>
      )}
      <ol className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map((record, index) => (
          <GalleryItem
            key={record._id}
            record={record}
            position={index}
            count={ordered.length}
            busy={busy}
            onMove={(offset) => void move(index, offset)}
            onSaveAlt={(alt) => void saveAlt(record, alt)}
            onRemove={() => void remove(record)}
          />
        ))}
      </ol>
    </section>
  );
}

/** What was just done, and the progress of each upload under way (or why it failed). */
function GalleryStatus({ notice, uploads, onUndo }: { notice: GalleryNotice | null; uploads: Upload[]; onUndo: (id: string) => void }) {
  return (
    <div role="status" className="mt-3 space-y-2 text-sm">
      {notice && (
        <p className="flex items-center gap-3 rounded-lg bg-green-50 px-3 py-2 text-green-900">
          {notice.text}
          {notice.undoId && (
            <button type="button" className="font-semibold underline" onClick={() => onUndo(notice.undoId!)}>
              Undo
            </button>
          )}
        </p>
      )}
      {uploads.map((item) => (
        <div key={item.name}>
          <p className="flex justify-between text-stone-700">
            <span className="truncate">{item.name}</span>
            <span>{item.error ? 'Failed' : `${Math.round(item.progress * 100)}%`}</span>
          </p>
          {item.error ? (
            <p className="text-red-700">{item.error}</p>
          ) : (
            <progress className="h-1.5 w-full accent-accent-700" max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
          )}
        </div>
      ))}
    </div>
  );
}

function GalleryItem(props: {
  record: ApiRecord;
  position: number;
  count: number;
  busy: boolean;
  onMove(offset: -1 | 1): void;
  onSaveAlt(alt: Localized): void;
  onRemove(): void;
}) {
  const { record, position, count, busy } = props;
  const saved = (record.alt as Localized | null) ?? {};
  const [alt, setAlt] = useState<Localized>({ es: saved.es ?? '', en: saved.en ?? '' });
  const changed = (alt.es ?? '') !== (saved.es ?? '') || (alt.en ?? '') !== (saved.en ?? '');
  const src = thumbnail(record);
  const label = `Photo ${position + 1} of ${count}`;
  return (
    <li className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <div className="relative aspect-[4/3] bg-stone-100">
        {src && <img src={src} alt={alt.en || alt.es || ''} className="size-full object-cover" loading="lazy" />}
        <span className="absolute left-2 top-2 rounded bg-white/90 px-1.5 py-0.5 text-xs font-semibold text-stone-800">
          {position === 0 ? 'Cover' : position + 1}
        </span>
      </div>
      <div className="space-y-2 p-3">
        <label className="block text-xs font-medium text-stone-700">
          Alt text (Spanish)
          <input className="input mt-1" value={alt.es ?? ''} maxLength={200} onChange={(e) => setAlt({ ...alt, es: e.target.value })} />
        </label>
        <label className="block text-xs font-medium text-stone-700">
          Alt text (English)
          <input className="input mt-1" value={alt.en ?? ''} maxLength={200} onChange={(e) => setAlt({ ...alt, en: e.target.value })} />
        </label>
        <div className="flex flex-wrap items-center gap-1.5">
          <button type="button" className="btn px-2 py-1" disabled={busy || position === 0} aria-label={`Move ${label} earlier`} onClick={() => props.onMove(-1)}>
            ← Earlier
          </button>
          <button type="button" className="btn px-2 py-1" disabled={busy || position === count - 1} aria-label={`Move ${label} later`} onClick={() => props.onMove(1)}>
            Later →
          </button>
          {changed && (
            <button type="button" className="btn-primary px-2 py-1" onClick={() => props.onSaveAlt(alt)}>
              Save text
            </button>
          )}
          <button type="button" className="btn-ghost ml-auto px-2 py-1 text-red-700" aria-label={`Remove ${label}`} onClick={props.onRemove}>
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}
