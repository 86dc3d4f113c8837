import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// The production server: our TypeScript bundled into one ES module that plain `node` runs, with
// every package left to node_modules (native modules such as sharp and argon2 cannot be bundled,
// and the others load faster from where npm put them than re-bundled). Plain JavaScript so that
// `npm start` can build without a TypeScript loader.
//
// Files the server reads at run time through `new URL(…, import.meta.url)` are copied beside the
// bundle, where the same expression finds them: in the bundle `import.meta.url` is main.js.

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_OUT = join(ROOT, 'dist/server');
export const SERVER_ENTRY = join(SERVER_OUT, 'main.js');

const RUNTIME_FILES = [
  // The migrator reads the journal and the SQL; the snapshots are only for `db:generate`.
  { from: 'src/server/db/migrations', to: 'migrations', keep: (path) => !/_snapshot\.json$/.test(path) },
  { from: 'src/server/auth/common-passwords.txt', to: 'common-passwords.txt' },
];

export async function buildServer() {
  // Loaded here, not at the top: a production install without dev packages still starts.
  const { build } = await import('esbuild');
  await rm(SERVER_OUT, { recursive: true, force: true });
  await build({
    entryPoints: [join(ROOT, 'src/server/main.ts')],
    outdir: SERVER_OUT,
    bundle: true,
    // Modules the source imports on demand (S3 storage) stay separate files, loaded when used;
    // beside main.js, so `import.meta.url` means the same folder in every one of them.
    splitting: true,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    // Stack traces name our functions as they are in the source.
    keepNames: true,
    logLevel: 'warning',
  });
  for (const file of RUNTIME_FILES) {
    const target = join(SERVER_OUT, file.to);
    await mkdir(dirname(target), { recursive: true });
    if (file.keep) await cp(join(ROOT, file.from), target, { recursive: true, filter: file.keep });
    else await copyFile(join(ROOT, file.from), target);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildServer();
  console.log(`Server built into dist/server in ${Math.round(performance.now() - started)} ms`);
}
