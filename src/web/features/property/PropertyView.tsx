import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FromSearch } from '../../components/public/RoomCardView.tsx';
import type { PropertyPage } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { galleryPhotos, type GalleryPhoto } from './gallery-photos.ts';
import { PhotoGallery } from './PhotoGallery.tsx';
import { PhotoViewer } from './PhotoViewer.tsx';
import { AboutHome, HomeAmenities, HouseRules } from './PropertyDetails.tsx';
import { PropertyLocation } from './PropertyLocation.tsx';
import { ReviewsSection, Stars, useRatingWords } from './ReviewsSection.tsx';
import type { ReserveDialogComponent } from '../../components/public/reserve-dialog.ts';
import { RoomSection } from './RoomSection.tsx';
import { localToday } from '../../components/public/calendar-days.ts';
import { firstFreeDay } from '../../components/public/stay-dates.ts';

// The whole page of one home, once it has loaded: title and place, photos, the home, its
// rooms (each with its own reservation form), where it is, and what people say.

const messages = defineMessages({
  es: {
    back: 'Volver a la búsqueda',
    photoOf: '{place}: foto {n}',
    rooms: 'Habitaciones',
    roomCount: ({ count }) => (Number(count) === 1 ? '1 habitación' : `${count} habitaciones`),
    fromPrice: 'Desde {price}',
    perMonth: '/mes',
    availableNow: 'Hay habitación disponible ya',
    availableFrom: 'Primera habitación libre el {date}',
    seeRooms: 'Ver las habitaciones',
    summary: 'Resumen',
    noRooms: 'Ahora mismo no hay habitaciones publicadas en esta casa.',
    metaDescription: '{rooms} en {city} desde {price} al mes.',
  },
  en: {
    back: 'Back to the search',
    photoOf: '{place}: photo {n}',
    rooms: 'Rooms',
    roomCount: ({ count }) => (Number(count) === 1 ? '1 room' : `${count} rooms`),
    fromPrice: 'From {price}',
    perMonth: '/month',
    availableNow: 'A room is available now',
    availableFrom: 'First room free on {date}',
    seeRooms: 'See the rooms',
    summary: 'Summary',
    noRooms: 'There are no rooms listed in this home right now.',
    metaDescription: '{rooms} in {city} from {price} a month.',
  },
});

export interface PropertyViewProps {
  page: PropertyPage;
  /** `?room=`: the room the visitor came for, highlighted and scrolled to. */
  chosenRoom: string | null;
  initialFrom: string;
  initialTo: string;
  ReserveDialog: ReserveDialogComponent;
}

