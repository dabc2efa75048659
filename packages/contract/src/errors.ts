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
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];
