// Lint: typescript-eslint's recommended rules, plus the feature boundaries of STYLE.md
// ("a web feature never imports another feature") as no-restricted-imports patterns.
import { readdirSync } from 'node:fs';
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
    { files: [`${dir}/**/*.{ts,tsx}`], ignores: [`${dir}/api/**`], rules: { 'no-restricted-imports': ['error', { patterns: [...fence, clientCalls, noContractFromApi] }] } },
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

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/drizzle/**', 'data/**'] },
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
  {
    files: ['apps/api/src/modules/**/service.ts', 'apps/api/src/modules/**/*-service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^fastify', message: 'Services never import Fastify (STYLE.md Boundaries).' }] }] },
  },
);
