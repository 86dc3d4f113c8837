import { sitePath } from '../../api/safe-redirect.ts';
import { useEffect, useId, useRef, useState, type FormEvent, type InputHTMLAttributes, type RefObject } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { confirmSandbox, getSandboxSession, paySandbox, type SandboxOutcome, type SandboxSession } from '../../api/payments.ts';
import { useRemote } from '../../api/use-remote.ts';
import { Logo } from '../../components/layout/Logo.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { LanguageSwitch } from '../../components/public/LanguageSwitch.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePaymentWords } from '../../components/public/payment-words.ts';
import { SANDBOX_CARDS } from './sandbox-cards.ts';

// Habita's own test checkout (`/checkout/sandbox/:reference`), where the sandbox provider sends
// payers: it plays the part of a card provider's page, with test cards whose outcome is known,
// so the whole flow (webhook, confirmation, return pages) runs without real money.

const messages = defineMessages({
  es: {
    title: 'Pago de prueba',
    testLabel: 'Pago de prueba: no se mueve dinero real',
    testNote: 'Esta es la pasarela de pruebas de Habita. Usa una de las tarjetas de prueba de abajo; cualquier otro número se rechaza.',
    amount: 'Importe',
    concept: 'Concepto',
    card: 'Número de tarjeta',
    name: 'Titular de la tarjeta',
    nameHint: 'Como aparece en la tarjeta.',
    required: 'Este campo es obligatorio.',
    pay: 'Pagar {amount}',
    paying: 'Pagando…',
    cancel: 'Cancelar y volver',
    cards: 'Tarjetas de prueba',
    use: 'Usar esta',
    card_succeeds: 'El pago sale bien.',
    card_declined: 'El banco rechaza el pago.',
    card_action: 'El banco pide un paso más: podrás aprobarlo o rechazarlo.',
    actionTitle: 'Tu banco pide que confirmes este pago',
    actionText: 'En un pago real, aquí se abriría la aplicación o la página de tu banco. Elige qué responde el banco.',
    approve: 'Aprobar el pago',
    refuse: 'Rechazar el pago',
    working: 'Un momento…',
    paidTitle: 'Este pago ya está hecho',
    paidText: 'No hace falta volver a pagar.',
    seePayment: 'Ver el pago',
    failedTitle: 'Este intento de pago no salió bien',
    failedText: 'Vuelve a intentarlo desde la página del pago.',
    tryAgain: 'Volver a intentarlo',
    redirecting: 'Te llevamos de vuelta a Habita…',
    notFoundTitle: 'No encontramos este pago',
    notFound: 'El enlace no es válido o ha caducado.',
    myRoom: 'Ir a Mi habitación',
  },
  en: {
    title: 'Test payment',
    testLabel: 'Test payment: no real money moves',
    testNote: 'This is Habita’s test checkout. Use one of the test cards below; any other number is refused.',
    amount: 'Amount',
    concept: 'For',
    card: 'Card number',
    name: 'Name on the card',
    nameHint: 'As it appears on the card.',
    required: 'This field is required.',
    pay: 'Pay {amount}',
    paying: 'Paying…',
    cancel: 'Cancel and go back',
    cards: 'Test cards',
    use: 'Use this one',
    card_succeeds: 'The payment goes through.',
    card_declined: 'The bank declines the payment.',
    card_action: 'The bank asks for another step: you can approve or refuse it.',
    actionTitle: 'Your bank asks you to confirm this payment',
    actionText: 'In a real payment your bank’s app or page would open here. Choose what the bank answers.',
    approve: 'Approve the payment',
    refuse: 'Refuse the payment',
    working: 'One moment…',
    paidTitle: 'This payment has already been made',
    paidText: 'There is no need to pay again.',
    seePayment: 'See the payment',
    failedTitle: 'This payment attempt did not go through',
    failedText: 'Try again from the payment’s page.',
    tryAgain: 'Try again',
    redirecting: 'Taking you back to Habita…',
    notFoundTitle: 'We cannot find this payment',
    notFound: 'The link is not valid or has expired.',
    myRoom: 'Go to My room',
  },
});

function follow(outcome: SandboxOutcome): boolean {
  const path = outcome.redirect ? sitePath(outcome.redirect) : null;
  if (!path) return false;
  window.location.assign(path);
  return true;
}

