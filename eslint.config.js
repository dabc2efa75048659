// Lint: typescript-eslint's recommended rules, plus the feature boundaries of STYLE.md
// ("a web feature never imports another feature") as no-restricted-imports patterns.
import { readdirSync, readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** The home page shows catalogue cards and (lazily) the packs: home, catalog and packs are one area for imports. */
const allowed = { home: ['catalog', 'packs'] };

/** SEAM-6 (issue 15): only a feature's api/ folder (and the client itself) calls the HTTP client. */
const clientCalls = {
  regex: '(^|/)api/client$',
  importNames: ['api', 'request'],
  message: "Only a feature's api/ folder calls the HTTP client: add the call there, with its query or mutation hook.",
};
/** SEAM-12: what a change refetches is said by its hook in the feature's api/ folder, never by a page or component. */
const cacheInApiOnly = {
  name: '@tanstack/react-query',
  importNames: ['useQueryClient'],
  message: "A feature's cache is refreshed by its api/ folder: add a query or mutation hook there that says what the change refetches (SEAM-12).",
};
const noContractFromApi = { regex: '(^|/)apps/api(/|$)|^@skins/api', message: 'The web imports from @skins/contract, never from apps/api.' };

/**
 * A feature never imports another feature, except the other's api/ folder: its calls, query
 * options and hooks are its public face (the cart's query serves the header and the catalogue).
 */
const boundaries = features.flatMap((feature) => {
  const others = features.filter((f) => f !== feature && !(allowed[feature] ?? []).includes(f));
  const fence = others.length
    ? [{ regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/(?!api/)|$)`, message: "A feature never imports another feature (only its api/ folder): move shared pieces to ui/ or the contract." }]
    : [];
  const dir = `${featuresDir}/${feature}`;
  return [
    { files: [`${dir}/**/*.{ts,tsx}`], ignores: [`${dir}/api/**`], rules: { 'no-restricted-imports': ['error', { paths: [cacheInApiOnly], patterns: [...fence, clientCalls, noContractFromApi] }] } },
    { files: [`${dir}/api/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [...fence, noContractFromApi] }] } },
  ];
});

/** The layers below the features: the client knows no app piece; app and ui do not call it. */
const webLayers = [
  {
    files: ['apps/web/src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'The HTTP client is generic: it imports no store, feature or page piece; the app registers what it needs (setLocaleSource, setAuthFailureHandler).' }] }] },
  },
  { files: ['apps/web/src/{app,ui,i18n,test}/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [clientCalls, noContractFromApi] }] } },
];

// SEAM-1: an API module's face is its index.ts. Outside its own folder a module file imports
// another module only through that face: never its tables, its routes or any other deep path.
// tables.ts may reference other modules' tables (foreign keys; drizzle's schema is one graph).
// Fastify belongs to route files (routes.ts, *-routes.ts), plugins/ and the app wiring only.
const modulesDir = 'apps/api/src/modules';
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const apiTests = [`${modulesDir}/**/*.test.ts`];
const apiRouteFiles = (m) => [`${modulesDir}/${m}/routes.ts`, `${modulesDir}/${m}/*-routes.ts`];
const noFastify = { regex: '^fastify', message: 'Only route files import Fastify; services take (ctx, input) (STYLE.md Boundaries, SEAM-1).' };
const throughFace = (m, alsoAllowed = []) => ({
  regex: `^(\\.\\./(?!\\.\\./)|(\\.\\./)+modules/)(?!${m}/)[a-z0-9-]+/(?!(${['index', ...alsoAllowed].join('|')})\\.ts$)`,
  message: "Another module is reached through its face (its index.ts), never its tables, routes or other files (SEAM-1).",
});
// SEAM-14, SEAM-16 (issue 48): dependencies run one way. A module imports only modules of a lower tier
// (apps/api/src/modules/tiers.json, lowest first), and never flows/, which sits above every module.
const { tiers } = JSON.parse(readFileSync(`${modulesDir}/tiers.json`, 'utf8'));
const tierOf = (m) => tiers.findIndex((tier) => tier.includes(m));
const tierFence = (m) => {
  const notBelow = modules.filter((o) => o !== m && tierOf(o) >= tierOf(m));
  return notBelow.length
    ? [{ regex: `^(\\.\\./)+(modules/)?(${notBelow.join('|')})(/|$)`, message: `A module imports only modules of a lower tier (apps/api/src/modules/tiers.json; SEAM-14): put work that spans modules in a flow (apps/api/src/flows/), or let the higher module register a hook.` }]
    : [];
};
const noFlows = { regex: '^(\\.\\./)+flows(/|$)', message: 'flows/ sits above every module: a module never imports a flow; the flow calls the module (SEAM-16).' };
const moduleBoundaries = modules.flatMap((m) => [
  { files: [`${modulesDir}/${m}/**/*.ts`], ignores: [...apiTests, ...apiRouteFiles(m)], rules: { 'no-restricted-imports': ['error', { patterns: [throughFace(m), noFastify, ...tierFence(m), noFlows] }] } },
  { files: apiRouteFiles(m), rules: { 'no-restricted-imports': ['error', { patterns: [throughFace(m), ...tierFence(m), noFlows] }] } },
  { files: [`${modulesDir}/${m}/tables.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [throughFace(m, ['tables']), noFastify, ...tierFence(m), noFlows] }] } },
]);
// SEAM-11: the app's wiring (app.ts, main.ts, the seeds, plugins, the CLIs) reaches a module through
// its face or, to register its HTTP calls, its routes.ts; only db/schema.ts gathers the tables.
const outsideModules = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [`${modulesDir}/**`, 'apps/api/src/db/schema.ts', ...apiTests, 'apps/api/src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)modules/[a-z0-9-]+/(?!(index|routes)\\.ts$)',
            message: 'Outside the modules, a module is reached through its face (index.ts) or its routes.ts; tables through db/schema.ts (SEAM-11).',
          },
        ],
      },
    ],
  },
};

// MONEY-5 (issue 48): major/minor units and percentages of money are converted in one place, the
// contract's money.ts (toMinor, toMajor, percentOf, ratioPercent); a `* 100` or `/ 100` elsewhere is refused.
const moneyConversions = {
  files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
  ignores: ['packages/contract/src/money.ts', '**/*.test.ts', '**/*.test.tsx', '**/test/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `BinaryExpression[operator=/^[*\\/]$/]:matches([left.type='Literal'][left.value=100], [right.type='Literal'][right.value=100])`,
        message: 'Money conversions go through toMinor / toMajor (packages/contract/src/money.ts)',
      },
    ],
  },
};

export default tseslint.config(
  // The lint fixtures hold deliberate violations; module-boundaries.test.ts lints them on purpose.
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/drizzle/**', 'data/**', 'apps/api/test/lint-fixtures/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' } },
  ...boundaries,
  ...webLayers,
  ...moduleBoundaries,
  outsideModules,
  moneyConversions,
);
