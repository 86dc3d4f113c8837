import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Field } from '../../catalog/types.ts';
import type { TestApp } from './test-app.ts';

// Helpers for tests of refused input: the error shape of the API contract, and proof that a
// refused request changed nothing (records and uploaded files).

export type Rec = Record<string, unknown> & { _id: string };

/** Keys an error body may have, and nothing else. */
const ERROR_KEYS = new Set(['message', 'status', 'field', 'requestId']);

/** Problems with an error body, as text; empty when it is `{ message, status, field?, requestId }` with the HTTP status. */
export function errorShapeProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (!/^application\/json/.test(String(response.headers['content-type'] ?? ''))) {
    problems.push(`content-type is ${String(response.headers['content-type'])}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, `body is not JSON: ${response.body.slice(0, 200)}`];
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [...problems, 'body is not an object'];
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!ERROR_KEYS.has(key)) problems.push(`unexpected key ${key}`);
  if (typeof record.message !== 'string' || record.message === '') problems.push('message is not a non-empty string');
  if (record.status !== response.statusCode) problems.push(`status ${String(record.status)} is not the HTTP status ${response.statusCode}`);
  if ('field' in record && typeof record.field !== 'string') problems.push('field is not a string');
  if (typeof record.requestId !== 'string' || record.requestId === '') problems.push('requestId is not a non-empty string');
  return problems;
}

/** The response is exactly `{ message, status, field, requestId }` with this status and field (no field when undefined). */
export function expectRefusal(response: LightMyRequestResponse, status: number, field: string | undefined, what = ''): void {
  const label = `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBe(status);
  expect(errorShapeProblems(response), label).toEqual([]);
  const expected: Record<string, unknown> = { message: expect.any(String), status, requestId: expect.any(String) };
  if (field !== undefined) expected.field = field;
  expect(response.json(), label).toEqual(expected);
}

/** Every record of a collection, soft-removed ones included, in `_id` order. */
export async function snapshot(t: TestApp, name: string): Promise<{ totalDocs: number; docs: Rec[] }> {
  const docs: Rec[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.get(`/api/${name}/?includeDeleted=true&limit=100&sort=_id&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json()[name] as { docs: Rec[]; totalDocs: number; hasNextPage: boolean };
    docs.push(...result.docs);
    if (!result.hasNextPage) return { totalDocs: result.totalDocs, docs };
  }
}

/** How many records a collection holds, soft-removed ones included. */
export async function countOf(t: TestApp, name: string): Promise<number> {
  const response = await t.get(`/api/${name}/?includeDeleted=true&limit=1`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()[name].totalDocs as number;
}

/** Every file in the upload folder, as sorted relative paths. */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.uploads, { recursive: true, withFileTypes: true });
  // The mails the outbox worker writes meanwhile (an incident's, for one) live in the same temporary folder, and are not uploads.
  return entries
    .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).startsWith(t.outbox))
    .map((entry) => join(entry.parentPath, entry.name).slice(t.uploads.length))
    .sort();
}

/**
 * Runs a request that must be refused with `status` and `field`, and checks that the listed
 * collections and the upload folder are exactly as they were.
 */
export async function expectRefusedWithoutChange(
  t: TestApp,
  collections: readonly string[],
  send: () => Promise<LightMyRequestResponse>,
  status: number,
  field: string | undefined,
  what = '',
): Promise<LightMyRequestResponse> {
  const before = await Promise.all(collections.map((name) => snapshot(t, name)));
  const filesBefore = await uploadedFiles(t);
  const response = await send();
  expectRefusal(response, status, field, what);
  const after = await Promise.all(collections.map((name) => snapshot(t, name)));
  expect(after, `${what}: records changed`).toEqual(before);
  expect(await uploadedFiles(t), `${what}: upload folder changed`).toEqual(filesBefore);
  return response;
}

/**
 * Runs `work` (which sends requests that must all be refused) and checks that the listed
 * collections and the upload folder are exactly as they were before it.
 */
export async function expectNoChange(t: TestApp, collections: readonly string[], work: () => Promise<void>, what = ''): Promise<void> {
  const before = await Promise.all(collections.map((name) => snapshot(t, name)));
  const filesBefore = await uploadedFiles(t);
  await work();
  const after = await Promise.all(collections.map((name) => snapshot(t, name)));
  expect(after, `${what}: records changed`).toEqual(before);
  expect(await uploadedFiles(t), `${what}: upload folder changed`).toEqual(filesBefore);
}

/** A field with a default is never missing on create. */
export function hasDefault(field: Field): boolean {
  return field.kind === 'boolean' || ('default' in field && field.default !== undefined);
}

/** A multipart body written by hand, for forms the helper would never build. */
export function rawMultipart(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: string | Buffer,
  contentType = 'multipart/form-data; boundary=XX',
): Promise<LightMyRequestResponse> {
  return t.request({ method, url, headers: { 'content-type': contentType }, payload });
}

/** A text part of a hand-written multipart body with boundary XX. */
export function textPart(name: string, value: string, headers = ''): string {
  return `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n${headers}\r\n${value}\r\n`;
}

export const CLOSE = '--XX--\r\n';
