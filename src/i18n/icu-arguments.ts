/**
 * The argument names an ICU message uses (`{name}`, `{count, plural, one {…} other {…}}`),
 * for checking that a translation fills the same placeholders as the English. A small walk
 * over the syntax instead of a full parser: text, arguments, and the option bodies of
 * plural/select arguments (which are text again). ASCII apostrophes quote per ICU rules.
 */
export function icuArguments(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  const text = (closing: boolean): void => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && /['{}#|]/.test(message[i + 1] ?? '')) {
        const end = message.indexOf("'", i + 1 + (message[i + 1] === "'" ? 1 : 0));
        i = message[i + 1] === "'" ? i + 2 : end < 0 ? message.length : end + 1;
      } else if (c === '{') {
        i++;
        argument();
      } else if (c === '}') {
        if (!closing) throw new Error(`unmatched } at ${i} in ${message}`);
        i++;
        return;
      } else i++;
    }
    if (closing) throw new Error(`unclosed { in ${message}`);
  };
  const argument = (): void => {
    const match = /^\s*(\w+)\s*(?:,\s*(\w+)\s*)?/.exec(message.slice(i));
    if (!match) throw new Error(`bad argument at ${i} in ${message}`);
    names.add(match[1]!);
    i += match[0].length;
    const type = match[2];
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      i = message.indexOf(',', i) + 1; // past the options' comma
      for (;;) {
        const option = /^\s*(?:offset:\d+\s*)?(=?\w+)\s*\{/.exec(message.slice(i));
        if (!option) break;
        i += option[0].length;
        text(true);
      }
    }
    const end = message.indexOf('}', i);
    if (end < 0) throw new Error(`unclosed argument in ${message}`);
    i = end + 1;
  };
  text(false);
  return names;
}
