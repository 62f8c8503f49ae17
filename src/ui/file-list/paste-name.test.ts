import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n/i18n';
import { pasteName } from './paste-name';

const { t } = createTranslator('en');

describe('a pasted robots.txt is named by the host it names', () => {
  test.each([
    [
      'Sitemap: line',
      'User-agent: *\nDisallow: /w/\n\nSitemap: https://www.Example.com/sitemap.xml\n',
      'robots.txt (www.example.com)',
    ],
    [
      'Host: line wins over Sitemap:',
      'User-agent: Yandex\nDisallow: /\nHost: https://shop.example\nSitemap: https://cdn.example/s.xml\n',
      'robots.txt (shop.example)',
    ],
    [
      'IDN host shown in Unicode',
      'User-agent: *\nAllow: /\nSitemap: https://xn--bcher-kva.example/sitemap.xml\n',
      'robots.txt (bücher.example)',
    ],
    ['no host named', 'User-agent: *\nDisallow: /private/\n', 'pasted text 3'],
    [
      'a commented-out Sitemap: line names nothing',
      'User-agent: *\n# Sitemap: https://old.example/s.xml\n',
      'pasted text 3',
    ],
    ['not a robots.txt (a URL list)', 'https://a.example/\nhttps://a.example/b\n', 'pasted text 3'],
    [
      'a sitemap that mentions Sitemap: is not a robots.txt',
      '<?xml version="1.0"?><urlset><url><loc>https://a.example/</loc></url></urlset>',
      'pasted text 3',
    ],
  ])('%s', (_, text, name) => {
    expect(pasteName(text, 3, t)).toBe(name);
  });
});
