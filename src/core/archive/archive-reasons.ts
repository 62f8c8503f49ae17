/**
 * Why a container (gzip, zip, tar) could not be read whole, or a file not read at all:
 * stable sub-codes with their English detail, as `xmlErrorReasons` are for XML
 * (src/core/xml/xml-events.ts). A problem about one carries `reason`, the reason's own
 * params and the English `detail`, so that a translation can render its own
 * (src/messages/problem-details.ts). Errors from the inflater itself (fflate's or the
 * platform's message) have no reason: their detail is as thrown.
 */
import { formatMessage } from '../problems/problem-code-info';

export const archiveReasons = {
  'gzip-cut-in-header': 'the gzip data ends before its first member does',
  'gzip-cut-in-trailer': 'the gzip data ends inside a member trailer',
  'gzip-crc-mismatch':
    'the CRC-32 in the gzip trailer does not match the inflated data (corrupt file)',
  'gzip-length-mismatch':
    'the length in the gzip trailer does not match the inflated data (corrupt file)',
  'gzip-trailing-data': 'data after the end of the gzip stream was ignored',
  'compressed-cut': 'the compressed data ends before the end of the stream',
  'zip-directory-damaged': 'the zip central directory is damaged; entries were found by scanning',
  'zip-no-end-record':
    'the zip archive has no end record (cut short?); entries were found by scanning',
  'zip-entry-cut': 'the zip archive ends inside this entry',
  'zip-entry-encrypted': 'the zip entry is encrypted',
  'zip-method-unsupported':
    'zip compression method {method} is not supported (only stored and deflate)',
  'tar-cut-in-entry': 'the tar archive ends inside an entry (at byte {offset})',
  'tar-bad-checksum': 'invalid tar header checksum at byte {offset}',
  'tar-bad-size': 'impossible entry size in the tar header at byte {offset}',
  'tar-meta-too-large': 'tar extended header of {size} bytes',
  // Why a file is not read at all (`unreadable`).
  'gzip-nested-too-deep': 'gzip nested more than {depth} deep is not opened',
  'archive-in-archive': 'an archive inside an archive is not opened (one level of nesting)',
  'binary-unsupported': 'binary data that is not a supported format',
  'file-empty': 'the file is empty',
} as const;

export type ArchiveReason = keyof typeof archiveReasons;

/** Why reading stopped, as the problem it becomes: its code and English detail, and why. */
export interface ReadFailure<Code extends string = string> {
  readonly code: Code;
  readonly detail: string;
  readonly reason?: ArchiveReason;
  readonly reasonParams?: Readonly<Record<string, string | number>>;
}

export function readFailure<Code extends string>(
  code: Code,
  reason: ArchiveReason,
  params: Readonly<Record<string, string | number>> = {},
): ReadFailure<Code> {
  return {
    code,
    detail: formatMessage(archiveReasons[reason], params),
    reason,
    reasonParams: params,
  };
}

/**
 * The params of the problem a failure becomes: its reason with that reason's params (the
 * catalogs word them), or, for an inflater's own error that has no reason, its text as thrown.
 */
export function failureParams(failure: ReadFailure): Record<string, string | number> {
  return failure.reason
    ? { reason: failure.reason, ...failure.reasonParams }
    : { detail: failure.detail };
}
