// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Stay } from '../../api/booking.ts';
import { setLanguage } from '../../i18n/language.ts';
import { ReviewSection } from './ReviewSection.tsx';

// The review of a stay against a stub network answering as /api/booking does: written once
// after move-in, shown with its moderation status, edited back into moderation; a refusal
// leaves what was typed. Read in English.

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; method: string; body: unknown }[];
let answer: () => Response;

beforeEach(() => {
  setLanguage('en');
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: JSON.parse(String(init.body)) });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
});

const stay = (fields: Partial<Stay>) => ({ reservation: { _id: 'res-1' }, review: null, canReview: true, ...fields }) as Stay;

describe('ReviewSection', () => {
  it('shows nothing before the tenant may review', () => {
    const { container } = render(<ReviewSection stay={stay({ canReview: false })} />);
    expect(container.textContent).toBe('');
  });

  it('sends a new review and shows it awaiting moderation', async () => {
    answer = () => json(201, { record: { _id: 'rev-1', reservation: 'res-1', rating: 4, text: 'Quiet and bright', status: 'pending' } });
    render(<ReviewSection stay={stay({})} />);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review', { selector: 'textarea' }), { target: { value: 'Quiet and bright' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Awaiting moderation')).toBeTruthy();
    expect(calls).toEqual([{ url: '/api/booking/reservations/res-1/review', method: 'POST', body: { rating: 4, text: 'Quiet and bright' } }]);
  });

  it('says what is missing before sending anything', async () => {
    render(<ReviewSection stay={stay({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(await screen.findByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('edits a published review, and keeps the text when the server refuses it', async () => {
    const review = { _id: 'rev-9', reservation: 'res-1', rating: 5, text: 'Lovely', status: 'published' as const, room: null, property: null, author: 'me', createdAt: '2027-01-02T10:00:00.000Z', updatedAt: '2027-01-02T10:00:00.000Z' };
    render(<ReviewSection stay={stay({ review, canReview: false })} />);
    expect(screen.getByText('Published')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Your review', { selector: 'textarea' }), { target: { value: 'Lovely, a bit noisy' } });
    answer = () => json(400, { message: 'text: Too long', field: 'text', status: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('text: Too long')).toBeTruthy();
    expect((screen.getByLabelText('Your review', { selector: 'textarea' }) as HTMLTextAreaElement).value).toBe('Lovely, a bit noisy');
    expect(calls[0]).toEqual({ url: '/api/booking/reviews/rev-9', method: 'PUT', body: { rating: 5, text: 'Lovely, a bit noisy' } });

    answer = () => json(200, { record: { ...review, text: 'Lovely, a bit noisy', status: 'pending' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Awaiting moderation')).toBeTruthy();
  });
});
