import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';

const messages = defineMessages({
  es: { title: 'Mi habitación', lead: 'Tu habitación, tu estancia y tus pagos.' },
  en: { title: 'My room', lead: 'Your room, your stay and your payments.' },
});

export default function MyRoomPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('lead'));
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
    </PublicLayout>
  );
}
