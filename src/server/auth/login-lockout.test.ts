import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAppCluster, type AppCluster } from '../testing/app-cluster.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createAccount } from './accounts.ts';
import { loginDelayMs, MAX_LOGIN_DELAY_MS } from './login-slowdown.ts';
import { hashPassword } from './passwords.ts';

// Someone guessing an account's password from a few addresses must not lock its owner out: the
// guesser's address is refused, the owner signs in from theirs, and is told once by mail.

const PASSWORD = 'correct horse battery';
const ATTACKER = '203.0.113.10';
const ATTACKER_TOO = '203.0.113.11';
const OWNER = '198.51.100.7';

describe.each(databaseKinds())('wrong passwords for someone else\'s account on %s', (kind) => {
  let cluster: AppCluster;
  const email = `owner-${kind}@habita.test`;
  beforeAll(async () => {
    cluster = await startAppCluster(kind, 2, {
      auth: {
        limits: {
          loginPerEmail: { max: 3, windowSeconds: 900 },
          loginPerIp: { max: 1000, windowSeconds: 900 },
          mailPerEmail: { max: 3, windowSeconds: 3600 },
          mailPerIp: { max: 1000, windowSeconds: 3600 },
        },
      },
    });
    await createAccount(cluster.database.db, { email, name: 'Olga', role: 'tenant', language: 'en', passwordHash: await hashPassword(PASSWORD), verified: true });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const login = (server: number, remoteAddress: string, password: string) =>
    cluster.apps[server]!.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

  it('refuse the guessing address, let the owner in from theirs, and warn the owner once', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login(i % 2, ATTACKER, `guess ${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1) {
      const refused = await login(i % 2, ATTACKER, `guess ${i}`);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await login(0, ATTACKER, PASSWORD)).statusCode, 'the right password from the guessing address too').toBe(429);
    // Past the account's limit from another address: slower answers, still 401, and one mail.
    for (let i = 0; i < 3; i += 1) expect((await login(1, ATTACKER_TOO, `other guess ${i}`)).statusCode).toBe(401);
    expect((await login(1, ATTACKER_TOO, 'once more')).statusCode).toBe(429);

    const owner = await login(0, OWNER, PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user.email).toBe(email);

    await vi.waitFor(async () => expect(await cluster.mailsOfKind('login-attempts')).toHaveLength(1), { timeout: 10_000 });
    for (const app of cluster.apps) await app.close();
    const warnings = await cluster.mailsOfKind('login-attempts');
    expect(warnings).toHaveLength(1);
    // Whichever server's worker sent it, the mail is in that server's folder.
    const folder = cluster.outboxes.find((outbox) => existsSync(join(outbox, warnings[0]!)))!;
    const mail = await simpleParser(await readFile(join(folder, warnings[0]!)));
    expect(JSON.stringify(mail.to)).toContain(email);
    expect(mail.text).toMatch(/tried to sign in to your Habita account 4 times in the last 15 minutes/);
    expect(mail.text).toContain('http://habita.test/forgot');
  });
});

describe('the slowdown past an account\'s limit', () => {
  it('starts at nothing, grows with each try over, and stays bounded', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(-3)).toBe(0);
    const delays = [1, 2, 3, 4, 5, 6, 50, 10_000].map(loginDelayMs);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays[0]).toBeGreaterThan(0);
    expect(Math.max(...delays)).toBe(MAX_LOGIN_DELAY_MS);
  });
});
