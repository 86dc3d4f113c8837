import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function SingleAdvantagePage() {
  return (
    <PublicLayout>
      <PageIntro title="Advantage" lead="One of the things that come with every Habita home." />
    </PublicLayout>
  );
}
