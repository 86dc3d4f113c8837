import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount, type SessionUser } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { forgetSession } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

// The dialog is built on Dialog rather than ConfirmDialog, whose own buttons are the
// back-office's (English) words.

const messages = defineMessages({
  es: {
    title: 'Eliminar tu cuenta',
    lead: 'Borramos tus datos personales y ya no podrás iniciar sesión. No se puede deshacer.',
    open: 'Eliminar la cuenta…',
    dialogTitle: '¿Eliminar tu cuenta?',
    erasedBefore: 'Se borrarán el nombre, los datos de contacto y el documento de identidad de',
    erasedAfter:
      ', y se cerrará la sesión en todos los dispositivos. Las reservas y los pagos anteriores se quedan en nuestra contabilidad, a nombre de una cuenta cerrada.',
    yourPassword: 'Tu contraseña',
    enterPassword: 'Escribe tu contraseña para confirmarlo.',
    cancel: 'Cancelar',
    confirm: 'Eliminar mi cuenta',
    deleting: 'Eliminando…',
    goodbye: 'Hemos cerrado tu cuenta y borrado tus datos personales. ¡Hasta pronto!',
  },
  en: {
    title: 'Delete your account',
    lead: 'Your personal data is erased and you can no longer log in. This cannot be undone.',
    open: 'Delete account…',
    dialogTitle: 'Delete your account?',
    erasedBefore: 'The name, contact and ID details of',
    erasedAfter: ' are erased and every device is logged out. Past bookings and payments stay on our books under a closed account.',
    yourPassword: 'Your password',
    enterPassword: 'Enter your password to confirm.',
    cancel: 'Cancel',
    confirm: 'Delete my account',
    deleting: 'Deleting…',
    goodbye: 'Your account is closed and your personal data erased. Goodbye!',
  },
});

export function DeleteAccount({ user }: { user: SessionUser }) {
  const t = useT(messages);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotices();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    if (busy) return;
    if (!password) {
      setError(t('enterPassword'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(password);
    } catch (caught) {
      setError(toServerError(caught).message);
      setBusy(false);
      return;
    }
    dispatch(forgetSession());
    navigate('/', { replace: true });
    notify({ tone: 'success', message: t('goodbye') });
  };

  return (
    <Section id="delete" title={t('title')} tone="danger" lead={t('lead')}>
      <button type="button" className="btn-danger" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      <Dialog
        open={open}
        title={t('dialogTitle')}
        tone="danger"
        onClose={close}
        footer={
          <>
            <button type="button" className="btn" onClick={close} disabled={busy}>
              {t('cancel')}
            </button>
            <button type="button" className="btn-danger" disabled={busy} onClick={() => void confirm()}>
              {busy ? t('deleting') : t('confirm')}
            </button>
          </>
        }
      >
        <p>
          {t('erasedBefore')} <span className="font-medium break-all text-stone-900">{user.email}</span>
          {t('erasedAfter')}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <label htmlFor="delete-account-password" className="label">
            {t('yourPassword')}
          </label>
          <input
            id="delete-account-password"
            type="password"
            className="input"
            autoComplete="current-password"
            value={password}
            data-autofocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-account-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
        {error && (
          <div id="delete-account-error">
            <Alert>{error}</Alert>
          </div>
        )}
      </Dialog>
    </Section>
  );
}
