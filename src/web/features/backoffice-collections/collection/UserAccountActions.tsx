import { useState } from 'react';
import { changeAccount, type AccountAction } from '../../../api/auth.ts';
import { toServerError } from '../../../components/form/server-form.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import { useSession } from '../../../store/hooks.ts';
import type { RecordActionsProps } from './record-extensions.ts';

// An admin's account actions on a user: confirm the address for them, or disable (every
// session ends, no more logins) and enable the account again.

const DONE: Record<AccountAction, string> = {
  verify: 'Address of {who} marked as verified.',
  disable: '{who} is disabled and logged out everywhere.',
  enable: '{who} can log in again.',
};

export function UserAccountActions({ collection, record, onChanged, placement }: RecordActionsProps) {
  const { user } = useSession();
  const notify = useNotices();
  const [busy, setBusy] = useState<AccountAction | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const [disableError, setDisableError] = useState<string | undefined>();
  if (user?.role !== 'admin') return null;

  const who = plainTitle(collection, record);
  const run = async (action: AccountAction): Promise<boolean> => {
    setBusy(action);
    try {
      const changed = await changeAccount(record._id, action);
      onChanged(changed);
      notify({ tone: 'success', message: DONE[action].replace('{who}', who) });
      return true;
    } catch (error) {
      const message = toServerError(error).message;
      if (action === 'disable') setDisableError(message);
      else notify({ tone: 'error', message: `Could not ${action} ${who}: ${message}` });
      return false;
    } finally {
      setBusy(null);
    }
  };

  // In a row they join Edit and Remove from tablet width up; a phone's row has no room, and the
  // edit view carries them at every width.
  const button = placement === 'row' ? 'btn-ghost hidden px-2 py-1 md:inline-flex' : 'btn';
  const label = (text: string) => (
    <>
      {text}
      {placement === 'row' && <span className="sr-only"> {who}</span>}
    </>
  );
  return (
    <>
      {!record.emailVerifiedAt && (
        <button type="button" className={button} disabled={busy !== null} onClick={() => void run('verify')}>
          {busy === 'verify' ? 'Verifying…' : label('Verify')}
        </button>
      )}
      {record.disabledAt ? (
        <button type="button" className={button} disabled={busy !== null} onClick={() => void run('enable')}>
          {busy === 'enable' ? 'Enabling…' : label('Enable')}
        </button>
      ) : (
        <button type="button" className={`${button} text-red-700 hover:bg-red-50`} disabled={busy !== null} onClick={() => setConfirmDisable(true)}>
          {label('Disable')}
        </button>
      )}
      <ConfirmDialog
        open={confirmDisable}
        title={`Disable ${who}?`}
        tone="danger"
        confirmLabel="Disable account"
        busy={busy === 'disable'}
        error={disableError}
        onCancel={() => {
          setConfirmDisable(false);
          setDisableError(undefined);
        }}
        onConfirm={async () => {
          if (await run('disable')) setConfirmDisable(false);
        }}
      >
        <p>They are logged out on every device and cannot log in until an admin enables the account again. Their records stay as they are.</p>
      </ConfirmDialog>
    </>
  );
}
