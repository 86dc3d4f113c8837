import { AdminLayout } from './AdminLayout.tsx';

export default function DiscountPanelPage() {
  return <AdminLayout title="Discounts">{null}</AdminLayout>;
}
