import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function SearchPropertiesPage() {
  return (
    <PublicLayout>
      <PageIntro title="Find a room" lead="Search rooms by city, neighbourhood, dates and budget." />
    </PublicLayout>
  );
}
