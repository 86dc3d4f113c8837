import { defineMessages, useT } from '../../i18n/messages.ts';
import { LegalTextPage } from './LegalTextPage.tsx';

const messages = defineMessages({
  es: {
    title: 'Política de privacidad',
    lead: 'Qué datos tratamos, para qué y cómo puedes ejercer tus derechos.',
    description: 'Política de privacidad de Habita: qué datos personales tratamos, con qué finalidad y cuáles son tus derechos.',
  },
  en: {
    title: 'Privacy policy',
    lead: 'What data we process, why, and how you can exercise your rights.',
    description: 'Habita privacy policy: which personal data we process, for what purpose and what your rights are.',
  },
});

export default function PrivacyPage() {
  const t = useT(messages);
  return <LegalTextPage collection="privacypolicies" title={t('title')} lead={t('lead')} description={t('description')} />;
}
