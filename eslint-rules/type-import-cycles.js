import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

// import-x/no-cycle follows value imports only: a circle closed by `import type` passes it. This
// rule reports a type-only import that closes a circle, following every relative import (type,
// value and `import()`), so together they leave no circle at all. Our imports name their files
// (`./x.ts`), so resolving is joining paths.

const importsOf = new Map();

function relativeImports(file) {
  let found = importsOf.get(file);
  if (found) return found;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  found = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .filter((target) => existsSync(target));
  importsOf.set(file, found);
  return found;
}

// The shortest way back from `start` to `file`, or null.
function wayBack(start, file) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const next of relativeImports(current)) {
      if (next === file) {
        const way = [current];
        for (let step = cameFrom.get(current); step; step = cameFrom.get(step)) way.unshift(step);
        return way;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Type-only imports that close an import circle' },
    schema: [],
    messages: { cycle: 'Import circle through a type-only import: {{way}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      if (!node.source || !node.source.value.startsWith('.') || !typeOnly(node)) return;
      const target = resolve(dirname(file), node.source.value);
      if (!existsSync(target)) return;
      const way = wayBack(target, file);
      if (!way) return;
      const names = [file, ...way, file].map((step) => relative(context.cwd, step));
      context.report({ node, messageId: 'cycle', data: { way: names.join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
