import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isPaidReservationStatus } from '../../../catalog/collections/statuses.ts';
import type { OperationDetail } from '../../api/payments.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { loginPath } from '../../components/account/next-path.ts';
import { useSession } from '../../store/hooks.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { payOperation } from '../../api/pay-now.ts';
import { usePaymentWords } from '../../components/public/payment-words.ts';
import { Receipt } from './Receipt.tsx';
import { isRecordId } from './record-id.ts';
import { useSettledOperation } from './use-settled-operation.ts';

// Where the payment provider sends a payer back after paying (`/pay/success/<operation id>`).
// The provider's confirmation (its webhook) may not have reached the server yet, so the page
// waits for it, saying so, and then shows the confirmed stay and the receipt. My room links
// here with `?view=receipt` to show the receipt of a past payment.

const messages = defineMessages({
  es: {
    checking: 'Comprobando tu pago',
    waitingTitle: 'Confirmando tu pago',
    waiting: 'Estamos esperando la confirmación del proveedor de pagos. Suele tardar unos segundos; no cierres esta página.',
    slowTitle: 'Está tardando más de lo normal',
    slow: 'El proveedor de pagos aún no ha confirmado el pago. No vuelvas a pagar: te escribiremos en cuanto llegue la confirmación y lo verás en Mi habitación.',
    checkAgain: 'Comprobar de nuevo',
    confirmedTitle: 'Tu reserva está confirmada',
    paidTitle: 'Pago recibido',
    paid: 'Gracias, tu pago se ha completado correctamente.',
    receiptTitle: 'Recibo',
    refundedInstead: 'Mientras pagabas, otra persona reservó esas fechas, así que te hemos devuelto el pago completo. Lo verás en tu cuenta en unos días.',
    failedTitle: 'El pago no se ha completado',
    failed: 'No se te ha cobrado nada. Puedes volver a intentarlo mientras la habitación siga guardada para ti.',
    cancelledTitle: 'Este pago ya no está pendiente',
    cancelled: 'La reserva caducó antes de que llegara el pago, así que ya no hay nada que pagar. Puedes volver a reservar la habitación si las fechas siguen libres.',
    notFoundTitle: 'No encontramos este pago',
    notFound: 'Puede que el enlace esté incompleto o que el pago sea de otra cuenta. Tus pagos están en Mi habitación.',
    errorTitle: 'No hemos podido comprobar el pago',
    error: 'Comprueba tu conexión y vuelve a intentarlo. Si ya pagaste, no vuelvas a pagar.',
    stay: 'Tu estancia',
    dates: 'Del {from} al {to}',
    status: 'Estado: {status}',
    print: 'Imprimir recibo',
    myRoom: 'Ir a Mi habitación',
    tryAgain: 'Intentar pagar de nuevo',
    retrying: 'Un momento…',
    property: 'Ver la habitación',
    retryFailed: 'No se ha podido empezar el pago: {message}',
    signInTitle: 'Entra para ver tu pago',
    signIn: 'Tus pagos solo los ves tú: entra en tu cuenta y volverás aquí.',
    logIn: 'Entrar',
  },
  en: {
    checking: 'Checking your payment',
    waitingTitle: 'Confirming your payment',
    waiting: 'We are waiting for the payment provider’s confirmation. It usually takes a few seconds; please keep this page open.',
    slowTitle: 'This is taking longer than usual',
    slow: 'The payment provider has not confirmed the payment yet. Do not pay again: we will write to you as soon as the confirmation arrives, and you will see it in My room.',
    checkAgain: 'Check again',
    confirmedTitle: 'Your reservation is confirmed',
    paidTitle: 'Payment received',
    paid: 'Thank you: your payment went through.',
    receiptTitle: 'Receipt',
    refundedInstead: 'While you were paying, someone else reserved those dates, so we have refunded your payment in full. It will reach your account within a few days.',
    failedTitle: 'The payment did not go through',
    failed: 'Nothing was charged. You can try again while the room is still held for you.',
    cancelledTitle: 'This payment is no longer due',
    cancelled: 'The reservation expired before the payment arrived, so there is nothing to pay. You can reserve the room again if the dates are still free.',
    notFoundTitle: 'We cannot find this payment',
    notFound: 'The link may be incomplete, or the payment may belong to another account. Your payments are in My room.',
    errorTitle: 'We could not check the payment',
    error: 'Check your connection and try again. If you have already paid, do not pay again.',
    stay: 'Your stay',
    dates: '{from} to {to}',
    status: 'Status: {status}',
    print: 'Print receipt',
    myRoom: 'Go to My room',
    tryAgain: 'Try paying again',
    retrying: 'One moment…',
    property: 'See the room',
    retryFailed: 'The payment could not be started: {message}',
    signInTitle: 'Log in to see your payment',
    signIn: 'Only you can see your payments: log in and you will come back here.',
    logIn: 'Log in',
  },
});

type Key = keyof (typeof messages)['en'];

