/**
 * The byte reader (src/core/sitemap/byte-sitemap-reader.ts) against its oracle, the current
 * reader, on sitemaps fast-check writes: the plain shape the byte reader takes, mixed with
 * what it hands over (extensions, entities, CDATA, comments, processing instructions, odd
 * blanks and line ends, byte order marks, other encodings, invalid bytes, files cut short),
 * fed in random chunks. Both must give the same kind, rows (with their problem codes) and
 * problems (code, line, column, params), in order. `npm run fuzz` runs it FUZZ_RUNS times.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ByteSitemapReader } from '../../src/core/sitemap/byte-sitemap-reader';
import { SitemapReader } from '../../src/core/sitemap/sitemap-reader';
import { collectWith, type CreateReader } from '../sitemap/collect';
import { fuzzRuns } from './fuzz-runs';

const currentReader: CreateReader = (handler, options) => new SitemapReader(handler, options);

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
/**
 * The extension namespaces a root declares, and the prefixes its entries use for image and
 * xhtml: the usual ones, others (the byte reader's start runs are made from the root's
 * prefixes), and two prefixes bound to one namespace.
 */
const extensionPrefixes = fc.constantFrom(
  { image: 'image', xhtml: 'xhtml', declared: '' },
  { image: 'img', xhtml: 'x', declared: '' },
  { image: 'i', xhtml: 'h', declared: ` xmlns:xhtml="${XHTML_NS}" xmlns:image="${IMAGE_NS}"` },
);

const blank = fc.constantFrom('', '', '', ' ', '\n', '\r\n', '\r', '\t', '\n  ', ' \r\n\t');
/** What may stand between entries: blanks, and comments well-formed or not (XML 1.0 §2.5). */
const between = fc.oneof(
  { weight: 4, arbitrary: blank },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '<!-- page 2 -->',
      '\n<!-- é\r\nmulti-line -->\n',
      '<!-- a--b -->',
      '<!--->',
      '<!---->',
      '<!-- x --->',
      '<!-- \u0001 -->',
      '<!DOCTYPE x>',
    ),
  },
);

