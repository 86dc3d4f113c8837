import { useRemote } from '../../api/use-remote.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { FeaturedRoomsSection, loadFeaturedRooms } from './FeaturedRooms.tsx';
import { HabitaReviews } from './HabitaReviews.tsx';
import { heroRoom, HomeHero } from './HomeHero.tsx';
import { LatestNews } from './LatestNews.tsx';
import { PartnerLogos } from './PartnerLogos.tsx';
import { TenantAdvantages } from './TenantAdvantages.tsx';

// The home page loads first and for everyone, so it stays small: no map, no editor, no
// catalogue. Each band below the search fetches its own data and stays out when it has none.

const messages = defineMessages({
  es: {
    title: 'Habita',
    description: 'Habitaciones en pisos compartidos con un precio al mes claro. Busca por ciudad o barrio, fecha de entrada y duración de la estancia.',
  },
  en: {
    title: 'Habita',
    description: 'Rooms in shared flats with one clear monthly price. Search by city or neighbourhood, move-in date and length of stay.',
  },
});

export default function HomePage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('description'));
  const featured = useRemote(loadFeaturedRooms, 'home-featured');
  return (
    <PublicLayout>
      <HomeHero room={heroRoom(featured.data?.rooms)} />
      <FeaturedRoomsSection remote={featured} />
      <TenantAdvantages />
      <HabitaReviews />
      <LatestNews />
      <PartnerLogos />
    </PublicLayout>
  );
}
