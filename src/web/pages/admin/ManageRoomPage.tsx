import { AdminLayout } from './AdminLayout.tsx';

export default function ManageRoomPage() {
  return <AdminLayout title="Room">{null}</AdminLayout>;
}
