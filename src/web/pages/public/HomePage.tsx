import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function HomePage() {
  return (
    <PublicLayout>
      <PageIntro title="Find your next room" lead="Rooms and flats in shared homes, with one clear monthly price that includes bills." />
    </PublicLayout>
  );
}
