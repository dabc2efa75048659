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
  // Back office: static pages (OPS-130, OPS-131)
  OPS_PAGE_SLUG_TAKEN: { status: 409, message: 'A page with this slug already exists: choose another.' },
  OPS_PAGE_PROTECTED: { status: 409, message: 'The terms and privacy pages cannot be deleted: the checkout and the sign-up link to them.' },
  CATALOG_ITEM_NOT_FOUND: { status: 404, message: 'This product does not exist or has already been sold.' },
  // Watchlist (SEC-25): only names the catalogue has listed, at most WATCHLIST_MAX entries
  WATCHLIST_NAME_UNKNOWN: { status: 422, message: 'This skin is not sold in this shop.' },
  WATCHLIST_FULL: { status: 422, message: 'You can watch at most 200 skins. Remove one to add another.' },
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
  // Security, second round (issue 45): SEC-15, SEC-18, SEC-20..SEC-24
  AUTH_FOREIGN_ORIGIN: { status: 403, message: 'This change was sent from another site and was refused.' },
  AUTH_TWO_FACTOR_CODE_REQUIRED: { status: 422, message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' },
  AUTH_TWO_FACTOR_CODE_INVALID: { status: 422, message: 'This code is not valid or has already been used. Check your authenticator app and try again.' },
  AUTH_TWO_FACTOR_CHALLENGE_INVALID: { status: 422, message: 'Your sign-in has expired. Please sign in again.' },
  AUTH_TWO_FACTOR_SETUP_REQUIRED: { status: 403, message: 'Set up two-factor sign-in on your profile to open the back office.' },
  AUTH_TWO_FACTOR_ALREADY_ON: { status: 409, message: 'Two-factor sign-in is already on.' },
  AUTH_TWO_FACTOR_NOT_STARTED: { status: 409, message: 'Start the two-factor setup first: scan the new QR code.' },
  AUTH_TWO_FACTOR_OFF: { status: 409, message: 'Two-factor sign-in is not on.' },
  ACCOUNT_REAUTH_REQUIRED: { status: 422, message: 'Enter your current password to confirm this change.' },
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
  // PROMO-6 (issue 46): a code's minimum cart value, in the visitor's currency
  PROMO_CODE_BELOW_MINIMUM: { status: 422, message: 'This promo code applies to carts of at least {n}' },
  // Checkout, payments and top-ups (issue 5, spec §4 Payments, §5, §8)
  CHECKOUT_CART_EMPTY: { status: 422, message: 'Your cart is empty' },
  CHECKOUT_ITEM_UNAVAILABLE: { status: 409, message: 'An item in your cart is no longer available.' },
  CHECKOUT_INSUFFICIENT_BALANCE: { status: 422, message: 'Insufficient balance.' },
  CHECKOUT_PAYMENT_METHOD: { status: 422, message: 'Please select a payment method' },
  CHECKOUT_ORDER_NOT_FOUND: { status: 404, message: 'This order does not exist.' },
  // PAY-27: paid, failed or expired before the buyer's cancel arrived.
  CHECKOUT_ORDER_NOT_PENDING: { status: 409, message: 'This order is no longer waiting for its payment, so it cannot be cancelled.' },
  CHECKOUT_RECEIPT_NOT_PAID: { status: 409, message: 'This order has no receipt: it has not been paid.' },
  CHECKOUT_FAILED: { status: 502, message: "We couldn't process your payment. Please try again or use a different payment method" },
  PAYMENT_SIGNATURE_INVALID: { status: 401, message: 'The webhook signature is invalid.' },
  PAYMENT_EVENT_INVALID: { status: 400, message: 'The webhook event is malformed.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'This payment does not exist.' },
  PAYMENT_EVENT_MISMATCH: { status: 422, message: 'The webhook event does not match the amount or currency of the payment.' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 503, message: 'Card payments are not available right now.' },
  DEPOSIT_NOT_FOUND: { status: 404, message: 'This top-up does not exist.' },
  DEPOSIT_NOT_PENDING: { status: 409, message: 'This top-up is no longer waiting for its payment, so it cannot be cancelled.' },
  DEPOSIT_BELOW_MINIMUM: { status: 422, message: 'Minimum top-up amount: {n}' },
  // PAY-28
  DEPOSIT_ABOVE_MAXIMUM: { status: 422, message: 'Maximum top-up amount: {n}' },
  DEPOSIT_EMAIL_REQUIRED: { status: 422, message: 'Email is required' },
  DEPOSIT_INVALID_CURRENCY: { status: 422, message: 'Invalid currency code' },
  // Selling skins, payouts and the operator side (issue 6, spec §4 Offer statuses, §5, §8 Offers)
  OFFERS_DISABLED: { status: 403, message: 'Selling skins is currently disabled.' },
  OFFER_NOT_FOUND: { status: 404, message: 'Offer details not found' },
  OFFER_TRANSITION: { status: 409, message: "This offer's current status does not allow this action." },
  OFFER_INVALID_CURRENCY: { status: 422, message: 'Invalid currency code' },
  // OFFER-13: the shop sends the trade offer for the skin to the profile's trade link, so an accept needs one saved.
  OFFER_TRADE_LINK_MISSING: { status: 422, message: 'Save your Steam trade link in your profile before you accept: we send the trade offer for your skin to it.' },
  PAYOUT_ALREADY_REQUESTED: { status: 409, message: 'A payout has already been requested for this offer.' },
  PAYOUT_NOT_FOUND: { status: 404, message: 'This payout does not exist.' },
  PAYOUT_ALREADY_SETTLED: { status: 409, message: 'This payout has already been settled.' },
  // PAYOUT-10..12
  PAYOUT_HELD_BY_PROVIDER: { status: 409, message: 'The payment provider is still processing this payout: its result settles it. If no result comes, you can settle it by hand from {date}.' },
  PAYOUT_CONFLICT_NOT_FOUND: { status: 404, message: 'This payout conflict does not exist.' },
  PAYOUT_CONFLICT_RESOLVED: { status: 409, message: 'This payout conflict has already been resolved.' },
  PAYOUT_CONFLICT_PAID_AGAIN: { status: 409, message: 'The seller has another payout for this offer (#{payout}), so taking this one as paid would pay twice. Stop or recover that payout, then resolve the conflict keeping the record.' },
  PAYOUT_CONFLICT_OFFER_MOVED: { status: 409, message: "The offer of this payout has moved on, so the provider's result cannot be applied. Resolve the conflict keeping the record." },
  PAYOUT_BANK_DETAILS_GONE: { status: 404, message: 'This payout has no bank details: it is not a bank payout, or it was settled and they were erased.' },
  // SEC-27: sealed with another key, or copied from another payout's row.
  PAYOUT_BANK_DETAILS_UNREADABLE: { status: 409, message: 'The bank details of this payout cannot be opened: they were sealed with another key or for another payout. Fail the payout so that the seller can request it again.' },
  PAYOUT_FAILED: { status: 502, message: 'Failed to request payout' },
  PAYOUT_PROVIDER_UNAVAILABLE: { status: 503, message: 'Card payouts are not available right now. Please choose a bank transfer.' },
  OPS_SETTING_INVALID: { status: 422, message: 'This value is not valid for this setting.' },
  // Back office: orders, customers, settings (issue 17)
  AUTH_ACCOUNT_BLOCKED: { status: 403, message: 'Your account has been blocked. Please contact support.' },
  OPS_CUSTOMER_NOT_FOUND: { status: 404, message: 'This customer does not exist.' },
  OPS_ADJUST_OVERDRAW: { status: 409, message: 'The balance cannot go below 0: take at most what the customer has.' },
  OPS_EMAIL_ALREADY_VERIFIED: { status: 409, message: "This customer's email address is already verified." },
  OPS_CANNOT_BLOCK_SELF: { status: 409, message: 'You cannot block your own account.' },
  OPS_BLOCK_UNCHANGED: { status: 409, message: 'This customer is already in that state.' },
  OPS_ORDER_NOT_REFUNDABLE: { status: 409, message: 'This order was not paid, so there is nothing to refund.' },
  OPS_ORDER_ALREADY_REFUNDED: { status: 409, message: 'This order has already been refunded.' },
  OPS_DELIVERY_NOT_FAILED: { status: 409, message: 'This order is not waiting in the failed deliveries: its delivery was retried or it was refunded.' },
  OPS_REFUND_TO_CARD_UNAVAILABLE: { status: 409, message: 'This order was not paid by card through the payment provider, so it can only be refunded to the balance.' },
  OPS_REFUND_PROVIDER_FAILED: { status: 502, message: 'The payment provider did not take the refund. Nothing was changed; try again later.' },
  OPS_REFUND_MADE_AT_PROVIDER: { status: 409, message: 'The payment provider has already refunded this order\'s card payment. Refund it to the card to record that refund, so the buyer is not paid twice.' },
  OPS_REFUND_TOO_LARGE: { status: 422, message: 'The refund cannot be more than the order total.' },
  OPS_REFUND_FAILED_DELIVERY_PARTIAL: { status: 422, message: 'An order whose delivery failed is refunded in full: the buyer did not get the items.' },
  OPS_OFFERS_IN_PROGRESS: { status: 409, message: 'Offers are in progress. Confirm to switch selling off: they can still be finished.' },
  OPS_SUPPORT_MESSAGE_NOT_FOUND: { status: 404, message: 'This support message does not exist.' },
  // Back office: balance changes (OPS-134, OPS-135)
  OPS_BALANCE_OPERATOR_ACCOUNT: { status: 403, message: "An operator cannot change the balance of an operator account, their own or another operator's." },
  OPS_BALANCE_CHANGE_NOT_FOUND: { status: 404, message: 'This balance change does not exist.' },
  OPS_BALANCE_CHANGE_OWN: { status: 403, message: 'You asked for this balance change: a second operator must approve or reject it.' },
  OPS_BALANCE_CHANGE_DECIDED: { status: 409, message: 'This balance change has already been approved or rejected.' },
  // Packs and prompts (issue 7)
  PACK_NOT_FOUND: { status: 404, message: 'This pack does not exist.' },
  PACK_UNAVAILABLE: { status: 409, message: 'This pack is no longer available: one of its skins has been sold.' },
  PACK_TRADE_LINK_REQUIRED: { status: 422, message: 'Steam trade link is required' },
  PROMPT_NOT_FOUND: { status: 404, message: 'This skin request does not exist.' },
  PROMPT_NOT_OPEN: { status: 409, message: 'This skin request has already been answered.' },
  PROMPT_ITEM_UNAVAILABLE: { status: 409, message: 'This skin is no longer available.' },
  PROMPT_ITEM_TOO_EXPENSIVE: { status: 422, message: 'This skin costs more than the maximum price of the request.' },
  PROMPT_ITEM_MISMATCH: { status: 422, message: 'This skin is not the one requested: the request is for {wanted}.' },
  // Back office: catalogue, packs and promo codes (issue 17, OPS-60..OPS-79)
  OPS_ITEM_NOT_FOUND: { status: 404, message: 'This item does not exist.' },
  OPS_ITEM_SOLD: { status: 409, message: 'This item has been sold: it cannot be changed or withdrawn.' },
  OPS_ITEM_RESERVED: { status: 409, message: 'This item is held by an order being paid right now. Please try again later.' },
  OPS_ITEM_NOT_WITHDRAWN: { status: 409, message: 'This item is not withdrawn.' },
  OPS_SUBCATEGORY_UNKNOWN: { status: 422, message: 'This subcategory does not exist.' },
  OPS_BULK_TOO_MANY: { status: 422, message: 'A bulk price change may touch at most 500 items: narrow the filter.' },
  OPS_PACK_ITEM_UNAVAILABLE: { status: 422, message: 'Every skin of a pack must exist and be on sale.' },
  OPS_PROMO_NOT_FOUND: { status: 404, message: 'This promo code does not exist.' },
  OPS_PROMO_CODE_TAKEN: { status: 409, message: 'A promo code with this code already exists.' },
  OPS_PROMO_LIMIT_BELOW_USES: { status: 422, message: 'The usage limit cannot be lower than the uses so far.' },
  CART_ITEM_WITHDRAWN: { status: 409, message: 'This item is no longer for sale.' },
  // Support form (issue 7)
  SUPPORT_RATE_LIMITED: { status: 429, message: 'You have sent several messages in a short time. Please wait a few minutes before sending another.' },
  // Back office: currencies and social links (OPS-117, OPS-120)
  OPS_CURRENCY_NOT_FOUND: { status: 404, message: 'This currency does not exist.' },
  OPS_CURRENCY_BASE_VALUE: { status: 422, message: 'EUR is the base currency: its value stays 1, and every other rate is in units per euro.' },
  OPS_SOCIAL_LINK_NOT_FOUND: { status: 404, message: 'This social link does not exist.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];