function StaySummary({ detail }: { detail: OperationDetail }) {
  const t = useT(messages);
  const f = useFormat();
  const pay = usePaymentWords();
  const { reservation, room, property } = detail;
  return (
    <section aria-labelledby="paid-stay" className="card p-5 sm:p-6">
      <h2 id="paid-stay" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
        {t('stay')}
      </h2>
      <p className="mt-2 text-lg font-semibold text-stone-900">{f.text(room.name)}</p>
      <p className="text-stone-700">
        {f.text(property.title)}
        {property.city ? `, ${property.city}` : ''}
      </p>
      <p className="mt-2 text-stone-800">{t('dates', { from: f.day(reservation.startDate, 'long'), to: f.day(reservation.endDate, 'long') })}</p>
      <p className="mt-1 text-sm text-stone-600">{t('status', { status: pay.reservation(reservation.status) })}</p>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3 print:hidden">{children}</div>;
}

export default function PaySuccessPage() {
  const { ID = '' } = useParams();
  const [params] = useSearchParams();
  const asReceipt = params.get('view') === 'receipt';
  const t = useT(messages);
  const { pathname, search } = useLocation();
  const session = useSession();
  const sessionKnown = !!session.user || session.status === 'ready' || session.status === 'failed';
  const visitor = sessionKnown && !session.user;
  const validId = isRecordId(ID);
  const polled = useSettledOperation(session.user && validId ? ID : null);
  const operation: typeof polled = validId ? polled : { phase: 'error', message: 'Not found', status: 404, retry: polled.retry };
  const [retry, setRetry] = useState<{ sending: boolean; message: string | null }>({ sending: false, message: null });

  const detail = operation.detail;
  const status = detail?.operation.status;
  const reservationLive = detail ? isPaidReservationStatus(detail.reservation.status) : false;
  const refundedInstead = status === 'refunded' && !reservationLive && detail?.operation.kind === 'first_month';

  let title: Key;
  let lead: Key | null = null;
  if (visitor) [title, lead] = ['signInTitle', 'signIn'];
  else if (operation.phase === 'loading') title = 'checking';
  else if (operation.phase === 'error') [title, lead] = operation.status === 404 || operation.status === 403 ? ['notFoundTitle', 'notFound'] : ['errorTitle', 'error'];
  else if (operation.phase === 'waiting') [title, lead] = ['waitingTitle', 'waiting'];
  else if (operation.phase === 'timed-out') [title, lead] = ['slowTitle', 'slow'];
  else if (status === 'failed') [title, lead] = ['failedTitle', 'failed'];
  else if (status === 'cancelled') [title, lead] = ['cancelledTitle', 'cancelled'];
  else if (asReceipt) title = 'receiptTitle';
  else if (refundedInstead) [title, lead] = ['paidTitle', 'refundedInstead'];
  else if (reservationLive && detail?.operation.kind === 'first_month') [title, lead] = ['confirmedTitle', 'paid'];
  else [title, lead] = ['paidTitle', 'paid'];

  usePageMeta(t(title), lead ? t(lead) : undefined);

  const payAgain = async () => {
    setRetry({ sending: true, message: null });
    try {
      await payOperation(ID);
    } catch (error) {
      setRetry({ sending: false, message: error instanceof Error ? error.message : String(error) });
    }
  };

  const propertyLink = detail && (
    <Link to={`/singleproperty/${detail.property._id}?room=${detail.room._id}`} className="btn">
      {t('property')}
    </Link>
  );
  const myRoom = (primary = false) => (
    <Link to="/myroom" className={primary ? 'btn-primary' : 'btn'}>
      {t('myRoom')}
    </Link>
  );

  let body: ReactNode;
  if (visitor) {
    body = (
      <Actions>
        <Link to={loginPath(`${pathname}${search}`)} className="btn-primary">
          {t('logIn')}
        </Link>
      </Actions>
    );
  } else if (operation.phase === 'loading') {
    body = (
      <div aria-busy="true" className="space-y-4">
        <div className="h-36 animate-pulse rounded-xl bg-stone-100" />
        <div className="h-64 animate-pulse rounded-xl bg-stone-100" />
      </div>
    );
  } else if (operation.phase === 'error') {
    body = (
      <Actions>
        {operation.status !== 404 && operation.status !== 403 && (
          <button type="button" className="btn-primary" onClick={operation.retry}>
            {t('checkAgain')}
          </button>
        )}
        {myRoom(operation.status === 404 || operation.status === 403)}
      </Actions>
    );
  } else if (operation.phase === 'waiting' || operation.phase === 'timed-out') {
    body = (
      <>
        {operation.phase === 'waiting' && (
          <div className="flex items-center gap-3 text-stone-700">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-accent-700 border-t-transparent" />
            <span>{t('checking')}…</span>
          </div>
        )}
        <StaySummary detail={operation.detail} />
        {operation.phase === 'timed-out' && (
          <Actions>
            <button type="button" className="btn-primary" onClick={operation.retry}>
              {t('checkAgain')}
            </button>
            {myRoom()}
          </Actions>
        )}
      </>
    );
  } else if (status === 'failed' || status === 'cancelled') {
    body = (
      <>
        <StaySummary detail={operation.detail} />
        {retry.message && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {t('retryFailed', { message: retry.message })}
          </p>
        )}
        <Actions>
          {status === 'failed' && (
            <button type="button" className="btn-primary" disabled={retry.sending} onClick={() => void payAgain()}>
              {retry.sending ? t('retrying') : t('tryAgain')}
            </button>
          )}
          {status === 'cancelled' && propertyLink}
          {myRoom()}
        </Actions>
      </>
    );
  } else {
    body = (
      <>
        {!asReceipt && <StaySummary detail={operation.detail} />}
        <Receipt detail={operation.detail} />
        <Actions>
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            {t('print')}
          </button>
          {myRoom()}
        </Actions>
      </>
    );
  }

  return (
    <PublicLayout>
      <PageIntro title={t(title)} lead={lead ? t(lead) : undefined} />
      {/* Read out as it changes: from waiting to confirmed, or to taking longer than usual. */}
      <div role="status" className="sr-only">
        {lead ? t(lead) : t(title)}
      </div>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:py-10">{body}</div>
    </PublicLayout>
  );
}
