import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createReview, updateReview, type Review, type Stay } from '../../api/booking.ts';
import { REVIEW_TEXT } from '../../../contracts/booking-limits.ts';
import { ApiError } from '../../api/http.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';

// After moving in, the tenant may review the stay; a review shows with its moderation status
// and can be edited, which sends it back to moderation.


const messages = defineMessages({
  es: {
    title: 'Tu opinión',
    invite: '¿Qué tal la estancia? Tu opinión ayuda a quien busca habitación.',
    rating: 'Puntuación',
    stars: ({ count }) => (Number(count) === 1 ? '1 estrella' : `${count} estrellas`),
    text: 'Tu opinión',
    textHint: 'Qué te ha gustado y qué mejorarías.',
    required: 'Este campo es obligatorio.',
    tooShort: 'Cuéntanos un poco más: al menos {min} caracteres.',
    chooseRating: 'Elige de 1 a 5 estrellas.',
    send: 'Publicar opinión',
    save: 'Guardar cambios',
    sending: 'Enviando…',
    edit: 'Editar',
    cancel: 'Cancelar',
    failed: 'No se pudo guardar tu opinión',
    status_pending: 'Pendiente de revisión',
    status_published: 'Publicada',
    status_rejected: 'No publicada',
    pendingNote: 'La revisamos antes de publicarla; suele ser en uno o dos días.',
    editNote: 'Al editarla, vuelve a revisión antes de publicarse.',
  },
  en: {
    title: 'Your review',
    invite: 'How was your stay? Your review helps people looking for a room.',
    rating: 'Rating',
    stars: ({ count }) => (Number(count) === 1 ? '1 star' : `${count} stars`),
    text: 'Your review',
    textHint: 'What you liked and what could be better.',
    required: 'This field is required.',
    tooShort: 'Tell us a little more: at least {min} characters.',
    chooseRating: 'Choose 1 to 5 stars.',
    send: 'Publish review',
    save: 'Save changes',
    sending: 'Sending…',
    edit: 'Edit',
    cancel: 'Cancel',
    failed: 'Your review could not be saved',
    status_pending: 'Awaiting moderation',
    status_published: 'Published',
    status_rejected: 'Not published',
    pendingNote: 'We check it before it is published, usually within a day or two.',
    editNote: 'Once edited, it goes back to moderation before it shows.',
  },
});

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="tracking-wider text-accent-700">
      {'★'.repeat(rating)}
      <span className="text-stone-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function ReviewForm({ stay, review, onSaved, onCancel }: { stay: Stay; review: Review | null; onSaved: (review: Review) => void; onCancel?: () => void }) {
  const t = useT(messages);
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [errors, setErrors] = useState<{ rating?: string; text?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [attempt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = { rating: rating >= 1 && rating <= 5 ? undefined : t('chooseRating'), text: !text.trim() ? t('required') : text.trim().length < REVIEW_TEXT.min ? t('tooShort', { min: REVIEW_TEXT.min }) : undefined };
    if (found.rating || found.text) {
      setErrors(found);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const input = { rating, text: text.trim() };
      onSaved(review ? await updateReview(review._id, input) : await createReview(stay.reservation._id, input));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof ApiError ? error.field : null;
      setErrors(field === 'rating' || field === 'text' ? { [field]: message } : { form: message });
      setAttempt((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {errors.form && (
        <div role="alert" tabIndex={-1} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{t('failed')}</p>
          <p className="mt-1 break-words">{errors.form}</p>
        </div>
      )}
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="label">{t('rating')}</legend>
        <div className="flex flex-wrap gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                aria-label={t('stars', { count: value })}
                checked={rating === value}
                onChange={() => {
                  setRating(value);
                  setErrors((current) => ({ ...current, rating: undefined }));
                }}
                aria-invalid={errors.rating ? true : undefined}
                className="peer sr-only"
              />
              <span
                className={`inline-flex size-11 items-center justify-center rounded-lg border text-xl peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700 ${
                  value <= rating ? 'border-accent-700 bg-accent-50 text-accent-700' : 'border-stone-300 bg-white text-stone-400'
                }`}
              >
                <span aria-hidden="true">★</span>
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${id}-rating-error`} className="field-error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="label">
          {t('text')}
        </label>
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={REVIEW_TEXT.max}
          className="input py-2.5 text-base sm:text-sm"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setErrors((current) => ({ ...current, text: undefined }));
          }}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[`${id}-text-hint`, errors.text && `${id}-text-error`].filter(Boolean).join(' ')}
        />
        <p id={`${id}-text-hint`} className="mt-1 text-xs text-stone-600">
          {review ? t('editNote') : t('textHint')}
        </p>
        {errors.text && (
          <p id={`${id}-text-error`} className="field-error">
            {errors.text}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? t('sending') : review ? t('save') : t('send')}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

export function ReviewSection({ stay }: { stay: Stay }) {
  const t = useT(messages);
  const id = useId();
  const [review, setReview] = useState<Review | null>(stay.review);
  const [editing, setEditing] = useState(false);
  if (!review && !stay.canReview) return null;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
        {t('title')}
      </h3>
      {review && !editing ? (
        <div className="space-y-2 rounded-xl bg-stone-50 p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <Stars rating={review.rating} /> <span className="sr-only">{t('stars', { count: review.rating })}</span>
            </span>
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-stone-700 ring-1 ring-stone-200">{t(`status_${review.status}`)}</span>
          </div>
          <p className="whitespace-pre-line break-words text-stone-800">{review.text}</p>
          {review.status === 'pending' && <p className="text-xs text-stone-600">{t('pendingNote')}</p>}
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
        </div>
      ) : (
        <>
          {!review && <p className="text-sm text-stone-600">{t('invite')}</p>}
          <ReviewForm
            stay={stay}
            review={review}
            onSaved={(saved) => {
              setReview(saved);
              setEditing(false);
            }}
            onCancel={review ? () => setEditing(false) : undefined}
          />
        </>
      )}
    </section>
  );
}
