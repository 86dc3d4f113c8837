import { useCallback, useEffect, useState } from 'react';
import type { ApiRecord } from '../../../api/records.ts';
import { collectionActions } from '../../../store/collection-actions.ts';
import { useAppDispatch, useCollection } from '../../../store/hooks.ts';

// What RoomGallery does with a room's photographs: uploads them, reorders them (renumbering only
// the records whose place changed), edits their alt text and removes them with an undo.

export interface Localized {
  es?: string | null;
  en?: string | null;
}

export interface Upload {
  name: string;
  progress: number;
  error?: string;
}

/** What was just done, with an undo when it was a removal. */
export interface GalleryNotice {
  text: string;
  undoId?: string;
}

const images = collectionActions('roomimages');

export function useRoomGallery(roomId: string) {
  const dispatch = useAppDispatch();
  const state = useCollection('roomimages');
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<GalleryNotice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => dispatch(images.load({ room: roomId, sort: 'order', limit: 100 })), [dispatch, roomId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const ordered = [...state.list].filter((record) => record.room === roomId).sort((a, b) => Number(a.order) - Number(b.order));

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    const list = Array.from(files);
    setUploads(list.map((file) => ({ name: file.name, progress: 0 })));
    let next = ordered.length === 0 ? 0 : Math.max(...ordered.map((record) => Number(record.order) || 0)) + 1;
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
      if (Number(record.order) === position) continue;
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

  async function saveAlt(record: ApiRecord, alt: Localized) {
    const result = await dispatch(images.edit(record._id, { alt }));
    setNotice(result.ok ? { text: 'Alt text saved.' } : null);
    if (!result.ok) setProblem(result.error.message);
  }

  async function remove(record: ApiRecord) {
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

  return { loadingStatus: state.loadingStatus, ordered, uploads, notice, problem, busy, reload, upload, move, saveAlt, remove, undo };
}
