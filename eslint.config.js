import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { featureBoundaries } from './scripts/lint/feature-boundaries.js';
import { tableOwners } from './scripts/lint/table-owners.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/dist-prerender/**',
      '**/*.partial/**',
      '**/node_modules/**',
      'data/**',
      '.tsbuild/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|test|describe)$/]", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod($|/)|\\.)', message: 'The domain package imports only zod.' }] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@kusasa/api', '@kusasa/api/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify'], message: 'The web app cannot import server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, import-x reads no .ts file it imports, and
      // no-cycle passes every cycle in silence.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
  },
  ...featureBoundaries({ web: 'error', api: 'error' }),
  tableOwners('error'),
);
