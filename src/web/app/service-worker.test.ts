// @vitest-environment happy-dom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, registerServiceWorker } from './service-worker.ts';

// Spec §1, §8, §9: the background worker is registered when the page's load event fires; a
// worker script answering 404 or not JavaScript removes the registration and reloads; without
// a connection, the offline message is logged. The script is fetched from a real HTTP server;
// happy-dom has no service worker container, so navigator.serviceWorker is a stand-in.

let server: Server;
let origin: string;
/** Requests the server received: path and headers. */
let seen: { path: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', headers: request.headers });
    switch (request.url) {
      case '/sw.js':
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end('self.addEventListener("install", () => self.skipWaiting());');
        return;
      case '/sw-module.js':
        response.writeHead(200, { 'content-type': 'application/javascript' });
        response.end('// worker');
        return;
      case '/spa-fallback-sw.js':
        // What a single-page server answers for an unknown path: the app's HTML, with 200.
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>Habita</title>');
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface FakeRegistration {
  unregister: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

/** The browser's service worker container, the one part happy-dom lacks. */
function fakeContainer(existing: FakeRegistration[]) {
  return {
    register: vi.fn(async (_url: string) => ({ scope: `${origin}/` })),
    getRegistrations: vi.fn(async () => existing),
  };
}

let container: ReturnType<typeof fakeContainer>;
let reload: ReturnType<typeof vi.spyOn>;
let log: ReturnType<typeof vi.spyOn>;

function useContainer(existing: FakeRegistration[] = []): void {
  container = fakeContainer(existing);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
}

const registration = (): FakeRegistration => ({ unregister: vi.fn(async () => true) });

/** Lets the promise chain started by registerServiceWorker run to its end. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  seen = [];
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/`);
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  useContainer();
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerServiceWorker', () => {
  it('waits for the page\'s load event, then fetches the script and registers it (spec §9)', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    registerServiceWorker(`${origin}/sw.js`);
    await settle();
    expect(seen, 'nothing fetched before the load event').toEqual([]);
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledTimes(1));
    expect(container.register).toHaveBeenCalledWith(`${origin}/sw.js`);
    expect(seen.map((request) => request.path)).toEqual(['/sw.js']);
    expect(seen[0]!.headers['service-worker']).toBe('script');
    expect(reload).not.toHaveBeenCalled();

    // A second load event does not register again: the listener was for once.
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('registers at once when the page has already loaded', async () => {
    registerServiceWorker(`${origin}/sw-module.js`);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(`${origin}/sw-module.js`));
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it('defaults to /sw.js on the page\'s own origin', async () => {
    registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js'));
    expect(seen.map((request) => request.path)).toEqual(['/sw.js']);
  });

  it('a script answering 404: every registration is removed and the page reloaded (spec §8)', async () => {
    const existing = [registration(), registration()];
    useContainer(existing);
    registerServiceWorker(`${origin}/old-sw.js`);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    for (const item of existing) expect(item.unregister).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
    expect(seen.map((request) => request.path)).toEqual(['/old-sw.js']);
  });

  it('a script that is not JavaScript (HTML with 200): removed and reloaded too', async () => {
    const existing = [registration()];
    useContainer(existing);
    registerServiceWorker(`${origin}/spa-fallback-sw.js`);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(existing[0]!.unregister).toHaveBeenCalledTimes(1);
    expect(container.register).not.toHaveBeenCalled();
  });

  it('no reload when nothing was registered: a page that never had the worker does not loop', async () => {
    registerServiceWorker(`${origin}/old-sw.js`);
    await vi.waitFor(() => expect(container.getRegistrations).toHaveBeenCalledTimes(1));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('logs exactly the offline message when the script cannot be fetched (spec §8)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    registerServiceWorker(`http://127.0.0.1:${port}/sw.js`);
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls).toEqual([['No internet connection found. App is running in offline mode.']]);
    expect(OFFLINE_MESSAGE).toBe('No internet connection found. App is running in offline mode.');
    expect(container.register).not.toHaveBeenCalled();
    expect(container.getRegistrations).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs the offline message when the browser goes offline later', async () => {
    registerServiceWorker(`${origin}/sw.js`);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    log.mockClear();
    window.dispatchEvent(new Event('offline'));
    expect(log).toHaveBeenCalledWith(OFFLINE_MESSAGE);
  });

  it('does nothing where the browser has no service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect('serviceWorker' in navigator).toBe(false);
    registerServiceWorker(`${origin}/sw.js`);
    await settle();
    expect(seen).toEqual([]);
  });
});
