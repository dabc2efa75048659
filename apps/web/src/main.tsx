import './app/zod-without-eval';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import './styles.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Providers>
      <RouterProvider router={createRouter()} />
    </Providers>,
  );
}
