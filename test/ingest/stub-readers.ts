/**
 * Minimal stand-ins for the sitemap and robots readers, so the pipeline's own behaviour
 * (containers, routing, counting, pacing) is tested apart from theirs. The stub sitemap
 * reader buffers the text and picks `<loc>`s with a regular expression; good enough to
 * count entries, not a parser.
 */
import type { DocumentReaders } from '../../src/core/ingest/ingest-types';
import { LastmodPrecision, type SitemapHandler } from '../../src/core/sitemap/sitemap-entry';

export const stubReaders: DocumentReaders = {
  createSitemapReader(handler: SitemapHandler) {
    const decoder = new TextDecoder();
    let text = '';
    return {
      push(bytes: Uint8Array) {
        text += decoder.decode(bytes, { stream: true });
      },
      end() {
        text += decoder.decode();
        const isIndex = /<sitemapindex/.test(text);
        const isXml = /^\s*</.test(text);
        handler.onDocumentKind(isIndex ? 'sitemapindex' : isXml ? 'urlset' : 'text');
        const entries = isXml
          ? (text.match(/<(url|sitemap)>[\s\S]*?<\/\1>/g) ?? [])
          : text.split('\n').filter((l) => l.trim());
        for (const entry of entries) {
          const loc = isXml ? (/<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? '') : entry.trim();
          const lastmodText = /<lastmod>([^<]*)<\/lastmod>/.exec(entry)?.[1];
          const common = {
            loc,
            line: 1,
            column: 1,
            lastmodMs: Number.NaN,
            lastmodPrecision: LastmodPrecision.none,
            ...(lastmodText ? { lastmodText } : {}),
          };
          if (isIndex) handler.onSitemap(common);
          else
            handler.onUrl({
              ...common,
              priority: Number.NaN,
              images: 0,
              videos: 0,
              alternates: 0,
              newsPublicationMs: Number.NaN,
            });
        }
      },
    };
  },
  parseRobots(input) {
    const lines = new TextDecoder().decode(input).split(/\r\n|\r|\n/);
    const sitemaps: { url: string; line: number }[] = [];
    lines.forEach((line, index) => {
      const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
      if (match) sitemaps.push({ url: match[1], line: index + 1 });
    });
    return { sitemaps };
  },
  lintRobots() {
    return [];
  },
};
