import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../ui/spinner';
import { useSession } from './session-store';

/**
 * Spec §2 guard: the first session check answers before it decides (a spinner meanwhile); then
 * anonymous users on a login-required route go to /auth?form=signin&redirect={full path}.
 * The pages behind it are React.lazy (app/router.tsx): their chunks load here, after the check.
 */
export function RequireAuth() {
  const { signedIn, checked } = useSession();
  const location = useLocation();
  if (!checked) return <PageSpinner />;
  if (!signedIn) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?form=signin&redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}
