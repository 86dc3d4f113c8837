import { AdminLayout } from './AdminLayout.tsx';

export default function ManageNewPage() {
  return <AdminLayout title="News article">{null}</AdminLayout>;
}
