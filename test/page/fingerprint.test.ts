import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  CHANGE_MIN_DISTANCE,
  contentChanged,
  contentFingerprint,
  fingerprintTokens,
  similarity,
} from '../../src/core/page/fingerprint';
import type { ContentFingerprint } from '../../src/core/page/page-facts';
import { readPage } from '../../src/core/page/read-page';
import { articlePage, QUIET_RENDER, type RenderNoise } from './fingerprint-page';

const paragraphs = readFileSync(new URL('./fingerprint/article.txt', import.meta.url), 'utf8')
  .trim()
  .split(/\n\s*\n/);
const edits = JSON.parse(
  readFileSync(new URL('./fingerprint/edits.json', import.meta.url), 'utf8'),
) as {
  added: { paragraph: number; sentence: string }[];
  changed: { from: string; to: string }[];
};

function fingerprintOf(html: string): ContentFingerprint {
  const facts = readPage({
    url: 'https://example.com/sourdough',
    status: 200,
    headers: {},
    body: new TextEncoder().encode(html),
  });
  if (facts.fingerprint === null) throw new Error('no fingerprint');
  return facts.fingerprint;
}

const base = fingerprintOf(articlePage(paragraphs, QUIET_RENDER));

describe('content fingerprint: a re-render is not a change', () => {
  test.each<[string, Partial<RenderNoise>]>([
    [
      'a rotating related-posts aside',
      { related: ['Starter troubleshooting', 'Whole wheat loaves', 'Baking with kids'] },
    ],
    ['a new CSRF token in a hidden input', { csrfToken: '7d793037a0760186574b0282f2f435e7' }],
    ['a view counter', { views: 1_305_117 }],
    ["today's date in the footer", { today: '8 December 2026' }],
    [
      'all four at once',
      { related: ['Baking with kids'], csrfToken: 'x', views: 2, today: '1 January 2027' },
    ],
  ])('%s', (_name, noise) => {
    const rendered = fingerprintOf(articlePage(paragraphs, { ...QUIET_RENDER, ...noise }));
    expect(rendered.scope).toBe('main');
    expect(similarity(base.simhash, rendered.simhash)).toBe(0);
    expect(contentChanged(base, rendered)).toBe(false);
  });
});

describe('content fingerprint: an edited paragraph is a change', () => {
  const added = edits.added.map(({ paragraph, sentence }): [string, string[]] => [
    `a sentence added to paragraph ${paragraph + 1}`,
    paragraphs.map((text, i) => (i === paragraph ? `${text} ${sentence}` : text)),
  ]);
  const changed = edits.changed.map(({ from, to }): [string, string[]] => [
    `"${from.slice(0, 30)}…" rewritten`,
    paragraphs.map((text) => text.replace(from, to)),
  ]);
  test.each([...added, ...changed])('%s', (_name, edited) => {
    expect(edited.join(' ')).not.toBe(paragraphs.join(' '));
    const fingerprint = fingerprintOf(articlePage(edited, QUIET_RENDER));
    expect(fingerprint.textHash).not.toBe(base.textHash);
    expect(similarity(base.simhash, fingerprint.simhash)).toBeGreaterThanOrEqual(
      CHANGE_MIN_DISTANCE,
    );
    expect(contentChanged(base, fingerprint)).toBe(true);
  });
});

/** A fixed-seed linear congruential generator, so that the measurement is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
}

describe('content fingerprint: the threshold parts sentences from words', () => {
  const words = paragraphs.join(' ').split(' ');
  const vocabulary = [
    'bread',
    'oven',
    'salt',
    'crust',
    'dough',
    'knead',
    'proof',
    'loaf',
    'rye',
    'spelt',
  ];
  const baseText = contentFingerprint(words.join(' '), 'main');
  /** Share of `trials` edits that count as a change. */
  function changedShare(edit: (words: string[], random: () => number) => void): number {
    const random = seededRandom(7);
    let changed = 0;
    const trials = 200;
    for (let trial = 0; trial < trials; trial++) {
      const edited = [...words];
      edit(edited, random);
      if (contentChanged(baseText, contentFingerprint(edited.join(' '), 'main'))) changed++;
    }
    return changed / trials;
  }
  const pick = (random: () => number, length: number) => Math.floor(random() * length);
  const sentence = (random: () => number) =>
    Array.from({ length: 12 }, () => vocabulary[pick(random, vocabulary.length)]);

  test('a 12-word sentence rewritten: at least 95% are changes', () => {
    const share = changedShare((edited, random) => {
      edited.splice(pick(random, edited.length - 12), 12, ...sentence(random));
    });
    expect(share).toBeGreaterThanOrEqual(0.95);
  });
  test('a 12-word sentence added: at least 85% are changes', () => {
    const share = changedShare((edited, random) => {
      edited.splice(pick(random, edited.length), 0, ...sentence(random));
    });
    expect(share).toBeGreaterThanOrEqual(0.85);
  });
  test('one word replaced: at most 80% are changes', () => {
    const share = changedShare((edited, random) => {
      edited[pick(random, edited.length)] = vocabulary[pick(random, vocabulary.length)];
    });
    expect(share).toBeLessThanOrEqual(0.8);
  });
});

describe('content fingerprint: normalisation', () => {
  test.each<[string, string[]]>([
    ['Ｆｕｌｌ－width ＡＢＣ １２３', ['full', 'width', 'abc']],
    ['1,204 views · 3 minutes ago', ['views', 'minutes', 'ago']],
    ['Updated 3 March 2026 (v2, mp3)', ['updated', 'march', 'v2', 'mp3']],
    ['Café  déjà\u00a0vu', ['café', 'déjà', 'vu']],
    ['更新日: 2026年3月3日', ['更', '新', '日', '年', '月', '日']],
  ])('%j → %j', (text, tokens) => {
    expect(fingerprintTokens(text).map((token) => token.text)).toEqual(tokens);
  });

  test('a page without <main> or <article>: the body without nav, header, footer and aside', () => {
    const page = (footer: string) =>
      `<body><nav>Home</nav><header>Site ${footer}</header><div><p>Feed the starter twice a day with flour and water.</p></div><aside>${footer}</aside><footer>${footer}</footer></body>`;
    const a = fingerprintOf(page('Monday'));
    const b = fingerprintOf(page('Tuesday'));
    expect(a.scope).toBe('body');
    expect(a.textHash).toBe(b.textHash);
    expect(a.tokens).toBe(10);
  });

  test('CJK text is shingled by character bigrams', () => {
    const text = 'スターターには一日二回、小麦粉と水を与えます。温かい場所に置いてください。';
    const same = contentFingerprint(text, 'main');
    expect(contentFingerprint(text, 'main')).toEqual(same);
    const edited = contentFingerprint(text.replace('温かい場所', '冷蔵庫の中'), 'main');
    expect(contentChanged(same, edited)).toBe(true);
  });

  test('similarity is the Hamming distance', () => {
    expect(similarity('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(similarity('8000000000000001', '0000000000000000')).toBe(2);
    expect(similarity(base.simhash, base.simhash)).toBe(0);
  });
});
