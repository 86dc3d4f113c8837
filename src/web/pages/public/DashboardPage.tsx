import { listRecords } from '../../api/public.ts';
import { INCIDENT_STATUSES, PAYMENT_KINDS, RESERVATION_STATUSES } from '../../../catalog/collections/statuses.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../api/auth.ts';
import { useRemote } from '../../api/use-remote.ts';
import { loginPath } from '../../app/next-path.ts';
import { PageIntro, PublicLayout } from '../../components/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { isStaffUser, loadSession } from '../../store/session-slice.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { ALL, recordOf } from './content/content-api.ts';
import type { LocalizedText } from '../../i18n/format.ts';
import { LandlordPanel } from './dashboard/LandlordPanel.tsx';

// The signed-in person's own page: their reservations, what they still have to pay and the
// incidents they reported; a landlord sees their homes' figures instead (dashboard/LandlordPanel.tsx).
// Every list asks for the person's own records explicitly, so staff (who may read everyone's)
// see theirs here too.

const LIST_SIZE = 10;

const messages = defineMessages({
  es: {
    title: 'Tu panel',
    lead: 'Hola, {name}. Aquí tienes tus reservas, tus pagos pendientes y tus incidencias.',
    leadLandlord: 'Hola, {name}. Aquí tienes la ocupación, el alquiler cobrado y las reservas de tus viviendas.',
    leadVisitor: 'Tus reservas, pagos e incidencias, en un mismo sitio.',
    metaDescription: 'Tu panel de Habita: reservas, pagos pendientes e incidencias.',
    signInTitle: 'Inicia sesión para ver tu panel',
    signInText: 'Con tu cuenta de Habita puedes seguir tus reservas, pagar tus recibos y avisarnos de cualquier problema en casa.',
    logIn: 'Iniciar sesión',
    register: 'Crear una cuenta',
    checking: 'Comprobando tu sesión…',
    sessionFailed: 'No hemos podido comprobar tu sesión',
    tryAgain: 'Reintentar',
    shortcuts: 'Accesos directos',
    myRoom: 'Mi habitación',
    profile: 'Mi perfil',
    backOffice: 'Ir al back-office',
    reservations: 'Tus reservas',
    noReservations: 'Todavía no tienes reservas',
    noReservationsText: 'Cuando reserves una habitación, la verás aquí con sus fechas y su estado.',
    findRoom: 'Buscar habitación',
    moveIn: 'Entrada',
    moveOut: 'Salida',
    room: 'Habitación',
    payments: 'Pagos pendientes',
    noPayments: 'No tienes pagos pendientes',
    noPaymentsText: 'Cuando se acerque un recibo, aparecerá aquí con su importe y su fecha.',
    due: 'Vence el {date}',
    overdue: 'Venció el {date}',
    noDueDate: 'Sin fecha de vencimiento',
    incidents: 'Tus incidencias',
    noIncidents: 'No has comunicado ninguna incidencia',
    noIncidentsText: 'Si algo no funciona en tu casa, avísanos desde tu habitación y lo seguimos hasta resolverlo.',
    reportFromRoom: 'Comunicar una incidencia',
    reported: 'Comunicada el {date}',
    incident: 'Incidencia',
    seeAll: 'Ver todo en Mi habitación',
    moreThan: ({ shown, total }) => `Se muestran ${shown} de ${total}.`,
    hold: 'Prerreserva',
    pending_payment: 'Pendiente de pago',
    confirmed: 'Confirmada',
    cancelled: 'Cancelada',
    expired: 'Caducada',
    completed: 'Terminada',
    deposit: 'Fianza',
    first_month: 'Primer mes',
    rent: 'Alquiler',
    fee: 'Gastos',
    refund: 'Devolución',
    open: 'Abierta',
    in_progress: 'En curso',
    resolved: 'Resuelta',
    closed: 'Cerrada',
  },
  en: {
    title: 'Your dashboard',
    lead: 'Hello, {name}. Here are your reservations, the payments due and your incidents.',
    leadLandlord: 'Hello, {name}. Here are the occupancy, rent received and reservations of your homes.',
    leadVisitor: 'Your reservations, payments and incidents, in one place.',
    metaDescription: 'Your Habita dashboard: reservations, payments due and incidents.',
    signInTitle: 'Log in to see your dashboard',
    signInText: 'With your Habita account you can follow your reservations, pay what is due and tell us about any problem at home.',
    logIn: 'Log in',
    register: 'Create an account',
    checking: 'Checking your session…',
    sessionFailed: 'We could not check your session',
    tryAgain: 'Try again',
    shortcuts: 'Shortcuts',
    myRoom: 'My room',
    profile: 'My profile',
    backOffice: 'Go to the back-office',
    reservations: 'Your reservations',
    noReservations: 'You have no reservations yet',
    noReservationsText: 'When you book a room, you will see it here with its dates and status.',
    findRoom: 'Find a room',
    moveIn: 'Move in',
    moveOut: 'Move out',
    room: 'Room',
    payments: 'Payments due',
    noPayments: 'You have no payments due',
    noPaymentsText: 'When a payment comes up, it will appear here with its amount and date.',
    due: 'Due on {date}',
    overdue: 'Was due on {date}',
    noDueDate: 'No due date',
    incidents: 'Your incidents',
    noIncidents: 'You have not reported any incidents',
    noIncidentsText: 'If something is not working at home, tell us from your room page and we will follow it until it is fixed.',
    reportFromRoom: 'Report an incident',
    reported: 'Reported on {date}',
    incident: 'Incident',
    seeAll: 'See everything in My room',
    moreThan: ({ shown, total }) => `Showing ${shown} of ${total}.`,
    hold: 'On hold',
    pending_payment: 'Awaiting payment',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    completed: 'Completed',
    deposit: 'Deposit',
    first_month: 'First month',
    rent: 'Rent',
    fee: 'Fees',
    refund: 'Refund',
    open: 'Open',
    in_progress: 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
  },
});

