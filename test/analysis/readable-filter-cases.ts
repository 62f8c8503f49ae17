/**
 * The filter box against URLs the table shows otherwise than the sitemap wrote them
 * (core/analysis/readable-match.ts): what is typed, and which of the URLs below it keeps.
 * The Arabic host is the IANA test domain مثال.إختبار (RFC 2606 style IDN test TLD).
 */
export const READABLE_URLS = [
  // Shown as https://مثال.إختبار/مقال/أ
  'https://xn--mgbh0fb.xn--kgbechtv/%D9%85%D9%82%D8%A7%D9%84/%D8%A3',
  // The same path written in lower-case hex.
  'https://xn--mgbh0fb.xn--kgbechtv/%d9%85%d9%82%d8%a7%d9%84/%d8%a3?page=2',
  // Written in Unicode by the site itself.
  'https://مثال.إختبار/مقال/ب',
  // Shown as https://bücher.example/日本
  'https://xn--bcher-kva.example/%E6%97%A5%E6%9C%AC',
  'https://plain.example/article',
] as const;

export interface ReadableFilterCase {
  name: string;
  text: string;
  /** Positions in READABLE_URLS of the rows kept. */
  kept: number[];
}

export const readableFilterCases: ReadableFilterCase[] = [
  { name: 'a Unicode host as the table shows it', text: 'مثال.إختبار', kept: [0, 1, 2] },
  { name: 'a decoded path as the table shows it', text: '/مقال/أ', kept: [0, 1] },
  { name: 'the host and path together', text: 'مثال.إختبار/مقال', kept: [0, 1, 2] },
  { name: 'the punycode host as written', text: 'xn--mgbh0fb', kept: [0, 1] },
  { name: 'the escapes as written, in their case', text: '%D8%A3', kept: [0] },
  { name: 'the escapes as written, any case', text: '%d8%a3', kept: [0, 1] },
  { name: 'a Latin IDN host with its umlaut', text: 'bücher', kept: [3] },
  { name: 'smart-case still holds for upper-case Unicode', text: 'BÜCHER', kept: [] },
  { name: 'a CJK path', text: '日本', kept: [3] },
  { name: 'ASCII text as before', text: 'article', kept: [4] },
  { name: 'a regex over the readable form', text: '/مقال\\/[أب]$/', kept: [0, 2] },
  { name: 'a regex over the written form', text: '/^https:\\/\\/xn--/', kept: [0, 1, 3] },
];

/** Hosts and `host/section` keys as the views name them, and as they must read. */
export const readableNameCases: { kind: 'host' | 'section'; written: string; shown: string }[] = [
  { kind: 'host', written: 'xn--mgbh0fb.xn--kgbechtv', shown: 'مثال.إختبار' },
  { kind: 'host', written: 'xn--bcher-kva.example:8080', shown: 'bücher.example:8080' },
  { kind: 'host', written: '[::1]:8080', shown: '[::1]:8080' },
  { kind: 'host', written: 'plain.example', shown: 'plain.example' },
  {
    kind: 'section',
    written: 'xn--mgbh0fb.xn--kgbechtv/%D9%85%D9%82%D8%A7%D9%84',
    shown: 'مثال.إختبار/مقال',
  },
  { kind: 'section', written: 'xn--bcher-kva.example/', shown: 'bücher.example/' },
  { kind: 'section', written: 'a.example/a%2Fb', shown: 'a.example/a%2Fb' },
];
