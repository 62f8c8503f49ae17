// ESLint flat config. The import restrictions keep the layers honest (see src/*/README.md):
// core is pure and runs in the worker, in Node tests and in the command line.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const coreMustStayPure =
  'src/core is pure TypeScript shared by the worker, Node tests and the CLI: it must not depend on the worker, the UI or React.';
const workerMustNotUseUi = 'src/worker runs off the main thread: it may import core only, never the UI.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test/.generated/**', 'bench/.generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/worker/**', '**/worker'], message: coreMustStayPure },
            { group: ['**/ui/**', '**/ui'], message: coreMustStayPure },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*'], message: coreMustStayPure },
            { group: ['node:*', 'fs', 'path', 'zlib'], message: coreMustStayPure },
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/ui/**', '**/ui'], message: workerMustNotUseUi },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: workerMustNotUseUi },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+worker/(?!protocol$)',
              message: 'The UI talks to the worker only through src/worker/protocol.ts (types) and the analyzer client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'vite.config.ts', 'eslint.config.js'],
    languageOptions: { globals: globals.node },
  },
);
