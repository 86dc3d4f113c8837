import { useState } from 'react';
import { Link } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ContentNotice } from './ContentNotice.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import { loadFaqGroups, type FaqGroup } from './faq-data.ts';
import { filterFaqs, foldForSearch } from './faq-filter.ts';

const messages = defineMessages({
  es: {
    title: 'Preguntas frecuentes',
    lead: 'Lo que más nos preguntan sobre reservas, pagos, la vida en el piso y la salida.',
    metaDescription: 'Respuestas a las preguntas más habituales sobre reservar, pagar y vivir en una habitación de Habita.',
    searchLabel: 'Buscar en las preguntas',
    searchPlaceholder: 'Por ejemplo: fianza, cancelar, visitas',
    sections: 'Secciones',
    matches: ({ count }) => (count === 1 ? '1 pregunta coincide' : `${count} preguntas coinciden`),
    noMatch: 'Ninguna pregunta coincide con «{q}»',
    noMatchText: 'Prueba con otra palabra o escríbenos desde la página de ayuda.',
    clear: 'Borrar búsqueda',
    empty: 'Todavía no hay preguntas publicadas',
    moreHelp: '¿No encuentras lo que buscas?',
    moreHelpText: 'En el centro de ayuda tienes teléfonos útiles y cómo contactar con nosotros.',
    toHelp: 'Ir a la ayuda',
  },
  en: {
    title: 'Frequently asked questions',
    lead: 'What people ask us most about booking, payments, living in the flat and moving out.',
    metaDescription: 'Answers to the most common questions about booking, paying for and living in a Habita room.',
    searchLabel: 'Search the questions',
    searchPlaceholder: 'For example: deposit, cancel, visits',
    sections: 'Sections',
    matches: ({ count }) => (count === 1 ? '1 question matches' : `${count} questions match`),
    noMatch: 'No questions match “{q}”',
    noMatchText: 'Try another word, or write to us from the help page.',
    clear: 'Clear search',
    empty: 'No questions have been published yet',
    moreHelp: 'Can’t find what you are looking for?',
    moreHelpText: 'The help centre has useful phone numbers and how to get in touch with us.',
    toHelp: 'Go to help',
  },
});

function FaqList({ groups, query, onClear }: { groups: FaqGroup[]; query: string; onClear: () => void }) {
  const t = useT(messages);
  const f = useFormat();
  const searching = foldForSearch(query) !== '';
  const shown = groups
    .map((group) => ({ section: group.section, faqs: filterFaqs(group.faqs, query, f.language) }))
    .filter((group) => group.faqs.length > 0);
  const count = shown.reduce((sum, group) => sum + group.faqs.length, 0);

  if (!searching && count === 0) return <ContentNotice title={t('empty')} />;
  return (
    <>
      <p className={searching ? 'mb-6 text-sm text-stone-700' : 'sr-only'} role="status">
        {searching && count > 0 ? t('matches', { count }) : ''}
      </p>
      {searching && count === 0 ? (
        <ContentNotice title={t('noMatch', { q: query.trim() })}>
          <p>{t('noMatchText')}</p>
          <button type="button" className="btn mt-5" onClick={onClear}>
            {t('clear')}
          </button>
        </ContentNotice>
      ) : (
        <div className="space-y-10">
          {shown.map(({ section, faqs }) => (
            <section key={section._id} id={`section-${section._id}`} aria-labelledby={`heading-${section._id}`} className="scroll-mt-24">
              <h2 id={`heading-${section._id}`} className="mb-4 text-xl font-semibold text-stone-900">
                {f.text(section.title)}
              </h2>
              <FaqAccordion faqs={faqs} openAll={searching} />
            </section>
          ))}
        </div>
      )}
    </>
  );
}

function SectionLinks({ groups }: { groups: FaqGroup[] }) {
  const t = useT(messages);
  const f = useFormat();
  return (
    <nav aria-label={t('sections')} className="lg:sticky lg:top-24">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-stone-600">{t('sections')}</h2>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {groups.map(({ section }) => (
          <li key={section._id}>
            <a
              href={`#section-${section._id}`}
              className="inline-flex rounded-lg px-3 py-1.5 text-sm font-medium text-stone-800 ring-1 ring-stone-200 hover:bg-stone-100 lg:ring-0"
            >
              {f.text(section.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function FaqPage() {
  const t = useT(messages);
  usePageMeta(t('title'), t('metaDescription'));
  const [query, setQuery] = useState('');
  const faq = useRemote(loadFaqGroups, 'faq');

  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')}>
        <div className="mt-6 max-w-xl">
          <label htmlFor="faq-search" className="label">
            {t('searchLabel')}
          </label>
          <input
            id="faq-search"
            type="search"
            className="input py-2.5 text-base"
            value={query}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <RemoteState
          remote={faq}
          placeholder={
            <div className="space-y-3">
              {Array.from({ length: 6 }, (_, i) => (
                <div key={i} className="h-14 animate-pulse rounded-xl bg-stone-100" />
              ))}
            </div>
          }
        >
          {(groups) => (
            <div className="grid gap-8 lg:grid-cols-[14rem_1fr] lg:gap-12">
              <aside>{groups.length > 1 && <SectionLinks groups={groups} />}</aside>
              <div className="min-w-0">
                <FaqList groups={groups} query={query} onClear={() => setQuery('')} />
                <div className="mt-12 rounded-xl bg-accent-50 px-5 py-6">
                  <h2 className="font-semibold text-stone-900">{t('moreHelp')}</h2>
                  <p className="mt-1 text-stone-700">{t('moreHelpText')}</p>
                  <Link to="/help" className="btn mt-4">
                    {t('toHelp')}
                  </Link>
                </div>
              </div>
            </div>
          )}
        </RemoteState>
      </div>
    </PublicLayout>
  );
}
