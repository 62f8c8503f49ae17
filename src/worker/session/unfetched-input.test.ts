/**
 * A sitemap a site listed but did not give (the command line's `--site`, the bookmarklet)
 * enters the session as an `unfetched` input: a document with `fetch-failed`, which the
 * index tree shows failed with its status, never as a child not supplied. A child the
 * user's own `--skip` / `--follow` pattern left out enters as a `left-out` input the same
 * way, and its node says which pattern left it out (`index-child-left-out`).
 */
import { expect, test } from 'vitest';
import type { FileSource, OpenFileInput } from '../protocol/files';
import { InspectorSession } from './inspector-session';

const SITE = 'https://www.example.com';
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE}/a.xml</loc></sitemap><sitemap><loc>${SITE}/gone.xml</loc></sitemap></sitemapindex>`;
const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/p</loc></url></urlset>`;
const gone = `${SITE}/gone.xml`;

test.each<{
  name: string;
  source: FileSource;
  state: string;
  code: string;
  params: object;
}>([
  {
    name: 'the server refused, with its status',
    source: {
      kind: 'unfetched',
      fetch: { url: gone, status: 404, redirects: [], bytes: 0, failure: 'http-status' },
    },
    state: 'failed',
    code: 'fetch-failed',
    params: { failure: 'http_status', status: 404 },
  },
  {
    name: "the user's --skip left out, with the pattern",
    source: { kind: 'left-out', leftOut: { url: gone, option: 'skip', patterns: '*gone*' } },
    state: 'left-out',
    code: 'index-child-left-out',
    params: { option: 'skip', patterns: '*gone*' },
  },
  {
    name: "the user's --follow did not match, with the patterns",
    source: { kind: 'left-out', leftOut: { url: gone, option: 'follow', patterns: '*a* *b*' } },
    state: 'left-out',
    code: 'index-child-left-out',
    params: { option: 'follow', patterns: '*a* *b*' },
  },
])(
  'a child $name is a node that says why, not a missing one',
  async ({ source, state, code, params }) => {
    const session = new InspectorSession({ nowMs: () => 0, monotonicMs: () => 0 });
    const inputs: OpenFileInput[] = [
      {
        inputId: 'i',
        name: `${SITE}/sitemap_index.xml`,
        source: { kind: 'bytes', bytes: bytes(index) },
      },
      { inputId: 'a', name: `${SITE}/a.xml`, source: { kind: 'bytes', bytes: bytes(urlset) } },
      { inputId: 'g', name: gone, source },
    ];
    await session.open(inputs, {
      requestId: 1,
      emit: () => {},
      isCancelled: () => false,
      yieldToEvents: () => Promise.resolve(),
    });
    const [root] = session.tree().roots;
    expect(root!.children.map((child) => [child.loc, child.state])).toEqual([
      [`${SITE}/a.xml`, 'supplied'],
      [gone, state],
    ]);
    expect(root!.children[1]!.failedBecause).toMatchObject({ code, params });
    const codes = session.problems().map((group) => group.code);
    expect(codes).toContain(code);
    expect(codes).not.toContain('index-child-missing');
    const found = session.problems().find((group) => group.code === code)!;
    expect(found.occurrences[0]!.params).toMatchObject(params);
  },
);
