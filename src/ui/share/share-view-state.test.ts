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
        inputId: 'file-3',
        documents: { ids: [1, 2].map(asDocumentId), name: 'sitemap.xml' },
      },
    };
    const decoded = decodeShareFragment(encodeShareFragment(toShareState(view)));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const { inputId: _file, documents: _documents, ...shared } = view.filters;
    expect(fromShareState(decoded.state)).toEqual({ tab: 'urls', filters: shared });
  });

  test.each(['coverage', 'changes'] as const)('a link made on the %s tab opens on it', (tab) => {
    const decoded = decodeShareFragment(
      encodeShareFragment(toShareState({ tab, filters: NO_FILTERS })),
    );
    expect(decoded.ok && fromShareState(decoded.state).tab).toBe(tab);
  });

  test('the interface language travels in the link', () => {
    const decoded = decodeShareFragment(
      encodeShareFragment(toShareState({ tab: 'tree', filters: NO_FILTERS, lang: 'ja' })),
    );
    expect(decoded.ok && decoded.state).toEqual({ v: 1, lang: 'ja' });
    if (decoded.ok) expect(fromShareState(decoded.state).lang).toBe('ja');
  });

  test('the lastmod selection survives: histogram period, changed since and its flag', () => {
    const view: PageView = {
      tab: 'lastmod',
      filters: {
        ...NO_FILTERS,
        lastmodRange: { fromMs: Date.UTC(2026, 0, 1), toMs: Date.UTC(2026, 1, 1) - 1 },
        changedSince: '2026-03-01T09:15',
        changedSinceKeepsNoLastmod: false,
      },
    };
    const decoded = decodeShareFragment(encodeShareFragment(toShareState(view)));
    expect(decoded.ok && fromShareState(decoded.state)).toEqual(view);
  });

  test('a changed-since day from an older link opens as its midnight (UTC)', () => {
    const view = fromShareState({ v: 1, lastmod: { changedSince: '2026-03-01' } });
    expect(view.filters.changedSince).toBe('2026-03-01T00:00');
    expect(view.filters.changedSinceKeepsNoLastmod).toBe(true);
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

  test('typing in the workbench replaces; a tab change beside it pushes', () => {
    const workbench = {
      robots: 'User-agent: *\n',
      before: '',
      site: '',
      testUrls: ['/a'],
      crawlers: ['Googlebot'],
      expectations: '',
    };
    const view: PageView = { tab: 'robots', filters: NO_FILTERS };
    const typed = { ...workbench, robots: 'User-agent: *\nDisallow: /a\n' };
    expect(isTypingStep(toShareState(view, workbench), toShareState(view, typed))).toBe(true);
    expect(isTypingStep(toShareState(view), toShareState(view, workbench))).toBe(true);
    expect(
      isTypingStep(
        toShareState(view, workbench),
        toShareState({ ...view, tab: 'urls' }, workbench),
      ),
    ).toBe(false);
  });
});
