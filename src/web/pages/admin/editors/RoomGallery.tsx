import { useCallback, useEffect, useId, useState } from 'react';
import type { LocalizedText, RecordOf, ServedFile } from '../../../../catalog/record-types.ts';
import { collectionActions } from '../../../store/collection-actions.ts';
import { useAppDispatch, useCollection } from '../../../store/hooks.ts';

// A room's photographs are `roomimages` records pointing at the room, shown in `order`. The
// gallery uploads them, reorders them (renumbering only the records whose place changed),
// edits their alt text and removes them with an undo.

type Photo = RecordOf<'roomimages'>;
/** Alt text as the form edits it: either language may be empty while typing. */
type Localized = Partial<LocalizedText>;

const images = collectionActions('roomimages');

function imageOf(record: Photo): ServedFile | undefined {
  return record.image ?? undefined;
}

function thumbnail(record: Photo): string | undefined {
  const image = imageOf(record);
  return image?.variants?.sm ?? image?.url;
}

interface Upload {
  name: string;
  progress: number;
  error?: string;
}

export function RoomGallery({ roomId }: { roomId: string }) {
  const dispatch = useAppDispatch();
  const state = useCollection('roomimages');
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<{ text: string; undoId?: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => dispatch(images.load({ room: roomId, sort: 'order', limit: 100 })), [dispatch, roomId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  // The list is what the roomimages API answered, so its records have that collection's shape.
  const ordered = (state.list as Photo[]).filter((record) => record.room === roomId).sort((a, b) => a.order - b.order);

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    const list = Array.from(files);
    setUploads(list.map((file) => ({ name: file.name, progress: 0 })));
    let next = ordered.length === 0 ? 0 : Math.max(...ordered.map((record) => record.order)) + 1;
    for (const [index, file] of list.entries()) {
      const result = await dispatch(
        images.add(
          { room: roomId, image: file, order: next },
          { onProgress: (fraction) => setUploads((all) => all.map((u, i) => (i === index ? { ...u, progress: fraction } : u))) },
        ),
      );
      if (result.ok) next += 1;
      else setUploads((all) => all.map((u, i) => (i === index ? { ...u, error: result.error.message } : u)));
    }
    await reload();
    setUploads((all) => all.filter((u) => u.error));
  }

  async function move(index: number, offset: -1 | 1) {
    const target = index + offset;
    if (target < 0 || target >= ordered.length) return;
    const reordered = [...ordered];
    [reordered[index], reordered[target]] = [reordered[target]!, reordered[index]!];
    setBusy(true);
    setProblem(null);
    setNotice(null);
    let saved = true;
    for (const [position, record] of reordered.entries()) {
      if (record.order === position) continue;
      const result = await dispatch(images.edit(record._id, { order: position }));
      if (!result.ok) {
        setProblem(`Could not save the new order: ${result.error.message}`);
        saved = false;
        break;
      }
    }
    if (saved) setNotice({ text: 'New order saved.' });
    setBusy(false);
    await reload();
  }

  async function saveAlt(record: Photo, alt: Localized) {
    const result = await dispatch(images.edit(record._id, { alt }));
    setNotice(result.ok ? { text: 'Alt text saved.' } : null);
    if (!result.ok) setProblem(result.error.message);
  }

  async function remove(record: Photo) {
    const result = await dispatch(images.softRemove(record._id));
    if (result.ok) setNotice({ text: 'Photo removed.', undoId: record._id });
    else setProblem(result.error.message);
  }

  async function undo(id: string) {
    const result = await dispatch(images.restore(id));
    setNotice(result.ok ? { text: 'Photo restored.' } : null);
    if (!result.ok) setProblem(result.error.message);
    await reload();
  }

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

      <div role="status" className="mt-3 space-y-2 text-sm">
        {notice && (
          <p className="flex items-center gap-3 rounded-lg bg-green-50 px-3 py-2 text-green-900">
            {notice.text}
            {notice.undoId && (
              <button type="button" className="font-semibold underline" onClick={() => void undo(notice.undoId!)}>
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
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}

      {state.loadingStatus === 'failed' && (
        <p className="mt-4 text-sm text-red-700">
          The photos could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            Try again
          </button>
        </p>
      )}
      {state.loadingStatus === 'loaded' && ordered.length === 0 && (
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

function GalleryItem(props: {
  record: Photo;
  position: number;
  count: number;
  busy: boolean;
  onMove(offset: -1 | 1): void;
  onSaveAlt(alt: Localized): void;
  onRemove(): void;
}) {
  const { record, position, count, busy } = props;
  const saved: Localized = record.alt ?? {};
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
