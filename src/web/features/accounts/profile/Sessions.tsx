import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOutEverywhere } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { forgetSession } from '../../../store/session-slice.ts';
import { Section } from './Section.tsx';

const messages = defineMessages({
  es: {
    title: 'Dispositivos',
    lead: '¿Has perdido el móvil o has iniciado sesión en un ordenador compartido? Cierra la sesión en todas partes, también en este dispositivo.',
    logOutEverywhere: 'Cerrar sesión en todas partes',
    loggingOut: 'Cerrando sesión…',
    couldNotLogOut: 'No hemos podido cerrar la sesión en todas partes',
    loggedOut: 'Has cerrado la sesión en todos tus dispositivos, también en este.',
  },
  en: {
    title: 'Devices',
    lead: 'Lost a phone, or logged in on a shared computer? Log out everywhere, this device included.',
    logOutEverywhere: 'Log out everywhere',
    loggingOut: 'Logging out…',
    couldNotLogOut: 'Could not log out everywhere',
    loggedOut: 'You are logged out on every device, this one included.',
  },
});

export function Sessions() {
  const t = useT(messages);
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
    notify({ tone: 'success', message: t('loggedOut') });
  };
  return (
    <Section id="sessions" title={t('title')} lead={t('lead')}>
      <div className="space-y-3">
        <button type="button" className="btn" disabled={busy} onClick={() => void leave()}>
          {busy ? t('loggingOut') : t('logOutEverywhere')}
        </button>
        {error && <Alert title={t('couldNotLogOut')}>{error}</Alert>}
      </div>
    </Section>
  );
}
