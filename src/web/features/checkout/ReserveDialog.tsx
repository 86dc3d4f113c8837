import { useEffect, useRef, useState } from 'react';
import type { ReserveDialogProps } from '../../components/public/reserve-dialog.ts';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { startReservation, type Held } from './start-reservation.ts';
import { useStayWords } from '../../components/public/stay-messages.ts';
import { codeMessages, codeProblemOfMessage } from './code-refusal.ts';
import { ExtrasChoice } from './ExtrasChoice.tsx';
import { PromotionCodeField } from './PromotionCodeField.tsx';
import { QuoteSummary } from './QuoteSummary.tsx';
import { reserveDialogMessages } from './reserve-dialog-messages.ts';
import { useDialogQuote } from './use-dialog-quote.ts';

// The last look before paying: the server's own quote for the dates (what the stay costs and
// what is paid now), the room's extras to add, a promotion code. "Confirm and pay" holds the
// room and leaves for the checkout. When the dates were just taken, or the server refuses
// something, the dialog stays open with everything as chosen, and says what happened.

interface DialogProps extends ReserveDialogProps {
  /** Where "Confirm and pay" goes; the browser's own navigation unless a test says otherwise. */
  assign?: (url: string) => void;
}

export function ReserveDialog({ open, onClose, room, property, from, to, assign = (url) => window.location.assign(url) }: DialogProps) {
  const t = useT(reserveDialogMessages);
  const codeT = useT(codeMessages);
  const f = useFormat();
  const words = useStayWords();
  const [extras, setExtras] = useState<string[]>([]);
  const [typedCode, setTypedCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [taken, setTaken] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = useRef<Held | null>(null);
  const { quote, code, setCode, codeProblem, setCodeProblem } = useDialogQuote({ open, room: room._id, from, to, extras, attempt });

  // New dates are a new question: what the server said about the last ones no longer applies.
  useEffect(() => {
    setTaken(false);
    setRefusal(null);
  }, [open, from, to]);

  const shown = quote.quote;
  const promotion = shown?.promotion?.applied ? shown.promotion : null;

  const confirm = async () => {
    if (sending) return;
    setSending(true);
    setTaken(false);
    setRefusal(null);
    const result = await startReservation({ room: room._id, from, to, extras, code: promotion ? code : undefined }, held.current);
    held.current = result.held;
    if (result.ok) {
      assign(result.checkoutUrl);
      return;
    }
    setSending(false);
    if (result.reason === 'taken') setTaken(true);
    else if (result.error.field === 'code') setCodeProblem(codeT(codeProblemOfMessage(result.error.message)));
    else setRefusal(result.error.message);
  };

  return (
    <Dialog
      open={open}
      title={t('title')}
      onClose={() => {
        // Once the reservation is on its way the page leaves for the checkout; closing would hide what happens.
        if (!sending) onClose();
      }}
      footer={
        <>
          <button type="button" className="btn" disabled={sending} onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn-primary" data-autofocus disabled={sending || quote.status !== 'ready'} onClick={() => void confirm()}>
            {sending ? t('paying') : shown ? t('pay', { amount: f.price(shown.firstPayment.total) }) : t('payPlain')}
          </button>
        </>
      }
    >
      <div>
        <p className="font-medium text-stone-900">
          {f.text(room.name)} · {f.text(property.title)}
        </p>
        <p>{t('stay', { from: f.day(from), to: f.day(to), duration: shown ? words.quoteDuration(shown) : '…' })}</p>
      </div>

      {taken && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          {t('taken')}
        </p>
      )}
      {refusal && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <p className="font-semibold">{t('refused')}</p>
          <p className="mt-1 break-words">{refusal}</p>
        </div>
      )}

      <ExtrasChoice extras={room.extras} chosen={extras} onChange={setExtras} />

      {quote.status === 'error' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <p className="font-semibold">{t('quoteFailed')}</p>
          <p className="mt-1 break-words">{quote.message}</p>
          <button type="button" className="mt-1 font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      )}

      <QuoteSummary quote={quote} />

      <PromotionCodeField
        typed={typedCode}
        onType={(typed) => {
          setTypedCode(typed);
          setCodeProblem(null);
        }}
        code={code}
        applied={promotion && shown ? { code: promotion.code, discount: shown.discountTotal } : null}
        problem={codeProblem}
        onApply={() => {
          setCodeProblem(null);
          setCode(typedCode.trim());
        }}
        onRemove={() => {
          setTypedCode('');
          setCode('');
          setCodeProblem(null);
        }}
      />
      <p className="text-xs text-stone-600">{t('hold')}</p>
    </Dialog>
  );
}
