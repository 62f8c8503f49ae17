/**
 * Search Console's page indexing export, as its three files come: `Table.csv` (`URL`,
 * `Last crawled`: the pages), `Chart.csv` (dates and counts) and `Metadata.csv`
 * (`Property`, `Value`), whose `Issue` row names the reason every page of the table shares
 * ("Excluded by ‘noindex’ tag", "Crawled - currently not indexed", or an indexed state for
 * the export of indexed pages) and whose `Sitemap` row names the report's filter. The table
 * alone does not say why (crawl-verdict.ts), so the reason is read from the metadata beside
 * it: from the same zip (the Export button's download), or from the files uploaded together.
 * Sources and their dates: test/crawl/samples/README.md.
 */
import Papa from 'papaparse';
import { Inflate, zipSync } from 'fflate';
import { listZipEntries, ZipMethod, type ZipEntry } from '../archive/zip-reader';

/** What `Metadata.csv` says of the export. */
export interface SearchConsoleMetadata {
  /** The issue every URL of the table has, as Search Console names it. */
  issue?: string;
  /** The report's filter: "All known pages", or a sitemap. */
  sitemap?: string;
}

/** The table and metadata found in an export's zip. */
export interface SearchConsoleZip {
  table: Uint8Array<ArrayBuffer>;
  metadata?: SearchConsoleMetadata;
}

/** The export's zip is a few hundred kilobytes (1,000 rows at most): bigger is not one. */
export const SEARCH_CONSOLE_ZIP_MAX_BYTES = 4 * 1024 * 1024;
/** Inflated bytes taken from one of its members, whatever the member's header says. */
const MEMBER_MAX_BYTES = 16 * 1024 * 1024;
/** Longest value kept from the metadata (an issue's name is a few dozen characters). */
const MAX_VALUE_CHARS = 200;

/** True when a header row is `Metadata.csv`'s: `Property`, `Value`. */
export function isSearchConsoleMetadata(header: readonly string[]): boolean {
  return (
    header.length === 2 &&
    header[0]!.replace(/^\uFEFF/, '').trim() === 'Property' &&
    header[1]!.trim() === 'Value'
  );
}

/** True when a header row is `Chart.csv`'s: `Date` and counts, no URL. */
export function isSearchConsoleChart(header: readonly string[]): boolean {
  return header.length >= 2 && header[0]!.replace(/^\uFEFF/, '').trim() === 'Date';
}

/** `Metadata.csv`'s text read; undefined when it is not one. */
export function readSearchConsoleMetadata(text: string): SearchConsoleMetadata | undefined {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
    preview: 50,
  }).data;
  const [header, ...properties] = rows;
  if (!header || !isSearchConsoleMetadata(header)) return undefined;
  const metadata: SearchConsoleMetadata = {};
  for (const [name, value] of properties) {
    const kept = value?.trim().slice(0, MAX_VALUE_CHARS);
    if (!kept) continue;
    if (name?.trim() === 'Issue') metadata.issue = kept;
    else if (name?.trim() === 'Sitemap') metadata.sitemap = kept;
  }
  return metadata;
}

/**
 * The table and metadata of an export's zip (members named `Table.csv` and `Metadata.csv`,
 * in any folder); undefined when the bytes are not such a zip.
 */
export function readSearchConsoleZip(bytes: Uint8Array): SearchConsoleZip | undefined {
  if (bytes.length > SEARCH_CONSOLE_ZIP_MAX_BYTES || !isZip(bytes)) return undefined;
  const { entries } = listZipEntries(bytes);
  const member = (name: string) => entries.find((entry) => baseName(entry.path) === name);
  const tableEntry = member('Table.csv');
  const table = tableEntry && inflated(tableEntry);
  if (!table) return undefined;
  const metadataEntry = member('Metadata.csv');
  const metadataBytes = metadataEntry && inflated(metadataEntry);
  const metadata =
    metadataBytes && readSearchConsoleMetadata(new TextDecoder().decode(metadataBytes));
  return { table, ...(metadata ? { metadata } : {}) };
}

/**
 * A table and its metadata as the export's own zip (stored, not compressed: a few hundred
 * kilobytes at most), for a table and metadata uploaded or named as two files.
 */
export function searchConsoleExportZip(
  table: Uint8Array,
  metadata: Uint8Array,
): Uint8Array<ArrayBuffer> {
  return zipSync(
    { 'Table.csv': table, 'Metadata.csv': metadata },
    { level: 0 },
  ) as Uint8Array<ArrayBuffer>;
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A member's bytes, at most MEMBER_MAX_BYTES of them inflated; undefined when unreadable. */
function inflated(entry: ZipEntry): Uint8Array<ArrayBuffer> | undefined {
  if (entry.isEncrypted || entry.isCut) return undefined;
  if (entry.method === ZipMethod.stored)
    return new Uint8Array(entry.data.subarray(0, MEMBER_MAX_BYTES));
  if (entry.method !== ZipMethod.deflate) return undefined;
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    const inflate = new Inflate((chunk) => {
      total += chunk.length;
      // The header's size is the member's word, not a bound: the bytes count.
      if (total > MEMBER_MAX_BYTES) throw new RangeError('member larger than its cap');
      parts.push(chunk);
    });
    inflate.push(entry.data, true);
  } catch {
    return undefined;
  }
  const joined = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}
