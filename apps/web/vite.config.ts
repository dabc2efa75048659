import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000', '/img': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 450,
    manifest: true,
    // The first view's libraries go in one chunk. Left to itself the bundler splits them by which
    // lazy pages share each module, and every extra chunk costs gzip overhead on the first view
    // (issue 3 budget). useMutation and its observer serve only lazy forms and stay out of it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|react-i18next|react-toastify|cookie|set-cookie-parser|clsx)[\\/]|@tanstack[\\/].*[\\/](?!useMutation|mutationObserver)[^\\/]+$)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
