import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function HelpPage() {
  return (
    <PublicLayout>
      <PageIntro title="Help" lead="Answers about reserving, paying and living in a Habita home." />
    </PublicLayout>
  );
}
