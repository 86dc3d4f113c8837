import { useEffect, useId, useRef, useState } from 'react';
import type { Quote } from '../../../../catalog/pricing.ts';
import { firstPaymentDisplay, stayDisplay } from '../../../../catalog/quote-display.ts';
import { getQuote } from '../../../api/booking.ts';
import { ApiError, isAbort } from '../../../api/http.ts';
import type { PropertyPage, PropertyRoom } from '../../../api/public.ts';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { startReservation, type Held } from '../property/start-reservation.ts';
import { useStayWords } from '../property/stay-messages.ts';
import { codeMessages, codeProblemOfMessage } from './code-refusal.ts';
import { QuoteLineRows } from './QuoteLines.tsx';

// The last look before paying: the server's own quote for the dates (what the stay costs and
// what is paid now), the room's extras to add, a promotion code. "Confirm and pay" holds the
// room and leaves for the checkout. When the dates were just taken, or the server refuses
// something, the dialog stays open with everything as chosen, and says what happened.

const messages = defineMessages({
  es: {
    title: 'Revisa tu reserva',
    stay: 'Del {from} al {to} · {duration}',
    extras: 'Extras opcionales',
    extraPrice: '+{price}/mes',
    wholeStay: 'Tu estancia',
    stayTotal: 'Total de la estancia',
    dueNow: 'A pagar ahora',
    dueNowTotal: 'Total a pagar ahora',
    later: 'Cada mes siguiente vence el mismo día del mes en que entras (el próximo, el {date}) y se paga desde Mi habitación.',
    code: 'Código promocional',
    apply: 'Aplicar',
    remove: 'Quitar',
    applied: 'Código {code} aplicado: {discount} de descuento.',
    hold: 'Guardamos la habitación para ti unos minutos mientras pagas.',
    taken: 'Alguien acaba de reservar algunas de estas fechas. Cierra y elige otras fechas; tus extras y tu código se quedan como estaban.',
    quoteFailed: 'No hemos podido calcular el precio de estas fechas',
    refused: 'No se ha podido hacer la reserva',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    pay: 'Confirmar y pagar {amount}',
    payPlain: 'Confirmar y pagar',
    paying: 'Un momento…',
    loading: 'Calculando el precio…',
  },
  en: {
    title: 'Check your reservation',
    stay: '{from} to {to} · {duration}',
    extras: 'Optional extras',
    extraPrice: '+{price}/month',
    wholeStay: 'Your stay',
    stayTotal: 'Total for the stay',
    dueNow: 'To pay now',
    dueNowTotal: 'Total to pay now',
    later: 'Each following month falls due on the same day of the month as your move-in day (the next on {date}) and is paid from My room.',
    code: 'Promotion code',
    apply: 'Apply',
    remove: 'Remove',
    applied: 'Code {code} applied: {discount} off.',
    hold: 'We keep the room for you for a few minutes while you pay.',
    taken: 'Someone has just reserved some of these dates. Close this and choose other dates; your extras and code stay as they are.',
    quoteFailed: 'We could not work out the price of these dates',
    refused: 'The reservation could not be made',
    retry: 'Try again',
    cancel: 'Cancel',
    pay: 'Confirm and pay {amount}',
    payPlain: 'Confirm and pay',
    paying: 'One moment…',
    loading: 'Working out the price…',
  },
});

export interface ReserveDialogProps {
  open: boolean;
  onClose: () => void;
  room: Pick<PropertyRoom, '_id' | 'name' | 'extras'>;
  property: Pick<PropertyPage['property'], '_id' | 'title'>;
  from: string;
  to: string;
  /** Where "Confirm and pay" goes; the browser's own navigation unless a test says otherwise. */
  assign?: (url: string) => void;
}

type QuoteState = { status: 'loading'; quote: Quote | null } | { status: 'ready'; quote: Quote } | { status: 'error'; quote: Quote | null; message: string };

