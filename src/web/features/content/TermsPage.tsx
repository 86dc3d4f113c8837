import { defineMessages, useT } from '../../i18n/messages.ts';
import { LegalTextPage } from './LegalTextPage.tsx';

const messages = defineMessages({
  es: {
    title: 'Términos y condiciones',
    lead: 'Las condiciones de uso de Habita y de las reservas que haces con nosotros.',
    description: 'Términos y condiciones de Habita: reservas, pagos, cancelaciones y convivencia.',
  },
  en: {
    title: 'Terms and conditions',
    lead: 'The terms for using Habita and for the bookings you make with us.',
    description: 'Habita terms and conditions: bookings, payments, cancellations and living together.',
  },
});

export default function TermsPage() {
  const t = useT(messages);
  return <LegalTextPage collection="termsconditions" title={t('title')} lead={t('lead')} description={t('description')} />;
}
