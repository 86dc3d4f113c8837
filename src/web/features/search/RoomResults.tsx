import { Link } from 'react-router';
import { imageSource, type RoomCard } from '../../api/public.ts';
import { RoomCardView, roomLink } from '../../components/public/RoomCardView.tsx';
import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';

// The found rooms: cards in a grid, or compact rows under the map on phones. Pointing at a room
// (hover or focus) marks its property's pin on the map.

interface ResultsProps {
  rooms: RoomCard[];
  stayQuery: string;
  selectedProperty?: string;
  onPoint?: (propertyId: string | undefined) => void;
}

export const GRID_CLASS = {
  list: 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3',
  map: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2',
} as const;

/**
 * How wide a card of each grid is drawn (its photo's `sizes`), worked out from the page: 72 rem
 * at most with 1 rem margins, from 1024 px the 16 rem filters beside the list or the map beside
 * the results (half each), gaps of 1.25 rem. At 1280 px a list card is 264 px wide, not the
 * 360 px of the home's grid. Below 1024 px the map's results are compact rows (no srcset).
 */
const GRID_SIZES: Record<keyof typeof GRID_CLASS, string> = {
  list: '(min-width: 1280px) 264px, (min-width: 1024px) calc(50vw - 170px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 2rem)',
  map: '(min-width: 1280px) 265px, (min-width: 1024px) calc(50vw - 26px), calc(100vw - 2rem)',
};

export function RoomGrid({ rooms, stayQuery, selectedProperty, onPoint, layout }: ResultsProps & { layout: keyof typeof GRID_CLASS }) {
  return (
    <ul className={GRID_CLASS[layout]}>
      {rooms.map((room, index) => (
        <li
          key={room._id}
          className={`flex rounded-xl *:flex-1 ${selectedProperty === room.property._id ? 'ring-2 ring-accent-700 ring-offset-2' : ''}`}
          onMouseEnter={() => onPoint?.(room.property._id)}
          onMouseLeave={() => onPoint?.(undefined)}
          onFocus={() => onPoint?.(room.property._id)}
          onBlur={() => onPoint?.(undefined)}
        >
          <RoomCardView room={room} query={stayQuery} eager={index < 3} first={index === 0} sizes={GRID_SIZES[layout]} />
        </li>
      ))}
    </ul>
  );
}

export function CompactRoomList({ rooms, stayQuery, selectedProperty, onPoint }: ResultsProps) {
  const t = useT(commonMessages);
  const f = useFormat();
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {rooms.map((room) => {
        const src = imageSource(room.cover, 'sm');
        const where = [room.property.neighborhood?.name, room.property.city].filter(Boolean).join(', ');
        return (
          <li
            key={room._id}
            className={`relative flex gap-3 p-3 has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700 ${selectedProperty === room.property._id ? 'bg-accent-50' : ''}`}
            onFocus={() => onPoint?.(room.property._id)}
            onBlur={() => onPoint?.(undefined)}
          >
            <div className="h-[4.5rem] w-24 shrink-0 overflow-hidden rounded-lg bg-stone-100">
              {src && <img src={src} alt="" width={96} height={72} loading="lazy" className="size-full object-cover" />}
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">
                {f.price(room.monthlyPrice)}
                <span className="text-sm font-normal text-stone-600">{t('perMonth')}</span>
              </p>
              <h3 className="truncate text-sm font-medium text-stone-900">
                <Link to={roomLink(room, stayQuery)} className="after:absolute after:inset-0 focus-visible:outline-none">
                  {f.text(room.name)}
                </Link>
              </h3>
              <p className="truncate text-sm text-stone-600">{[f.text(room.property.title), where].filter(Boolean).join(' · ')}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A card's shape while results come: same ratio and height as RoomCardView, so nothing jumps. */
export function RoomGridSkeleton({ count, layout }: { count: number; layout: keyof typeof GRID_CLASS }) {
  return (
    <ul className={GRID_CLASS[layout]} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
          <div className="aspect-[4/3] animate-pulse bg-stone-100" />
          <div className="space-y-2 p-4">
            <div className="h-6 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-1/3 pt-2" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CompactListSkeleton({ count }: { count: number }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex gap-3 p-3">
          <div className="h-[4.5rem] w-24 shrink-0 animate-pulse rounded-lg bg-stone-100" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-5 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-stone-100" />
          </div>
        </li>
      ))}
    </ul>
  );
}
