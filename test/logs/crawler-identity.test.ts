/**
 * Crawler identity from real user agents (test/logs/user-agents.json): the operators'
 * documented strings (crawler-facts §2), an unmodelled bot, HTTP libraries, a control token
 * no crawler sends, browsers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  identifyCrawler,
  maxUserAgentChars,
  productTokenNames,
} from '../../src/core/logs/crawler-identity';

interface Case {
  userAgent: string;
  /** The crawler's or unknown bot's token; '' for a person. */
  token: string;
  kind: string;
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'user-agents.json'), 'utf8'),
) as Case[];

describe('identifyCrawler', () => {
  test.each(cases)('$kind $token: $userAgent', ({ userAgent, token, kind }) => {
    const identity = identifyCrawler(userAgent);
    expect(identity.kind).toBe(kind);
    expect('token' in identity ? identity.token : '').toBe(token);
  });

  test('the most specific crawler wins whatever the order', () => {
    expect(identifyCrawler('Googlebot/2.1 Googlebot-Image/1.0')).toMatchObject({
      token: 'Googlebot-Image',
    });
    expect(identifyCrawler('Googlebot-Image/1.0 Googlebot/2.1')).toMatchObject({
      token: 'Googlebot-Image',
    });
  });

  test('a known crawler carries its operator and purpose', () => {
    expect(identifyCrawler('GPTBot/1.1')).toMatchObject({
      name: 'GPTBot',
      operator: 'OpenAI',
      purpose: 'ai-training',
    });
  });

  test('only the first 1 KB of a user agent is read', () => {
    const padded = `${'x'.repeat(maxUserAgentChars)} Googlebot/2.1`;
    expect(identifyCrawler(padded).kind).toBe('person');
    expect(productTokenNames(`${'a '.repeat(1_000_000)}`).length).toBeLessThanOrEqual(512);
  });
});
