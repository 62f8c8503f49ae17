/**
 * An article page as a CMS renders it, with the parts that change on every render (a
 * rotating related-posts aside, a CSRF token, a view counter, today's date in the footer)
 * chosen by the caller, for the fingerprint tests.
 */
export interface RenderNoise {
  related: readonly string[];
  csrfToken: string;
  views: number;
  today: string;
}

export const QUIET_RENDER: RenderNoise = {
  related: ['Rye bread basics', 'Caring for cast iron', 'Ten minute focaccia'],
  csrfToken: 'b1946ac92492d2347c6235b4d2611184',
  views: 1204,
  today: '7 December 2026',
};

export function articlePage(paragraphs: readonly string[], noise: RenderNoise): string {
  return `<!doctype html><html lang="en"><head><title>Sourdough starter</title>
<style>.views{color:grey}</style><script>window.views = ${noise.views};</script></head>
<body><header><nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav></header>
<main><article><h1>Sourdough starter</h1><p class="views">${noise.views.toLocaleString('en')} views</p>
${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}
<form method="post"><input type="hidden" name="csrf" value="${noise.csrfToken}"><textarea name="comment"></textarea><button>Send</button></form>
</article>
<aside><h2>Related posts</h2><ul>${noise.related.map((title) => `<li><a href="#">${title}</a></li>`).join('')}</ul></aside></main>
<footer><p>© Example Bakery · ${noise.today}</p></footer></body></html>`;
}
