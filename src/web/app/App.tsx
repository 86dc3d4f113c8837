import { Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NoticeProvider } from '../components/ui/Notices.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { allRoutes } from './routes.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

export const MAIN_CONTAINER_ID = 'app-main';

function Loading() {
  // A status, so screen readers announce the wait instead of silence.
  return (
    <p role="status" className="px-4 py-16 text-center text-stone-600">
      Loading
    </p>
  );
}

/** Spec §1: on every route change both the main container and the window go back to the top. */
function useScrollToTopOnNavigation(pathname: string): void {
  useLayoutEffect(() => {
    document.getElementById(MAIN_CONTAINER_ID)?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function App() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  return (
    <div id={MAIN_CONTAINER_ID} className="min-h-dvh">
      {/* Above the per-path boundary: a notice outlives the navigation that follows a save. */}
      <NoticeProvider>
        <ScreenErrorBoundary key={pathname}>
          {/* A new boundary per path, so "Loading" shows on navigation too, not only on first load. */}
          <Suspense key={pathname} fallback={<Loading />}>
            <Routes>
              {allRoutes.map(({ path, Screen, props }) => (
                <Route key={path} path={path} element={<Screen {...props} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </ScreenErrorBoundary>
      </NoticeProvider>
    </div>
  );
}
