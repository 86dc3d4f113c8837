import type { ReactNode } from 'react';

/** What a visitor reads once their form was accepted, in place of the form. */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-6 shrink-0 text-emerald-700">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.2 4.46-1.64-1.64a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.73-5.16Z"
          clipRule="evenodd"
        />
      </svg>
      <div>
        <h3 className="text-lg font-semibold text-emerald-950">{title}</h3>
        <p className="mt-1 text-emerald-950">{children}</p>
      </div>
    </div>
  );
}
