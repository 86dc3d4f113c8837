import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { verifyEmail, type SessionUser, type Verified } from '../../api/auth.ts';
import { areaPath } from '../../components/account/areas.ts';
import { Alert } from '../../components/ui/Alert.tsx';
import { useNotices } from '../../components/ui/Notices.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useAppDispatch, useSession } from '../../store/hooks.ts';
import { logOut, sessionActions } from '../../store/session-slice.ts';
import { AuthShell } from './AuthShell.tsx';
import { toServerError } from '../../components/form/server-form.tsx';
import { ResendForm } from '../../components/account/ResendVerification.tsx';

// The page a confirmation link opens: /verification/{nonce}/{email}. A nonce works once, so it
// is sent once per page load whatever React does with effects (StrictMode runs them twice):
// every mount for the same link waits on the same request. The link proves the address, so the
// server signs its owner in, and the page takes them on to their own area.

const messages = defineMessages({
  es: {
    title: 'Confirma tu correo',
    lead: 'Te enviamos un enlace cuando te registraste. Ábrelo para confirmar tu dirección.',
    lostIt: '¿Has perdido el correo o ha caducado el enlace? Te enviamos uno nuevo.',
    confirming: 'Confirmando',
    confirmed: 'Tu dirección está confirmada',
    welcome: 'Tu dirección está confirmada. ¡Bienvenido a Habita!',
    canLogIn: 'Ya puedes iniciar sesión.',
    otherAccount: 'En este navegador tienes abierta la sesión de {email}. Ciérrala para entrar con la dirección que acabas de confirmar.',
    logIn: 'Iniciar sesión',
    logOutAndIn: 'Cerrar sesión y entrar',
    linkFailed: 'Este enlace no ha funcionado',
    askNewLink: 'Pide un enlace nuevo y usa el más reciente que te enviemos.',
  },
  en: {
    title: 'Confirm your email',
    lead: 'We sent you a link when you signed up. Open it to confirm your address.',
    lostIt: 'Lost the email, or the link has expired? We will send a new one.',
    confirming: 'Confirming',
    confirmed: 'Your address is confirmed',
    welcome: 'Your address is confirmed. Welcome to Habita!',
    canLogIn: 'You can log in now.',
    otherAccount: '{email} is logged in on this browser. Log out to log in with the address you have just confirmed.',
    logIn: 'Log in',
    logOutAndIn: 'Log out and log in',
    linkFailed: 'This link did not work',
    askNewLink: 'Ask for a new link and use the newest one we send you.',
  },
});

type Outcome = ({ ok: true } & Verified) | { ok: false; message: string };

const attempts = new Map<string, Promise<Outcome>>();

export function confirmOnce(nonce: string, email: string): Promise<Outcome> {
  const key = `${nonce}\n${email}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifyEmail(nonce, email).then(
      ({ message, user }): Outcome => ({ ok: true, message, user }),
      (error: unknown): Outcome => ({ ok: false, message: toServerError(error).message }),
    );
    attempts.set(key, attempt);
  }
  return attempt;
}

/** Signed in by the link: the session knows, and the person is taken on to their own area. */
function SignedInByLink({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const notify = useNotices();
  const navigate = useNavigate();
  const { status } = useSession();
  const t = useT(messages);
  // The app's first "who is this?" went out before the link set the cookie: its answer must not
  // come after this one and sign the person out again, so this waits for it.
  const asking = status === 'unknown' || status === 'loading';
  useEffect(() => {
    if (asking) return;
    dispatch(sessionActions.signedIn(user));
    notify({ message: t('welcome'), tone: 'success', key: 'verified' });
    navigate(areaPath(user.role), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user, when the session check has answered: a new `notify` or `t` must not welcome twice
  }, [user, asking]);
  return (
    <p role="status" className="text-center text-lg font-semibold text-stone-900">
      {t('confirmed')}
    </p>
  );
}

/** Confirmed, but not signed in here: someone else's session is open on this browser, or nobody's. */
function ConfirmedNotSignedIn({ email }: { email: string }) {
  const t = useT(messages);
  const { user } = useSession();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loginLink = `/login?${new URLSearchParams({ email }).toString()}`;
  const switchAccount = async () => {
    await dispatch(logOut());
    navigate(loginLink, { replace: true });
  };
  return (
    <div className="space-y-5 text-center">
      <div role="status">
        <p className="text-lg font-semibold text-stone-900">{t('confirmed')}</p>
        <p className="mt-1 text-sm break-words text-stone-700">{user ? t('otherAccount', { email: user.email }) : t('canLogIn')}</p>
      </div>
      {user ? (
        <button type="button" className="btn-primary w-full py-2.5" onClick={() => void switchAccount()}>
          {t('logOutAndIn')}
        </button>
      ) : (
        <Link to={loginLink} className="btn-primary w-full py-2.5">
          {t('logIn')}
        </Link>
      )}
    </div>
  );
}

function Confirming({ nonce, email }: { nonce: string; email: string }) {
  const t = useT(messages);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    void confirmOnce(nonce, email).then((result) => {
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [nonce, email]);

  if (!outcome) {
    return (
      <p role="status" className="text-center text-stone-700">
        {t('confirming')} <span className="font-medium break-all text-stone-900">{email}</span>…
      </p>
    );
  }
  if (outcome.ok) return outcome.user ? <SignedInByLink user={outcome.user} /> : <ConfirmedNotSignedIn email={email} />;
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
