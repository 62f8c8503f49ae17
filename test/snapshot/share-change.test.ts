/** The URL table's **Change** filter travels in share links (docs/share-links.md); a bad value is refused. */
import { expect, test } from 'vitest';
import { decodeShareFragment, encodeShareFragment } from '../../src/core/share/share-codec';
import type { ShareState } from '../../src/core/share/share-state';
import { NO_FILTERS } from '../../src/ui/filters/view-filters';
import { fromShareState, toShareState, type PageView } from '../../src/ui/share/share-view-state';

test.each(['added', 'removed', 'lastmod-changed', 'unchanged'] as const)(
  'the Change filter %s survives encode and decode',
  (change) => {
    const view: PageView = { tab: 'urls', filters: { ...NO_FILTERS, change } };
    const decoded = decodeShareFragment(encodeShareFragment(toShareState(view)));
    expect(decoded.ok && decoded.state.urls).toEqual({ change });
    expect(decoded.ok && fromShareState(decoded.state)).toEqual(view);
  },
);

test('an unknown change is refused, naming the field', () => {
  const state = { v: 1, urls: { change: 'moved' } } as unknown as ShareState;
  const decoded = decodeShareFragment(encodeShareFragment(state));
  expect(decoded.ok).toBe(false);
  expect(!decoded.ok && JSON.stringify(decoded)).toContain('urls.change');
});
