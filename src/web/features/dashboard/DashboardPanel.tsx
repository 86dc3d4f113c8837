import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/messages.ts';
import { messages } from './messages.ts';

// The pieces every panel of the signed-in person's page is made of.

const TONES = {
  good: 'bg-green-50 text-green-800 ring-green-200',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  quiet: 'bg-stone-100 text-stone-700 ring-stone-200',
} as const;

const STATUS_TONES: Record<string, keyof typeof TONES> = {
  confirmed: 'good',
  completed: 'quiet',
  hold: 'waiting',
  pending_payment: 'waiting',
  cancelled: 'quiet',
  expired: 'quiet',
  open: 'waiting',
  in_progress: 'waiting',
  resolved: 'good',
  closed: 'quiet',
};

export function Badge({ value, children }: { value: string; children: ReactNode }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${TONES[STATUS_TONES[value] ?? 'quiet']}`}>
      {children}
    </span>
  );
}

export function Panel({ id, title, children, footer, wide = false }: { id: string; title: string; children: ReactNode; footer?: ReactNode; wide?: boolean }) {
  return (
    <section aria-labelledby={id} className={`card flex flex-col p-5 sm:p-6 ${wide ? 'lg:col-span-2' : ''}`}>
      <h2 id={id} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-4 flex-1">{children}</div>
      {footer && <div className="mt-5 border-t border-stone-100 pt-4 text-sm">{footer}</div>}
    </section>
  );
}

export function EmptyPanel({ title, text, link }: { title: string; text: string; link?: { to: string; label: string } }) {
  return (
    <div className="rounded-lg bg-stone-50 px-4 py-5">
      <p className="font-medium text-stone-900">{title}</p>
      <p className="mt-1 text-sm text-stone-700">{text}</p>
      {link && (
        <Link to={link.to} className="btn mt-4">
          {link.label}
        </Link>
      )}
    </div>
  );
}

export const LINK = 'font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800';

export function More({ shown, total }: { shown: number; total: number }) {
  const t = useT(messages);
  if (total <= shown) return null;
  return <p className="mt-3 text-sm text-stone-600">{t('moreThan', { shown, total })}</p>;
}

export const placeholder = (
  <div className="space-y-3">
    <div className="h-16 animate-pulse rounded-lg bg-stone-100" />
    <div className="h-16 animate-pulse rounded-lg bg-stone-100" />
  </div>
);
