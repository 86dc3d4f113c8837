import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function LoginPage() {
  return (
    <PublicLayout>
      <PageIntro title="Log in" lead="Welcome back." />
    </PublicLayout>
  );
}
