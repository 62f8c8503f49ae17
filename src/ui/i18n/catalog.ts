import type { MessageKey } from './en';

/** A translation: any subset of the English keys (missing ones fall back to English). */
export type Catalog = Partial<Record<MessageKey, string>>;
