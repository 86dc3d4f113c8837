import type { ReactNode } from 'react';
import { imageSource, imageSrcSet, type PropertyPage, type PropertyRoom } from '../../api/public.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { AmenityList } from './AmenityList.tsx';
import { costsOfRoom } from './estimate.ts';
import type { GalleryPhoto } from './gallery-photos.ts';
import type { ReserveDialogComponent } from '../../components/public/reserve-dialog.ts';
import { ReserveForm } from './ReserveForm.tsx';
import type { Day } from '../../components/public/calendar-days.ts';
import { firstFreeDay } from '../../components/public/stay-dates.ts';
import { useStayWords } from '../../components/public/stay-messages.ts';
import { Paragraphs } from './Paragraphs.tsx';
import { RoomCosts } from './RoomCosts.tsx';

// One room: its photos, what it is, what it costs (and when it costs more), what is added to
// the rent, when it is free, and the form to reserve it.

const messages = defineMessages({
  es: {
    chosen: 'La habitación que buscabas',
    size: '{size} m²',
    perMonth: '/mes',
    billsIncluded: 'Gastos incluidos',
    billsNotIncluded: 'Gastos no incluidos',
    facts: 'Datos de la habitación',
    mattress: 'Cama',
    mattressValue: '{name} ({width} × {length} cm)',
    stay: 'Estancia',
    minStay: 'mínimo {months}',
    maxStay: 'máximo {months}',
    deposit: 'Fianza',
    noDeposit: 'Sin fianza',
    available: 'Disponibilidad',
    availableNow: 'Disponible ya',
    availableFrom: 'Disponible desde el {date}',
    booked: 'Ya reservada',
    seasonal: 'Precios de temporada',
    seasonalPrice: '{period}: {price}/mes',
    amenities: 'Qué tiene',
    otherAmenities: 'Otros',
    extras: 'Extras opcionales',
    extraPrice: '+{price}/mes',
    photo: 'Ver foto {n} de {total} de {room}: {alt}',
    morePhotos: '+{count}',
    noPhotos: 'Sin fotos de esta habitación',
  },
  en: {
    chosen: 'The room you were looking at',
    size: '{size} m²',
    perMonth: '/month',
    billsIncluded: 'Bills included',
    billsNotIncluded: 'Bills not included',
    facts: 'About the room',
    mattress: 'Bed',
    mattressValue: '{name} ({width} × {length} cm)',
    stay: 'Stay',
    minStay: 'at least {months}',
    maxStay: 'at most {months}',
    deposit: 'Deposit',
    noDeposit: 'No deposit',
    available: 'Availability',
    availableNow: 'Available now',
    availableFrom: 'Available from {date}',
    booked: 'Already booked',
    seasonal: 'Seasonal prices',
    seasonalPrice: '{period}: {price}/month',
    amenities: 'What it has',
    otherAmenities: 'Other',
    extras: 'Optional extras',
    extraPrice: '+{price}/month',
    photo: 'View photo {n} of {total} of {room}: {alt}',
    morePhotos: '+{count}',
    noPhotos: 'No photos of this room',
  },
});

export interface RoomSectionProps {
  room: PropertyRoom;
  property: PropertyPage['property'];
  costs: PropertyPage['costs'];
  chosen: boolean;
  today: Day;
  initialFrom: string;
  initialTo: string;
  /** Every photo of the page: the viewer steps through them all, starting at this room's. */
  photos: GalleryPhoto[];
  altOf: (photo: GalleryPhoto, index: number) => string;
  onOpenPhoto: (index: number) => void;
  ReserveDialog: ReserveDialogComponent;
}

const ROOM_THUMBS = 3;

