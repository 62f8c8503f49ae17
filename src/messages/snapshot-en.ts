/**
 * The English words of the snapshot comparison's findings (src/core/snapshot/snapshot-findings.ts),
 * the catalog's source, typed against core's codes like snapshot-ja.ts and snapshot-zh.ts.
 * Sources: sitemaps.org (lastmod is the date the page was last modified); Google Search
 * Central, "Build and submit a sitemap" (lastmod is used when it is consistently accurate).
 */
import type { SnapshotFindingTexts } from './snapshot-text-types';

export const snapshotEn: SnapshotFindingTexts = {
  regenerated: {
    title: 'Regenerated, not edited',
    message: 'lastmod moved on {changed} of {common} URLs, all to one instant ({instant})',
    explanation:
      'Every page cannot have changed at the same moment: the file was regenerated and stamped with its generation time. Such a lastmod says nothing about the pages, and crawlers learn to ignore it.',
  },
  'moved-everywhere': {
    title: 'lastmod moved on (nearly) every URL',
    message: 'lastmod moved on {changed} of {common} URLs ({percent} %)',
    explanation:
      'Between the snapshots nearly every page would have to have been edited. If they were not, lastmod follows something else (a template, a build) and cannot be trusted for scheduling.',
  },
  'moved-backwards': {
    title: 'lastmod moved backwards',
    message: 'lastmod moved backwards on {count} URLs (by up to {days} days)',
    explanation:
      'A page modified later cannot have an earlier last-modification date. The value is computed from something other than the page, or the earlier file was wrong.',
  },
  'lastmod-only': {
    title: 'lastmod changed, nothing else did',
    message: '{count} of {changed} URLs with a new lastmod have no other field changed',
    explanation:
      'Only lastmod moved (changefreq, priority, images, videos and alternates are as before). That is expected when pages were edited; check a few of them to see whether they were.',
  },
  'dropped-recent': {
    title: 'Dropped although recent',
    message: '{count} URLs dropped whose lastmod was within {days} days of the earlier snapshot',
    explanation:
      'Pages edited shortly before they left the sitemap are rarely meant to go: check that the release did not drop them by mistake.',
  },
};
