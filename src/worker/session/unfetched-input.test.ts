/**
 * A sitemap a site listed but did not give (the command line's `--site`, the bookmarklet)
 * enters the session as an `unfetched` input: a document with `fetch-failed`, which the
 * index tree shows failed with its status, never as a child not supplied.
 */
import { expect, test } from 'vitest';
import type { FetchFailureFacts } from '../../core/site/failed-fetches';
import type { OpenFileInput } from '../protocol/files';
import { InspectorSession } from './inspector-session';

const SITE = 'https://www.example.com';
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${SITE}/a.xml</loc></sitemap><sitemap><loc>${SITE}/gone.xml</loc></sitemap></sitemapindex>`;
const urlset = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE}/p</loc></url></urlset>`;

const gone: FetchFailureFacts = {
  url: `${SITE}/gone.xml`,
  status: 404,
  redirects: [],
  bytes: 0,
  failure: 'http-status',
};

test('a child the server refused is a failed node with its status, not a missing one', async () => {
  const session = new InspectorSession({ nowMs: () => 0, monotonicMs: () => 0 });
  const inputs: OpenFileInput[] = [
    {
      fileId: 'i',
      name: `${SITE}/sitemap_index.xml`,
      source: { kind: 'bytes', bytes: bytes(index) },
    },
    { fileId: 'a', name: `${SITE}/a.xml`, source: { kind: 'bytes', bytes: bytes(urlset) } },
    { fileId: 'g', name: gone.url, source: { kind: 'unfetched', fetch: gone } },
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
    [`${SITE}/gone.xml`, 'failed'],
  ]);
  expect(root!.children[1]!.failedBecause).toMatchObject({
    code: 'fetch-failed',
    params: { failure: 'http_status', status: 404 },
  });
  const codes = session.problems().map((group) => group.code);
  expect(codes).toContain('fetch-failed');
  expect(codes).not.toContain('index-child-missing');
  const failed = session.problems().find((group) => group.code === 'fetch-failed')!;
  expect(failed.occurrences[0]!.params).toMatchObject({ failure: 'http_status', status: 404 });
});
