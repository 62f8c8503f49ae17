import { describe, expect, test } from 'vitest';
import { MAX_PAGE_BYTES, MAX_OPEN_ELEMENTS } from '../../src/core/page/page-limits';
import type { PageFacts, PageResponse } from '../../src/core/page/page-facts';
import { type ReadPageOptions, readPage } from '../../src/core/page/read-page';
import { realisticPage } from './realistic-page';

// Pages built to hurt the reader, generated here (never committed). Each must end in a few
// seconds without throwing; the bound asserted is generous for a loaded two-core machine.
const SECONDS = 5;

function read(
  body: Uint8Array | string,
  headers: PageResponse['headers'] = { 'Content-Type': 'text/html' },
  options?: ReadPageOptions,
) {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const started = performance.now();
  const facts: PageFacts = readPage(
    { url: 'https://example.com/hostile', status: 200, headers, body: bytes },
    options,
  );
  const seconds = (performance.now() - started) / 1000;
  expect(seconds).toBeLessThan(SECONDS);
  return facts;
}

describe('hostile pages end, without a crash', { timeout: 60_000 }, () => {
  test('a 50 MB body is cut at 5 MB, and says so', () => {
    const page = new TextEncoder().encode(realisticPage(MAX_PAGE_BYTES / 10));
    const body = new Uint8Array(50 * 1024 * 1024);
    for (let at = 0; at < body.length; at += page.length)
      body.set(page.subarray(0, Math.min(page.length, body.length - at)), at);
    const facts = read(body);
    expect(facts.cut).toBe(true);
    expect(facts.notes).toContain('body-cut');
    expect(facts.modified?.source).toBe('json-ld');
  });

  test('a <script> that never closes', () => {
    const facts = read(
      `<html><head><title>Open script</title><script>${'var a = "</b><p>Updated 3 March 2026</p>";\n'.repeat(80_000)}`,
    );
    expect(facts.title).toBe('Open script');
    // A script's text is not visible text.
    expect(facts.modified).toBeNull();
  });

  test('a JSON-LD <script> that never closes', () => {
    const facts = read(
      `<html><head><script type="application/ld+json">{"dateModified": "2026-03-03", "x": "${'y'.repeat(100_000)}`,
    );
    expect(facts.notes).toContain('json-ld-invalid');
  });

  test('100,000 nested elements: read to MAX_OPEN_ELEMENTS, then stopped', () => {
    const facts = read(
      `<html><head><meta name="dcterms.modified" content="2026-03-03"></head><body>${'<div>'.repeat(100_000)}deep`,
    );
    expect(facts.notes).toContain('nesting-too-deep');
    expect(facts.modified?.text).toBe('2026-03-03');
    expect(MAX_OPEN_ELEMENTS).toBeLessThan(100_000);
  });

  test('100,000 nested inline elements (no implied close)', () => {
    const facts = read(`${'<span>'.repeat(100_000)}x`);
    expect(facts.notes).toContain('nesting-too-deep');
  });

  test('one tag with a million attributes', () => {
    const attributes = Array.from({ length: 1_000_000 }, (_, i) => `a${i}=x`).join(' ');
    const facts = read(
      `<html><body><time class="updated" ${attributes} datetime="2026-03-03">x</time></body></html>`,
      undefined,
      {
        maxBytes: 16 * 1024 * 1024,
      },
    );
    // Only the first attributes are kept: the datetime after a million others is not read.
    expect(facts.cut).toBe(false);
    expect(facts.modified).toBeNull();
  });

  test.each<[string, Record<string, string>, string, string | null]>([
    [
      'UTF-8 bytes declared UTF-16LE in the header',
      { 'Content-Type': 'text/html; charset=utf-16le' },
      '<html lang="ja"><p>更新日: 2026年3月3日</p>',
      null,
    ],
    [
      'UTF-8 bytes declared Shift_JIS',
      { 'Content-Type': 'text/html; charset=shift_jis' },
      '<html lang="ja"><p>更新日: 2026年3月3日</p>',
      null,
    ],
    [
      'an unknown charset label',
      { 'Content-Type': 'text/html; charset=no-such-thing' },
      '<p>更新日: 2026年3月3日</p>',
      '2026年3月3日',
    ],
    [
      'a <meta charset> that lies',
      { 'Content-Type': 'text/html' },
      '<meta charset="iso-8859-7"><p>Updated 3 March 2026 — ok</p>',
      '3 March 2026',
    ],
  ])('a mis-declared charset: %s', (_name, headers, html, modified) => {
    const facts = read(html, headers);
    expect(facts.modified?.text ?? null).toBe(modified);
    if (headers['Content-Type'].includes('no-such-thing'))
      expect(facts.notes).toContain('charset-unknown');
  });

  test('endless text without tags', () => {
    const facts = read('lorem ipsum dolor sit amet '.repeat(180_000));
    expect(facts.fingerprint?.tokens).toBe(900_000);
  });

  test('endless labels without dates', () => {
    const facts = read('updated updated 2026 updated 3 march '.repeat(130_000));
    expect(facts.modified).toBeNull();
  });

  test('endless labelled dates: the first is kept', () => {
    const facts = read('<p>Updated 3 March 2026 and again updated 4 March 2026 '.repeat(100_000));
    expect(facts.modified?.text).toBe('3 March 2026');
  });
});
