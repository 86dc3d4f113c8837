import { BackOfficeHeader } from '../components/layout/BackOfficeHeader.tsx';
import { PublicLayout } from '../components/layout/PublicLayout.tsx';

// The wait while a screen's chunk (or who is signed in) is on its way: spec §2's "Loading",
// inside the frame the screen will have (the site's header and footer, or the back-office's
// bar), with a quiet outline of a page, so nobody meets a bare word on a white page.

/** Which frame a screen sits in. */
export type ScreenFrame = 'site' | 'backOffice';

/** The word itself. A status, so screen readers announce it instead of silence. */
export function Loading({ className = 'px-4 py-16 text-center' }: { className?: string }) {
  return (
    <p role="status" className={`text-stone-600 ${className}`}>
      Loading
    </p>
  );
}

const BAR = 'rounded-md bg-stone-200/70 motion-safe:animate-pulse';

/** A page of the site being loaded: its header, an intro band like the pages' own, its footer. */
function SiteLoading() {
  return (
    <PublicLayout>
      <div aria-busy="true">
        <div className="border-b border-stone-200 bg-accent-50/60">
          <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
            <div aria-hidden="true" className={`h-9 w-2/3 max-w-md ${BAR}`} />
            <div aria-hidden="true" className={`mt-4 h-5 w-full max-w-xl ${BAR}`} />
            <Loading className="mt-6" />
          </div>
        </div>
        <div aria-hidden="true" className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:grid-cols-3">
          {[0, 1, 2].map((card) => (
            <div key={card} className="h-40 rounded-xl bg-stone-100" />
          ))}
        </div>
      </div>
    </PublicLayout>
  );
}

/** A back-office screen being loaded: the bar, the menu's column and the title's place. */
function BackOfficeLoading() {
  return (
    <div className="min-h-dvh bg-stone-50">
      <BackOfficeHeader />
      <div className="lg:grid lg:grid-cols-[15rem_1fr]">
        <div aria-hidden="true" className="hidden min-h-[calc(100dvh-3.5rem)] border-r border-stone-200 bg-white lg:block" />
        <main className="min-w-0 px-4 py-6 lg:px-8" aria-busy="true">
          <div aria-hidden="true" className={`h-8 w-48 ${BAR}`} />
          <Loading className="mt-6" />
        </main>
      </div>
    </div>
  );
}

export function LoadingScreen({ frame }: { frame: ScreenFrame }) {
  return frame === 'backOffice' ? <BackOfficeLoading /> : <SiteLoading />;
}
