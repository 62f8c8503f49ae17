import { describe, expect, test } from 'vitest';
import {
  EMPTY_WORKSPACE,
  entriesToKeep,
  keysInUse,
  setAsideKeys,
  typedSitesByKey,
  workspaceReducer,
  type Workspace,
  type WorkspaceAction,
  type WorkspaceEntry,
} from './workspace';
import { workspaceChanges } from './workspace-changes';

const entry = (id: string, more: Partial<WorkspaceEntry> = {}): WorkspaceEntry => ({
  id,
  kind: 'file',
  name: `${id}.xml`,
  origin: 'upload',
  blob: new Blob([id]),
  ...more,
});

const run = (actions: WorkspaceAction[], start: Workspace = EMPTY_WORKSPACE) =>
  actions.reduce(workspaceReducer, start);
const ids = (entries: readonly WorkspaceEntry[]) => entries.map((item) => item.id);

const zip = entry('zip', { keptKey: 'k-zip' });
const crawl = entry('crawl', { kind: 'crawl', keptKey: 'k-crawl' });
const earlier = entry('old', { kind: 'earlier', keptKey: 'k-old' });
const history = { 'https://a.example': [{ savedAtMs: 1, note: '', text: 'User-agent: *' }] };
const restored = run([
  { type: 'restore', entries: [zip, crawl, earlier], setAside: [], setAsideHistory: {} },
  { type: 'history', change: () => history },
]);

describe('one lifecycle for every kind of entry', () => {
  test.each<[string, WorkspaceAction[], string[], string[]]>([
    // [case, steps after a reload, entries, set aside]
    ['Clear sets everything aside', [{ type: 'startOver' }], [], ['zip', 'crawl', 'old']],
    [
      'Undo brings all of it back',
      [{ type: 'startOver' }, { type: 'undo' }],
      ['zip', 'crawl', 'old'],
      [],
    ],
    [
      'a hand-over starts clean',
      [{ type: 'startOver', entries: [entry('site', { origin: 'site' })] }],
      ['site'],
      ['zip', 'crawl', 'old'],
    ],
    [
      'Undo after a hand-over brings the previous back',
      [{ type: 'startOver', entries: [entry('site', { origin: 'site' })] }, { type: 'undo' }],
      ['zip', 'crawl', 'old'],
      [],
    ],
    [
      'a new file ends the Undo offer',
      [{ type: 'startOver' }, { type: 'add', entries: [entry('next')] }],
      ['next'],
      [],
    ],
    [
      'a new crawl export replaces the old one',
      [{ type: 'add', entries: [entry('crawl2', { kind: 'crawl' })] }],
      ['zip', 'old', 'crawl2'],
      [],
    ],
    [
      'a new snapshot replaces the old one',
      [{ type: 'add', entries: [entry('old2', { kind: 'earlier' })] }],
      ['zip', 'crawl', 'old2'],
      [],
    ],
  ])('%s', (_name, actions, entries, setAside) => {
    const after = run(actions, restored);
    expect(ids(after.entries)).toEqual(entries);
    expect(ids(after.setAside)).toEqual(setAside);
  });

  test('Clear takes the robots.txt history too, and Undo brings it back', () => {
    const cleared = run([{ type: 'startOver' }], restored);
    expect(cleared.history).toEqual({});
    expect(run([{ type: 'undo' }], cleared).history).toEqual(history);
  });

  test('Load demo keeps the history, and the demo is never offered back', () => {
    const demo = run(
      [{ type: 'startOver', entries: [entry('demo', { origin: 'demo' })], keepsHistory: true }],
      restored,
    );
    expect(demo.history).toEqual(history);
    expect(ids(run([{ type: 'startOver' }], demo).setAside)).toEqual([]);
  });

  test('the user’s first input sends the demo away', () => {
    const demo = run([{ type: 'startOver', entries: [entry('demo', { origin: 'demo' })] }]);
    expect(ids(run([{ type: 'add', entries: [entry('mine')] }], demo).entries)).toEqual(['mine']);
  });

  test('what is set aside keeps its copies in storage until the offer ends', () => {
    const cleared = run([{ type: 'startOver' }], restored);
    expect(setAsideKeys(cleared)).toEqual(['k-zip', 'k-crawl', 'k-old']);
    expect([...keysInUse(cleared)]).toEqual(['k-zip', 'k-crawl', 'k-old']);
    expect([...keysInUse(run([{ type: 'dismissUndo' }], cleared))]).toEqual([]);
  });

  test('Forget drops every copy and the history, and nothing is kept again', () => {
    const forgotten = run([{ type: 'forget' }], restored);
    expect([...keysInUse(forgotten)]).toEqual([]);
    expect(forgotten.history).toEqual({});
    expect(entriesToKeep(forgotten, () => true)).toEqual([]);
  });
});

