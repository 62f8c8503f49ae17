/**
 * A compiled rule set: a radix tree keyed by each rule's literal prefix (the text before its
 * first `*` or final `$`). A check walks the tree along the path once and only looks at rules
 * whose prefix the path starts with, so it does not scan every rule.
 * Within a node, rules are sorted best-first, so the walk stops at the first match.
 *
 * Ordering is google/robotstxt's: priority = length of the normalised pattern in octets
 * (RFC 9309 §2.2.2 "the most octets"); for equal priority and kind the earlier line wins,
 * because RobotsMatcher only replaces a match by a strictly higher priority.
 */
import { compilePattern, matchesAfterPrefix, type CompiledPattern } from './pattern';
import { gramKey, indexGrams, type GramBuckets } from './gram-index';
import type { RobotsRule } from './robots-txt';

export interface TreeRule {
  /** The check that last looked at this entry (skips repeats within one gram-index walk). */
  stamp: number;
  readonly rule: RobotsRule;
  /** The pattern actually matched (the rule's, or its index.html directory form). */
  readonly pattern: string;
  readonly compiled: CompiledPattern;
  readonly priority: number;
  readonly line: number;
  /** Google-specific: `Allow: /d/index.html` also allows exactly `/d/`. */
  readonly isIndexHtmlDirectory: boolean;
  /** What a verdict shows of the rule, built once. */
  readonly summary: RuleSummary;
}

export interface RuleSummary {
  readonly kind: 'allow' | 'disallow';
  readonly pattern: string;
  readonly value: string;
  readonly line: number;
}

export interface TreeNode {
  label: string;
  children: Map<number, TreeNode> | null;
  allow: TreeRule[];
  disallow: TreeRule[];
  /**
   * Wildcard rules of a crowded node (such as hundreds of `/*…` rules under "/"), keyed by
   * three characters they require the path to contain after the node's prefix.
   */
  grams: GramBuckets<TreeRule> | null;
  /** Lowest priority among the node's disallow rules, gram-indexed ones included. */
  minDisallowPriority: number;
}

const newNode = (label: string): TreeNode => ({
  label,
  children: null,
  allow: [],
  disallow: [],
  grams: null,
  minDisallowPriority: Infinity,
});

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
  private stamp = 0;

  /**
   * @param mapPattern rewrites each normalised pattern (the RFC reading %-normalises them).
   * @param isGoogle adds Google's index.html directory forms (not in RFC 9309).
   */
  constructor(
    rules: readonly RobotsRule[],
    mapPattern: (pattern: string) => string = (p) => p,
    isGoogle = true,
  ) {
    let size = 0;
    for (const rule of rules) {
      const summary: RuleSummary = Object.freeze({
        kind: rule.kind,
        pattern: rule.pattern,
        value: rule.value,
        line: rule.line,
      });
      const pattern = mapPattern(rule.pattern);
      this.insert({
        stamp: 0,
        rule,
        pattern,
        compiled: compilePattern(pattern),
        priority: pattern.length,
        line: rule.line,
        isIndexHtmlDirectory: false,
        summary,
      });
      size++;
      if (isGoogle && rule.kind === 'allow') {
        // Google-specific optimization: "index.htm" and "index.html" are normalized to "/"
        // (robots.cc HandleAllow): the directory form only counts when the rule itself
        // does not match, and it always has a lower priority, so a second entry is exact.
        const slash = pattern.lastIndexOf('/');
        if (slash >= 0 && pattern.startsWith('/index.htm', slash)) {
          const directory = pattern.slice(0, slash + 1) + '$';
          this.insert({
            stamp: 0,
            rule,
            pattern: directory,
            compiled: compilePattern(directory),
            priority: directory.length,
            line: rule.line,
            isIndexHtmlDirectory: true,
            summary,
          });
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
      while (
        common < label.length &&
        pos + common < key.length &&
        label.charCodeAt(common) === key.charCodeAt(pos + common)
      )
        common++;
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
      if (node.grams !== null) this.visitGrams(node.grams, path, pos, allow, disallow);
      if (node.children === null || pos >= path.length) return;
      const child = node.children.get(path.charCodeAt(pos));
      if (child === undefined || !path.startsWith(child.label, pos)) return;
      pos += child.label.length;
      node = child;
    }
  }

  /** Looks only at the indexed rules whose required gram occurs in path[from…]. */
  private visitGrams(
    grams: GramBuckets<TreeRule>,
    path: string,
    from: number,
    allow: BestMatch,
    disallow: BestMatch,
  ): void {
    const stamp = ++this.stamp;
    for (let i = from; i + 3 <= path.length; i++) {
      const entries = grams[gramKey(path, i)];
      if (entries === undefined) continue;
      for (const entry of entries) {
        if (entry.stamp === stamp) continue;
        entry.stamp = stamp;
        const best = entry.rule.kind === 'allow' ? allow : disallow;
        if (isBetter(entry, best) && matchesAfterPrefix(entry.compiled, path)) {
          best.priority = entry.priority;
          best.line = entry.line;
          best.entry = entry;
        }
      }
    }
  }

  /**
   * Calls `visit` with the (best-first) rule lists of every node whose prefix is a prefix of
   * `text`. Rules kept in a gram index are not included.
   */
  forEachNodeAlong(
    text: string,
    visitNode: (
      allow: readonly TreeRule[],
      disallow: readonly TreeRule[],
      minDisallowPriority: number,
    ) => void,
  ): void {
    let node: TreeNode = this.root;
    let pos = 0;
    for (;;) {
      visitNode(node.allow, node.disallow, node.minDisallowPriority);
      if (node.children === null || pos >= text.length) return;
      const child = node.children.get(text.charCodeAt(pos));
      if (child === undefined || !text.startsWith(child.label, pos)) return;
      pos += child.label.length;
      node = child;
    }
  }

  /** Calls `visit` for every entry of the tree. */
  forEachEntry(visitRule: (entry: TreeRule) => void): void {
    const stack: TreeNode[] = [this.root];
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
      node.allow.forEach(visitRule);
      node.disallow.forEach(visitRule);
      if (node.grams !== null) for (const entries of node.grams) entries?.forEach(visitRule);
      if (node.children) for (const child of node.children.values()) stack.push(child);
    }
  }

  /** Calls `visit` for every rule whose literal prefix is a prefix of `text`. */
  forEachPrefixOf(text: string, visitRule: (entry: TreeRule) => void): void {
    let node: TreeNode = this.root;
    let pos = 0;
    for (;;) {
      node.allow.forEach(visitRule);
      node.disallow.forEach(visitRule);
      if (node.grams !== null) for (const entries of node.grams) entries?.forEach(visitRule);
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
    for (const entry of node.disallow)
      node.minDisallowPriority = Math.min(node.minDisallowPriority, entry.priority);
    indexGrams(node);
    node.allow.sort(order);
    node.disallow.sort(order);
    if (node.children) for (const child of node.children.values()) stack.push(child);
  }
}
