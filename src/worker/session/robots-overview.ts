/**
 * Two answers about one robots.txt and what else is loaded: "AI crawlers at a glance" (core
 * ai-access.ts: may each AI crawler fetch the site root and each top-level section of the
 * sitemaps) and the file's `Sitemap:` lines marked loaded, not loaded or invalid (core
 * sitemap-lines.ts, against the sitemaps the index tree found supplied).
 *
 * Sections come from the store's interned sections (one counter per row, no URL decoded), and
 * only a bounded sample of each is decoded and checked, so a million URLs cost what a
 * thousand do.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { evaluateCrawlerAccess, sitemapSections } from '../../core/robots/analyses/ai-access';
import { classifySitemapLines } from '../../core/robots/analyses/sitemap-lines';
import type { RobotsSite } from '../../core/robots/analyses/site-origin';
import type { AiAccessAnswer, SitemapLinesAnswer } from '../protocol/robots';
import type { TreeNodeView } from '../protocol/tree';
import { RobotsSources, type ResolvedRobots } from './robots-source';

/** URLs of each section checked per crawler (ai-access.ts's own default). */
const SECTION_SAMPLE = 200;

export function aiAccess(store: UrlStore, resolved: ResolvedRobots | null): AiAccessAnswer {
  if (resolved === null) return { robots: null, sections: [], crawlers: [] };
  const { sample, totals } = sampleBySection(store, resolved.site);
  const sections = sitemapSections(sample, resolved.site, SECTION_SAMPLE)
    .map((section) => ({
      ...section,
      // The sample stands for the section; the count is the store's.
      urlCount: totals.get(section.path) ?? section.urlCount,
    }))
    .sort((a, b) => b.urlCount - a.urlCount || (a.path < b.path ? -1 : 1));
  const crawlers = evaluateCrawlerAccess(resolved.robots, sections).map((access) => ({
    token: access.token,
    appliedToken: access.appliedToken,
    standing: access.standing,
    preferences: access.preferences.map((p) => ({ ...p, lines: [...p.lines] })),
    pathPreferenceLines: [...access.pathPreferenceLines],
    root: access.root,
    sections: access.sections.map((section) => ({ ...section, lines: [...section.lines] })),
  }));
  return {
    robots: RobotsSources.used(resolved),
    sections: sections.map(({ path, urlCount }) => ({ path, urlCount })),
    crawlers,
  };
}

export function sitemapLines(
  resolved: ResolvedRobots | null,
  tree: { roots: readonly TreeNodeView[]; unlisted: readonly TreeNodeView[] },
): SitemapLinesAnswer {
  if (resolved === null) return { robots: null, lines: [] };
  const lines = classifySitemapLines(resolved.robots, resolved.site, suppliedLocs(tree)).map(
    ({ line, url, status, reason, host }) => ({
      line,
      url,
      status,
      ...(reason !== undefined ? { reason } : {}),
      ...(host !== undefined ? { host } : {}),
    }),
  );
  return { robots: RobotsSources.used(resolved), lines };
}

/** Listed sitemaps the tree matched to a supplied document. */
function suppliedLocs(tree: {
  roots: readonly TreeNodeView[];
  unlisted: readonly TreeNodeView[];
}): string[] {
  const locs: string[] = [];
  const visit = (node: TreeNodeView): void => {
    if (node.loc !== undefined && node.state === 'supplied' && node.documentId !== undefined)
      locs.push(node.loc);
    node.children.forEach(visit);
  };
  [...tree.roots, ...tree.unlisted].forEach(visit);
  return locs;
}

/**
 * Up to `SECTION_SAMPLE` URLs of each stored section on the site's host, and the URL count
 * per section path (`/blog/`, `/` for the top level), as ai-access.ts names them. The store
 * knows hosts, not schemes: sitemapSections drops sample URLs of another scheme.
 */
function sampleBySection(
  store: UrlStore,
  site: RobotsSite | null,
): { sample: string[]; totals: Map<string, number> } {
  const { prefixes } = store;
  // Sections as the Sections list has them (root-sections.ts).
  const sectionOfPrefix = store.sectionsOfPrefixes();
  const hostKey =
    site === null ? null : site.port === null ? site.host : `${site.host}:${site.port}`;
  const isWanted = Uint8Array.from(prefixes.sectionHost, (host) =>
    hostKey === null || prefixes.hostNames[host] === hostKey ? 1 : 0,
  );
  const perSection = new Uint32Array(prefixes.sectionName.length);
  const sample: string[] = [];
  for (let row = 0; row < store.size; row++) {
    const section = sectionOfPrefix[store.prefixOf[row]];
    if (isWanted[section] && perSection[section]++ < SECTION_SAMPLE) sample.push(store.loc(row));
  }
  const totals = new Map<string, number>();
  for (let id = 0; id < perSection.length; id++) {
    if (!isWanted[id]) continue;
    const name = prefixes.sectionName[id];
    const path = name === '' ? '/' : `/${name}/`;
    totals.set(path, (totals.get(path) ?? 0) + perSection[id]);
  }
  return { sample, totals };
}
