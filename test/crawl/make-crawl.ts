/**
 * Crawl exports and sitemaps for the tests, made at test time (nothing big is committed).
 * `doneWhenScenario` is issue 32's "Done when" case: 300 sitemap URLs; a Screaming
 * Frog-shaped internal_all.csv in which 280 of them were crawled (230 indexable, 15 answering
 * 404, 10 redirected, 10 noindex, 15 canonicalised elsewhere) plus 40 indexable pages no
 * sitemap lists, 10 images and 5 noindex pages. The columns are those of Screaming Frog SEO
 * Spider's Internal › All export (a subset, in its order).
 */

export const SF_HEADER = [
  'Address',
  'Content Type',
  'Status Code',
  'Status',
  'Indexability',
  'Indexability Status',
  'Title 1',
  'Meta Robots 1',
  'X-Robots-Tag 1',
  'Canonical Link Element 1',
  'Redirect URL',
];

export interface SfRow {
  address: string;
  contentType?: string;
  status?: number;
  statusText?: string;
  indexability?: 'Indexable' | 'Non-Indexable';
  indexabilityStatus?: string;
  title?: string;
  metaRobots?: string;
  xRobotsTag?: string;
  canonical?: string;
  redirect?: string;
}

/** One CSV cell, quoted as Screaming Frog quotes every cell. */
export function csvCell(value: string, delimiter = ','): string {
  return delimiter === '\t' ? value : `"${value.replace(/"/g, '""')}"`;
}

export function sfCsv(rows: readonly SfRow[], delimiter = ','): string {
  const lines = [SF_HEADER.map((cell) => csvCell(cell, delimiter)).join(delimiter)];
  for (const row of rows)
    lines.push(
      [
        row.address,
        row.contentType ?? 'text/html; charset=UTF-8',
        String(row.status ?? 200),
        row.statusText ??
          (row.status === 404 ? 'Not Found' : row.status === 301 ? 'Moved Permanently' : 'OK'),
        row.indexability ?? 'Indexable',
        row.indexabilityStatus ?? '',
        row.title ?? '',
        row.metaRobots ?? '',
        row.xRobotsTag ?? '',
        row.canonical ?? (row.indexability === 'Non-Indexable' ? '' : row.address),
        row.redirect ?? '',
      ]
        .map((cell) => csvCell(cell, delimiter))
        .join(delimiter),
    );
  return lines.join('\r\n') + '\r\n';
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

const SITE = 'https://www.example.com';

/** The i-th sitemap URL: the first 150 under /products/, the rest under /blog/. */
export function listedUrl(i: number): string {
  return i < 150 ? `${SITE}/products/p-${i}` : `${SITE}/blog/post-${i}`;
}

export interface Scenario {
  sitemapUrls: string[];
  crawl: SfRow[];
}

/** The scenario's non-indexable sitemap URLs by reason, as the join must count them. */
export const DONE_WHEN_REASONS = {
  'client-error': 15,
  'server-error': 0,
  redirect: 10,
  noindex: 10,
  canonicalised: 15,
  'robots-blocked': 0,
  'not-indexable': 0,
};

export function doneWhenScenario(): Scenario {
  const sitemapUrls = Array.from({ length: 300 }, (_, i) => listedUrl(i));
  const crawl: SfRow[] = [];
  for (let i = 0; i < 280; i++) {
    // Ten addresses as a crawler may write them: host case, default port, a fragment.
    const address =
      i < 10 ? listedUrl(i).replace(SITE, 'https://WWW.Example.COM:443') + '#top' : listedUrl(i);
    if (i < 230) crawl.push({ address, title: `Page ${i}` });
    else if (i < 245)
      crawl.push({
        address,
        status: 404,
        indexability: 'Non-Indexable',
        indexabilityStatus: 'Client Error',
      });
    else if (i < 255)
      crawl.push({
        address,
        status: 301,
        contentType: '',
        indexability: 'Non-Indexable',
        indexabilityStatus: 'Redirected',
        // Five redirect to a listed URL, five to one no sitemap lists.
        redirect: i < 250 ? listedUrl(i - 245) : `${SITE}/moved/${i}`,
      });
    else if (i < 265)
      crawl.push({
        address,
        indexability: 'Non-Indexable',
        indexabilityStatus: 'noindex',
        ...(i < 260 ? { metaRobots: 'noindex, follow' } : { xRobotsTag: 'noindex' }),
      });
    else
      crawl.push({
        address,
        indexability: 'Non-Indexable',
        indexabilityStatus: 'Canonicalised',
        // Eight canonicalised to a listed URL, seven to one no sitemap lists.
        canonical: i < 273 ? listedUrl(i - 200) : `${SITE}/canonical/${i}`,
      });
  }
  for (let j = 0; j < 40; j++) crawl.push({ address: `${SITE}/guides/g-${j}` });
  for (let j = 0; j < 10; j++)
    crawl.push({ address: `${SITE}/images/i-${j}.jpg`, contentType: 'image/jpeg', canonical: '' });
  for (let j = 0; j < 5; j++)
    crawl.push({
      address: `${SITE}/private/h-${j}`,
      indexability: 'Non-Indexable',
      indexabilityStatus: 'noindex',
      metaRobots: 'noindex',
    });
  return { sitemapUrls, crawl };
}

/**
 * Search Console's page indexing drill-down (`Table.csv`: `URL`, `Last crawled`) with the
 * issue its `Metadata.csv` names written in as a `Reason` column, as when several exports
 * are merged into one sheet (the real `Table.csv` is in test/crawl/samples/).
 */
export function searchConsoleCsv(rows: readonly { url: string; reason: string }[]): string {
  const lines = ['URL,Reason,Last crawled'];
  for (const row of rows) lines.push(`${row.url},${csvCell(row.reason)},2026-11-30`);
  return '\uFEFF' + lines.join('\n') + '\n';
}
