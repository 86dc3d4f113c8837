import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function PayErrorPage() {
  return (
    <PublicLayout>
      <PageIntro title="The payment did not go through" lead="Nothing was charged. You can try again." />
    </PublicLayout>
  );
}
