import { Link } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { Badge, EmptyPanel, LINK, More, Panel, placeholder } from './DashboardPanel.tsx';
import { INCIDENT_STATUSES, PAYMENT_KINDS, RESERVATION_STATUSES, labelOf, messages } from './messages.ts';
import { loadIncidents, loadPaymentsDue, loadReservations } from './tenant-lists-api.ts';

// A tenant's panels of the dashboard: their latest reservations, the payments they still owe and
// the incidents they reported.

export function ReservationsPanel({ userId }: { userId: string }) {
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

export function PaymentsPanel({ userId }: { userId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const today = localToday();
  const payments = useRemote((signal) => loadPaymentsDue(userId, signal), `payments:${userId}`);
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

export function IncidentsPanel({ userId }: { userId: string }) {
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
