import { listRecords } from '../../api/public.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { ContentNotice } from './ContentNotice.tsx';
import { PHONE_CATEGORIES } from '../../../catalog/collections/statuses.ts';
import { ALL, type UsefulPhone } from '../../api/public-content.ts';
import { mailHref, telHref, useContact } from '../../components/public/contact.ts';
import { FaqAccordion } from './FaqAccordion.tsx';
import { loadFaqGroups, type FaqGroup } from './faq-data.ts';

// The help centre: one topic at a time, chosen in the address (/help/<FAQ section id> or
// /help/phones), so a topic can be linked to from an email or a message.

const PHONES_OPTION = 'phones';

const messages = defineMessages({
  es: {
    title: 'Centro de ayuda',
    lead: 'Respuestas rápidas, teléfonos útiles y cómo hablar con nosotros.',
    metaDescription: 'Ayuda de Habita: respuestas sobre reservas y pagos, teléfonos útiles en tu ciudad y contacto con nuestro equipo.',
    topics: 'Temas de ayuda',
    phones: 'Teléfonos útiles',
    emergencyNumber: 'En una emergencia, llama al',
    phonesLead: 'Números a mano para urgencias, salud, transporte y tu edificio. Los de Habita atienden las 24 horas.',
    city: 'Ciudad',
    allCities: 'Todas las ciudades',
    everywhere: 'Toda España',
    call: 'Llamar a {name}: {phone}',
    noPhones: 'No hay teléfonos para esta ciudad',
    emergency: 'Urgencias',
    health: 'Salud',
    transport: 'Transporte',
    building: 'Tu casa y Habita',
    allFaqs: 'Ver todas las preguntas frecuentes',
    noQuestions: 'Esta sección todavía no tiene preguntas.',
    unknown: 'No encontramos este tema de ayuda',
    unknownText: 'Puede que el enlace esté mal escrito o que el tema ya no exista.',
    toHelp: 'Ver todos los temas',
    contactTitle: '¿Necesitas hablar con nosotros?',
    contactText: 'Escríbenos y te respondemos en un día laborable. Si es urgente y vives en un piso de Habita, llama al teléfono de atención a inquilinos.',
    writeUs: 'Escríbenos a {email}',
    faqLink: 'Preguntas frecuentes',
    empty: 'Todavía no hay temas de ayuda publicados.',
  },
  en: {
    title: 'Help centre',
    lead: 'Quick answers, useful phone numbers and how to reach us.',
    metaDescription: 'Habita help: answers about booking and payments, useful phone numbers in your city and how to contact our team.',
    topics: 'Help topics',
    phones: 'Useful phone numbers',
    emergencyNumber: 'In an emergency, call',
    phonesLead: 'Numbers to keep at hand for emergencies, health, transport and your building. Habita’s lines are open 24 hours.',
    city: 'City',
    allCities: 'All cities',
    everywhere: 'All of Spain',
    call: 'Call {name}: {phone}',
    noPhones: 'There are no numbers for this city',
    emergency: 'Emergencies',
    health: 'Health',
    transport: 'Transport',
    building: 'Your home and Habita',
    allFaqs: 'See all frequently asked questions',
    noQuestions: 'This section has no questions yet.',
    unknown: 'We could not find this help topic',
    unknownText: 'The link may be mistyped, or the topic no longer exists.',
    toHelp: 'See all topics',
    contactTitle: 'Need to talk to us?',
    contactText: 'Write to us and we will answer within one working day. If it is urgent and you live in a Habita home, call the tenant support line.',
    writeUs: 'Write to {email}',
    faqLink: 'Frequently asked questions',
    empty: 'No help topics have been published yet.',
  },
});

