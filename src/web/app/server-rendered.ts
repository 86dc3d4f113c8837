import { matchRoutes } from 'react-router';
import { allRoutes, type ScreenRoute } from './routes.tsx';

// Which pages the server renders with their content: the public site's, readable before the
// JavaScript runs and as search engines and link previews see them. Private screens (My room,
// profile, the dashboard, the back-office), payments' answers and the map test stay in the browser.

const SERVER_RENDERED_CHUNKS: ReadonlySet<string> = new Set([
  'home',
  'singleproperty',
  'searchproperties',
  'investor',
  'landlord',
  'workwithus',
  'singlenew',
  'blog',
  'help',
  'aboutus',
  'faq',
  'tyc',
  'privacy',
  'singleadvantage',
  'advantages',
]);

const paths = allRoutes.map(({ path }, index) => ({ path, id: String(index) }));

/** The route showing `pathname`, matched as the app's <Routes> match it; undefined: the not-found page. */
export function screenAt(pathname: string): ScreenRoute | undefined {
  const match = matchRoutes(paths, pathname)?.[0];
  return match ? allRoutes[Number(match.route.id)] : undefined;
}

/** Whether the server renders the page at `pathname` (a public page, or the not-found page). */
export function isServerRendered(pathname: string): boolean {
  const screen = screenAt(pathname);
  return !screen || SERVER_RENDERED_CHUNKS.has(screen.chunk);
}
