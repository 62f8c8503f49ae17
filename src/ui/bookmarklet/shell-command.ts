/**
 * Command lines the page shows for the user to paste into a shell. Every value that comes
 * from outside (a site's origin, as the browser serialized it) is single-quoted for a POSIX
 * shell (POSIX XCU §2.2.2, "Single-Quotes"): inside single quotes no character is special,
 * so `;`, `$(…)`, backquotes, `{a,b}`, `*`, `!` and newlines stay text. Chromium accepts
 * `; { } , $ ( )` in host names (the URL Standard's "forbidden host code points" are few),
 * so an origin is no plain word. Our own words (`npx`, flags) are written as they are.
 */

/**
 * `value` as one word for a POSIX shell (sh, bash, dash, zsh): single-quoted, each `'`
 * written as `'\''` (close, an escaped quote, reopen), since nothing inside single quotes,
 * not even a backslash, can escape one (§2.2.2).
 */
export function quoteShellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The command line that brings every file of `origin` into the inspector: `open` reads the
 * site, its sitemaps on other hosts too, and serves the inspector with them on this machine.
 */
export function openSiteCommand(origin: string): string {
  return `npx sitemap-inspector open ${quoteShellWord(origin)}`;
}
