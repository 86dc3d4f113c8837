import { beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_UP_TO } from '../../contracts/shapes.ts';
import { addBulkRooms } from '../seed/bulk-rooms.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';

// The public search's total costs the same however many rooms match: counted exactly up to
// EXACT_TOTAL_UP_TO, the database's estimate past it, as on every list.

describe.each(databaseKinds())('the public search total on %s', (kind) => {
  const t = useTestApp(kind, { as: null });

  beforeAll(async () => {
    await addBulkRooms(t.database.db, EXACT_TOTAL_UP_TO + 300);
  }, 120_000);

  const page = async (query: string) => {
    const response = await t.get(`/api/public/rooms?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rooms as { docs: unknown[]; totalDocs: number; totalDocsExact: boolean; totalPages: number; hasNextPage: boolean };
  };

  it('is an estimate past the exact limit, and says so', async () => {
    const first = await page('limit=10');
    expect(first.totalDocsExact).toBe(false);
    expect(first.totalDocs).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(first.totalPages).toBe(Math.ceil(first.totalDocs / 10));
    expect(first.hasNextPage).toBe(true);
  });

  it('is exact within the limit, counted with the page or after it', async () => {
    const few = await page('monthlyPriceMax=40000&limit=5');
    const all = await page('monthlyPriceMax=40000&limit=100');
    expect(few.totalDocsExact).toBe(true);
    expect(few.totalDocs).toBeLessThanOrEqual(EXACT_TOTAL_UP_TO);
    if (!all.hasNextPage) expect(few.totalDocs).toBe(all.docs.length);
    const past = await page('monthlyPriceMax=40000&limit=5&page=1000');
    expect(past).toMatchObject({ docs: [], totalDocs: few.totalDocs, totalDocsExact: true });
  });
});
