/**
 * A compiled rule set: a radix tree keyed by each rule's literal prefix (the text before its
 * first `*` or final `$`). A check walks the tree along the path once and only looks at rules
 * whose prefix the path starts with, so it does not scan every rule (issue 3, "Speed").
 * Within a node, rules are sorted best-first, so the walk stops at the first match.
 *
 * Ordering is google/robotstxt's: priority = length of the normalised pattern in octets
 * (RFC 9309 §2.2.2 "the most octets"); for equal priority and kind the earlier line wins,
 * because RobotsMatcher only replaces a match by a strictly higher priority.
 */
import { compilePattern, matchesAfterPrefix, type CompiledPattern } from './pattern';
import type { RobotsRule } from './robots-txt';

export interface TreeRule {
  readonly rule: RobotsRule;
  /** The pattern actually matched (the rule's, or its index.html directory form). */
  readonly pattern: string;
  readonly compiled: CompiledPattern;
  readonly priority: number;
  readonly line: number;
  /** Google-specific: `Allow: /d/index.html` also allows exactly `/d/`. */
  readonly isIndexHtmlDirectory: boolean;
}

interface TreeNode {
  label: string;
  children: Map<number, TreeNode> | null;
  allow: TreeRule[];
  disallow: TreeRule[];
}

const newNode = (label: string): TreeNode => ({ label, children: null, allow: [], disallow: [] });

/** Best match so far for one kind; priority −1 means none. */
export class BestMatch {
  priority = -1;
  line = 0;
  entry: TreeRule | null = null;

  reset(): void {
    this.priority = -1;
    this.line = 0;
    this.entry = null;
  }
}

const isBetter = (entry: TreeRule, best: BestMatch): boolean =>
  entry.priority > best.priority || (entry.priority === best.priority && entry.line < best.line);

export class RuleTree {
  private readonly root = newNode('');
  readonly size: number;

  constructor(rules: readonly RobotsRule[], mapPattern: (pattern: string) => string = (p) => p) {
    let size = 0;
    for (const rule of rules) {
      const pattern = mapPattern(rule.pattern);
      this.insert({ rule, pattern, compiled: compilePattern(pattern), priority: pattern.length, line: rule.line, isIndexHtmlDirectory: false });
      size++;
      if (rule.kind === 'allow') {
        // Google-specific optimization: "index.htm" and "index.html" are normalized to "/"
        // (robots.cc HandleAllow): the directory form only counts when the rule itself
        // does not match, and it always has a lower priority, so a second entry is exact.
        const slash = pattern.lastIndexOf('/');
        if (slash >= 0 && pattern.startsWith('/index.htm', slash)) {
          const directory = pattern.slice(0, slash + 1) + '$';
          this.insert({ rule, pattern: directory, compiled: compilePattern(directory), priority: directory.length, line: rule.line, isIndexHtmlDirectory: true });
          size++;
        }
      }
    }
    this.size = size;
    sortNode(this.root);
  }

  private insert(entry: TreeRule): void {
    const key = entry.compiled.prefix;
    let node = this.root;
    let pos = 0;
    while (pos < key.length) {
      const c = key.charCodeAt(pos);
      node.children ??= new Map();
      const child = node.children.get(c);
      if (child === undefined) {
        const leaf = newNode(key.slice(pos));
        node.children.set(c, leaf);
        node = leaf;
        break;
      }
      const label = child.label;
      let common = 0;
      while (common < label.length && pos + common < key.length && label.charCodeAt(common) === key.charCodeAt(pos + common)) common++;
      if (common < label.length) {
        const middle = newNode(label.slice(0, common));
        child.label = label.slice(common);
        middle.children = new Map([[child.label.charCodeAt(0), child]]);
        node.children.set(c, middle);
        node = middle;
      } else {
        node = child;
      }
      pos += common;
    }
    (entry.rule.kind === 'allow' ? node.allow : node.disallow).push(entry);
  }

  /** Finds the best allow and best disallow rule matching `path`. */
  match(path: string, allow: BestMatch, disallow: BestMatch): void {
    allow.reset();
    disallow.reset();
    let node: TreeNode = this.root;
    let pos = 0;
    for (;;) {
      if (node.allow.length > 0) visit(node.allow, path, allow);
      if (node.disallow.length > 0) visit(node.disallow, path, disallow);
      if (node.children === null || pos >= path.length) return;
      const child = node.children.get(path.charCodeAt(pos));
      if (child === undefined || !path.startsWith(child.label, pos)) return;
      pos += child.label.length;
      node = child;
    }
  }

  /** Calls `visit` for every rule whose literal prefix is a prefix of `text`. */
  forEachPrefixOf(text: string, visitRule: (entry: TreeRule) => void): void {
    let node: TreeNode = this.root;
    let pos = 0;
    for (;;) {
      node.allow.forEach(visitRule);
      node.disallow.forEach(visitRule);
      if (node.children === null || pos >= text.length) return;
      const child = node.children.get(text.charCodeAt(pos));
      if (child === undefined || !text.startsWith(child.label, pos)) return;
      pos += child.label.length;
      node = child;
    }
  }
}

function visit(entries: readonly TreeRule[], path: string, best: BestMatch): void {
  for (const entry of entries) {
    if (!isBetter(entry, best)) return;
    if (matchesAfterPrefix(entry.compiled, path)) {
      best.priority = entry.priority;
      best.line = entry.line;
      best.entry = entry;
      return;
    }
  }
}

/** Sorts every node's rules best-first (iteratively: hostile files nest thousands deep). */
function sortNode(root: TreeNode): void {
  const order = (a: TreeRule, b: TreeRule): number => b.priority - a.priority || a.line - b.line;
  const stack = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    node.allow.sort(order);
    node.disallow.sort(order);
    if (node.children) for (const child of node.children.values()) stack.push(child);
  }
}
