import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRemote, type Remote } from '../../api/use-remote.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Badge, EmptyPanel, LINK, More, Panel, placeholder } from './DashboardPanel.tsx';
import { INCIDENT_STATUSES, PAYMENT_KINDS, RESERVATION_STATUSES } from '../../../catalog/collections/statuses.ts';
import { labelOf, messages } from './messages.ts';
import { loadHomeIncidents, loadIncidents, loadPaymentsDue, loadReservations } from './tenant-lists-api.ts';

// A tenant's panels of the dashboard: their latest reservations, the payments they still owe and
// the incidents they reported.

export function ReservationsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const reservations = useRemote((signal) => loadReservations(userId, signal), `reservations:${userId}`);
  return (
    <ListPanel
      id="dashboard-reservations"
      title={t('reservations')}
      wide
      footer={t('seeAll')}
      remote={reservations}
      empty={<EmptyPanel title={t('noReservations')} text={t('noReservationsText')} link={{ to: '/searchproperties', label: t('findRoom') }} />}
      item={(reservation, { rooms }) => {
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
      }}
    />
  );
}

export function PaymentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const today = localToday();
  const payments = useRemote((signal) => loadPaymentsDue(userId, signal), `payments:${userId}`);
  return (
    <ListPanel
      id="dashboard-payments"
      title={t('payments')}
      footer={t('seeAll')}
      remote={payments}
      empty={<EmptyPanel title={t('noPayments')} text={t('noPaymentsText')} />}
      item={(payment) => {
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
      }}
    />
  );
}

export function IncidentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const incidents = useRemote((signal) => loadIncidents(userId, signal), `incidents:${userId}`);
  return (
    <ListPanel
      id="dashboard-incidents"
      title={t('incidents')}
      footer={t('reportFromRoom')}
      remote={incidents}
      empty={<EmptyPanel title={t('noIncidents')} text={t('noIncidentsText')} />}
      item={(incident, { types }) => (
        <li key={incident._id} className="py-3 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium text-stone-900">{f.text(types.get(incident.type)) || t('incident')}</p>
            <Badge value={incident.status}>{labelOf(t, INCIDENT_STATUSES, incident.status)}</Badge>
          </div>
          <p className="mt-0.5 line-clamp-2 break-words text-sm text-stone-700">{incident.description}</p>
          <p className="mt-0.5 text-xs text-stone-600">{t('reported', { date: f.instantDay(incident.createdAt) })}</p>
        </li>
      )}
    />
  );
}

/** A landlord's panel: the latest incidents in the rooms of their homes, with their status. */
export function HomeIncidentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const incidents = useRemote((signal) => loadHomeIncidents(signal), `home-incidents:${userId}`);
  return (
    <Panel id="dashboard-home-incidents" title={t('homeIncidents')} wide>
      <RemoteState remote={incidents} placeholder={placeholder}>
        {(page) =>
          page.docs.length === 0 ? (
            <EmptyPanel title={t('noHomeIncidents')} text={t('noHomeIncidentsText')} />
          ) : (
            <>
              <ul className="divide-y divide-stone-100">
                {page.docs.map((incident) => {
                  const room = page.rooms.get(incident.room);
                  return (
                    <li key={incident._id} className="py-3 first:pt-0 last:pb-0">
                      <div className="flex items-start justify-between gap-3">
                        <p className="min-w-0 font-medium text-stone-900">
                          {f.text(page.types.get(incident.type)) || t('incident')}
                          {room && <span className="font-normal text-stone-700"> · {f.text(room.name)}</span>}
                        </p>
                        <Badge value={incident.status}>{labelOf(t, INCIDENT_STATUSES, incident.status)}</Badge>
                      </div>
                      <p className="mt-0.5 line-clamp-2 break-words text-sm text-stone-700">{incident.description}</p>
                      <p className="mt-0.5 text-xs text-stone-600">{t('reported', { date: f.instantDay(incident.createdAt) })}</p>
                    </li>
                  );
                })}
              </ul>
              <More shown={page.docs.length} total={page.totalDocs} />
            </>
          )
        }
      </RemoteState>
    </Panel>
  );
}

interface ListPanelProps<Page extends { docs: readonly unknown[]; totalDocs: number }> {
  id: string;
  title: string;
  wide?: boolean;
  /** The footer's words: each panel's list goes on in My room. */
  footer: string;
  remote: Remote<Page> & { retry: () => void };
  empty: ReactNode;
  /** One `<li>` of the list; the page is there for what the items refer to. */
  item: (doc: Page['docs'][number], page: Page) => ReactNode;
}

/** What the three panels are: a list from one call, the first few shown, an empty state, a link on to My room. */
function ListPanel<Page extends { docs: readonly unknown[]; totalDocs: number }>({ id, title, wide, footer, remote, empty, item }: ListPanelProps<Page>) {
  return (
    <Panel
      id={id}
      title={title}
      wide={wide}
      footer={
        <Link to="/myroom" className={LINK}>
          {footer}
        </Link>
      }
    >
      <RemoteState remote={remote} placeholder={placeholder}>
        {(page) =>
          page.docs.length === 0 ? (
            empty
          ) : (
            <>
              <ul className="divide-y divide-stone-100">{page.docs.map((doc) => item(doc, page))}</ul>
              <More shown={page.docs.length} total={page.totalDocs} />
            </>
          )
        }
      </RemoteState>
    </Panel>
  );
}
