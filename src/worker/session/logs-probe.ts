/**
 * What each upload is to the logs reader (`logsProbe`): its first 64 KiB, looked into when
 * they are a gzip, tar or zip (src/core/logs/log-probe.ts). Read as a slice: a 2 GB log
 * costs the page nothing to probe.
 */
import { LOG_PROBE_BYTES, logProbeKindOf, type LogProbeKind } from '../../core/logs/log-probe';

export async function probeLogFiles(blobs: readonly Blob[]): Promise<LogProbeKind[]> {
  const kinds: LogProbeKind[] = [];
  for (const blob of blobs)
    kinds.push(logProbeKindOf(new Uint8Array(await blob.slice(0, LOG_PROBE_BYTES).arrayBuffer())));
  return kinds;
}
