/**
 * The index tree of real Hugo files uploaded as a folder, through the worker's session: the
 * root sitemap.xml lists /zh/sitemap.xml and /en/sitemap.xml, and the folder holds the zh one
 * only, in zh/. The folder says where it lives, so en is missing (not the zh file again).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import type { TreeNodeView } from '../../src/worker/protocol/tree';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { asBytes, clock, contextFor } from '../views/planted-session';

const read = (path: string) => new Uint8Array(readFileSync(join(__dirname, path)));
const index = read('inputs/real-hugo-multilang-index.xml');
const zh = read('../history/inputs/real-hugo-hreflang-zh.xml');

const draw = (nodes: TreeNodeView[], depth = 0): string[] =>
  nodes.flatMap((node) => [
    `${'  '.repeat(depth)}${node.state} ${node.displayPath ?? node.name} ← ${node.loc ?? ''}${node.isRepeat ? ' [repeat]' : ''}`,
    ...draw(node.children, depth + 1),
  ]);

async function treeOf(files: { name: string; bytes: Uint8Array }[]) {
  const session = new InspectorSession(clock);
  const events: AnalyzerEvent[] = [];
  const inputs = files.map((file, i) => ({
    inputId: `f${i}`,
    name: file.name,
    source: asBytes(file.bytes),
  }));
  await session.open(inputs, contextFor(events));
  return { tree: session.tree(), problems: session.problems() };
}

describe('a Hugo folder with zh/sitemap.xml only', () => {
  test.each([
    {
      upload: 'a picked folder',
      files: [
        { name: 'mosn/sitemap.xml', bytes: index },
        { name: 'mosn/zh/sitemap.xml', bytes: zh },
      ],
    },
    {
      upload: 'a zip of the folder',
      files: [
        { name: 'mosn.zip/mosn/sitemap.xml', bytes: index },
        { name: 'mosn.zip/mosn/zh/sitemap.xml', bytes: zh },
      ],
    },
  ])('$upload: en is missing', async ({ files }) => {
    const { tree, problems } = await treeOf(files);
    expect(draw(tree.roots).slice(1)).toEqual([
      '  supplied zh/sitemap.xml ← https://mosn.io/zh/sitemap.xml',
      '  missing https://mosn.io/en/sitemap.xml ← https://mosn.io/en/sitemap.xml',
    ]);
    const missing = problems.find((group) => group.code === 'index-child-missing');
    expect(missing?.count).toBe(1);
  });
});
