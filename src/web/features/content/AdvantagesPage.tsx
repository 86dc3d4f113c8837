import { listRecords } from '../../api/public.ts';
import { Link } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { AdvantageCard } from './AdvantageCard.tsx';
import { ContentNotice } from './ContentNotice.tsx';
import { ALL, type Advantage, type AdvantageType } from '../../api/public-content.ts';

const messages = defineMessages({
  es: {
    title: 'Ventajas de Habita',
    lead: 'Por qué inquilinos, propietarios e inversores eligen Habita.',
    metaDescription: 'Las ventajas de alquilar, poner en alquiler o invertir con Habita: precios claros, gestión completa y atención de verdad.',
    audiences: 'Para quién',
    empty: 'Todavía no hay ventajas publicadas',
    findRoom: 'Buscar habitación',
    landlord: 'Soy propietario',
    investor: 'Quiero invertir',
  },
  en: {
    title: 'Why Habita',
    lead: 'Why tenants, landlords and investors choose Habita.',
    metaDescription: 'The advantages of renting, letting or investing with Habita: clear prices, full management and real support.',
    audiences: 'Who it is for',
    empty: 'No advantages have been published yet',
    findRoom: 'Find a room',
    landlord: 'I am a landlord',
    investor: 'I want to invest',
  },
});

interface AudienceGroup {
  audience: AdvantageType;
  advantages: Advantage[];
}

async function loadAdvantages(signal: AbortSignal): Promise<AudienceGroup[]> {
  const [audiences, advantages] = await Promise.all([
    listRecords<AdvantageType>('advantagestype', { limit: ALL, sort: 'order' }, signal),
    listRecords<Advantage>('advantages', { limit: ALL, sort: 'order' }, signal),
  ]);
  return audiences.docs
    .map((audience) => ({ audience, advantages: advantages.docs.filter((a) => a.type === audience._id) }))
    .filter((group) => group.advantages.length > 0);
}

export default function AdvantagesPage() {
  const t = useT(messages);
  const f = useFormat();
  usePageMeta(t('title'), t('metaDescription'));
  const groups = useRemote(loadAdvantages, 'advantages');
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')}>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/searchproperties" className="btn-primary">
            {t('findRoom')}
          </Link>
          <Link to="/landlord" className="btn">
            {t('landlord')}
          </Link>
          <Link to="/investor" className="btn">
            {t('investor')}
          </Link>
        </div>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <RemoteState remote={groups} placeholder={<div className="h-[36rem] animate-pulse rounded-xl bg-stone-100" />}>
          {(list) =>
            list.length === 0 ? (
              <ContentNotice title={t('empty')} />
            ) : (
              <>
                {list.length > 1 && (
                  <nav aria-label={t('audiences')} className="mb-10">
                    <ul className="flex flex-wrap gap-2">
                      {list.map(({ audience }) => (
                        <li key={audience._id}>
                          <a
                            href={`#audience-${audience._id}`}
                            className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3.5 text-sm font-medium text-stone-800 hover:bg-stone-50"
                          >
                            {f.text(audience.name)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                )}
                <div className="space-y-14">
                  {list.map(({ audience, advantages }) => (
                    <section key={audience._id} id={`audience-${audience._id}`} aria-labelledby={`audience-title-${audience._id}`} className="scroll-mt-24">
                      <h2 id={`audience-title-${audience._id}`} className="mb-6 text-2xl font-semibold tracking-tight text-stone-900">
                        {f.text(audience.name)}
                      </h2>
                      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                        {advantages.map((advantage) => (
                          <li key={advantage._id} className="flex">
                            <AdvantageCard advantage={advantage} />
                          </li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              </>
            )
          }
        </RemoteState>
      </div>
    </PublicLayout>
  );
}
