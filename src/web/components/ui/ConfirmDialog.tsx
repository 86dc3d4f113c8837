import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert } from './Alert.tsx';
import { Dialog } from './Dialog.tsx';

// Asks before something is done. A stronger confirm (`typeToConfirm`) keeps the button off
// until the word is typed, for what cannot be undone. Focus starts on Cancel, the safe choice.

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  tone?: 'default' | 'danger';
  /** A word to type before the button works, e.g. DELETE. */
  typeToConfirm?: string;
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  error?: string;
  onClosed?: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  typeToConfirm,
  busy = false,
  error,
  onClosed,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const ready = !typeToConfirm || typed.trim() === typeToConfirm;

  return (
    <Dialog
      open={open}
      title={title}
      tone={tone}
      onClose={() => !busy && onCancel()}
      onClosed={onClosed}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel} disabled={busy} data-autofocus={typeToConfirm ? undefined : true}>
            Cancel
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
            disabled={!ready || busy}
            onClick={() => void onConfirm()}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {typeToConfirm && (
        <div>
          <label htmlFor={inputId} className="label">
            Type {typeToConfirm} to confirm
          </label>
          <input
            id={inputId}
            className="input"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && ready && !busy) void onConfirm();
            }}
          />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
    </Dialog>
  );
}
