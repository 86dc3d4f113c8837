import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function AboutUsPage() {
  return (
    <PublicLayout>
      <PageIntro title="About Habita" lead="Who we are and how we look after homes and the people in them." />
    </PublicLayout>
  );
}
