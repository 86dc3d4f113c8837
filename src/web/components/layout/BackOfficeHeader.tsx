import type { ReactNode } from 'react';
import { Logo } from './Logo.tsx';

// The back-office's top bar: the logo back to the back-office's start and what part of Habita
// this is. The back-office's own screens add who is working and the menu; the bar alone frames
// a back-office screen while it loads, without the catalogue its menu needs.

export function BackOfficeHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      <div className="flex h-14 items-center justify-between gap-3 px-4">
        <div className="flex items-center gap-3">
          <Logo to="/admin" />
          <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-medium text-stone-700">Back-office</span>
        </div>
        {children}
      </div>
    </header>
  );
}