export function PropertyView({ page, chosenRoom, initialFrom, initialTo, ReserveDialog }: PropertyViewProps) {
  const t = useT(messages);
  const f = useFormat();
  const rating = useRatingWords();
  const { property, rooms, reviews } = page;
  const title = f.text(property.title);
  const today = useMemo(() => localToday(), []);
  const photos = useMemo(() => galleryPhotos(page), [page]);
  const [viewing, setViewing] = useState<number | null>(null);

  const cheapest = rooms.length ? Math.min(...rooms.map((room) => room.monthlyPrice)) : null;
  const firstFree = rooms.length
    ? rooms.map((room) => firstFreeDay({ today, availableFrom: room.availableFrom, booked: room.booked })).sort()[0]!
    : null;
  const where = [property.neighborhood?.name, property.city].filter(Boolean).join(', ');
  const description = f.text(property.description);
  usePageMeta(
    title,
    description ||
      (cheapest !== null ? t('metaDescription', { rooms: t('roomCount', { count: rooms.length }), city: property.city, price: f.price(cheapest) }) : undefined),
  );

  const altOf = useCallback(
    (photo: GalleryPhoto, index: number) => f.text(photo.alt) || t('photoOf', { place: photo.roomName ? f.text(photo.roomName) : title, n: index + 1 }),
    [f, t, title],
  );
  const captionOf = useCallback((photo: GalleryPhoto) => (photo.roomName ? f.text(photo.roomName) : title), [f, title]);

  // The room the visitor came for: bring it into view once, and start keyboard focus there.
  useEffect(() => {
    const target = chosenRoom ?? (window.location.hash.startsWith('#room-') ? window.location.hash.slice(6) : null);
    if (!target) return;
    const element = document.getElementById(`room-${target}`);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [chosenRoom]);

  // Back to the very search the visitor came from, else to one for the same dates.
  const cameFrom = (useLocation().state as FromSearch | null)?.search;
  const searchQuery = new URLSearchParams(Object.entries({ from: initialFrom, to: initialTo }).filter(([, value]) => value)).toString();
  const backToSearch = `/searchproperties${cameFrom ?? (searchQuery ? `?${searchQuery}` : '')}`;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-20">
      <p className="pt-5">
        <Link to={backToSearch} className="text-sm font-medium text-stone-700 hover:text-stone-900 hover:underline">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      </p>
      <header className="pb-6 pt-4">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-stone-700">
          {property.address}
          {where && <> · {where}</>}
        </p>
        {reviews.average !== null && reviews.count > 0 && (
          <p className="mt-2 flex items-center gap-2 text-stone-700">
            <Stars rating={reviews.average} />
            <a href="#reviews" className="font-medium text-stone-900 underline-offset-2 hover:underline">
              {rating.outOf(reviews.average)} · {rating.count(reviews.count)}
            </a>
          </p>
        )}
      </header>

      <PhotoGallery photos={photos} altOf={altOf} onOpen={setViewing} />
      <PhotoViewer title={title} photos={photos} index={viewing} onIndex={setViewing} onClose={() => setViewing(null)} altOf={altOf} captionOf={captionOf} />

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-label={t('summary')} className="lg:order-last">
          <div className="card space-y-3 p-5 lg:sticky lg:top-24">
            {cheapest !== null ? (
              <>
                <p className="text-2xl font-semibold text-stone-900">
                  {t('fromPrice', { price: f.price(cheapest) })}
                  <span className="text-base font-normal text-stone-600">{t('perMonth')}</span>
                </p>
                <p className="text-stone-700">{t('roomCount', { count: rooms.length })}</p>
                {firstFree && (
                  <p className="font-medium text-accent-800">{firstFree <= today ? t('availableNow') : t('availableFrom', { date: f.day(firstFree) })}</p>
                )}
                <a href="#rooms" className="btn-primary w-full py-3 text-base">
                  {t('seeRooms')}
                </a>
              </>
            ) : (
              <p className="text-stone-700">{t('noRooms')}</p>
            )}
          </div>
        </aside>
        <div className="min-w-0 space-y-14">
          <AboutHome page={page} />
          <HomeAmenities property={property} />
          <HouseRules property={property} />
        </div>
      </div>

      <section id="rooms" aria-labelledby="rooms-title" className="mt-16 scroll-mt-24 space-y-8">
        <h2 id="rooms-title" className="text-2xl font-semibold text-stone-900">
          {t('rooms')} <span className="font-normal text-stone-600">({f.number(rooms.length)})</span>
        </h2>
        {rooms.length === 0 && <p className="text-stone-700">{t('noRooms')}</p>}
        {rooms.map((room) => (
          <RoomSection
            key={room._id}
            room={room}
            property={property}
            costs={page.costs}
            chosen={room._id === chosenRoom}
            today={today}
            initialFrom={initialFrom}
            initialTo={initialTo}
            photos={photos}
            altOf={altOf}
            onOpenPhoto={setViewing}
            ReserveDialog={ReserveDialog}
          />
        ))}
      </section>

      <div className="mt-16 space-y-16">
        <PropertyLocation page={page} />
        <ReviewsSection reviews={reviews} />
      </div>
    </div>
  );
}
