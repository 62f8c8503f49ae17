/**
 * `hreflang-target-blocked`: alternates whose URL the chosen robots.txt (the first loaded, as
 * the table's default check and `url-blocked-by-robots`) blocks for the chosen crawler
 * (Googlebot). Google cannot crawl a blocked alternate, so it cannot see its return links.
 * Each distinct target is checked once (core/robots/analyses/crosscheck.ts), stored or not.
 */
import { LinkState, type HreflangAnalysis } from '../../core/hreflang/hreflang-analysis';
import { cappedProblem, PROBLEMS_KEPT_PER_CODE } from '../../core/problems/problem-cap';
import type { DocumentId } from '../../core/ids';
import { createProblem } from '../../core/problems/problem';
import { crossCheckRange, VerdictCode } from '../../core/robots/analyses/crosscheck';
import { DEFAULT_ROBOTS_CHECK } from '../protocol/robots';
import type { SessionProblem } from './problem-groups';
import type { RobotsCrossCheck } from './robots-crosscheck';

export function blockedAlternateProblems(
  analysis: HreflangAnalysis,
  crossCheck: RobotsCrossCheck,
): SessionProblem[] {
  const column = crossCheck.columnOf(DEFAULT_ROBOTS_CHECK);
  if (column === null) return [];
  const { table, linkState, linkEntry } = analysis;
  // The distinct URLs named by a link to another URL.
  const indexOf = new Int32Array(table.urls.size).fill(-1);
  const texts: string[] = [];
  for (let link = 0; link < table.linkCount; link++) {
    if (linkState[link] === LinkState.self) continue;
    const target = table.linkUrl[link];
    if (indexOf[target] === -1) {
      indexOf[target] = texts.length;
      texts.push(table.urls.textOf(target));
    }
  }
  const verdicts = new Uint8Array(texts.length);
  const lines = new Uint32Array(texts.length);
  const { robots, site } = column.resolved;
  crossCheckRange(robots, column.agent, texts, site, 0, texts.length, verdicts, lines);
  const problems: SessionProblem[] = [];
  const kept = new Map<number, number>();
  const over = new Map<number, number>();
  for (let link = 0; link < table.linkCount; link++) {
    if (linkState[link] === LinkState.self) continue;
    const at = indexOf[table.linkUrl[link]];
    if (verdicts[at] !== VerdictCode.blocked) continue;
    const entry = linkEntry[link];
    const documentId = table.entryDocument[entry];
    const count = (kept.get(documentId) ?? 0) + 1;
    kept.set(documentId, count);
    if (count > PROBLEMS_KEPT_PER_CODE) {
      over.set(documentId, (over.get(documentId) ?? 0) + 1);
      continue;
    }
    const params = {
      hreflang: table.codes.textOf(table.linkCode[link]),
      href: texts[at],
      agent: column.agent,
      line: lines[at],
    };
    const url = table.urls.textOf(table.entryUrl[entry]);
    problems.push({
      documentId: documentId as DocumentId,
      problem: createProblem(
        'hreflang-target-blocked',
        table.linkLine[link],
        table.linkColumn[link],
        params,
        url,
      ),
    });
  }
  for (const [documentId, count] of over)
    problems.push({
      documentId: documentId as DocumentId,
      problem: cappedProblem('hreflang-target-blocked', count),
    });
  return problems;
}
