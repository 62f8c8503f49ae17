import { describe, expect, test } from 'vitest';
import { collect, everyByte } from './collect';
import { MAX_SNIFF_CHARS, MAX_TITLE_CHARS, sniffHtml } from '../../src/core/sitemap/html-page';

const encode = (text: string) => new TextEncoder().encode(text);

describe('sniffHtml', () => {
  test.each([
    ['<!DOCTYPE html>', 0],
    ['<!doctype HTML >', 0],
    ['<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd">', 0],
    ['<html>', 0],
    ['<HTML lang="en">', 0],
    ['<head><title>', 0],
    ['<Body class=x>', 0],
    ['<h:html xmlns:h="http://www.w3.org/1999/xhtml">', 0],
    ['<?xml version="1.0"?>\n<!-- a comment with <urlset> -->\n<html>', 55],
    ['\ufeff\n  <!DOCTYPE html>', 4],
  ])('%j is an HTML page (at %i)', (head, at) => {
    expect(sniffHtml(head + ' ')).toEqual({ isHtml: true, at });
  });

  test.each([
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    '<!DOCTYPE urlset>',
    '<!DOCTYPE htmlx>',
    '<htmlx>',
    '<headline>',
    '<!-- <html> --><rss version="2.0">',
    '<![CDATA[<html>]]>',
    'https://example.com/index.html',
  ])('%j is not', (head) => {
    expect(sniffHtml(head)).toBe('other');
  });

  test('no prefix decides otherwise than the whole (the verdict does not depend on chunking)', () => {
    for (const whole of [
      '<?xml version="1.0"?><!DOCTYPE html><html>',
      '<!-- x --><!doctype   html>',
      '<!DOCTYPE urlset><urlset>',
      '<htmlx/>',
      '<HTML>',
    ]) {
      const final = sniffHtml(whole);
      for (let end = 0; end < whole.length; end++) {
        const verdict = sniffHtml(whole.slice(0, end));
        if (verdict !== 'more') expect({ end, verdict }).toEqual({ end, verdict: final });
      }
    }
  });
});

describe('an HTML page read as a sitemap', () => {
  test('one problem, the title capped, whatever the chunking', () => {
    const title = 'Ä'.repeat(MAX_TITLE_CHARS + 20);
    const bytes = encode(`<html><head><title>\n ${title} </title></head><body><p></html>`);
    const whole = collect(bytes);
    expect(whole.problems).toEqual([
      {
        code: 'html-page',
        line: 1,
        column: 1,
        params: { title: 'Ä'.repeat(MAX_TITLE_CHARS) + '…' },
      },
    ]);
    expect(collect(bytes, everyByte(bytes.length))).toEqual(whole);
  });

  test('cut before its title: still an HTML page, untitled', () => {
    expect(collect(encode('<!DOCTYPE html>\n<html><head><meta charset')).problems).toEqual([
      { code: 'html-page', line: 1, column: 1, params: { title: '(none)' } },
    ]);
  });

  test('invalid UTF-8 in the page is not reported besides', () => {
    const bytes = Uint8Array.from([...encode('<html><title>caf'), 0xe9, ...encode('</title>')]);
    expect(collect(bytes).problems.map((problem) => problem.code)).toEqual(['html-page']);
  });

  test('a prolog longer than the sniffed start is read as XML', () => {
    const comment = `<!--${' '.repeat(MAX_SNIFF_CHARS)}-->`;
    const codes = collect(encode(`${comment}<html></html>`)).problems.map((p) => p.code);
    expect(codes).toEqual(['not-a-sitemap']);
  });

  test('a title in a sitemap is not a page title', () => {
    const xml =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/title</loc></url></urlset>';
    expect(collect(encode(xml)).problems).toEqual([]);
  });
});
