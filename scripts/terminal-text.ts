/**
 * What the command line prints, made safe for a terminal. Text from a site (a robots.txt
 * line, a loc, a file name) reaches the report, and a terminal obeys control characters: ESC
 * sequences (ECMA-48) clear the screen, retitle the window or write the clipboard (OSC 52),
 * a carriage return overwrites what was printed, and the Unicode bidi controls (UAX #9)
 * reorder a line so it reads other than it is. Each becomes a visible `\uXXXX`, which is
 * also a JSON string escape of the same character: a JSON document stays the same document.
 */

// C0 but tab and line feed, DEL and C1, the line and paragraph separators, the bidi controls.
const CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalSafe(text: string): string {
  return text.replace(
    CONTROL,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
