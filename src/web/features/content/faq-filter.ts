import { pickText, type LocalizedText } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';

// The FAQ search box, in the browser: a question matches when every word typed appears in its
// question or its answer as the visitor reads them, ignoring case and accents ("fianza" finds
// "Fianza", "devolucion" finds "devolución").

/** Lower case without accents or repeated spaces, so "Devolución" and "devolucion" compare equal. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of stored rich text, without its markup. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

export function matchesQuery(text: string, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(text);
  return words.every((word) => haystack.includes(word));
}

export interface Searchable {
  question: LocalizedText;
  answer: LocalizedText;
}

export function filterFaqs<T extends Searchable>(faqs: readonly T[], query: string, language: Language): T[] {
  if (foldForSearch(query) === '') return [...faqs];
  return faqs.filter((faq) => matchesQuery(`${pickText(faq.question, language)} ${plainText(pickText(faq.answer, language))}`, query));
}
