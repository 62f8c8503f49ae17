/**
 * The readers the pipeline uses unless told otherwise: the project's sitemap reader and
 * robots.txt parser and linter.
 */
import { lintRobots } from '../robots/lint';
import { parseRobots } from '../robots/parse-robots';
import type { RobotsTxt } from '../robots/robots-txt';
import { SitemapReader } from '../sitemap/sitemap-reader';
import type { DocumentReaders } from './ingest-types';

export const defaultReaders: DocumentReaders<RobotsTxt> = {
  createSitemapReader: (handler, options) => new SitemapReader(handler, options),
  parseRobots: (input, fileBytes) => parseRobots(input, { fileBytes }),
  // The parse already carries what the raw bytes showed (BOM, size, invalid UTF-8 lines),
  // so linting it checks the same as linting the bytes, without parsing the file again.
  lintRobots: (_input, parsed) => lintRobots(parsed),
};
