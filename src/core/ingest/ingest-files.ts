/**
 * The ingestion pipeline: named byte sources in, documents out. Each input is sniffed by
 * its magic bytes, containers are opened (gzip, zip, tar, `.tar.gz`, a zip of `.gz`
 * files), and every document is routed to the sitemap reader or to the robots.txt reader.
 * URLs and sitemap references stream to the sink as they are read; each document ends
 * with one DocumentReport. A bad file never spoils the others: whatever goes wrong stays in
 * that file's report.
 *
 * Pacing: core has no timers, so the caller's `yieldEvery()` is awaited about every MiB
 * and `shouldStop()` is polled after every chunk (the worker's cancel).
 */
import { createProblem, type Problem } from '../problems/problem';
import { Sniffer } from './sniffer';
import { defaultReaders } from './default-readers';
import { IngestCancelled, IngestContext, type FileFacts } from './ingest-context';
import type { ByteSource, IngestOptions, IngestResult, IngestSink } from './ingest-types';

/** Bytes already in memory are fed in slices this size, like a stream would be. */
const INPUT_SLICE_BYTES = 1024 * 1024;

export async function ingestFiles(
  inputs: readonly ByteSource[],
  sink: IngestSink,
  options: IngestOptions,
): Promise<IngestResult> {
  const context = new IngestContext(sink, options.readers ?? defaultReaders, options);
  let cancelled = false;
  try {
    for (let index = 0; index < inputs.length; index++) {
      context.checkStop();
      await ingestOne(context, index, inputs[index]);
    }
  } catch (error) {
    if (!(error instanceof IngestCancelled)) throw error;
    cancelled = true;
  }
  return context.result(cancelled);
}

async function ingestOne(context: IngestContext, index: number, input: ByteSource): Promise<void> {
  context.inputIndex = index;
  context.inputName = input.name;
  context.bytesRead = 0;
  context.inputBytes = 'bytes' in input ? input.bytes.length : 'size' in input ? input.size : 0;
  const facts: FileFacts = {
    name: input.name,
    storedBytes: 0,
    problems: [],
    ...('sourceUrl' in input && input.sourceUrl !== undefined
      ? { sourceUrl: input.sourceUrl }
      : {}),
  };
  const filesBefore = context.files;
  try {
    if ('refused' in input) {
      reportUnreadInput(context, facts, [input.refused]);
    } else if ('bytes' in input) {
      const sniffer = new Sniffer(context, facts, { gzip: 0, archive: 0 }, input.bytes);
      facts.storedBytes = input.bytes.length;
      for (let at = 0; at < input.bytes.length; at += INPUT_SLICE_BYTES) {
        const slice = input.bytes.subarray(at, at + INPUT_SLICE_BYTES);
        context.bytesRead += slice.length;
        await sniffer.push(slice);
      }
      await sniffer.end();
    } else {
      const sniffer = new Sniffer(context, facts, { gzip: 0, archive: 0 });
      for await (const chunk of input.chunks()) {
        facts.storedBytes += chunk.length;
        context.bytesRead += chunk.length;
        await sniffer.push(chunk);
      }
      await sniffer.end();
    }
  } catch (error) {
    if (error instanceof IngestCancelled) throw error;
    // A failed read (or a bug) still gives the input a report, and the run goes on.
    if (context.files === filesBefore) reportFailedInput(context, facts, error);
  }
  context.reportProgress();
}

function reportFailedInput(context: IngestContext, facts: FileFacts, error: unknown): void {
  const detail = `could not be read (${error instanceof Error ? error.message : String(error)})`;
  reportUnreadInput(context, facts, [createProblem('unreadable', 0, 0, { detail })]);
}

/** The report of an input none of whose bytes were read, and the problems that say why. */
function reportUnreadInput(
  context: IngestContext,
  facts: FileFacts,
  why: readonly Problem[],
): void {
  const problems = [...facts.problems, ...why];
  context.files++;
  context.problems += problems.length;
  context.sink.onFileReport({
    ingestId: context.allocateIngestId(),
    name: facts.name,
    format: facts.format ?? 'text',
    kind: 'unknown',
    bytes: facts.storedBytes,
    inflatedBytes: 0,
    urls: 0,
    sitemaps: 0,
    lastmod: { present: 0, distinct: 0 },
    problems,
    unreadable: true,
  });
}
