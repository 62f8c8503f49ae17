/**
 * The verdict for all files together: the pooled verdict (every URL as one sample), plus each
 * reason the files give where the files having it hold SITE_REASON_URL_SHARE of the URLs or
 * more (as doubtful at most below SITE_FULL_EFFECT_URL_SHARE). A site whose sitemaps each stamp their own generation time is thus not called usable
 * because the stamps differ from file to file.
 */
import { SITE_FULL_EFFECT_URL_SHARE, SITE_REASON_URL_SHARE } from './lastmod-thresholds';
import {
  worstFirst,
  type LastmodReason,
  type LastmodReasonEffect,
  type LastmodVerdict,
} from './lastmod-verdict';

export interface FileVerdict {
  /** The file's URL entries (an index's `<sitemap>` entries count as none: they are not URLs). */
  urls: number;
  verdict: LastmodVerdict;
}

const RANK: Record<LastmodReasonEffect, number> = { unusable: 0, doubtful: 1, note: 2 };

/** Pooled verdict of all URLs, extended by the reasons of the files that hold enough of them. */
export function siteVerdict(pooled: LastmodVerdict, files: readonly FileVerdict[]): LastmodVerdict {
  const totalUrls = files.reduce((sum, file) => sum + file.urls, 0);
  const byCode = new Map<string, { reason: LastmodReason; files: number; urls: number }>();
  for (const file of files) {
    for (const reason of file.verdict.reasons) {
      const seen = byCode.get(reason.code);
      if (!seen) byCode.set(reason.code, { reason, files: 1, urls: file.urls });
      else {
        seen.files++;
        seen.urls += file.urls;
        if (RANK[reason.effect] < RANK[seen.reason.effect]) seen.reason = reason;
      }
    }
  }
  const reasons = [...pooled.reasons];
  for (const { reason, files: count, urls } of byCode.values()) {
    // Index mismatches are about indexes, which hold no URLs: one is enough.
    const isWidespread =
      reason.code === 'index-mismatch' ||
      (totalUrls > 0 && urls / totalUrls >= SITE_REASON_URL_SHARE);
    if (!isWidespread) continue;
    const effect: LastmodReasonEffect =
      reason.effect === 'unusable' && urls / totalUrls < SITE_FULL_EFFECT_URL_SHARE
        ? 'doubtful'
        : reason.effect;
    const existing = reasons.findIndex((r) => r.code === reason.code);
    if (existing >= 0 && RANK[reasons[existing].effect] <= RANK[effect]) continue;
    const combined: LastmodReason = {
      code: reason.code,
      effect,
      params: reason.params,
      files: { count, urls, totalUrls },
    };
    if (existing >= 0) reasons[existing] = combined;
    else reasons.push(combined);
  }
  worstFirst(reasons);
  const worst = reasons[0]?.effect;
  const verdict = worst === 'unusable' ? 'unusable' : worst === 'doubtful' ? 'doubtful' : 'usable';
  return { verdict, reasons };
}
