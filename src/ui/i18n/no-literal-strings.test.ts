/**
 * Every word a component shows goes through the catalog: this scan fails on a JSX text node
 * or an aria-label / title / placeholder / alt string literal in src/ui/**\/*.tsx that is not
 * a catalog call, unless it is a symbol or identifier listed below with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const UI = join(import.meta.dirname, '..');
const ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);

/** Literal texts that are not words of any language, each with why it may stay. */
const ALLOWED: Record<string, string> = {
  '×': 'the close/remove symbol; its button has a translated accessible name',
  '→': 'an arrow between two values (before → after)',
  '…': 'an ellipsis placeholder',
  '·': 'a separator dot',
  '*': 'the robots.txt wildcard group, an identifier',
  '%': 'the percent sign after a number',
  'allow Googlebot /&#10;block GPTBot /':
    'an example in the expectations file syntax, whose keywords (allow, block) are the same in every language',
  English: 'the language menu names each language in itself (an endonym)',
  日本語: 'the language menu names each language in itself (an endonym)',
  简体中文: 'the language menu names each language in itself (an endonym)',
};
/** Punctuation and spacing only (": ", " (", "), "): no word to translate. */
const PUNCTUATION = /^[\s.,:;()[\]{}'"“”‘’/|–—\-+=#·…×→*%]*$/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(UI, path)}:${line + 1}`;
  };
  const check = (text: string, node: ts.Node) => {
    const trimmed = text.trim();
    if (trimmed === '' || PUNCTUATION.test(trimmed) || trimmed in ALLOWED) return;
    found.push(`${where(node)} ${JSON.stringify(trimmed)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) check(node.text, node);
    if (ts.isJsxExpression(node) && node.parent && ts.isJsxElement(node.parent)) {
      const expression = node.expression;
      if (
        expression &&
        (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      )
        check(expression.text, expression);
    }
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) check(value.text, value);
      if (value && ts.isJsxExpression(value) && value.expression) {
        const expression = value.expression;
        if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
          check(expression.text, expression);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('components put no untranslated words on screen', () => {
  const files = tsxFiles(UI);
  expect(files.length).toBeGreaterThan(20);
  expect(files.flatMap(literalTexts)).toEqual([]);
});
