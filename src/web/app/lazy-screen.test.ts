import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, failedChunkUrl, loadChunk } from './lazy-screen.ts';

// Spec §8: "Chunk load failure reads "Loading chunk {n} failed" with a type (missing, timeout
// or error) and the request address." The address is classified against a real HTTP server.

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/js/present.')) {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(request.method === 'HEAD' ? undefined : 'export default 1;');
    } else if (request.url?.startsWith('/js/broken.')) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('server error');
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  vi.useRealTimers();
});

const Screen = () => null;
const never = () => new Promise<{ default: typeof Screen }>(() => {});
const chromiumFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** The ChunkLoadError a load rejects with. */
async function chunkError(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ChunkLoadError);
  return error as ChunkLoadError;
}

async function closedPortUrl(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `http://127.0.0.1:${port}/js/gone.abc123.js`;
}

describe('loadChunk', () => {
  it('gives the module when the import succeeds, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const module = { default: Screen };
    await expect(loadChunk('home', () => Promise.resolve(module))).resolves.toBe(module);
    expect(vi.getTimerCount(), 'the 120 s timer was cleared').toBe(0);
  });

  it('times out after spec §9\'s 120 seconds by default', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('an import that never arrives fails with type "timeout"', async () => {
    const error = await chunkError(loadChunk('blog', never, 5));
    expect(error).toMatchObject({ chunk: 'blog', type: 'timeout', url: '/js/blog', name: 'ChunkLoadError' });
    expect(error.message).toBe('Loading chunk blog failed.\n(timeout: /js/blog)');
  });

  it('times out at the given time and not before (fake clock)', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk('faq', never, 1000).then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ type: 'timeout', chunk: 'faq' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a chunk whose address answers 404 is "missing", with that address', async () => {
    const url = `${base}/js/AdminTablesPage.Dd81kq.js`;
    const error = await chunkError(loadChunk('admintables', () => Promise.reject(chromiumFailure(url))));
    expect(error).toMatchObject({ chunk: 'admintables', type: 'missing', url });
    expect(error.message).toBe(`Loading chunk admintables failed.\n(missing: ${url})`);
  });

  it('a chunk that is there but failed (it answers 200) is "error"', async () => {
    const url = `${base}/js/present.B1x9.js`;
    const error = await chunkError(loadChunk('present', () => Promise.reject(chromiumFailure(url))));
    expect(error).toMatchObject({ type: 'error', url });
    expect(error.message).toBe(`Loading chunk present failed.\n(error: ${url})`);
  });

  it('a chunk whose address answers 500 is "error"', async () => {
    const url = `${base}/js/broken.Zz00.js`;
    await expect(chunkError(loadChunk('broken', () => Promise.reject(chromiumFailure(url))))).resolves.toMatchObject({ type: 'error', url });
  });

  it('a chunk whose address cannot be fetched at all is "error"', async () => {
    const url = await closedPortUrl();
    const error = await chunkError(loadChunk('gone', () => Promise.reject(chromiumFailure(url))));
    expect(error).toMatchObject({ type: 'error', url });
  });

  it('a failure naming no address is "error", reported at the chunk\'s folder', async () => {
    const error = await chunkError(loadChunk('tyc', () => Promise.reject(new TypeError('Importing a module script failed.'))));
    expect(error).toMatchObject({ chunk: 'tyc', type: 'error', url: '/js/tyc' });
    expect(error.message).toBe('Loading chunk tyc failed.\n(error: /js/tyc)');
  });

  it('clears the timer when the import fails too', async () => {
    vi.useFakeTimers();
    await chunkError(loadChunk('tyc', () => Promise.reject(new TypeError('Importing a module script failed.'))));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('failedChunkUrl', () => {
  const url = 'https://habita.example/js/SinglePropertyPage.C4f9a1.js';

  it('reads the address from Chromium\'s message', () => {
    expect(failedChunkUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
  });

  it('reads the address from Firefox\'s message', () => {
    expect(failedChunkUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
  });

  it('finds none in Safari\'s messages, which name no address', () => {
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedChunkUrl(new TypeError("'text/html' is not a valid JavaScript MIME type."))).toBeUndefined();
  });

  it('reads a root-relative script or style address (Vite\'s preload failure)', () => {
    expect(failedChunkUrl(new Error('Unable to preload CSS for /assets/AdminLayout.B2c3.css'))).toBe('/assets/AdminLayout.B2c3.css');
    expect(failedChunkUrl(new Error('Failed to load /js/home.Ab12.js'))).toBe('/js/home.Ab12.js');
  });

  it('reads plain strings as well as errors, and stops at quotes', () => {
    expect(failedChunkUrl(`Failed to fetch dynamically imported module: ${url}`)).toBe(url);
    expect(failedChunkUrl(`Cannot load "${url}" now`)).toBe(url);
    expect(failedChunkUrl(undefined)).toBeUndefined();
    expect(failedChunkUrl(new Error('Something else went wrong'))).toBeUndefined();
  });
});
