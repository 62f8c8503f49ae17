/**
 * The worker protocol's requests as docs/architecture.md lists them, read from the one map
 * that defines them (src/worker/protocol/request-map.ts, `RequestMap`): each entry's name,
 * what it asks, what it answers, what it streams, and its doc comment. Read with the
 * TypeScript compiler's parser, since the map is a type and has no value to import.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const REQUEST_MAP_FILE = 'src/worker/protocol/request-map.ts';

export interface RequestEntry {
  name: string;
  ask: string;
  answer: string;
  stream: string;
  comment: string;
}

function typeText(member: ts.TypeElement | undefined, source: ts.SourceFile): string {
  if (!member || !ts.isPropertySignature(member) || !member.type) return '';
  return member.type.getText(source).replace(/\s+/g, ' ');
}

/** The entries of `RequestMap`, in the map's order. */
export function readRequestMap(repositoryRoot: string): RequestEntry[] {
  const text = readFileSync(join(repositoryRoot, REQUEST_MAP_FILE), 'utf8');
  const source = ts.createSourceFile(REQUEST_MAP_FILE, text, ts.ScriptTarget.ES2022, true);
  const map = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'RequestMap',
  );
  if (!map) throw new Error(`${REQUEST_MAP_FILE}: no interface RequestMap`);
  return map.members.filter(ts.isPropertySignature).map((member) => {
    const shape = member.type && ts.isTypeLiteralNode(member.type) ? member.type.members : [];
    const field = (name: string) => shape.find((element) => element.name?.getText(source) === name);
    const comment = ts
      .getJSDocCommentsAndTags(member)
      .map((doc) => (typeof doc.comment === 'string' ? doc.comment : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    return {
      name: member.name.getText(source),
      ask: typeText(field('ask'), source),
      answer: typeText(field('answer'), source),
      stream: typeText(field('stream'), source),
      comment,
    };
  });
}

/** `Stream<'progress' | 'fileReport'>` → `progress`, `fileReport`. */
function streamedEvents(stream: string): string {
  return [...stream.matchAll(/'([A-Za-z]+)'/g)].map((match) => `\`${match[1]}\``).join(', ');
}

export function renderRequestMapTable(repositoryRoot: string): string {
  const code = (text: string) =>
    text === '' || text === 'Nothing' ? '' : `\`${text.replace(/\|/g, '\\|')}\``;
  const rows = readRequestMap(repositoryRoot).map((entry) => {
    const answer = entry.answer === 'null' ? '`done` only' : code(entry.answer);
    return `| \`${entry.name}\` | ${code(entry.ask)} | ${answer} | ${streamedEvents(entry.stream)} | ${entry.comment.replace(/\|/g, '\\|')} |`;
  });
  return [
    '| Request | Asks | Answers (an event of the same type) | Streams before it | Notes |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
