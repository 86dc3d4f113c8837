import { useId, useState } from 'react';
import type { ReservationStatus } from '../../../catalog/collections/statuses.ts';
import { useRemote } from '../../api/use-remote.ts';
import { localToday } from '../../components/public/calendar-days.ts';
import { dateFormat } from '../../i18n/format.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import type { LandlordSummary, OccupancyFigures } from '../../../contracts/landlord.ts';
import { getLandlordSummary, monthPeriod, shiftMonth } from './landlord-summary-api.ts';

// A landlord's own homes on their dashboard, a month at a time: how full the rooms were, what
// rent they brought in (landlord-income.ts on the server says exactly what counts), and the stays themselves with the
// guest's first name. The figures come from /api/booking/landlord/summary.

const messages = defineMessages({
  es: {
    title: 'Tus propiedades',
    lead: 'Ocupación, alquiler cobrado y reservas de tus viviendas en el mes elegido.',
    month: 'Mes',
    previous: 'Mes anterior',
    next: 'Mes siguiente',
    occupancy: 'Ocupación',
    nights: ({ occupied, available }) => `${occupied} de ${available} noches`,
    income: 'Alquiler cobrado',
    incomeHint: 'Alquiler recibido en el mes, con descuentos y devoluciones restados; sin fianzas ni gastos de Habita',
    confirmedHint: 'Estancias pagadas con alguna noche en el mes',
    upcomingHint: 'Estancias pagadas que empiezan a partir de hoy',
    holdHint: 'Reservas que guardan una habitación hasta su primer pago',
    confirmed: 'Confirmadas',
    upcoming: 'Próximas entradas',
    hold: 'Esperando pago',
    rooms: ({ count }) => (count === 1 ? '1 habitación' : `${count} habitaciones`),
    properties: 'Por vivienda',
    noProperties: 'Todavía no tienes viviendas en Habita',
    noPropertiesText: 'Cuando el equipo de Habita asocie tus viviendas a tu cuenta, verás aquí su ocupación y sus ingresos.',
    reservations: 'Reservas',
    noReservations: 'No hay reservas desde este mes.',
    guest: 'Huésped',
    stay: ({ from, to }) => `Del ${from} al ${to}`,
    loadFailed: 'No hemos podido cargar las cifras de tus viviendas.',
    tryAgain: 'Reintentar',
    loading: 'Cargando las cifras de tus viviendas…',
    hold_status: 'Prerreserva',
    pending_payment: 'Pendiente de pago',
    confirmed_status: 'Confirmada',
    cancelled: 'Cancelada',
    expired: 'Caducada',
    completed: 'Terminada',
  },
  en: {
    title: 'Your properties',
    lead: 'Occupancy, rent received and reservations of your homes in the month you choose.',
    month: 'Month',
    previous: 'Previous month',
    next: 'Next month',
    occupancy: 'Occupancy',
    nights: ({ occupied, available }) => `${occupied} of ${available} nights`,
    income: 'Rent received',
    incomeHint: 'Rent received in the month, less discounts and refunds; without deposits or Habita’s fees',
    confirmedHint: 'Paid stays with a night in the month',
    upcomingHint: 'Paid stays that start from today',
    holdHint: 'Reservations keeping a room until their first payment',
    confirmed: 'Confirmed',
    upcoming: 'Upcoming move-ins',
    hold: 'Awaiting payment',
    rooms: ({ count }) => (count === 1 ? '1 room' : `${count} rooms`),
    properties: 'By property',
    noProperties: 'You have no homes on Habita yet',
    noPropertiesText: 'When the Habita team links your homes to your account, you will see their occupancy and income here.',
    reservations: 'Reservations',
    noReservations: 'No reservations from this month on.',
    guest: 'Guest',
    stay: ({ from, to }) => `${from} to ${to}`,
    loadFailed: 'We could not load the figures of your homes.',
    tryAgain: 'Try again',
    loading: 'Loading the figures of your homes…',
    hold_status: 'On hold',
    pending_payment: 'Awaiting payment',
    confirmed_status: 'Confirmed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    completed: 'Completed',
  },
});

type Key = keyof (typeof messages)['en'];

const STATUS_KEYS: Record<string, Key> = {
  hold: 'hold_status',
  pending_payment: 'pending_payment',
  confirmed: 'confirmed_status',
  cancelled: 'cancelled',
  expired: 'expired',
  completed: 'completed',
} satisfies Record<ReservationStatus, Key>;
const STATUS_TONES: Record<string, string> = {
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  hold: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
} satisfies Partial<Record<ReservationStatus, string>>;

const percent = (share: number) => `${Math.round(share * 100)}%`;

function OccupancyBar({ share }: { share: number }) {
  return (
    <span aria-hidden="true" className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-stone-200">
      <span className="block h-full rounded-full bg-accent-600" style={{ width: `${Math.min(100, share * 100)}%` }} />
    </span>
  );
}

