import { expect, test } from 'vitest';
import { looksLikeHtmlPage } from './detect-page';

const bytes = (text: string) => new TextEncoder().encode(text);

test.each([
  ['<!DOCTYPE html><html>', true],
  ['<!doctype HTML>', true],
  ['\uFEFF\n  <html lang="en">', true],
  ['<!-- generated --> <!DOCTYPE html>', true],
  ['<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">', true],
  ['<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', false],
  ['<sitemapindex>', false],
  ['<!-- never closed', false],
  ['<htm', false],
  ['', false],
])('%j is a page: %s', (text, expected) => {
  expect(looksLikeHtmlPage(bytes(text))).toBe(expected);
});

test('a page after more than the sniffed bytes of comments is not looked for', () => {
  expect(looksLikeHtmlPage(bytes(`<!--${'x'.repeat(2000)}--><html>`))).toBe(false);
});
