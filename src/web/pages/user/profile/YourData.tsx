import { useState } from 'react';
import { exportAccount } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Section } from './Section.tsx';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveAsFile(await exportAccount(), `habita-my-data-${new Date().toISOString().slice(0, 10)}.json`);
    } catch (caught) {
      setError(toServerError(caught).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section id="data" title="Your data" lead="A copy of your account and of every record that is yours (bookings, payments, reviews…), as a JSON file.">
      <div className="space-y-3">
        <button type="button" className="btn" disabled={busy} onClick={() => void download()}>
          {busy ? 'Preparing…' : 'Download your data'}
        </button>
        {error && <Alert title="Could not prepare the download">{error}</Alert>}
      </div>
    </Section>
  );
}
