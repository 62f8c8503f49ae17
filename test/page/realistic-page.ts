/**
 * A large page shaped like a real one (a head with meta and JSON-LD, navigation, an article
 * of many sections with links, inline markup, <time> elements and comments, a footer), of
 * about `sizeBytes`, for the hostile and linearity tests.
 */
export function realisticPage(sizeBytes: number): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A long page</title>
<link rel="canonical" href="https://example.com/long">
<meta property="article:modified_time" content="2026-03-03T10:15:00Z">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","dateModified":"2026-03-03T10:15:00Z"}</script>
<style>body{font-family:serif}</style></head><body><header><nav><ul>${'<li><a href="/x">Section</a></li>'.repeat(30)}</ul></nav></header><main><article>`;
  const tail = `</article></main><footer><p>© Example · Updated 3 March 2026</p></footer></body></html>`;
  const parts = [head];
  let size = head.length + tail.length;
  for (let i = 0; size < sizeBytes; i++) {
    const section = `<section id="s${i}"><h2>Section ${i}</h2>
<p>The <em>starter</em> is fed at <time datetime="2026-03-0${(i % 9) + 1}">dawn</time>; see <a href="/notes/${i}?ref=a&amp;b=c">note ${i}</a> &mdash; it rises in six to eight hours &amp; smells sour.</p>
<div class="comment"><p>Comment ${i}: <span class="author">Ann</span> wrote that rye helps a sluggish culture.</p></div>
<ul><li>flour</li><li>water</li><li>time</li></ul></section>\n`;
    parts.push(section);
    size += section.length;
  }
  parts.push(tail);
  return parts.join('');
}
