// Which version of a legal text applies: the newest one whose effectiveFrom has come (dates
// compare as YYYY-MM-DD text), and the first one still to come, so the page can announce it.

export interface Dated {
  effectiveFrom: string;
}

export interface InForce<T extends Dated> {
  /** The version that applies today; null when none has started yet. */
  current: T | null;
  /** The soonest version that starts after today, if one is scheduled. */
  upcoming: T | null;
}

export function versionInForce<T extends Dated>(versions: readonly T[], today: string): InForce<T> {
  let current: T | null = null;
  let upcoming: T | null = null;
  for (const version of versions) {
    const from = version.effectiveFrom.slice(0, 10);
    if (from <= today) {
      if (!current || from > current.effectiveFrom.slice(0, 10)) current = version;
    } else if (!upcoming || from < upcoming.effectiveFrom.slice(0, 10)) {
      upcoming = version;
    }
  }
  return { current, upcoming };
}

const LEADING_PARAGRAPH = /^\s*<p\b[^>]*>([\s\S]*?)<\/p>\s*/i;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The body without an opening line that only restates its version ("Versión 2.0, en vigor
 * desde…"): the page already says the version and its date above the text, and saying it
 * twice reads like two different versions. Any other opening is left as written.
 */
export function withoutVersionLine(html: string, version: string): string {
  const match = LEADING_PARAGRAPH.exec(html);
  if (!match || !version) return html;
  const text = match[1]!.replace(/<[^>]*>/g, '').trim();
  const restates = new RegExp(`^(Versi[oó]n|v\\.?)\\s*${escapeRegExp(version)}(?![\\w.])`, 'i').test(text);
  return restates && text.length <= 160 ? html.slice(match[0].length) : html;
}
