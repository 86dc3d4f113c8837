import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function PaySuccessPage() {
  return (
    <PublicLayout>
      <PageIntro title="Payment received" lead="Thank you. Your payment went through." />
    </PublicLayout>
  );
}
