import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format.ts';
import type { Advantage } from '../../api/public-content.ts';
import { CoverImage } from './CoverImage.tsx';

// One advantage in a list: picture, title, summary; the whole card opens its page.

export function AdvantageCard({ advantage, headingLevel = 3 }: { advantage: Advantage; headingLevel?: 2 | 3 }) {
  const f = useFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700">
      <CoverImage image={advantage.image} alt="" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Heading className="text-lg font-semibold leading-snug text-stone-900">
          <Link to={`/singleadvantage/${advantage._id}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-accent-800">
            {f.text(advantage.title)}
          </Link>
        </Heading>
        {advantage.summary && <p className="text-stone-700">{f.text(advantage.summary)}</p>}
      </div>
    </article>
  );
}
