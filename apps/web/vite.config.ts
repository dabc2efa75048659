import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callingCodesDefine } from './calling-codes.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  define: callingCodesDefine(),
  // SEC-12: react-toastify's default entry injects its CSS as a <style> tag, which a CSP without
  // 'unsafe-inline' refuses. Every import gets the unstyled build (one toast store for all of them),
  // and its stylesheet is bundled with ours (features/layout/app-layout.tsx).
  resolve: { alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }] },
  server: { proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 450,
    manifest: true,
    // The first view's libraries go in one chunk. Left to itself the bundler splits them by which
    // lazy pages share each module, and every extra chunk costs gzip overhead on the first view
    // (issue 3 budget). Small first-view modules that the catalogue shares with the lazy cart and
    // account pages (constants, money and image helpers, the pager) join it for the same reason;
    // they depend on nothing but these libraries. useMutation and its observer serve only lazy
    // forms and stay out of it. BUDGET-1: the shell every page needs (its stores and texts, every page's
    // title and description, the API client, the toasts' queue, the cookie banner) is one more chunk, and the catalogue, home and
    // packs another, loaded by their routes: each response costs its headers, so related modules
    // share a chunk, but /auth and the account do not download the catalogue. The home page's packs
    // section stays a lazy chunk of its own, below the fold (PACK-WEB-1); of the packs' calls only the reads
    // (packs-calls) join the storefront: the purchase and the skin requests are mutations, which live in `forms`.
    // PRICE-4: the details page's price panel (chart, stars, their calls) stays a lazy chunk of its own too.
    // BUDGET-10: the catalogue's Intl-free prices (ui/format-price) join the storefront, not vendor: /auth does not show prices.
    // BUDGET-1: the contract's page titles and paths (seo.ts), which the entry imports, join the shell: a chunk of their own
    // cost every first view a response's headers.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|use-sync-external-store|react-router|i18next|react-i18next|cookie|set-cookie-parser)[\\/]|@tanstack[\\/].*[\\/](?!useMutation|mutationObserver)[^\\/]+$)|packages[\\/]contract[\\/]src[\\/](?:constants|money|images)\.ts$|src[\\/]ui[\\/](?:pagination|page-numbers|use-media-query)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'shell',
              test: /packages[\\/]contract[\\/]src[\\/](?:messages-(?:en|seo-en|skins-en)|seo)\.ts$|src[\\/](?:features[\\/]cookie-consent[\\/]cookie-banner|api[\\/]client|i18n[\\/]index|ui[\\/]use-page-meta|app[\\/](?:locale-store|session-store|providers)|ui[\\/]toast|features[\\/]auth[\\/]api[\\/]session-calls|features[\\/]reference-data[\\/]api[\\/]reference-data)\.tsx?$|vite[\\/]preload-helper/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'storefront',
              test: /packages[\\/]contract[\\/]src[\\/]messages-packs-en\.ts$|src[\\/](?:app[\\/]first-view-seed|features[\\/](?:catalog[\\/](?!components[\\/](?:price-panel|price-chart|watch-buttons)|api[\\/]get-price-history)|home|packs[\\/](?:components[\\/](?!packs-section)|api[\\/]packs-calls))|i18n[\\/]packs|ui[\\/]format-price)/,
              includeDependenciesRecursively: false,
            },
            {
              // BUDGET-1: the sign-in, sign-up and reset views share one chunk (their schemas load on the first check).
              name: 'auth',
              test: /src[\\/]features[\\/]auth[\\/](?!schemas|api[\\/]session-calls)/,
              includeDependenciesRecursively: false,
            },
            {
              // BUDGET-1: what a form needs to render (react-hook-form, the shared fields, mutations, the visitor's country, the contract's zod-free checks) is one chunk for the same reason; the rules load on the first check (ui/lazy-resolver.ts).
              name: 'forms',
              test: /node_modules[\\/]react-hook-form[\\/]|@tanstack[\\/].*[\\/](?:useMutation|mutationObserver)[^\\/]*$|src[\\/]ui[\\/](?:field|password-field|form-phone-field|phone-field|phone|lazy-resolver)\.tsx?$|src[\\/]features[\\/]reference-data[\\/]api[\\/]geoip\.ts$|packages[\\/]contract[\\/]src[\\/]form-values\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
