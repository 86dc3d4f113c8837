import { describe, expect, it } from 'vitest';
import type { BuildChunk } from '../../contracts/server-render.ts';
import { chunkTags } from './chunk-tags.ts';

// The tags a rendered page carries for its screen, read from the web build's manifest.

const manifest: Record<string, BuildChunk> = {
  'index.html': { file: 'js/index.aaaa1111.js', isEntry: true, imports: ['_http.bbbb2222.js'], css: ['assets/index.cccc3333.css'] },
  '_http.bbbb2222.js': { file: 'js/http.bbbb2222.js' },
  '_RoomCard.dddd4444.js': { file: 'js/RoomCard.dddd4444.js', imports: ['index.html', '_http.bbbb2222.js'] },
  'pages/public/HomePage.tsx': {
    file: 'js/HomePage.eeee5555.js',
    src: 'pages/public/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_RoomCard.dddd4444.js', '_http.bbbb2222.js'],
    css: ['assets/HomePage.ffff6666.css'],
  },
};

describe('chunkTags', () => {
  it("names the screen's style sheets, and not its code (which would share the first paint's bandwidth)", () => {
    expect(chunkTags(manifest, 'HomePage').split('\n    ')).toEqual(['<link rel="stylesheet" crossorigin href="/assets/HomePage.ffff6666.css">']);
  });

  it('is empty without a manifest or for a screen it does not list', () => {
    expect(chunkTags(undefined, 'HomePage')).toBe('');
    expect(chunkTags(manifest, 'FaqPage')).toBe('');
  });
});
