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
  AUTH_OPERATOR_ONLY: { status: 403, message: 'This action is for shop operators only.' },
  AUTH_STEAM_FAILED: { status: 400, message: 'Steam sign-in failed. Please try again.' },
  ACCOUNT_WRONG_PASSWORD: { status: 422, message: 'The current password is incorrect.' },
  ACCOUNT_NO_PASSWORD: { status: 422, message: 'Your account has no password yet. Use "Forgot password?" on the sign-in page to set one.' },
  ACCOUNT_COUNTRY_UNKNOWN: { status: 422, message: 'Please choose a country from the list.' },
  ACCOUNT_EMAIL_MISSING: { status: 422, message: 'Add an email address to your profile first.' },
  // SEC-9: another user's session, or one that has already ended, is not found.
  ACCOUNT_SESSION_NOT_FOUND: { status: 404, message: 'This session does not exist or has already ended.' },
  // Security (issue 13)
  AUTH_PASSWORD_COMMON: { status: 422, message: 'This password is one of the most common passwords. Please choose another one.' },
  ACCOUNT_EMAIL_CHANGE_LINK_INVALID: { status: 422, message: 'This email change link is invalid or has expired.' },
  // Cart and promo (issue 5, spec §4 Cart, §5 Cart, §8)
  CART_INVALID_CURRENCY: { status: 422, message: 'Invalid currency code' },
  CART_ALREADY_IN_CART: { status: 409, message: 'This item is already in your cart' },
  CART_ITEM_NOT_FOUND: { status: 404, message: 'This item does not exist.' },
  CART_ITEM_SOLD: { status: 409, message: 'This item has already been sold.' },
  CART_ITEM_RESERVED: { status: 409, message: 'This item is reserved in another order right now. Please try again later.' },
  CART_NOT_IN_CART: { status: 404, message: 'This item is not in your cart.' },
  PROMO_CODE_MISSING: { status: 422, message: 'No promo code provided' },
  PROMO_CODE_INVALID: { status: 404, message: 'Invalid promo code' },
  PROMO_CODE_EXPIRED: { status: 422, message: 'This promo code has expired' },
  PROMO_CODE_USED_UP: { status: 422, message: 'This promo code has reached its usage limit' },
  // SEC-3 (issue 13): a code's per-customer limit and its first-order-only condition
  PROMO_CODE_ALREADY_USED: { status: 422, message: 'You have already used this promo code' },
  PROMO_CODE_FIRST_ORDER_ONLY: { status: 422, message: 'This promo code is only valid on your first order' },
  // Checkout, payments and top-ups (issue 5, spec §4 Payments, §5, §8)
  CHECKOUT_CART_EMPTY: { status: 422, message: 'Your cart is empty' },
  CHECKOUT_ITEM_UNAVAILABLE: { status: 409, message: 'An item in your cart is no longer available.' },
  CHECKOUT_INSUFFICIENT_BALANCE: { status: 422, message: 'Insufficient balance.' },
  CHECKOUT_PAYMENT_METHOD: { status: 422, message: 'Please select a payment method' },
  CHECKOUT_ORDER_NOT_FOUND: { status: 404, message: 'This order does not exist.' },
  CHECKOUT_FAILED: { status: 502, message: "We couldn't process your payment. Please try again or use a different payment method" },
  PAYMENT_SIGNATURE_INVALID: { status: 401, message: 'The webhook signature is invalid.' },
  PAYMENT_EVENT_INVALID: { status: 400, message: 'The webhook event is malformed.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'This payment does not exist.' },
  PAYMENT_EVENT_MISMATCH: { status: 422, message: 'The webhook event does not match the amount or currency of the payment.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: 'Card payments are not available right now.' },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'This top-up does not exist.' },
  DEPOSIT_BELOW_MINIMUM: { status: 422, message: 'Minimum top-up amount: {n}' },
  DEPOSIT_EMAIL_REQUIRED: { status: 422, message: 'Email is required' },
  // Selling skins, payouts and the operator side (issue 6, spec §4 Offer statuses, §5, §8 Offers)
  OFFERS_DISABLED: { status: 403, message: 'Selling skins is currently disabled.' },
  OFFER_NOT_FOUND: { status: 404, message: 'Offer details not found' },
  OFFER_TRANSITION: { status: 409, message: "This offer's current status does not allow this action." },
  OFFER_INVALID_CURRENCY: { status: 422, message: 'Invalid currency code' },
  PAYOUT_ALREADY_REQUESTED: { status: 409, message: 'A payout has already been requested for this offer.' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'This payout does not exist.' },
  PAYOUT_ALREADY_SETTLED: { status: 409, message: 'This payout has already been settled.' },
  PAYOUT_BANK_DETAILS_GONE: { status: 404, message: 'This payout has no bank details: it is not a bank payout, or it was settled and they were erased.' },
  PAYOUT_FAILED: { status: 502, message: 'Failed to request payout' },
  PAYOUT_PROVIDER_UNAVAILABLE: { status: 503, message: 'Card payouts are not available right now. Please choose a bank transfer.' },
  OPS_SETTING_INVALID: { status: 422, message: 'This value is not valid for this setting.' },
  // Back office: orders, customers, settings (issue 17)
  AUTH_ACCOUNT_BLOCKED: { status: 403, message: 'Your account has been blocked. Please contact support.' },
  OPS_CUSTOMER_NOT_FOUND: { status: 404, message: 'This customer does not exist.' },
  OPS_CANNOT_BLOCK_SELF: { status: 409, message: 'You cannot block your own account.' },
  OPS_BLOCK_UNCHANGED: { status: 409, message: 'This customer is already in that state.' },
  OPS_ORDER_NOT_REFUNDABLE: { status: 409, message: 'This order was not paid, so there is nothing to refund.' },
  OPS_ORDER_ALREADY_REFUNDED: { status: 409, message: 'This order has already been refunded.' },
  OPS_REFUND_TOO_LARGE: { status: 422, message: 'The refund cannot be more than the order total.' },
  OPS_OFFERS_IN_PROGRESS: { status: 409, message: 'Offers are in progress. Confirm to switch selling off: they can still be finished.' },
  OPS_SUPPORT_MESSAGE_NOT_FOUND: { status: 404, message: 'This support message does not exist.' },
  // Packs and prompts (issue 7)
  PACK_NOT_FOUND: { status: 404, message: 'This pack does not exist.' },
  PACK_UNAVAILABLE: { status: 409, message: 'This pack is no longer available: one of its skins has been sold.' },
  PACK_TRADE_LINK_REQUIRED: { status: 422, message: 'Steam trade link is required' },
  PROMPT_NOT_FOUND: { status: 404, message: 'This skin request does not exist.' },
  PROMPT_NOT_OPEN: { status: 409, message: 'This skin request has already been answered.' },
  PROMPT_ITEM_UNAVAILABLE: { status: 409, message: 'This skin is no longer available.' },
  PROMPT_ITEM_TOO_EXPENSIVE: { status: 422, message: 'This skin costs more than the maximum price of the request.' },
  // Support form (issue 7)
  SUPPORT_RATE_LIMITED: { status: 429, message: 'You have sent several messages in a short time. Please wait a few minutes before sending another.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];
