/**
 * Smaller reader failures found by an adversarial pass, each with the document that showed
 * it: what expat and the sitemap protocol say, and what the reader said before.
 */
import { describe, expect, test } from 'vitest';
import { collect } from './collect';

const encode = (text: string) => new TextEncoder().encode(text);
const urlset = (body: string, namespaces = '') =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>${body}</urlset>`;

describe('small reader hardening', () => {
  test('&#x000000000041; is a valid reference to "A" (XML 1.0 §4.1: leading zeros allowed)', () => {
    const { entries, problems } = collect(
      encode(urlset('<url><loc>https://www.example.com/&#x000000000041;&#0000066;</loc></url>')),
    );
    expect(problems).toEqual([]);
    expect(entries.map((e) => e.url)).toEqual(['https://www.example.com/AB']);
  });
});
