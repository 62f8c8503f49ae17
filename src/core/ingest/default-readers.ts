/**
 * The readers the pipeline uses unless told otherwise: the project's sitemap reader and
 * robots.txt parser and linter.
 */
import { lintRobots } from '../robots/lint';
import { parseRobots } from '../robots/parse-robots';
import { createSitemapReader } from '../sitemap/sitemap-reader';
import type { DocumentReaders } from './ingest-types';

export const defaultReaders: DocumentReaders = {
  createSitemapReader,
  parseRobots,
  // Given the bytes (not the parse) so the linter also checks the raw content (BOM, size).
  lintRobots: (input) => lintRobots(input),
};
