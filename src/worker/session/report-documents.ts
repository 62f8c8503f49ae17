/**
 * Each document's own report for the report answer (`documentReports`): the session's
 * reports, each with its lastmod verdict, and the verdict over all URLs. The command line's
 * readable report and `--json` are written from it; a streamed run, which keeps no session,
 * pairs its reports with their verdicts by the same `withLastmodVerdicts`.
 */
import type { LastmodDocumentInsight } from '../../core/lastmod/lastmod-insight';
import type { SessionDocumentReport } from '../protocol/files';
import type { DocumentReports, ReportedDocument } from '../protocol/report';
import type { InspectorSession } from './inspector-session';

export function documentReportsOf(session: InspectorSession): DocumentReports {
  const insight = session.lastmod();
  return {
    documents: withLastmodVerdicts(session.reports(), insight.documents),
    lastmodTotal: insight.total,
  };
}

/** Each report with its document's verdict (sitemaps, indexes and feeds have one). */
export function withLastmodVerdicts(
  reports: readonly SessionDocumentReport[],
  verdicts: readonly Pick<LastmodDocumentInsight, 'documentId' | 'verdict'>[],
): ReportedDocument[] {
  const verdictOf = new Map(verdicts.map((doc) => [doc.documentId, doc.verdict]));
  return reports.map((report) => {
    const verdict = verdictOf.get(report.documentId);
    return verdict ? { ...report, lastmodVerdict: verdict } : report;
  });
}
