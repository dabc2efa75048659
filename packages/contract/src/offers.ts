import { z } from 'zod';
import { isEmail, reauthShape, type ReauthBody } from './auth.ts';
import { MAX_MONEY_AMOUNT } from './common.ts';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';
import { isDbId, isPositiveAmount, looseNumber, optionalText, orderedForm, type FieldRule } from './form-rules.ts';
import { inWholeCents, isBlank, lengthOf } from './form-values.ts';
import { tradeLinkParts } from './trade-link.ts';
import { toMinor } from './money.ts';
import { exteriorRanges } from './catalog-values.ts';
import { digitsOf, isCardExpired, isCardNumberValid, isExpiryValid, isIbanValid, isOfferQuality, offerMessages, offerQualityLabel, offerStatusValues, parseExpiry } from './offer-values.ts';

/** OFFER-2: the largest price (major units of the offer currency) a sell order or a quote may carry. */
export const OFFER_MAX_PRICE = MAX_MONEY_AMOUNT;
const MAX = { title: 200, url: 2000, name: 100, email: 254, phone: 25, country: 100, city: 100, address: 200, postCode: 20 } as const;

// ---------------------------------------------------------------------------------------------
// Form schemas (ordered rules, first failure per field).

const str = optionalText;
const isTrue = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
const tooLong = <T>(field: keyof T & string, max: number): FieldRule<T> => ({
  field,
  message: offerMessages.tooLong,
  fails: (v) => {
    const value = (v as Record<string, unknown>)[field];
    return typeof value === 'string' && lengthOf(value) > max;
  },
});
/**
 * OFFER-11: the seller's skin link is a Steam profile or its inventory (what the operator opens):
 * https://steamcommunity.com/id/<name> or /profiles/<SteamID64>, optionally /inventory/… after it.
 */
export function isSteamInventoryUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'steamcommunity.com' || url.username || url.password || url.port) return false;
  return /^\/(id\/[\w-]{2,64}|profiles\/\d{17})(\/inventory(\/[\w#/-]*)?)?\/?$/.test(url.pathname);
}
const validPrice = isPositiveAmount;

/** The rules of a price typed in a text box (OFFER-2): required, positive, at most OFFER_MAX_PRICE. INV-4 asks a price per inventory item by the same rules. */
export function priceRules<T extends { price?: unknown }>(): FieldRule<T>[] {
  return [
    { field: 'price', message: offerMessages.priceRequired, fails: (v) => v.price === undefined || v.price === null || v.price === '' },
    { field: 'price', message: offerMessages.pricePositive, fails: (v) => !validPrice(v.price) },
    // MONEY-4: part cents are refused, never rounded.
    { field: 'price', message: offerMessages.priceWholeCents, fails: (v) => validPrice(v.price) && !inWholeCents(v.price) },
    { field: 'price', message: offerMessages.priceTooHigh.replace('{n}', OFFER_MAX_PRICE.toLocaleString('en-US')), fails: (v) => validPrice(v.price) && v.price > OFFER_MAX_PRICE },
  ];
}

/** OFFER-14: the most decimals a float keeps (the game writes more; 8 tell any two skins apart). */
export const OFFER_FLOAT_DECIMALS = 8;
/** OFFER-15: the highest pattern (paint seed) of a skin. */
export const OFFER_PATTERN_MAX = 1000;
/** OFFER-16: at most 5 stickers, each in slot 1 to 5 when given. */
export const OFFER_MAX_STICKERS = 5;
const STICKER_NAME_MAX = 120;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const isFloat = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;
/** More decimals than OFFER_FLOAT_DECIMALS: the value changes when rounded to them. */
const tooPrecise = (v: number) => Number(v.toFixed(OFFER_FLOAT_DECIMALS)) !== v;
/**
 * OFFER-14: the float range of a quality (an exterior, SKIN-2: each range ends where the next
 * begins; Battle-Scarred ends at 1); null for not_painted, which has no wear.
 */
export function floatRangeOfQuality(quality: string | null | undefined): { from: number; to: number } | null {
  const label = offerQualityLabel(quality ?? '');
  const i = exteriorRanges.findIndex((r) => r.name === label);
  if (i < 0) return null;
  return { from: exteriorRanges[i]!.from, to: exteriorRanges[i + 1]?.from ?? 1 };
}
/** OFFER-14: a float inside the quality's range (the upper end belongs to the next, except 1). */
export function floatFitsQuality(float: number, quality: string | null | undefined): boolean {
  const range = floatRangeOfQuality(quality);
  return !range || (float >= range.from && (float < range.to || (range.to === 1 && float === 1)));
}
type StickerInput = { name?: unknown; slot?: unknown };
const stickerList = (v: unknown): StickerInput[] | null => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) && v.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x)) ? (v as StickerInput[]) : null);
const stickerSlotOf = (v: unknown) => (v === undefined || v === null || v === '' ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);
const validSlot = (slot: unknown) => slot === null || (typeof slot === 'number' && Number.isInteger(slot) && slot >= 1 && slot <= OFFER_MAX_STICKERS);
const validStickerName = (name: unknown) => typeof name === 'string' && name.trim() !== '' && lengthOf(name.trim()) <= STICKER_NAME_MAX;

