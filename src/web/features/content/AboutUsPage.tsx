import { Link } from 'react-router';
import { listRecords, imageSource, onlyFields } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ALL, type Partner } from '../../api/public-content.ts';

const messages = defineMessages({
  es: {
    title: 'Quiénes somos',
    lead: 'Alquilar una habitación debería ser tan claro como reservar un hotel. Para eso existe Habita.',
    metaDescription: 'Habita alquila habitaciones y pisos compartidos con fotos reales, un precio mensual claro y un equipo que responde.',
    storyTitle: 'Nuestra historia',
    story1:
      'Habita nació en Madrid en 2019, cuando tres compañeros de piso se cansaron de anuncios con fotos de otra casa, fianzas que nunca volvían y caseros que no cogían el teléfono.',
    story2:
      'Hoy gestionamos pisos compartidos para estudiantes, jóvenes profesionales y personas que llegan a una ciudad nueva. Cada habitación tiene fotos reales, un precio al mes que dice qué incluye y unas condiciones que se entienden a la primera.',
    story3:
      'A los propietarios les ofrecemos una gestión completa: buscamos inquilinos, cobramos, cuidamos la casa y respondemos a las incidencias, para que su piso esté siempre bien ocupado y bien tratado.',
    figuresTitle: 'Habita en cifras',
    homes: ({ count }) => (count === 1 ? 'casa publicada' : 'casas publicadas'),
    rooms: ({ count }) => (count === 1 ? 'habitación publicada' : 'habitaciones publicadas'),
    cities: ({ count }) => (count === 1 ? 'ciudad' : 'ciudades'),
    valuesTitle: 'Lo que nos importa',
    value1Title: 'Precios claros',
    value1: 'Un precio al mes con los gastos que incluye y sin comisiones escondidas.',
    value2Title: 'Casas cuidadas',
    value2: 'Revisamos cada piso antes de publicarlo y lo mantenemos mientras vives en él.',
    value3Title: 'Personas cerca',
    value3: 'Un equipo que responde en un día laborable y atención urgente las 24 horas.',
    partnersTitle: 'Con quién trabajamos',
    partnersLead: 'Universidades, escuelas y empresas que confían en Habita para alojar a su gente.',
    visit: 'Visitar la web de {name} (se abre en otra pestaña)',
    noPartners: 'Pronto presentaremos aquí a nuestros socios.',
    joinTitle: 'Trabaja con nosotros',
    joinText: 'Buscamos personas a las que les guste cuidar casas y a quienes viven en ellas. También puedes confiarnos tu piso o invertir con nosotros.',
    jobs: 'Ver ofertas de empleo',
    landlords: 'Para propietarios',
    investors: 'Para inversores',
  },
  en: {
    title: 'About us',
    lead: 'Renting a room should be as clear as booking a hotel. That is why Habita exists.',
    metaDescription: 'Habita rents rooms and shared flats with real photos, a clear monthly price and a team that answers.',
    storyTitle: 'Our story',
    story1:
      'Habita started in Madrid in 2019, when three flatmates grew tired of listings with photos of another flat, deposits that never came back and landlords who never picked up the phone.',
    story2:
      'Today we manage shared homes for students, young professionals and people arriving in a new city. Every room has real photos, a monthly price that says what it includes and terms you understand the first time you read them.',
    story3:
      'For landlords we take care of everything: we find tenants, collect the rent, look after the home and handle repairs, so their flat stays well let and well kept.',
    figuresTitle: 'Habita in figures',
    homes: ({ count }) => (count === 1 ? 'published home' : 'published homes'),
    rooms: ({ count }) => (count === 1 ? 'published room' : 'published rooms'),
    cities: ({ count }) => (count === 1 ? 'city' : 'cities'),
    valuesTitle: 'What we care about',
    value1Title: 'Clear prices',
    value1: 'One monthly price with the bills it includes, and no hidden fees.',
    value2Title: 'Well-kept homes',
    value2: 'We check every flat before listing it and look after it while you live there.',
    value3Title: 'People nearby',
    value3: 'A team that answers within one working day, and urgent help 24 hours a day.',
    partnersTitle: 'Who we work with',
    partnersLead: 'Universities, schools and companies that trust Habita to house their people.',
    visit: 'Visit the {name} website (opens in a new tab)',
    noPartners: 'We will introduce our partners here soon.',
    joinTitle: 'Work with us',
    joinText: 'We are looking for people who enjoy looking after homes and the people who live in them. You can also let your flat through us or invest with us.',
    jobs: 'See job openings',
    landlords: 'For landlords',
    investors: 'For investors',
  },
});

interface Figures {
  homes: number;
  rooms: number;
  cities: number;
}

