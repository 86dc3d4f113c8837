import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { logIn } from '../../api/auth.ts';
import { destinationAfterLogin } from '../../components/account/next-path.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { isStaffUser, sessionActions } from '../../store/session-slice.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { FormBanner, formMessages, Note, SubmitButton, TextField, useServerForm } from '../../components/form/server-form.tsx';
import { ResendButton } from '../../components/account/ResendVerification.tsx';

const messages = defineMessages({
  es: {
    title: 'Inicia sesión',
    lead: 'Hola de nuevo. Entra en tu cuenta de Habita.',
    noAccount: '¿Aún no tienes cuenta?',
    createAccount: 'Regístrate',
    staffOnly: 'Esa página es solo para el equipo de Habita; inicia sesión con una cuenta del equipo.',
    loggedInAs: 'Tienes la sesión iniciada como {email}.',
    tooManyAttempts: 'Demasiados intentos',
    couldNotLogIn: 'No hemos podido iniciar tu sesión',
    forgotIt: '¿La has olvidado?',
    enterPassword: 'Escribe tu contraseña.',
    logIn: 'Entrar',
    loggingIn: 'Entrando…',
  },
  en: {
    title: 'Log in',
    lead: 'Welcome back to Habita.',
    noAccount: 'New to Habita?',
    createAccount: 'Create an account',
    staffOnly: 'That page is for Habita staff; log in with a staff account.',
    loggedInAs: 'You are logged in as {email}.',
    tooManyAttempts: 'Too many attempts',
    couldNotLogIn: 'Could not log you in',
    forgotIt: 'Forgot it?',
    enterPassword: 'Enter your password.',
    logIn: 'Log in',
    loggingIn: 'Logging in…',
  },
});

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const staffOnly = params.get('reason') === 'staff';
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useServerForm();
  const t = useT(messages);
  const tf = useT(formMessages);
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');

  // Already logged in: nothing to do here, unless the account in use cannot open the page asked for.
  if (user && !(staffOnly && !isStaffUser(user))) return <Navigate to={destinationAfterLogin(next, user)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return form.fail(tf('enterEmail'), 'email');
    if (!password) return form.fail(t('enterPassword'), 'password');
    const signedIn = await form.submit(() => logIn(email.trim(), password));
    if (!signedIn) return;
    dispatch(sessionActions.signedIn(signedIn));
    navigate(destinationAfterLogin(next, signedIn), { replace: true });
  };

  // A right password for an address not confirmed yet: the way forward is a new link.
  const unverified = form.error?.status === 403 && form.error.field === 'email';

  return (
    <AuthShell
      title={t('title')}
      lead={t('lead')}
      footer={
        <>
          {t('noAccount')}{' '}
          <Link to="/register" className={TEXT_LINK}>
            {t('createAccount')}
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {staffOnly && (
          <Note>
            {t('staffOnly')}
            {user && <span className="mt-1 block break-words text-stone-600">{t('loggedInAs', { email: user.email })}</span>}
          </Note>
        )}
        <FormBanner
          form={form}
          // The server's message for an unconfirmed address already says what to do.
          title={unverified ? undefined : form.error?.status === 429 ? t('tooManyAttempts') : t('couldNotLogIn')}
        />
        {unverified && <ResendButton key={email} email={email.trim()} />}
        <TextField form={form} name="email" label={tf('email')} type="email" autoComplete="username" inputMode="email" required value={email} onValue={setEmail} />
        <TextField
          form={form}
          name="password"
          label={tf('password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
          aside={
            <Link to="/forgot" className={`text-sm ${TEXT_LINK}`}>
              {t('forgotIt')}
            </Link>
          }
        />
        <SubmitButton sending={form.sending} busyLabel={t('loggingIn')}>
          {t('logIn')}
        </SubmitButton>
      </form>
    </AuthShell>
  );
}
