import { AdminLayout } from './AdminLayout.tsx';

export default function PaymentControlPanelPage() {
  return <AdminLayout title="Payments">{null}</AdminLayout>;
}
