import type { BuildChunk } from '../../contracts/server-render.ts';

// The <link> tags that let the browser fetch a page's screen chunk (and what it imports, and its
// style sheets) while it reads the HTML, instead of after the app has started and asked for it.
// The screen is found in the build's manifest by its name: each screen is the default export of a
// module named after it (HomePage in pages/public/HomePage.tsx).

function chunkOf(manifest: Record<string, BuildChunk>, screenName: string): string | undefined {
  return Object.keys(manifest).find((key) => manifest[key]!.isDynamicEntry && key.endsWith(`/${screenName}.tsx`));
}

/** The files of `keys` and of everything they import, in the order met. */
function closure(manifest: Record<string, BuildChunk>, keys: string[], skip: ReadonlySet<string> = new Set()): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(key) || found.has(key)) return;
    found.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return found;
}

export function chunkTags(manifest: Record<string, BuildChunk> | undefined, screenName: string): string {
  const screen = manifest && chunkOf(manifest, screenName);
  if (!manifest || !screen) return '';
  // The app's entry and what it imports are in index.html already.
  const inIndex = closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]!.isEntry),
  );
  const chunks = [...closure(manifest, [screen], inIndex)].map((key) => manifest[key]!);
  return [
    ...chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('\n    ');
}
