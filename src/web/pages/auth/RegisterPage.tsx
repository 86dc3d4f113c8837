import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function RegisterPage() {
  return (
    <PublicLayout>
      <PageIntro title="Create an account" lead="Tenants, landlords and investors use one account." />
    </PublicLayout>
  );
}
