// The code tables in docs/ are written by scripts/generate-docs.ts from the code's own tables
// (the message catalog's source); this renders them in memory and fails when a doc differs,
// so an explanation changed in the code cannot leave a stale copy in the docs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  documentedTables,
  generatedDocs,
  repositoryRoot,
  withGeneratedBlock,
} from '../../scripts/generate-docs';

const codeRows = documentedTables.flatMap((entry) =>
  Object.keys(entry.table).map((code) => [code, entry.doc]),
);

describe('docs show the code tables as the code has them', () => {
  test.each(generatedDocs())('%s', (doc) => {
    const text = readFileSync(join(repositoryRoot, doc), 'utf8');
    expect(withGeneratedBlock(doc, text) === text, `${doc} is stale: run npm run docs`).toBe(true);
  });

  test.each(codeRows)('%s has its row in %s', (code, doc) => {
    const text = readFileSync(join(repositoryRoot, doc), 'utf8');
    expect(text).toContain(`| \`${code}\` |`);
  });
});

test('a doc without the markers is refused with a hint', () => {
  expect(() => withGeneratedBlock('docs/problem-codes.md', '# no markers\n')).toThrow(
    /<!-- generated:problem-codes -->/,
  );
});
