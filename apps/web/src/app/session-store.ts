import { STORAGE_KEYS } from '@skins/contract';
import { useSyncExternalStore } from 'react';
import { fetchCsrfCookie } from '../api/client';
import { getAuthState, logout } from '../features/auth/api/session-calls';
import { queryClient } from './providers';

/**
 * Spec §4 Session. The signed-in flag starts from the stored auth_session marker; the session check
 * (GET /is-auth, once, on the first navigation) confirms it or clears it. Login and register set
 * flag and marker; logout and an expired session clear them and the user's cached data. SEC-7: the
 * session itself is the HttpOnly cookie; the `token` key (§9) holds no credential
 * (docs/decisions/011-cookie-only-spa-sessions.md).
 */
export interface SessionState {
  signedIn: boolean;
  /** The first session check has answered (or failed): RequireAuth waits for it. */
  checked: boolean;
}

function storage(fn: (s: Storage) => void): void {
  try {
    fn(localStorage);
  } catch {
    // Storage unavailable: the in-memory flag still holds for this visit.
  }
}

function readMarker(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.authSession) === 'true';
  } catch {
    return false;
  }
}

let state: SessionState = { signedIn: readMarker(), checked: false };
const listeners = new Set<() => void>();
function update(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** The user's server data that must not outlive the session: profile, cart, payment and order history, watchlist. */
const USER_QUERY_KEYS = [['profile'], ['cart'], ['statement'], ['deposit-history'], ['purchase-history'], ['watchlist']];

export const sessionStore = {
  get: (): SessionState => state,
  isSignedIn: () => state.signedIn,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Login and register success (spec §4): flag and marker; a session secret an older build stored under `token` goes (SEC-7). */
  signIn() {
    storage((s) => {
      s.setItem(STORAGE_KEYS.authSession, 'true');
      s.removeItem(STORAGE_KEYS.token);
    });
    update({ signedIn: true, checked: true });
    // Spec §4: logging in loads the profile (and the cart).
    void queryClient.invalidateQueries({ queryKey: ['profile'] });
  },
  /** Clearing removes the marker and the token and resets user and cart data (spec §4). */
  clear() {
    storage((s) => {
      s.removeItem(STORAGE_KEYS.authSession);
      s.removeItem(STORAGE_KEYS.token);
    });
    for (const queryKey of USER_QUERY_KEYS) queryClient.removeQueries({ queryKey });
    update({ signedIn: false, checked: true });
  },
  /** Kept for callers of issue 2: true signs in (marker only), false clears. */
  set(next: boolean) {
    if (next) sessionStore.signIn();
    else sessionStore.clear();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

/** Only a change of the flag renders again (the session check's answer alone does not re-render every card). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isSignedIn);
}

let check: Promise<void> | null = null;

/** Spec §4: authenticated -> flag and marker; otherwise the auth state is cleared. Runs once. */
export function checkSession(): Promise<void> {
  check ??= getAuthState().then(
      (r) => (r.authenticated ? sessionStore.signIn() : sessionStore.clear()),
      // Unreachable server: keep the stored flag rather than sign the visitor out.
      () => update({ checked: true }),
    );
  return check;
}

/**
 * Spec §4 Session: logout always clears local state, even if the call fails. SEC-11: then a fresh
 * CSRF token for the guest that follows (the signed-out session's token no longer matches).
 */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // The local session ends regardless.
  } finally {
    sessionStore.clear();
  }
  await fetchCsrfCookie().catch(() => undefined);
}
