import { useState } from 'react';
import { exportAccount } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { defineMessages, useT } from '../../../i18n/messages.ts';
import { Section } from './Section.tsx';

const messages = defineMessages({
  es: {
    title: 'Tu información',
    lead: 'Una copia de tu cuenta y de todos los registros que son tuyos (reservas, pagos, reseñas…), en un archivo JSON.',
    download: 'Descargar tu información',
    preparing: 'Preparando…',
    couldNotPrepare: 'No hemos podido preparar la descarga',
    fileName: 'habita-mi-informacion',
  },
  en: {
    title: 'Your data',
    lead: 'A copy of your account and of every record that is yours (bookings, payments, reviews…), as a JSON file.',
    download: 'Download your data',
    preparing: 'Preparing…',
    couldNotPrepare: 'Could not prepare the download',
    fileName: 'habita-my-data',
  },
});

/** Saves the answer as a file on the person's device. */
function saveAsFile(data: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function YourData() {
  const t = useT(messages);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveAsFile(await exportAccount(), `${t('fileName')}-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (caught) {
      setError(toServerError(caught).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="data" title={t('title')} lead={t('lead')}>
      <div className="space-y-3">
        <button type="button" className="btn" disabled={busy} onClick={() => void download()}>
          {busy ? t('preparing') : t('download')}
        </button>
        {error && <Alert title={t('couldNotPrepare')}>{error}</Alert>}
      </div>
    </Section>
  );
}
