import type { BuildChunk } from '../../contracts/server-render.ts';

// The <link> tags a rendered page needs for its screen: its style sheets, so the page the server
// rendered is drawn as it will look. Not its code: on a simulated 4G phone, preloading a
// screen's modules beside the style sheet and the app's entry delayed the first paint they share
// the connection with (Lighthouse, quiet machine: property LCP 2.86 s with them, 2.00 s without;
// home 2.26 s, 1.84 s). The page is readable before its code comes; main.tsx loads the screen's
// chunk before hydrating.
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
  return chunks
    .flatMap((chunk) => chunk.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
}
