import { STORAGE_KEYS } from '@skins/contract';
import { useSyncExternalStore } from 'react';
import { api } from '../api/client';

/**
 * Spec §4 Session: the signed-in flag starts from the stored auth_session marker. The accounts
 * issue adds the session check, login and logout on top of this store.
 */
function readMarker(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.authSession) === 'true';
  } catch {
    return false;
  }
}

let signedIn = readMarker();
const listeners = new Set<() => void>();

export const sessionStore = {
  isSignedIn: () => signedIn,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: boolean) {
    signedIn = next;
    try {
      if (next) localStorage.setItem(STORAGE_KEYS.authSession, 'true');
      else {
        localStorage.removeItem(STORAGE_KEYS.authSession);
        localStorage.removeItem(STORAGE_KEYS.token);
      }
    } catch {
      // Storage unavailable: the in-memory flag still holds for this visit.
    }
    for (const l of listeners) l();
  },
};

export function useSignedIn(): boolean {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.isSignedIn);
}

/** Spec §4 Session: logout always clears local state, even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/logout');
  } catch {
    // The local session ends regardless.
  } finally {
    sessionStore.set(false);
  }
}