/** OFFER-14, OFFER-15, OFFER-16: the rules of the sell form's optional skin fields: float, pattern, stickers. */
function skinRules<T extends { float?: unknown; pattern?: unknown; stickers?: unknown; quality?: string | null }>(): FieldRule<T>[] {
  return [
    { field: 'float', message: offerMessages.floatRange, fails: (v) => given(v.float) && !isFloat(v.float) },
    { field: 'float', message: offerMessages.floatDecimals, fails: (v) => isFloat(v.float) && tooPrecise(v.float) },
    { field: 'float', message: offerMessages.floatExterior, fails: (v) => isFloat(v.float) && isOfferQuality(v.quality) && !floatFitsQuality(v.float, v.quality) },
    { field: 'pattern', message: offerMessages.patternRange, fails: (v) => given(v.pattern) && !(typeof v.pattern === 'number' && Number.isInteger(v.pattern) && v.pattern >= 0 && v.pattern <= OFFER_PATTERN_MAX) },
    { field: 'stickers', message: offerMessages.stickerName, fails: (v) => stickerList(v.stickers) === null },
    { field: 'stickers', message: offerMessages.stickersMax, fails: (v) => (stickerList(v.stickers)?.length ?? 0) > OFFER_MAX_STICKERS },
    { field: 'stickers', message: offerMessages.stickerName, fails: (v) => (stickerList(v.stickers) ?? []).some((st) => !validStickerName(st.name)) },
    { field: 'stickers', message: offerMessages.stickerSlot, fails: (v) => (stickerList(v.stickers) ?? []).some((st) => !validSlot(stickerSlotOf(st.slot))) },
    {
      field: 'stickers',
      message: offerMessages.stickerSlotTwice,
      fails: (v) => {
        const slots = (stickerList(v.stickers) ?? []).map((st) => stickerSlotOf(st.slot)).filter((slot) => slot !== null);
        return new Set(slots).size !== slots.length;
      },
    },
  ];
}
/** OFFER-16: a sticker as stored on an offer: its name and, when given, its slot (1 to 5). */
export type OfferSticker = { name: string; slot: number | null };
const toStickers = (v: unknown): OfferSticker[] =>
  (stickerList(v) ?? []).map((st) => ({ name: typeof st.name === 'string' ? st.name.trim() : '', slot: (stickerSlotOf(st.slot) as number | null) ?? null }));

