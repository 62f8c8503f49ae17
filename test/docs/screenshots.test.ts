// The screenshots in docs/screenshots/ and their table in docs/visual-system.md are written
// together by `npm run screenshots`: the table is the one the script would write for its
// scenes, every picture it names is there as a WebP (doc-links.test.ts checks the links), no
// picture lies there unnamed, and the set stays small enough to keep in the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { repositoryRoot } from '../../scripts/generate-docs';
import { scenes, SHOT_TABS } from '../../scripts/screenshot-scenes';
import {
  END_MARKER,
  renderShotTable,
  SCREENSHOTS_FOLDER,
  START_MARKER,
} from '../../scripts/screenshot-table';

const doc = readFileSync(join(repositoryRoot, 'docs', 'visual-system.md'), 'utf8');
const folder = join(repositoryRoot, SCREENSHOTS_FOLDER);
const pictures = readdirSync(folder);

test('the table is the one npm run screenshots writes', () => {
  const table = doc.slice(doc.indexOf(START_MARKER), doc.indexOf(END_MARKER) + END_MARKER.length);
  expect(table).toBe(renderShotTable(scenes(), SHOT_TABS));
});

test('every picture in the folder is a WebP the table names', () => {
  const named = new Set([...doc.matchAll(/\(screenshots\/([^)]+)\)/g)].map((match) => match[1]));
  expect(pictures.sort()).toEqual([...named].sort());
  for (const name of pictures) {
    const head = readFileSync(join(folder, name)).subarray(0, 12).toString('latin1');
    expect(head, name).toMatch(/^RIFF....WEBP$/s);
  }
});

test('the set stays under 5 MB', () => {
  const bytes = pictures.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
  expect(bytes).toBeLessThan(5_000_000);
});
