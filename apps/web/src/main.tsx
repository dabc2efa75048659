import './app/zod-without-eval';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstView } from './app/first-view-seed';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  // BUDGET-11: the answers the server inlined, in the cache before the first render needs them.
  seedFirstView(queryClient);
  // BUDGET-10: a transition lets React yield to the browser every few ms while it renders the first
  // view, instead of one long task that blocks input on a phone (Lighthouse's Total Blocking Time).
  startTransition(() => {
    createRoot(root).render(
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>,
    );
  });
}
