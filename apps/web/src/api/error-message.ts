import { ApiError } from './client';

/**
 * Spec §8: a failed call shows the server's message when the server answered with one, else the
 * caller's fallback text. A call the server never answered (network failure or timeout, status 0)
 * shows `unanswered`, which is the fallback unless the caller has a text of its own for it.
 */
export function errorMessage(error: unknown, fallback: string, unanswered = fallback): string {
  if (!(error instanceof ApiError) || error.status === 0) return unanswered;
  return error.message || fallback;
}
