import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// Short messages after something happened ("Tag saved", "Removed… Undo"). One polite live
// region that is always in the page, so screen readers hear what is added to it. Notices
// leave by themselves, but not while the pointer or focus is on them.

export interface NoticeAction {
  label: string;
  onAction: () => void;
}

export interface Notice {
  message: string;
  tone?: 'success' | 'error' | 'info';
  action?: NoticeAction;
  /** A later notice with the same key takes this one's place (the Undo of a record deleted since must go). */
  key?: string;
}

interface ShownNotice extends Notice {
  id: number;
}

type Notify = (notice: Notice) => void;

const NoticeContext = createContext<Notify | null>(null);

const PLAIN_MS = 6000;
const WITH_ACTION_MS = 15000;
const MAX_SHOWN = 3;

export function useNotices(): Notify {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotices needs a <NoticeProvider> around it');
  return notify;
}

function NoticeItem({ notice, paused, onDismiss }: { notice: ShownNotice; paused: boolean; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(notice.id), notice.action ? WITH_ACTION_MS : PLAIN_MS);
    return () => clearTimeout(timer);
  }, [paused, notice, onDismiss]);

  const tone =
    notice.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-stone-700 bg-stone-900 text-white';
  const buttonTone = notice.tone === 'error' ? 'text-red-900 hover:bg-red-100' : 'text-white hover:bg-stone-700';
  return (
    <div className={`pointer-events-auto flex items-center gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg ${tone}`}>
      <p className="min-w-0 flex-1 break-words">{notice.message}</p>
      {notice.action && (
        <button
          type="button"
          className={`rounded-md px-2 py-1 font-semibold underline underline-offset-2 ${buttonTone}`}
          onClick={() => {
            onDismiss(notice.id);
            notice.action!.onAction();
          }}
        >
          {notice.action.label}
        </button>
      )}
      <button type="button" className={`rounded-md px-2 py-1 ${buttonTone}`} aria-label="Dismiss" onClick={() => onDismiss(notice.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);

  const notify = useCallback<Notify>((notice) => {
    const id = nextId.current++;
    setNotices((shown) => [...shown.filter((n) => !notice.key || n.key !== notice.key), { ...notice, id }].slice(-MAX_SHOWN));
  }, []);
  const dismiss = useCallback((id: number) => setNotices((shown) => shown.filter((n) => n.id !== id)), []);
  const value = useMemo(() => notify, [notify]);

  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {notices.map((notice) => (
          <div key={notice.id} className="w-full max-w-md">
            <NoticeItem notice={notice} paused={paused} onDismiss={dismiss} />
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}
