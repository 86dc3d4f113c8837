import { LANGUAGE_COOKIE } from '../../catalog/page-rendering.ts';

// The visitor's language also in a cookie: the server cannot read localStorage, and renders
// pages in the language the cookie names (Spanish without one).

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function cookieLanguage(): string | undefined {
  const prefix = `${LANGUAGE_COOKIE}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/** Writes the cookie when it says otherwise; no cookie needed for the default language nobody chose. */
export function keepLanguageCookie(language: string, chosen: boolean): void {
  if (typeof document === 'undefined') return;
  const kept = cookieLanguage();
  if (kept === language || (kept === undefined && !chosen)) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
