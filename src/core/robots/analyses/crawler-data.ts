/**
 * Every crawler the workbench knows by name, as its operator documents it (crawler-model.ts
 * says what each field means; crawler-data-google.ts and crawler-data-others.ts hold the
 * entries with their sources). crawler-groups.ts decides with it; ai-crawlers.ts adds what
 * each AI crawler feeds.
 */
import { googleCrawlers } from './crawler-data-google';
import { otherCrawlers } from './crawler-data-others';
import type { CrawlerModel } from './crawler-model';

export type { CrawlerModel } from './crawler-model';

export const crawlerModels: readonly CrawlerModel[] = [...googleCrawlers, ...otherCrawlers];

const byName = new Map(crawlerModels.map((model) => [model.name.toLowerCase(), model]));

/** The modelled crawler a name means (case-insensitive, as robots.txt compares tokens), or undefined. */
export function findCrawlerModel(name: string): CrawlerModel | undefined {
  return byName.get(name.toLowerCase());
}
