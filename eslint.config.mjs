import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { boundariesConfig } from './eslint/boundaries.mjs';

// Layering: shared/ stands alone; client/ and server/ only meet through shared/.
const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'content/media',
      'bench/results',
      'bench/.cache',
      'bench/tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // CommonJS by necessity: Jest loads transformers with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...noImport(['**/server/**', '**/server'], 'The client reaches the server only over /api.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: noImport(['**/client/**', '**/client'], 'The server never imports client code.'),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: noImport(
      ['**/client/**', '**/server/**', '**/client', '**/server'],
      'shared/ is what both sides agree on; it imports from neither.',
    ),
  },
  ...boundariesConfig,
  prettier,
);