function HelpNav({ groups, option }: { groups: FaqGroup[]; option: string }) {
  const t = useT(messages);
  const f = useFormat();
  const items = [...groups.map((g) => ({ id: g.section._id, label: f.text(g.section.title) })), { id: PHONES_OPTION, label: t('phones') }];
  return (
    <nav aria-label={t('topics')}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {items.map((item) => {
          const current = item.id === option;
          return (
            <li key={item.id}>
              <Link
                to={`/help/${item.id}`}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-lg px-3.5 text-sm font-medium transition-colors lg:flex lg:w-full ${
                  current ? 'bg-accent-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-200 hover:bg-stone-100 lg:bg-transparent lg:ring-0'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SectionTopic({ group }: { group: FaqGroup }) {
  const t = useT(messages);
  const f = useFormat();
  return (
    <section aria-labelledby="help-topic">
      <h2 id="help-topic" className="mb-5 text-2xl font-semibold tracking-tight text-stone-900">
        {f.text(group.section.title)}
      </h2>
      {group.faqs.length > 0 ? <FaqAccordion faqs={group.faqs} /> : <p className="text-stone-700">{t('noQuestions')}</p>}
      <Link to="/faq" className="mt-5 inline-block font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800">
        {t('allFaqs')}
      </Link>
    </section>
  );
}

function PhonesTopic() {
  const t = useT(messages);
  const f = useFormat();
  const [params, setParams] = useSearchParams();
  const city = params.get('city') ?? '';
  const phones = useRemote((signal) => listRecords<UsefulPhone>('usefulphones', { limit: ALL, sort: 'order' }, signal), 'usefulphones');
  return (
    <section aria-labelledby="help-topic">
      <h2 id="help-topic" className="text-2xl font-semibold tracking-tight text-stone-900">
        {t('phones')}
      </h2>
      <p className="mt-2 text-stone-700">{t('phonesLead')}</p>
      {/* 112 works everywhere in the EU, whatever the list below holds. */}
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-900">
        <span className="font-medium">{t('emergencyNumber')}</span>
        <a href="tel:112" className="text-lg font-bold tabular-nums underline underline-offset-2">
          112
        </a>
      </p>
      <RemoteState remote={phones} placeholder={<div className="mt-6 h-96 animate-pulse rounded-xl bg-stone-100" />}>
        {({ docs }) => {
          const cities = [...new Set(docs.map((p) => p.city).filter((c): c is string => !!c))].sort((a, b) => a.localeCompare(b, f.language));
          const shown = docs.filter((p) => !city || !p.city || p.city.toLowerCase() === city.toLowerCase());
          const groups = PHONE_CATEGORIES.map((category) => ({ category, phones: shown.filter((p) => p.category === category) })).filter(
            (g) => g.phones.length > 0,
          );
          return (
            <>
              <div className="mt-6 max-w-xs">
                <label htmlFor="phone-city" className="label">
                  {t('city')}
                </label>
                <select
                  id="phone-city"
                  className="input"
                  value={cities.find((c) => c.toLowerCase() === city.toLowerCase()) ?? ''}
                  onChange={(event) =>
                    setParams(
                      (current) => {
                        const next = new URLSearchParams(current);
                        if (event.target.value) next.set('city', event.target.value);
                        else next.delete('city');
                        return next;
                      },
                      { replace: true },
                    )
                  }
                >
                  <option value="">{t('allCities')}</option>
                  {cities.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </div>
              {groups.length === 0 ? (
                <p className="mt-6 text-stone-700">{t('noPhones')}</p>
              ) : (
                <div className="mt-8 grid gap-8 md:grid-cols-2">
                  {groups.map((group) => (
                    <div key={group.category}>
                      <h3 className="mb-3 font-semibold text-stone-900">{t(group.category)}</h3>
                      <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                        {group.phones.map((phone) => (
                          <li key={phone._id} className="flex items-center justify-between gap-4 px-4 py-3">
                            <div className="min-w-0 flex-1">
                              <p className="font-medium text-stone-900">{f.text(phone.name)}</p>
                              <p className="text-sm text-stone-600">{phone.city || t('everywhere')}</p>
                            </div>
                            <a
                              href={telHref(phone.phone)}
                              aria-label={t('call', { name: f.text(phone.name), phone: phone.phone })}
                              className="whitespace-nowrap font-semibold tabular-nums text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline"
                            >
                              {phone.phone}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              )}
            </>
          );
        }}
      </RemoteState>
    </section>
  );
}

function ContactBlock() {
  const t = useT(messages);
  const contact = useContact();
  return (
    <aside aria-labelledby="help-contact" className="mt-12 rounded-xl bg-accent-50 px-5 py-6">
      <h2 id="help-contact" className="font-semibold text-stone-900">
        {t('contactTitle')}
      </h2>
      <p className="mt-1 max-w-prose text-stone-700">{t('contactText')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        {contact && (
          <>
            <a href={mailHref(contact.email)} className="btn-primary">
              {t('writeUs', { email: contact.email })}
            </a>
            <a href={telHref(contact.phone)} className="btn">
              {contact.phone}
            </a>
          </>
        )}
        <Link to="/faq" className="btn">
          {t('faqLink')}
        </Link>
      </div>
    </aside>
  );
}

function HelpTopic({ groups, option }: { groups: FaqGroup[]; option: string }) {
  const t = useT(messages);
  if (option === PHONES_OPTION) return <PhonesTopic />;
  const group = groups.find((g) => g.section._id === option);
  if (group) return <SectionTopic group={group} />;
  return (
    <ContentNotice title={t('unknown')} action={{ to: '/help', label: t('toHelp') }}>
      {t('unknownText')}
    </ContentNotice>
  );
}

export default function HelpPage() {
  const t = useT(messages);
  const { option: asked } = useParams();
  usePageMeta(t('title'), t('metaDescription'));
  const help = useRemote(loadFaqGroups, 'help');
  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <RemoteState
          remote={help}
          placeholder={
            <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
              <div className="h-10 rounded-lg bg-stone-100 lg:h-48" />
              <div className="h-80 animate-pulse rounded-xl bg-stone-100" />
            </div>
          }
        >
          {(groups) => {
            // Without a topic in the address, the first one shows (the phones when there is no FAQ).
            const option = asked ?? groups[0]?.section._id ?? PHONES_OPTION;
            return (
              <div className="grid gap-8 lg:grid-cols-[15rem_1fr] lg:gap-12">
                <div className="lg:sticky lg:top-24 lg:self-start">
                  <HelpNav groups={groups} option={option} />
                </div>
                <div className="min-w-0">
                  <HelpTopic groups={groups} option={option} />
                  <ContactBlock />
                </div>
              </div>
            );
          }}
        </RemoteState>
      </div>
    </PublicLayout>
  );
}
