/**
 * Chinese (Simplified) catalog: partial on purpose. Keys not translated here fall back to
 * English (en.ts). Translators: add keys from en.ts; the type checks that they exist.
 */
import type { Catalog } from './catalog';

export const zh: Catalog = {};
