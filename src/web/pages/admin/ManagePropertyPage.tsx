import { AdminLayout } from './AdminLayout.tsx';

export default function ManagePropertyPage() {
  return <AdminLayout title="Property">{null}</AdminLayout>;
}
