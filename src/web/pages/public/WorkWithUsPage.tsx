import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function WorkWithUsPage() {
  return (
    <PublicLayout>
      <PageIntro title="Work with us" lead="Join the team that runs Habita." />
    </PublicLayout>
  );
}
