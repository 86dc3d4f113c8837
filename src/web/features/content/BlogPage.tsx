import { listRecords, onlyFields, searchRecords } from '../../api/public.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Paged } from '../../api/public.ts';
import { useRemote } from '../../api/use-remote.ts';
import { PageIntro, PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { Pager } from '../../components/public/Pager.tsx';
import { RemoteState } from '../../components/public/RemoteState.tsx';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { BLOG_PAGE_SIZE, blogHref, pageOfList, readBlogQuery, type BlogQuery } from './blog-query.ts';
import { ContentNotice } from './ContentNotice.tsx';
import { ALL, NEWS_CARD_FIELDS, NEWS_ORDER, loadTags, type NewsCardItem, type Tag } from '../../api/public-content.ts';
import { NewsCard, NewsCardPlaceholder } from './NewsCard.tsx';

const messages = defineMessages({
  es: {
    title: 'Blog',
    lead: 'Guías de barrios, consejos para convivir y las novedades de Habita.',
    metaDescription: 'Noticias y guías de Habita: barrios, consejos para compartir piso y novedades para inquilinos y propietarios.',
    topics: 'Temas',
    allTopics: 'Todas',
    searchLabel: 'Buscar en el blog',
    searchPlaceholder: 'Busca por título',
    search: 'Buscar',
    clearSearch: 'Borrar búsqueda',
    count: ({ count }) => (count === 1 ? '1 noticia' : `${count} noticias`),
    resultsFor: 'para «{q}»',
    inTag: 'en «{tag}»',
    empty: 'Todavía no hay noticias',
    emptyText: 'Pronto publicaremos guías y novedades. Vuelve en unos días.',
    noneInTag: 'No hay noticias en «{tag}»',
    noneForQuery: 'Ninguna noticia coincide con «{q}»',
    noneForQueryText: 'Prueba con otras palabras o busca en todos los temas.',
    unknownTag: 'No encontramos el tema «{tag}»',
    unknownTagText: 'Puede que el enlace esté mal escrito o que el tema ya no exista.',
    seeAll: 'Ver todas las noticias',
    emptyPage: 'Esta página no tiene noticias',
    firstPage: 'Ir a la primera página',
    pages: 'Páginas del blog',
  },
  en: {
    title: 'Blog',
    lead: 'Neighbourhood guides, tips for sharing a home and news from Habita.',
    metaDescription: 'News and guides from Habita: neighbourhoods, tips for flat sharing and updates for tenants and landlords.',
    topics: 'Topics',
    allTopics: 'All',
    searchLabel: 'Search the blog',
    searchPlaceholder: 'Search by title',
    search: 'Search',
    clearSearch: 'Clear search',
    count: ({ count }) => (count === 1 ? '1 article' : `${count} articles`),
    resultsFor: 'for “{q}”',
    inTag: 'in “{tag}”',
    empty: 'No news yet',
    emptyText: 'We will publish guides and news soon. Come back in a few days.',
    noneInTag: 'No news in “{tag}”',
    noneForQuery: 'No news matches “{q}”',
    noneForQueryText: 'Try other words, or search every topic.',
    unknownTag: 'We could not find the topic “{tag}”',
    unknownTagText: 'The link may be mistyped, or the topic no longer exists.',
    seeAll: 'See all news',
    emptyPage: 'This page has no news',
    firstPage: 'Go to the first page',
    pages: 'Blog pages',
  },
});

interface BlogAnswer {
  /** The tag asked for: undefined when none was, null when no tag has that slug. */
  tag: Tag | null | undefined;
  news: Paged<NewsCardItem>;
}

const NO_NEWS: Paged<NewsCardItem> = { docs: [], totalDocs: 0, page: 1, limit: BLOG_PAGE_SIZE, totalPages: 1, hasNextPage: false, hasPrevPage: false };

async function loadBlog(query: BlogQuery, signal: AbortSignal): Promise<BlogAnswer> {
  const tag = query.tag ? ((await loadTags(signal)).find((t) => t.slug === query.tag) ?? null) : undefined;
  if (tag === null) return { tag, news: NO_NEWS };
  const paging = { page: query.page, limit: BLOG_PAGE_SIZE, sort: NEWS_ORDER, ...onlyFields(NEWS_CARD_FIELDS) };
  if (query.q && tag) {
    // The search route cannot also filter by tag: take every title that matches (the news are
    // few) and keep the tag's here.
    const found = await searchRecords<NewsCardItem>('noticias', { searchString: query.q, searchField: 'title', limit: ALL, sort: NEWS_ORDER, ...onlyFields(NEWS_CARD_FIELDS) }, signal);
    const inTag = found.docs.filter((item) => item.tags?.includes(tag._id));
    return { tag, news: pageOfList(inTag, query.page, BLOG_PAGE_SIZE) };
  }
  if (query.q) return { tag, news: await searchRecords<NewsCardItem>('noticias', { searchString: query.q, searchField: 'title', ...paging }, signal) };
  return { tag, news: await listRecords<NewsCardItem>('noticias', { ...paging, tags: tag?._id }, signal) };
}

function TagBar({ active, q }: { active: string; q: string }) {
  const t = useT(messages);
  const f = useFormat();
  const tags = useRemote((signal) => loadTags(signal), 'tags');
  const pill = (current: boolean) =>
    `inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors ${
      current ? 'border-accent-700 bg-accent-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-stone-400 hover:bg-stone-50'
    }`;
  if (tags.status !== 'ready') return <div className="h-9" aria-hidden="true" />;
  return (
    <nav aria-label={t('topics')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={blogHref({ q })} className={pill(!active)} aria-current={!active ? 'page' : undefined}>
            {t('allTopics')}
          </Link>
        </li>
        {tags.data.map((tag) => (
          <li key={tag._id}>
            <Link to={blogHref({ tag: tag.slug, q })} className={pill(active === tag.slug)} aria-current={active === tag.slug ? 'page' : undefined}>
              {f.text(tag.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchBox({ query }: { query: BlogQuery }) {
  const t = useT(messages);
  const navigate = useNavigate();
  return (
    <form
      role="search"
      className="flex w-full gap-2 sm:max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        void navigate(blogHref({ tag: query.tag, q }));
      }}
    >
      <label htmlFor="blog-search" className="sr-only">
        {t('searchLabel')}
      </label>
      {/* Keyed by the address's words, so going back shows what that address searched. */}
      <input key={query.q} id="blog-search" name="q" type="search" className="input" defaultValue={query.q} maxLength={100} placeholder={t('searchPlaceholder')} />
      <button type="submit" className="btn-primary shrink-0">
        {t('search')}
      </button>
    </form>
  );
}

function BlogResults({ query, answer }: { query: BlogQuery; answer: BlogAnswer }) {
  const t = useT(messages);
  const f = useFormat();
  const [, setParams] = useSearchParams();
  const { tag, news } = answer;
  const tagName = tag ? f.text(tag.name) : '';

  if (tag === null) {
    return (
      <ContentNotice title={t('unknownTag', { tag: query.tag })} action={{ to: blogHref({ q: query.q }), label: t('seeAll') }}>
        {t('unknownTagText')}
      </ContentNotice>
    );
  }
  if (news.docs.length === 0) {
    if (news.totalDocs > 0) {
      return <ContentNotice title={t('emptyPage')} action={{ to: blogHref({ ...query, page: 1 }), label: t('firstPage') }} />;
    }
    if (query.q) {
      return (
        <ContentNotice title={t('noneForQuery', { q: query.q })} action={{ to: blogHref({}), label: t('seeAll') }}>
          {t('noneForQueryText')}
        </ContentNotice>
      );
    }
    if (tag) return <ContentNotice title={t('noneInTag', { tag: tagName })} action={{ to: blogHref({}), label: t('seeAll') }} />;
    return <ContentNotice title={t('empty')}>{t('emptyText')}</ContentNotice>;
  }

  return (
    <>
      <p className="mb-4 text-sm text-stone-700" aria-live="polite">
        {[t('count', { count: news.totalDocs }), query.q ? t('resultsFor', { q: query.q }) : '', tag ? t('inTag', { tag: tagName }) : '']
          .filter(Boolean)
          .join(' ')}
        {query.q && (
          <>
            {' · '}
            <Link to={blogHref({ tag: query.tag })} className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800">
              {t('clearSearch')}
            </Link>
          </>
        )}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {news.docs.map((item, index) => (
          <li key={item._id} className="flex">
            <NewsCard item={item} eager={index < 3 && query.page === 1} />
          </li>
        ))}
      </ul>
      <Pager
        page={news.page}
        totalPages={news.totalPages}
        label={t('pages')}
        onPage={(page) => {
          setParams((params) => {
            const next = new URLSearchParams(params);
            if (page > 1) next.set('page', String(page));
            else next.delete('page');
            return next;
          });
          window.scrollTo(0, 0);
        }}
      />
    </>
  );
}

export default function BlogPage() {
  const t = useT(messages);
  const [params] = useSearchParams();
  const query = readBlogQuery(params);
  usePageMeta(t('title'), t('metaDescription'));
  const blog = useRemote((signal) => loadBlog(query, signal), blogHref(query));

  return (
    <PublicLayout>
      <PageIntro title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <div className="mb-8 flex flex-col gap-5">
          <SearchBox query={query} />
          <TagBar active={query.tag} q={query.q} />
        </div>
        <RemoteState
          remote={blog}
          placeholder={
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => (
                <NewsCardPlaceholder key={i} />
              ))}
            </div>
          }
        >
          {(answer) => <BlogResults query={query} answer={answer} />}
        </RemoteState>
      </div>
    </PublicLayout>
  );
}
