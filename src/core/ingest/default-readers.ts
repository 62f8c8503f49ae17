/**
 * The readers the pipeline uses unless told otherwise: the project's sitemap reader and
 * robots.txt parser and linter. The sitemap reader is the byte reader, which reads plain
 * UTF-8 urlsets and indexes from their bytes and hands anything else to the text-based
 * SitemapReader, with the same results (docs/architecture.md, "Which sitemap reader reads
 * what"; test/sitemap/byte-reader-differential.test.ts).
 */
import { lintRobots } from '../robots/analyses/lint';
import { parseRobots } from '../robots/engine/parse-robots';
import type { RobotsTxt } from '../robots/engine/robots-txt';
import { ByteSitemapReader } from '../sitemap/byte-sitemap-reader';
import type { DocumentReaders, RobotsSitemaps } from './ingest-types';

export const defaultReaders: DocumentReaders<RobotsTxt> = {
  createSitemapReader: (handler, options) => new ByteSitemapReader(handler, options),
  parseRobots: (input, fileBytes) => parseRobots(input, { fileBytes }),
  // The parse already carries what the raw bytes showed (BOM, size, invalid UTF-8 lines),
  // so linting it checks the same as linting the bytes, without parsing the file again.
  lintRobots: (_input, parsed) => lintRobots(parsed),
};

/**
 * `base`, with every parsed robots.txt also handed to `onParsed`: the document a robots
 * report names needs its parse for the robots.txt checks, and the report comes right after.
 */
export function readersNotingRobots(
  base: DocumentReaders,
  onParsed: (parsed: RobotsSitemaps) => void,
): DocumentReaders {
  return {
    ...base,
    parseRobots: (bytes, fileBytes) => {
      const parsed = base.parseRobots(bytes, fileBytes);
      onParsed(parsed);
      return parsed;
    },
  };
}
