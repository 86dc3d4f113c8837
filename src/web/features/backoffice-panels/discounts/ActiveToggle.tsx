import { useState } from 'react';
import { collectionApi } from '../../../api/collections.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';

// Switches a promotion on or off from the list: off, no new quote applies it (reservations
// already made keep their price); on again, it applies within its dates and uses.

export function ActiveToggle({ id, name, active, onChanged }: { id: string; name: string; active: boolean; onChanged: () => void }) {
  const notify = useNotices();
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    try {
      await collectionApi('promotions').edit(id, { active: !active });
      notify({ tone: 'success', message: active ? `“${name}” is paused: new quotes no longer apply it.` : `“${name}” is active again.` });
      onChanged();
    } catch (error) {
      notify({ tone: 'error', message: `Could not ${active ? 'deactivate' : 'activate'} “${name}”: ${toServerError(error).message}` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn-ghost px-2 py-1" disabled={busy} onClick={() => void toggle()}>
      {busy ? 'Saving…' : active ? 'Deactivate' : 'Activate'}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
