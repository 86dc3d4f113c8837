import { describe, expect, it } from 'vitest';
import { textLanguage } from '../../../catalog/text-language.ts';
import { GENERAL_REVIEWS } from './people.ts';
import { REVIEW_TEXTS } from './texts.ts';

// The site labels a review written in the other language from its words alone (reviews carry
// no language): every review the demo data writes must read as the language it was written in.

describe('seeded reviews', () => {
  it('read as the language they were written in', () => {
    for (const tone of Object.values(REVIEW_TEXTS)) {
      for (const [language, texts] of Object.entries(tone)) {
        for (const text of texts) expect(textLanguage(text), text).toBe(language);
      }
    }
  });

  it('of Habita read as Spanish or English, each as a reader would say', () => {
    const english = GENERAL_REVIEWS.filter((review) => textLanguage(review.text) === 'en').map((review) => review.author);
    expect(english).toEqual(['Giulia R., Erasmus en Barcelona', 'Tom P., software engineer']);
    for (const review of GENERAL_REVIEWS) expect(textLanguage(review.text), review.text).not.toBeNull();
  });
});
