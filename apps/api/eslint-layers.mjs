// The layers of apps/api/src and the one direction they depend in, as ESLint rules: the root
// eslint.config.js applies them, test/layers.test.ts proves they fire, docs/design.md tells the same
// in words. A module imports its own layer and the layers below it, never one above:
//
//   entry      main.ts, internals.ts, cli/    starts the server or a one-off command
//   server     server.ts, router.ts, http/    composes the features into the Fastify app
//   jobs       jobs/                          work on a timer (the reminder emails)
//   feature    features/<name>/               in tiers (FEATURE_TIERS), each used through its index.ts
//   kernel     kernel/                        procedures and their context (user, day), sessions, Deps
//   ledger     ledger/                        a user's money snapshot in one statement
//   adapters   adapters/                      mail, Stripe, AI wording, rate limits, locks, the plan pool…
//   ground     errors.ts, env.ts              errors and settings
//
// Type-only imports count like any other: a type from above still ties a module to what is above.
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const SRC = 'apps/api/src';

/** The layers, lowest first. */
export const LAYERS = ['ground', 'adapters', 'ledger', 'kernel', 'feature', 'jobs', 'server', 'entry'];

/**
 * The features in tiers, lowest first. A feature imports features of lower tiers only (never one
 * beside or above it), and only through their public file, index.ts.
 */
export const FEATURE_TIERS = [
  // On the kernel and the ledger alone.
  ['auth', 'income', 'plan', 'notifications', 'devices', 'health', 'push'],
  // Debts on income (a debt's figures read the income schedule); the account pages on auth; the
  // plan's readers (the calendar feed among them) on plan.
  ['debts', 'account', 'admin', 'billing', 'password', 'two-factor', 'progress', 'dashboard', 'calendar'],
  // On debts: payments (the debt writes every balance), the import, the AI's applied suggestions,
  // statements (an imported statement logs payments and sets the balance through the debt).
  ['payments', 'data', 'ai', 'statements'],
  // On statements: a bank connection's sync writes its periods and payments the import's way.
  ['connections'],
];

// Folders are elements; a feature's folder captures its name.
const elements = [
  { type: 'adapters', pattern: `${SRC}/adapters`, partialMatch: false },
  { type: 'ledger', pattern: `${SRC}/ledger`, partialMatch: false },
  { type: 'kernel', pattern: `${SRC}/kernel`, partialMatch: false },
  { type: 'feature', pattern: `${SRC}/features/*`, partialMatch: false, capture: ['feature'] },
  { type: 'jobs', pattern: `${SRC}/jobs`, partialMatch: false },
  { type: 'server', pattern: `${SRC}/http`, partialMatch: false },
  { type: 'entry', pattern: `${SRC}/cli`, partialMatch: false },
];

// The files at the top of src belong to no folder: a file category places each in its layer. The
// queries modules are a category of their own, wherever they live.
const files = [
  { category: 'ground', pattern: `${SRC}/(errors|env).ts` },
  { category: 'server', pattern: `${SRC}/(server|router).ts` },
  { category: 'entry', pattern: `${SRC}/(main|internals).ts` },
  { category: 'queries', pattern: `${SRC}/**/queries.ts` },
];

/** The modules of these layers: their folders and their files at the top of src. */
const layer = (types) => [{ element: { type: types } }, { file: { categories: types } }];

// Each layer imports itself and what is below it; a feature imports the layers below it, and other
// features by tier.
const layerPolicies = LAYERS.map((type, i) => ({
  from: layer(type),
  allow: { to: layer(type === 'feature' ? LAYERS.slice(0, i) : LAYERS.slice(0, i + 1)) },
}));

const tierPolicies = FEATURE_TIERS.slice(1).map((tier, i) => ({
  from: { element: { type: 'feature', captured: { feature: tier } } },
  allow: { to: { element: { type: 'feature', captured: { feature: FEATURE_TIERS.slice(0, i + 1).flat() } } } },
}));

/** The flat-config block that holds apps/api/src to its layers. */
export const apiLayers = {
  files: [`${SRC}/**/*.ts`],
  plugins: { boundaries },
  settings: {
    // The patterns are paths from the repository's root, wherever ESLint runs from.
    'boundaries/root-path': fileURLToPath(new URL('../..', import.meta.url)),
    'boundaries/elements': elements,
    'boundaries/files': files,
    // Imports name their files with the extension (`./queries.ts`).
    'import/resolver': { node: { extensions: ['.ts'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // The top files of src belong to no folder element: checked by their file category.
        checkUnknownLocals: true,
        // Imports inside one folder are checked too, for the queries modules' rule.
        checkInternals: true,
        // In order: a later policy overrides an earlier one for the imports both match.
        policies: [
          ...layerPolicies,
          ...tierPolicies,
          {
            disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
            message:
              'Use another feature through its public file, features/<name>/index.ts ({{ to.element.fileInternalPath }} is its own).',
          },
          // A feature's (or a folder's) own modules use each other freely…
          { allow: { dependency: { relationship: { to: 'internal' } } } },
          {
            // …but SQL modules `(db | trx, params)` build statements and nothing else: the ledger's
            // JSON subqueries, packages/db and kysely, never a service, a feature or a module beside them.
            from: { file: { categories: 'queries' } },
            disallow: { to: [{ element: { type: '!ledger' } }, { element: { isUnknown: true } }] },
            message: 'A queries module imports only the ledger (and packages/db, kysely, types of packages/domain).',
          },
        ],
      },
    ],
    // Every file is placed in a layer: a new folder is given its layer before it is used.
    'boundaries/no-unknown-files': 'error',
  },
};

/** The queries modules take only types from packages/domain: the money math stays out of SQL modules. */
export const queriesImports = {
  name: '@paydown/domain',
  allowTypeImports: true,
  message: 'A queries module takes only types from @paydown/domain; convert rows where they are used.',
};
