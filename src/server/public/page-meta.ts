import { readFile, stat } from 'node:fs/promises';
import { escapeHtml } from '../escape-html.ts';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { noticias } from '../../catalog/collections/content.ts';
import { properties } from '../../catalog/collections/places.ts';
import { NEWS_PAGE, newsPagePath, PROPERTY_PAGE, propertyPagePath } from '../../catalog/public-pages.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { publicCondition } from '../collections/access.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { fileUrl } from '../files/routes.ts';
import { encodedPage, pageLanguage, pageRenderer, withRenderedPage } from './server-render.ts';

// The web app's index.html for a property or a news item, with that record's title,
// description and Open Graph tags in its head: link previews and crawlers that do not run
// JavaScript see the record, not the site's generic title. Public pages (and My room, for its
// viewer) also come with their content, rendered by the web app's server bundle
// (server-render.ts); other pages get the file as is.

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Absolute address of its picture, when it has one. */
  image?: string;
  type: 'website' | 'article';
}

type Localized = { es?: string | null; en?: string | null } | null | undefined;

/** Spanish is the site's language; English when a text has no Spanish. */
const spanishFirst = (text: Localized) => text?.es?.trim() || text?.en?.trim() || '';


/** Entities rich text carries, read back as characters (they are escaped again on the way out). */
const TEXT_ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Plain text of at most `max` characters: rich text's tags dropped, spaces collapsed, cut at a word. */
export function summaryText(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39|apos);/g, (_, name: string) => TEXT_ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** The large copy of an image when there is one: previews are shown wide. */
function imageUrl(publicUrl: string, file: StoredFile | null | undefined): string | undefined {
  if (!file?.key) return undefined;
  return publicUrl + fileUrl(file.variants?.lg ?? file.key);
}

async function propertyMeta(db: Db, id: string, publicUrl: string): Promise<PageMeta | undefined> {
  const [row] = await rows(
    db,
    sql`select p.title, p.description, p.city, p.address, p.images from properties p
        where p.id = ${id} and p.deleted_at is null and ${publicCondition(properties, 'p')!}`,
  );
  if (!row) return undefined;
  const title = spanishFirst(row.title as Localized);
  const description = spanishFirst(row.description as Localized) || `${String(row.address)}, ${String(row.city)}`;
  return {
    title: `${title} · Habita`,
    description: summaryText(description),
    url: publicUrl + propertyPagePath(id),
    image: imageUrl(publicUrl, (row.images as StoredFile[] | null)?.[0]),
    type: 'website',
  };
}

async function newsMeta(db: Db, id: string, publicUrl: string): Promise<PageMeta | undefined> {
  const [row] = await rows(
    db,
    sql`select n.title, n.summary, n.body, n.cover from noticias n
        where n.id = ${id} and n.deleted_at is null and ${publicCondition(noticias, 'n')!}`,
  );
  if (!row) return undefined;
  const description = spanishFirst(row.summary as Localized) || spanishFirst(row.body as Localized);
  return {
    title: `${spanishFirst(row.title as Localized)} · Habita`,
    description: summaryText(description),
    url: publicUrl + newsPagePath(id),
    image: imageUrl(publicUrl, row.cover as StoredFile | null),
    type: 'article',
  };
}

/** The meta of the record a page address shows; undefined for other pages and for records not public. */
export async function metaForPath(db: Db, path: string, publicUrl: string): Promise<PageMeta | undefined> {
  const property = PROPERTY_PAGE.exec(path)?.[1];
  if (property && ID_PATTERN.test(property)) return propertyMeta(db, property.toLowerCase(), publicUrl);
  const news = NEWS_PAGE.exec(path)?.[1];
  if (news && ID_PATTERN.test(news)) return newsMeta(db, news.toLowerCase(), publicUrl);
  return undefined;
}

/** index.html with the page's tags in place of the generic title, description and any earlier ones. */
export function withMeta(html: string, meta: PageMeta): string {
  const attribute = escapeHtml;
  const tags = [
    `<meta name="description" content="${attribute(meta.description)}" />`,
    `<link rel="canonical" href="${attribute(meta.url)}" />`,
    `<meta property="og:site_name" content="Habita" />`,
    `<meta property="og:locale" content="es_ES" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${attribute(meta.title)}" />`,
    `<meta property="og:description" content="${attribute(meta.description)}" />`,
    `<meta property="og:url" content="${attribute(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${attribute(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  const head = `<title>${escapeHtml(meta.title)}</title>\n    ${tags.join('\n    ')}\n  `;
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/gi, '')
    .replace(/<meta\s+(property|name)="(og|twitter):[^"]*"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '');
  // A function as replacement: `$` in a title must not be read as a back-reference.
  return cleaned.replace(/<\/head>/i, () => `${head}</head>`);
}

/** index.html read once, and again only when the file changed (the web app was rebuilt). */
export class IndexFile {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly path: string) {}

  async read(): Promise<string> {
    const { mtimeMs } = await stat(this.path);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: await readFile(this.path, 'utf8') };
    return this.cached.html;
  }
}

export interface IndexPages {
  /** Answers a page address with index.html: its content rendered in, and the record's tags where it shows one. */
  send(path: string, reply: FastifyReply): Promise<FastifyReply>;
}

export function indexPages(ctx: { db: Db; webDir: string; publicUrl: string; app: FastifyInstance }): IndexPages {
  const index = new IndexFile(join(ctx.webDir, 'index.html'));
  const renderer = pageRenderer(ctx.app, { webDir: ctx.webDir });
  return {
    async send(path, reply) {
      void reply.header('cache-control', 'no-cache');
      const [meta, rendered] = await Promise.all([
        metaForPath(ctx.db, path, ctx.publicUrl).catch((error: unknown) => {
          // The tags are a courtesy to link previews: without them the page still works.
          reply.log.error({ err: error }, 'page tags failed; serving index.html without them');
          return undefined;
        }),
        // As a visitor sees the page, or (My room) as its signed-in viewer does (server-render.ts).
        renderer.render(reply.request).catch((error: unknown) => {
          // The browser renders the page itself, as it does for pages the server does not render.
          reply.log.error({ err: error }, 'server rendering failed; serving index.html for the browser to render');
          return undefined;
        }),
      ]);
      if (!meta && !rendered) return reply.type('text/html').sendFile('index.html');
      let page = await index.read();
      if (meta) page = withMeta(page, meta);
      // Rendered in the language of the visitor's cookie.
      if (rendered) page = withRenderedPage(page, rendered.page, pageLanguage(reply.request));
      // A page holding the viewer's data is theirs alone: kept by no cache, shared or the browser's
      // (the service worker keeps no page that says no-store: vite.config.ts).
      if (rendered?.audience === 'viewer') void reply.header('cache-control', 'private, no-store');
      const { body, encoding } = await encodedPage(reply.request, page);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply
        .code(rendered?.page.status ?? 200)
        .header('vary', 'cookie, accept-encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
