import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function MyRoomPage() {
  return (
    <PublicLayout>
      <PageIntro title="My room" lead="Your room, your stay and your payments." />
    </PublicLayout>
  );
}
