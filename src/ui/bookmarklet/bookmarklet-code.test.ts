import { expect, test } from 'vitest';
import { bookmarkletHref, bookmarkletSnippet, inspectorAddress } from './bookmarklet-code';

const URL_ = 'https://tools.example.org/inspector/';
const TOKEN = '0123456789abcdef0123456789abcdef';

test.each([
  ['double quotes', 'run("__INSPECTOR_URL__","__BOOKMARKLET_TOKEN__")'],
  ['single quotes', "run('__INSPECTOR_URL__','__BOOKMARKLET_TOKEN__')"],
  ['backquotes', 'run(`__INSPECTOR_URL__`,`__BOOKMARKLET_TOKEN__`)'],
])(
  'the address and the token are baked in, whatever quotes the minifier chose: %s',
  (_name, source) => {
    expect(bookmarkletSnippet(source, URL_, TOKEN)).toBe(`run("${URL_}","${TOKEN}")`);
  },
);

test('the address drawn into the bookmarklet drops a share link’s fragment', () => {
  expect(inspectorAddress(`${URL_}#s=abc`)).toBe(URL_);
});

test('the link runs the snippet', () => {
  expect(decodeURIComponent(bookmarkletHref('a b;"c"').slice('javascript:'.length))).toBe(
    'a b;"c"',
  );
});
