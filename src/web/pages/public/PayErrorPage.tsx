import { Link } from 'react-router';
import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';

// Where the payment provider sends a payer back after a payment failed or was cancelled.

const messages = defineMessages({
  es: {
    title: 'El pago no se ha completado',
    lead: 'No se te ha cobrado nada. Puedes volver a intentarlo cuando quieras.',
    help: 'Si vuelve a fallar, comprueba los datos de tu tarjeta o escríbenos y lo resolvemos contigo.',
    myRoom: 'Ir a Mi habitación',
    contact: 'Pedir ayuda',
  },
  en: {
    title: 'The payment did not go through',
    lead: 'Nothing was charged. You can try again whenever you like.',
    help: 'If it fails again, check your card details or write to us and we will sort it out with you.',
    myRoom: 'Go to My room',
    contact: 'Get help',
  },
});

export default function PayErrorPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('lead'));
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-10">
        <p className="max-w-2xl text-stone-700">{t('help')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/myroom" className="btn-primary">
            {t('myRoom')}
          </Link>
          <Link to="/help" className="btn">
            {t('contact')}
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
