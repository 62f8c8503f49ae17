/**
 * `npx tsx test/crawl/write-scenario.ts DIR`: writes issue 32's "Done when" files
 * (sitemap.xml, internal_all.csv) into DIR, to try the command line or the page by hand.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { doneWhenScenario, sfCsv, sitemapXml } from './make-crawl';

const dir = process.argv[2] ?? '.';
mkdirSync(dir, { recursive: true });
const { sitemapUrls, crawl } = doneWhenScenario();
writeFileSync(join(dir, 'sitemap.xml'), sitemapXml(sitemapUrls));
writeFileSync(join(dir, 'internal_all.csv'), sfCsv(crawl));
console.log(`Wrote ${join(dir, 'sitemap.xml')} and ${join(dir, 'internal_all.csv')}`);
