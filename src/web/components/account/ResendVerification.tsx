import { useState, type FormEvent } from 'react';
import { resendVerification } from '../../api/auth.ts';
import { FormBanner, Success, SubmitButton, TextField, useServerForm } from '../form/server-form.tsx';

// Asking for a new confirmation link: the server answers the same whether or not the
// address has an account, so the page can only say "if…, it is on its way".

/** A button that sends a new link to an address the page already knows. */
export function ResendButton({ email, label = 'Send a new link' }: { email: string; label?: string }) {
  const form = useServerForm();
  const [sent, setSent] = useState<string | null>(null);
  const send = async () => {
    const message = await form.submit(() => resendVerification(email));
    if (message !== undefined) setSent(message);
  };
  return (
    <div className="space-y-3">
      {sent ? (
        <Success title="New link sent">{sent}</Success>
      ) : (
        <button type="button" className="btn" disabled={form.sending} onClick={() => void send()}>
          {form.sending ? 'Sending…' : label}
        </button>
      )}
      <FormBanner form={form} />
    </div>
  );
}

/** The form for when the page does not know the address, or it may be mistyped. */
export function ResendForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useServerForm();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const message = await form.submit(() => resendVerification(email.trim()));
    if (message !== undefined) setSent(message);
  };
  return (
    <form noValidate onSubmit={(event) => void send(event)} className="space-y-4">
      <FormBanner form={form} />
      {sent && <Success title="Check your inbox">{sent}</Success>}
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
      <SubmitButton sending={form.sending} busyLabel="Sending…">
        Send a new link
      </SubmitButton>
    </form>
  );
}
