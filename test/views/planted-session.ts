/**
 * The planted sitemaps (planted-sitemaps.ts) loaded into an InspectorSession, and the request
 * context the session tests run with: shared by src/worker/session/inspector-session*.test.ts.
 */
import { expect } from 'vitest';
import type { AnalyzerEvent } from '../../src/worker/protocol/request-map';
import type { FileSource, OpenedFile } from '../../src/worker/protocol/files';
import { InspectorSession, type RequestContext } from '../../src/worker/session/inspector-session';
import { plantedFiles } from './planted-sitemaps';

export const clock = { nowMs: () => Date.UTC(2025, 0, 1), monotonicMs: () => performance.now() };

export function contextFor(events: AnalyzerEvent[], isCancelled = () => false): RequestContext {
  return {
    requestId: 1,
    emit: (event) => events.push(event),
    isCancelled,
    yieldToEvents: () => Promise.resolve(),
  };
}

export const asBlob = (bytes: Uint8Array): FileSource => ({
  kind: 'blob',
  blob: new Blob([bytes.slice()]),
});
export const asBytes = (bytes: Uint8Array): FileSource => ({
  kind: 'bytes',
  bytes: bytes.slice().buffer,
});

export async function loadPlanted(session = new InspectorSession(clock)) {
  const events: AnalyzerEvent[] = [];
  const files = plantedFiles().map((file, i) => ({
    inputId: `f${i}`,
    name: file.name,
    source: asBlob(file.bytes),
  }));
  await expect(session.open(files, contextFor(events))).resolves.toBe('done');
  const opened = events.flatMap((event) => (event.type === 'fileReport' ? [event.file] : []));
  return { session, events, opened };
}

export const reportsOf = (file: OpenedFile) => file.documents ?? [];
