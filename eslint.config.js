import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'src/web/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Import direction (design.md): web and server never import each other; contract imports only zod.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    // The server's layers (docs/architecture.md): the store and the text analysis never reach up into
    // ingest or the operations, and the operations never into ingest.
    files: ['src/server/store/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/web/**', '**/ingest/**', '**/local/**', '**/analysis/**', '**/cli/**', '**/seed/**'],
        },
      ],
    },
  },
  {
    files: ['src/server/analysis/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/web/**', '**/ingest/**', '**/local/**', '**/store/**', '**/cli/**', '**/seed/**'] },
      ],
    },
  },
  {
    files: ['src/server/local/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**', '**/ingest/**', '**/cli/**'] }] },
  },
  {
    // Watchlists read through the operations' queries and the store; of the text analysis only the company
    // keys the events are grouped by.
    files: ['src/server/watchlists/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/ingest/**', '**/cli/**', '**/seed/**'] },
            {
              regex: '/analysis/(?!breaches/company$)',
              message: 'Watchlists use only analysis/breaches/company (the key events are grouped by).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**'] }] },
  },
);
