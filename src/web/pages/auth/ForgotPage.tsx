import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { askPasswordReset, resetPassword } from '../../api/auth.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { forgetSession } from '../../store/session-slice.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { FormBanner, NewPasswordFields, PASSWORD_MIN, Success, SubmitButton, TextField, useServerForm } from '../../components/form/server-form.tsx';

// /forgot asks for a link; /forgot/{nonce}/{email} (the link) sets the new password.

function AskForLink({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useServerForm();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return form.fail('Enter your email address.', 'email');
    const message = await form.submit(() => askPasswordReset(email.trim()));
    if (message !== undefined) setSent(message);
  };

  if (sent !== null) {
    return (
      <div className="space-y-4">
        <Success title="Check your email">{sent}</Success>
        <button type="button" className={`text-sm ${TEXT_LINK}`} onClick={() => setSent(null)}>
          Use another address
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <FormBanner form={form} title="Could not send the link" />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} />
      <SubmitButton sending={form.sending} busyLabel="Sending…">
        Send me a link
      </SubmitButton>
    </form>
  );
}

function ChooseNewPassword({ nonce, email }: { nonce: string; email: string }) {
  const form = useServerForm();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return form.fail(`Use at least ${PASSWORD_MIN} characters.`, 'password');
    if (password !== confirm) return form.fail('The two passwords are not the same.', 'confirm');
    const message = await form.submit(() => resetPassword(nonce, email, password));
    if (message === undefined) return;
    // Every session of the account has ended, this device's included.
    if (user) dispatch(forgetSession());
    setDone(message);
  };

  if (done !== null) {
    return (
      <div className="space-y-5">
        <Success title="Password changed">{done}</Success>
        <Link to={`/login?${new URLSearchParams({ email }).toString()}`} className="btn-primary w-full py-2.5">
          Log in
        </Link>
      </div>
    );
  }
  const linkFailed = form.error?.field === 'nonce';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-stone-700">
        For <span className="font-medium break-all text-stone-900">{email}</span>
      </p>
      {/* For password managers: which account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormBanner form={form} title={linkFailed ? 'This link did not work' : 'Could not set the password'} />
      {linkFailed && (
        <button type="button" className="btn w-full" onClick={() => navigate('/forgot', { state: { email } })}>
          Ask for a new link
        </button>
      )}
      <NewPasswordFields form={form} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <SubmitButton sending={form.sending} busyLabel="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}

export default function ForgotPage() {
  const { nonce, email } = useParams();
  // "Ask for a new link" from a link that failed brings its address along.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const knownEmail = typeof state?.email === 'string' ? state.email : '';
  const withLink = !!(nonce && email);
  return (
    <AuthShell
      title={withLink ? 'Choose a new password' : 'Forgot your password?'}
      lead={withLink ? undefined : 'Tell us your email and we will send you a link to choose a new one.'}
      footer={
        !withLink && (
          <>
            Remembered it?{' '}
            <Link to="/login" className={TEXT_LINK}>
              Log in
            </Link>
          </>
        )
      }
    >
      {withLink ? <ChooseNewPassword nonce={nonce!} email={email!} /> : <AskForLink initialEmail={knownEmail} />}
    </AuthShell>
  );
}
