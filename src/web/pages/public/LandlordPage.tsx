import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function LandlordPage() {
  return (
    <PublicLayout>
      <PageIntro title="Rent out your home with Habita" lead="We find tenants, collect rent and look after the home." />
    </PublicLayout>
  );
}