type Key = keyof (typeof messages)['en'];

/** A label from a closed list the server sends; an unknown value shows as it came. */
function labelOf(t: (key: Key) => string, known: readonly string[], value: string): string {
  return known.includes(value) ? t(value as Key) : value;
}

const TONES = {
  good: 'bg-green-50 text-green-800 ring-green-200',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  quiet: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;

const STATUS_TONES: Record<string, keyof typeof TONES> = {
  confirmed: 'good',
  completed: 'quiet',
  hold: 'waiting',
  pending_payment: 'waiting',
  cancelled: 'quiet',
  expired: 'quiet',
  open: 'waiting',
  in_progress: 'waiting',
  resolved: 'good',
  closed: 'quiet',
};

function Badge({ value, children }: { value: string; children: ReactNode }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[STATUS_TONES[value] ?? 'quiet']}`}>
      {children}
    </span>
  );
}

interface Reservation {
  _id: string;
  room: string;
  startDate: string;
  endDate: string;
  status: string;
}

interface RoomSummary {
  _id: string;
  name: LocalizedText;
  property: string | null;
}

interface PaymentDue {
  _id: string;
  kind: string;
  amount: number;
  dueDate: string | null;
}

interface Incident {
  _id: string;
  type: string;
  description: string;
  status: string;
  createdAt: string;
}

interface Listed<T> {
  docs: T[];
  totalDocs: number;
}

/** A record that may have gone (a removed room): the list still shows, without its name. */
async function maybeRecord<T>(collection: string, id: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await recordOf<T>(collection, id, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

async function loadReservations(userId: string, signal: AbortSignal): Promise<Listed<Reservation> & { rooms: Map<string, RoomSummary> }> {
  const page = await listRecords<Reservation>('roomreserves', { user: userId, sort: '-startDate', limit: LIST_SIZE }, signal);
  const ids = [...new Set(page.docs.map((r) => r.room))];
  const rooms = await Promise.all(ids.map((id) => maybeRecord<RoomSummary>('rooms', id, signal)));
  return { ...page, rooms: new Map(rooms.filter((room): room is RoomSummary => !!room).map((room) => [room._id, room])) };
}

async function loadIncidents(userId: string, signal: AbortSignal): Promise<Listed<Incident> & { types: Map<string, LocalizedText> }> {
  const [page, types] = await Promise.all([
    listRecords<Incident>('incidents', { reportedBy: userId, sort: '-createdAt', limit: LIST_SIZE }, signal),
    listRecords<{ _id: string; name: LocalizedText }>('incidenttypes', { limit: ALL }, signal),
  ]);
  return { ...page, types: new Map(types.docs.map((type) => [type._id, type.name])) };
}

function Panel({ id, title, children, footer, wide = false }: { id: string; title: string; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={id} className={`card flex flex-col p-5 sm:p-6 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-4 flex-1">{children}</div>
      {footer && <div className="mt-5 border-t border-stone-100 pt-4 text-sm">{footer}</div>}
    </section>
  );
}

