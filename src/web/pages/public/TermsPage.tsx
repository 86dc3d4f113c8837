import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function TermsPage() {
  return (
    <PublicLayout>
      <PageIntro title="Terms and conditions" lead="The terms that apply when you reserve or list a home with Habita." />
    </PublicLayout>
  );
}
