import { listRecords, onlyFields } from '../../api/public.ts';
import { Link, Navigate, useParams } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { RichText } from '../../components/rich-text/RichText.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { blogHref } from './blog-query.ts';
import { NEWS_CARD_FIELDS, NEWS_ORDER, findNews, loadTags, type NewsCardItem, type NewsItem, type Tag } from '../../api/public-content.ts';
import { CoverImage } from './CoverImage.tsx';
import { NewsCard, NewsCardPlaceholder } from './NewsCard.tsx';
import { usePageStatus } from '../../components/rendering/page-status.ts';
import { ARTICLE_COVER_SIZES } from '../../components/public/image-sizes.ts';

const messages = defineMessages({
  es: {
    back: 'Volver al blog',
    tags: 'Temas',
    published: 'Publicada el {date}',
    draft: 'Borrador: solo lo ve el equipo de Habita',
    scheduled: 'Programada para el {date}: solo la ve el equipo de Habita',
    moreNews: 'Más noticias',
    notFound: 'Noticia no encontrada',
    notFoundText: 'Puede que la dirección esté mal escrita o que la noticia se haya retirado.',
    toBlog: 'Ir al blog',
    noMore: 'Todavía no hay más noticias.',
  },
  en: {
    back: 'Back to the blog',
    tags: 'Topics',
    published: 'Published on {date}',
    draft: 'Draft: only Habita staff can see it',
    scheduled: 'Scheduled for {date}: only Habita staff can see it',
    moreNews: 'More news',
    notFound: 'News item not found',
    notFoundText: 'The address may be mistyped, or the item has been withdrawn.',
    toBlog: 'Go to the blog',
    noMore: 'There is no other news yet.',
  },
});

interface Article {
  item: NewsItem | null;
  tags: Tag[];
}

async function loadArticle(idOrSlug: string, signal: AbortSignal): Promise<Article> {
  const [item, tags] = await Promise.all([findNews(idOrSlug, signal), loadTags(signal)]);
  return { item, tags: item ? tags.filter((tag) => item.tags?.includes(tag._id)) : [] };
}

async function loadMoreNews(currentId: string, signal: AbortSignal): Promise<NewsCardItem[]> {
  const page = await listRecords<NewsCardItem>('noticias', { limit: 4, sort: NEWS_ORDER, ...onlyFields(NEWS_CARD_FIELDS) }, signal);
  return page.docs.filter((item) => item._id !== currentId).slice(0, 3);
}

function MoreNews({ currentId }: { currentId: string }) {
  const t = useT(messages);
  const more = useRemote((signal) => loadMoreNews(currentId, signal), currentId);
  return (
    <section aria-labelledby="more-news" className="border-t border-stone-200 bg-stone-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="more-news" className="mb-6 text-2xl font-semibold tracking-tight text-stone-900">
          {t('moreNews')}
        </h2>
        <RemoteState
          remote={more}
          placeholder={
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <NewsCardPlaceholder />
              <NewsCardPlaceholder />
              <NewsCardPlaceholder />
            </div>
          }
        >
          {(items) =>
            items.length === 0 ? (
              <p className="text-stone-700">{t('noMore')}</p>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((item) => (
                  <li key={item._id} className="flex">
                    <NewsCard item={item} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )
          }
        </RemoteState>
      </div>
    </section>
  );
}

function ArticleView({ item, tags }: { item: NewsItem; tags: Tag[] }) {
  const t = useT(messages);
  const f = useFormat();
  const title = f.text(item.title);
  const summary = f.text(item.summary);
  usePageMeta(title, summary || undefined);
  const upcoming = item.publishedAt && new Date(item.publishedAt).getTime() > Date.now();
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-14 pt-8 sm:pt-12">
        <Link to="/blog" className="text-sm font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline">
          ← {t('back')}
        </Link>
        <header className="mt-6">
          {!item.publishedAt || upcoming ? (
            <p className="mb-3 inline-block rounded-md bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              {item.publishedAt ? t('scheduled', { date: f.instantDay(item.publishedAt, 'long') }) : t('draft')}
            </p>
          ) : (
            <p className="text-sm text-stone-600">
              <time dateTime={item.publishedAt}>{t('published', { date: f.instantDay(item.publishedAt, 'long') })}</time>
            </p>
          )}
          <h1 className="mt-2 text-3xl font-semibold leading-tight tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          {summary && <p className="mt-4 text-lg text-stone-700">{summary}</p>}
          {tags.length > 0 && (
            <ul aria-label={t('tags')} className="mt-5 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag._id}>
                  <Link
                    to={blogHref({ tag: tag.slug })}
                    className="inline-flex min-h-8 items-center rounded-full bg-accent-50 px-3 text-sm font-medium text-accent-800 ring-1 ring-accent-100 hover:bg-accent-100"
                  >
                    {f.text(tag.name)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </header>
        {item.cover && (
          <CoverImage
            image={item.cover}
            alt=""
            eager
            ratio="aspect-[16/9]"
            sizes={ARTICLE_COVER_SIZES}
            className="mt-8 rounded-2xl"
          />
        )}
        <RichText html={f.text(item.body)} className="mt-8 text-lg" />
      </article>
      <MoreNews currentId={item._id} />
    </>
  );
}

function NewsNotFound() {
  const t = useT(messages);
  usePageStatus(404);
  usePageMeta(t('notFound'));
  return (
    <PageIntro title={t('notFound')} lead={t('notFoundText')}>
      <Link to="/blog" className="btn-primary mt-6">
        {t('toBlog')}
      </Link>
    </PageIntro>
  );
}

function ArticlePlaceholder() {
  return (
    <div className="space-y-4 pb-14">
      <div className="h-4 w-32 rounded bg-stone-100" />
      <div className="h-10 w-4/5 rounded bg-stone-100" />
      <div className="h-5 w-full rounded bg-stone-100" />
      <div className="aspect-[16/9] animate-pulse rounded-2xl bg-stone-100" />
    </div>
  );
}

export default function SingleNewPage() {
  const { id } = useParams();
  const param = id?.trim() ?? '';
  const article = useRemote((signal) => (param ? loadArticle(param, signal) : Promise.resolve<Article>({ item: null, tags: [] })), param);
  if (!param) return <Navigate to="/blog" replace />;
  return (
    <PublicLayout>
      {article.status === 'ready' ? (
        article.data.item ? (
          <ArticleView key={article.data.item._id} item={article.data.item} tags={article.data.tags} />
        ) : (
          <NewsNotFound />
        )
      ) : (
        <div className="mx-auto max-w-3xl px-4 pt-8 sm:pt-12">
          <RemoteState remote={article} placeholder={<ArticlePlaceholder />}>
            {() => null}
          </RemoteState>
        </div>
      )}
    </PublicLayout>
  );
}