const text = fc.constantFrom(
  'https://example.com/a',
  'https://example.com/b?x=1&amp;y=2',
  'http://EXAMPLE.com:80/p&#x41;&#66;',
  'https://example.com/é/日本/😀',
  'https://example.com/raw&y',
  'https://example.com/&unknown;',
  ' https://example.com/padded ',
  'https://exa mple.com/',
  '/relative',
  '',
  'https://example.com/&lt;&gt;&quot;&apos;',
  'https://example.com/\r\nsplit',
  'https://example.com/]]>',
  'https://example.com/\u0001',
  'https://example.com/&#0;',
  'https://example.com/' + 'x'.repeat(2100),
);
const lastmod = fc.constantFrom(
  '2024-05-01',
  '2024-05-01T10:00:00+00:00',
  '2024-05-01T10:00:00.123Z',
  ' 2024-05-01 ',
  '2024-13-01',
  '2099-01-01',
  '2024',
  '',
  'yesterday',
);
const changefreq = fc.constantFrom('weekly', ' daily ', 'sometimes', '', 'never');
const priority = fc.constantFrom(
  '0.5',
  '1.0',
  '1',
  '.3',
  '2',
  'high',
  ' 0.8 ',
  '0.12345678901234567',
);
const link = fc.constantFrom(
  '<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de"/>',
  "<xhtml:link rel='alternate' hreflang='x-default' href='https://example.com/'/>",
  '<xhtml:link rel="alternate" hreflang="d e" href="https://example.com/de" />',
  '<xhtml:link rel="alternate" href="https://example.com/de"/>',
  '<xhtml:link rel="alternate" hreflang="fr" href="/fr"/>',
  '<xhtml:link rel="canonical" href="x"/>',
  '<xhtml:link rel="alternate" hreflang="fr" href="https://e.com/?a=1&amp;b=2"/>',
  '<xhtml:link rel="alternate"hreflang="fr" href="https://e.com/"/>',
  '<xhtml:link rel="alternate" rel="x"/>',
  '<xhtml:link rel="alternate" hreflang="es" href="https://e.com/"></xhtml:link>',
  // Where the link's fixed run (byte-start-runs.ts) stops matching: read on from there.
  '<xhtml:link rel="alternate" hreflang="de" href="https://e.com/" title="t"/>',
  '<xhtml:link rel="alternate" hreflang="de" href="https://e.com/" href="x"/>',
  '<xhtml:link rel="alternate" hreflang="de" hreflang="fr" href="https://e.com/"/>',
  '<xhtml:link rel="alternate" hreflang="de" rel="x" href="https://e.com/"/>',
  '<xhtml:link rel="alternate" hreflang="de"  href="https://e.com/"/>',
  '<xhtml:link rel="alternate" hreflang="de" href="https://e.com/"\n/>',
  '<xhtml:link rel="alternate" hreflang="d&#x65;" href="https://e.com/&amp;"/>',
  '<xhtml:link rel="alternate" hreflang="de" href=\'https://e.com/\'/>',
  '<xhtml:link rel="alternate" hreflang="de"/>',
  '<xhtml:link rel="alternate" hreflang="de" href="https://e.com/">',
  '<xhtml:linkx rel="alternate" hreflang="de" href="https://e.com/"/>',
  '<xhtml:link rel="alternates" hreflang="de" href="https://e.com/"/>',
);
const image = fc.constantFrom(
  '<image:image><image:loc>https://example.com/i.jpg</image:loc></image:image>',
  '<image:image><image:title>T &amp; t</image:title></image:image>',
  '<image:image>\n  <image:loc>https://example.com/i.jpg</image:loc>\n  <image:caption>C</image:caption>\n</image:image>',
  '<image:image/>',
);
const odd = fc.constantFrom(
  '<!-- a comment -->',
  '<![CDATA[https://example.com/cdata]]>',
  '<?pi data?>',
  '<unknown>x</unknown>',
  '<video:video><video:title>v</video:title></video:video>',
  '<mobile:mobile/>',
  '<loc/>',
  'stray text',
  '<loc >https://example.com/spaced</loc >',
  '<locx>https://example.com/x</locx>',
  '<lastmodified>2024-05-01</lastmodified>',
  '<image:image><image:locale>x</image:locale></image:image>',
  '<image:images><image:loc>https://example.com/i.jpg</image:loc></image:images>',
);

const field = fc.oneof(
  { weight: 4, arbitrary: text.map((t) => `<loc>${t}</loc>`) },
  { weight: 2, arbitrary: lastmod.map((t) => `<lastmod>${t}</lastmod>`) },
  { weight: 1, arbitrary: changefreq.map((t) => `<changefreq>${t}</changefreq>`) },
  { weight: 1, arbitrary: priority.map((t) => `<priority>${t}</priority>`) },
  { weight: 1, arbitrary: link },
  { weight: 1, arbitrary: image },
  { weight: 1, arbitrary: odd },
);

const entry = fc
  .tuple(fc.array(fc.tuple(blank, field), { maxLength: 6 }), blank)
  .map(([fields, last]) => `<url>${fields.map(([b, f]) => b + f).join('')}${last}</url>`);
const plainEntry = fc
  .tuple(fc.constantFrom('a', 'b/c', 'd?e=1&amp;f=2'), lastmod, changefreq)
  .map(
    ([path, date, freq]) =>
      `<url><loc>https://example.com/${path}</loc><lastmod>${date}</lastmod><changefreq>${freq}</changefreq></url>`,
  );
const indexEntry = fc
  .tuple(text, fc.option(lastmod))
  .map(
    ([loc, date]) =>
      `<sitemap><loc>${loc}</loc>${date === null ? '' : `<lastmod>${date}</lastmod>`}</sitemap>`,
  );

const prolog = fc.constantFrom(
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  '<?xml version="1.0" encoding="UTF-8"?>\n',
  '<?xml version="1.0" encoding="utf-8"?>\r\n',
  '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n',
  '',
  '<?xml version="1.0"?><!-- generator -->\n<?xml-stylesheet type="text/xsl" href="s.xsl"?>\n',
  '<?xml version="1.0" encoding="ISO-8859-1"?>\n',
  '  <?xml version="1.0"?>',
  '<!DOCTYPE urlset>\n',
);

