import { useEffect, useRef } from 'react';
import { imageSource, imageSrcSet } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import type { GalleryPhoto } from './gallery-photos.ts';

// The photos full screen, on a native modal <dialog> as ui/Dialog.tsx does: showModal makes the
// page behind inert (focus stays inside) and Esc arrives as `cancel`. Arrow keys step through,
// and when it closes focus goes back to the photo that opened it.

const messages = defineMessages({
  es: {
    photos: 'Fotos de {title}',
    close: 'Cerrar fotos',
    previous: 'Foto anterior',
    next: 'Foto siguiente',
    position: 'Foto {n} de {total}',
  },
  en: {
    photos: 'Photos of {title}',
    close: 'Close photos',
    previous: 'Previous photo',
    next: 'Next photo',
    position: 'Photo {n} of {total}',
  },
});

export interface PhotoViewerProps {
  title: string;
  photos: GalleryPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  altOf: (photo: GalleryPhoto, index: number) => string;
  captionOf: (photo: GalleryPhoto) => string;
}

export function PhotoViewer({ title, photos, index, onIndex, onClose, altOf, captionOf }: PhotoViewerProps) {
  const t = useT(messages);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      closeButton.current?.focus();
    } else if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);

  const total = photos.length;
  const step = (by: number) => {
    if (index === null || total === 0) return;
    onIndex((index + by + total) % total);
  };
  const photo = index === null ? undefined : photos[index];

  return (
    <dialog
      ref={dialog}
      aria-label={t('photos', { title })}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-stone-950 p-0 text-white backdrop:bg-stone-950"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          step(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          step(-1);
        }
      }}
    >
      {photo && index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p aria-live="polite" className="min-w-0 truncate text-sm text-stone-200">
              <span className="font-semibold text-white">{t('position', { n: index + 1, total })}</span>
              {captionOf(photo) && <span> · {captionOf(photo)}</span>}
            </p>
            <button
              ref={closeButton}
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-2xl leading-none hover:bg-white/20 focus-visible:outline-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-16">
            <img
              key={photo.key}
              src={imageSource(photo.image, 'lg')}
              srcSet={imageSrcSet(photo.image)}
              sizes="100vw"
              alt={altOf(photo, index)}
              className="max-h-full max-w-full rounded object-contain"
            />
            {total > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={t('previous')}
                  className="absolute left-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-stone-950/60 text-3xl leading-none hover:bg-stone-950/80 focus-visible:outline-white sm:left-3"
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={t('next')}
                  className="absolute right-2 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-stone-950/60 text-3xl leading-none hover:bg-stone-950/80 focus-visible:outline-white sm:right-3"
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
