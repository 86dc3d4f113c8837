import { Link } from 'react-router';
import { searchRooms, type RoomCard } from '../../api/public.ts';
import type { Remote } from '../../api/use-remote.ts';
import { RoomCardView } from '../../components/public/RoomCardView.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { HomeSection } from './HomeSection.tsx';

// Rooms the home page puts forward: those of featured homes, dealt out city by city (each
// city's newest, then the next of each) so one busy city does not fill the row; or the newest
// when no home is featured, so the section is never empty while there are rooms at all.

export const FEATURED_COUNT = 6;

export interface FeaturedRooms {
  rooms: RoomCard[];
  /** True when no home is featured and these are simply the newest rooms. */
  newest: boolean;
}

export async function loadFeaturedRooms(signal: AbortSignal): Promise<FeaturedRooms> {
  const featured = await searchRooms({ featured: 'true', sort: 'cities', limit: String(FEATURED_COUNT) }, signal);
  if (featured.docs.length > 0) return { rooms: featured.docs, newest: false };
  const newest = await searchRooms({ sort: 'newest', limit: String(FEATURED_COUNT) }, signal);
  return { rooms: newest.docs, newest: true };
}

const messages = defineMessages({
  es: { featured: 'Habitaciones destacadas', newest: 'Las últimas habitaciones', seeAll: 'Ver todas las habitaciones' },
  en: { featured: 'Featured rooms', newest: 'Newest rooms', seeAll: 'See all rooms' },
});

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** The shape of a RoomCardView while it loads: same photo ratio, same lines. */
function RoomCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="aspect-[4/3] animate-pulse bg-stone-100" />
      <div className="flex flex-col gap-1 p-4">
        <div className="my-0.5 h-6 w-28 animate-pulse rounded bg-stone-200" />
        <div className="my-0.5 h-5 w-4/5 animate-pulse rounded bg-stone-200" />
        <div className="my-0.5 h-4 w-1/2 animate-pulse rounded bg-stone-100" />
        <div className="my-0.5 h-4 w-3/4 animate-pulse rounded bg-stone-100" />
        <div className="mt-2 mb-0.5 h-4 w-32 animate-pulse rounded bg-stone-100" />
      </div>
    </div>
  );
}

export function FeaturedRoomsSection({ remote }: { remote: Remote<FeaturedRooms> & { retry: () => void } }) {
  const t = useT(messages);
  if (remote.status === 'ready' && remote.data.rooms.length === 0) return null;
  return (
    <HomeSection
      id="featured-rooms"
      title={remote.status === 'ready' && remote.data.newest ? t('newest') : t('featured')}
      more={
        <Link to="/searchproperties" className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline">
          {t('seeAll')} →
        </Link>
      }
    >
      <RemoteState
        remote={remote}
        placeholder={
          <div className={GRID}>
            {Array.from({ length: FEATURED_COUNT }, (_, index) => (
              <RoomCardSkeleton key={index} />
            ))}
          </div>
        }
      >
        {(data) => (
          <ul className={GRID}>
            {data.rooms.map((room) => (
              <li key={room._id} className="grid">
                <RoomCardView room={room} />
              </li>
            ))}
          </ul>
        )}
      </RemoteState>
    </HomeSection>
  );
}
