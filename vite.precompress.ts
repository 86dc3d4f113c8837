import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// The web build's text files also as .br and .gz beside them, compressed once at build time at
// a high ratio; the server sends the one a browser accepts (@fastify/static's preCompressed).
// Uncompressed, the site's scripts and styles are about four times the bytes on a phone's line.
// Read back from disk once written: the bundle's code is still rewritten (preload lists) after
// the hooks that see it in memory.

const TEXT = /\.(js|css|html|svg|webmanifest)$/;
/** Below this, compression saves less than a round trip's worth. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  return {
    name: 'habita-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((name) => TEXT.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(options.dir!, name);
          const bytes = await readFile(path);
          if (bytes.length < MIN_BYTES) return;
          const params = { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length };
          await writeFile(`${path}.br`, await brotli(bytes, { params }));
          await writeFile(`${path}.gz`, await gzipAsync(bytes, { level: 9 }));
        }),
      );
    },
  };
}
