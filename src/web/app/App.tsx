import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { NoticeProvider } from '../components/ui/Notices.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { useAppDispatch } from '../store/hooks.ts';
import { loadSession } from '../store/session-slice.ts';
import { Loading } from './Loading.tsx';
import { RequireAccess } from './RequireAccess.tsx';
import { allRoutes, type ScreenRoute } from './routes.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

export const MAIN_CONTAINER_ID = 'app-main';

/** Spec §1: on every route change both the main container and the window go back to the top. */
function useScrollToTopOnNavigation(pathname: string): void {
  useLayoutEffect(() => {
    document.getElementById(MAIN_CONTAINER_ID)?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** A route's screen, behind its access check when it has one (the chunk loads only once allowed). */
export function routeElement({ Screen, props, access }: ScreenRoute) {
  const screen = <Screen {...props} />;
  return access ? <RequireAccess access={access}>{screen}</RequireAccess> : screen;
}

export function App() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigation(pathname);
  const dispatch = useAppDispatch();
  // Once per app: who is signed in (the header and the guarded screens wait for it).
  useEffect(() => {
    void dispatch(loadSession());
  }, [dispatch]);
  return (
    <div id={MAIN_CONTAINER_ID} className="min-h-dvh">
      {/* Above the per-path boundary: a notice outlives the navigation that follows a save. */}
      <NoticeProvider>
        <ScreenErrorBoundary key={pathname}>
          {/* A new boundary per path, so "Loading" shows on navigation too, not only on first load. */}
          <Suspense key={pathname} fallback={<Loading />}>
            <Routes>
              {allRoutes.map((screen) => (
                <Route key={screen.path} path={screen.path} element={routeElement(screen)} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </ScreenErrorBoundary>
      </NoticeProvider>
    </div>
  );
}
