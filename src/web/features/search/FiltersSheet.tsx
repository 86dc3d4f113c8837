import { useEffect, useId, useRef, type ReactNode } from 'react';

// The filters on phones (and beside the map): a native modal dialog, full screen on phones and a
// centred panel on wider screens. showModal gives the focus trap, Esc and the inert page.

export function FiltersSheet({
  open,
  title,
  closeLabel,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-stone-900 backdrop:bg-stone-900/40 sm:m-auto sm:h-auto sm:max-h-[85dvh] sm:max-w-lg sm:rounded-xl sm:border sm:border-stone-200 sm:shadow-xl"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-3">
            <h2 id={headingId} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" className="btn-ghost" onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <div className="flex items-center justify-between gap-3 border-t border-stone-200 px-5 py-3">{footer}</div>
        </div>
      )}
    </dialog>
  );
}
