/**
 * Hostile and oversized sitemaps, generated on demand (nothing big is committed). The unit
 * tests (hostile.test.ts) check what each yields; bench/hostile.bench.ts times the same
 * inputs, so no unit test depends on how busy the machine is.
 */
const encoder = new TextEncoder();
export const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
export const TAIL = '</urlset>\n';
const ROOT_TAG = HEAD.split('\n')[1];

/** Cut points every `size` bytes, as the pipeline's inflater delivers them. */
export function chunked(length: number, size = 65_536): number[] {
  const cuts: number[] = [];
  for (let at = size; at < length; at += size) cuts.push(at);
  return cuts;
}

export function urlset(
  count: number,
  body = (i: number) => `<url><loc>https://example.com/p/${i}</loc></url>\n`,
): Uint8Array {
  const parts = [HEAD];
  for (let i = 0; i < count; i++) parts.push(body(i));
  parts.push(TAIL);
  return encoder.encode(parts.join(''));
}

/** Bytes and the cut points they are fed at. */
export interface HostileSitemap {
  bytes: Uint8Array;
  cuts: number[];
}

const fedIn = (bytes: Uint8Array, size?: number): HostileSitemap => ({
  bytes,
  cuts: chunked(bytes.length, size),
});

export const MEGA_LOC = 'https://example.com/' + 'a'.repeat(1_000_000);

export const hostileSitemaps = {
  'closed 100,000-deep nesting': () =>
    fedIn(
      encoder.encode(
        HEAD +
          '<url><loc>https://example.com/</loc>' +
          '<a>'.repeat(100_000) +
          '</a>'.repeat(100_000) +
          '</url>' +
          TAIL,
      ),
    ),
  'open 100,000-deep nesting in 1 KB chunks': () =>
    fedIn(encoder.encode(HEAD + '<url>' + '<a>'.repeat(100_000)), 1024),
  'a 1 MB loc': () => fedIn(urlset(1, () => `<url><loc>${MEGA_LOC}</loc></url>`)),
  'a 1 MB text node, comment and CDATA section': () => {
    const big = 'b'.repeat(1_000_000);
    const body = `<url><loc>https://example.com/</loc><x>${big}</x><!--${big}--><y><![CDATA[${big}]]></y></url>`;
    return fedIn(
      urlset(1, () => body),
      4096,
    );
  },
  'a 10 MB attribute': () =>
    fedIn(
      urlset(3, (i) =>
        i === 1
          ? `<url><loc>https://example.com/1</loc><x a="${'v'.repeat(10_000_000)}"/></url>`
          : `<url><loc>https://example.com/${i}</loc></url>`,
      ),
    ),
  'billion laughs': () => {
    const levels = ['<!ENTITY lol0 "lol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const xml =
      `<?xml version="1.0"?>\n<!DOCTYPE urlset [${levels.join('\n')}]>\n` +
      ROOT_TAG +
      '\n<url><loc>https://example.com/&lol9;</loc></url>' +
      TAIL;
    return { bytes: encoder.encode(xml), cuts: [] };
  },
  'a 1 MB internal subset': () =>
    fedIn(
      encoder.encode(
        `<!DOCTYPE urlset [${'<!ENTITY e "x">'.repeat(70_000)}]>` +
          ROOT_TAG +
          '<url><loc>https://example.com/</loc></url>' +
          TAIL,
      ),
    ),
  'a million raw ampersands': () => {
    const loc = 'https://example.com/?' + 'a&'.repeat(1000);
    return fedIn(urlset(1000, () => `<url><loc>${loc}</loc></url>`));
  },
  'a 200 KB file fed one byte at a time': () => {
    const bytes = urlset(4000);
    return { bytes, cuts: Array.from({ length: bytes.length - 1 }, (_, i) => i + 1) };
  },
  'an attribute unterminated for 5 MB': () =>
    fedIn(
      encoder.encode(
        HEAD + '<url><loc>https://example.com/</loc></url><x a="' + 'z'.repeat(5_000_000),
      ),
    ),
  'a million blank lines before the root': () =>
    fedIn(
      encoder.encode(
        '\n'.repeat(1_000_000) +
          '  ' +
          ROOT_TAG +
          '<url><loc>https://example.com/</loc></url>' +
          TAIL,
      ),
    ),
} satisfies Record<string, () => HostileSitemap>;

export type HostileSitemapName = keyof typeof hostileSitemaps;
