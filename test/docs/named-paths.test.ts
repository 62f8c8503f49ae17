// Every file and folder of the repository a doc names in backticks must exist, so a renamed
// or moved module cannot leave a newcomer reading about a file that is not there. A path is
// looked up from the root, then from src/, src/ui/, src/core/ and src/worker/ (the docs name
// modules relative to their layer); DIR/, OUT/… are placeholders, and the few paths below
// are examples of a user's files or folders made at run time, not the repository's.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryRoot } from '../../scripts/generate-docs';

const docs = [
  'README.md',
  'cli/README.md',
  ...readdirSync(join(repositoryRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Named in the docs, never in the tree: what a run writes, or what a user uploads. */
const notInTheTree = new Set([
  // A user's folder upload, as the inspector shows its paths.
  'public/en/sitemap.xml',
  // Written by `npm run bench` and the tests at run time (git ignores them).
  'bench/.generated',
  'test/.generated',
  // Addresses `open` serves, and the folder the installed command line carries its build in.
  'session/TOKEN',
  'dist/app',
  // Built by `npm run build` and the command line's `prepack` (git ignores them).
  'dist',
  'cli/dist',
  'cli/LICENSE',
]);

const roots = ['', 'src/', 'src/ui/', 'src/core/', 'src/worker/'];

/** `a/b.ts`, `src/x/`: a backticked word with a slash that ends in a known extension or `/`. */
function namedPaths(markdown: string): string[] {
  const paths = [];
  for (const match of markdown.matchAll(/`([A-Za-z0-9_.][A-Za-z0-9_./-]*)`/g)) {
    const path = match[1]!.replace(/\/$/, '');
    const isFile = /\/[A-Za-z0-9_.-]+\.(?:tsx?|mjs|cjs|js|json|md|css|html|ya?ml)$/.test(path);
    const isFolder = match[1]!.endsWith('/') && path.includes('/');
    const isPlaceholder = /^[A-Z]+(?:\.[a-z]+)?\//.test(path);
    // `../shared/…` is the workplace beside a checkout, not the repository: a fresh clone has none.
    if (path.startsWith('../')) continue;
    if ((isFile || isFolder) && !isPlaceholder) paths.push(path);
  }
  return paths;
}

const namedInDocs = docs.flatMap((doc) =>
  [...new Set(namedPaths(readFileSync(join(repositoryRoot, doc), 'utf8')))]
    .filter((path) => !notInTheTree.has(path))
    .map((path) => [doc, path] as const),
);

test.each(namedInDocs)('%s names %s, which exists', (_doc, path) => {
  expect(roots.some((root) => existsSync(join(repositoryRoot, root, path)))).toBe(true);
});
