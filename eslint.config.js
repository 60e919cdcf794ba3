// One ESLint config for the whole workspace (flat config). Type-aware rules come from
// typescript-eslint's project service, so every package is checked against its own tsconfig.
// Why ESLint and not Biome: the promise rules (no-floating-promises, no-misused-promises) need the
// type checker, and react-hooks' rules live only in ESLint. Prettier formats; ESLint does not.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiLayers, queriesImports } from './apps/api/eslint-layers.mjs';

// Packages are consumed through their `exports` (e.g. `@paydown/domain`), never by a relative path
// that climbs into another package's folder.
const crossPackageImport = {
  regex: String.raw`^(\.\./)+(apps|packages|tools)/`,
  message: 'Import another package by its name (its package.json exports), not by a relative path.',
};

// The web app takes the domain's code from its concept subpaths (`@paydown/domain/dates`, ...), never
// from the package root: the root re-exports every concept, and the bundler then treats all of them
// (the forms' zod schemas and the statement parsers included) as code of the first screen.
const domainRootInWeb = {
  name: '@paydown/domain',
  allowTypeImports: true,
  message: "Import the domain's code from its subpath (e.g. '@paydown/domain/dates'); types may come from the root.",
};

// apps/web/src depends downward: app/ (routes, providers, the shell) -> features/ -> components/ ->
// lib/. A module never imports a folder above its own (tests may: they render the whole app).
const webLayer = (folder, above) => ({
  files: [`apps/web/src/${folder}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/test-fixtures.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [domainRootInWeb],
        patterns: [
          crossPackageImport,
          {
            regex: String.raw`^(\.\./)+(${above.join('|')})/`,
            message: `apps/web/src/${folder} imports only what is below it (app/ -> features/ -> components/ -> lib/); move the shared piece down.`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.turbo/**', '**/.data/**', 'patches/**', '**/*.d.ts'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Template literals with numbers are how messages are built here; anything else is a bug.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // An async function without await still promises its callers one interface (e.g. a service
      // that may query later); forcing an await or a Promise.resolve adds noise, not safety.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-imports': ['error', { patterns: [crossPackageImport] }],
      // Settings are read once, validated, in apps/api/src/env.ts; everything else receives a config.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in apps/api/src/env.ts (or pass them in).' },
      ],
    },
  },
  {
    // SQL has one layer: query functions `(db | trx, params)` in queries modules (or packages/db);
    // services and routers call them. Its own block, so no other no-restricted-syntax replaces it.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/queries.ts', '**/queries/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: 'SQL lives in queries modules (features/<f>/queries.ts, adapters/<name>/queries.ts) or packages/db',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in queries modules (features/<f>/queries.ts, adapters/<name>/queries.ts) or packages/db',
        },
      ],
    },
  },
  // apps/api/src depends in one direction: its layers, the features' tiers and public files
  // (apps/api/eslint-layers.mjs).
  apiLayers,
  {
    files: ['apps/api/src/**/queries.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [queriesImports], patterns: [crossPackageImport] }] },
  },
  {
    // Where the environment is the input: the settings module, the test and bench harnesses,
    // build configs and the repository scripts.
    files: [
      'apps/api/src/env.ts',
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/db/src/testing.ts',
      'tools/**',
      'scripts/**',
      '**/vite.config.ts',
      '**/vitest.config.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The allow-list for `!`: tests (they assert presence right before), and the engine's month
    // loops (the plan's and a card's balances), which index parallel arrays of one length that
    // noUncheckedIndexedAccess cannot relate.
    files: [
      '**/test/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'tools/**',
      'packages/domain/src/plan/**',
      'packages/domain/src/card/**',
      'packages/domain/src/ai/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests read JSON bodies and fixtures as loosely typed values on purpose.
    files: ['**/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  webLayer('features', ['app']),
  webLayer('components', ['app', 'features']),
  webLayer('lib', ['app', 'features', 'components']),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Plain JavaScript (the repository scripts, this file): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
