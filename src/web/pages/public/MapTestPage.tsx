import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function MapTestPage() {
  return (
    <PublicLayout>
      <PageIntro title="Map" lead="Homes on the map." />
    </PublicLayout>
  );
}
