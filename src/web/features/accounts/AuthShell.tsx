import type { ReactNode } from 'react';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { usePageMeta } from '../../i18n/page-meta.ts';

// The frame of the account pages: one card in the middle of a quiet page, the heading on top
// and, under the card, the way to the neighbouring page ("New here? Sign up"). The heading is
// the tab's title too.

export function AuthShell({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  usePageMeta(title, typeof lead === 'string' ? lead : undefined);
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-accent-50/70 to-white px-4 py-10 sm:py-16">
        <div className="mx-auto w-full max-w-md">
          <h1 className="text-center text-3xl font-semibold tracking-tight text-balance text-stone-900">{title}</h1>
          {lead && <p className="mt-2 text-center text-pretty text-stone-700">{lead}</p>}
          <div className="card mt-8 p-5 sm:p-7">{children}</div>
          {footer && <div className="mt-6 text-center text-sm text-stone-700">{footer}</div>}
        </div>
      </div>
    </PublicLayout>
  );
}

export const TEXT_LINK = 'font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline';
