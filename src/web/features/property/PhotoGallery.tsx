import { imageSource, imageSrcSet } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import type { GalleryPhoto } from './gallery-photos.ts';

// The top of the page: one large photo and up to four beside it (below it on a phone), every
// box with its ratio fixed before the image arrives. Each photo opens the full-screen viewer.

const messages = defineMessages({
  es: {
    open: 'Ver foto {n} de {total}: {alt}',
    showAll: ({ total }) => `Ver las ${total} fotos`,
    more: '+{count}',
    noPhotos: 'Todavía no hay fotos de esta casa.',
  },
  en: {
    open: 'View photo {n} of {total}: {alt}',
    showAll: ({ total }) => `Show all ${total} photos`,
    more: '+{count}',
    noPhotos: 'There are no photos of this home yet.',
  },
});

const THUMBS = 4;

/** Where each thumbnail sits on a wide screen, by how many there are (the large photo takes half). */
function thumbPlace(count: number, position: number): string {
  if (count === 1) return 'lg:col-span-2 lg:row-span-2';
  if (count === 2) return 'lg:col-span-2';
  if (count === 3 && position === 0) return 'lg:col-span-2';
  return '';
}

// How wide each photo is drawn, for the browser to pick its variant: the gallery spans the 72 rem
// page inside its 1 rem margins, four columns from 1024 px (the large photo two of them), the
// large photo full width on a phone and the thumbnails a quarter. A thumbnail two columns wide,
// or the large photo alone, is drawn larger than its usual place.
const FIRST_SIZES = '(min-width: 1024px) 560px, calc(100vw - 2rem)';
const ALONE_SIZES = '(min-width: 1152px) 1120px, calc(100vw - 2rem)';
const thumbSizes = (place: string) => `(min-width: 1024px) ${place.includes('col-span-2') ? 560 : 280}px, 25vw`;

export function PhotoGallery({
  photos,
  altOf,
  onOpen,
}: {
  photos: GalleryPhoto[];
  altOf: (photo: GalleryPhoto, index: number) => string;
  onOpen: (index: number) => void;
}) {
  const t = useT(messages);
  const total = photos.length;
  if (total === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-stone-100 text-stone-600 sm:aspect-[2/1]">
        <p>{t('noPhotos')}</p>
      </div>
    );
  }
  const [first, ...rest] = photos;
  const thumbs = rest.slice(0, THUMBS);
  const hidden = total - 1 - thumbs.length;
  const label = (photo: GalleryPhoto, index: number) => t('open', { n: index + 1, total, alt: altOf(photo, index) });

  return (
    <div className="relative">
      <div className={`grid grid-cols-4 gap-2 ${thumbs.length ? 'lg:aspect-[2.2/1] lg:grid-rows-2' : ''}`}>
        <button
          type="button"
          onClick={() => onOpen(0)}
          aria-label={label(first!, 0)}
          className={`group relative col-span-4 aspect-[4/3] overflow-hidden rounded-2xl bg-stone-100 sm:aspect-[3/2] ${
            thumbs.length ? 'lg:col-span-2 lg:row-span-2 lg:aspect-auto lg:rounded-r-md' : 'lg:aspect-[2.2/1]'
          }`}
        >
          <img
            src={imageSource(first!.image, 'lg')}
            srcSet={imageSrcSet(first!.image)}
            sizes={thumbs.length ? FIRST_SIZES : ALONE_SIZES}
            alt={altOf(first!, 0)}
            width={1280}
            height={960}
            fetchPriority="high"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.015]"
          />
        </button>
        {thumbs.map((photo, position) => {
          const index = position + 1;
          const last = position === thumbs.length - 1;
          const place = thumbPlace(thumbs.length, position);
          return (
            <button
              key={photo.key}
              type="button"
              onClick={() => onOpen(index)}
              aria-label={label(photo, index)}
              className={`group relative aspect-square overflow-hidden rounded-lg bg-stone-100 lg:aspect-auto lg:rounded-md ${place}`}
            >
              <img
                src={imageSource(photo.image, 'sm')}
                srcSet={imageSrcSet(photo.image)}
                sizes={thumbSizes(place)}
                alt={altOf(photo, index)}
                width={480}
                height={360}
                // After the large photo, the page's largest paint: as high priority, the server's
                // preloads of every thumbnail shared the phone's link with it.
                fetchPriority="low"
                className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
              />
              {last && hidden > 0 && (
                <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-stone-950/45 text-lg font-semibold text-white">
                  {t('more', { count: hidden })}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {total > 1 && (
        <button type="button" onClick={() => onOpen(0)} className="btn absolute bottom-3 right-3 hidden shadow-md sm:inline-flex">
          {t('showAll', { total })}
        </button>
      )}
    </div>
  );
}
