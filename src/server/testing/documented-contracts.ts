import { expect } from 'vitest';
import type { RouteContract } from '../../contracts/route.ts';
import type { TestApp } from './test-app.ts';

// What a client generator reads: each contract's operation in the served OpenAPI document, with
// exactly the answers the contract declares.

type Operation = { tags?: string[]; responses?: Record<string, unknown> };

/** Fastify's `/a/:id` as OpenAPI writes it: `/a/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export async function expectDocumented(t: Pick<TestApp, 'get'>, routes: readonly RouteContract[]): Promise<void> {
  const response = await t.get('/api/docs/json');
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, Operation> | undefined>;
  for (const route of routes) {
    const label = `${route.method} ${route.path}`;
    const operation = paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
    expect(operation, label).toBeDefined();
    expect(operation?.tags, label).toEqual([...route.tags]);
    expect(Object.keys(operation?.responses ?? {}).sort(), label).toEqual(Object.keys(route.responses).sort());
  }
}
