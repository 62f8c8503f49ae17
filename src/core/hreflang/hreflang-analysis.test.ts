import { describe, expect, test } from 'vitest';
import { AlternateTable } from './alternate-table';
import { analyzeHreflang, hreflangAnalysisSteps, LinkState } from './hreflang-analysis';

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

  test('in steps, the same analysis; rows added during the steps are not seen', () => {
    // 20,000 clusters of two (more sources than a step takes), one in 1,000 without its return.
    const entries: Entry[] = [];
    for (let cluster = 0; cluster < 20_000; cluster++) {
      const [en, de] = [`en/${cluster}`, `de/${cluster}`];
      const isFaulty = cluster % 1000 === 0;
      entries.push([
        en,
        [
          ['en', en],
          ['de', de],
        ],
      ]);
      entries.push([
        de,
        isFaulty
          ? [['de', de]]
          : [
              ['en', en],
              ['de', de],
            ],
      ]);
    }
    const whole = analyzeHreflang(tableOf(entries));
    const table = tableOf(entries);
    const steps = hreflangAnalysisSteps(table);
    let step = steps.next();
    let pauses = 0;
    while (!step.done) {
      // An open still reading appends to the table between steps.
      table.addEntry(2, `https://e.com/later/${pauses}`, 1, 1);
      table.addLink('fr', `https://e.com/en/${pauses}`, 1, 10);
      pauses++;
      step = steps.next();
    }
    expect(pauses).toBeGreaterThan(2);
    const stepped = step.value;
    expect(stepped.summary).toEqual(whole.summary);
    expect(stepped.problems).toEqual(whole.problems);
    expect([...stepped.linkState]).toEqual([...whole.linkState]);
    expect([...stepped.clusters.clusterOf]).toEqual([...whole.clusters.clusterOf]);
  });
});
