import { Link } from 'react-router';
import { PageIntro } from '../../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { usePageStatus } from '../../components/rendering/page-status.ts';

// A link to a home that is gone (rented out for good, withdrawn, or never there): say so kindly
// and send the person on to the others.

const messages = defineMessages({
  es: {
    title: 'Esta casa ya no está publicada',
    lead: 'Puede que se haya alquilado o que ya no se ofrezca. Tenemos muchas más habitaciones esperándote.',
    search: 'Buscar habitaciones',
  },
  en: {
    title: 'This home is no longer listed',
    lead: 'It may have been rented out or withdrawn. There are plenty more rooms waiting for you.',
    search: 'Search rooms',
  },
});

export function NotListed() {
  const t = useT(messages);
  usePageStatus(404);
  usePageMeta(t('title'), t('lead'));
  return (
    <PageIntro title={t('title')} lead={t('lead')}>
      <Link to="/searchproperties" className="btn-primary mt-6 px-5 py-3 text-base">
        {t('search')}
      </Link>
    </PageIntro>
  );
}
