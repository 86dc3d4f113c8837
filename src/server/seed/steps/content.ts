import { addDays, type Day } from '../../../catalog/days.ts';
import { at } from '../dates.ts';
import { renderLogo, type Scene } from '../images.ts';
import type { Loader } from '../loader.ts';
import { ADVANTAGE_TYPES, PARTNERS } from '../content/reference.ts';
import { ADVANTAGES, NEWS } from '../content/texts.ts';
import type { ReferenceIds } from './reference.ts';

// Public content with pictures: the advantages pages, partner logos and the news.
// Loaded last, so the picture pool renders while everything else is inserted.

export async function loadContent(loader: Loader, anchor: Day, ids: ReferenceIds, authors: readonly string[]): Promise<void> {
  const audienceIds = await loader.insertAll('advantagestype', ADVANTAGE_TYPES, (t, order) => ({ name: t.name, order }));
  const audience = Object.fromEntries(ADVANTAGE_TYPES.map((t, i) => [t.key, audienceIds[i]!]));
  const scenes: readonly Scene[] = ['living', 'room', 'building'];
  const advantageImages = await loader.images(ADVANTAGES.map((_, i) => [scenes[i % 3]!, i] as const));
  await loader.insertAll('advantages', ADVANTAGES, (a, i) => ({
    title: a.title,
    summary: a.summary,
    body: a.body,
    image: advantageImages[i],
    type: audience[a.type],
    order: i % 3,
  }));

  const logos = await Promise.all(PARTNERS.map((p, i) => renderLogo(p.name, p.colour, i).then((logo) => loader.copy(logo))));
  await loader.insertAll('partners', PARTNERS, (p, order) => ({
    name: p.name,
    logo: logos[order],
    url: p.url,
    description: p.description,
    order,
  }));

  const covers = await loader.images(NEWS.map((_, i) => [scenes[(i + 2) % 3]!, i + 1] as const));
  for (const [i, n] of NEWS.entries()) {
    // Drafts were started a couple of days ago; published posts were written the day before.
    const written = n.daysAgo === null ? addDays(anchor, -2) : addDays(anchor, -n.daysAgo - 1);
    await loader.insert(
      'noticias',
      {
        title: n.title,
        slug: n.slug,
        summary: n.summary,
        body: n.body,
        cover: covers[i],
        tags: n.tags.map((slug) => ids.tags[slug]),
        publishedAt: n.daysAgo === null ? null : at(addDays(anchor, -n.daysAgo), 9, 30),
        author: authors[i % authors.length],
      },
      { createdAt: at(written, 16, 45) },
    );
  }
}
