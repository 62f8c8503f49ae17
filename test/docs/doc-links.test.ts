// Every relative link in README.md and docs/*.md must point at a file that exists, and a
// link to a heading (`file.md#heading`) at a heading that exists, so moving or renaming a
// doc cannot leave a newcomer at a dead link.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repositoryRoot } from '../../scripts/generate-docs';

const docs = [
  'README.md',
  ...readdirSync(join(repositoryRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Markdown links and images outside fenced code: `[text](target)`, `![alt](target)`. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchors(markdown: string): Set<string> {
  const headings = markdown.match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((heading) =>
      heading
        .replace(/^#+ /, '')
        .toLowerCase()
        .replace(/[^\p{Letter}\p{Number} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z+.-]*:/i.test(target);
}

function brokenLinks(doc: string): string[] {
  const broken: string[] = [];
  const source = readFileSync(join(repositoryRoot, doc), 'utf8');
  for (const target of linkTargets(source)) {
    if (isExternal(target)) continue;
    const [path, anchor] = target.split('#');
    const file = join(repositoryRoot, path === '' ? doc : join(dirname(doc), path));
    if (!existsSync(file)) broken.push(`${target} (no ${relative(repositoryRoot, file)})`);
    else if (
      anchor &&
      file.endsWith('.md') &&
      !headingAnchors(readFileSync(file, 'utf8')).has(anchor)
    )
      broken.push(`${target} (no heading #${anchor})`);
  }
  return broken;
}

describe('relative links in the docs resolve', () => {
  test.each(docs)('%s', (doc) => {
    expect(brokenLinks(doc)).toEqual([]);
  });
});
