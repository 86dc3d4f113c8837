import { Link } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { AdvantageCards } from '../../components/public/AdvantageCards.tsx';
import { HomeSection } from './HomeSection.tsx';
import { loadAudienceAdvantages } from '../../api/public-records.ts';

// Why rent with Habita: the advantages written for tenants. Without any (or when they cannot be
// read) the section is left out; the page is complete without it.

const messages = defineMessages({
  es: { title: 'Por qué alquilar con Habita', all: 'Todas las ventajas' },
  en: { title: 'Why rent with Habita', all: 'All the advantages' },
});

export function TenantAdvantages() {
  const t = useT(messages);
  const remote = useRemote((signal) => loadAudienceAdvantages('tenants', 3, signal), 'home-advantages');
  if (remote.status === 'error' || (remote.status === 'ready' && remote.data.length === 0)) return null;
  return (
    <HomeSection
      title={t('title')}
      tone="soft"
      more={
        <Link to="/advantages" className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline">
          {t('all')} →
        </Link>
      }
    >
      {remote.status === 'ready' ? (
        <AdvantageCards advantages={remote.data} />
      ) : (
        <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-72 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </div>
      )}
    </HomeSection>
  );
}
