import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function ProfilePage() {
  return (
    <PublicLayout>
      <PageIntro title="Your profile" lead="Your details and preferences." />
    </PublicLayout>
  );
}
