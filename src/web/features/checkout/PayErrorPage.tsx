import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isPaidPaymentStatus } from '../../../catalog/collections/statuses.ts';
import { ApiError } from '../../api/http.ts';
import { getOperation } from '../../api/payments.ts';
import { useRemote } from '../../api/use-remote.ts';
import { loginPath } from '../../components/account/next-path.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useSession } from '../../store/hooks.ts';
import { payOperation } from '../../api/pay-now.ts';
import { isRecordId } from './record-id.ts';

// Where the payment provider sends a payer back when a payment did not go through
// (`/pay/error?operation=<id>&reason=declined|cancelled|expired`): what happened, and a way to
// try again while the room is held. When the hold lapsed and the dates went to someone else
// meanwhile, trying again answers 409, and the page says so and points back to the room.

const messages = defineMessages({
  es: {
    declinedTitle: 'Tu banco ha rechazado el pago',
    declined: 'No se te ha cobrado nada. Prueba con otra tarjeta o consulta a tu banco.',
    cancelledTitle: 'Has cancelado el pago',
    cancelled: 'No se te ha cobrado nada. La habitación sigue guardada para ti unos minutos: puedes pagar ahora.',
    expiredTitle: 'La sesión de pago ha caducado',
    expired: 'Pasó demasiado tiempo en la página de pago y no se te ha cobrado nada. Puedes empezar de nuevo.',
    otherTitle: 'El pago no se ha completado',
    other: 'No se te ha cobrado nada. Puedes volver a intentarlo cuando quieras.',
    payment: 'Pago pendiente: {amount} · {room}, {property}',
    tryAgain: 'Intentar de nuevo',
    trying: 'Un momento…',
    lapsedTitle: 'Esta reserva ya no se puede pagar',
    lapsed: 'La reserva caducó o se canceló antes de pagarse, así que no se te ha cobrado nada. Vuelve a la habitación para reservarla de nuevo.',
    takenTitle: 'Estas fechas ya no están libres',
    taken: 'La reserva caducó y otra persona ha reservado esas fechas mientras tanto. No se te ha cobrado nada; elige otras fechas para la habitación.',
    paidAlready: 'Este pago ya está hecho. Lo encontrarás en Mi habitación.',
    paidTitle: 'Este pago ya está hecho',
    paid: 'El pago de {amount} se completó después. No tienes que hacer nada más: el recibo está en Mi habitación.',
    paidPlain: 'El pago se completó después. No tienes que hacer nada más: el recibo está en Mi habitación.',
    failed: 'No se ha podido empezar el pago: {message}',
    backToRoom: 'Elegir otras fechas',
    myRoom: 'Ir a Mi habitación',
    receipt: 'Ver el recibo',
    logIn: 'Entrar para pagar',
    help: 'Si vuelve a fallar, escríbenos y lo resolvemos contigo.',
    contact: 'Pedir ayuda',
  },
  en: {
    declinedTitle: 'Your bank declined the payment',
    declined: 'Nothing was charged. Try another card, or check with your bank.',
    cancelledTitle: 'You cancelled the payment',
    cancelled: 'Nothing was charged. The room stays held for you for a few minutes: you can pay now.',
    expiredTitle: 'The payment session expired',
    expired: 'Too much time went by on the payment page, and nothing was charged. You can start again.',
    otherTitle: 'The payment did not go through',
    other: 'Nothing was charged. You can try again whenever you like.',
    payment: 'Payment due: {amount} · {room}, {property}',
    tryAgain: 'Try again',
    trying: 'One moment…',
    lapsedTitle: 'This reservation can no longer be paid',
    lapsed: 'The reservation lapsed or was cancelled before it was paid, so nothing was charged. Go back to the room to reserve it again.',
    takenTitle: 'These dates are no longer free',
    taken: 'The reservation lapsed and someone else has reserved those dates meanwhile. Nothing was charged; choose other dates for the room.',
    paidAlready: 'This payment has already been made. You will find it in My room.',
    paidTitle: 'This payment has been made',
    paid: 'The payment of {amount} went through afterwards. There is nothing more to do: the receipt is in My room.',
    paidPlain: 'The payment went through afterwards. There is nothing more to do: the receipt is in My room.',
    failed: 'The payment could not be started: {message}',
    backToRoom: 'Choose other dates',
    myRoom: 'Go to My room',
    receipt: 'See the receipt',
    logIn: 'Log in to pay',
    help: 'If it fails again, write to us and we will sort it out with you.',
    contact: 'Get help',
  },
});