function EmptyPanel({ title, text, link }: { title: string; text: string; link?: { to: string; label: string } }) {
  return (
    <div className="rounded-lg bg-stone-50 px-4 py-5">
      <p className="font-medium text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-700">{text}</p>
      {link && (
        <Link to={link.to} className="btn mt-4">
          {link.label}
        </Link>
      )}
    </div>
  );
}

const LINK = 'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800';

function More({ shown, total }: { shown: number; total: number }) {
  const t = useT(messages);
  if (total <= shown) return null;
  return <p className="mt-3 text-sm text-stone-600">{t('moreThan', { shown, total })}</p>;
}

const placeholder = (
  <div className="space-y-3">
    <div className="h-16 animate-pulse rounded-lg bg-stone-100" />
    <div className="h-16 animate-pulse rounded-lg bg-stone-100" />
  </div>
);

function ReservationsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const reservations = useRemote((signal) => loadReservations(userId, signal), `reservations:${userId}`);
  return (
    <Panel
      id="dashboard-reservations"
      title={t('reservations')}
      wide
      footer={
        <Link to="/myroom" className={LINK}>
          {t('seeAll')}
        </Link>
      }
    >
      <RemoteState remote={reservations} placeholder={placeholder}>
        {({ docs, totalDocs, rooms }) =>
          docs.length === 0 ? (
            <EmptyPanel title={t('noReservations')} text={t('noReservationsText')} link={{ to: '/searchproperties', label: t('findRoom') }} />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {docs.map((reservation) => {
                  const room = rooms.get(reservation.room);
                  const name = room ? f.text(room.name) : t('room');
                  return (
                    <li key={reservation._id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
                      <div className="min-w-0">
                        <p className="font-medium text-stone-900">
                          {room?.property ? (
                            <Link to={`/singleproperty/${room.property}?room=${room._id}#room-${room._id}`} className="hover:text-accent-800 hover:underline">
                              {name}
                            </Link>
                          ) : (
                            name
                          )}
                        </p>
                        <p className="text-sm text-stone-700">
                          {t('moveIn')} {f.day(reservation.startDate)} · {t('moveOut')} {f.day(reservation.endDate)}
                        </p>
                      </div>
                      <Badge value={reservation.status}>{labelOf(t, RESERVATION_STATUSES, reservation.status)}</Badge>
                    </li>
                  );
                })}
              </ul>
              <More shown={docs.length} total={totalDocs} />
            </>
          )
        }
      </RemoteState>
    </Panel>
  );
}

function PaymentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const today = localToday();
  const payments = useRemote(
    (signal) => listRecords<PaymentDue>('paymentoperations', { user: userId, status: 'pending', sort: 'dueDate', limit: LIST_SIZE }, signal),
    `payments:${userId}`,
  );
  return (
    <Panel
      id="dashboard-payments"
      title={t('payments')}
      footer={
        <Link to="/myroom" className={LINK}>
          {t('seeAll')}
        </Link>
      }
    >
      <RemoteState remote={payments} placeholder={placeholder}>
        {({ docs, totalDocs }) =>
          docs.length === 0 ? (
            <EmptyPanel title={t('noPayments')} text={t('noPaymentsText')} />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {docs.map((payment) => {
                  const late = !!payment.dueDate && payment.dueDate < today;
                  return (
                    <li key={payment._id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                      <div className="min-w-0">
                        <p className="font-medium text-stone-900">{labelOf(t, PAYMENT_KINDS, payment.kind)}</p>
                        <p className={`text-sm ${late ? 'font-medium text-red-700' : 'text-stone-700'}`}>
                          {payment.dueDate ? t(late ? 'overdue' : 'due', { date: f.day(payment.dueDate) }) : t('noDueDate')}
                        </p>
                      </div>
                      <p className="shrink-0 text-lg font-semibold tabular-nums text-stone-900">{f.price(payment.amount)}</p>
                    </li>
                  );
                })}
              </ul>
              <More shown={docs.length} total={totalDocs} />
            </>
          )
        }
      </RemoteState>
    </Panel>
  );
}

function IncidentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const incidents = useRemote((signal) => loadIncidents(userId, signal), `incidents:${userId}`);
  return (
    <Panel
      id="dashboard-incidents"
      title={t('incidents')}
      footer={
        <Link to="/myroom" className={LINK}>
          {t('reportFromRoom')}
        </Link>
      }
    >
      <RemoteState remote={incidents} placeholder={placeholder}>
        {({ docs, totalDocs, types }) =>
          docs.length === 0 ? (
            <EmptyPanel title={t('noIncidents')} text={t('noIncidentsText')} />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {docs.map((incident) => (
                  <li key={incident._id} className="py-3 first:pt-0 last:pb-0">
                    <div className="flex items-start justify-between gap-3">
                      <p className="min-w-0 font-medium text-stone-900">{f.text(types.get(incident.type)) || t('incident')}</p>
                      <Badge value={incident.status}>{labelOf(t, INCIDENT_STATUSES, incident.status)}</Badge>
                    </div>
                    <p className="mt-0.5 line-clamp-2 break-words text-sm text-stone-700">{incident.description}</p>
                    <p className="mt-0.5 text-xs text-stone-600">{t('reported', { date: f.instantDay(incident.createdAt) })}</p>
                  </li>
                ))}
              </ul>
              <More shown={docs.length} total={totalDocs} />
            </>
          )
        }
      </RemoteState>
    </Panel>
  );
}

function SignedInDashboard({ user }: { user: SessionUser }) {
  const t = useT(messages);
  // A landlord's page is about their homes: a tenant's lists would only say they have no stays.
  const landlord = user.role === 'landlord';
  return (
    <>
      <PageIntro title={t('title')} lead={t(landlord ? 'leadLandlord' : 'lead', { name: user.name })}>
        <nav aria-label={t('shortcuts')} className="mt-6 flex flex-wrap gap-3">
          {!landlord && (
            <Link to="/myroom" className="btn">
              {t('myRoom')}
            </Link>
          )}
          <Link to="/profile" className="btn">
            {t('profile')}
          </Link>
          {isStaffUser(user) && (
            <Link to="/admin" className="btn-primary">
              {t('backOffice')}
            </Link>
          )}
        </nav>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 lg:grid-cols-2">
        {landlord ? (
          <LandlordPanel />
        ) : (
          <>
            <ReservationsPanel userId={user._id} />
            <PaymentsPanel userId={user._id} />
            <IncidentsPanel userId={user._id} />
          </>
        )}
      </div>
    </>
  );
}

function SignInPrompt() {
  const t = useT(messages);
  return (
    <>
      <PageIntro title={t('title')} lead={t('leadVisitor')} />
      <div className="mx-auto max-w-xl px-4 py-12">
        <section aria-labelledby="sign-in" className="card p-6 text-center sm:p-8">
          <h2 id="sign-in" className="text-xl font-semibold text-stone-900">
            {t('signInTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('signInText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={loginPath('/dashboard')} className="btn-primary">
              {t('logIn')}
            </Link>
            <Link to="/register" className="btn">
              {t('register')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

export default function DashboardPage() {
  const t = useT(messages);
  const { status, user, error } = useSession();
  const dispatch = useAppDispatch();
  usePageMeta(t('title'), t('metaDescription'));

  let content: ReactNode;
  if (user) content = <SignedInDashboard user={user} />;
  else if (status === 'failed') {
    content = (
      <>
        <PageIntro title={t('title')} />
        <div className="mx-auto max-w-xl px-4 py-12">
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">{t('sessionFailed')}</p>
            {error && <p className="mt-1">{error}</p>}
            <button type="button" className="mt-2 font-semibold underline" onClick={() => void dispatch(loadSession({ force: true }))}>
              {t('tryAgain')}
            </button>
          </div>
        </div>
      </>
    );
  } else if (status === 'ready') content = <SignInPrompt />;
  else {
    content = (
      <>
        <PageIntro title={t('title')} lead={t('leadVisitor')} />
        <p role="status" className="px-4 py-16 text-center text-stone-600">
          {t('checking')}
        </p>
      </>
    );
  }
  return <PublicLayout>{content}</PublicLayout>;
}
