import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language.ts';

// Reading a review's language from its words, and saying nothing when the text does not tell.

describe('textLanguage', () => {
  it.each([
    ['La habitación es tal cual las fotos y el barrio es una maravilla.', 'es'],
    ['Bien situada y a buen precio. La ducha tardó una semana en arreglarse.', 'es'],
    ['Good room, but the street can be noisy on Friday nights.', 'en'],
    ['Lovely flatmates, a quiet room and a supermarket downstairs. I would book again.', 'en'],
    // "a" is a word of both; the accents and "de" tell.
    ['Cerca de la universidad, a cinco minutos andando: perfecto.', 'es'],
  ] as const)('reads %j as %s', (text, language) => {
    expect(textLanguage(text)).toBe(language);
  });

  it.each([[''], ['Perfecto!'], ['Great!!'], ['5/5'], ['Molto bello, grazie mille']])('does not guess for %j', (text) => {
    expect(textLanguage(text)).toBeNull();
  });
});
