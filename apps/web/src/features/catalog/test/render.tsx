import type { ReactElement } from 'react';
import { renderRoutes } from '../../../test/render-routes';

/**
 * Renders `element` at `path` (a route pattern) with the app's providers, starting at `url`.
 * Other paths render nothing; `router.state.location` says where a click went.
 */
export function renderAt(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  return renderRoutes({ [path]: element }, url);
}
