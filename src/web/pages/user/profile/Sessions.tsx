import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOutEverywhere } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { useAppDispatch } from '../../../store/hooks.ts';
import { forgetSession } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

export function Sessions() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotices();
  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      await logOutEverywhere();
    } catch (caught) {
      setError(toServerError(caught).message);
      setBusy(false);
      return;
    }
    // This device's session ended with the others.
    dispatch(forgetSession());
    navigate('/', { replace: true });
    notify({ tone: 'success', message: 'You are logged out on every device, this one included.' });
  };
  return (
    <Section id="sessions" title="Devices" lead="Lost a phone, or logged in on a shared computer? Log out everywhere, this device included.">
      <div className="space-y-3">
        <button type="button" className="btn" disabled={busy} onClick={() => void leave()}>
          {busy ? 'Logging out…' : 'Log out everywhere'}
        </button>
        {error && <Alert title="Could not log out everywhere">{error}</Alert>}
      </div>
    </Section>
  );
}
