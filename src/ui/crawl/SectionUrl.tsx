/**
 * A section's URL prefix in a narrow cell, wrapping only where a reader expects it: never
 * inside the scheme and host (`https://mosn.io/` stays whole), and after each `/` of the path.
 * A path segment itself wraps only where the text allows (a hyphen), never at any letter.
 */
const SCHEME_AND_HOST = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*\/?)(.*)$/is;

export function SectionUrl({ text }: { text: string }) {
  const match = SCHEME_AND_HOST.exec(text);
  if (!match) return text;
  const [, head, path] = match;
  const segments = path.split(/(?<=\/)/).filter((segment) => segment !== '');
  return (
    <>
      <span className="url-host">{head}</span>
      {segments.map((segment, index) => (
        <span key={index}>
          <wbr />
          {segment}
        </span>
      ))}
    </>
  );
}
