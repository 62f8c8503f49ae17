/**
 * Command lines the page shows for the user to paste into a shell, which may be a POSIX
 * shell, Windows' cmd.exe or PowerShell. Chromium accepts `; { } , $ ( ) &` in host names
 * (the URL Standard's "forbidden host code points" are few), so a site's origin is shown in
 * a command only when it is a plain word in all of them; `quoteShellWord` quotes a value for
 * a POSIX shell (POSIX XCU §2.2.2, "Single-Quotes"). Our own words (`npx`, flags) are
 * written as they are.
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
 * An origin every shell the user may have reads as one plain word, with no quoting: http(s),
 * a host of ASCII letters, digits, `.`, `-` and `_`, an optional port. Single quotes quote
 * only for POSIX shells: Windows' cmd.exe passes them on as characters and still runs what
 * follows `&` or `|` (cmd /? "special characters"), and PowerShell expands `$(…)` in a bare
 * word, so no one quoting serves every shell a user may paste into.
 */
const PLAIN_ORIGIN = /^https?:\/\/[A-Za-z0-9._-]+(?::[0-9]{1,5})?$/;

/**
 * The command line that brings every file of `origin` into the inspector: `open` reads the
 * site, its sitemaps on other hosts too, and serves the inspector with them on this machine.
 * Undefined for an origin that is no plain word (an IPv6 address, a host with characters
 * some shell reads as syntax): the page then names the command without the address.
 */
export function openSiteCommand(origin: string): string | undefined {
  return PLAIN_ORIGIN.test(origin) ? `npx sitemap-inspector open ${origin}` : undefined;
}