describe('the page check’s files are entries like the others', () => {
  const pagesJson = entry('pj', { kind: 'pages', name: 'pages.json', keptKey: 'k-pj' });
  const body = entry('pb', { kind: 'pages', name: 'pages/a.html', keptKey: 'k-pb' });
  const withCheck = run(
    [{ type: 'add', entries: [pagesJson, body] }],
    run([{ type: 'restore', entries: [zip, crawl], setAside: [], setAsideHistory: {} }]),
  );

  test.each<[string, WorkspaceAction[], string[], string[]]>([
    // [case, steps, entries, set aside]
    ['Clear sets them aside', [{ type: 'startOver' }], [], ['zip', 'crawl', 'pj', 'pb']],
    [
      'Undo brings them back',
      [{ type: 'startOver' }, { type: 'undo' }],
      ['zip', 'crawl', 'pj', 'pb'],
      [],
    ],
    [
      'a new check replaces the old one whole',
      [{ type: 'add', entries: [entry('pj2', { kind: 'pages', name: 'pages.json' })] }],
      ['zip', 'crawl', 'pj2'],
      [],
    ],
    [
      'the last file removed takes the check with it',
      [{ type: 'remove', ids: ['zip'] }],
      ['crawl'],
      [],
    ],
    [
      'a file left keeps the check',
      [
        { type: 'add', entries: [entry('more')] },
        { type: 'remove', ids: ['zip'] },
      ],
      ['crawl', 'pj', 'pb', 'more'],
      [],
    ],
  ])('%s', (_name, actions, entries, setAside) => {
    const after = run(actions, withCheck);
    expect(ids(after.entries)).toEqual(entries);
    expect(ids(after.setAside)).toEqual(setAside);
  });

  test('Clear keeps their copies for Undo; the worker forgets the check, and reads it again', () => {
    const cleared = run([{ type: 'startOver' }], withCheck);
    expect(setAsideKeys(cleared)).toEqual(['k-zip', 'k-crawl', 'k-pj', 'k-pb']);
    expect(workspaceChanges(withCheck.entries, cleared.entries).pages).toEqual([]);
    const undone = run([{ type: 'undo' }], cleared);
    expect(workspaceChanges(cleared.entries, undone.entries).pages).toEqual([pagesJson, body]);
  });

  test('kept like the others once read', () => {
    const added = run([{ type: 'add', entries: [entry('p', { kind: 'pages' })] }]);
    expect(ids(entriesToKeep(added, () => true))).toEqual(['p']);
    expect(entriesToKeep(added, () => false)).toEqual([]);
  });
});

describe('what is kept', () => {
  test.each<[string, Partial<WorkspaceEntry>, boolean]>([
    ['an upload', {}, true],
    ['the crawl export', { kind: 'crawl' }, true],
    ['an earlier snapshot file', { kind: 'earlier' }, true],
    ['the demo', { origin: 'demo' }, false],
    ['a site’s file not asked for', { origin: 'site' }, false],
    ['a site’s file asked for', { origin: 'site', isKeepAsked: true }, true],
    ['a file already kept', { keptKey: 'k' }, false],
  ])('%s', (_name, more, isKept) => {
    const workspace = run([{ type: 'add', entries: [entry('x', more)] }]);
    expect(entriesToKeep(workspace, () => true).length).toBe(isKept ? 1 : 0);
  });

  test('Keep in this browser asks for the link’s and the site’s entries', () => {
    const workspace = run([
      { type: 'add', entries: [entry('x', { origin: 'link' })] },
      { type: 'keepAsked' },
    ]);
    expect(ids(entriesToKeep(workspace, () => true))).toEqual(['x']);
  });
});

describe('what the worker is told', () => {
  test.each<[string, WorkspaceEntry[], WorkspaceEntry[], object]>([
    [
      'nothing when a copy is written',
      [zip],
      [{ ...zip, keptKey: 'other' }],
      { addedFiles: [], removedInputIds: [] },
    ],
    [
      'Clear removes every kind',
      [zip, crawl, earlier],
      [],
      { addedFiles: [], removedInputIds: ['zip'], crawl: null, earlier: [] },
    ],
    [
      'Undo reads every kind again',
      [],
      [zip, crawl, earlier],
      { addedFiles: [zip], removedInputIds: [], crawl, earlier: [earlier] },
    ],
  ])('%s', (_name, before, after, changes) => {
    expect(workspaceChanges(before, after)).toEqual(changes);
  });
});

describe('the site typed for a robots.txt stays with its entry', () => {
  const robots = entry('robots', { name: 'robots.txt', keptKey: 'k-robots' });
  const typed = (site: string): WorkspaceAction => ({ type: 'typeSite', id: 'robots', site });
  const siteOf = (workspace: Workspace) =>
    [...workspace.entries, ...workspace.setAside].find((item) => item.id === 'robots')?.site;

  test.each<[string, WorkspaceAction[], string | undefined, Record<string, string>]>([
    // [case, steps after the file was added, its site, the sites recorded by storage key]
    ['typed', [typed('news.example')], 'news.example', { 'k-robots': 'news.example' }],
    [
      'typed again',
      [typed('news'), typed('news.example')],
      'news.example',
      { 'k-robots': 'news.example' },
    ],
    ['emptied', [typed('news.example'), typed('')], undefined, {}],
    [
      'set aside by Clear',
      [typed('news.example'), { type: 'startOver' }],
      'news.example',
      { 'k-robots': 'news.example' },
    ],
    [
      'back with Undo',
      [typed('a.example'), { type: 'startOver' }, { type: 'undo' }],
      'a.example',
      { 'k-robots': 'a.example' },
    ],
    [
      'gone with its entry',
      [typed('a.example'), { type: 'remove', ids: ['robots'] }],
      undefined,
      {},
    ],
  ])('%s', (_name, steps, site, recorded) => {
    const workspace = run([{ type: 'add', entries: [robots, zip] }, ...steps]);
    expect(siteOf(workspace)).toBe(site);
    expect(typedSitesByKey(workspace)).toEqual(recorded);
  });
});
