import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function VerificationPage() {
  return (
    <PublicLayout>
      <PageIntro title="Verify your account" lead="Confirm your email address to finish signing up." />
    </PublicLayout>
  );
}
