import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function PrivacyPage() {
  return (
    <PublicLayout>
      <PageIntro title="Privacy policy" lead="What we collect, why, and the choices you have." />
    </PublicLayout>
  );
}
