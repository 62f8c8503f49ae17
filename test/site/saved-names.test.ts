/**
 * `--save`'s names (scripts/saved-names.ts): what a site chose as a path is only ever one
 * plain name per segment, and no two URLs share a file, on any file system.
 */
import { describe, expect, test } from 'vitest';
import { SavedNames, safeSegment } from '../../scripts/saved-names';

describe('safeSegment', () => {
  test.each([
    ['sitemap.xml', 'sitemap.xml'],
    ['.git', '%2Egit'],
    ['..', '%2E%2E'],
    ['.', '%2E'],
    ['CON', '_CON'],
    ['CONIN$', '_CONIN$'],
    ['conout$.xml', '_conout$.xml'],
    ['HEAD', '%48EAD'],
    ['head', '%68ead'],
    ['config', '%63onfig'],
    ['Objects', '%4Fbjects'],
    ['refs', '%72efs'],
    ['packed-refs', '%70acked-refs'],
    ['commondir', '%63ommondir'],
    ['gitdir', '%67itdir'],
    ['gıtdir', '%67ıtdir'],
    ['refſ', '%72efſ'],
    ['HE\u200cAD', 'HE%E2%80%8CAD'],
    ['\ufeff.git', '%EF%BB%BF.git'],
    ['_darcs', '%5Fdarcs'],
    ['desktop.ini', '%64esktop.ini'],
    ['HEAD.xml', 'HEAD.xml'],
    ['config.xml', 'config.xml'],
    ['index', 'index'],
    ['nul.xml', '_nul.xml'],
    ['com1.tar.gz', '_com1.tar.gz'],
    ['console.xml', 'console.xml'],
    ['*', '%2A'],
    ['a:b?c', 'a%3Ab%3Fc'],
    ['100%.xml', '100%25.xml'],
    ['trailing.', 'trailing%2E'],
    ['tab\there', 'tab%09here'],
    ['', '_'],
    ['サイトマップ.xml', 'サイトマップ.xml'],
  ])('%j → %j', (segment, name) => expect(safeSegment(segment)).toBe(name));

  test('a long name is cut by bytes, keeps its extension and a mark of the whole', () => {
    const long = '日本語のサイトマップ'.repeat(8) + '.xml';
    const name = safeSegment(long);
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
    expect(name).toMatch(/^日本語.*~[0-9a-f]{8}\.xml$/);
    expect(safeSegment(long + 'x')).not.toBe(name);
  });
});

describe('SavedNames', () => {
  test('each URL its own file: dots, a file beside its own folder, queries, case, index', () => {
    const names = new SavedNames();
    const saved = [
      'http://127.0.0.1:8080/.git/config',
      'http://127.0.0.1:8080/idx.xml',
      'http://127.0.0.1:8080/idx.xml/child.xml',
      'http://127.0.0.1:8080/p.xml?p=1',
      'http://127.0.0.1:8080/p.xml%3Fp=1',
      'http://127.0.0.1:8080/Case.xml',
      'http://127.0.0.1:8080/case.xml',
      'http://127.0.0.1:8080/x/',
      'http://127.0.0.1:8080/x/index',
      'http://[::1]:8080/s.xml',
    ].map((url) => names.nameOf(url));
    expect(saved).toEqual([
      '127.0.0.1_8080/%2Egit/%63onfig',
      '127.0.0.1_8080/idx.xml',
      '127.0.0.1_8080/idx~2.xml/child.xml',
      '127.0.0.1_8080/p.xml%3Fp=1',
      '127.0.0.1_8080/p~2.xml%3Fp=1',
      '127.0.0.1_8080/Case.xml',
      '127.0.0.1_8080/case~2.xml',
      '127.0.0.1_8080/x/index',
      '127.0.0.1_8080/x/index~2',
      '[%3A%3A1]_8080/s.xml',
    ]);
    // No segment anywhere starts with a dot.
    expect(saved.flatMap((path) => path.split('/')).some((s) => s.startsWith('.'))).toBe(false);
  });
});
