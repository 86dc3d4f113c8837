// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HabitaReviews } from './HabitaReviews.tsx';

// The home page's reviews of Habita, answered by a stub: the one in English is labelled for
// the Spanish visitor and read as English; the Spanish ones carry no label.

const docs = [
  { _id: 'a', author: 'Lucía M.', rating: 5, text: 'Reservé desde casa y la habitación era exactamente como en las fotos.' },
  { _id: 'b', author: 'Tom P.', rating: 4, text: 'Good rooms, fast wifi and flatmates who actually clean. The only thing I missed was a bigger desk.' },
  { _id: 'c', author: 'Paula S.', rating: 5, text: 'Lo mejor es la transparencia: sabes desde el principio cuánto pagas al mes.' },
];

beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    new Response(JSON.stringify({ gralreviews: { docs, totalDocs: 3, page: 1, limit: 3, totalPages: 1, hasNextPage: false, hasPrevPage: false } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HabitaReviews', () => {
  it('labels only the review written in the other language', async () => {
    render(<HabitaReviews />);
    const label = await screen.findByText('Escrita en inglés');
    expect(label.closest('figure')!.textContent).toContain('Tom P.');
    expect(screen.getAllByText(/^Escrita en/)).toHaveLength(1);
    expect(screen.getByText(/Good rooms/).getAttribute('lang')).toBe('en');
    expect(screen.getByText(/Lo mejor es la transparencia/).getAttribute('lang')).toBe('es');
  });
});
