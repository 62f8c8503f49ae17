import { asDocumentId } from '../../core/ids';
import { describe, expect, test } from 'vitest';
import { decodeShareFragment, encodeShareFragment } from '../../core/share/share-codec';
import { NO_FILTERS } from '../filters/view-filters';
import { fromShareState, isTypingStep, toShareState, type PageView } from './share-view-state';

describe('page view ⇄ share state', () => {
  test('an untouched page is an empty state', () => {
    expect(toShareState({ tab: 'tree', filters: NO_FILTERS })).toEqual({ v: 1 });
  });

  test('tab, filters and sort survive encode and decode; page-only filters stay out', () => {
    const view: PageView = {
      tab: 'urls',
      filters: {
        ...NO_FILTERS,
        text: '/blog/',
        sort: { column: 'lastmod', descending: true },
        host: 'www.example.com',
        problemCode: 'loc-invalid',
        lastmodFrom: '2026-01-01',
        includeNoLastmod: true,
        fileId: 'file-3',
        documents: { ids: [1, 2].map(asDocumentId), name: 'sitemap.xml' },
      },
    };
    const decoded = decodeShareFragment(encodeShareFragment(toShareState(view)));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const { fileId: _file, documents: _documents, ...shared } = view.filters;
    expect(fromShareState(decoded.state)).toEqual({ tab: 'urls', filters: shared });
  });

  test('the interface language travels in the link', () => {
    const decoded = decodeShareFragment(
      encodeShareFragment(toShareState({ tab: 'tree', filters: NO_FILTERS, lang: 'ja' })),
    );
    expect(decoded.ok && decoded.state).toEqual({ v: 1, lang: 'ja' });
    if (decoded.ok) expect(fromShareState(decoded.state).lang).toBe('ja');
  });

  test.each<[string, PageView, PageView, boolean]>([
    [
      'typing in the filter replaces',
      { tab: 'urls', filters: { ...NO_FILTERS, text: 'a' } },
      { tab: 'urls', filters: { ...NO_FILTERS, text: 'ab' } },
      true,
    ],
    [
      'a tab change pushes',
      { tab: 'urls', filters: NO_FILTERS },
      { tab: 'problems', filters: NO_FILTERS },
      false,
    ],
    [
      'a sort pushes',
      { tab: 'urls', filters: NO_FILTERS },
      { tab: 'urls', filters: { ...NO_FILTERS, sort: { column: 'loc', descending: false } } },
      false,
    ],
  ])('%s', (_name, before, after, isTyping) => {
    expect(isTypingStep(toShareState(before), toShareState(after))).toBe(isTyping);
  });
});
