import type { ReactNode } from 'react';

/** One block of the profile page: a heading, a line about it, then its content. */
export function Section({ id, title, lead, children, tone = 'default' }: { id: string; title: string; lead?: ReactNode; children: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`card scroll-mt-24 p-5 sm:p-7 ${tone === 'danger' ? 'border-red-200' : ''}`} id={id}>
      <h2 id={`${id}-title`} className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-stone-900'}`}>
        {title}
      </h2>
      {lead && <p className="mt-1 text-sm text-stone-700">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
