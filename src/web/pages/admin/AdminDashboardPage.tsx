import { AdminLayout } from './AdminLayout.tsx';

export default function AdminDashboardPage() {
  return <AdminLayout title="Dashboard">{null}</AdminLayout>;
}
