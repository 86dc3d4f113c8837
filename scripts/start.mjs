import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, ROOT, SERVER_ENTRY } from './build-server.mjs';
import { buildSsr, SSR_ENTRY } from './build-ssr.mjs';

// `npm start`: serve the built server with plain node. On a developer's machine the web app and
// the server are built first when missing or older than their sources (a walk over file times,
// a few milliseconds), so `npm install && npm start` works from a fresh clone. With
// NODE_ENV=production nothing is built here: the build belongs to the deployment, and a server
// that compiles at start is slow to start and may run something nobody built on purpose.

const WEB_ENTRY = join(ROOT, 'dist/web/index.html');
const SERVER_INPUTS = ['src/server', 'src/catalog', 'scripts/build-server.mjs'];
const WEB_INPUTS = ['src/web', 'src/catalog', 'vite.config.ts', 'package-lock.json'];

/** Tests do not go into a build: changing one must not make the next start rebuild. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

async function newestChange(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || isTest(entry.name)) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

async function isStale(output, inputs) {
  const built = await stat(output).catch(() => undefined);
  if (!built) return true;
  const changes = await Promise.all(inputs.map((input) => newestChange(join(ROOT, input))));
  return Math.max(...changes) > built.mtimeMs;
}

function buildWeb() {
  console.log('Building the web app (dist/web)…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.NODE_ENV === 'production') {
  if (!existsSync(SERVER_ENTRY)) {
    console.error('dist/server/main.js is missing: run `npm run build` before starting with NODE_ENV=production (nothing is built at start in production).');
    process.exit(1);
  }
} else {
  // A WEB_DIR of one's own is someone else's build to make.
  if (!process.env.WEB_DIR && (await isStale(WEB_ENTRY, WEB_INPUTS))) buildWeb();
  // The public pages' server rendering, from the same sources (dist/ssr beside dist/web).
  if (!process.env.WEB_DIR && (await isStale(SSR_ENTRY, WEB_INPUTS))) {
    console.log('Building the server rendering of the public pages (dist/ssr)…');
    await buildSsr();
  }
  if (await isStale(SERVER_ENTRY, SERVER_INPUTS)) {
    console.log('Building the server (dist/server)…');
    await buildServer();
  }
}

// Stack traces in the logs name the TypeScript source; set before the bundle loads, or its map is not read.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_ENTRY).href);
