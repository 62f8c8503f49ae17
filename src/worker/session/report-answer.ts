/**
 * The report's figures (protocol/report.ts), gathered from the answers each view gets: the
 * problems, the robots.txt check and AI table, the lastmod verdicts and histogram, the page
 * check, hreflang,
 * crawl coverage and the snapshot change, with the site's host and what was loaded; for the
 * workbook, its every-URL lists (report-lists.ts). The robots.txt check is filled in slices first.
 */
import { documentFigures } from '../../core/analysis/document-figures';
import { severityCounts } from '../../core/problems/severity-counts';
import type { SessionDocumentReport } from '../protocol/files';
import type { ReportAnswer, ReportAsk, ReportLoaded } from '../protocol/report';
import type { InspectorSession } from './inspector-session';
import { documentReportsOf } from './report-documents';
import { reportLists } from './report-lists';
import { CANCELLED, type Cancellable, type Cancelled } from './session-context';
import { PROBLEMS_STEP } from './session-analysis';

/** Bars of the report's lastmod histogram: a printed page's width. */
const REPORT_HISTOGRAM_BINS = 24;

export async function reportAnswer(
  session: InspectorSession,
  { robotsCheck, listRows, documentReports }: ReportAsk,
  context: Cancellable,
): Promise<ReportAnswer | Cancelled> {
  if (!(await session.prepare({ step: PROBLEMS_STEP }, context))) return CANCELLED;
  const robots = await session.workbench.robotsCheck(robotsCheck, context);
  if (robots === CANCELLED) return CANCELLED;
  const reports = session.reports();
  // An archive's own report stands beside its members': its members are the documents.
  const documents = reports.filter((report) => report.kind !== 'archive');
  const figures = {
    inputs: new Set(reports.map((report) => report.inputId)).size,
    ...documentFigures(documents),
  };
  const problems = session.problems();
  // A document's count holds every problem of it, the analyses' own groups' too.
  const problemCounts = session.problemCountsByDocument();
  const hreflang = session.hreflang.view({}).summary;
  // The site is the host with most URLs (Sections' order: most first, then by name), so a
  // sitemap that also lists a sister site's or a CDN's URLs is still named after the site.
  const host = session.sections({}).hosts.find((counted) => counted.host !== '')?.host;
  const pageCheck = session.pageCheck.answer();
  const logs = session.logs.answer().logs;
  return {
    takenMs: Date.now(),
    ...(host !== undefined ? { host } : {}),
    loaded: loadedInputs(session, reports),
    figures,
    documents: documents.map(({ documentId, name, kind, urls }) => ({
      name,
      kind,
      urls,
      problems: problemCounts.get(documentId) ?? 0,
    })),
    severities: severityCounts(problems),
    problems,
    robots,
    ...(robots.robots ? { aiAccess: session.workbench.aiAccess(robotsCheck.source) } : {}),
    ...(figures.urls > 0
      ? {
          lastmod: session.lastmodView({
            scope: { kind: 'all' },
            query: {},
            maxBins: REPORT_HISTOGRAM_BINS,
          }),
        }
      : {}),
    ...(pageCheck ? { pageCheck } : {}),
    ...(hreflang.links > 0 ? { hreflang } : {}),
    coverage: session.crawl.answer(),
    compare: session.earlier.answer(session),
    ...(logs ? { logs } : {}),
    ...(listRows !== undefined ? { lists: reportLists(session, problems, listRows) } : {}),
    ...(documentReports ? { documentReports: documentReportsOf(session) } : {}),
  };
}

/** The inputs by name (an archive's members are its documents, not inputs). */
function loadedInputs(
  session: InspectorSession,
  reports: readonly SessionDocumentReport[],
): ReportLoaded {
  const inputNames = (of: readonly SessionDocumentReport[]) =>
    of.filter((report) => report.parentDocumentId === undefined).map((report) => report.name);
  const crawl = session.crawl.answer().file?.name;
  const earlier = session.earlier.earlierSession?.reports();
  return {
    files: inputNames(reports),
    ...(crawl !== undefined ? { crawl } : {}),
    ...(earlier ? { earlier: inputNames(earlier) } : {}),
  };
}
