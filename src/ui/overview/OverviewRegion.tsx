/**
 * The Overview with its answers: the figures from the page's file list and problems answer,
 * the robots.txt check of the page's crawler (the same question the URL table's summary asks:
 * the worker keeps its verdict column, so asking twice checks once) and the lastmod verdict
 * of all files, with the page check's figures when a `--pages` run brought one, and
 * Googlebot's fetches of the sitemap URLs when access logs are loaded.
 */
import { isReading } from '../input/inputs-fold';
import { useMemo } from 'react';
import type { InputFile } from '../file-list/input-files';
import { NO_FILTERS, toViewQuery } from '../filters/view-filters';
import { useRobotsCheck } from '../robots-workbench/useRobotsAnswers';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { Overview, type OverviewTarget } from './Overview';
import { overviewFigures } from './overview-figures';
import { logWindowDays } from '../../core/logs/crawler-figures';

const ALL_URLS = toViewQuery(NO_FILTERS);

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  files: readonly InputFile[];
  problems: ProblemsEvent | undefined;
  robotsCheck: RobotsCheck;
  onShow(target: OverviewTarget): void;
}

export function OverviewRegion({
  client,
  dataVersion,
  files,
  problems,
  robotsCheck,
  onShow,
}: Props) {
  const figures = useMemo(() => overviewFigures(files, problems), [files, problems]);
  const robots = useRobotsCheck(client, robotsCheck, dataVersion);
  // The verdict sorts every URL's lastmod: asked again at every slice of a long read, it took a
  // fifth of the analyzer's time in a million-URL upload. While files are read it is asked once
  // (the first figures), then again when reading settles.
  const isReadingNow = isReading(files);
  const lastmod = useAsk(
    client,
    // One bar: only the verdict is shown here.
    figures.urls > 0
      ? { type: 'lastmod', scope: { kind: 'all' }, query: ALL_URLS, maxBins: 1 }
      : null,
    { dependsOn: isReadingNow ? 'reading' : dataVersion },
  ).answer;
  const pageCheck = useAsk(client, { type: 'pageCheck' }, { dependsOn: dataVersion }).answer?.check;
  // Googlebot's join, as the command line's default agent: the Crawlers tab chooses others.
  const logs = useAsk(client, { type: 'logs' }, { dependsOn: dataVersion }).answer?.logs;
  const sitemapJoin = logs?.sitemap;
  return (
    <Overview
      figures={figures}
      robots={robots}
      lastmod={figures.urls > 0 ? lastmod?.total.verdict.verdict : undefined}
      {...(pageCheck
        ? { pagesChecked: { count: pageCheck.pages.length, agree: pageCheck.site.counts.agrees } }
        : {})}
      {...(logs && sitemapJoin
        ? {
            crawled: {
              agent: sitemapJoin.agent,
              fetched: sitemapJoin.fetched,
              listed: sitemapJoin.listed,
              days: logWindowDays(logs),
            },
          }
        : {})}
      onShow={onShow}
    />
  );
}
