import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-server.mjs';

// The server's rendering of the public pages: src/web/entry-server.tsx built by Vite for Node
// into dist/ssr/entry-server.js (vite.config.ts, `isSsrBuild`). The server loads it by path next
// to the web app it serves (src/server/public/server-render.ts); packages stay in node_modules.

export const SSR_OUT = join(ROOT, 'dist/ssr');
export const SSR_ENTRY = join(SSR_OUT, 'entry-server.js');

export async function buildSsr(outDir = SSR_OUT) {
  // Loaded here, not at the top: a production install without dev packages still starts.
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production for its build; a server started afterwards in this process
  // (npm start) must not inherit it, or a developer's start turns into a production one.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { ssr: 'entry-server.tsx', outDir },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await buildSsr(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Server rendering built into ${process.argv[2] ?? 'dist/ssr'} in ${Math.round(performance.now() - started)} ms`);
}
