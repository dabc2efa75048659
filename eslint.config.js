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

const boundaries = features.map((feature) => {
  const others = features.filter((f) => f !== feature && !(allowed[feature] ?? []).includes(f));
  return {
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(others.length
              ? [{ regex: `^(\\.\\./)+(features/)?(${others.join('|')})(/|$)`, message: 'A feature never imports another feature: move shared pieces to ui/ or the contract.' }]
              : []),
            { regex: '(^|/)apps/api(/|$)|^@skins/api', message: 'The web imports from @skins/contract, never from apps/api.' },
          ],
        },
      ],
    },
  };
});

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
  {
    files: ['apps/api/src/modules/**/service.ts', 'apps/api/src/modules/**/*-service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^fastify', message: 'Services never import Fastify (STYLE.md Boundaries).' }] }] },
  },
);