async function loadFigures(signal: AbortSignal): Promise<Figures> {
  // Visitors only receive published homes and rooms, so the totals are the published ones.
  const [homes, rooms] = await Promise.all([
    listRecords<{ city: string }>('properties', { limit: ALL, ...onlyFields(['city']) }, signal),
    listRecords<unknown>('rooms', { limit: 1, ...onlyFields(['published']) }, signal),
  ]);
  // Cities are counted over the first page of homes; past 100 homes the count is a floor.
  const cities = new Set(homes.docs.map((home) => home.city.trim().toLowerCase()).filter(Boolean));
  return { homes: homes.totalDocs, rooms: rooms.totalDocs, cities: cities.size };
}

function FiguresBlock() {
  const t = useT(messages);
  const f = useFormat();
  const figures = useRemote(loadFigures, 'about-figures');
  return (
    <section aria-labelledby="figures" className="rounded-2xl bg-stone-900 px-6 py-8 text-white">
      <h2 id="figures" className="text-lg font-semibold">
        {t('figuresTitle')}
      </h2>
      <RemoteState remote={figures} placeholder={<div className="mt-6 h-20" />}>
        {(data) => (
          <dl className="mt-6 grid grid-cols-3 gap-4">
            {(['homes', 'rooms', 'cities'] as const).map((key) => (
              <div key={key} className="flex flex-col">
                <dt className="order-2 mt-1 text-sm text-stone-300">{t(key, { count: data[key] })}</dt>
                <dd className="order-1 text-3xl font-semibold tabular-nums sm:text-4xl">{f.number(data[key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </RemoteState>
    </section>
  );
}

function PartnerList() {
  const t = useT(messages);
  const f = useFormat();
  const partners = useRemote((signal) => listRecords<Partner>('partners', { limit: ALL, sort: 'order' }, signal), 'partners');
  return (
    <RemoteState remote={partners} placeholder={<div className="h-48 animate-pulse rounded-xl bg-stone-100" />}>
      {({ docs }) =>
        docs.length === 0 ? (
          <p className="text-stone-700">{t('noPartners')}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {docs.map((partner) => {
              const logo = imageSource(partner.logo, 'sm');
              return (
                <li key={partner._id} className="card flex gap-4 p-5">
                  <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100">
                    {logo && <img src={logo} alt="" width={64} height={64} loading="lazy" className="size-full object-contain" />}
                  </div>
                  <div className="min-w-0">
                    <h3 className="font-semibold text-stone-900">
                      {partner.url ? (
                        <a
                          href={partner.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('visit', { name: partner.name })}
                          className="underline-offset-2 hover:text-accent-800 hover:underline"
                        >
                          {partner.name} <span aria-hidden="true">↗</span>
                        </a>
                      ) : (
                        partner.name
                      )}
                    </h3>
                    {partner.description && <p className="mt-1 text-sm text-stone-700">{f.text(partner.description)}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        )
      }
    </RemoteState>
  );
}

export default function AboutUsPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('metaDescription'));
  const values = [
    { title: t('value1Title'), text: t('value1') },
    { title: t('value2Title'), text: t('value2') },
    { title: t('value3Title'), text: t('value3') },
  ];
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <section aria-labelledby="story" className="max-w-prose space-y-4 text-lg leading-relaxed text-stone-800">
            <h2 id="story" className="text-2xl font-semibold tracking-tight text-stone-900">
              {t('storyTitle')}
            </h2>
            <p>{t('story1')}</p>
            <p>{t('story2')}</p>
            <p>{t('story3')}</p>
          </section>
          <FiguresBlock />
        </div>

        <section aria-labelledby="values">
          <h2 id="values" className="text-2xl font-semibold tracking-tight text-stone-900">
            {t('valuesTitle')}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-3">
            {values.map((value) => (
              <li key={value.title} className="rounded-xl bg-accent-50 p-5">
                <h3 className="font-semibold text-stone-900">{value.title}</h3>
                <p className="mt-1 text-stone-700">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partners">
          <h2 id="partners" className="text-2xl font-semibold tracking-tight text-stone-900">
            {t('partnersTitle')}
          </h2>
          <p className="mb-6 mt-2 text-stone-700">{t('partnersLead')}</p>
          <PartnerList />
        </section>

        <section aria-labelledby="join" className="rounded-2xl border border-stone-200 px-6 py-8">
          <h2 id="join" className="text-2xl font-semibold tracking-tight text-stone-900">
            {t('joinTitle')}
          </h2>
          <p className="mt-2 max-w-prose text-stone-700">{t('joinText')}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link to="/workwithus" className="btn-primary">
              {t('jobs')}
            </Link>
            <Link to="/landlord" className="btn">
              {t('landlords')}
            </Link>
            <Link to="/investor" className="btn">
              {t('investors')}
            </Link>
          </div>
        </section>
      </div>
    </PublicLayout>
  );
}
