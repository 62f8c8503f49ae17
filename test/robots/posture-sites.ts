/**
 * Three sites' robots.txt for the AI posture across sites: the command line's table and the
 * page's are compared on them (posture-page-cli.test.ts), and the browser test uploads them
 * (test/e2e/ai-posture.test.ts). Each line's number is in its comment.
 */
export const POSTURE_SITES = [
  {
    /** GPTBot shut out; the `*` group asks for no training but lets ClaudeBot into all but /private/. */
    host: 'https://news.example',
    robots: [
      'User-agent: GPTBot', // 1
      'Disallow: /', // 2
      '', // 3
      'User-agent: *', // 4
      'Disallow: /private/', // 5
      'Content-Usage: train-ai=n, search=y', // 6
    ].join('\n'),
  },
  {
    /** Everything open but Googlebot's /search (Applebot follows the Googlebot group). */
    host: 'https://shop.example',
    robots: [
      'User-agent: Googlebot', // 1
      'Disallow: /search', // 2
      '', // 3
      'User-agent: *', // 4
      'Allow: /', // 5
    ].join('\n'),
  },
  {
    /** OAI-SearchBot shut out although the site invites search. */
    host: 'https://docs.example',
    robots: [
      'User-agent: OAI-SearchBot', // 1
      'Disallow: /', // 2
      '', // 3
      'User-agent: *', // 4
      'Disallow:', // 5
      'Content-Usage: search=y', // 6
    ].join('\n'),
  },
] as const;