/** OFFER-2: spec §3 Sell order payload, §5 Sell skins rules in order. Price in `currency` (default EUR, checked by the service). */
export const offerCreateBodySchema = orderedForm(
  z.object({ title: str, price: looseNumber, quality: str, item_url: str, currency: z.string().trim().max(16).nullish(), float: looseNumber, pattern: looseNumber, stickers: z.unknown().optional() }),
  [
    { field: 'title', message: offerMessages.titleRequired, fails: (v) => isBlank(v.title) },
    tooLong('title', MAX.title),
    ...priceRules(),
    { field: 'quality', message: offerMessages.qualityRequired, fails: (v) => !isOfferQuality(v.quality) },
    { field: 'item_url', message: offerMessages.itemUrlRequired, fails: (v) => isBlank(v.item_url) },
    { field: 'item_url', message: offerMessages.itemUrlInvalid, fails: (v) => !isSteamInventoryUrl(v.item_url ?? '') },
    tooLong('item_url', MAX.url),
    ...skinRules(),
  ],
).transform((v) => ({
  title: v.title ?? '',
  priceMinor: validPrice(v.price) ? toMinor(v.price) : 0,
  quality: isOfferQuality(v.quality) ? v.quality : 'field_tested',
  itemUrl: v.item_url ?? '',
  currency: v.currency || undefined,
  floatValue: isFloat(v.float) ? v.float : null,
  pattern: typeof v.pattern === 'number' && Number.isInteger(v.pattern) ? v.pattern : null,
  stickers: toStickers(v.stickers),
}));
export type OfferCreateBody = z.output<typeof offerCreateBodySchema>;

const contactShape = {
  name: str,
  surname: str,
  email: str,
  phone: str,
  country: z.union([z.string().trim(), z.number()]).nullish(),
  city: str,
  address: str,
  postCode: str,
};
type ContactInput = z.output<z.ZodObject<typeof contactShape>>;
const contactRules: FieldRule<ContactInput>[] = [
  { field: 'name', message: offerMessages.firstNameRequired, fails: (v) => isBlank(v.name) },
  tooLong('name', MAX.name),
  { field: 'surname', message: offerMessages.lastNameRequired, fails: (v) => isBlank(v.surname) },
  tooLong('surname', MAX.name),
  { field: 'email', message: offerMessages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: offerMessages.emailInvalid, fails: (v) => !isEmail(v.email) },
  { field: 'phone', message: offerMessages.phoneRequired, fails: (v) => isBlank(v.phone) },
  tooLong('phone', MAX.phone),
  { field: 'country', message: offerMessages.countryRequired, fails: (v) => isBlank(v.country === null || v.country === undefined ? '' : String(v.country)) },
  tooLong('country', MAX.country),
  { field: 'city', message: offerMessages.cityRequired, fails: (v) => isBlank(v.city) },
  tooLong('city', MAX.city),
  { field: 'postCode', message: offerMessages.postCodeRequired, fails: (v) => isBlank(v.postCode) },
  tooLong('postCode', MAX.postCode),
  { field: 'address', message: offerMessages.addressRequired, fails: (v) => isBlank(v.address) },
  tooLong('address', MAX.address),
];
const toContact = (v: ContactInput) => ({
  name: v.name ?? '',
  surname: v.surname ?? '',
  email: v.email ?? '',
  phone: v.phone ?? '',
  country: String(v.country ?? ''),
  city: v.city ?? '',
  address: v.address ?? '',
  postCode: v.postCode ?? '',
});
export type ContactInfo = ReturnType<typeof toContact>;

/** PAYOUT-2: spec §3 Contact info, §5 rules in order. */
export const contactInfoSchema = orderedForm(z.object(contactShape), contactRules).transform(toContact);

