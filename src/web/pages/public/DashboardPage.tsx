import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function DashboardPage() {
  return (
    <PublicLayout>
      <PageIntro title="Dashboard" lead="Your reservations and payments at a glance." />
    </PublicLayout>
  );
}
