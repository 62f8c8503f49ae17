/** The CLI summary's hreflang figure for a count of checked links and the share confirmed. */
export const CONFIRMED_LINKS_CASES: [checkedLinks: number, confirmedShare: number, text: string][] =
  [
    // The analysis reports a share of 1 when nothing was checked; the text must not.
    [0, 1, 'no link could be checked'],
    [1, 1, '100.0 % of 1 link confirmed'],
    [1638, 1637 / 1638, '99.9 % of 1,638 links confirmed'],
  ];
