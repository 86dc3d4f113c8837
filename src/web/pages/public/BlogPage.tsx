import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';

export default function BlogPage() {
  return (
    <PublicLayout>
      <PageIntro title="Blog" lead="Guides and news about living in shared homes." />
    </PublicLayout>
  );
}
