import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { askPasswordReset, resetPassword } from '../../api/auth.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { forgetSession } from '../../store/session-slice.ts';
import { AuthShell, TEXT_LINK } from './AuthShell.tsx';
import { PASSWORD_MIN } from '../../../contracts/auth-rules.ts';
import { FormBanner, formMessages, NewPasswordFields, Success, SubmitButton, TextField, useServerForm } from '../../components/form/server-form.tsx';

// /forgot asks for a link; /forgot/{nonce}/{email} (the link) sets the new password. What
// happened is said in our own words (the server's answers are English only); why something
// failed is the server's message.

const messages = defineMessages({
  es: {
    askTitle: '¿Has olvidado tu contraseña?',
    askLead: 'Dinos tu correo electrónico y te enviaremos un enlace para elegir una nueva.',
    remembered: '¿Ya te has acordado?',
    logIn: 'Inicia sesión',
    checkEmail: 'Revisa tu correo',
    linkOnItsWay: 'Si {email} tiene una cuenta, te llegará un enlace para elegir una contraseña nueva. Funciona durante una hora.',
    otherAddress: 'Usar otra dirección',
    couldNotSend: 'No hemos podido enviar el enlace',
    sendLink: 'Envíame un enlace',
    chooseTitle: 'Elige una contraseña nueva',
    forAccount: 'Para',
    linkFailed: 'Este enlace no ha funcionado',
    couldNotSet: 'No hemos podido cambiar la contraseña',
    askNewLink: 'Pedir un enlace nuevo',
    setPassword: 'Guardar la contraseña nueva',
    changed: 'Contraseña cambiada',
    newPasswordSet: 'Tu nueva contraseña ya está guardada. Inicia sesión con ella.',
  },
  en: {
    askTitle: 'Forgot your password?',
    askLead: 'Tell us your email and we will send you a link to choose a new one.',
    remembered: 'Remembered it?',
    logIn: 'Log in',
    checkEmail: 'Check your email',
    linkOnItsWay: 'If {email} has an account, a link to choose a new password is on its way. It works for one hour.',
    otherAddress: 'Use another address',
    couldNotSend: 'Could not send the link',
    sendLink: 'Send me a link',
    chooseTitle: 'Choose a new password',
    forAccount: 'For',
    linkFailed: 'This link did not work',
    couldNotSet: 'Could not set the password',
    askNewLink: 'Ask for a new link',
    setPassword: 'Set new password',
    changed: 'Password changed',
    newPasswordSet: 'Your new password is set. Log in with it now.',
  },
});

function AskForLink({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return form.fail(tf('enterEmail'), 'email');
    if ((await form.submit(() => askPasswordReset(address))) !== undefined) setSentTo(address);
  };

  if (sentTo !== null) {
    return (
      <div className="space-y-4">
        <Success title={t('checkEmail')}>{t('linkOnItsWay', { email: sentTo })}</Success>
        <button type="button" className={`text-sm ${TEXT_LINK}`} onClick={() => setSentTo(null)}>
          {t('otherAddress')}
        </button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <FormBanner form={form} title={t('couldNotSend')} />
      <TextField form={form} name="email" label={tf('email')} type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} />
      <SubmitButton sending={form.sending} busyLabel={tf('sending')}>
        {t('sendLink')}
      </SubmitButton>
    </form>
  );
}

function ChooseNewPassword({ nonce, email }: { nonce: string; email: string }) {
  const t = useT(messages);
  const tf = useT(formMessages);
  const form = useServerForm();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const navigate = useNavigate();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return form.fail(tf('passwordTooShort', { min: PASSWORD_MIN }), 'password');
    if (password !== confirm) return form.fail(tf('passwordsDiffer'), 'confirm');
    if ((await form.submit(() => resetPassword(nonce, email, password))) === undefined) return;
    // Every session of the account has ended, this device's included.
    if (user) dispatch(forgetSession());
    setDone(true);
  };

  if (done) {
    return (
      <div className="space-y-5">
        <Success title={t('changed')}>{t('newPasswordSet')}</Success>
        <Link to={`/login?${new URLSearchParams({ email }).toString()}`} className="btn-primary w-full py-2.5">
          {t('logIn')}
        </Link>
      </div>
    );
  }
  const linkFailed = form.error?.field === 'nonce';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <p className="text-sm text-stone-700">
        {t('forAccount')} <span className="font-medium break-all text-stone-900">{email}</span>
      </p>
      {/* For password managers: which account this password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormBanner form={form} title={linkFailed ? t('linkFailed') : t('couldNotSet')} />
      {linkFailed && (
        <button type="button" className="btn w-full" onClick={() => navigate('/forgot', { state: { email } })}>
          {t('askNewLink')}
        </button>
      )}
      <NewPasswordFields form={form} password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <SubmitButton sending={form.sending} busyLabel={tf('saving')}>
        {t('setPassword')}
      </SubmitButton>
    </form>
  );
}

export default function ForgotPage() {
  const t = useT(messages);
  const { nonce, email } = useParams();
  // "Ask for a new link" from a link that failed brings its address along.
  const { state } = useLocation() as { state: { email?: unknown } | null };
  const knownEmail = typeof state?.email === 'string' ? state.email : '';
  const withLink = !!(nonce && email);
  return (
    <AuthShell
      title={withLink ? t('chooseTitle') : t('askTitle')}
      lead={withLink ? undefined : t('askLead')}
      footer={
        !withLink && (
          <>
            {t('remembered')}{' '}
            <Link to="/login" className={TEXT_LINK}>
              {t('logIn')}
            </Link>
          </>
        )
      }
    >
      {withLink ? <ChooseNewPassword nonce={nonce!} email={email!} /> : <AskForLink initialEmail={knownEmail} />}
    </AuthShell>
  );
}
