import { useCallback, useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { ApiError } from '../../api/http.ts';
import { getLanguage } from '../../i18n/language.ts';
import { defineMessages, translate, useT } from '../../i18n/messages.ts';
import { Alert } from '../ui/Alert.tsx';
import { describedBy, fieldControlId, fieldErrorId, fieldHelpId } from './field-ids.ts';
import type { ServerError } from '../../api/records.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../contracts/auth-rules.ts';

// Small hand-made forms that are not a catalogue record (log in, sign up, one-time links,
// password). Inputs are controlled by the page, so what was typed stays when the server says
// no; the server's message shows in a banner and at the field it names, where focus goes.
// Our own words follow the interface language; the server's messages are shown as it sends them.

/** Words the account forms share: their common fields, and the checks made before sending. */
export const formMessages = defineMessages({
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    newPassword: 'Nueva contraseña',
    newPasswordAgain: 'Repite la nueva contraseña',
    show: 'Mostrar',
    hide: 'Ocultar',
    passwordHint: 'Mínimo {min} caracteres, y que no sea una contraseña habitual.',
    enterEmail: 'Escribe tu correo electrónico.',
    passwordTooShort: 'Usa al menos {min} caracteres.',
    passwordsDiffer: 'Las dos contraseñas no coinciden.',
    sending: 'Enviando…',
    saving: 'Guardando…',
    somethingWrong: 'Algo ha fallado.',
    offline: 'No hemos podido conectar con Habita. Comprueba tu conexión y vuelve a intentarlo.',
  },
  en: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    newPasswordAgain: 'New password again',
    show: 'Show',
    hide: 'Hide',
    passwordHint: 'At least {min} characters, and not a common password.',
    enterEmail: 'Enter your email address.',
    passwordTooShort: 'Use at least {min} characters.',
    passwordsDiffer: 'The two passwords are not the same.',
    sending: 'Sending…',
    saving: 'Saving…',
    somethingWrong: 'Something went wrong.',
    offline: 'Could not reach Habita. Check your connection and try again.',
  },
});

export interface ServerForm {
  /** Prefix of this form's element ids. */
  idPrefix: string;
  sending: boolean;
  error: ServerError | null;
  /** The message to show at one field, when the last error named it. */
  errorAt: (field: string) => string | undefined;
  /** Runs a request; its ApiError becomes the form's error. Resolves to the answer, or undefined after a failure. */
  submit: <T>(task: () => Promise<T>) => Promise<T | undefined>;
  /** A problem found before sending (passwords that differ). */
  fail: (message: string, field?: string) => void;
  clear: () => void;
  bannerRef: RefObject<HTMLDivElement | null>;
}

export function toServerError(error: unknown): ServerError {
  if (error instanceof ApiError) {
    const known = error.toServerError();
    // No status: the server never answered, and the words are ours (src/web/api/http.ts).
    if (known.status === null) return { ...known, message: translate(formMessages, getLanguage(), 'offline') };
    return { ...known, message: withoutFieldKey(known.message, known.field) };
  }
  return { message: error instanceof Error ? error.message : translate(formMessages, getLanguage(), 'somethingWrong'), status: null, field: null };
}

/** "currentPassword: this is not…" → "This is not…": the field's key means nothing to a person, and the message shows at that field. */
export function withoutFieldKey(message: string, field: string | null): string {
  if (!field || !message.startsWith(`${field}: `)) return message;
  const rest = message.slice(field.length + 2);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

export function useServerForm(): ServerForm {
  const idPrefix = `f${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ServerError | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  // Every new error moves focus: to its field when the form has it, else to the banner.
  useEffect(() => {
    if (!error) return;
    const input = error.field ? document.getElementById(fieldControlId(idPrefix, error.field)) : null;
    (input ?? bannerRef.current)?.focus();
  }, [error, idPrefix]);

  const submit = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    // A second press while the first is on its way must not send twice (a reset link is single-use).
    if (busy.current) return undefined;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      return await task();
    } catch (caught) {
      setError(toServerError(caught));
      return undefined;
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, []);

  return {
    idPrefix,
    sending,
    error,
    errorAt: (field) => (error?.field === field ? error.message : undefined),
    submit,
    fail: (message, field) => setError({ message, field: field ?? null, status: null }),
    clear: () => setError(null),
    bannerRef,
  };
}

/** Where the form's problem is announced; focus lands here when no field is named. */
export function FormBanner({ form, title, action }: { form: ServerForm; title?: string; action?: ReactNode }) {
  return (
    <div ref={form.bannerRef} tabIndex={-1} className="outline-none empty:hidden">
      {form.error && (
        <Alert title={title} action={action}>
          {form.error.message}
        </Alert>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'name' | 'form'> {
  form: ServerForm;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: ReactNode;
  /** Something at the right of the label (a "Forgot?" link). */
  aside?: ReactNode;
}

export function TextField({ form, name, label, value, onValue, hint, aside, type = 'text', ...input }: TextFieldProps) {
  const t = useT(formMessages);
  const [shown, setShown] = useState(false);
  const id = fieldControlId(form.idPrefix, name);
  const error = form.errorAt(name);
  const password = type === 'password';
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="label">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          {...input}
          id={id}
          name={name}
          type={password && shown ? 'text' : type}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(form.idPrefix, name, !!hint, !!error)}
          className={`input ${password ? 'pr-16' : ''}`}
        />
        {password && (
          <button
            type="button"
            className="absolute inset-y-0 right-0 rounded-r-lg px-3 text-xs font-medium text-stone-700 hover:text-stone-900"
            aria-pressed={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? t('hide') : t('show')}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      {hint && (
        <p id={fieldHelpId(form.idPrefix, name)} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={fieldErrorId(form.idPrefix, name)} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ sending, children, busyLabel, wide = true }: { sending: boolean; children: ReactNode; busyLabel: string; wide?: boolean }) {
  return (
    <button type="submit" className={`btn-primary py-2.5 ${wide ? 'w-full' : ''}`} disabled={sending}>
      {sending ? busyLabel : children}
    </button>
  );
}

/** A calm confirmation: what happened, read out politely. */
export function Success({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1">{children}</div>}
    </div>
  );
}

/** A note that is neither good nor bad news. */
export function Note({ children }: { children: ReactNode }) {
  return <div className="rounded-lg border border-accent-100 bg-accent-50 px-4 py-3 text-sm text-stone-800">{children}</div>;
}

/** A password being chosen, with the rules the server holds it to. */
export function NewPasswordField({ form, label, value, onValue }: { form: ServerForm; label: string; value: string; onValue: (value: string) => void }) {
  const t = useT(formMessages);
  return (
    <TextField
      form={form}
      name="password"
      label={label}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX}
      hint={t('passwordHint', { min: PASSWORD_MIN })}
      value={value}
      onValue={onValue}
    />
  );
}

/** A new password and its repetition, as the reset page and the profile ask for them. */
export function NewPasswordFields({
  form,
  password,
  confirm,
  onPassword,
  onConfirm,
}: {
  form: ServerForm;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  const t = useT(formMessages);
  return (
    <>
      <NewPasswordField form={form} label={t('newPassword')} value={password} onValue={onPassword} />
      <TextField form={form} name="confirm" label={t('newPasswordAgain')} type="password" autoComplete="new-password" required value={confirm} onValue={onConfirm} />
    </>
  );
}
