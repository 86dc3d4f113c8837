import { Suspense, useEffect, useLayoutEffect } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { HeaderMenuProvider } from '../components/layout/header-menu.tsx';
import { NoticeProvider } from '../components/ui/Notices.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { useAppDispatch } from '../store/hooks.ts';
import { loadSession } from '../store/session-slice.ts';
import { LoadingScreen, type ScreenFrame } from './Loading.tsx';
import { RequireAccess } from './RequireAccess.tsx';
import { adminRoutes, allRoutes, type ScreenRoute } from './routes.tsx';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';
import { TakenOver } from './TakenOver.tsx';

export const MAIN_CONTAINER_ID = 'app-main';

/** Spec §1: on every route change both the main container and the window go back to the top. */
function useScrollToTopOnNavigation(pathname: string): void {
  useLayoutEffect(() => {
    document.getElementById(MAIN_CONTAINER_ID)?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  }, [pathname]);
}

const backOfficePaths = adminRoutes.map(({ path }) => ({ path }));

/** The frame of the screen at `pathname`: the back-office's for its routes, the site's for the rest. */
export function frameOf(pathname: string): ScreenFrame {
  return matchRoutes(backOfficePaths, pathname) ? 'backOffice' : 'site';
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
      {/* Above the per-path boundary: a notice outlives the navigation that follows a save, and a
          header menu opened while a screen loads is still open when the screen arrives. */}
      <NoticeProvider>
        <HeaderMenuProvider>
          <ScreenErrorBoundary key={pathname}>
            {/* A new boundary per path, so "Loading" shows on navigation too, not only on first load. */}
            <Suspense key={pathname} fallback={<LoadingScreen frame={frameOf(pathname)} />}>
              <Routes>
                {allRoutes.map((screen) => (
                  <Route key={screen.path} path={screen.path} element={routeElement(screen)} />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
              <TakenOver />
            </Suspense>
          </ScreenErrorBoundary>
        </HeaderMenuProvider>
      </NoticeProvider>
    </div>
  );
}
