import { Link } from 'react-router';
import { imageSource } from '../../api/public.ts';
import { useFormat } from '../../i18n/use-format.ts';
import type { Advantage } from '../../api/public-records.ts';

// Advantages as cards: picture at a fixed ratio, title linking to the advantage's own page,
// the short summary. Used for tenants on the home page and for landlords and investors on theirs.

/** `compact`: on phones the picture sits small beside the text, so a long list stays short. */
export function AdvantageCards({ advantages, columns = 3, compact = false }: { advantages: readonly Advantage[]; columns?: 2 | 3; compact?: boolean }) {
  const format = useFormat();
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {advantages.map((advantage) => {
        const src = imageSource(advantage.image, 'sm');
        return (
          <li key={advantage._id} className="grid">
            <article
              className={`group relative flex overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700 ${
                compact ? 'flex-row sm:flex-col' : 'flex-col'
              }`}
            >
              <div className={`overflow-hidden bg-accent-50 ${compact ? 'aspect-square w-24 shrink-0 sm:aspect-[3/2] sm:w-auto' : 'aspect-[3/2]'}`}>
                {src && <img src={src} alt="" width={480} height={320} loading="lazy" decoding="async" className="size-full object-cover" />}
              </div>
              <div className={`flex flex-1 flex-col gap-2 ${compact ? 'p-4 sm:p-5' : 'p-5'}`}>
                <h3 className="text-lg font-semibold text-stone-900">
                  <Link to={`/singleadvantage/${advantage._id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                    {format.text(advantage.title)}
                  </Link>
                </h3>
                {advantage.summary && <p className="text-stone-700">{format.text(advantage.summary)}</p>}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
