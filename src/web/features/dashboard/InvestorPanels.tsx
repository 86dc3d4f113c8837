import { Link } from 'react-router';
import type { SessionUser } from '../../api/auth.ts';
import { mailHref, telHref, useContact } from '../../components/public/contact.ts';
import { useRemote } from '../../api/use-remote.ts';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { EmptyPanel, LINK, Panel, placeholder } from './DashboardPanel.tsx';
import { getMyInvestorEnquiries, type InvestorEnquiry } from './investor-api.ts';

// An investor's area. Habita has no investment figures of its own to show an investor: what it
// has is their account, the enquiries they sent from the investor page (and where the team has
// got to with each), the team's contact and the public investor page. A tenant's lists would
// only say they have no stays or payments.

const messages = defineMessages({
  es: {
    account: 'Tu cuenta',
    name: 'Nombre',
    email: 'Correo',
    editProfile: 'Editar mi perfil',
    enquiries: 'Tus consultas de inversión',
    noEnquiries: 'Todavía no nos has enviado ninguna consulta',
    noEnquiriesText: 'Cuéntanos tu presupuesto y qué buscas en la página de inversores; la verás aquí con su estado.',
    sendEnquiry: 'Enviar una consulta',
    sentOn: 'Enviada el {date}',
    budget: 'Presupuesto',
    budgetRange: ({ from, to }) => `de ${from} a ${to}`,
    budgetFrom: ({ from }) => `desde ${from}`,
    budgetTo: ({ to }) => `hasta ${to}`,
    lead: 'Recibida',
    contacted: 'En conversación',
    active: 'Inversión activa',
    closed: 'Cerrada',
    team: 'Habla con el equipo de inversión',
    teamText: 'Escríbenos o llámanos: te respondemos en días laborables.',
    investorPage: 'Ver la página de inversores',
  },
  en: {
    account: 'Your account',
    name: 'Name',
    email: 'Email',
    editProfile: 'Edit my profile',
    enquiries: 'Your investment enquiries',
    noEnquiries: 'You have not sent us an enquiry yet',
    noEnquiriesText: 'Tell us your budget and what you are looking for on the investor page; you will see it here with its status.',
    sendEnquiry: 'Send an enquiry',
    sentOn: 'Sent on {date}',
    budget: 'Budget',
    budgetRange: ({ from, to }) => `${from} to ${to}`,
    budgetFrom: ({ from }) => `from ${from}`,
    budgetTo: ({ to }) => `up to ${to}`,
    lead: 'Received',
    contacted: 'In conversation',
    active: 'Investing',
    closed: 'Closed',
    team: 'Talk to the investment team',
    teamText: 'Write or call us: we answer on working days.',
    investorPage: 'See the investor page',
  },
});

export function InvestorAccountPanel({ user }: { user: SessionUser }) {
  const t = useT(messages);
  return (
    <Panel id="investor-account" title={t('account')} footer={<Link to="/profile" className={LINK}>{t('editProfile')}</Link>}>
      <dl className="space-y-2 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-stone-600">{t('name')}</dt>
          <dd className="font-medium text-stone-900">{user.name}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-stone-600">{t('email')}</dt>
          <dd className="break-all font-medium text-stone-900">{user.email}</dd>
        </div>
      </dl>
    </Panel>
  );
}

function Budget({ enquiry }: { enquiry: InvestorEnquiry }) {
  const t = useT(messages);
  const f = useFormat();
  const { budgetMin: min, budgetMax: max } = enquiry;
  if (min === null && max === null) return null;
  let words: string;
  if (min !== null && max !== null) words = t('budgetRange', { from: f.price(min), to: f.price(max) });
  else if (min !== null) words = t('budgetFrom', { from: f.price(min) });
  else words = t('budgetTo', { to: f.price(max!) });
  return (
    <p className="text-sm text-stone-700">
      {t('budget')}: <span className="tabular-nums">{words}</span>
    </p>
  );
}

function EnquiryList({ enquiries }: { enquiries: InvestorEnquiry[] }) {
  const t = useT(messages);
  const f = useFormat();
  if (enquiries.length === 0) {
    return <EmptyPanel title={t('noEnquiries')} text={t('noEnquiriesText')} link={{ to: '/investor', label: t('sendEnquiry') }} />;
  }
  return (
    <ul className="divide-y divide-stone-100">
      {enquiries.map((enquiry) => (
        <li key={enquiry._id} className="space-y-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p className="font-medium text-stone-900">{t('sentOn', { date: f.instantDay(enquiry.createdAt) })}</p>
            <span className="inline-flex shrink-0 items-center rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-700 ring-1 ring-stone-200">
              {t(enquiry.status)}
            </span>
          </div>
          {enquiry.company && <p className="text-sm text-stone-700">{enquiry.company}</p>}
          <Budget enquiry={enquiry} />
          {enquiry.interest && <p className="whitespace-pre-line break-words text-sm text-stone-700">{enquiry.interest}</p>}
        </li>
      ))}
    </ul>
  );
}

export function InvestorEnquiriesPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const remote = useRemote((signal) => getMyInvestorEnquiries(signal), `investor-enquiries:${userId}`);
  return (
    <Panel id="investor-enquiries" title={t('enquiries')}>
      <RemoteState remote={remote} placeholder={placeholder}>
        {(data) => <EnquiryList enquiries={data.enquiries} />}
      </RemoteState>
    </Panel>
  );
}

export function InvestorTeamPanel() {
  const t = useT(messages);
  const contact = useContact();
  return (
    <Panel id="investor-team" title={t('team')} footer={<Link to="/investor" className={LINK}>{t('investorPage')}</Link>}>
      <p className="text-sm text-stone-700">{t('teamText')}</p>
      {contact && (
        <p className="mt-3 flex flex-col gap-1 text-sm">
          <a href={mailHref(contact.email)} className={`${LINK} break-all`}>
            {contact.email}
          </a>
          <a href={telHref(contact.phone)} className={LINK}>
            {contact.phone}
          </a>
        </p>
      )}
    </Panel>
  );
}
