// How wide the site's photos are drawn (an <img>'s `sizes`), for the browser to pick a variant
// (sm, md, lg) before any style sheet has come. Pages lay out inside 1 rem margins.

/**
 * A card in the site's grid: one column on a phone, two from 640 px, three from 1024 px in the
 * 72 rem page. A grid laid out otherwise passes its own.
 */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)';

/** The cover of an article (a news item, an advantage) across its 46 rem column. */
export const ARTICLE_COVER_SIZES = '(min-width: 768px) 736px, calc(100vw - 2rem)';
