import type { BuildChunk } from '../../contracts/server-render.ts';

// The <link> tags that let the browser fetch a page's screen chunk (and what it imports, and its
// style sheets) while it reads the HTML, instead of after the app has started and asked for it.
// The screen is found in the build's manifest by its name: each screen is the default export of a
// module named after it (HomePage in pages/public/HomePage.tsx).

function chunkOf(manifest: Record<string, BuildChunk>, screenName: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && key.endsWith(`/${screenName}.tsx`));
}

export function chunkTags(manifest: Record<string, BuildChunk> | undefined, screenName: string): string {
  const first = manifest && chunkOf(manifest, screenName);
  if (!manifest || !first) return '';
  const scripts = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The app's entry and what it imports are in index.html already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(first);
  return [
    ...[...sheets].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
