import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collectionRouteTable } from '../../catalog/routes.ts';

// The one list of pages the server renders, and for whom: the public site as a visitor sees it,
// My room for its signed-in viewer, and every other private screen left to the browser.

let server: typeof import('./server-rendered.ts');
let routes: typeof import('./routes.tsx');

beforeAll(async () => {
  vi.stubGlobal('__COLLECTION_ROUTES__', collectionRouteTable());
  server = await import('./server-rendered.ts');
  routes = await import('./routes.tsx');
});

describe('the pages the server renders', () => {
  it('renders public pages and the not-found page as a visitor sees them', () => {
    for (const path of ['/', '/searchproperties', '/singleproperty/6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e', '/faq', '/no-such-page']) {
      expect(server.audienceAt(path), path).toBe('visitor');
    }
  });

  it('renders My room for its viewer, and leaves the other private screens to the browser', () => {
    expect(server.audienceAt('/myroom')).toBe('viewer');
    for (const path of ['/profile', '/dashboard', '/admin', '/RoomReserves', '/login', '/pay/success/x', '/checkout/sandbox/x', '/maptest']) {
      expect(server.audienceAt(path), path).toBeUndefined();
    }
  });

  it('renders for a viewer only screens that ask for someone signed in, and as a visitor only screens open to all', () => {
    for (const route of routes.allRoutes) {
      const audience = server.audienceAt(route.path.replace(/\/:\w+\??/g, ''));
      if (audience === 'viewer') expect(route.access, route.path).toBe('signedIn');
      if (audience === 'visitor') expect(route.access, route.path).toBeUndefined();
    }
  });
});
