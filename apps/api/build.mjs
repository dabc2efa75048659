// Bundles the API's own source and the workspace contract into dist/main.js; every npm package
// stays external (PGlite loads its wasm files relative to its own module).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@skins/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