export function ReserveDialog({ open, onClose, room, property, from, to, assign = (url) => window.location.assign(url) }: ReserveDialogProps) {
  const t = useT(messages);
  const codeT = useT(codeMessages);
  const f = useFormat();
  const words = useStayWords();
  const id = useId();
  const codeInput = useRef<HTMLInputElement>(null);
  const [extras, setExtras] = useState<string[]>([]);
  const [typedCode, setTypedCode] = useState('');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<QuoteState>({ status: 'loading', quote: null });
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [taken, setTaken] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = useRef<Held | null>(null);

  // New dates are a new question: what the server said about the last ones no longer applies.
  useEffect(() => {
    setTaken(false);
    setRefusal(null);
  }, [open, from, to]);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setQuote((current) => ({ status: 'loading', quote: current.quote }));
    getQuote({ room: room._id, from, to, extras, code }, controller.signal).then(
      (answer) => {
        setQuote({ status: 'ready', quote: answer });
        const refused = answer.promotion && !answer.promotion.applied ? answer.promotion.refusal : null;
        if (code && refused) setCodeProblem(codeT(refused));
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && error.field === 'code') {
          // The code is refused outright: say why at the field, and price the stay without it.
          setCodeProblem(codeT(codeProblemOfMessage(error.message)));
          setCode('');
          return;
        }
        setQuote((current) => ({ status: 'error', quote: current.quote, message: error instanceof Error ? error.message : String(error) }));
      },
    );
    return () => controller.abort();
  }, [open, room._id, from, to, extras, code, attempt, codeT]);

  useEffect(() => {
    if (codeProblem) codeInput.current?.focus();
  }, [codeProblem]);

  const shown = quote.quote;
  const promotion = shown?.promotion?.applied ? shown.promotion : null;

  const applyCode = () => {
    setCodeProblem(null);
    setCode(typedCode.trim());
  };

  const removeCode = () => {
    setTypedCode('');
    setCode('');
    setCodeProblem(null);
  };

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

      {room.extras.length > 0 && (
        <fieldset>
          <legend className="font-semibold text-stone-900">{t('extras')}</legend>
          <div className="mt-1 space-y-1">
            {room.extras.map((extra) => (
              <label key={extra._id} className="flex items-center gap-2 py-1">
                <input
                  type="checkbox"
                  className="size-4 accent-accent-700"
                  checked={extras.includes(extra._id)}
                  onChange={(event) => setExtras((current) => (event.target.checked ? [...current, extra._id] : current.filter((chosen) => chosen !== extra._id)))}
                />
                <span className="flex-1 text-stone-800">{f.text(extra.name)}</span>
                <span className="tabular-nums text-stone-600">{t('extraPrice', { price: f.price(extra.monthlyPrice) })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {quote.status === 'error' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-900">
          <p className="font-semibold">{t('quoteFailed')}</p>
          <p className="mt-1 break-words">{quote.message}</p>
          <button type="button" className="mt-1 font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      )}

      {shown ? (
        <div aria-busy={quote.status === 'loading'} className={`space-y-3 transition-opacity ${quote.status === 'loading' ? 'opacity-60' : ''}`}>
          <section aria-labelledby={`${id}-now`} className="rounded-lg border border-accent-100 bg-accent-50/60 p-3">
            <h3 id={`${id}-now`} className="font-semibold text-stone-900">
              {t('dueNow')}
            </h3>
            <dl className="mt-2 space-y-1">
              <QuoteLineRows lines={firstPaymentDisplay(shown).lines} />
              <div className="flex justify-between gap-4 border-t border-accent-100 pt-1.5 text-base font-semibold text-stone-900">
                <dt>{t('dueNowTotal')}</dt>
                <dd className="shrink-0 tabular-nums">{f.price(shown.firstPayment.total)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby={`${id}-stay`}>
            <h3 id={`${id}-stay`} className="font-semibold text-stone-900">
              {t('wholeStay')}
            </h3>
            <dl className="mt-2 space-y-1">
              <QuoteLineRows lines={stayDisplay(shown).lines} />
              <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5 font-semibold text-stone-900">
                <dt>{t('stayTotal')}</dt>
                <dd className="shrink-0 tabular-nums">{f.price(shown.stayTotal)}</dd>
              </div>
            </dl>
            {shown.months[1] && <p className="mt-1 text-xs text-stone-600">{t('later', { date: f.day(shown.months[1].dueDate) })}</p>}
          </section>
        </div>
      ) : (
        quote.status === 'loading' && (
          <div aria-busy="true" className="space-y-2">
            <span className="sr-only">{t('loading')}</span>
            <div className="h-28 animate-pulse rounded-lg bg-stone-100" />
            <div className="h-24 animate-pulse rounded-lg bg-stone-100" />
          </div>
        )
      )}

      <div>
        <label htmlFor={`${id}-code`} className="label">
          {t('code')}
        </label>
        <div className="flex gap-2">
          <input
            ref={codeInput}
            id={`${id}-code`}
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            value={typedCode}
            onChange={(event) => {
              setTypedCode(event.target.value);
              setCodeProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyCode();
              }
            }}
            aria-invalid={codeProblem ? true : undefined}
            aria-describedby={codeProblem || (promotion && code) ? `${id}-code-note` : undefined}
          />
          {promotion && code && typedCode.trim() === code ? (
            <button type="button" className="btn shrink-0" onClick={removeCode}>
              {t('remove')}
            </button>
          ) : (
            <button type="button" className="btn shrink-0" disabled={!typedCode.trim()} onClick={applyCode}>
              {t('apply')}
            </button>
          )}
        </div>
        {codeProblem ? (
          <p id={`${id}-code-note`} className="field-error">
            {codeProblem}
          </p>
        ) : (
          promotion &&
          code &&
          shown && (
            <p id={`${id}-code-note`} className="mt-1 text-sm text-emerald-800">
              {t('applied', { code: promotion.code ?? code, discount: f.price(shown.discountTotal) })}
            </p>
          )
        )}
      </div>
      <p className="text-xs text-stone-600">{t('hold')}</p>
    </Dialog>
  );
}
