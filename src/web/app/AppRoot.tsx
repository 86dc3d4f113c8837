import { StrictMode, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RenderDataProvider, type RenderData } from '../api/server-data.ts';
import { RenderedLanguageProvider, type Language } from '../i18n/language.ts';
import type { AppStore } from '../store/store.ts';
import { PageStatusProvider, type PageStatus } from '../components/rendering/page-status.ts';

// What surrounds the router and the app, the same on the server and in the browser, so that the
// browser's first render finds the tree the server wrote.

export interface AppRootProps {
  store: AppStore;
  /** The answers the page is rendered with (server-data.ts). */
  data: RenderData;
  /** The language the page's HTML is rendered in. */
  language: Language;
  /** Where a page rendered on the server says its HTTP status; none in the browser. */
  status?: PageStatus;
  /** The router, with the app inside. */
  children: ReactNode;
}

export function AppRoot({ store, data, language, status, children }: AppRootProps) {
  // The store as the page's HTML was rendered from it. The screen hydrates in a pass of its own,
  // after the app's effects have run (React hydrates each Suspense boundary later, at low
  // priority), so the session may have come back by then. Hydration must still read the state
  // the server drew: React does not patch an attribute that differs (the header's sign-in links
  // would stay `invisible`), while reading this and then the store re-renders what changed.
  const [renderedState] = useState(() => store.getState());
  return (
    <StrictMode>
      <Provider store={store} serverState={renderedState}>
        <RenderedLanguageProvider value={language}>
          <RenderDataProvider value={data}>
            <PageStatusProvider value={status ?? null}>{children}</PageStatusProvider>
          </RenderDataProvider>
        </RenderedLanguageProvider>
      </Provider>
    </StrictMode>
  );
}
