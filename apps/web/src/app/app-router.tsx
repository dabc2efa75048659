import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

/**
 * BUDGET-1, BUDGET-13: the app routes in react-router's declarative mode. Its data router (createBrowserRouter,
 * route `lazy`, loaders, fetchers) is 55 kB of minified JS that every first view downloaded for none
 * of those features: about 15 kB as transferred, a tenth of the budget. The pages are React.lazy
 * chunks (app/router.tsx).
 *
 * A navigation renders in a transition, as the data router did: the page being left stays on screen
 * until the next page's chunk has loaded, and `useNavigationPending` says a navigation is under way
 * (the shell's progress bar).
 */
const NavigationPending = createContext(false);

export const useNavigationPending = () => use(NavigationPending);

export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
