import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function FaqPage() {
  return (
    <PublicLayout>
      <PageIntro title="Frequently asked questions" lead="Quick answers about reservations, payments and your stay." />
    </PublicLayout>
  );
}
