import { useId } from 'react';
import { Link } from 'react-router';
import type { ReservationStatus, Stay } from '../../api/booking.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePaymentWords } from '../../components/public/payment-words.ts';
import { HoldNotice } from './HoldNotice.tsx';
import { HouseInfo } from './HouseInfo.tsx';
import { IncidentsSection } from './IncidentsSection.tsx';
import { PaymentSchedule } from './PaymentSchedule.tsx';
import { ReviewSection } from './ReviewSection.tsx';
import { isUnpaidHold, type Day } from './schedule.ts';

// One stay in My room: the room and home, the dates, and everything about living there.
// A past stay keeps only what is still useful: its payments (receipts) and the review.

const messages = defineMessages({
  es: {
    dates: 'Del {from} al {to}',
    noPhoto: 'Sin foto de la habitación',
    seeRoom: 'Ver la habitación',
  },
  en: {
    dates: '{from} to {to}',
    noPhoto: 'No photo of the room',
    seeRoom: 'See the room',
  },
});

const STATUS_TONE: Record<ReservationStatus, string> = {
  hold: 'bg-amber-100 text-amber-900',
  pending_payment: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-stone-200 text-stone-800',
  expired: 'bg-stone-200 text-stone-700',
  cancelled: 'bg-stone-200 text-stone-700',
};

export interface StayCardProps {
  stay: Stay;
  today: Day;
  now: Date;
  past?: boolean;
  /** The page's first stay: its photo is the largest paint, fetched at high priority. */
  first?: boolean;
  onChanged: () => void;
}

export function StayCard({ stay, today, now, past = false, first = false, onChanged }: StayCardProps) {
  const t = useT(messages);
  const f = useFormat();
  const words = usePaymentWords();
  const id = useId();
  const { reservation, room, property } = stay;
  const photo = room.images[0];
  const confirmed = reservation.status === 'confirmed';

  return (
    <article aria-labelledby={`${id}-name`} className="card overflow-hidden">
      <div className={`grid ${past ? 'sm:grid-cols-[10rem_1fr]' : 'md:grid-cols-[20rem_1fr]'}`}>
        <div className={`bg-stone-100 ${past ? 'aspect-[4/3] sm:aspect-auto' : 'aspect-[4/3]'}`}>
          {photo ? (
            <img
              src={photo.src}
              srcSet={photo.srcSet ?? undefined}
              sizes={past ? '(min-width: 640px) 10rem, calc(100vw - 2rem)' : '(min-width: 768px) 20rem, calc(100vw - 2rem)'}
              alt={f.text(photo.alt) || f.text(room.name)}
              className="size-full object-cover"
              loading={past ? 'lazy' : 'eager'}
              fetchPriority={first ? 'high' : undefined}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-sm text-stone-500">{t('noPhoto')}</div>
          )}
        </div>
        <div className="space-y-2 p-5">
          <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[reservation.status]}`}>{words.reservation(reservation.status)}</span>
          <h2 id={`${id}-name`} className="text-xl font-semibold text-stone-900">
            {f.text(room.name)}
          </h2>
          <p className="text-stone-800">{f.text(property.title)}</p>
          <p className="text-sm text-stone-600">
            {property.address}
            {property.city ? `, ${property.city}` : ''}
          </p>
          <p className="font-medium text-stone-900">{t('dates', { from: f.day(reservation.startDate, 'long'), to: f.day(reservation.endDate, 'long') })}</p>
          <Link to={`/singleproperty/${property._id}?room=${room._id}`} className="inline-block text-sm font-medium text-accent-700 underline underline-offset-2">
            {t('seeRoom')}
          </Link>
        </div>
      </div>

      <div className="space-y-8 border-t border-stone-200 p-5">
        {!past && isUnpaidHold(reservation) && <HoldNotice stay={stay} now={now} onChanged={onChanged} />}
        {!past && confirmed && <HouseInfo stay={stay} />}
        <PaymentSchedule stay={stay} today={today} onChanged={onChanged} />
        {(confirmed || reservation.status === 'completed') && <IncidentsSection stay={stay} />}
        <ReviewSection stay={stay} />
      </div>
    </article>
  );
}
