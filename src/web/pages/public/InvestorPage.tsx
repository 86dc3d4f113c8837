import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function InvestorPage() {
  return (
    <PublicLayout>
      <PageIntro title="Invest with Habita" lead="Returns from homes we manage end to end." />
    </PublicLayout>
  );
}
