import { describe, expect, test } from 'vitest';
import { UrlStore } from '../../core/analysis/url-store';
import { entry } from '../../../test/analysis/store-fixture';
import { DEFAULT_SESSION_LIMITS } from './session-limits';
import { StoreGrowth } from './store-growth';

function addRows(store: UrlStore, rows: number): void {
  const file = store.addDocument(`f${store.documentIdLimit}.xml`);
  for (let i = 0; i < rows; i++) store.addUrl(file, entry(`https://a.example/${file}/${i}`));
}

/** Reads an input of `bytes` that gives `rows` URLs, as a session's turn does. */
function read(growth: StoreGrowth, store: UrlStore, bytes: number, rows: number, ok = true) {
  const input = growth.start(bytes);
  addRows(store, rows);
  input.finish(ok);
}

describe('room reserved for the inputs queued', () => {
  test('the rate of the inputs read, times the bytes queued, with a margin', () => {
    const store = new UrlStore();
    const growth = new StoreGrowth(store, DEFAULT_SESSION_LIMITS);
    for (let i = 0; i < 4; i++) growth.queue(1_000_000);
    // Nothing read yet: nothing to go by.
    read(growth, store, 1_000_000, 40_000);
    expect(store.lastmodMs.length).toBeLessThan(80_000);
    const text = store.text.used;
    // Three inputs to come at 40,000 rows each: room for 120,000 more and a sixteenth.
    const input = growth.start(1_000_000);
    expect(store.lastmodMs.length).toBe(40_000 + 127_500);
    expect(store.text.bytes.length).toBe(text + Math.ceil(text * 3 * (1 + 1 / 16)));
    input.finish(true);
  });

  test('a failed input teaches nothing, and the room stays within the caps', () => {
    const store = new UrlStore();
    const growth = new StoreGrowth(store, { ...DEFAULT_SESSION_LIMITS, storeUrls: 150_000 });
    for (let i = 0; i < 2; i++) growth.queue(1_000_000);
    // Cancelled after 100 rows: its rows stay, its rate is not counted.
    read(growth, store, 1_000_000, 100, false);
    read(growth, store, 1_000_000, 50_000);
    growth.queue(2_000_000);
    growth.start(2_000_000);
    // 50,000 rows a million bytes would want 106,250 more; the cap leaves 99,900.
    expect(store.lastmodMs.length).toBe(150_000);
  });

  test('one big input (an archive): an eighth in, its own rows say what the rest brings', () => {
    const store = new UrlStore();
    const growth = new StoreGrowth(store, DEFAULT_SESSION_LIMITS);
    growth.queue(1_000_000);
    const input = growth.start(1_000_000);
    addRows(store, 20_000);
    input.read(100_000);
    expect(store.lastmodMs.length).toBeLessThan(40_000);
    input.read(125_000);
    // 20,000 rows in 125,000 bytes: 140,000 more in the other 875,000, and a sixteenth.
    expect(store.lastmodMs.length).toBe(20_000 + 148_750);
    // Once per input.
    addRows(store, 20_000);
    input.read(250_000);
    expect(store.lastmodMs.length).toBe(20_000 + 148_750);
    input.finish(true);
  });
});