function CardForm({ session, onAction }: { session: SandboxSession; onAction: () => void }) {
  const t = useT(messages);
  const f = useFormat();
  const id = useId();
  const cardInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [card, setCard] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ card?: string; name?: string; form?: string }>({});
  const [state, setState] = useState<'idle' | 'paying' | 'leaving'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state !== 'idle') return;
    const found = { card: card.trim() ? undefined : t('required'), name: name.trim() ? undefined : t('required') };
    if (found.card || found.name) {
      setErrors(found);
      (found.card ? cardInput : nameInput).current?.focus();
      return;
    }
    setErrors({});
    setState('paying');
    try {
      const outcome = await paySandbox(session.reference, { card: card.trim(), name: name.trim() });
      if (outcome.outcome === 'requires_action') {
        onAction();
        return;
      }
      if (follow(outcome)) setState('leaving');
      else setState('idle');
    } catch (error) {
      setState('idle');
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ApiError && (error.field === 'card' || error.field === 'name')) {
        setErrors({ [error.field]: message });
        (error.field === 'card' ? cardInput : nameInput).current?.focus();
      } else setErrors({ form: message });
    }
  };

  const field = (key: 'card' | 'name', input: InputHTMLAttributes<HTMLInputElement>, ref: RefObject<HTMLInputElement | null>, value: string, set: (value: string) => void) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="label">
        {t(key)}
      </label>
      <input
        {...input}
        ref={ref}
        id={`${id}-${key}`}
        className="input py-2.5 text-base sm:text-sm"
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setErrors((current) => ({ ...current, [key]: undefined }));
        }}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="field-error">
          {errors[key]}
        </p>
      )}
    </div>
  );

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        {errors.form && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            {errors.form}
          </p>
        )}
        {field('card', { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' }, cardInput, card, setCard)}
        {field('name', { autoComplete: 'cc-name' }, nameInput, name, setName)}
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={state !== 'idle'}>
          {state === 'idle' ? t('pay', { amount: f.price(session.amount) }) : state === 'paying' ? t('paying') : t('redirecting')}
        </button>
      </form>

      <section aria-labelledby={`${id}-cards`} className="rounded-xl bg-stone-50 p-4">
        <h2 id={`${id}-cards`} className="font-semibold text-stone-900">
          {t('cards')}
        </h2>
        <ul className="mt-2 divide-y divide-stone-200">
          {SANDBOX_CARDS.map((test) => (
            <li key={test.number} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-mono text-stone-900">{test.number}</span>
                <span className="text-stone-600">{t(`card_${test.outcome}`)}</span>
              </span>
              <button
                type="button"
                className="btn-ghost shrink-0 text-accent-800"
                aria-label={`${t('use')}: ${test.number}`}
                onClick={() => {
                  setCard(test.number);
                  setErrors((current) => ({ ...current, card: undefined }));
                  nameInput.current?.focus();
                }}
              >
                {t('use')}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function ConfirmStep({ session }: { session: SandboxSession }) {
  const t = useT(messages);
  const [state, setState] = useState<'idle' | 'working' | 'leaving'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const answer = async (approve: boolean) => {
    setState('working');
    setProblem(null);
    try {
      setState(follow(await confirmSandbox(session.reference, approve)) ? 'leaving' : 'idle');
    } catch (error) {
      setState('idle');
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section aria-labelledby="sandbox-action" className="space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="sandbox-action" ref={heading} tabIndex={-1} className="text-lg font-semibold text-amber-950 outline-none">
        {t('actionTitle')}
      </h2>
      <p className="text-amber-950">{t('actionText')}</p>
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={state !== 'idle'} onClick={() => void answer(true)}>
          {state === 'idle' ? t('approve') : t('working')}
        </button>
        <button type="button" className="btn" disabled={state !== 'idle'} onClick={() => void answer(false)}>
          {t('refuse')}
        </button>
      </div>
    </section>
  );
}

/** What the payment is for, in the payer's language: the session gives the catalogue's texts in both. */
function useDescription(session: SandboxSession): string {
  const f = useFormat();
  const words = usePaymentWords();
  const place = [f.text(session.room), f.text(session.property)].filter(Boolean).join(', ');
  const dates = session.startDate && session.endDate ? `${f.day(session.startDate)} – ${f.day(session.endDate)}` : '';
  return [words.kind(session.kind), place, dates].filter(Boolean).join(' · ');
}

function Checkout({ session }: { session: SandboxSession }) {
  const t = useT(messages);
  const f = useFormat();
  const description = useDescription(session);
  const [needsAction, setNeedsAction] = useState(session.status === 'requires_action');

  if (session.status === 'paid' || session.status === 'failed') {
    const paid = session.status === 'paid';
    return (
      <div className="space-y-3">
        <h2 className="text-lg font-semibold text-stone-900">{paid ? t('paidTitle') : t('failedTitle')}</h2>
        <p className="text-stone-700">{paid ? t('paidText') : t('failedText')}</p>
        <Link
          className="btn-primary"
          to={paid ? `/pay/success/${session.operation}` : `/pay/error?${new URLSearchParams({ operation: session.operation, reason: 'declined' })}`}
        >
          {paid ? t('seePayment') : t('tryAgain')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('amount')}</dt>
        <dd className="text-2xl font-semibold tabular-nums text-stone-900">{f.price(session.amount)}</dd>
        <dt className="text-stone-600">{t('concept')}</dt>
        <dd className="text-stone-900">{description}</dd>
      </dl>
      {needsAction ? <ConfirmStep session={session} /> : <CardForm session={session} onAction={() => setNeedsAction(true)} />}
      <Link className="inline-block text-sm font-medium text-stone-700 underline underline-offset-2" to={`/pay/error?${new URLSearchParams({ operation: session.operation, reason: 'cancelled' })}`}>
        {t('cancel')}
      </Link>
    </div>
  );
}

export default function SandboxCheckoutPage() {
  const { reference = '' } = useParams();
  const t = useT(messages);
  usePageMeta(t('title'), t('testLabel'));
  const session = useRemote((signal) => getSandboxSession(reference, signal), reference);
  const notFound = session.status === 'error' && /not found|404/i.test(session.message);

  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-lg items-center justify-between gap-3 px-4">
          <Logo />
          <LanguageSwitch />
        </div>
      </header>
      <p className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950">{t('testLabel')}</p>
      <main id="content" className="mx-auto max-w-lg px-4 py-8">
        <div className="card space-y-5 p-5 sm:p-6">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{t('title')}</h1>
            <p className="mt-1 text-sm text-stone-600">{t('testNote')}</p>
          </div>
          {notFound ? (
            <div className="space-y-3">
              <h2 className="text-lg font-semibold text-stone-900">{t('notFoundTitle')}</h2>
              <p className="text-stone-700">{t('notFound')}</p>
              <Link className="btn" to="/myroom">
                {t('myRoom')}
              </Link>
            </div>
          ) : (
            <RemoteState remote={session} placeholder={<div className="h-72 animate-pulse rounded-lg bg-stone-100" />}>
              {(loaded) => <Checkout session={loaded} />}
            </RemoteState>
          )}
        </div>
      </main>
    </div>
  );
}
