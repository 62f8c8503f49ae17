/**
 * The problem codes of reading containers: decompression (gzip, zip, tar) and telling what a
 * file is. One owner's table of the problem registry (src/core/problems/registry.ts).
 *
 * Sources: RFC 1952 (gzip); PKWARE APPNOTE; Search Console's "Compression error".
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';

export const archiveProblemCodes = {
  'inflate-limit': {
    severity: 'error',
    message: 'Decompression stopped at {bytes} bytes (safety limit); the rest was not read',
    explanation:
      'The file inflates to far more than any valid sitemap (a compression bomb, or a huge export). Reading stopped to protect memory.',
    fix: 'Split the content into files of at most 50 MiB uncompressed each.',
  },
  'store-full': {
    severity: 'error',
    message:
      'Memory budget reached in {file} at this line: {count} URLs from here on were not kept (the inspector holds at most {limitUrls} URLs and {limitBytes} bytes of URL text at once)',
    explanation:
      'Everything loaded before this line is kept and can still be browsed, so the tab does not run out of memory. The file was still read to its end for its own problems, but its URLs from this line on are missing from the views, counts and exports.',
    fix: 'Remove files you no longer need and load this one again, or inspect it with the command line (npm run inspect -- --max-urls=N).',
  },
  'decompression-failed': {
    severity: 'error',
    message: 'Could not decompress: {detail}',
    explanation:
      'The compressed data is damaged or not in a supported format (Search Console: "Compression error").',
    fix: 'Compress the file again with gzip (or zip) and check it opens on your own machine.',
  },
  'zip-entries-overlap': {
    severity: 'error',
    message: '{count} zip entries share their data with another entry; they were not read',
    explanation:
      'In a real zip every entry has data of its own. Entries that point into the same bytes are how a "better zip bomb" makes a small file inflate to gigabytes; Info-ZIP unzip refuses them too.',
    fix: 'Create the archive again with an ordinary zip tool.',
  },
  unreadable: {
    severity: 'error',
    message: 'Not a sitemap, robots.txt or archive: {detail}',
    explanation: "The file's content matches none of the formats this tool reads.",
    fix: 'Check you picked the right file; binary files such as images or PDFs cannot be inspected.',
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type ArchiveProblemCode = keyof typeof archiveProblemCodes;
