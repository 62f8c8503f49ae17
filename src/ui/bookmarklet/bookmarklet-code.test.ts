import { expect, test } from 'vitest';
import { bookmarkletHref, bookmarkletSnippet, inspectorAddress } from './bookmarklet-code';

const URL_ = 'https://tools.example.org/inspector/';

test.each([
  ['double quotes', 'run("__INSPECTOR_URL__")'],
  ['single quotes', "run('__INSPECTOR_URL__')"],
  ['backquotes', 'run(`__INSPECTOR_URL__`)'],
])('the address is baked in, whatever quotes the minifier chose: %s', (_name, source) => {
  expect(bookmarkletSnippet(source, URL_)).toBe(`run("${URL_}")`);
});

test('the address drawn into the bookmarklet drops a share link’s fragment', () => {
  expect(inspectorAddress(`${URL_}#s=abc`)).toBe(URL_);
});

test('the link runs the snippet', () => {
  expect(decodeURIComponent(bookmarkletHref('a b;"c"').slice('javascript:'.length))).toBe(
    'a b;"c"',
  );
});
