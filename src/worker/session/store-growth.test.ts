import { describe, expect, test } from 'vitest';
import { UrlStore } from '../../core/analysis/url-store';
import { entry } from '../../../test/analysis/store-fixture';
import { DEFAULT_SESSION_LIMITS } from './session-limits';
import { StoreGrowth } from './store-growth';

/** Reads an input of `bytes` that gives `rows` URLs, as a session's turn does. */
function read(growth: StoreGrowth, store: UrlStore, bytes: number, rows: number, ok = true) {
  const done = growth.start(bytes);
  const file = store.addDocument(`f${store.documentIdLimit}.xml`);
  for (let i = 0; i < rows; i++) store.addUrl(file, entry(`https://a.example/${file}/${i}`));
  done(ok);
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
    const done = growth.start(1_000_000);
    expect(store.lastmodMs.length).toBe(40_000 + 127_500);
    expect(store.text.bytes.length).toBe(text + Math.ceil(text * 3 * (1 + 1 / 16)));
    done(true);
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
});
