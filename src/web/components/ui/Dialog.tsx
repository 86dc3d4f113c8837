import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';

// A modal on the native <dialog>: showModal gives the focus trap, Esc and the inert page for
// free. The dialog is named by its heading. Focus goes to the element marked
// `data-autofocus` (React's autoFocus runs before showModal and would be lost).

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Esc and by the caller's own buttons; the caller decides to close. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons row. */
  footer?: ReactNode;
  tone?: 'default' | 'danger';
  /** After the dialog has closed and the browser has put focus back where it was. */
  onClosed?: () => void;
}

export function Dialog({ open, title, onClose, children, footer, tone = 'default', onClosed }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      onClosed?.();
    }
    // Only opening and closing matter here; a new onClosed each render must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  // A dialog unmounted while open (its screen went away) is closed while still in the page, so
  // the browser gives focus back to what opened it instead of dropping it on <body>.
  useLayoutEffect(
    () => () => {
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/40"
      onCancel={(event) => {
        // Esc: the caller's state stays the one truth about whether the dialog is open.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className="p-5">
          <h2 id={headingId} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-stone-900'}`}>
            {title}
          </h2>
          <div className="mt-2 space-y-3 text-sm text-stone-700">{children}</div>
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
