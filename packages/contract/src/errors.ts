/**
 * Every error code the API can answer with, its HTTP status and its English message.
 * Codes are AREA_REASON. The message is the spec's text where the spec has one (§5, §8).
 */
export const errorCatalog = {
  COMMON_BAD_INPUT: { status: 422, message: 'Some fields are invalid. Please check them and try again.' },
  COMMON_NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  COMMON_RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  COMMON_INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again later.' },
  COMMON_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
  COMMON_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  COMMON_UNSUPPORTED_MEDIA: { status: 415, message: 'The request body must be JSON.' },
  CONTENT_PAGE_NOT_FOUND: { status: 404, message: 'This page does not exist.' },
  CATALOG_ITEM_NOT_FOUND: { status: 404, message: 'This product does not exist or has already been sold.' },
  // Auth and account (issue 4). 401 means "no session" only: the web logs out on it (§4).
  AUTH_UNAUTHENTICATED: { status: 401, message: 'Unauthenticated.' },
  AUTH_EMAIL_NOT_VERIFIED: { status: 403, message: 'Your email address is not verified.' },
  AUTH_CSRF_MISMATCH: { status: 403, message: 'CSRF token mismatch.' },
  AUTH_BAD_CREDENTIALS: { status: 422, message: 'The email or password is incorrect.' },
  AUTH_REGISTRATION_DISABLED: { status: 403, message: 'Registration is currently disabled.' },
  AUTH_EMAIL_TAKEN: { status: 409, message: 'This email is already registered.' },
  AUTH_RESET_LINK_INVALID: { status: 422, message: 'This password reset link is invalid or has expired.' },
  AUTH_VERIFICATION_LINK_INVALID: { status: 422, message: 'This verification link is invalid or has expired.' },
  AUTH_STEAM_FAILED: { status: 400, message: 'Steam sign-in failed. Please try again.' },
  ACCOUNT_WRONG_PASSWORD: { status: 422, message: 'The current password is incorrect.' },
  ACCOUNT_NO_PASSWORD: { status: 422, message: 'Your account has no password yet. Use "Forgot password?" on the sign-in page to set one.' },
  ACCOUNT_COUNTRY_UNKNOWN: { status: 422, message: 'Please choose a country from the list.' },
  ACCOUNT_EMAIL_MISSING: { status: 422, message: 'Add an email address to your profile first.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];
