/**
 * A robots.txt as written in 2026: a Googlebot group, a `*` group closing the site, and the
 * AI preference lines (Content-Signal, Content-Usage, one of them for a path). The command
 * line's test and the page's read the same file; each line's number is in its comment.
 */
export const ROBOTS_2026 = [
  'User-agent: Googlebot', // 1
  'Disallow: /photos/', // 2
  '', // 3
  'User-agent: *', // 4
  'Disallow: /', // 5
  'Content-Signal: search=yes, ai-train=no', // 6
  'Content-Usage: train-ai=n, search=y', // 7
  'Content-Usage: /docs/ train-ai=y', // 8
].join('\n');
