import { describe, expect, test } from 'vitest';
import { decodeForReading, readableHost, readableSectionKey, readableUrl } from './readable-url';
import { readableNameCases } from '../../../test/analysis/readable-filter-cases';

describe('readableUrl: Unicode host, safe escapes decoded, the original kept', () => {
  test.each([
    ['https://xn--bcher-kva.example/', 'https://bücher.example/', true, false],
    [
      'https://user@xn--bcher-kva.example:8080/a',
      'https://user@bücher.example:8080/a',
      true,
      false,
    ],
    [
      'https://example.jp/%E6%97%A5%E6%9C%AC%E8%AA%9E/%E3%83%9A%E3%83%BC%E3%82%B8',
      'https://example.jp/日本語/ページ',
      false,
      true,
    ],
    [
      'https://xn--mgbh0fb.example/%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9?q=%D9%85',
      'https://مثال.example/العربية?q=م',
      true,
      true,
    ],
    // Escapes whose decoding would change meaning stay: / ? # % & = + space.
    [
      'https://a.example/a%2Fb%3Fc%23d%25e?x=1%262&y=%3D%2B%20z',
      'https://a.example/a%2Fb%3Fc%23d%25e?x=1%262&y=%3D%2B%20z',
      false,
      false,
    ],
    ['https://a.example/%7Euser/%41', 'https://a.example/~user/A', false, true],
    ['https://a.example/%2E%2E/x', 'https://a.example/%2E%2E/x', false, false],
    // Not UTF-8 (Latin-1 é), a cut sequence, an overlong slash: kept as written.
    ['https://a.example/caf%E9', 'https://a.example/caf%E9', false, false],
    ['https://a.example/%E6%97', 'https://a.example/%E6%97', false, false],
    ['https://a.example/%C0%AF', 'https://a.example/%C0%AF', false, false],
    // Invisible or reordering characters stay encoded: RLO, zero-width space, NBSP, C1.
    ['https://a.example/a%E2%80%AEb', 'https://a.example/a%E2%80%AEb', false, false],
    [
      'https://a.example/a%E2%80%8Bb%C2%A0c%C2%85',
      'https://a.example/a%E2%80%8Bb%C2%A0c%C2%85',
      false,
      false,
    ],
    ['https://[2001:db8::1]:8443/%F0%9F%98%80', 'https://[2001:db8::1]:8443/😀', false, true],
    ['/relative/%E6%97%A5', '/relative/日', false, true],
  ])('%s', (url, text, isHostDecoded, isPathDecoded) => {
    expect(readableUrl(url)).toEqual({ text, original: url, isHostDecoded, isPathDecoded });
  });

  test('a URL with nothing to decode is returned as it is', () => {
    expect(decodeForReading('/plain/path?q=1')).toEqual({
      text: '/plain/path?q=1',
      decoded: false,
    });
  });
});

describe('hosts and sections read as in the URL table', () => {
  test.each(readableNameCases)('$kind $written → $shown', ({ kind, written, shown }) => {
    const read = kind === 'host' ? readableHost : readableSectionKey;
    expect(read(written)).toBe(shown);
  });

  test.each(readableNameCases.filter((c) => c.kind === 'section'))(
    'the section $written reads as the start of its URL in the table',
    ({ written, shown }) => expect(readableUrl(`https://${written}/x`).text).toContain(shown),
  );
});
