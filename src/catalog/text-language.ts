import type { Language } from './types.ts';

// Which of the site's two languages a free text (a review) is written in. Reviews are stored
// as plain text without a language, so it is read from the text: the short words every
// sentence needs, and Spanish's own letters. Unsure (too short, a tie, a third language)
// answers null, and the text is then shown without a language note rather than a wrong one.

const WORDS: Record<Language, ReadonlySet<string>> = {
  es: new Set(
    'de la el los las del al y o que en un una unos unas es son está estaba estuve fue muy más pero con sin para por se me mi mis nos su sus lo le este esta todo todos como cuando hay bien ya'.split(' '),
  ),
  en: new Set('the a an and or of to in on at is are was were be it its i my we our you they who very but with without for from this that as when there all would only just have had'.split(' ')),
};

/** Letters English words do not use: each word with one counts for Spanish. */
const SPANISH_LETTERS = /[ñáéíóúü¿¡]/;

/** How many clues a language needs, and by how many it must lead the other. */
const MIN_CLUES = 2;

export function textLanguage(text: string): Language | null {
  const words = text.toLowerCase().match(/[\p{L}¿¡]+/gu) ?? [];
  const clues: Record<Language, number> = { es: 0, en: 0 };
  for (const word of words) {
    if (WORDS.es.has(word) || SPANISH_LETTERS.test(word)) clues.es += 1;
    if (WORDS.en.has(word)) clues.en += 1;
  }
  const [leader, other]: [Language, Language] = clues.es >= clues.en ? ['es', 'en'] : ['en', 'es'];
  return clues[leader] >= MIN_CLUES && clues[leader] > clues[other] ? leader : null;
}
