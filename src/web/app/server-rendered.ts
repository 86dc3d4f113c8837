import { matchRoutes } from 'react-router';
import type { PageAudience } from '../../contracts/server-render.ts';
import { allRoutes, type ScreenRoute } from './routes.tsx';

// Which pages the server renders with their content, and for whom. The public site's pages are
// rendered as a visitor sees them: readable before the JavaScript runs, as search engines and
// link previews see them, and the same HTML for everyone. My room is rendered for the signed-in
// person it belongs to, with their own data (the server sends it to them alone, never stored).
// The other private screens (profile, the dashboard, the back-office), payments' answers and the
// map test stay in the browser.
// A render reads its data through its own calls (useServedAnswer, useRemote); what the browser
// keeps in a module for the page load (public.ts's config, public-content.ts's tags) the server
// reads on each call: kept there, one render's answer would be read by every later render,
// whoever it is for.

const SERVER_RENDERED: ReadonlyMap<string, PageAudience> = new Map([
  ['home', 'visitor'],
  ['singleproperty', 'visitor'],
  ['searchproperties', 'visitor'],
  ['investor', 'visitor'],
  ['landlord', 'visitor'],
  ['workwithus', 'visitor'],
  ['singlenew', 'visitor'],
  ['blog', 'visitor'],
  ['help', 'visitor'],
  ['aboutus', 'visitor'],
  ['faq', 'visitor'],
  ['tyc', 'visitor'],
  ['privacy', 'visitor'],
  ['singleadvantage', 'visitor'],
  ['advantages', 'visitor'],
  ['myroom', 'viewer'],
]);

const paths = allRoutes.map(({ path }, index) => ({ path, id: String(index) }));

/** The route showing `pathname`, matched as the app's <Routes> match it; undefined: the not-found page. */
export function screenAt(pathname: string): ScreenRoute | undefined {
  const match = matchRoutes(paths, pathname)?.[0];
  return match ? allRoutes[Number(match.route.id)] : undefined;
}

/** Whom the server renders the page at `pathname` for (the not-found page: visitors); undefined: the browser renders it. */
export function audienceAt(pathname: string): PageAudience | undefined {
  const screen = screenAt(pathname);
  return screen ? SERVER_RENDERED.get(screen.chunk) : 'visitor';
}
