/**
 * The URLs tab's two lists from the worker's `sections`: the Sections list, whose counts follow
 * every filter but the section filter (so it does not collapse to the one chosen), and the Host
 * filter's choices, from the view without the host and section filters (choosing a host must
 * not make the others vanish). While the text filter is refused (an invalid `/regex/`), the
 * Sections list keeps its last good answer, as the table keeps its last good rows.
 */
import { useMemo, useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { SectionsAnswer, ViewQuery } from '../../worker/protocol/rows';

export interface SectionsLists {
  /** For the Sections list. */
  answer: SectionsAnswer | undefined;
  /** For the Host filter. */
  hosts: readonly string[];
}

export function useSectionsLists(
  client: AnalyzerClient,
  query: ViewQuery,
  dataVersion: number,
): SectionsLists {
  const sectionsQuery = useMemo(() => ({ ...query, sections: undefined }), [query]);
  const fresh = useAsk(
    client,
    { type: 'sections', query: sectionsQuery },
    { dependsOn: dataVersion },
  ).answer;
  // Without a host filter the two questions are one: ask the second only when it differs.
  const hostsQuery = useMemo(
    () => (query.hosts ? { ...query, hosts: undefined, sections: undefined } : null),
    [query],
  );
  const unfiltered = useAsk(client, hostsQuery && { type: 'sections', query: hostsQuery }, {
    dependsOn: dataVersion,
  }).answer;

  // React's "storing information from previous renders": the last answer that was not refused.
  const [good, setGood] = useState<SectionsAnswer>();
  if (fresh && !fresh.isQueryRefused && fresh !== good) setGood(fresh);
  const answer = fresh?.isQueryRefused ? good : fresh;

  const hostSource = hostsQuery ? (unfiltered?.isQueryRefused ? undefined : unfiltered) : answer;
  const [goodHosts, setGoodHosts] = useState<readonly string[]>([]);
  const hosts = useMemo(() => hostSource?.hosts.map((host) => host.host), [hostSource]);
  if (hosts && hosts !== goodHosts) setGoodHosts(hosts);
  return { answer, hosts: hosts ?? goodHosts };
}
