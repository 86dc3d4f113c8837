import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The web build's text files also as .br and .gz beside them, compressed once at build time at
// the best ratio; the server sends the one a browser accepts (@fastify/static's preCompressed).
// Uncompressed, the site's scripts and styles are about four times the bytes on a phone's line.

const TEXT = /\.(js|css|html|svg|webmanifest)$/;
/** Below this, compression saves less than a round trip's worth. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'habita-precompress',
    apply: 'build',
    enforce: 'post',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (!TEXT.test(file.fileName)) continue;
        const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (bytes.length < MIN_BYTES) continue;
        const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: brotli });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(bytes, { level: 9 }) });
      }
    },
  };
}
