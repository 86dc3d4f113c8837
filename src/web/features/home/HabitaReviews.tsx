import { listRecords, onlyFields } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { ReviewLanguageNote, useReviewLanguage } from '../../components/public/ReviewLanguage.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { HomeSection } from './HomeSection.tsx';
import { HABITA_REVIEW_FIELDS, type HabitaReview } from '../../api/public-records.ts';

// What tenants say about Habita: the newest published reviews. Left out when there are none.

const messages = defineMessages({
  es: { title: 'Lo que dicen quienes ya viven con Habita', rating: 'Valoración: {rating} de 5' },
  en: { title: 'What people living with Habita say', rating: 'Rating: {rating} out of 5' },
});

export function Stars({ rating, label }: { rating: number; label: string }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p role="img" aria-label={label} className="flex gap-0.5 text-accent-700">
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className={`size-5 ${index < whole ? '' : 'text-stone-300'}`} fill="currentColor">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}

function HabitaReviewCard({ review, ratingLabel }: { review: HabitaReview; ratingLabel: string }) {
  const language = useReviewLanguage(review.text);
  return (
    <figure className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
      <Stars rating={review.rating} label={ratingLabel} />
      <blockquote lang={language.lang} className="flex-1 text-lg leading-relaxed text-pretty text-stone-800">
        “{review.text}”
      </blockquote>
      <figcaption className="text-sm font-medium text-stone-600">
        {review.author}
        <ReviewLanguageNote note={language.note} />
      </figcaption>
    </figure>
  );
}

export function HabitaReviews() {
  const t = useT(messages);
  const remote = useRemote(
    (signal) => listRecords<HabitaReview>('gralreviews', { published: true, sort: '-createdAt', limit: 3, ...onlyFields(HABITA_REVIEW_FIELDS) }, signal),
    'home-reviews',
  );
  if (remote.status !== 'ready' || remote.data.docs.length === 0) return null;
  return (
    <HomeSection title={t('title')}>
      <ul className="grid gap-5 md:grid-cols-3">
        {remote.data.docs.map((review) => (
          <li key={review._id} className="grid">
            <HabitaReviewCard review={review} ratingLabel={t('rating', { rating: review.rating })} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
