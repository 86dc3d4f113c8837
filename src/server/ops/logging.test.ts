import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { ensureFirstAdmin } from '../auth/first-admin.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { databaseKinds, openTestDatabase, type DatabaseKind, type TestDatabase } from '../testing/databases.ts';
import { loggerOptions, maskPrivateText } from './logging.ts';
import { startTestWorker } from '../testing/test-app.ts';

// What reaches the log through flows that handle addresses, one-time links and passwords, with
// the logger main.ts makes. Production keeps none of them; the demo does (its mails' links are
// how a visitor without a mail server registers).

interface LoggedApp {
  lines: Array<Record<string, unknown>>;
  text(): string;
  inject: FastifyInstance['inject'];
  ensureFirstAdmin(): Promise<void>;
}

const opened: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of opened.reverse()) await close();
});

async function appWithLogs(kind: DatabaseKind, privateLogs: boolean): Promise<LoggedApp> {
  const database: TestDatabase = await openTestDatabase(kind);
  const folder = await mkdtemp(join(tmpdir(), 'habita-logs-'));
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  // Wired as main.ts wires it: the mailer writes through the app's logger.
  const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });
  const app = await buildApp({
    db: database.db,
    storage: localStorage(join(folder, 'uploads')),
    mailer,
    auth: { publicUrl: 'https://habita.example' },
    logger: loggerOptions({ level: 'info', privateLogs, stream }),
  });
  // Mails leave through the outbox, as on a server: its worker sends them.
  const worker = startTestWorker(app, database.db);
  opened.push(async () => {
    await worker.stop();
    await app.close();
    await database.dispose();
    await rm(folder, { recursive: true, force: true });
  });
  return {
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    inject: app.inject.bind(app) as FastifyInstance['inject'],
    ensureFirstAdmin: () => ensureFirstAdmin(database.db, {}, app.log),
  };
}

const EMAIL = 'lucia.perez+logs@mail.habita.test';
const NONCE = 'Q29uZmlkZW50aWFsTm9uY2VWYWx1ZTEyMzQ1Njc4';

const mailLines = (logged: LoggedApp) => logged.lines.filter((line) => String(line.msg).startsWith('Mail ')).length;

async function throughPrivateFlows(logged: LoggedApp): Promise<void> {
  const register = await logged.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email: EMAIL, password: 'lemon tree by the river', name: 'Lucía Pérez', role: 'tenant', language: 'en' },
  });
  expect(register.statusCode, register.body).toBe(202);
  // Registration makes the account after its answer (the answer must not tell whether one existed).
  await vi.waitFor(() => expect(mailLines(logged)).toBe(1), { timeout: 10_000 });
  const forgot = await logged.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: EMAIL } });
  expect(forgot.statusCode, forgot.body).toBe(202);
  // Mails go in the background: both are written when their lines are.
  await vi.waitFor(() => expect(mailLines(logged)).toBe(2), { timeout: 10_000 });
  // Someone opens a one-time link: the page's address holds the nonce and the address.
  await logged.inject({ method: 'GET', url: `/forgot/${NONCE}/${encodeURIComponent(EMAIL)}?next=%2Fmyroom` });
  await logged.inject({ method: 'GET', url: `/api/auth/session?token=${NONCE}` });
  await logged.ensureFirstAdmin();
}

describe.each(databaseKinds())('logs on %s', (kind) => {
  it('in production hold no e-mail address, one-time link or password', async () => {
    const logged = await appWithLogs(kind, true);
    await throughPrivateFlows(logged);
    const text = logged.text();
    expect(logged.lines.length).toBeGreaterThan(6);
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), NONCE, 'lemon tree']) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\/(verification|forgot)\/(?!\[redacted\])/);
    expect(text).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[a-z]{2,}/);
    const admin = logged.lines.find((line) => String(line.msg).startsWith('First admin account created'));
    expect(admin?.msg).toMatch(/with password \[redacted\]/);
    // Still useful: which mail, which page, which route.
    expect(text).toContain('Mail \\"reset\\" to [e-mail]');
    expect(text).toContain('/forgot/[redacted]');
  });

  it('in the demo keep the mails\' links, so a visitor without a mail server can follow them', async () => {
    const logged = await appWithLogs(kind, false);
    await throughPrivateFlows(logged);
    const text = logged.text();
    expect(text).toContain(EMAIL);
    expect(text).toMatch(/link: https:\/\/habita\.example\/forgot\/[A-Za-z0-9_-]+\//);
  });

  it('carry the request id on every line of a request, the one the answer echoes', async () => {
    const logged = await appWithLogs(kind, true);
    const answer = await logged.inject({ method: 'GET', url: '/api/rooms/?limit=1', headers: { 'x-request-id': 'edge-4f1c2a9b' } });
    expect(answer.headers['x-request-id']).toBe('edge-4f1c2a9b');
    const ofRequest = logged.lines.filter((line) => 'req' in line || 'res' in line);
    expect(ofRequest.length).toBe(2);
    for (const line of ofRequest) expect(line.reqId).toBe('edge-4f1c2a9b');
  });

  it('mask addresses, links and spoken passwords in free text', () => {
    expect(maskPrivateText('to ana@example.com and ana%40example.com')).toBe('to [e-mail] and [e-mail]');
    expect(maskPrivateText('link: https://h.example/verification/abc_DEF-123/x%40y.es')).toBe('link: https://h.example/verification/[redacted]');
    expect(maskPrivateText('GET /reset?token=abc123&page=2')).toBe('GET /reset?token=[redacted]&page=2');
    expect(maskPrivateText('created: a with password Xy_12-ab. It is shown')).toBe('created: a with password [redacted] It is shown');
  });
});
