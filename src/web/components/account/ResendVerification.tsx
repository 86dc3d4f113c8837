import { useState, type FormEvent } from 'react';
import { resendVerification } from '../../api/auth.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { FormBanner, formMessages, Success, SubmitButton, TextField, useServerForm } from '../form/server-form.tsx';

// Asking for a new confirmation link: the server answers the same whether or not the
// address has an account, so the page can only say "if…, it is on its way" (in the
// visitor's language, as the server's answer is always English).

const messages = defineMessages({
  es: {
    sendNewLink: 'Enviar un enlace nuevo',
    newLinkSent: 'Enlace nuevo enviado',
    checkInbox: 'Revisa tu bandeja de entrada',
    onItsWay: 'Si {email} tiene una cuenta pendiente de confirmar, te llegará un enlace nuevo en unos minutos.',
  },
  en: {
    sendNewLink: 'Send a new link',
    newLinkSent: 'New link sent',
    checkInbox: 'Check your inbox',
    onItsWay: 'If {email} has an account waiting to be confirmed, a new link is on its way.',
  },
});

/** A button that sends a new link to an address the page already knows. */
export function ResendButton({ email, label }: { email: string; label?: string }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const [sent, setSent] = useState(false);
  const send = async () => {
    if ((await form.submit(() => resendVerification(email))) !== undefined) setSent(true);
  };
  return (
    <div className="space-y-3">
      {sent ? (
        <Success title={t('newLinkSent')}>{t('onItsWay', { email })}</Success>
      ) : (
        <button type="button" className="btn" disabled={form.sending} onClick={() => void send()}>
          {form.sending ? tf('sending') : (label ?? t('sendNewLink'))}
        </button>
      )}
      <FormBanner form={form} />
    </div>
  );
}

/** The form for when the page does not know the address, or it may be mistyped. */
export function ResendForm({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const address = email.trim();
    if (!address) return form.fail(tf('enterEmail'), 'email');
    if ((await form.submit(() => resendVerification(address))) !== undefined) setSentTo(address);
  };
  return (
    <form noValidate onSubmit={(event) => void send(event)} className="space-y-4">
      <FormBanner form={form} />
      {sentTo !== null && <Success title={t('checkInbox')}>{t('onItsWay', { email: sentTo })}</Success>}
      <TextField form={form} name="email" label={tf('email')} type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} />
      <SubmitButton sending={form.sending} busyLabel={tf('sending')}>
        {t('sendNewLink')}
      </SubmitButton>
    </form>
  );
}
