import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { verifyEmail } from '../../api/auth.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { loadSession } from '../../store/session-slice.ts';
import { AuthShell } from './AuthShell.tsx';
import { toServerError } from '../../components/form/server-form.tsx';
import { ResendForm } from '../../components/account/ResendVerification.tsx';

// The page a confirmation link opens: /verification/{nonce}/{email}. A nonce works once, so it
// is sent once per page load whatever React does with effects (StrictMode runs them twice):
// every mount for the same link waits on the same request.

const messages = defineMessages({
  es: {
    title: 'Confirma tu correo',
    lead: 'Te enviamos un enlace cuando te registraste. Ábrelo para confirmar tu dirección.',
    lostIt: '¿Has perdido el correo o ha caducado el enlace? Te enviamos uno nuevo.',
    confirming: 'Confirmando',
    confirmed: 'Tu dirección está confirmada',
    profileShowsIt: 'Tu perfil ya lo refleja.',
    canLogIn: 'Ya puedes iniciar sesión.',
    goToProfile: 'Ir a tu perfil',
    logIn: 'Iniciar sesión',
    linkFailed: 'Este enlace no ha funcionado',
    askNewLink: 'Pide un enlace nuevo y usa el más reciente que te enviemos.',
  },
  en: {
    title: 'Confirm your email',
    lead: 'We sent you a link when you signed up. Open it to confirm your address.',
    lostIt: 'Lost the email, or the link has expired? We will send a new one.',
    confirming: 'Confirming',
    confirmed: 'Your address is confirmed',
    profileShowsIt: 'Your profile shows it already.',
    canLogIn: 'You can log in now.',
    goToProfile: 'Go to your profile',
    logIn: 'Log in',
    linkFailed: 'This link did not work',
    askNewLink: 'Ask for a new link and use the newest one we send you.',
  },
});

type Outcome = { ok: true; message: string } | { ok: false; message: string };

const attempts = new Map<string, Promise<Outcome>>();

export function confirmOnce(nonce: string, email: string): Promise<Outcome> {
  const key = `${nonce}\n${email}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifyEmail(nonce, email).then(
      (message): Outcome => ({ ok: true, message }),
      (error: unknown): Outcome => ({ ok: false, message: toServerError(error).message }),
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

function Confirming({ nonce, email }: { nonce: string; email: string }) {
  const t = useT(messages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const dispatch = useAppDispatch();
  const { user } = useSession();

  useEffect(() => {
    let current = true;
    void confirmOnce(nonce, email).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [nonce, email]);

  // Someone logged in on this device sees their record's new state (no "not verified" note).
  useEffect(() => {
    if (outcome?.ok && user) void dispatch(loadSession({ force: true }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (!outcome) {
    return (
      <p role="status" className="text-center text-stone-700">
        {t('confirming')} <span className="font-medium break-all text-stone-900">{email}</span>…
      </p>
    );
  }
  if (outcome.ok) {
    return (
      <div className="space-y-5 text-center">
        <div role="status">
          <p className="text-lg font-semibold text-stone-900">{t('confirmed')}</p>
          <p className="mt-1 text-sm text-stone-700">{user ? t('profileShowsIt') : t('canLogIn')}</p>
        </div>
        <Link to={user ? '/profile' : `/login?${new URLSearchParams({ email }).toString()}`} className="btn-primary w-full py-2.5">
          {user ? t('goToProfile') : t('logIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <Alert title={t('linkFailed')}>{outcome.message}</Alert>
      <p className="text-sm text-stone-700">{t('askNewLink')}</p>
      <ResendForm initialEmail={email} />
    </div>
  );
}

export default function VerificationPage() {
  const t = useT(messages);
  const { nonce, email } = useParams();
  return (
    <AuthShell title={t('title')} lead={nonce && email ? undefined : t('lead')}>
      {nonce && email ? (
        <Confirming nonce={nonce} email={email} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-stone-700">{t('lostIt')}</p>
          <ResendForm />
        </div>
      )}
    </AuthShell>
  );
}
