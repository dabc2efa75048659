import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAuthFailureHandler } from '../api/client';
import { checkSession } from './session-store';

/**
 * Spec §4 Session, wired to the router: the session check on the first navigation, and the one
 * place where 401 and 403 answers are handled (./auth-failure.ts, loaded when one arrives).
 */
export function useSessionGuard(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useRef('');
  path.current = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    void checkSession();
    setAuthFailureHandler((status, code) => {
      const at = path.current;
      void import('./auth-failure').then((m) => m.handleAuthFailure(status, code, at, navigate));
    });
    return () => setAuthFailureHandler(null);
  }, [navigate]);
}
