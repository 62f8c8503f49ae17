/**
 * Words an analysis's descriptor brings with it (analysis-descriptor.ts `texts`), looked up
 * by locale and catalog key: the page's generic column header and a problem code's words
 * fall back to them, so an analysis whose words the catalogs do not hold yet still speaks
 * the user's language.
 */
import { analysisDescriptors } from './analysis-descriptors';
import type { DescriptorTexts } from './analysis-descriptor';
import type { Descriptors } from './declared-columns';

/** The first descriptor's words for `key` in `locale` (undefined: none brings it). */
export function descriptorText(
  locale: keyof DescriptorTexts,
  key: string,
  descriptors: Descriptors = analysisDescriptors,
): string | undefined {
  for (const descriptor of descriptors) {
    const text = descriptor.texts?.[locale][key];
    if (text !== undefined) return text;
  }
  return undefined;
}
