import { Link, useLocation } from 'react-router';
import { imageSource, imageSrcSet, type RoomCard } from '../../api/public.ts';
import { localToday } from './calendar-days.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { CARD_SIZES } from './image-sizes.ts';

// One room in a list of results: the photo at a fixed ratio (nothing jumps while it loads), the
// monthly price first, then what and where. The whole card is one link to the room on its
// property's page.

const messages = defineMessages({
  es: {
    perMonth: '/mes',
    bills: 'gastos incluidos',
    availableNow: 'Disponible ya',
    availableFrom: 'Disponible desde {date}',
    noPhoto: 'Sin foto',
    size: '{size} m²',
  },
  en: {
    perMonth: '/month',
    bills: 'bills included',
    availableNow: 'Available now',
    availableFrom: 'Available from {date}',
    noPhoto: 'No photo',
    size: '{size} m²',
  },
});

/** What a property page is told about the search it was opened from, so "Back to the search" restores it. */
export interface FromSearch {
  search: string;
}

export function roomLink(room: Pick<RoomCard, '_id' | 'property'>, query = ''): string {
  const params = new URLSearchParams(query);
  params.set('room', room._id);
  return `/singleproperty/${room.property._id}?${params.toString()}#room-${room._id}`;
}

/**
 * `eager`: the photo loads at once (a card in the first screen). `first`: it is also fetched
 * ahead of other images: the first card's photo is usually the page's largest paint, and a
 * low-priority image waits until the scripts and style sheets have arrived. `sizes`: how wide
 * the card is drawn (CARD_SIZES unless its grid says otherwise).
 */
export function RoomCardView({
  room,
  query,
  headingLevel = 3,
  eager = false,
  first = false,
  sizes = CARD_SIZES,
}: {
  room: RoomCard;
  query?: string;
  headingLevel?: 2 | 3;
  eager?: boolean;
  first?: boolean;
  sizes?: string;
}) {
  const t = useT(messages);
  const format = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const location = useLocation();
  const fromSearch: FromSearch | undefined = location.pathname === '/searchproperties' ? { search: location.search } : undefined;
  const today = localToday();
  const available = !room.availableFrom || room.availableFrom <= today ? t('availableNow') : t('availableFrom', { date: format.day(room.availableFrom) });
  const src = imageSource(room.cover, 'sm');
  const where = [room.property.neighborhood?.name, room.property.city].filter(Boolean).join(', ');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700">
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(room.cover)}
            sizes={sizes}
            alt={format.text(room.cover?.alt) || format.text(room.name)}
            width={480}
            height={360}
            loading={eager || first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-stone-500">{t('noPhoto')}</div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-semibold text-stone-900">
          {format.price(room.monthlyPrice)}
          <span className="text-sm font-normal text-stone-600">{t('perMonth')}</span>
          {room.billsIncluded && <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 align-middle text-xs font-medium text-green-800">{t('bills')}</span>}
        </p>
        <Heading className="font-medium text-stone-900">
          <Link to={roomLink(room, query)} state={fromSearch} className="after:absolute after:inset-0 focus-visible:outline-none">
            {format.text(room.name)}
          </Link>
        </Heading>
        <p className="text-sm text-stone-700">
          {[format.text(room.type?.name), room.sizeM2 ? t('size', { size: format.number(room.sizeM2) }) : ''].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-stone-600">
          {format.text(room.property.title)}
          {where && <> · {where}</>}
        </p>
        <p className="mt-auto pt-2 text-sm font-medium text-accent-800">{available}</p>
      </div>
    </article>
  );
}
