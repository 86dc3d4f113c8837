import { Link } from 'react-router';
import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';

// Where the payment provider sends a payer back after a payment went through.

const messages = defineMessages({
  es: {
    title: 'Pago recibido',
    lead: 'Gracias, tu pago se ha completado correctamente.',
    where: 'Puedes consultar tus pagos y tu estancia en Mi habitación.',
    myRoom: 'Ir a Mi habitación',
    home: 'Volver al inicio',
  },
  en: {
    title: 'Payment received',
    lead: 'Thank you: your payment went through.',
    where: 'Your payments and your stay are in My room.',
    myRoom: 'Go to My room',
    home: 'Back to the home page',
  },
});

export default function PaySuccessPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('lead'));
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl space-y-5 px-4 py-10">
        <p className="text-stone-700">{t('where')}</p>
        <div className="flex flex-wrap gap-3">
          <Link to="/myroom" className="btn-primary">
            {t('myRoom')}
          </Link>
          <Link to="/" className="btn">
            {t('home')}
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
