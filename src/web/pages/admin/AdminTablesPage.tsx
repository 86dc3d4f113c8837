import { AdminLayout } from './AdminLayout.tsx';

export default function AdminTablesPage() {
  return <AdminLayout title="All collections">{null}</AdminLayout>;
}
