import { describe, expect, test } from 'vitest';
import { AlternateTable } from './alternate-table';
import { analyzeHreflang, LinkState } from './hreflang-analysis';

type Entry = [loc: string, links: [code: string, href: string][]];

function tableOf(entries: Entry[]): AlternateTable {
  const table = new AlternateTable();
  entries.forEach(([loc, links], index) => {
    table.addEntry(1, `https://e.com/${loc}`, index + 1, 1);
    for (const [code, href] of links) table.addLink(code, `https://e.com/${href}`, index + 1, 10);
  });
  return table;
}

const codesOf = (entries: Entry[], listed: string[] = []) =>
  analyzeHreflang(tableOf(entries), (urls, isListed) => {
    for (const loc of listed) {
      const id = urls.find(`https://e.com/${loc}`);
      if (id !== undefined) isListed[id] = 1;
    }
  })
    .problems.map(({ problem }) => `${problem.code} ${problem.url?.slice(14)}`)
    .sort();

describe('hreflang analysis', () => {
  test('two URLs of one cluster naming two URLs for one code conflict once', () => {
    expect(
      codesOf([
        [
          'a',
          [
            ['en', 'a'],
            ['de', 'b'],
            ['x-default', 'a'],
          ],
        ],
        [
          'b',
          [
            ['en', 'a'],
            ['de', 'c'],
            ['x-default', 'a'],
          ],
        ],
      ]),
    ).toEqual(['hreflang-conflict b', 'hreflang-missing-self b', 'hreflang-target-not-listed b']);
  });

  test('a target listed without alternates of its own does not return the link', () => {
    const entries: Entry[] = [
      [
        'a',
        [
          ['en', 'a'],
          ['de', 'b'],
          ['x-default', 'a'],
        ],
      ],
    ];
    expect(codesOf(entries, ['b'])).toEqual(['hreflang-no-return a']);
    expect(codesOf(entries)).toEqual(['hreflang-target-not-listed a']);
  });

  test('a cluster without x-default is a note; codes compare case-insensitively', () => {
    expect(
      codesOf([
        [
          'a',
          [
            ['en-GB', 'a'],
            ['DE', 'b'],
          ],
        ],
        [
          'b',
          [
            ['en-gb', 'a'],
            ['de', 'b'],
          ],
        ],
      ]),
    ).toEqual(['hreflang-no-x-default a']);
  });

  test('link states and clusters', () => {
    const analysis = analyzeHreflang(
      tableOf([
        [
          'a',
          [
            ['en', 'a'],
            ['de', 'b'],
          ],
        ],
        [
          'b',
          [
            ['en', 'a'],
            ['de', 'b'],
          ],
        ],
        [
          'c',
          [
            ['en', 'c'],
            ['fr', 'd'],
          ],
        ],
      ]),
    );
    expect(Array.from(analysis.linkState)).toEqual([
      LinkState.self,
      LinkState.confirmed,
      LinkState.confirmed,
      LinkState.self,
      LinkState.self,
      LinkState.notListed,
    ]);
    expect(analysis.summary).toMatchObject({ clusters: 2, checkedLinks: 2, confirmedLinks: 2 });
  });
});
