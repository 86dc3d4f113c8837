import { useId, type ReactNode } from 'react';

// One band of the home page: its heading (an h2, named by the section), an optional link to
// the full list, and the content.

export function HomeSection({
  id,
  title,
  lead,
  more,
  tone = 'plain',
  children,
}: {
  id?: string;
  title: string;
  lead?: string;
  more?: ReactNode;
  tone?: 'plain' | 'soft';
  children: ReactNode;
}) {
  const headingId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'soft' ? 'bg-stone-50' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">
              {title}
            </h2>
            {lead && <p className="mt-2 max-w-2xl text-stone-700">{lead}</p>}
          </div>
          {more}
        </div>
        {children}
      </div>
    </section>
  );
}
