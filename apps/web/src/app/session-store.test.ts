import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../ui/toast', () => ({ toast: { error: vi.fn() } }));
const post = vi.fn();
const get = vi.fn();
vi.mock('../api/client', () => ({
  api: { post: (...a: unknown[]) => post(...a), get: (...a: unknown[]) => get(...a) },
  fetchCsrfCookie: () => get('/sanctum/csrf-cookie', { withLocale: false }),
  setAuthFailureHandler: vi.fn(),
}));

const load = async () => {
  vi.resetModules();
  const store = await import('./session-store');
  const { queryClient } = await import('./providers');
  const failure = await import('./auth-failure');
  const { toast } = await import('../ui/toast');
  return { ...store, ...failure, queryClient, toast };
};

describe('session store (spec §4 Session)', () => {
  beforeEach(() => {
    localStorage.clear();
    post.mockReset();
    get.mockReset();
  });

  it('AUTH-WEB-6: the flag starts from the auth_session marker', async () => {
    localStorage.setItem('auth_session', 'true');
    expect((await load()).sessionStore.get()).toEqual({ signedIn: true, checked: false });
    localStorage.clear();
    expect((await load()).sessionStore.isSignedIn()).toBe(false);
  });

  it('AUTH-WEB-6, SEC-7: login sets flag and marker and keeps no secret under token; clearing removes them and the user data', async () => {
    const { sessionStore, queryClient } = await load();
    localStorage.setItem('token', 'secret-of-an-older-build');
    sessionStore.signIn();
    expect(localStorage.getItem('auth_session')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    queryClient.setQueryData(['profile', 'EUR'], { email: 'a@b.co' });
    queryClient.setQueryData(['cart'], []);
    sessionStore.clear();
    expect(sessionStore.isSignedIn()).toBe(false);
    expect(localStorage.getItem('auth_session')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(queryClient.getQueryData(['profile', 'EUR'])).toBeUndefined();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
  });

  it('AUTH-WEB-6, SEC-11: logout clears local state even when the call fails, then fetches a fresh CSRF token', async () => {
    const { sessionStore, signOut } = await load();
    sessionStore.signIn();
    post.mockRejectedValueOnce(new Error('offline'));
    get.mockRejectedValueOnce(new Error('offline'));
    await signOut();
    expect(post).toHaveBeenCalledWith('/logout', {}, expect.anything());
    expect(get).toHaveBeenCalledWith('/sanctum/csrf-cookie', { withLocale: false });
    expect(sessionStore.isSignedIn()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('AUTH-WEB-6: the session check signs in when authenticated, else clears; it runs once', async () => {
    let s = await load();
    get.mockResolvedValueOnce({ status: 'OK', authenticated: true, emailVerified: true });
    await s.checkSession();
    await s.checkSession();
    expect(get).toHaveBeenCalledTimes(1);
    expect(s.sessionStore.get()).toEqual({ signedIn: true, checked: true });
    expect(localStorage.getItem('auth_session')).toBe('true');
    s = await load();
    get.mockResolvedValueOnce({ status: 'OK', authenticated: false, emailVerified: false });
    await s.checkSession();
    expect(s.sessionStore.get()).toEqual({ signedIn: false, checked: true });
    expect(localStorage.getItem('auth_session')).toBeNull();
  });

  it('AUTH-WEB-7: a 401 ends the session; on a login-required route it toasts and sends to sign-in with redirect', async () => {
    const { sessionStore, handleAuthFailure, toast } = await load();
    const navigate = vi.fn();
    sessionStore.signIn();
    handleAuthFailure(401, 'AUTH_UNAUTHENTICATED', '/account/orders?x=1', navigate);
    expect(sessionStore.isSignedIn()).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Error occurred. Please log in again.', expect.anything());
    expect(navigate).toHaveBeenCalledWith('/auth?form=signin&redirect=%2Faccount%2Forders%3Fx%3D1', { replace: true });

    vi.mocked(toast.error).mockClear();
    navigate.mockClear();
    sessionStore.signIn();
    handleAuthFailure(401, 'AUTH_UNAUTHENTICATED', '/products', navigate);
    expect(sessionStore.isSignedIn()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('AUTH-WEB-7, I18N-9: a 401 for a guest changes nothing; a 403 for an unverified email (its code, whatever the language) goes to verification', async () => {
    const { authFailureTarget, handleAuthFailure } = await load();
    const navigate = vi.fn();
    handleAuthFailure(401, 'AUTH_UNAUTHENTICATED', '/auth?form=signin', navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(authFailureTarget(403, 'AUTH_EMAIL_NOT_VERIFIED', '/cart', true)).toBe('/email-verification?redirect=%2Fcart');
    expect(authFailureTarget(403, 'AUTH_OPERATOR_ONLY', '/cart', true)).toBeNull();
    expect(authFailureTarget(403, undefined, '/cart', true)).toBeNull();
  });
});
