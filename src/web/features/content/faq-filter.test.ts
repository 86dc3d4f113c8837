import { describe, expect, it } from 'vitest';
import { filterFaqs, foldForSearch, matchesQuery, plainText } from './faq-filter.ts';

const deposit = {
  id: 'deposit',
  question: { es: '¿Cuándo me devolvéis la fianza?', en: 'When do I get my deposit back?' },
  answer: { es: '<p>En un plazo de <strong>30 días</strong> tras la salida.</p>', en: '<p>Within <strong>30 days</strong> of moving out.</p>' },
};
const cancel = {
  id: 'cancel',
  question: { es: '¿Puedo cancelar una reserva?', en: 'Can I cancel a booking?' },
  answer: { es: '<p>Sí, gratis hasta 30 días antes &amp; sin preguntas.</p>', en: '<p>Yes, free of charge up to 30 days before.</p>' },
};
const faqs = [deposit, cancel];
const ids = (list: { id: string }[]) => list.map((faq) => faq.id);

describe('foldForSearch', () => {
  it('drops accents, case and extra spaces', () => {
    expect(foldForSearch('  Devolución   ÁGIL  ñu ')).toBe('devolucion agil nu');
  });
});

describe('plainText', () => {
  it('keeps the words of rich text, without tags, with entities decoded', () => {
    expect(plainText('<p>Uno &amp; <em>dos</em>&nbsp;tres &#8364; &#x41;</p>').replace(/\s+/g, ' ').trim()).toBe('Uno & dos tres € A');
  });

  it('does not read tag names or attributes as words', () => {
    expect(matchesQuery(plainText('<a href="https://strong.example">enlace</a>'), 'strong')).toBe(false);
  });
});

describe('filterFaqs', () => {
  it('finds a question by a word of its question, whatever the accents and case', () => {
    expect(ids(filterFaqs(faqs, 'FIANZA', 'es'))).toEqual(['deposit']);
    expect(ids(filterFaqs(faqs, 'devolveis', 'es'))).toEqual(['deposit']);
  });

  it('finds a question by a word of its answer, not of the markup around it', () => {
    expect(ids(filterFaqs(faqs, 'salida', 'es'))).toEqual(['deposit']);
    expect(ids(filterFaqs(faqs, 'preguntas', 'es'))).toEqual(['cancel']);
  });

  it('searches the text of the language the visitor reads', () => {
    expect(ids(filterFaqs(faqs, 'deposit', 'en'))).toEqual(['deposit']);
    expect(ids(filterFaqs(faqs, 'deposit', 'es'))).toEqual([]);
  });

  it('needs every word typed, in any order', () => {
    expect(ids(filterFaqs(faqs, '30 días', 'es'))).toEqual(['deposit', 'cancel']);
    expect(ids(filterFaqs(faqs, 'días gratis', 'es'))).toEqual(['cancel']);
  });

  it('keeps every question for an empty query and none for nonsense', () => {
    expect(ids(filterFaqs(faqs, '   ', 'es'))).toEqual(['deposit', 'cancel']);
    expect(filterFaqs(faqs, 'xyzzy qwerty', 'es')).toEqual([]);
  });
});
