import './app/zod-without-eval';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, queryClient } from './app/providers';
import { AppRouter } from './app/app-router';
import { AppRoutes } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  // BUDGET-11: a storefront document carries its first view's API answers; they go into the cache
  // before the first render needs them. The reader is in the storefront chunk, which such a
  // document already preloads, so the pages without data (auth, cart) do not download it.
  const seeded = document.getElementById('first-view-data') ? import('./app/first-view-seed').then((m) => m.seedFirstView(queryClient)) : Promise.resolve();
  void seeded
    .catch(() => undefined)
    .then(() =>
      // BUDGET-10: a transition lets React yield to the browser every few ms while it renders the first
      // view, instead of one long task that blocks input on a phone (Lighthouse's Total Blocking Time).
      startTransition(() => {
        createRoot(root).render(
          <Providers>
            <AppRouter>
              <AppRoutes />
            </AppRouter>
          </Providers>,
        );
      }),
    );
}
