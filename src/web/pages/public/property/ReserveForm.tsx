import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PropertyPage, PropertyRoom } from '../../../api/public.ts';
import { loginPath } from '../../../app/next-path.ts';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useSession } from '../../../store/hooks.ts';
import { mailHref, telHref, useContact } from '../../../components/public/contact.ts';
import { costsOfRoom, estimateStay } from './estimate.ts';
import { EstimateSummary } from './EstimateSummary.tsx';
import { startReservation } from './start-reservation.ts';
import type { Day } from '../../../components/public/calendar-days.ts';
import { checkStay, isStayValid, type StayRules } from './stay-dates.ts';
import { useStayWords } from './stay-messages.ts';

// Dates for one room, checked as they are typed; the estimate for them; and Reserve. A visitor
// logs in first and comes back to this room with the same dates; someone signed in confirms
// the stay, which is handed to `startReservation`.

const messages = defineMessages({
  es: {
    form: 'Reservar {room}',
    choose: 'Elige tus fechas',
    from: 'Fecha de entrada',
    to: 'Fecha de salida',
    reserve: 'Reservar',
    visitorHint: 'Te pediremos que entres en tu cuenta; después vuelves aquí con estas fechas.',
    confirmTitle: 'Revisa tu estancia',
    stay: 'Del {from} al {to} · {duration}',
    total: 'Total estimado de la estancia: {total}',
    deposit: 'Fianza: {deposit}',
    confirmNote: 'Son importes estimados; la reserva confirma el precio final.',
    cancel: 'Cancelar',
    confirm: 'Confirmar y continuar',
    confirming: 'Un momento…',
    notOpenTitle: 'La reserva online abre muy pronto',
    notOpen: 'Todavía no se puede reservar desde la web. Escríbenos o llámanos con estas fechas y te ayudamos a reservar la habitación.',
    email: 'Correo: {email}',
    phone: 'Teléfono: {phone}',
    close: 'Cerrar',
    mailSubject: 'Reserva: {room}, {property}',
    mailBody: 'Hola, me interesa la habitación «{room}» ({property}) del {from} al {to}.',
  },
  en: {
    form: 'Reserve {room}',
    choose: 'Choose your dates',
    from: 'Move-in date',
    to: 'Move-out date',
    reserve: 'Reserve',
    visitorHint: 'We will ask you to log in; then you come back here with these dates.',
    confirmTitle: 'Check your stay',
    stay: '{from} to {to} · {duration}',
    total: 'Estimated total for the stay: {total}',
    deposit: 'Deposit: {deposit}',
    confirmNote: 'These amounts are an estimate; the reservation confirms the final price.',
    cancel: 'Cancel',
    confirm: 'Confirm and continue',
    confirming: 'One moment…',
    notOpenTitle: 'Online booking opens shortly',
    notOpen: 'Rooms cannot be booked on the website just yet. Write or call us with these dates and we will help you reserve the room.',
    email: 'Email: {email}',
    phone: 'Phone: {phone}',
    close: 'Close',
    mailSubject: 'Reservation: {room}, {property}',
    mailBody: 'Hello, I am interested in the room “{room}” ({property}) from {from} to {to}.',
  },
});

type Step = 'closed' | 'confirm' | 'sending' | 'not-open';

export interface ReserveFormProps {
  room: PropertyRoom;
  property: PropertyPage['property'];
  costs: PropertyPage['costs'];
  today: Day;
  initialFrom: string;
  initialTo: string;
}

