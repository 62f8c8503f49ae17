/**
 * Two or more sentences, each a catalog entry, as one paragraph in the page's language.
 * English and other space-separated scripts put a space between sentences; Japanese and
 * Chinese do not: a full stop 。 or an exclamation ！ already takes a full character's width,
 * and a space after it reads as a gap in the line.
 */
import type { Locale } from '../messages/locale';

/** Punctuation that ends a sentence in ja and zh and is followed by no space. */
const WIDE_SENTENCE_END = /[。！？」』）]$/;

export function joinSentences(locale: Locale, sentences: readonly string[]): string {
  const isSpaceless = locale === 'ja' || locale === 'zh';
  return sentences
    .filter((sentence) => sentence !== '')
    .reduce(
      (joined, sentence) =>
        joined === ''
          ? sentence
          : isSpaceless && WIDE_SENTENCE_END.test(joined)
            ? joined + sentence
            : `${joined} ${sentence}`,
      '',
    );
}
