import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../src/server/testing/free-port.ts';
// @ts-expect-error -- a plain ES module of the build scripts, without type declarations
import { buildSsr } from './build-ssr.mjs';

// What a new user does: `npm start` on a fresh machine, then again on the same data.
// Starts the real server on an empty DATA_DIR, waits for demo data to be served, stops it,
// and starts it once more. Prints both times; fails if either start does not come up.
// The server is built first and not timed: the times are those of `npm start` on a built checkout
// (its staleness check included), the web app left where it is (WEB_DIR given, so not rebuilt).

const TIMEOUT_MS = 120_000;


async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, WEB_DIR: 'dist/web', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() - started < TIMEOUT_MS) {
    if (exited) throw new Error('The server exited before it answered');
    const rooms = await fetch(`http://127.0.0.1:${port}/api/rooms/?limit=1`)
      .then((r) => (r.ok ? (r.json() as Promise<{ rooms: { totalDocs: number } }>) : undefined))
      .catch(() => undefined);
    if (rooms && rooms.rooms.totalDocs > 0) return { child, ms: performance.now() - started };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not serve demo rooms within ${TIMEOUT_MS / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('The server build failed');
const dataDir = await mkdtemp(join(tmpdir(), 'habita-start-'));
try {
  const port = await freePort();
  const first = await startServer(dataDir, port);
  const docs = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
  if (!docs.ok) throw new Error(`/api/docs/json answered ${docs.status}`);
  await stop(first.child);
  const second = await startServer(dataDir, port);
  await stop(second.child);
  // npm start builds the server rendering in its own process before starting the server: the
  // build must leave NODE_ENV as it was, or a developer's start becomes a production one.
  const ssrDir = await mkdtemp(join(tmpdir(), 'habita-ssr-'));
  const nodeEnv = process.env.NODE_ENV;
  await buildSsr(ssrDir);
  await rm(ssrDir, { recursive: true, force: true });
  if (process.env.NODE_ENV !== nodeEnv) throw new Error(`Building the server rendering changed NODE_ENV to ${process.env.NODE_ENV}`);
  console.log(`first start (create database, migrate, demo data): ${(first.ms / 1000).toFixed(1)} s`);
  console.log(`restart on the existing database: ${(second.ms / 1000).toFixed(1)} s`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
