import { createElement, lazy, useState, type ComponentType } from 'react';

// Screens load on demand (spec §2). A chunk that cannot load is reported as spec §8 words it,
// "Loading chunk {n} failed", with why (missing, timeout or error) and the address it tried.

/** Spec §9: a chunk that has not arrived after 120 seconds has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly type: ChunkFailure,
    readonly url: string,
  ) {
    super(`Loading chunk ${chunk} failed.\n(${type}: ${url})`);
    this.name = 'ChunkLoadError';
  }
}

/** The address in a browser's dynamic-import failure message, when it names one. */
export function failedChunkUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/.exec(message)?.[1];
}

async function classify(url: string | undefined): Promise<ChunkFailure> {
  if (!url) return 'error';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'missing' : 'error';
  } catch {
    return 'error';
  }
}

type Module = { default: ComponentType };

export async function loadChunk(chunk: string, load: () => Promise<Module>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<Module> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout', `/js/${chunk}`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const url = failedChunkUrl(error);
    throw new ChunkLoadError(chunk, await classify(url), url ?? `/js/${chunk}`);
  } finally {
    clearTimeout(timer);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- screens take different props
export type Screen = ComponentType<any> & {
  /** Loads the chunk ahead of the first render, which then does not suspend; resolves to the screen. */
  preload(): Promise<ComponentType>;
};

/**
 * A screen in its own chunk. One whose chunk was loaded before it first rendered (on the server,
 * and for the page the browser hydrates) renders at once, so the server's HTML is kept as it is.
 */
export function lazyScreen(chunk: string, load: () => Promise<Module>): Screen {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded = (await loadChunk(chunk, load)).default;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function LazyScreen(props: Record<string, unknown>) {
    // Chosen once per mount: turning from the lazy wrapper to the screen itself would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyScreen, { preload });
}