const expiryField = z.union([z.string().trim(), z.number()]).nullish();
const cardShape = { card_number: str, card_holder_name: str, expire_month: expiryField, expire_year: expiryField, terms_accepted: z.unknown().optional() };
type CardInput = z.output<z.ZodObject<typeof cardShape>>;
/** PAYOUT-3, PAYOUT-4, PAYOUT-5: §5 Card payout rules in order; both expiry messages go on expire_month. */
function cardRules<T extends CardInput>(applies: (v: T) => boolean = () => true): FieldRule<T>[] {
  const rules: FieldRule<CardInput>[] = [
    { field: 'card_number', message: offerMessages.cardNumberInvalid, fails: (v) => !isCardNumberValid(v.card_number) },
    { field: 'card_holder_name', message: offerMessages.cardHolderRequired, fails: (v) => isBlank(v.card_holder_name) },
    tooLong('card_holder_name', MAX.name),
    { field: 'expire_month', message: offerMessages.expiryInvalid, fails: (v) => !isExpiryValid(v.expire_month, v.expire_year) },
    { field: 'expire_month', message: offerMessages.cardExpired, fails: (v) => isCardExpired(v.expire_month, v.expire_year) },
    // The form sends its checkbox (false until ticked); the spec's call (§7 sepa-manual, card variant) names no terms field, so one left out is not refused.
    { field: 'terms_accepted', message: offerMessages.termsRequired, fails: (v) => v.terms_accepted !== undefined && !isTrue(v.terms_accepted) },
  ];
  return rules.map((r) => ({ ...r, fails: (v: T) => applies(v) && r.fails(v) }));
}
const toCard = (v: CardInput) => {
  const expiry = parseExpiry(v.expire_month, v.expire_year) ?? { month: 0, year: 0 };
  return { cardNumber: digitsOf(v.card_number ?? ''), holderName: (v.card_holder_name ?? '').toUpperCase(), expireMonth: expiry.month, expireYear: expiry.year };
};

/** PAYOUT-3, PAYOUT-4, PAYOUT-5: spec §3 Withdrawal (card), §5 Card payout. */
export const cardPayoutDetailsSchema = orderedForm(z.object(cardShape), cardRules()).transform(toCard);

const bankShape = { first_name: str, last_name: str, account_number: str };
type BankInput = z.output<z.ZodObject<typeof bankShape>>;
function bankRules<T extends BankInput>(applies: (v: T) => boolean = () => true): FieldRule<T>[] {
  const rules: FieldRule<BankInput>[] = [
    { field: 'first_name', message: offerMessages.fullNameRequired, fails: (v) => isBlank(v.first_name) && isBlank(v.last_name) },
    tooLong('first_name', MAX.name),
    tooLong('last_name', MAX.name),
    { field: 'account_number', message: offerMessages.ibanInvalid, fails: (v) => !isIbanValid(v.account_number) },
  ];
  return rules.map((r) => ({ ...r, fails: (v: T) => applies(v) && r.fails(v) }));
}
const toBank = (v: BankInput) => ({
  holderName: [v.first_name, v.last_name].filter((s) => !isBlank(s)).join(' '),
  iban: digitsOf(v.account_number ?? '').toUpperCase(),
});

/** PAYOUT-4: spec §3 Withdrawal (bank), §5 Bank payout. */
export const bankPayoutDetailsSchema = orderedForm(z.object(bankShape), bankRules()).transform(toBank);

/** OFFER-9: an offer id in a body; missing or malformed is the §8 'Offer ID not found' on `id`. */
const offerIdShape = { id: looseNumber };
const validId = isDbId;
const offerIdRule = <T extends { id?: unknown }>(): FieldRule<T> => ({ field: 'id', message: offerMessages.offerIdNotFound, fails: (v) => !validId(v.id) });
const toId = (v: { id?: unknown }) => (validId(v.id) ? v.id : 0);

/** OFFER-5, OFFER-6: POST /offer/accept and /offer/decline { id }. */
export const offerIdBodySchema = orderedForm(z.object(offerIdShape), [offerIdRule()]).transform((v) => ({ id: toId(v) }));

/** The longest trade link a profile keeps (AUTH_LIMITS.tradeLink). */
const TRADE_LINK_MAX = 500;
/**
 * OFFER-5, OFFER-12: POST /offer/accept { id, trade_link? }: a seller with no trade link saved sends
 * one with the accept; it is checked by the one trade-link rule (tradeLinkParts) and saved to the
 * profile before the offer is accepted. Left out or blank, the profile's saved link is used.
 */
