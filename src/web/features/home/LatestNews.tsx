import { Link } from 'react-router';
import { listRecords, imageSource, onlyFields } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { HomeSection } from './HomeSection.tsx';
import { NEWS_CARD_FIELDS, type NewsCardItem } from '../../api/public-content.ts';

// The three newest posts of the blog. Visitors only ever get published ones; staff browsing the
// site would also get drafts and scheduled posts, which are not news yet, so those are skipped.

const messages = defineMessages({
  es: { title: 'Últimas noticias', all: 'Ir al blog' },
  en: { title: 'Latest news', all: 'Go to the blog' },
});

export function publishedNews(items: readonly NewsCardItem[], now = Date.now(), count = 3): NewsCardItem[] {
  return items.filter((item) => item.publishedAt && Date.parse(item.publishedAt) <= now).slice(0, count);
}

export function LatestNews() {
  const t = useT(messages);
  const format = useFormat();
  const remote = useRemote((signal) => listRecords<NewsCardItem>('noticias', { sort: '-publishedAt', limit: 6, ...onlyFields(NEWS_CARD_FIELDS) }, signal), 'home-news');
  const news = remote.status === 'ready' ? publishedNews(remote.data.docs) : [];
  if (news.length === 0) return null;
  return (
    <HomeSection
      title={t('title')}
      tone="soft"
      more={
        <Link to="/blog" className="text-sm font-semibold text-accent-700 underline-offset-4 hover:underline">
          {t('all')} →
        </Link>
      }
    >
      <ul className="grid gap-5 md:grid-cols-3">
        {news.map((item) => {
          const src = imageSource(item.cover, 'sm');
          return (
            <li key={item._id} className="grid">
              <article className="group relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent-700">
                <div className="aspect-[16/9] overflow-hidden bg-stone-100">
                  {src && <img src={src} alt="" width={480} height={270} loading="lazy" decoding="async" className="size-full object-cover" />}
                </div>
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <p className="text-sm text-stone-600">
                    <time dateTime={item.publishedAt!}>{format.instantDay(item.publishedAt!, 'long')}</time>
                  </p>
                  <h3 className="text-lg font-semibold text-pretty text-stone-900">
                    <Link to={`/singlenew/${item._id}`} className="after:absolute after:inset-0 focus-visible:outline-none">
                      {format.text(item.title)}
                    </Link>
                  </h3>
                  {item.summary && <p className="line-clamp-3 text-stone-700">{format.text(item.summary)}</p>}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
