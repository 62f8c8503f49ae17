/**
 * The readers the pipeline uses unless told otherwise: the project's sitemap reader and
 * robots.txt parser and linter.
 */
import type { DocumentReaders } from './ingest-types';

const notYet = (what: string) => () => {
  throw new Error(`${what} is not wired in yet`);
};

export const defaultReaders: DocumentReaders = {
  createSitemapReader: notYet('the sitemap reader'),
  parseRobots: notYet('the robots.txt parser'),
  lintRobots: notYet('the robots.txt linter'),
};