export const offerAcceptBodySchema = orderedForm(z.object({ ...offerIdShape, trade_link: str }), [
  offerIdRule(),
  { field: 'trade_link', message: offerMessages.tradeLinkInvalid, fails: (v) => !isBlank(v.trade_link) && (lengthOf(v.trade_link) > TRADE_LINK_MAX || !tradeLinkParts(v.trade_link ?? '')) },
]).transform((v) => ({ id: toId(v), tradeLink: isBlank(v.trade_link) ? null : (v.trade_link ?? null) }));
export type OfferAcceptBody = z.output<typeof offerAcceptBodySchema>;

export const payoutFormMethods = ['card', 'multibanco', 'mbway'] as const;
/** PAYOUT-1: POST /offer/request-payout/card-form: id + contact info + method (default card), paid out on the provider's page. */
export const payoutCardFormBodySchema = orderedForm(
  z.object({ ...offerIdShape, ...contactShape, ...reauthShape, method: z.enum(payoutFormMethods, { error: 'Please select a payment method' }).nullish(), currency: z.string().nullish() }),
  [offerIdRule(), ...contactRules],
).transform((v) => ({ id: toId(v), contact: toContact(v), method: v.method ?? 'card', proof: toProof(v) }));

const hasCardNumber = (v: { card_number?: string | null }) => !isBlank(v.card_number);
/** SEC-18, SEC-22: the proof of the person a payout request carries (the current password, or a code). */
const toProof = (v: ReauthBody): ReauthBody => ({ current_password: v.current_password, otp: v.otp });
/**
 * PAYOUT-1: POST /offer/request-payout/sepa-manual: id + contact + bank details; with a card_number
 * it is the §7 card variant (card rules instead of the IBAN).
 */
export const payoutSepaManualBodySchema = orderedForm(
  z.object({ ...offerIdShape, ...contactShape, ...bankShape, ...cardShape, ...reauthShape, currency: z.string().nullish() }),
  [offerIdRule(), ...contactRules, ...bankRules<BankInput & CardInput>((v) => !hasCardNumber(v)), ...cardRules<BankInput & CardInput>((v) => hasCardNumber(v))],
).transform((v) => ({
  id: toId(v),
  contact: toContact(v),
  details: hasCardNumber(v) ? { kind: 'card' as const, ...toCard(v) } : { kind: 'bank' as const, ...toBank(v) },
  proof: toProof(v),
}));

/** PAYOUT-1: POST /offer/request-payout/card-manual: id + contact + card details. */
export const payoutCardManualBodySchema = orderedForm(z.object({ ...offerIdShape, ...contactShape, ...cardShape, ...reauthShape, currency: z.string().nullish() }), [
  offerIdRule(),
  ...contactRules,
  ...cardRules(),
]).transform((v) => ({ id: toId(v), contact: toContact(v), details: { kind: 'card' as const, ...toCard(v) }, proof: toProof(v) }));

// ---------------------------------------------------------------------------------------------
// Answers.

/** OFFER-3: spec §3 Offer; created_at in unix seconds, prices in the offer currency with 2 decimals. */
export const offerSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  title: z.string(),
  /** `img` is the spec's name (§3 Offer: item with img); `img_url` the same path under the shop's other answers' name. */
  item: z.object({ title: z.string(), img: z.string().nullable(), img_url: z.string().nullable() }),
  quality: z.string(),
  user_price: z.number(),
  service_price: z.number().nullable(),
  currency: z.string(),
  status: z.enum(offerStatusValues),
  quantity: z.literal(1),
  /** OFFER-14, OFFER-15, OFFER-16: the skin's float (0 to 1), pattern (0 to 1000) and stickers, as the seller gave them (null or [] when not). */
  float: z.number().nullable(),
  pattern: z.number().int().nullable(),
  stickers: z.array(z.object({ name: z.string(), slot: z.number().int().nullable() })),
  /** PROTECT-2: until when Steam's trade protection lets the seller reverse the trade (ISO), null before the item is received. */
  protected_until: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** PROTECT-3: held waits for the trade protection to end (then processing); PROTECT-8: cancelled: the trade was reversed while held. */
