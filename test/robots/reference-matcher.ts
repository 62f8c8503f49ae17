/**
 * A line-by-line port of google/robotstxt's RobotsMatcher state machine (robots.cc:
 * HandleRobotsStart, HandleUserAgent, HandleAllow, HandleDisallow, disallow(),
 * matching_line()), driven by our tokenizer's events and the reference pattern matcher.
 * Slow on purpose (every rule, every check); tests compare the compiled matcher with it.
 */
import { decodeRange, encodeUtf8 } from '../../src/core/robots/engine/bytes';
import { escapePattern, matchesPatternReference } from '../../src/core/robots/engine/pattern';
import { tokenizeRobots } from '../../src/core/robots/engine/tokenize';
import { getPathParamsQuery } from '../../src/core/robots/engine/url-path';
import { extractUserAgent } from '../../src/core/robots/engine/user-agent';

interface Match {
  priority: number;
  line: number;
}

export function referenceCheck(
  robots: string | Uint8Array,
  agents: readonly string[],
  url: string,
): { allowed: boolean; line: number } {
  const bytes = typeof robots === 'string' ? encodeUtf8(robots) : robots;
  const path = getPathParamsQuery(url);
  const allow = { global: { priority: -1, line: 0 }, specific: { priority: -1, line: 0 } };
  const disallow = { global: { priority: -1, line: 0 }, specific: { priority: -1, line: 0 } };
  let seenGlobal = false;
  let seenSpecific = false;
  let everSeenSpecific = false;
  let seenSeparator = false;
  const set = (m: Match, priority: number, line: number): void => {
    if (m.priority < priority) {
      m.priority = priority;
      m.line = line;
    }
  };
  const handleRule = (kind: 'allow' | 'disallow', line: number, value: string): void => {
    if (!seenGlobal && !seenSpecific) return;
    seenSeparator = true;
    const priority = matchesPatternReference(path, value) ? value.length : -1;
    const target = kind === 'allow' ? allow : disallow;
    if (priority >= 0) {
      set(seenSpecific ? target.specific : target.global, priority, line);
    } else if (kind === 'allow') {
      const slash = value.lastIndexOf('/');
      if (slash >= 0 && value.startsWith('/index.htm', slash))
        handleRule('allow', line, value.slice(0, slash + 1) + '$');
    }
  };
  tokenizeRobots(
    bytes,
    {
      onRecord(token) {
        if (token.kind === 'user-agent') {
          if (seenSeparator) seenSpecific = seenGlobal = seenSeparator = false;
          const value = decodeRange(bytes, token.valueStart, token.valueEnd);
          if (value[0] === '*' && (value.length === 1 || /\s/.test(value[1]))) {
            seenGlobal = true;
          } else {
            const ua = extractUserAgent(value).toLowerCase();
            if (agents.some((a) => a.toLowerCase() === ua && extractUserAgent(a) === a))
              everSeenSpecific = seenSpecific = true;
          }
        } else if (token.kind === 'allow' || token.kind === 'disallow') {
          handleRule(
            token.kind,
            token.line,
            escapePattern(bytes, token.valueStart, token.valueEnd),
          );
        }
      },
      onLineMetadata() {},
    },
    Math.min(bytes.length, 512000),
  );
  const higher = (a: Match, b: Match): Match => (a.priority > b.priority ? a : b);
  let isDisallowed: boolean;
  if (allow.specific.priority > 0 || disallow.specific.priority > 0)
    isDisallowed = disallow.specific.priority > allow.specific.priority;
  else if (everSeenSpecific) isDisallowed = false;
  else if (disallow.global.priority > 0 || allow.global.priority > 0)
    isDisallowed = disallow.global.priority > allow.global.priority;
  else isDisallowed = false;
  const line = everSeenSpecific
    ? higher(disallow.specific, allow.specific).line
    : higher(disallow.global, allow.global).line;
  return { allowed: !isDisallowed, line };
}
