import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.ts';

// SIGTERM on the real server in its own process, with requests in flight on raw connections: a
// login whose body is still arriving is a request the server must wait for, without adding
// anything to the server for the test. One that never finishes is abandoned at the drain limit.

const ROOT = join(import.meta.dirname, '../../..');


interface Server {
  port: number;
  lines: Array<Record<string, unknown>>;
  /** Resolves with the first log line that matches, however early it came. */
  line(matches: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
  child: ChildProcess;
}

const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

let dataDir: string | undefined;

/** Both tests use one data folder: the second start finds it migrated, which is quicker. */
async function startServer(drainSeconds: number, delaySeconds = 0): Promise<Server> {
  if (!dataDir) {
    dataDir = await mkdtemp(join(tmpdir(), 'habita-shutdown-'));
    folders.push(dataDir);
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SEED_ON_START: 'false',
      WEB_DIR: join(dataDir, 'no-web-app'),
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: 'admin@shutdown.test',
      ADMIN_PASSWORD: 'Shutdown-test-admin-2026',
      SHUTDOWN_DRAIN_SECONDS: String(drainSeconds),
      SHUTDOWN_DELAY_SECONDS: String(delaySeconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: Array<Record<string, unknown>> = [];
  const waiting: Array<{ matches: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }> = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop() ?? '';
    for (const text of parts.filter(Boolean)) {
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of waiting.filter((candidate) => candidate.matches(line))) waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const line = (matches: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const found = lines.find(matches);
      if (found) resolve(found);
      else waiting.push({ matches, resolve });
    });
  await Promise.race([line((l) => String(l.msg).startsWith('Habita ready')), exited.then((code) => Promise.reject(new Error(`server exited ${code}`)))]);
  return { port, lines, line, exited, child };
}

const message = (text: string) => (line: Record<string, unknown>) => String(line.msg).startsWith(text);

/** A login whose headers and first half of the body are sent; `finish()` sends the rest and reads the answer. */
async function slowLogin(port: number) {
  const body = JSON.stringify({ email: 'nobody@shutdown.test', password: 'not the password at all' });
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    async finish() {
      socket.write(body.slice(10));
      await closed;
      return received;
    },
    closed,
    socket,
  };
}

describe('shutdown of the real server', () => {
  it('on SIGTERM stops listening, lets a request in flight finish, and exits 0', async () => {
    const server = await startServer(10);
    const login = await slowLogin(server.port);
    await server.line((l) => (l.req as { url?: string } | undefined)?.url === '/api/auth/login');

    server.child.kill('SIGTERM');
    await server.line(message('SIGTERM: shutting down'));
    // No new connections: the load balancer's next probe fails and it sends traffic elsewhere.
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).rejects.toThrow();

    const answer = await login.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"status":401');
    expect(await server.exited).toBe(0);
    expect(server.lines.some(message('Shutdown complete'))).toBe(true);
  });

  it('with SHUTDOWN_DELAY_SECONDS keeps its port open answering 503 first, so the balancer sees it before connections are refused', async () => {
    const server = await startServer(10, 2);
    server.child.kill('SIGTERM');
    await server.line(message('SIGTERM: shutting down'));
    const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 503, message: expect.stringMatching(/shutting down/) });
    expect(await server.exited).toBe(0);
  });

  it('exits non-zero with a log line when a request outlasts SHUTDOWN_DRAIN_SECONDS', async () => {
    const server = await startServer(1);
    const login = await slowLogin(server.port);
    await server.line((l) => (l.req as { url?: string } | undefined)?.url === '/api/auth/login');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    const last = server.lines.find(message('Shutdown: work still running after 1 s'));
    expect(last).toMatchObject({ level: 50 });
    login.socket.destroy();
  });
});