const sitemap = fc
  .record({
    prolog,
    isIndex: fc.boolean(),
    hasExtensions: fc.boolean(),
    prefixes: extensionPrefixes,
    entries: fc.array(
      fc.tuple(
        blank,
        fc.oneof({ weight: 1, arbitrary: entry }, { weight: 3, arbitrary: plainEntry }),
      ),
      { maxLength: 12 },
    ),
    indexEntries: fc.array(fc.tuple(between, indexEntry), { maxLength: 5 }),
    tail: fc.constantFrom(
      '</urlset>\n',
      '</urlset>\n',
      '</urlset>',
      '</urlset>\r\n\r\n',
      '</urlset>\n<!-- end -->\n',
      '</urlset><!-- a--b -->',
      '</urlset>\n<!-- end -->\n<x/>',
      '',
      '</url',
      '</urlset>x',
    ),
  })
  .map(({ prolog: head, isIndex, hasExtensions, prefixes, entries, indexEntries, tail }) => {
    if (isIndex) {
      const body = indexEntries.map(([b, e]) => b + e).join('');
      return `${head}<sitemapindex xmlns="${SITEMAP_NS}">${body}\n${tail.replace('urlset', 'sitemapindex')}`;
    }
    const body = entries
      .map(([b, e]) => b + e)
      .join('')
      .replace(/(<\/?)image:/g, `$1${prefixes.image}:`)
      .replace(/(<\/?)xhtml:/g, `$1${prefixes.xhtml}:`);
    const namespaces =
      ` xmlns:${prefixes.image}="${IMAGE_NS}" xmlns:${prefixes.xhtml}="${XHTML_NS}"` +
      ` xmlns:video="${VIDEO_NS}"${prefixes.declared}`;
    return `${head}<urlset xmlns="${SITEMAP_NS}"${hasExtensions ? namespaces : ''}>${body}\n${tail}`;
  });

/** Bytes with an edit: an invalid byte, a cut, or nothing. */
const damage = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.record({ at: fc.nat(), byte: fc.constantFrom(0xff, 0xc3, 0x80, 0xed, 0x00) }),
  },
);

function bytesOf(xml: string, edit: { at: number; byte: number } | null): Uint8Array {
  const bytes = Array.from(new TextEncoder().encode(xml));
  if (edit !== null) bytes.splice(edit.at % (bytes.length + 1), 0, edit.byte);
  return Uint8Array.from(bytes);
}

function cutsFor(length: number, raw: readonly number[]): number[] {
  return [...new Set(raw.map((n) => (length <= 1 ? 0 : 1 + (n % (length - 1)))))]
    .filter((at) => at > 0 && at < length)
    .sort((a, b) => a - b);
}

/** Compares both readers (with URL batches and without); returns which read it. */
function expectSameReading(bytes: Uint8Array, cuts: readonly number[]): string {
  let readBy = '';
  for (const isBatched of [false, true]) {
    const oracle = collectWith(currentReader, bytes, cuts, {}, isBatched);
    const candidate = collectWith(
      (handler, options) => {
        const reader = new ByteSitemapReader(handler, options);
        readBy = reader.readBy;
        return { push: (b) => reader.push(b), end: () => (reader.end(), (readBy = reader.readBy)) };
      },
      bytes,
      cuts,
      {},
      isBatched,
    );
    if (JSON.stringify(candidate) !== JSON.stringify(oracle))
      expect({ isBatched, ...candidate }).toEqual({ isBatched, ...oracle });
  }
  return readBy;
}

describe('byte reader against the tokenizer reader', () => {
  test('generated sitemaps, random chunks: the same rows and problems', () => {
    const readers = new Map<string, number>();
    fc.assert(
      fc.property(sitemap, damage, fc.array(fc.nat(), { maxLength: 10 }), (xml, edit, cuts) => {
        const bytes = bytesOf(xml, edit);
        const readBy = expectSameReading(bytes, cutsFor(bytes.length, cuts));
        readers.set(readBy, (readers.get(readBy) ?? 0) + 1);
      }),
      fuzzRuns('byte reader differential', 400),
    );
    console.log('read by:', Object.fromEntries(readers));
    // Every way through is exercised: whole by bytes, handed over part-way, declined.
    for (const way of ['bytes', 'bytes, then current', 'current'])
      expect(readers.get(way) ?? 0).toBeGreaterThan(0);
  });
});
