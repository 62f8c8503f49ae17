/**
 * The files `--site URL --open` read (scripts/inspect-open.ts), fetched from the server that
 * serves this page: its address carries `#open=TOKEN`, and the session's fetch log and files
 * are under `session/TOKEN/` beside the page, so the page fetches nothing but its own
 * origin's files. The log is applied as an uploaded `--save` folder's is
 * (saved-site-folder.ts): each file under the URL it was fetched from, each sitemap the site
 * did not give as `fetch-failed` with its status. A run with `--pages` also serves its
 * pages.json and page bodies: the page check's input, entries as a saved folder's are.
 */
import { readSavedPages, SAVED_PAGES_NAME } from '../../core/page-check/saved-pages';
import { readFetchLog } from '../../core/site/fetch-log';
import type { PageCheckOpenAsk, SavedPageBody } from '../../worker/protocol/page-check';
import { SECRET_PATTERN } from '../bookmarklet/site-message';
import { pageCheckEntries } from '../workspace/page-check-entries';
import type { NewEntry } from '../workspace/useWorkspace';
import { failedFetchEntries } from './saved-site-folder';

const FRAGMENT = /^#open=([0-9a-f]{32})$/;

/** The session token of the address's fragment, when the page was opened for one. */
export function openedSessionToken(hash: string): string | undefined {
  const token = FRAGMENT.exec(hash)?.[1];
  return token && SECRET_PATTERN.test(token) ? token : undefined;
}

/** Files fetched at a time: the server is this machine's, the limit is the browser's. */
const PARALLEL_FETCHES = 4;

export type OpenedSession =
  | {
      ok: true;
      /** The files, the sitemaps the site did not give, and the page check's files (`--pages`). */
      entries: NewEntry[];
      files: number;
      origin: string;
    }
  | { ok: false; reason: 'unreachable' | 'log' };

/** Fetches the session's log and files, relative to `base` (the page's own address). */
export async function fetchOpenedSession(
  token: string,
  base: string,
  fetchFile: typeof fetch = fetch,
): Promise<OpenedSession> {
  const folder = new URL(`session/${token}/`, base);
  const get = async (path: string): Promise<Response> => {
    const response = await fetchFile(new URL(path, folder), { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response;
  };
  let logText: string;
  try {
    logText = await (await get('fetch-log.json')).text();
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const reading = readFetchLog(logText);
  if (!reading) return { ok: false, reason: 'log' };
  const hasPageCheck = hasPageCheckNamed(logText);
  const saved = [...reading.urlOfSaved];
  const entries: NewEntry[] = [];
  try {
    for (let next = 0; next < saved.length; next += PARALLEL_FETCHES)
      entries.push(
        ...(await Promise.all(
          saved
            .slice(next, next + PARALLEL_FETCHES)
            .map(async ([savedAs, url]): Promise<NewEntry> => ({
              name: url,
              kind: 'file',
              // The saved name is one path segment here: its `/` stay data, never folders.
              blob: await (await get(`files/${encodeURIComponent(savedAs)}`)).blob(),
              origin: 'site',
            })),
        )),
      );
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  let pageCheck: PageCheckOpenAsk | undefined;
  try {
    if (hasPageCheck) pageCheck = await fetchPageCheck(get);
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const first = saved[0]?.[1] ?? reading.failed[0]?.url;
  return {
    ok: true,
    entries: [
      ...entries,
      ...failedFetchEntries(reading, 'site'),
      ...(pageCheck ? pageCheckEntries(pageCheck, 'site') : []),
    ],
    files: entries.length,
    origin: first ? new URL(first).origin : '',
  };
}

/** Whether the run's fetch log names the page check's file (a run with `--pages`). */
function hasPageCheckNamed(logText: string): boolean {
  try {
    return (JSON.parse(logText) as { pageCheck?: unknown } | null)?.pageCheck === SAVED_PAGES_NAME;
  } catch {
    return false;
  }
}

/**
 * pages.json and the bodies it names, when the run served them (the fetch log says so). Its
 * names are read here only to know which bodies to ask for; the worker checks the file
 * again, as it checks an uploaded folder's.
 */
async function fetchPageCheck(
  get: (path: string) => Promise<Response>,
): Promise<PageCheckOpenAsk | undefined> {
  let pagesJson: Blob;
  try {
    pagesJson = await (await get(SAVED_PAGES_NAME)).blob();
  } catch {
    return undefined;
  }
  const names = [
    ...new Set(readSavedPages(await pagesJson.text())?.pages.flatMap((page) => page.savedAs ?? [])),
  ];
  const bodies: SavedPageBody[] = [];
  for (let next = 0; next < names.length; next += PARALLEL_FETCHES)
    bodies.push(
      ...(await Promise.all(
        names.slice(next, next + PARALLEL_FETCHES).map(async (savedAs) => ({
          savedAs,
          // One encoded segment, as the saved files are asked for.
          blob: await (await get(`pages/${encodeURIComponent(savedAs)}`)).blob(),
        })),
      )),
    );
  return { pagesJson, bodies };
}
