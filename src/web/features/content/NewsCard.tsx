import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import { CoverImage } from './CoverImage.tsx';
import type { NewsCardItem, NewsItem } from '../../api/public-content.ts';

// One news item in a list: cover at a fixed ratio, date, title, summary. The whole card is a
// single link (the title's), so a keyboard stops once per card.

export function newsLink(item: Pick<NewsItem, '_id'>): string {
  return `/singlenew/${item._id}`;
}

export function NewsCard({ item, headingLevel = 2, eager = false }: { item: NewsCardItem; headingLevel?: 2 | 3; eager?: boolean }) {
  const f = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const day = item.publishedAt ?? item.createdAt;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700">
      <CoverImage image={item.cover} alt="" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm text-stone-600">
          <time dateTime={day}>{f.instantDay(day, 'long')}</time>
        </p>
        <Heading className="text-lg font-semibold leading-snug text-stone-900">
          <Link to={newsLink(item)} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-accent-800">
            {f.text(item.title)}
          </Link>
        </Heading>
        {item.summary && <p className="line-clamp-3 text-stone-700">{f.text(item.summary)}</p>}
      </div>
    </article>
  );
}

/** The shape of a card while the list loads, the same size as the real one. */
export function NewsCardPlaceholder() {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <div className="aspect-[3/2] animate-pulse bg-stone-100" />
      <div className="space-y-3 p-5">
        <div className="h-4 w-24 rounded bg-stone-100" />
        <div className="h-5 w-4/5 rounded bg-stone-100" />
        <div className="h-4 w-full rounded bg-stone-100" />
        <div className="h-4 w-2/3 rounded bg-stone-100" />
      </div>
    </div>
  );
}
