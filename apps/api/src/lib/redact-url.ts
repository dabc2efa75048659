const REDACTED = '[redacted]';

/** Query parameters that carry a credential: the password reset link's `token` (AUTH-14). */
const SECRET_QUERY = /([?&]token=)[^&#]*/gi;
/**
 * The verification link GET /api/email/verify/{token} (AUTH-15); `resend` is a route of its own.
 * STAFF-6: a staff invitation's /api/staff/invites/{token} (and its /accept).
 */
const SECRET_PATH = /^(\/api\/email\/verify\/(?!resend(?:[/?#]|$))|\/api\/staff\/invites\/)[^/?#]+/;

/** SEC-6: a request URL fit for the log: the tokens of reset and verification links replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}
