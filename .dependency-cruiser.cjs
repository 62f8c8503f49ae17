// dependency-cruiser: the one home of the import rules (run by `npm run lint`). The layers are
// those of src/*/README.md: core is pure and runs in the worker, in Node tests and in the
// command line; the worker runs off the main thread; the UI talks to the worker by messages.
// Type-only imports count (tsPreCompilationDeps), because a type cycle is still a cycle for a
// reader and a type import from the wrong layer is still a dependency on it.

const coreSources = '^src/core/';
const coreTests = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other cannot be read, tested or moved one at a time: put what both need in a third module.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'core-not-to-worker',
      severity: 'error',
      comment:
        'src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not depend on the worker.',
      from: { path: coreSources, pathNot: coreTests },
      to: { path: '^src/worker/' },
    },
    {
      name: 'core-not-to-ui',
      severity: 'error',
      comment:
        'src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not depend on the UI.',
      from: { path: coreSources, pathNot: coreTests },
      to: { path: '^src/ui/' },
    },
    {
      name: 'core-not-to-react',
      severity: 'error',
      comment:
        'src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not depend on React.',
      from: { path: coreSources, pathNot: coreTests },
      to: { path: 'node_modules/(react|react-dom|@tanstack)/' },
    },
    {
      name: 'core-not-to-node',
      severity: 'error',
      comment:
        'src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not use Node built-ins (they do not exist in the browser).',
      from: { path: coreSources, pathNot: coreTests },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'worker-not-to-ui',
      severity: 'error',
      comment: 'src/worker runs off the main thread: it may import core only, never the UI.',
      from: { path: '^src/worker/' },
      to: { path: ['^src/ui/', 'node_modules/(react|react-dom)/'] },
    },
    {
      name: 'ui-to-worker-only-through-protocol',
      severity: 'error',
      comment:
        'The UI talks to the worker only through src/worker/protocol.ts (types) and the analyzer client.',
      from: { path: '^src/ui/' },
      to: { path: '^src/worker/', pathNot: '^src/worker/protocol\\.ts$' },
    },
    {
      name: 'protocol-imports-types-only',
      severity: 'error',
      comment:
        'src/worker/protocol.ts is shared by the page and the worker and holds types and constants only: its own imports are `import type`, so importing it never pulls worker or core code into the page bundle.',
      from: { path: '^src/worker/protocol\\.ts$' },
      to: { dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
