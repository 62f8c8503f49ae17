/**
 * The usage errors of the fetching options of `--site`, as data: each exits 2 with its
 * message, before anything is fetched.
 */
export const FETCH_OPTION_USAGE_ERRORS: readonly (readonly [
  args: readonly string[],
  message: string,
])[] = [
  [['--header', 'X-Token: a\r\nInjected: 1'], 'without control characters'],
  [['--header', 'X-Token: a\nb'], 'without control characters'],
  [['--header', 'X-Token: a\u0007b'], 'without control characters'],
  [['--header', 'X Token: a'], '--header takes "Name: value"'],
  [['--header', 'no colon'], '--header takes "Name: value"'],
  [['--header', 'Host: other.example'], 'the fetch sets this field itself'],
  [['--header', 'User-Agent: x'], 'set it with --user-agent'],
  [['--rate', '0'], '--rate: expected a positive number'],
  [['--rate', 'fast'], '--rate: expected a positive number'],
  [['--follow'], '--follow takes a value'],
  [['--discover=yes'], '--discover takes no value'],
];
