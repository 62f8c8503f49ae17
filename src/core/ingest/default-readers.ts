/**
 * The readers the pipeline uses unless told otherwise: the project's sitemap reader and
 * robots.txt parser and linter.
 */
import { parseRobots } from '../robots/parse-robots';
import { createSitemapReader } from '../sitemap/sitemap-reader';
import type { DocumentReaders } from './ingest-types';

export const defaultReaders: DocumentReaders = {
  createSitemapReader,
  parseRobots,
  // The robots.txt linter is not in core yet: robots files are parsed (their Sitemap:
  // lines count) but not linted.
  lintRobots: () => [],
};
