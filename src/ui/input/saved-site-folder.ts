/**
 * A folder the command line saved (`--site URL --save DIR`), uploaded whole: its fetch log
 * (src/core/site/fetch-log.ts) names each saved file by the URL it was fetched from, and
 * adds the sitemaps the site did not give and the children the run's patterns left out, so
 * the page answers as the command line did.
 * A run with `--pages` also saved `pages.json` and the page bodies under `pages/`: they are
 * the page check's input (entries of kind `pages`, judged in the worker as the command line
 * judged them), never sitemaps, so they never join the file list.
 * Any other folder, or one whose log does not read, is taken file by file as it is.
 */
import {
  FETCH_LOG_NAME,
  readFetchLog,
  SAVED_FILES_FOLDER,
  type FetchLogReading,
} from '../../core/site/fetch-log';
import { SAVED_PAGES_FOLDER, SAVED_PAGES_NAME } from '../../core/page-check/saved-pages';
import type { PageCheckOpenAsk } from '../../worker/protocol/page-check';
import type { InputOrigin } from '../file-list/input-files';
import { pageCheckEntries } from '../workspace/page-check-entries';
import type { NewEntry } from '../workspace/useWorkspace';

/** A file's path as the folder upload gives it (`DIR/files/host/s.xml`), else its name. */
const pathOf = (file: File): string => file.webkitRelativePath || file.name;

/** The fetch log among `files`, when there is one: at the top of the chosen folder. */
export function fetchLogOf(files: readonly File[]): File | undefined {
  return files.find((file) => {
    const parts = pathOf(file).split('/');
    return parts.length <= 2 && parts.at(-1) === FETCH_LOG_NAME;
  });
}

/**
 * The entries of a saved site folder, its page check's among them, or undefined when its log
 * does not read.
 */
export async function savedFolderEntries(
  files: readonly File[],
  log: File,
  origin: InputOrigin,
): Promise<NewEntry[] | undefined> {
  const reading = readFetchLog(await log.text());
  if (!reading) return undefined;
  const folder = pathOf(log).slice(0, -FETCH_LOG_NAME.length);
  const savedPrefix = `${folder}${SAVED_FILES_FOLDER}/`;
  const isPageCheckFile = pageCheckFileTest(folder);
  const entries: NewEntry[] = files
    .filter((file) => file !== log && !isPageCheckFile(file))
    .map((file) => {
      const path = pathOf(file);
      const url = path.startsWith(savedPrefix)
        ? reading.urlOfSaved.get(path.slice(savedPrefix.length))
        : undefined;
      return { name: url ?? path, kind: 'file', blob: file, origin };
    });
  const pageCheck = savedPageCheckOf(files, log);
  return [
    ...entries,
    ...failedFetchEntries(reading, origin),
    ...(pageCheck ? pageCheckEntries(pageCheck, origin) : []),
  ];
}

/** Whether a file of the folder is pages.json or a page body under `pages/`. */
function pageCheckFileTest(folder: string): (file: File) => boolean {
  const pagesPrefix = `${folder}${SAVED_PAGES_FOLDER}/`;
  return (file) => {
    const path = pathOf(file);
    return path === `${folder}${SAVED_PAGES_NAME}` || path.startsWith(pagesPrefix);
  };
}

/**
 * The page check a saved folder holds (`--pages` beside `--save`): its pages.json and each
 * body by its name under `pages/`; undefined when the run checked no pages.
 */
function savedPageCheckOf(files: readonly File[], log: File): PageCheckOpenAsk | undefined {
  const folder = pathOf(log).slice(0, -FETCH_LOG_NAME.length);
  const pagesJson = files.find((file) => pathOf(file) === `${folder}${SAVED_PAGES_NAME}`);
  if (!pagesJson) return undefined;
  const pagesPrefix = `${folder}${SAVED_PAGES_FOLDER}/`;
  const bodies = files
    .filter((file) => pathOf(file).startsWith(pagesPrefix))
    .map((file) => ({ savedAs: pathOf(file).slice(pagesPrefix.length), blob: file as Blob }));
  return { pagesJson, bodies };
}

/**
 * The sitemaps the site did not give, each an empty entry with how its fetch failed: the
 * index tree shows it `fetch-failed` with its status, never as a file not supplied.
 */
export function failedFetchEntries(reading: FetchLogReading, origin: InputOrigin): NewEntry[] {
  const empty = { kind: 'file', blob: new Blob([]), origin } as const;
  return [
    ...reading.failed.map((fetch) => ({ ...empty, name: fetch.url, fetch })),
    // A child the run's --skip / --follow left out says so (`index-child-left-out`).
    ...reading.leftOut.map((leftOut) => ({ ...empty, name: leftOut.url, leftOut })),
  ];
}
