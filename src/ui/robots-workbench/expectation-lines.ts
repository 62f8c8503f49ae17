/**
 * Editing the expectations text from a cell: one expectation per crawler and URL, so marking
 * a cell again replaces its line rather than adding a contradicting one.
 */
export function setExpectationLine(
  text: string,
  expect: 'allow' | 'block',
  agent: string,
  url: string,
): string {
  const kept = text.split('\n').filter((line) => {
    const fields = line.trim().split(/[ \t]+/);
    return !(
      fields.length === 3 &&
      /^(allow|block|disallow)$/i.test(fields[0]) &&
      fields[1].toLowerCase() === agent.toLowerCase() &&
      fields[2] === url
    );
  });
  while (kept.length > 0 && kept[kept.length - 1].trim() === '') kept.pop();
  return [...kept, `${expect} ${agent} ${url}`].join('\n') + '\n';
}
