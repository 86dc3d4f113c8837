import { connect } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorShapeProblems } from './testing/refusals.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';

// Errors raised below our handlers (the router, the body parsers, Node's HTTP parser) answer
// like every other error: `{ message, field?, status, requestId }` and helmet's headers.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp('pglite', { as: null });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t?.close();
});

function expectOurError(response: LightMyRequestResponse, status: number, what: string): void {
  const label = `${what} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, label).toBe(status);
  expect(errorShapeProblems(response), label).toEqual([]);
  expect(response.headers['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers['content-security-policy'], label).toContain("default-src 'self'");
}

const json = { 'content-type': 'application/json' };

describe('errors raised before our handlers', () => {
  it.each<[string, Parameters<TestApp['request']>[0], number]>([
    ['a malformed %-escape in the path', { method: 'GET', url: '/api/rooms/%E0%A4%A' }, 400],
    ['a malformed %-escape on a page', { method: 'GET', url: '/singleproperty/%E0%A4%A' }, 400],
    ['a path parameter past the router’s limit', { method: 'GET', url: `/api/rooms/${'a'.repeat(300)}` }, 414],
    ['invalid JSON', { method: 'POST', url: '/api/contacts/', headers: json, payload: '{"name": ' }, 400],
    ['an empty JSON body', { method: 'POST', url: '/api/contacts/', headers: json, payload: '' }, 400],
    ['a JSON body with __proto__', { method: 'POST', url: '/api/contacts/', headers: json, payload: '{"__proto__": {"x": 1}}' }, 400],
    ['a content type no parser takes', { method: 'POST', url: '/api/contacts/', headers: { 'content-type': 'text/plain' }, payload: 'hello' }, 415],
    ['a malformed content type', { method: 'POST', url: '/api/contacts/', headers: { 'content-type': '/' }, payload: 'hello' }, 415],
    ['a body past the limit', { method: 'POST', url: '/api/contacts/', headers: json, payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }) }, 413],
    ['an unknown API route', { method: 'GET', url: '/api/nothing-here' }, 404],
  ])('%s', async (what, request, status) => {
    expectOurError(await t.request(request), status, what);
  });

  it.each([
    ['a form value past the limit', `content-disposition: form-data; name="message"\r\n\r\n${'x'.repeat(1024 * 1024 + 1)}\r\n--b--\r\n`, 413],
    ['a form cut short', 'content-disposition: form-data; name="message"\r\n\r\nhola', 400],
  ])('%s', async (what, part, status) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/contacts/',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\n${part}`,
    });
    expectOurError(answer, status, what);
  });

  it('gives every error answer the id the log knows the request by', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 2; i += 1) seen.push((await t.request({ method: 'GET', url: '/api/rooms/not-an-id' })).json().requestId);
    expect(new Set(seen).size).toBe(2);
  });
});

/** Sends raw bytes and reads the raw answer: what Node's HTTP parser refuses never reaches inject. */
function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(bytes);
  });
}

describe('requests Node’s HTTP parser refuses', () => {
  it.each([
    ['an address too long to read', `GET /api/rooms/?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`, 431],
    ['headers too long to read', `GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
  ])('%s', async (_what, bytes, status) => {
    const answer = await raw(bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String), status, requestId: expect.any(String) });
  });
});
