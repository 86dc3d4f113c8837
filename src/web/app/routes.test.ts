import { describe, expect, it, vi } from 'vitest';
import { collectionRouteTable } from '../../catalog/routes.ts';
import { AREA_PATHS } from '../components/account/areas.ts';

// The account menu's links (components/account/areas.ts) name paths; the route table must have them.

describe('the route table', () => {
  it('links only to routes the app has', async () => {
    vi.stubGlobal('__COLLECTION_ROUTES__', collectionRouteTable());
    const { allRoutes } = await import('./routes.tsx');
    const paths = new Set(allRoutes.map((route) => route.path));
    for (const path of Object.values(AREA_PATHS)) expect(paths.has(path), path).toBe(true);
  });
});
