/**
 * core-messages.ts recognises core's sentences by their English: each sample here is made by
 * core itself, so a change of wording in core fails here rather than showing English.
 */
import { afterEach, expect, test } from 'vitest';
import { parseExpectations } from '../../core/robots/expectations';
import { checkProductToken } from '../../core/robots/product-token';
import { parseSite } from '../../core/robots/site-origin';
import { classifyTestLine } from '../../core/robots/test-target';
import { coreMessage } from './core-messages';
import { setLocale } from './i18n';

afterEach(() => setLocale('en'));

function samples(): string[] {
  const out: string[] = [];
  const refuse = (result: { ok: boolean; reason?: string }) => {
    if (!result.ok && result.reason) out.push(result.reason);
  };
  for (const site of ['', 'www.example.com', 'ftp://x.example', 'https://:99x', 'https://'])
    refuse(parseSite(site) as { ok: boolean; reason?: string });
  for (const token of ['', 'Google bot', 'Bot2', 'Bötchen', 'Bot!'])
    refuse(checkProductToken(token) as { ok: boolean; reason?: string });
  for (const line of ['', 'a b', 'x\u0001', 'ftp://a/', 'www.example.com', 'foo', 'https://'])
    for (const target of [classifyTestLine(line, null)])
      if (target.kind === 'invalid') out.push(target.reason);
  for (const error of parseExpectations('maybe Googlebot /\nallow Googlebot\nallow G / x').errors)
    out.push(error.message);
  return out;
}

test('core’s sentences are recognised, and English comes back word for word', () => {
  const english = samples();
  expect(english.length).toBeGreaterThan(12);
  for (const sentence of english) expect(coreMessage(sentence)).toBe(sentence);
  setLocale('ja');
  const japanese = english.map(coreMessage);
  japanese.forEach((text, i) => expect(text, english[i]).not.toBe(english[i]));
});

test('the 500 KiB cut is worded in Japanese', () => {
  setLocale('ja');
  expect(
    coreMessage(
      'Google reads only the first 500 KiB: line 12 and everything after it are ignored.',
    ),
  ).toBe('Google が読むのは先頭 500 KiB だけです。12行目以降はすべて無視されます。');
});