export function RoomSection(props: RoomSectionProps) {
  const { room, property, costs, chosen, today, photos, altOf, onOpenPhoto } = props;
  const t = useT(messages);
  const f = useFormat();
  const words = useStayWords();
  const roomName = f.text(room.name);
  const headingId = `room-${room._id}-name`;
  const free = firstFreeDay({ today, availableFrom: room.availableFrom, booked: room.booked });
  const roomCosts = costsOfRoom(costs, room._id);
  // (A room's `category` groups amenities, it is not a kind of room: not shown here.)
  const kind = [f.text(room.type?.name), room.sizeM2 ? t('size', { size: f.number(room.sizeM2) }) : ''].filter(Boolean);
  const stay = [
    room.minMonths ? t('minStay', { months: words.t('months', { count: room.minMonths }) }) : '',
    room.maxMonths ? t('maxStay', { months: words.t('months', { count: room.maxMonths }) }) : '',
  ].filter(Boolean);

  return (
    <article
      id={`room-${room._id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={`scroll-mt-24 rounded-2xl border bg-white p-4 shadow-xs focus:outline-none sm:p-6 ${
        chosen ? 'border-accent-700 ring-2 ring-accent-700' : 'border-stone-200'
      }`}
    >
      {chosen && <p className="mb-3 inline-block rounded-full bg-accent-100 px-3 py-1 text-sm font-medium text-accent-800">{t('chosen')}</p>}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-semibold text-stone-900 sm:text-2xl">
            {roomName}
          </h3>
          {kind.length > 0 && <p className="mt-1 text-stone-700">{kind.join(' · ')}</p>}
        </div>
        <div className="sm:text-right">
          <p className="text-2xl font-semibold text-stone-900">
            {f.price(room.monthlyPrice)}
            <span className="text-base font-normal text-stone-600">{t('perMonth')}</span>
          </p>
          <p className={`text-sm font-medium ${room.billsIncluded ? 'text-green-800' : 'text-stone-600'}`}>
            {room.billsIncluded ? t('billsIncluded') : t('billsNotIncluded')}
          </p>
        </div>
      </div>

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <RoomPhotos room={room} roomName={roomName} photos={photos} altOf={altOf} onOpen={onOpenPhoto} label={t} />
          <Paragraphs text={f.text(room.description)} className="text-stone-800" />

          <dl aria-label={t('facts')} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact term={t('available')}>
              <span className="font-medium text-accent-800">{free <= today ? t('availableNow') : t('availableFrom', { date: f.day(free) })}</span>
            </Fact>
            {stay.length > 0 && <Fact term={t('stay')}>{stay.join(', ')}</Fact>}
            <Fact term={t('deposit')}>{room.deposit ? f.price(room.deposit) : t('noDeposit')}</Fact>
            {room.mattress && (
              <Fact term={t('mattress')}>
                {mattressText(room.mattress, f.text(room.mattress.name), t)}
              </Fact>
            )}
            {room.booked.length > 0 && (
              <Fact term={t('booked')}>
                <ul>
                  {room.booked.map((period) => (
                    <li key={`${period.from}-${period.to}`}>{words.period(period)}</li>
                  ))}
                </ul>
              </Fact>
            )}
          </dl>

          {room.prices.length > 0 && (
            <div>
              <h4 className="font-semibold text-stone-900">{t('seasonal')}</h4>
              <ul className="mt-2 space-y-1 text-sm text-stone-800">
                {room.prices.map((price) => (
                  <li key={price._id}>{t('seasonalPrice', { period: capitalize(words.period(price)), price: f.price(price.monthlyPrice) })}</li>
                ))}
              </ul>
            </div>
          )}

          {room.amenities.length > 0 && (
            <div>
              <h4 className="font-semibold text-stone-900">{t('amenities')}</h4>
              <div className="mt-2 space-y-3">
                {groupByCategory(room.amenities).map((group) => (
                  <div key={group.key}>
                    <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">{group.category ? f.text(group.category.name) : t('otherAmenities')}</p>
                    <AmenityList items={group.items} className="mt-1.5" />
                  </div>
                ))}
              </div>
            </div>
          )}

          {room.extras.length > 0 && (
            <div>
              <h4 className="font-semibold text-stone-900">{t('extras')}</h4>
              <ul className="mt-2 space-y-2 text-sm">
                {room.extras.map((extra) => (
                  <li key={extra._id}>
                    <span className="font-medium text-stone-900">{f.text(extra.name)}</span>{' '}
                    <span className="text-stone-700">{t('extraPrice', { price: f.price(extra.monthlyPrice) })}</span>
                    {f.text(extra.description) && <span className="block text-stone-600">{f.text(extra.description)}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}

          <RoomCosts costs={roomCosts} />
        </div>

        <div className="rounded-xl border border-stone-200 p-4 sm:p-5 lg:sticky lg:top-24 lg:self-start">
          <ReserveForm room={room} property={property} costs={costs} today={today} initialFrom={props.initialFrom} initialTo={props.initialTo} ReserveDialog={props.ReserveDialog} />
        </div>
      </div>
    </article>
  );
}

/** The bed's name, and its size unless the name already says it ("Individual 90 × 190"). */
function mattressText(mattress: NonNullable<PropertyRoom['mattress']>, name: string, t: (key: 'mattressValue', values: Record<string, string | number>) => string): string {
  const sized = name.includes(String(mattress.widthCm)) && name.includes(String(mattress.lengthCm));
  return sized ? name : t('mattressValue', { name, width: mattress.widthCm, length: mattress.lengthCm });
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-stone-600">{term}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function groupByCategory(amenities: PropertyRoom['amenities']) {
  const groups = new Map<string, { key: string; category: PropertyRoom['amenities'][number]['category']; items: PropertyRoom['amenities'] }>();
  for (const amenity of amenities) {
    const key = amenity.category?._id ?? '';
    const group = groups.get(key) ?? { key, category: amenity.category, items: [] };
    group.items.push(amenity);
    groups.set(key, group);
  }
  // Uncategorised last.
  return [...groups.values()].sort((a, b) => Number(!a.category) - Number(!b.category));
}

// How wide a room's main photo is drawn, for the browser to pick its variant: inside the room's
// card (1 rem padding on a phone, 1.5 rem from 640 px) in the page's 1 rem margins, from 1024 px
// beside the 22 rem booking column (at most 686 px of the 72 rem page); three quarters of that
// beside its thumbnails from 640 px, the whole of it alone.
const MAIN_PHOTO_SIZES = '(min-width: 1024px) 520px, (min-width: 640px) 75vw, calc(100vw - 4rem)';
const ALONE_PHOTO_SIZES = '(min-width: 1024px) 690px, (min-width: 640px) calc(100vw - 5rem), calc(100vw - 4rem)';

function RoomPhotos({
  room,
  roomName,
  photos,
  altOf,
  onOpen,
  label,
}: {
  room: PropertyRoom;
  roomName: string;
  photos: GalleryPhoto[];
  altOf: (photo: GalleryPhoto, index: number) => string;
  onOpen: (index: number) => void;
  label: (key: 'photo' | 'morePhotos' | 'noPhotos', values?: Record<string, string | number>) => string;
}) {
  // Each with its place in the page's gallery, which the viewer opens at.
  const own = photos.flatMap((photo, index) => (photo.roomId === room._id ? [{ photo, index }] : []));
  if (own.length === 0) {
    return <div className="flex aspect-[3/2] items-center justify-center rounded-xl bg-stone-100 text-sm text-stone-600">{label('noPhotos')}</div>;
  }
  const [first, ...rest] = own;
  const thumbs = rest.slice(0, ROOM_THUMBS);
  const hidden = own.length - 1 - thumbs.length;
  const name = (position: number) => {
    const { photo, index } = own[position]!;
    return label('photo', { n: position + 1, total: own.length, room: roomName, alt: altOf(photo, index) });
  };
  // Phone: the photo full width, its thumbnails in a row below. Wider: the thumbnails stacked beside it.
  const rows = ['', 'sm:grid-rows-1', 'sm:grid-rows-2', 'sm:grid-rows-3'][thumbs.length];
  return (
    <div className={`grid grid-cols-3 gap-2 ${thumbs.length ? `sm:aspect-[16/9] sm:grid-cols-4 ${rows}` : ''}`}>
      <button
        type="button"
        onClick={() => onOpen(first!.index)}
        aria-label={name(0)}
        className={`group col-span-3 overflow-hidden rounded-xl bg-stone-100 ${thumbs.length ? 'aspect-[4/3] sm:row-span-full sm:aspect-auto' : 'aspect-[16/9]'}`}
      >
        <img
          src={imageSource(first!.photo.image, 'lg')}
          srcSet={imageSrcSet(first!.photo.image)}
          sizes={thumbs.length ? MAIN_PHOTO_SIZES : ALONE_PHOTO_SIZES}
          alt={altOf(first!.photo, first!.index)}
          width={1280}
          height={960}
          loading="lazy"
          className="size-full object-cover transition duration-300 group-hover:scale-[1.015]"
        />
      </button>
      {thumbs.map(({ photo, index }, position) => (
        <button
          key={photo.key}
          type="button"
          onClick={() => onOpen(index)}
          aria-label={name(position + 1)}
          className="group relative aspect-[4/3] overflow-hidden rounded-lg bg-stone-100 sm:aspect-auto"
        >
          <img
            src={imageSource(photo.image, 'sm')}
            alt={altOf(photo, index)}
            width={480}
            height={360}
            loading="lazy"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
          {position === thumbs.length - 1 && hidden > 0 && (
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-stone-950/45 font-semibold text-white">
              {label('morePhotos', { count: hidden })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
