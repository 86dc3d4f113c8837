import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { storeOf } from '../collections/store.ts';
import { localStorage } from '../files/storage.ts';
import { seedDemo } from '../seed/seed.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// The API does what its OpenAPI document says: every documented route is called, on the demo
// data, as staff and as a visitor, and each answer must have a documented status and match the
// schema documented for it. Reads are called with real ids; writes with an empty body (their
// refusals are answers too, and must be documented as given).

type Method = 'get' | 'post' | 'put' | 'delete';

/** Answers that are not JSON: pages, files, feeds. */
const NOT_JSON = ['/api/files/', '/api/payments/sandbox/', '/api/docs', '/metrics', '/sitemap.xml', '/robots.txt'];

/** Calls that end the staff session the later calls need. */
const ENDS_SESSION = ['/api/auth/logout', '/api/auth/logout-everywhere'];

/**
 * Feature routes name their records by the word before `{id}`: `/api/payments/operations/{id}`
 * is a payment operation. (Generic routes by their first word: `/api/rooms/{_id}`.)
 */
const COLLECTION_OF_WORD: Record<string, string> = {
  operations: 'paymentoperations',
  reservations: 'roomreserves',
  reviews: 'reviews',
  users: 'users',
  properties: 'properties',
};

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

type Document = { paths: Record<string, Partial<Record<Method, Operation>>> };

describe('answers match the OpenAPI document', () => {
  let t: TestApp;
  let folder: string;
  let doc: Document;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);

  beforeAll(async () => {
    t = await startTestApp('pglite', { as: 'admin', worker: false });
    folder = await mkdtemp(join(tmpdir(), 'habita-answers-'));
    await seedDemo(t.database.db, localStorage(folder));
    doc = (await t.get('/api/docs/json')).json() as Document;
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  /** A real id for a path's `{_id}` / `{id}`, or undefined when the path names no collection. */
  async function idFor(path: string): Promise<string | undefined> {
    const words = path.split('/');
    const before = words[words.findIndex((word) => /^\{_?id\}$/.test(word)) - 1] ?? '';
    const collection = getCollection(words[2]!) ?? getCollection(COLLECTION_OF_WORD[before] ?? '');
    if (!collection) return undefined;
    const [first] = (await storeOf(collection).matching(t.database.db, sql`true`, 1)) as { _id: string }[];
    return first?._id;
  }

  async function urlFor(path: string): Promise<string | undefined> {
    if (!/\{[^}]+\}/.test(path)) return path;
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    if (params.some((param) => param !== '_id' && param !== 'id')) return undefined;
    const id = await idFor(path);
    return id ? path.replace(/\{_?id\}/, id) : undefined;
  }

  function mismatch(where: string, operation: Operation, status: number, body: unknown): string | undefined {
    if (status >= 500) return `${where}: answered ${status}`;
    const documented = operation.responses[String(status)];
    if (!documented) return `${where}: answered ${status}, documented ${Object.keys(operation.responses).join(', ')}`;
    const schema = documented.content?.['application/json']?.schema;
    if (!schema || status === 204) return undefined;
    return ajv.validate(schema, body) ? undefined : `${where} ${status}: ${ajv.errorsText(ajv.errors)}`;
  }

  async function check(method: Method, visitor: boolean): Promise<{ called: number; wrong: string[] }> {
    const wrong: string[] = [];
    let called = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      const operation = item[method];
      if (!operation || NOT_JSON.some((prefix) => path.startsWith(prefix))) continue;
      if (!visitor && ENDS_SESSION.includes(path)) continue;
      const url = await urlFor(path);
      if (!url) continue;
      const response = await t.request({
        method: method.toUpperCase() as 'GET',
        url,
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        ...(visitor ? { headers: { cookie: '' } } : {}),
      });
      called += 1;
      const body = response.body ? (JSON.parse(response.body) as unknown) : undefined;
      const problem = mismatch(`${method.toUpperCase()} ${path}${visitor ? ' (visitor)' : ''}`, operation, response.statusCode, body);
      if (problem) wrong.push(problem);
    }
    return { called, wrong };
  }

  it('for every read, as staff and as a visitor', { timeout: 180_000 }, async () => {
    const staff = await check('get', false);
    const visitor = await check('get', true);
    expect(staff.called).toBeGreaterThan(100);
    expect([...staff.wrong, ...visitor.wrong]).toEqual([]);
  });

  it('for every write given an empty body, as a visitor and then as staff', { timeout: 180_000 }, async () => {
    const results = [];
    for (const method of ['post', 'put'] as const) results.push(await check(method, true), await check(method, false));
    expect(results.reduce((sum, result) => sum + result.called, 0)).toBeGreaterThan(100);
    expect(results.flatMap((result) => result.wrong)).toEqual([]);
    // The staff calls were made signed in to the end.
    expect((await t.get('/api/auth/session')).statusCode).toBe(200);
  });

  it('reaches the feature routes that name a record, with a real one', async () => {
    for (const path of ['/api/payments/operations/{id}', '/api/payments/reservations/{id}/ledger', '/api/booking/reservations/{id}/cancellation', '/api/public/properties/{id}']) {
      expect(await urlFor(path), path).toMatch(/[0-9a-f-]{36}/);
    }
  });
});
