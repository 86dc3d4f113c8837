import { useState } from 'react';
import { cancelReservation, type Stay } from '../../api/booking.ts';
import { useInBrowser } from '../../components/rendering/use-in-browser.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { dateFormat } from '../../i18n/format.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { payOperation } from '../../api/pay-now.ts';

// A reservation held but not paid: the room is kept for a few minutes, until the first payment
// confirms it. The tenant pays now, or lets the room go.

const messages = defineMessages({
  es: {
    title: 'Paga para confirmar tu reserva',
    until: 'Guardamos la habitación hasta las {time}. Si no se paga antes, la reserva caduca.',
    noTime: 'Guardamos la habitación unos minutos. Si no se paga a tiempo, la reserva caduca.',
    lapsed: 'El tiempo para pagar ha terminado; la reserva caducará en breve.',
    pay: 'Pagar {amount} y confirmar',
    payPlain: 'Pagar y confirmar',
    paying: 'Un momento…',
    cancel: 'Cancelar la reserva',
    cancelTitle: '¿Cancelar esta reserva?',
    cancelText: 'La habitación quedará libre para otras personas. No se te ha cobrado nada.',
    cancelConfirm: 'Sí, cancelar',
    keep: 'No, mantenerla',
    cancelling: 'Cancelando…',
    failed: 'No se ha podido empezar el pago: {message}',
  },
  en: {
    title: 'Pay to confirm your reservation',
    until: 'We keep the room for you until {time}. If it is not paid by then, the reservation expires.',
    noTime: 'We keep the room for you for a few minutes. If it is not paid in time, the reservation expires.',
    lapsed: 'The time to pay is over; the reservation will expire shortly.',
    pay: 'Pay {amount} and confirm',
    payPlain: 'Pay and confirm',
    paying: 'One moment…',
    cancel: 'Cancel the reservation',
    cancelTitle: 'Cancel this reservation?',
    cancelText: 'The room will be free for other people again. Nothing has been charged.',
    cancelConfirm: 'Yes, cancel',
    keep: 'No, keep it',
    cancelling: 'Cancelling…',
    failed: 'The payment could not be started: {message}',
  },
});

export function HoldNotice({ stay, now, onChanged }: { stay: Stay; now: Date; onChanged: () => void }) {
  const t = useT(messages);
  const f = useFormat();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | undefined>();
  const first = stay.payments.find((operation) => operation.kind === 'first_month' && (operation.status === 'pending' || operation.status === 'failed'));
  const expiresAt = stay.reservation.holdExpiresAt ? new Date(stay.reservation.holdExpiresAt) : null;
  const lapsed = expiresAt !== null && expiresAt.getTime() <= now.getTime();
  // The hour on the visitor's clock, which only the browser knows: the page the server rendered
  // says "a few minutes" until the browser has taken it over.
  const inBrowser = useInBrowser();
  const time = inBrowser && expiresAt && dateFormat(f.language, { timeStyle: 'short' }).format(expiresAt);

  const pay = async () => {
    if (!first) return;
    setPaying(true);
    setProblem(null);
    try {
      await payOperation(first._id);
    } catch (error) {
      setPaying(false);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  const cancel = async () => {
    setCancelling(true);
    setCancelError(undefined);
    try {
      await cancelReservation(stay.reservation._id);
      setAsking(false);
      onChanged();
    } catch (error) {
      setCancelError(error instanceof Error ? error.message : String(error));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <div className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t('title')}</p>
      <p className="text-sm">{lapsed ? t('lapsed') : time ? t('until', { time }) : t('noTime')}</p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t('failed', { message: problem })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {first && !lapsed && (
          <button type="button" className="btn-primary" disabled={paying} onClick={() => void pay()}>
            {paying ? t('paying') : t('pay', { amount: f.price(first.amount) })}
          </button>
        )}
        <button type="button" className="btn" onClick={() => setAsking(true)}>
          {t('cancel')}
        </button>
      </div>
      <Dialog
        open={asking}
        title={t('cancelTitle')}
        tone="danger"
        onClose={() => !cancelling && setAsking(false)}
        footer={
          <>
            <button type="button" className="btn" data-autofocus disabled={cancelling} onClick={() => setAsking(false)}>
              {t('keep')}
            </button>
            <button type="button" className="btn-danger" disabled={cancelling} onClick={() => void cancel()}>
              {cancelling ? t('cancelling') : t('cancelConfirm')}
            </button>
          </>
        }
      >
        <p>{t('cancelText')}</p>
        {cancelError && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
            {cancelError}
          </p>
        )}
      </Dialog>
    </div>
  );
}
