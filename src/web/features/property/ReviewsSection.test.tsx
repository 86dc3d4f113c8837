// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyPage } from '../../api/public.ts';
import { setLanguage } from '../../i18n/language.ts';
import { ReviewsSection } from './ReviewsSection.tsx';

// A review written in the other language than the visitor reads is labelled so, and its text
// carries that language for screen readers; one in the visitor's own language is not labelled.

const spanish = 'La habitación es tal cual las fotos y el barrio es una maravilla.';
const english = 'Good room, but the street can be noisy on Friday nights.';

const reviews: PropertyPage['reviews'] = {
  average: 4.5,
  count: 2,
  docs: [
    { _id: 'a', rating: 5, text: spanish, author: 'Lucía', createdAt: '2030-05-01T10:00:00.000Z', room: null },
    { _id: 'b', rating: 4, text: english, author: 'Tom', createdAt: '2030-04-01T10:00:00.000Z', room: null },
  ],
};

afterEach(() => {
  cleanup();
  act(() => setLanguage('es'));
  localStorage.clear();
});

describe('ReviewsSection', () => {
  it('labels the English review for a Spanish reader, and gives each text its language', () => {
    render(<ReviewsSection reviews={reviews} />);
    expect(screen.getAllByText('Escrita en inglés')).toHaveLength(1);
    expect(screen.queryByText('Escrita en español')).toBeNull();
    expect(screen.getByText(english).getAttribute('lang')).toBe('en');
    expect(screen.getByText(spanish).getAttribute('lang')).toBe('es');
    expect(screen.getByText(english).closest('li')!.textContent).toContain('Escrita en inglés');
  });

  it('labels the Spanish review for an English reader', () => {
    act(() => setLanguage('en'));
    render(<ReviewsSection reviews={reviews} />);
    expect(screen.getAllByText('Written in Spanish')).toHaveLength(1);
    expect(screen.queryByText('Written in English')).toBeNull();
    expect(screen.getByText(spanish).closest('li')!.textContent).toContain('Written in Spanish');
  });
});
