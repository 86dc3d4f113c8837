import '@fontsource-variable/inter/index.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { createAppStore } from './store/store.ts';

const store = createAppStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);

if (import.meta.env.PROD) registerServiceWorker();