export const payoutStatusValues = ['processing', 'approved', 'failed', 'held', 'cancelled'] as const;
export const payoutMethodValues = ['card', 'card_form', 'sepa', 'multibanco', 'mbway'] as const;

const offerPayoutSchema = z.object({
  method: z.enum(payoutMethodValues),
  status: z.enum(payoutStatusValues),
  account_last4: z.string().nullable(),
  message: z.string().nullable(),
  /** PROTECT-3: when a held payout is released (ISO), null otherwise. */
  release_at: z.string().nullable(),
});

/** TRADE-1: the states of the trade offer the shop's bot sent a seller for the offer's Steam items. */
export const offerTradeStateValues = ['sent', 'accepted', 'declined', 'expired', 'countered', 'cancelled', 'reversed'] as const;
export type OfferTradeState = (typeof offerTradeStateValues)[number];
/** TRADE-5: the states after which the seller may have the trade offer sent again. */
export const offerTradeResendStates: readonly OfferTradeState[] = ['declined', 'expired', 'countered', 'cancelled'];
/** TRADE-5: how many trade offers the shop sends for one offer at most. */
export const OFFER_TRADE_MAX_SENDS = 3;

/**
 * OFFER-4: the offer details: its events (each transition and when) and its latest payout, if any.
 * OPS-20: `payouts` is every payout of the offer, oldest first (a failed one stays as history).
 * OPS-24: `reason` is why the shop rejected or cancelled it.
 */
export const offerDetailsSchema = offerSchema.extend({
  events: z.array(z.object({ status: z.enum(offerStatusValues), at: z.number().int() })),
  payout: offerPayoutSchema.nullable(),
  payouts: z.array(offerPayoutSchema.extend({ created_at: z.number().int() })),
  reason: z.string().nullable(),
  /** PROTECT-3: a payout asked now is held until then (ISO: the trade protection's end plus the margin); null: it is not held. */
  payout_held_until: z.string().nullable(),
  /**
   * TRADE-9: the bot's trade offer for an offer from the Steam inventory (null for a typed offer, or
   * before the seller accepted): its id and Steam link once sent, its state and when it was reached,
   * whether a send failed (the sweep retries) and whether the seller may have it sent again.
   */
  trade: z
    .object({
      trade_offer_id: z.string().nullable(),
      url: z.string().nullable(),
      state: z.enum(offerTradeStateValues).nullable(),
      state_at: z.number().int().nullable(),
      send_failed: z.boolean(),
      can_resend: z.boolean(),
    })
    .nullable(),
});
export type OfferDetails = z.infer<typeof offerDetailsSchema>;

export const offerHistoryQuerySchema = z.object({ page: pageQueryField });
/** OFFER-3; OFFER-1: meta.in_progress is how many of the user's offers are still open, on any page. */
export const offerHistoryResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(offerSchema), meta: paginationMetaSchema.extend({ in_progress: z.number().int() }) });
export type OfferHistoryMeta = z.infer<typeof offerHistoryResponseSchema>['meta'];
export const offerDetailsResponseSchema = z.object({ status: z.literal('OK'), payload: offerDetailsSchema });
export const offerCreateResponseSchema = z.object({ status: z.literal('OK'), id: z.number().int(), message: z.string(), payload: offerSchema });
export const offerActionResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: offerSchema });
export const payoutRedirectResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), redirect_url: z.string() });
export const payoutSubmittedResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: offerSchema, redirect_url: z.string().optional() });
export const payoutCardManualResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), redirect_url: z.string(), payload: offerSchema });