function Figures({ figures }: { figures: OccupancyFigures }) {
  const t = useT(messages);
  const f = useFormat();
  return (
    // Awaiting payment is a count of its own, not a line under the move-ins: its own card, the
    // whole row at 390 px where the grid has two columns.
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <div className="rounded-lg bg-stone-50 px-4 py-3">
        <dt className="text-sm text-stone-600">{t('occupancy')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{percent(figures.occupancy)}</dd>
        <dd className="text-xs text-stone-600">{t('nights', { occupied: f.number(figures.occupiedNights), available: f.number(figures.availableNights) })}</dd>
      </div>
      <div className="rounded-lg bg-stone-50 px-4 py-3">
        <dt className="text-sm text-stone-600">{t('income')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{f.price(figures.income)}</dd>
        <dd className="text-xs text-stone-600">{t('incomeHint')}</dd>
      </div>
      <div className="rounded-lg bg-stone-50 px-4 py-3">
        <dt className="text-sm text-stone-600">{t('confirmed')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{f.number(figures.reservations.confirmed)}</dd>
        <dd className="text-xs text-stone-600">{t('confirmedHint')}</dd>
      </div>
      <div className="rounded-lg bg-stone-50 px-4 py-3">
        <dt className="text-sm text-stone-600">{t('upcoming')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{f.number(figures.reservations.upcoming)}</dd>
        <dd className="text-xs text-stone-600">{t('upcomingHint')}</dd>
      </div>
      <div className="col-span-2 rounded-lg bg-stone-50 px-4 py-3 sm:col-span-1">
        <dt className="text-sm text-stone-600">{t('hold')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{f.number(figures.reservations.hold)}</dd>
        <dd className="text-xs text-stone-600">{t('holdHint')}</dd>
      </div>
    </dl>
  );
}

function SummaryBody({ data }: { data: LandlordSummary }) {
  const t = useT(messages);
  const f = useFormat();
  if (data.properties.length === 0) {
    return (
      <div className="rounded-lg bg-stone-50 px-4 py-5">
        <p className="font-medium text-stone-900">{t('noProperties')}</p>
        <p className="mt-1 text-sm text-stone-700">{t('noPropertiesText')}</p>
      </div>
    );
  }
  const titles = new Map(data.properties.map((p) => [p._id, f.text(p.title)]));
  return (
    <div className="space-y-6">
      <Figures figures={data.totals} />
      <section aria-labelledby="landlord-properties">
        <h3 id="landlord-properties" className="text-base font-semibold text-stone-900">
          {t('properties')}
        </h3>
        <ul className="mt-3 grid gap-3 md:grid-cols-2">
          {data.properties.map((property) => (
            <li key={property._id} className="min-w-0 rounded-lg border border-stone-200 px-4 py-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-stone-900">{f.text(property.title)}</p>
                  <p className="text-sm text-stone-600">
                    {[property.city, t('rooms', { count: property.rooms })].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <p className="shrink-0 text-right">
                  <span className="block text-lg font-semibold tabular-nums text-stone-900">{f.price(property.income)}</span>
                  <span className="block text-xs text-stone-600">{t('income')}</span>
                </p>
              </div>
              <p className="mt-2 text-sm text-stone-700">
                {t('occupancy')} <span className="font-semibold tabular-nums text-stone-900">{percent(property.occupancy)}</span> ·{' '}
                {t('nights', { occupied: f.number(property.occupiedNights), available: f.number(property.availableNights) })}
              </p>
              <OccupancyBar share={property.occupancy} />
              <p className="mt-2 text-xs text-stone-600">
                {t('confirmed')} {f.number(property.reservations.confirmed)} · {t('upcoming')} {f.number(property.reservations.upcoming)} · {t('hold')}{' '}
                {f.number(property.reservations.hold)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="landlord-reservations">
        <h3 id="landlord-reservations" className="text-base font-semibold text-stone-900">
          {t('reservations')}
        </h3>
        {data.reservations.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t('noReservations')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-stone-100">
            {data.reservations.map((reservation) => (
              <li key={reservation._id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">
                    {reservation.guestName ?? t('guest')} · {f.text(reservation.roomName)}
                  </p>
                  <p className="text-sm text-stone-700">
                    {titles.get(reservation.property)} · {t('stay', { from: f.day(reservation.startDate), to: f.day(reservation.endDate) })}
                  </p>
                </div>
                <span
                  className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STATUS_TONES[reservation.status] ?? 'bg-stone-100 text-stone-700 ring-stone-200'}`}
                >
                  {STATUS_KEYS[reservation.status] ? t(STATUS_KEYS[reservation.status]!) : reservation.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function LandlordPanel() {
  const t = useT(messages);
  const f = useFormat();
  const [month, setMonth] = useState(() => localToday().slice(0, 7));
  const summary = useRemote((signal) => getLandlordSummary(monthPeriod(month), signal), `landlord:${month}`);
  const monthId = useId();
  const monthName = dateFormat(f.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

  return (
    <section aria-labelledby="dashboard-landlord" className="card min-w-0 p-5 sm:p-6 lg:col-span-2">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="dashboard-landlord" className="text-xl font-semibold text-stone-900">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{t('lead')}</p>
        </div>
        <div className="flex items-end gap-2">
          <button type="button" className="btn px-2.5" onClick={() => setMonth(shiftMonth(month, -1))} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <div>
            <label htmlFor={monthId} className="label text-xs">
              {t('month')}
            </label>
            <input id={monthId} type="month" className="input py-1.5" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
          </div>
          <button type="button" className="btn px-2.5" onClick={() => setMonth(shiftMonth(month, 1))} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {monthName}
      </p>
      <div className="mt-5">
        {summary.status === 'loading' && (
          <div aria-busy="true" className="space-y-3">
            <span className="sr-only">{t('loading')}</span>
            <div className="h-20 animate-pulse rounded-lg bg-stone-100" />
            <div className="h-28 animate-pulse rounded-lg bg-stone-100" />
          </div>
        )}
        {summary.status === 'error' && (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <p>{t('loadFailed')}</p>
            <button type="button" className="mt-2 font-semibold underline" onClick={summary.retry}>
              {t('tryAgain')}
            </button>
          </div>
        )}
        {summary.status === 'ready' && <SummaryBody data={summary.data} />}
      </div>
    </section>
  );
}
