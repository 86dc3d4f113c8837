import type { PropertyPage } from '../../api/public.ts';
import { ReviewLanguageNote, useReviewLanguage } from '../../components/public/ReviewLanguage.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';

// What people who lived here say: the average as stars and as words, then the reviews.

const messages = defineMessages({
  es: {
    title: 'Opiniones',
    outOf: '{rating} de 5',
    count: ({ count }) => (Number(count) === 1 ? '1 opinión' : `${count} opiniones`),
    none: 'Todavía no hay opiniones de esta casa.',
    room: 'Habitación: {room}',
    someone: 'Alguien que vivió aquí',
    latest: ({ count }) => `Mostramos las ${count} más recientes.`,
  },
  en: {
    title: 'Reviews',
    outOf: '{rating} out of 5',
    count: ({ count }) => (Number(count) === 1 ? '1 review' : `${count} reviews`),
    none: 'There are no reviews of this home yet.',
    room: 'Room: {room}',
    someone: 'Someone who lived here',
    latest: ({ count }) => `Showing the ${count} most recent.`,
  },
});

/** Five stars filled to `rating`, for the eye only: the words next to them say the same. */
export function Stars({ rating, size = 'text-base' }: { rating: number; size?: string }) {
  const share = Math.max(0, Math.min(5, rating)) / 5;
  return (
    <span aria-hidden="true" className={`relative inline-block whitespace-nowrap leading-none tracking-tight ${size}`}>
      <span className="text-stone-300">★★★★★</span>
      <span className="absolute inset-y-0 left-0 overflow-hidden text-accent-600" style={{ width: `${share * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

export function useRatingWords() {
  const t = useT(messages);
  const f = useFormat();
  return {
    outOf: (rating: number) => t('outOf', { rating: f.number(rating) }),
    count: (count: number) => t('count', { count: f.number(count) }),
  };
}

function ReviewItem({ review }: { review: PropertyPage['reviews']['docs'][number] }) {
  const t = useT(messages);
  const f = useFormat();
  const words = useRatingWords();
  const language = useReviewLanguage(review.text);
  return (
    <li className="rounded-xl border border-stone-200 p-5">
      <p className="flex items-center gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{words.outOf(review.rating)}</span>
      </p>
      <p lang={language.lang} className="mt-3 leading-relaxed text-stone-800">
        {review.text}
      </p>
      <div className="mt-3 text-sm text-stone-600">
        <span className="font-medium text-stone-900">{review.author || t('someone')}</span> · <time dateTime={review.createdAt}>{f.instantDay(review.createdAt, 'long')}</time>
        {review.room && <span className="block">{t('room', { room: f.text(review.room.name) })}</span>}
        <ReviewLanguageNote note={language.note} />
      </div>
    </li>
  );
}

export function ReviewsSection({ reviews }: { reviews: PropertyPage['reviews'] }) {
  const t = useT(messages);
  const words = useRatingWords();
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="scroll-mt-24 space-y-6">
      <h2 id="reviews-title" className="text-2xl font-semibold text-stone-900">
        {t('title')}
      </h2>
      {reviews.average === null || reviews.count === 0 ? (
        <p className="text-stone-700">{t('none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Stars rating={reviews.average} size="text-3xl" />
            <p className="text-lg">
              <span className="font-semibold text-stone-900">{words.outOf(reviews.average)}</span>
              <span className="text-stone-600"> · {words.count(reviews.count)}</span>
            </p>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.docs.map((review) => (
              <ReviewItem key={review._id} review={review} />
            ))}
          </ul>
          {reviews.count > reviews.docs.length && <p className="text-sm text-stone-600">{t('latest', { count: reviews.docs.length })}</p>}
        </>
      )}
    </section>
  );
}
