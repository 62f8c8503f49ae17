import { expect, test } from 'vitest';
import { confirmedLinksText } from '../../scripts/inspect-hreflang';
import { CONFIRMED_LINKS_CASES } from './hreflang-summary-cases';

test.each(CONFIRMED_LINKS_CASES)('%i links, share %d: %j', (checkedLinks, confirmedShare, text) => {
  expect(confirmedLinksText({ checkedLinks, confirmedShare })).toBe(text);
});
