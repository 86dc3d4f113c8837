import { useSyncExternalStore } from 'react';

// The visitor's language: Spanish unless they chose English. The choice is kept in
// localStorage and on <html lang>, so it survives a reload and screen readers read the right way.

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
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

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
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, () => DEFAULT_LANGUAGE);
}
