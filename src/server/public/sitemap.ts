import { sql } from 'drizzle-orm';
import { noticias } from '../../catalog/collections/content.ts';
import { properties } from '../../catalog/collections/places.ts';
import { INDEXABLE_PAGES, newsPagePath, PRIVATE_PAGE_PREFIXES, propertyPagePath } from '../../catalog/public-pages.ts';
import { publicCondition } from '../collections/access.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

// The sitemap and robots.txt, written from the catalogue's list of public pages and the
// records visitors may see. Addresses are absolute, from PUBLIC_URL, never from the request.

/** A sitemap holds at most 50 000 addresses; past that it would need an index of sitemaps. */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

interface Entry {
  path: string;
  lastModified?: string;
}

/** Published, live properties and news items, most recently changed first. */
async function recordEntries(db: Db, max: number): Promise<Entry[]> {
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const found = await rows(
    db,
    sql`select kind, id, modified from (
          select 'property' as kind, p.id, ${day('p.updated_at')} as modified, p.updated_at as at
            from properties p where p.deleted_at is null and ${publicCondition(properties, 'p')!}
          union all
          select 'news' as kind, n.id, ${day('greatest(n.updated_at, n.published_at)')} as modified, greatest(n.updated_at, n.published_at) as at
            from noticias n where n.deleted_at is null and ${publicCondition(noticias, 'n')!}
        ) records order by at desc, id limit ${max}`,
  );
  return found.map((row) => ({
    path: row.kind === 'property' ? propertyPagePath(String(row.id)) : newsPagePath(String(row.id)),
    lastModified: String(row.modified),
  }));
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const entries: Entry[] = [...INDEXABLE_PAGES.map((path) => ({ path })), ...(await recordEntries(db, MAX_SITEMAP_URLS - INDEXABLE_PAGES.length))];
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  const disallowed = PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
