import { createContext, use, useContext, useId, useRef } from 'react';
import { SERVER_DATA_ELEMENT } from '../../catalog/page-rendering.ts';
import type { PageLanguage } from '../../contracts/server-render.ts';
import type { SessionUser } from './auth.ts';

// The answers a page is rendered with on the server, and read again by the browser's first
// render so that it finds the very tree the server wrote (hydration). On the server a hook
// asking for an answer not yet there starts its load and suspends the render until it comes; in
// the browser it gets the server's answer once, and later renders load afresh.

export interface RenderData {
  /** On the server: the answer's promise, its load started by the first hook to ask. */
  pending<S>(key: string, settle: () => Promise<S>): Promise<S> | undefined;
  /** In the browser: the server's answer, if the page was rendered with one. */
  seeded<S>(key: string): S | undefined;
  /** The first render used the answer: from now on the hook loads its own. */
  forget(key: string): void;
}

/** What the server writes into the page: the language it rendered in and the answers. */
export interface ServerPayload {
  language: PageLanguage;
  answers: Record<string, unknown>;
  /** The signed-in person a page was rendered for (the session's answer); absent on a visitor's page. */
  viewer?: SessionUser;
}

/** One page's render on the server. */
export class ServerRenderData implements RenderData {
  private readonly promises = new Map<string, Promise<unknown>>();
  private readonly answers: Record<string, unknown> = {};

  pending<S>(key: string, settle: () => Promise<S>): Promise<S> {
    let promise = this.promises.get(key) as Promise<S> | undefined;
    if (!promise) {
      promise = settle().then((answer) => {
        this.answers[key] = answer;
        return answer;
      });
      this.promises.set(key, promise);
    }
    return promise;
  }

  seeded(): undefined {
    return undefined;
  }

  forget(): void {}

  /** The payload as JSON that cannot end its <script> element early nor break older parsers. */
  serialize(language: PageLanguage, viewer?: SessionUser): string {
    const payload: ServerPayload = { language, answers: this.answers, ...(viewer ? { viewer } : {}) };
    return JSON.stringify(payload)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
  }
}

/** The browser's side: the answers the server sent, each used once. */
export class BrowserRenderData implements RenderData {
  constructor(private readonly answers: Record<string, unknown> = {}) {}

  pending(): undefined {
    return undefined;
  }

  seeded<S>(key: string): S | undefined {
    return this.answers[key] as S | undefined;
  }

  forget(key: string): void {
    delete this.answers[key];
  }
}

/** The payload the server wrote into this page; undefined when the page was not rendered there. */
export function readServerPayload(): ServerPayload | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_DATA_ELEMENT);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerPayload;
  } catch {
    return undefined;
  }
}

// Without a provider (tests, a page the server did not render) nothing is seeded.
const RenderDataContext = createContext<RenderData>(new BrowserRenderData());

export const RenderDataProvider = RenderDataContext.Provider;

function useRenderData(): RenderData {
  return useContext(RenderDataContext);
}

/**
 * The answer a hook that loads in an effect starts with: on the server it is loaded under `key`
 * (the render waits for it), in the browser it is the server's, for the first render only, and
 * undefined otherwise. `served(attempt)` says, in that effect, whether the first render had the
 * server's answer (then there is nothing to load). `settle` resolves to plain JSON data (errors
 * included as data), never rejects.
 */
export function useServedAnswer<S>(key: string, settle: () => Promise<S>): { rendered: S | undefined; served: (attempt: number) => boolean } {
  const data = useRenderData();
  // Kept per hook: two parts of a page may load different things under one key (a news item
  // and the news beside it, both by its id). useId is the same on the server and in hydration.
  const stored = `${useId()}${key}`;
  const promise = data.pending(stored, settle);
  const rendered = promise ? use(promise) : data.seeded<S>(stored);
  const servedKey = useRef(rendered === undefined ? undefined : key);
  const served = (attempt: number) => {
    if (servedKey.current === key && attempt === 0) {
      data.forget(stored);
      return true;
    }
    servedKey.current = undefined;
    return false;
  };
  return { rendered, served };
}
