/**
 * Fits a state to what a link reader accepts (validate-share-state.ts, share-codec.ts), so
 * the address the app writes as one works always opens again: the workbench's lists are cut
 * to their caps and each entry and text to its length, and when the fragment would still be
 * longer than a reader reads (`MAX_FRAGMENT_CHARS`, `MAX_INFLATED_BYTES`), the two robots.txt texts are left out
 * (the site, test URLs, crawlers and expectations stay). The workbench allows more than a
 * link carries (100,000 test lines, 2 MiB of robots.txt), so without this a big session
 * would write an address that its own reload refuses.
 */
import {
  encodeShareFragment,
  MAX_FRAGMENT_CHARS,
  MAX_INFLATED_BYTES,
  SHARE_FRAGMENT_PREFIX,
} from './share-codec';
import { SHARE_LIMITS, type ShareState, type WorkbenchShareState } from './share-state';

export interface FittedShareState {
  state: ShareState;
  /** `#s=…` for `state`. */
  fragment: string;
  /** Lists or texts were cut to the caps. */
  isClipped: boolean;
  /** The robots.txt texts did not fit the fragment and were left out. */
  isRobotsLeftOut: boolean;
}

const clip = (text: string, maxChars: number) =>
  text.length > maxChars ? text.slice(0, maxChars) : text;

function clipWorkbench(workbench: WorkbenchShareState): WorkbenchShareState {
  const list = (items: readonly string[], maxItems: number) =>
    items.slice(0, maxItems).map((item) => clip(item, SHARE_LIMITS.shortChars));
  return {
    robots: clip(workbench.robots, SHARE_LIMITS.textChars),
    before: clip(workbench.before, SHARE_LIMITS.textChars),
    site: clip(workbench.site, SHARE_LIMITS.shortChars),
    testUrls: list(workbench.testUrls, SHARE_LIMITS.testUrls),
    crawlers: list(workbench.crawlers, SHARE_LIMITS.crawlers),
    expectations: clip(workbench.expectations, SHARE_LIMITS.textChars),
  };
}

export function fitShareState(state: ShareState): FittedShareState {
  if (!state.workbench) {
    const fragment = encodeShareFragment(state);
    return { state, fragment, isClipped: false, isRobotsLeftOut: false };
  }
  const workbench = clipWorkbench(state.workbench);
  const isClipped = JSON.stringify(workbench) !== JSON.stringify(state.workbench);
  const clipped: ShareState = { ...state, workbench };
  const fragment = encodeShareFragment(clipped);
  const inflatedBytes = new TextEncoder().encode(JSON.stringify(clipped)).length;
  if (
    fragment.length - SHARE_FRAGMENT_PREFIX.length <= MAX_FRAGMENT_CHARS &&
    inflatedBytes <= MAX_INFLATED_BYTES
  ) {
    return { state: clipped, fragment, isClipped, isRobotsLeftOut: false };
  }
  const lighter: ShareState = { ...state, workbench: { ...workbench, robots: '', before: '' } };
  return {
    state: lighter,
    fragment: encodeShareFragment(lighter),
    isClipped,
    isRobotsLeftOut: true,
  };
}
