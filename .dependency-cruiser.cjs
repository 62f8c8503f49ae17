// dependency-cruiser: the one home of the import rules (run by `npm run lint`). The layers are
// those of src/*/README.md: core is pure and runs in the worker, in Node tests and in the
// command line; the worker runs off the main thread; the UI talks to the worker by messages.
// Type-only imports count (tsPreCompilationDeps), because a type cycle is still a cycle for a
// reader and a type import from the wrong layer is still a dependency on it.

const coreSources = '^src/core/';
const coreTests = '\\.test\\.ts$';

/** What src/core must not depend on, one rule each, so a violation names what it reached. */
const coreMustNotReach = [
  ['core-not-to-worker', 'the worker', { path: '^src/worker/' }],
  ['core-not-to-ui', 'the UI', { path: '^src/ui/' }],
  ['core-not-to-react', 'React', { path: 'node_modules/(react|react-dom|@tanstack)/' }],
  [
    'core-not-to-messages',
    'the message catalogs (src/messages): core gives codes and values, the page and the command line word them',
    { path: '^src/messages/' },
  ],
  [
    'core-not-to-node',
    'Node built-ins (they do not exist in the browser)',
    { dependencyTypes: ['core'] },
  ],
].map(([name, what, to]) => ({
  name,
  comment: `src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not depend on ${what}.`,
  from: { path: coreSources, pathNot: coreTests },
  to,
}));

const rules = [
  {
    name: 'no-circular',
    comment:
      'Modules that import each other cannot be read, tested or moved one at a time: put what both need in a third module.',
    from: { path: '^src/' },
    to: { circular: true },
  },
  ...coreMustNotReach,
  {
    name: 'robots-engine-not-to-analyses',
    comment:
      "src/core/robots/engine is the Google-exact engine (tokenize, parse, match, line report), checked against google/robotstxt's own cases; the workbench's analyses (matrix, compare, expectations, AI access, cross-check, rule review) are built on it. The engine importing an analysis would let a view's need change a verdict.",
    from: { path: '^src/core/robots/engine/' },
    to: { path: '^src/core/robots/analyses/' },
  },
  {
    name: 'worker-not-to-ui',
    comment: 'src/worker runs off the main thread: it may import core only, never the UI.',
    from: { path: '^src/worker/' },
    to: { path: ['^src/ui/', 'node_modules/(react|react-dom)/'] },
  },
  {
    name: 'worker-not-to-messages',
    comment:
      "The worker sends codes and values, never words: the catalogs (src/messages) belong to the page and the command line, which word them in the reader's language.",
    from: { path: '^src/worker/' },
    to: { path: '^src/messages/' },
  },
  {
    name: 'messages-pure',
    comment:
      'src/messages is shared by the page and the command line (Node): it may import core, never the UI, the worker, React or Node built-ins.',
    from: { path: '^src/messages/', pathNot: coreTests },
    to: { path: ['^src/ui/', '^src/worker/', 'node_modules/(react|react-dom|react-intl)/'] },
  },
  {
    name: 'messages-not-to-node',
    comment:
      'src/messages runs in the page as well as in Node: it must not depend on Node built-ins.',
    from: { path: '^src/messages/', pathNot: coreTests },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'i18n-not-to-ui',
    comment:
      'src/i18n (the translator and the page catalogs) is shared by the page and the command line: it may import core and src/messages, never the UI or the worker.',
    from: { path: '^src/i18n/', pathNot: coreTests },
    to: { path: ['^src/ui/', '^src/worker/', 'node_modules/react-dom/'] },
  },
  {
    name: 'i18n-not-to-node',
    comment: 'src/i18n runs in the page as well as in Node: it must not depend on Node built-ins.',
    from: { path: '^src/i18n/', pathNot: coreTests },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'report-not-to-ui',
    comment:
      'src/report (the report writers) is shared by the page and the command line: it may import core, src/messages, src/i18n and the worker protocol types, never the UI, React or Node built-ins.',
    from: { path: '^src/report/', pathNot: coreTests },
    to: {
      path: ['^src/ui/', 'node_modules/(react|react-dom|react-intl)/'],
    },
  },
  {
    name: 'report-not-to-node',
    comment:
      'src/report runs in the page as well as in Node: it must not depend on Node built-ins.',
    from: { path: '^src/report/', pathNot: coreTests },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'report-to-worker-only-through-protocol',
    comment:
      "The report writers read the worker's answer (src/worker/protocol/report.ts), never the worker's code: the page and the command line build that answer, the writers only word it.",
    from: { path: '^src/report/' },
    to: { path: '^src/worker/', pathNot: '^src/worker/protocol/' },
  },
  {
    name: 'scripts-not-to-ui',
    comment:
      'The command line (scripts/) runs in Node: what it shares with the page (translator, catalogs, report writers) lives in src/i18n, src/messages and src/report; the UI is the page alone.',
    from: { path: '^scripts/' },
    to: { path: '^src/ui/' },
  },
  {
    name: 'ui-to-worker-only-through-protocol',
    comment:
      'The UI talks to the worker only through src/worker/protocol/ (types and limits) and the analyzer client.',
    from: { path: '^src/ui/' },
    to: { path: '^src/worker/', pathNot: '^src/worker/protocol/' },
  },
  {
    name: 'protocol-imports-types-only',
    comment:
      'src/worker/protocol/ is shared by the page and the worker and holds types and constants only: its own imports are `import type`, so importing it never pulls worker or core code into the page bundle.',
    from: { path: '^src/worker/protocol/' },
    to: { dependencyTypesNot: ['type-only'] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  // Every rule is an error: a broken layer fails `npm run lint`.
  forbidden: rules.map((rule) => ({ severity: 'error', ...rule })),
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
