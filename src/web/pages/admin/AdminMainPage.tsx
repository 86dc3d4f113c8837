import { AdminLayout } from './AdminLayout.tsx';

export default function AdminMainPage() {
  return <AdminLayout title="Activity">{null}</AdminLayout>;
}
