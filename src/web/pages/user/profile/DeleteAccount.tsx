import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount, type SessionUser } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { useAppDispatch } from '../../../store/hooks.ts';
import { forgetSession } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

export function DeleteAccount({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotices();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };

  const confirm = async () => {
    if (!password) {
      setError('Enter your password to confirm.');
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
    notify({ tone: 'success', message: 'Your account is closed and your personal data erased. Goodbye!' });
  };

  return (
    <Section id="delete" title="Delete your account" tone="danger" lead="Your personal data is erased and you can no longer log in. This cannot be undone.">
      <button type="button" className="btn-danger" onClick={() => setOpen(true)}>
        Delete account…
      </button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        tone="danger"
        confirmLabel="Delete my account"
        busy={busy}
        error={error}
        onCancel={close}
        onConfirm={confirm}
      >
        <p>
          The name, contact and ID details of <span className="font-medium break-all text-stone-900">{user.email}</span> are erased and every
          device is logged out. Past bookings and payments stay on our books under a closed account.
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void confirm();
          }}
        >
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          <label htmlFor="delete-account-password" className="label">
            Your password
          </label>
          <input
            id="delete-account-password"
            type="password"
            className="input"
            autoComplete="current-password"
            value={password}
            data-autofocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
      </ConfirmDialog>
    </Section>
  );
}
