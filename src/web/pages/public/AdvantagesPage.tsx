import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function AdvantagesPage() {
  return (
    <PublicLayout>
      <PageIntro title="Why Habita" lead="What comes with every Habita home." />
    </PublicLayout>
  );
}
