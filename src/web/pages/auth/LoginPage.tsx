import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { logIn, type SessionUser } from '../../api/auth.ts';
import { safeNextPath } from '../../app/next-path.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { isStaffUser, sessionActions } from '../../store/session-slice.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { FormBanner, Note, SubmitButton, TextField, useServerForm } from '../../components/form/server-form.tsx';
import { ResendButton } from '../../components/account/ResendVerification.tsx';

/** Where a person goes after logging in: the page they came for when it is on this site, else their home. */
export function destinationAfterLogin(next: string | null, user: SessionUser): string {
  return safeNextPath(next) ?? (isStaffUser(user) ? '/admin' : '/profile');
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const staffOnly = params.get('reason') === 'staff';
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useServerForm();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');

  // Already logged in: nothing to do here, unless the account in use cannot open the page asked for.
  if (user && !(staffOnly && !isStaffUser(user))) return <Navigate to={destinationAfterLogin(next, user)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return form.fail('Enter your email address.', 'email');
    if (!password) return form.fail('Enter your password.', 'password');
    const signedIn = await form.submit(() => logIn(email.trim(), password));
    if (!signedIn) return;
    dispatch(sessionActions.signedIn(signedIn));
    navigate(destinationAfterLogin(next, signedIn), { replace: true });
  };

  // A right password for an address not confirmed yet: the way forward is a new link.
  const unverified = form.error?.status === 403 && form.error.field === 'email';

  return (
    <AuthShell
      title="Log in"
      lead="Welcome back to Habita."
      footer={
        <>
          New to Habita?{' '}
          <Link to="/register" className={TEXT_LINK}>
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {staffOnly && (
          <Note>
            That page is for Habita staff; log in with a staff account.
            {user && <span className="mt-1 block text-stone-600">You are logged in as {user.email}.</span>}
          </Note>
        )}
        <FormBanner
          form={form}
          // The server's message for an unconfirmed address already says what to do.
          title={unverified ? undefined : form.error?.status === 429 ? 'Too many attempts' : 'Could not log you in'}
        />
        {unverified && <ResendButton key={email} email={email.trim()} />}
        <TextField form={form} name="email" label="Email" type="email" autoComplete="username" inputMode="email" required value={email} onValue={setEmail} />
        <TextField
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          aside={
            <Link to="/forgot" className={`text-sm ${TEXT_LINK}`}>
              Forgot it?
            </Link>
          }
        />
        <SubmitButton sending={form.sending} busyLabel="Logging in…">
          Log in
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
