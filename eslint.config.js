// ESLint flat config: code rules only. The import rules (layers, no cycles) live in one place,
// .dependency-cruiser.cjs, run by `npm run lint` after ESLint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'cli/dist/**',
      'node_modules/**',
      'coverage/**',
      'test/.generated/**',
      'bench/.generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'test/**/*.ts',
      'vite.config.ts',
      'eslint.config.js',
    ],
    languageOptions: { globals: globals.node },
  },
  // Size: small modules with one job. A file past 500 lines or a function past 80 holds more
  // than one job; split it by meaning (helpers, sub-components and hooks named for their job).
  // Tests are exempt: a `describe` block is naturally long, and a table of cases is data.
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'test/**'],
    rules: {
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  // The exceptions, each with its reason.
  {
    // The translation catalogs are data, not code: one flat table of every message per
    // language, each a Record<MessageKey, string> so that tsc checks every key of ja and zh
    // against en. (The crawl export's messages are already a section of their own, *-crawl.ts.)
    files: ['src/i18n/en.ts', 'src/i18n/ja.ts', 'src/i18n/zh.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['.dependency-cruiser.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
);
