import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a visitor's browser downloads first for the home page, and what the back-office costs,
// in gzip bytes, read from the build's manifest (run `npm run build` first).

interface Chunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const DIST = 'dist/web';
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzip = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and every chunk it imports statically: what loads before it can run. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function cost(keys: Iterable<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key]!;
    js += gzip(chunk.file);
    for (const sheet of chunk.css ?? []) css += gzip(sheet);
  }
  return { js, css };
}

const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const home = Object.keys(manifest).find((key) => key.endsWith('features/home/HomePage.tsx'))!;
const firstLoad = new Set([...closure(entry), ...closure(home)]);
const first = cost(firstLoad);
console.log(`Home page, first load: ${kb(first.js)} JavaScript + ${kb(first.css)} CSS (gzip), ${firstLoad.size} chunks`);

// The back-office: its two features and the shared pieces only it uses.
const isBackOffice = (key: string) => /features\/backoffice-|components\/backoffice\/|AdminLayout/.test(key);
const admin = Object.keys(manifest).filter((key) => key.includes('features/backoffice-'));
const adminChunks = new Set<string>();
for (const key of admin) for (const part of closure(key)) if (!firstLoad.has(part)) adminChunks.add(part);
const back = cost(adminChunks);
console.log(`Back-office, all its own chunks: ${kb(back.js)} JavaScript (gzip), ${adminChunks.size} chunks`);
for (const key of [...adminChunks].sort()) console.log(`  ${manifest[key]!.file}  ${kb(gzip(manifest[key]!.file))}`);

const leaked = [...firstLoad].filter((key) => isBackOffice(key) || key.includes('src/catalog/'));
if (leaked.length > 0) {
  console.error(`The home page's first load includes back-office code: ${leaked.join(', ')}`);
  process.exit(1);
}
