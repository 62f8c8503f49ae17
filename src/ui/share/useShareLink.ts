/**
 * The link "Copy share link" offers, built off the main path: the files' texts are read
 * from their Blobs (once per file), then core/share/share-link.ts fits as many small files
 * as the budget allows. Also builds the shorter link that only names the files.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  buildShareLink,
  DEFAULT_LINK_BUDGET,
  type ShareFileCandidate,
  type ShareLink,
} from '../../core/share/share-link';
import { fitShareState } from '../../core/share/fit-share-state';
import type { ShareState } from '../../core/share/share-state';
import type { InputFile } from '../file-list/input-files';
import type { LeftOutOfLink } from '../workspace/left-out-of-link';

/** What a file was made from: its name and bytes (a workspace entry). */
interface FileSource {
  name: string;
  blob: Blob;
}

/** Files larger than this are never read for a link: deflate would need > 30:1 to fit the budget. */
const MAX_READ_BYTES = DEFAULT_LINK_BUDGET * 30;
const BUILD_DEBOUNCE_MS = 300;

export interface ShareLinks {
  full: ShareLink;
  /** The same view with the files named only. */
  short: ShareLink;
  /** The workbench's robots.txt was too long for any link and is left out (the rest is in). */
  isRobotsLeftOut: boolean;
  /** The inputs no link carries (the crawl export, the earlier snapshot, the history). */
  leftOut: LeftOutOfLink;
}

async function textOf(blob: Blob): Promise<string | undefined> {
  if (blob.size > MAX_READ_BYTES) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await blob.arrayBuffer());
  } catch {
    return undefined; // Binary (gzip, zip): the link names it only.
  }
}

/** The links for `state` and the files loaded now; each file's text is read once. */
async function buildLinks(
  state: ShareState,
  files: readonly InputFile[],
  sourceOf: (inputId: string) => FileSource | undefined,
  texts: WeakMap<Blob, Promise<string | undefined>>,
  leftOut: LeftOutOfLink,
): Promise<ShareLinks> {
  const candidates: ShareFileCandidate[] = [];
  for (const file of files) {
    const source = sourceOf(file.inputId);
    if (!source) continue;
    let text = texts.get(source.blob);
    if (!text) {
      text = textOf(source.blob);
      texts.set(source.blob, text);
    }
    const content = await text;
    candidates.push({
      name: source.name,
      sizeBytes: source.blob.size,
      ...(content !== undefined ? { text: content } : {}),
    });
  }
  const base = window.location.href.split('#')[0] ?? '';
  const fitted = fitShareState(state);
  return {
    full: buildShareLink(base, fitted.state, candidates),
    short: buildShareLink(
      base,
      fitted.state,
      candidates.map(({ name, sizeBytes }) => ({ name, sizeBytes })),
    ),
    isRobotsLeftOut: fitted.isRobotsLeftOut,
    leftOut,
  };
}

export interface ShareLinkState {
  /**
   * The links shown, built a moment after the last change (typing is not rebuilt per key);
   * undefined until they are built for the view as it is now.
   */
  links: ShareLinks | undefined;
  /** The links for what the page shows this instant: Copy uses it, so it never lags an edit. */
  buildNow(): Promise<ShareLinks>;
}

export function useShareLink(
  state: ShareState,
  files: readonly InputFile[],
  sourceOf: (inputId: string) => FileSource | undefined,
  leftOut: LeftOutOfLink,
): ShareLinkState {
  // The links with the view they were built for: a link of an earlier view is not shown,
  // where a teammate would open the tab or filter before the last change.
  const [built, setBuilt] = useState<{ view: object; links: ShareLinks }>();
  const texts = useRef(new WeakMap<Blob, Promise<string | undefined>>());
  // The links name the files and carry their texts: a file's progress changes neither, and
  // rebuilt for it they re-rendered the page after each progress render while files were
  // read. So they are built again when the files are others, read then from `latest`.
  const fileKey = files.map((file) => file.inputId).join('\n');
  const latest = useRef({ state, files, sourceOf, leftOut });
  useEffect(() => {
    latest.current = { state, files, sourceOf, leftOut };
  });
  // A new object each render: its parts say when the links need building again.
  const { crawl, earlierFiles, hasPageCheck, historySites } = leftOut;
  // One object per view the links are built for: new whenever what they carry changes.
  const view = useMemo(
    () => ({ state, fileKey, sourceOf, crawl, earlierFiles, hasPageCheck, historySites }),
    [state, fileKey, sourceOf, crawl, earlierFiles, hasPageCheck, historySites],
  );

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      const parts = {
        ...(crawl !== undefined ? { crawl } : {}),
        earlierFiles,
        hasPageCheck,
        historySites,
      };
      void buildLinks(state, latest.current.files, sourceOf, texts.current, parts).then((links) => {
        if (isCurrent) setBuilt({ view, links });
      });
    }, BUILD_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [view, state, sourceOf, crawl, earlierFiles, hasPageCheck, historySites]);

  const buildNow = useCallback(() => {
    const { state, files, sourceOf, leftOut } = latest.current;
    return buildLinks(state, files, sourceOf, texts.current, leftOut);
  }, []);

  return { links: built?.view === view ? built.links : undefined, buildNow };
}