const REASONS = ['declined', 'cancelled', 'expired'] as const;
type Reason = (typeof REASONS)[number] | 'other';

type Attempt = { state: 'idle' | 'sending' | 'taken' | 'paid' } | { state: 'failed'; message: string };

export default function PayErrorPage() {
  const t = useT(messages);
  const f = useFormat();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  const operationId = params.get('operation');
  const reasonParam = params.get('reason');
  const reason: Reason = REASONS.find((known) => known === reasonParam) ?? 'other';
  const canPay = isRecordId(operationId);
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });

  // What the payment was for, when known; the page works without it.
  const detail = useRemote(
    async (signal) => (user && canPay ? getOperation(operationId, signal) : null),
    `${user?._id ?? ''}:${canPay ? operationId : ''}`,
  );
  const known = detail.status === 'ready' ? detail.data : null;
  // Back on an old error page of a payment made since: say so, rather than offer to pay again.
  const paid = attempt.state === 'paid' || (known !== null && isPaidPaymentStatus(known.operation.status));

  // A payment no longer owed (its hold lapsed or was dropped) cannot be retried: offer the room again.
  const lapsed = !paid && attempt.state !== 'taken' && known?.operation.status === 'cancelled';
  const taken = attempt.state === 'taken' || lapsed;
  // What the payment is now outranks what the provider's return address said about it back then.
  const paidLead = known ? t('paid', { amount: f.price(known.operation.amount) }) : t('paidPlain');
  const title = paid ? t('paidTitle') : lapsed ? t('lapsedTitle') : taken ? t('takenTitle') : t(`${reason}Title`);
  const lead = paid ? paidLead : lapsed ? t('lapsed') : taken ? t('taken') : t(reason);
  usePageMeta(title, lead);

  const tryAgain = async () => {
    if (!canPay) return;
    setAttempt({ state: 'sending' });
    try {
      await payOperation(operationId);
    } catch (error) {
      // A 409 at startDate: the hold lapsed and the dates went to someone else (src/server/payments/checkout.ts).
      if (error instanceof ApiError && error.status === 409 && error.field === 'startDate') setAttempt({ state: 'taken' });
      else if (error instanceof ApiError && error.status === 409 && /already been made/i.test(error.message)) setAttempt({ state: 'paid' });
      else setAttempt({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const roomLink = known && (
    <Link to={`/singleproperty/${known.property._id}?room=${known.room._id}`} className={taken ? 'btn-primary' : 'btn'}>
      {t('backToRoom')}
    </Link>
  );

  return (
    <PublicLayout>
      <PageIntro title={title} lead={lead} />
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-10">
        {known && !taken && !paid && (
          <p className="card px-4 py-3 text-stone-800">
            {t('payment', { amount: f.price(known.operation.amount), room: f.text(known.room.name), property: f.text(known.property.title) })}
          </p>
        )}
        {attempt.state === 'failed' && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('failed', { message: attempt.message })}
          </p>
        )}
        {paid && (
          <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">
            {t('paidAlready')}{' '}
            <Link to={`/pay/success/${operationId}?view=receipt`} className="font-semibold underline underline-offset-2">
              {t('receipt')}
            </Link>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {canPay && !taken && !paid && user && (
            <button type="button" className="btn-primary" disabled={attempt.state === 'sending'} onClick={() => void tryAgain()}>
              {attempt.state === 'sending' ? t('trying') : t('tryAgain')}
            </button>
          )}
          {canPay && !user && (
            <Link to={loginPath(`${pathname}${search}`)} className="btn-primary">
              {t('logIn')}
            </Link>
          )}
          {taken && roomLink}
          <Link to="/myroom" className={paid ? 'btn-primary' : 'btn'}>
            {t('myRoom')}
          </Link>
          {!taken && !paid && (
            <Link to="/help" className="btn">
              {t('contact')}
            </Link>
          )}
        </div>
        {!taken && !paid && <p className="max-w-2xl text-sm text-stone-600">{t('help')}</p>}
      </div>
      {/* The answer to "Try again" is read out: a refusal, dates now taken, or already paid. */}
      <div role="status" className="sr-only">
        {taken ? t('taken') : ''}
      </div>
    </PublicLayout>
  );
}
