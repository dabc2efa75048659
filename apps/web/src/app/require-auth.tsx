import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from './session-store';

/** Spec §2 guard: anonymous users on a login-required route go to /auth?form=signin&redirect={full path}. */
export function RequireAuth() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?form=signin&redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
