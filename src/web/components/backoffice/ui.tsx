import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Remote } from '../../api/use-remote.ts';

// The few pieces the back-office panels are built from: a titled panel, a headline figure,
// a status badge, and the loading, error and empty states.

export type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info' | 'accent';

const BADGE_TONES: Record<Tone, string> = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  good: 'bg-green-50 text-green-800 ring-green-200',
  warn: 'bg-amber-50 text-amber-900 ring-amber-200',
  bad: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  accent: 'bg-accent-50 text-accent-800 ring-accent-100',
};

export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${BADGE_TONES[tone]}`}>
      {children}
    </span>
  );
}

export function Panel({
  title,
  action,
  children,
  className = '',
  bodyClassName = 'p-4',
}: {
  title: string;
  action?: { to: string; label: string };
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`card min-w-0 ${className}`}>
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-stone-900">
          {title}
        </h2>
        {action && (
          <Link to={action.to} className="text-sm font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline">
            {action.label}
          </Link>
        )}
      </header>
      <div className={bodyClassName}>{children}</div>
    </section>
  );
}

const STAT_TONES: Record<Tone, string> = {
  neutral: 'text-stone-900',
  good: 'text-green-800',
  warn: 'text-amber-800',
  bad: 'text-red-700',
  info: 'text-sky-800',
  accent: 'text-accent-700',
};

/** A headline figure; a link makes the whole card the way into the records behind it. */
export function Stat({ label, value, hint, tone = 'neutral', to }: { label: string; value: ReactNode; hint?: ReactNode; tone?: Tone; to?: string }) {
  const body = (
    <>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold tabular-nums tracking-tight ${STAT_TONES[tone]}`}>{value}</dd>
      {hint && <dd className="mt-1 text-sm text-stone-600">{hint}</dd>}
    </>
  );
  const box = 'card block h-full px-4 py-3';
  return to ? (
    <Link to={to} className={`${box} transition-colors hover:border-accent-600 hover:bg-accent-50/40`}>
      <dl>{body}</dl>
    </Link>
  ) : (
    <dl className={box}>{body}</dl>
  );
}

const WIDE_COLUMNS = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-3 xl:grid-cols-5' } as const;

export function StatGrid({ label, children, columns = 4 }: { label: string; children: ReactNode; columns?: keyof typeof WIDE_COLUMNS }) {
  return (
    <section aria-label={label} className={`grid grid-cols-2 gap-3 ${WIDE_COLUMNS[columns]}`}>
      {children}
    </section>
  );
}

export function LoadingBlock({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3 py-1">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-5 animate-pulse rounded bg-stone-200/70" style={{ width: `${90 - ((i * 17) % 35)}%` }} />
      ))}
    </div>
  );
}

export function ErrorNotice({ message, onRetry, what }: { message: string; onRetry?: () => void; what: string }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>
        <span className="font-semibold">Could not load {what}.</span> {message}
      </p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{children}</p>;
}

/** Renders a remote value's loading and error states, and `children` once it has arrived. */
export function RemoteView<T>({
  remote,
  what,
  rows,
  quietError = false,
  children,
}: {
  remote: Remote<T> & { retry: () => void };
  what: string;
  rows?: number;
  /** Another part of the screen already reports this failure: say so briefly here. */
  quietError?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (remote.status === 'loading') return <LoadingBlock label={`Loading ${what}`} rows={rows} />;
  if (remote.status === 'error' && quietError) return <p className="text-sm text-stone-600">Not available right now.</p>;
  if (remote.status === 'error') return <ErrorNotice what={what} message={remote.message} onRetry={remote.retry} />;
  return <>{children(remote.data)}</>;
}

/** A bar showing `value` out of `max`; the numbers are said in text beside it, so it is decoration. */
export function Meter({ value, max, tone = 'accent' }: { value: number; max: number; tone?: 'accent' | 'good' | 'bad' | 'neutral' }) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  const colour = { accent: 'bg-accent-600', good: 'bg-green-600', bad: 'bg-red-600', neutral: 'bg-stone-500' }[tone];
  return (
    <span aria-hidden="true" className="block h-1.5 w-full overflow-hidden rounded-full bg-stone-200">
      <span className={`block h-full rounded-full ${colour}`} style={{ width: `${share * 100}%` }} />
    </span>
  );
}
