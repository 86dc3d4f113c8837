import '@fontsource-variable/inter/index.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { BrowserRenderData, readServerPayload } from './api/server-data.ts';
import { App } from './app/App.tsx';
import { AppRoot } from './app/AppRoot.tsx';
import { hydrate } from './app/hydrate.ts';
import { screenAt } from './app/server-rendered.ts';
import { registerServiceWorker } from './app/service-worker.ts';
import { getLanguage } from './i18n/language.ts';
import { createAppStore } from './store/store.ts';

const container = document.getElementById('root')!;
// A public page comes rendered by the server, with the answers it was rendered with; My room with
// its viewer too, whom the session starts from (it is not asked for again).
const served = readServerPayload();
const store = createAppStore(served?.viewer);

const app = (
  <AppRoot store={store} data={new BrowserRenderData(served?.answers)} language={served?.language ?? getLanguage()}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppRoot>
);

if (served) {
  // The screen's chunk first, so the first render shows the page the server sent and not "Loading".
  // Not awaited at the top level: the chunk imports this module, which must have finished.
  // In a task of its own: asking for the chunk adds a <link rel=modulepreload> per module it needs
  // (20 for My room, about 20 ms in Chromium), which would lengthen the entry's evaluation, already
  // the page's longest task.
  const screen = screenAt(window.location.pathname);
  const takeOver = async () => {
    await screen?.Screen.preload().catch(() => undefined);
    hydrate(container, app);
  };
  setTimeout(() => void takeOver());
} else {
  // A page the browser renders (a private one, or any page for someone signed in): its screen's
  // chunk starts loading now, beside the session the page waits for, not once it has come back.
  void screenAt(window.location.pathname)?.Screen.preload().catch(() => undefined);
  createRoot(container).render(app);
}

if (import.meta.env.PROD) registerServiceWorker();
