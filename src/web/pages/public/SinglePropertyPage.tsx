import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function SinglePropertyPage() {
  return (
    <PublicLayout>
      <PageIntro title="Property" lead="The home, its rooms, what is included and where it is." />
    </PublicLayout>
  );
}
