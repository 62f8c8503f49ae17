/**
 * The bookmarklet's built source (scripts/bookmarklet-plugin.ts), with `"__INSPECTOR_URL__"`
 * to fill in.
 */
declare module 'virtual:bookmarklet' {
  const source: string;
  export default source;
}
