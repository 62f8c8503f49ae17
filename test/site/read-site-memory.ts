/**
 * Run as a child process by body-memory.test.ts: reads the site at argv[2] with the command
 * line's site reader (Node's fetch) under `--max-total-bytes` argv[3] and `--max-file-bytes`
 * argv[4], and prints the bytes received and how far the process's peak resident memory rose
 * above where it stood before the read.
 */
import { nodeSiteIo } from '../../scripts/inspect-site';
import { DEFAULT_USER_AGENT } from '../../scripts/inspect-site-options';
import { readSite } from '../../src/core/site/read-site';
import { DEFAULT_SITE_CAPS } from '../../src/core/site/site-fetch';

const [url = '', maxTotalBytes = '0', maxFileBytes = '0'] = process.argv.slice(2);
const caps = {
  ...DEFAULT_SITE_CAPS,
  maxTotalBytes: Number(maxTotalBytes),
  maxFileBytes: Number(maxFileBytes),
};
const run = {
  url,
  caps,
  userAgent: DEFAULT_USER_AGENT,
  headers: [],
  discover: false,
  children: { follow: [], skip: [] },
};
const before = process.memoryUsage().rss;
const read = await readSite(url, nodeSiteIo(run), caps);
// ru_maxrss is in kilobytes on Linux.
const peak = process.resourceUsage().maxRSS * 1024;
process.stdout.write(
  JSON.stringify({
    receivedBytes: read.fetches.reduce((sum, record) => sum + record.bytes, 0),
    riseBytes: peak - before,
  }),
);
