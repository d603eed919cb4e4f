// Lint: type-aware TypeScript rules, React hooks, and the layout's boundaries (ARCHITECTURE §3, §4):
// web features do not import each other; contract and web never import the ORM or the database;
// only apps/api/src/config.ts reads process.env (production-env.ts sets NODE_ENV before React loads); API services, queries and the core import nothing
// from the HTTP edge or Fastify, and a module uses another only through its *.service.ts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import apiBoundaries from './tools/eslint/api-boundaries.js';
import boundaries from './tools/eslint/feature-boundaries.js';

const ormImports = {
  patterns: [
    {
      group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
      message: 'The ORM and database drivers belong to apps/api only.',
    },
    {
      group: ['**/apps/api/**', '@medsupply/api'],
      message: 'Talk to the API over HTTP; never import its code.',
    },
  ],
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'data/**',
      'coverage/**',
      'apps/api/src/db/migrations/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'tools/eslint/*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins and handlers are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through apps/api/src/config.ts.' },
      ],
    },
  },
  {
    // Plain JavaScript (this config and the local rule) is not type-checked.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Scripts, tests, benches and tool configs set up environments of their own.
    files: [
      'scripts/**',
      'bench/**',
      '**/test/**',
      '**/e2e/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '*.config.*',
      '**/*.config.*',
      'apps/api/src/config.ts',
      'apps/api/src/production-env.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['packages/**'],
    rules: { 'no-restricted-imports': ['error', ormImports] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', ormImports],
      // React Router's convention (ADR 0022): a loader throws a redirect or a status (`data()`),
      // which the framework turns into the answer or the route's ErrorBoundary.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    // ARCHITECTURE §4 and ADR 0017: jobs, the back office and punchout call services without a
    // request. Routes are the HTTP edge; tests and their fixtures drive it.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/http/**',
      'apps/api/src/plugins/**',
      'apps/api/src/app.ts',
      'apps/api/src/main.ts',
      // The module descriptor's type names both faces, routes and jobs (ADR 0041).
      'apps/api/src/module.ts',
      '**/*.routes.ts',
      '**/*.test.ts',
      '**/*.fixtures.ts',
    ],
    plugins: { api: apiBoundaries },
    rules: {
      'api/api-boundaries': ['error', { srcRoot: `${import.meta.dirname}/apps/api/src` }],
    },
  },
  {
    // ADR 0055: the storefront decides what a failed call means by its error code (the contract's
    // closed list, lib/refusal.ts), never by comparing an HTTP status. The few comparisons that are
    // not about a refusal (a success, a route's own status) say so in a disable comment.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'BinaryExpression:matches([left.property.name=/^status(Code)?$/][right.raw=/^[0-9]+$/], [right.property.name=/^status(Code)?$/][left.raw=/^[0-9]+$/])',
          message:
            'Decide by the error code (lib/refusal.ts: isRefused, isNotFound, isRefusal…), not by comparing an HTTP status (ADR 0055).',
        },
        {
          selector: 'SwitchStatement[discriminant.property.name=/^status(Code)?$/]',
          message:
            'Decide by the error code (lib/refusal.ts), not by switching on an HTTP status (ADR 0055).',
        },
      ],
    },
  },
  {
    // Bulletproof React: a feature never imports another feature; shared code lives in components/ or lib/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { local: boundaries },
    rules: {
      'local/feature-boundaries': ['error', { srcRoot: `${import.meta.dirname}/apps/web/src` }],
    },
  },
);
