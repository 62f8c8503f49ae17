/**
 * The report answer's `documentReports` (asked by the command line, whose readable report and
 * `--json` are written from it): every document the session read, with its lastmod verdict,
 * and the verdict over all URLs; the page's report, which does not ask, carries none.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_ROBOTS_CHECK } from '../../src/worker/protocol/robots';
import { reportAnswer } from '../../src/worker/session/report-answer';
import { context, demoSession } from './report-scenarios';

describe('documentReports', () => {
  test("are the session's reports, each with the verdict lastmod gives its document", async () => {
    const session = await demoSession();
    const answer = await reportAnswer(
      session,
      { robotsCheck: DEFAULT_ROBOTS_CHECK, documentReports: true },
      context,
    );
    if (answer === 'cancelled') throw new Error('cancelled');
    const insight = session.lastmod();
    const reports = session.reports();
    expect(
      answer.documentReports?.documents.map(({ lastmodVerdict: _, ...report }) => report),
    ).toEqual(reports);
    for (const document of answer.documentReports!.documents)
      expect(document.lastmodVerdict).toEqual(
        insight.documents.find((judged) => judged.documentId === document.documentId)?.verdict,
      );
    expect(answer.documentReports!.documents.some((document) => document.lastmodVerdict)).toBe(
      true,
    );
    expect(answer.documentReports?.lastmodTotal).toEqual(insight.total);
  });

  test("are left out of the page's report, which does not ask for them", async () => {
    const answer = await reportAnswer(
      await demoSession(),
      { robotsCheck: DEFAULT_ROBOTS_CHECK },
      context,
    );
    if (answer === 'cancelled') throw new Error('cancelled');
    expect(answer.documentReports).toBeUndefined();
  });
});