export function ReserveForm({ room, property, costs, today, initialFrom, initialTo }: ReserveFormProps) {
  const t = useT(messages);
  const contact = useContact();
  const f = useFormat();
  const words = useStayWords();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = useId();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [pressed, setPressed] = useState(false);
  const [step, setStep] = useState<Step>('closed');

  const rules: StayRules = { today, availableFrom: room.availableFrom, minMonths: room.minMonths, maxMonths: room.maxMonths, booked: room.booked };
  const check = checkStay(from, to, rules, pressed);
  const valid = isStayValid(check) && Boolean(from && to);
  const estimate = useMemo(
    () =>
      valid
        ? estimateStay({ from, to, monthlyPrice: room.monthlyPrice, prices: room.prices, deposit: room.deposit, costs: costsOfRoom(costs, room._id) })
        : null,
    [valid, from, to, room, costs],
  );

  useEffect(() => {
    if (step === 'not-open') closeButton.current?.focus();
  }, [step]);

  const roomName = f.text(room.name);
  const propertyTitle = f.text(property.title);
  const fromError = words.problem(check.from, 'from');
  const toError = words.problem(check.to, 'to');
  const earliest = room.availableFrom && room.availableFrom > today ? room.availableFrom : today;

  const reserve = () => {
    setPressed(true);
    const full = checkStay(from, to, rules, true);
    if (!isStayValid(full)) {
      (full.from ? fromInput : toInput).current?.focus();
      return;
    }
    if (!user) {
      const back = new URLSearchParams({ room: room._id, from, to });
      void navigate(loginPath(`/singleproperty/${property._id}?${back.toString()}`));
      return;
    }
    setStep('confirm');
  };

  const confirm = async () => {
    setStep('sending');
    const result = await startReservation({ roomId: room._id, from, to });
    if (result.ok) void navigate(result.next);
    else setStep('not-open');
  };

  const field = (name: 'from' | 'to', value: string, set: (value: string) => void, error: string | undefined, min: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="label">
        {t(name)}
      </label>
      <input
        ref={name === 'from' ? fromInput : toInput}
        id={`${id}-${name}`}
        type="date"
        className="input"
        value={value}
        min={min}
        onChange={(event) => set(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
      />
      {error && (
        <p id={`${id}-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );

  const mailWords = { room: roomName, property: propertyTitle, from: from && f.day(from), to: to && f.day(to) };
  return (
    <form
      aria-label={t('form', { room: roomName })}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        reserve();
      }}
    >
      <h4 className="font-semibold text-stone-900">{t('choose')}</h4>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {field('from', from, setFrom, fromError, earliest)}
        {field('to', to, setTo, toError, from || earliest)}
      </div>
      {estimate && <EstimateSummary estimate={estimate} headingId={`${id}-estimate`} />}
      <button type="submit" className="btn-primary w-full py-3 text-base">
        {t('reserve')}
      </button>
      {!user && <p className="text-center text-xs text-stone-600">{t('visitorHint')}</p>}

      <Dialog
        open={step !== 'closed'}
        title={t(step === 'not-open' ? 'notOpenTitle' : 'confirmTitle')}
        onClose={() => setStep('closed')}
        footer={
          step === 'not-open' ? (
            <button ref={closeButton} type="button" className="btn-primary" onClick={() => setStep('closed')}>
              {t('close')}
            </button>
          ) : (
            <>
              <button type="button" className="btn" onClick={() => setStep('closed')}>
                {t('cancel')}
              </button>
              <button type="button" className="btn-primary" data-autofocus disabled={step === 'sending'} onClick={() => void confirm()}>
                {step === 'sending' ? t('confirming') : t('confirm')}
              </button>
            </>
          )
        }
      >
        {step === 'not-open' ? (
          <>
            <p>{t('notOpen')}</p>
            {contact && (
              <ul className="space-y-1">
                <li>
                  <a className="font-medium text-accent-700 underline" href={mailHref(contact.email, t('mailSubject', mailWords), t('mailBody', mailWords))}>
                    {t('email', { email: contact.email })}
                  </a>
                </li>
                <li>
                  <a className="font-medium text-accent-700 underline" href={telHref(contact.phone)}>
                    {t('phone', { phone: contact.phone })}
                  </a>
                </li>
              </ul>
            )}
          </>
        ) : (
          estimate && (
            <>
              <p className="font-medium text-stone-900">
                {roomName} · {propertyTitle}
              </p>
              <p>{t('stay', { from: f.day(from), to: f.day(to), duration: words.duration(estimate.wholeMonths, estimate.extraDays) })}</p>
              <p className="font-semibold text-stone-900">{t('total', { total: f.price(estimate.stayTotal) })}</p>
              {estimate.deposit ? <p>{t('deposit', { deposit: f.price(estimate.deposit) })}</p> : null}
              <p className="text-xs text-stone-600">{t('confirmNote')}</p>
            </>
          )
        )}
      </Dialog>
    </form>
  );
}
