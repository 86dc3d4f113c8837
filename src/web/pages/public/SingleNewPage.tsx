import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function SingleNewPage() {
  return (
    <PublicLayout>
      <PageIntro title="News" lead="News from Habita." />
    </PublicLayout>
  );
}
