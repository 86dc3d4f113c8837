import { useState } from 'react';
import { imageSource, imageSrcSet, type RoomCard } from '../../api/public.ts';
import { useInBrowser } from '../../components/rendering/use-in-browser.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { HomeSearch } from './HomeSearch.tsx';

// The first thing a visitor sees: what Habita is, the search box, and a large photograph of
// one of the rooms put forward. The photo's box has its size before the photo comes, and the
// photo fades in over a soft accent, so nothing moves.

const messages = defineMessages({
  es: {
    title: 'Encuentra tu próxima habitación',
    lead: 'Habitaciones en pisos compartidos, con un precio al mes claro y todo lo que incluye a la vista desde el principio.',
    points: 'Reserva online · Pagos y fianza claros · Atención en español e inglés',
  },
  en: {
    title: 'Find your next room',
    lead: 'Rooms in shared flats, with one clear monthly price and everything it includes in plain sight from the start.',
    points: 'Book online · Clear payments and deposit · Help in Spanish and English',
  },
});

function HeroPhoto({ room }: { room: RoomCard | undefined }) {
  const [loaded, setLoaded] = useState<string | undefined>();
  // Drawn by the server, the photo shows as it arrives, as any image does: it is preloaded, and
  // often comes before the code, whose load handler would then never hear of it (it stayed
  // invisible). Drawn in the browser, it fades in once loaded.
  const drawnInBrowser = useInBrowser();
  const [fadesIn] = useState(drawnInBrowser);
  const src = imageSource(room?.cover, 'lg');
  return (
    <div className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-gradient-to-br from-accent-100 via-accent-50 to-stone-100 lg:aspect-[5/4]">
      {src && (
        <img
          key={src}
          src={src}
          srcSet={imageSrcSet(room?.cover)}
          sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
          alt=""
          width={1280}
          height={853}
          fetchPriority="high"
          decoding="async"
          onLoad={() => setLoaded(src)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-700 ${fadesIn && loaded !== src ? 'opacity-0' : 'opacity-100'}`}
        />
      )}
    </div>
  );
}

/** A featured room with a photo: the hero's picture. */
export function heroRoom(rooms: readonly RoomCard[] | undefined): RoomCard | undefined {
  return rooms?.find((room) => room.cover);
}

export function HomeHero({ room }: { room: RoomCard | undefined }) {
  const t = useT(messages);
  return (
    <div className="bg-gradient-to-b from-accent-50/70 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 pt-8 pb-10 sm:pt-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-12 lg:pt-16 lg:pb-16">
        <div className="flex flex-col gap-6">
          <div>
            <h1 className="text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl">{t('title')}</h1>
            <p className="mt-4 max-w-xl text-lg text-pretty text-stone-700">{t('lead')}</p>
          </div>
          <HomeSearch />
          <p className="text-sm text-stone-600">{t('points')}</p>
        </div>
        <HeroPhoto room={room} />
      </div>
    </div>
  );
}
