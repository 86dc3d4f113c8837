import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function ForgotPage() {
  return (
    <PublicLayout>
      <PageIntro title="Forgot your password?" lead="We will send you a link to choose a new one." />
    </PublicLayout>
  );
}
