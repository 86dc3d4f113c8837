import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';
import { loginPath } from '../../components/account/next-path.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useSession } from '../../store/hooks.ts';
import { estimateStay } from './estimate.ts';
import { EstimateSummary } from './EstimateSummary.tsx';
import type { ReserveDialogComponent } from '../../components/public/reserve-dialog.ts';
import type { Day } from '../../components/public/calendar-days.ts';
import { checkStay, isStayValid, type StayRules } from '../../components/public/stay-dates.ts';
import { useStayWords } from '../../components/public/stay-messages.ts';

// Dates for one room, checked as they are typed; the estimate for them; and Reserve. A visitor
// logs in first and comes back to this room with the same dates; someone signed in checks the
// server's quote in the reserve dialog, which holds the room and goes on to pay.

const messages = defineMessages({
  es: {
    form: 'Reservar {room}',
    choose: 'Elige tus fechas',
    from: 'Fecha de entrada',
    to: 'Fecha de salida',
    reserve: 'Reservar',
    visitorHint: 'Te pediremos que entres en tu cuenta; después vuelves aquí con estas fechas.',
  },
  en: {
    form: 'Reserve {room}',
    choose: 'Choose your dates',
    from: 'Move-in date',
    to: 'Move-out date',
    reserve: 'Reserve',
    visitorHint: 'We will ask you to log in; then you come back here with these dates.',
  },
});

export interface ReserveFormProps {
  room: PropertyRoom;
  property: PropertyPage['property'];
  costs: PropertyPage['costs'];
  today: Day;
  initialFrom: string;
  initialTo: string;
  /** Checkout's dialog, handed in by app/. */
  ReserveDialog: ReserveDialogComponent;
}

export function ReserveForm({ room, property, costs, today, initialFrom, initialTo, ReserveDialog }: ReserveFormProps) {
  const t = useT(messages);
  const f = useFormat();
  const words = useStayWords();
  const navigate = useNavigate();
  const { user } = useSession();
  const id = useId();
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [pressed, setPressed] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const rules: StayRules = { today, availableFrom: room.availableFrom, minMonths: room.minMonths, maxMonths: room.maxMonths, booked: room.booked };
  const check = checkStay(from, to, rules, pressed);
  const valid = isStayValid(check) && Boolean(from && to);
  const estimate = useMemo(
    () => (valid ? estimateStay({ from, to, today, room, property: property._id, costs }) : null),
    [valid, from, to, today, room, property._id, costs],
  );

  const roomName = f.text(room.name);
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
    setReviewing(true);
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

      <ReserveDialog open={reviewing} onClose={() => setReviewing(false)} room={room} property={property} from={from} to={to} />
    </form>
  );
}
