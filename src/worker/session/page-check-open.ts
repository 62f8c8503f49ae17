/**
 * A saved run's page check read from what the page hands over (`pageCheckOpen`): pages.json
 * checked field by field (core/page-check/saved-pages.ts), each body read no further than
 * the page reader's cap and all of them within MAX_SAVED_BODIES_BYTES, and the whole judged by the command line's own judge
 * (core/page-check/judge-pages.ts). Undefined when pages.json does not read.
 */
import { judgePages, type PageCheck } from '../../core/page-check/judge-pages';
import {
  MAX_SAVED_BODIES_BYTES,
  MAX_SAVED_BODY_BYTES,
  MAX_SAVED_PAGES_BYTES,
  readSavedPages,
  savedPageRecords,
} from '../../core/page-check/saved-pages';
import type { PageCheckOpenAsk } from '../protocol/page-check';
import { CANCELLED, type Cancellable, type Cancelled } from './session-context';

export async function readSavedPageCheck(
  { pagesJson, bodies }: PageCheckOpenAsk,
  context: Cancellable,
  maxTotalBytes = MAX_SAVED_BODIES_BYTES,
): Promise<PageCheck | undefined | Cancelled> {
  if (pagesJson.size > MAX_SAVED_PAGES_BYTES) return undefined;
  const reading = readSavedPages(await pagesJson.text());
  if (!reading) return undefined;
  const blobOf = new Map(bodies.map((body) => [body.savedAs, body.blob]));
  const read = new Map<string, Uint8Array>();
  let bytesLeft = maxTotalBytes;
  for (const page of reading.pages) {
    const blob = page.savedAs === undefined ? undefined : blobOf.get(page.savedAs);
    if (!blob || read.has(page.savedAs!)) continue;
    const size = Math.min(blob.size, MAX_SAVED_BODY_BYTES);
    if (size > bytesLeft) continue;
    bytesLeft -= size;
    read.set(page.savedAs!, new Uint8Array(await blob.slice(0, size).arrayBuffer()));
    await context.yieldToEvents();
    if (context.isCancelled()) return CANCELLED;
  }
  return judgePages(
    savedPageRecords(reading, (savedAs) => read.get(savedAs)),
    reading.candidates,
  );
}
