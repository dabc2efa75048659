import { offerMessages, offerQualityOptions } from './offer-values.ts';

/** The offer rules' texts (spec §5, §8) as keys offer_msg_<name>, so a form shows t(key) of a contract message. */
type OfferMessageTexts = { readonly [K in keyof typeof offerMessages as `offer_msg_${K}`]: (typeof offerMessages)[K] };
const offerMessageTexts = Object.fromEntries(Object.entries(offerMessages).map(([k, text]) => [`offer_msg_${k}`, text])) as OfferMessageTexts;

/** The §3 quality options' labels as keys offers_quality_<value>. */
type QualityOption = (typeof offerQualityOptions)[number];
type QualityTexts = { readonly [O in QualityOption as `offers_quality_${O['value']}`]: O['label'] };
const qualityTexts = Object.fromEntries(offerQualityOptions.map((o) => [`offers_quality_${o.value}`, o.label])) as QualityTexts;

/** Selling skins (issue 6): offers tab, sell and payout modals, payout result pages. Loaded by those lazy chunks only. */
export const messagesOffersEn = {
  ...offerMessageTexts,
  ...qualityTexts,
  // Offers tab (spec §2 Account: Offers list shows ID, item, quantity, status; 8 per page)
  offers_sell_button: 'Sell skins',
  /** OFFER-1: the offers tab while offer_enabled is false, for a customer whose offers are still open. */
  offers_selling_off: 'Selling skins is currently disabled. You can still finish the offers you have made.',
  offers_id: 'ID',
  offers_item: 'Item',
  offers_quantity: 'Quantity',
  offers_status: 'Status',
  offers_close: 'Close',
  offers_back: 'Back',
  offers_continue: 'Continue',
  offers_cancel: 'Cancel',
  offers_processing: 'Processing...',
  // Offer statuses (spec §4), readable labels beside the icon
  offers_status_pending: 'Pending review',
  offers_status_offer: 'Offer received',
  offers_status_awaiting_item: 'Awaiting item',
  offers_status_ready_for_payout: 'Ready for payout',
  offers_status_payout_processing: 'Payout processing',
  offers_status_approved: 'Approved',
  offers_status_declined_by_user: 'Declined',
  offers_status_failed: 'Failed',
  /** PROTECT-8: the seller took the item back by Steam's trade reversal. */
  offers_status_reversed: 'Trade reversed',
  // sellSkins and sellConfirmation modals (spec §5 Sell skins, §9)
  offers_sell_title: 'Sell skins',
  offers_sell_intro: 'Tell us which skin you want to sell and your price. The shop reviews it and makes you an offer.',
  offers_skin_name: 'Skin name',
  offers_price: 'Price ({{currency}})',
  /** INPUT-8: the contract's rule text, so the API says it in the visitor's language. */
  offers_price_too_high: 'Price must be at most {{n}}',
  offers_quality: 'Quality',
  offers_select_quality: 'Select quality',
  offers_inventory_link: 'Steam inventory link',
  // OFFER-14, OFFER-15, OFFER-16: the skin's optional float, pattern and stickers
  offers_skin_details: 'Skin details (optional)',
  offers_float: 'Float (wear, 0–1)',
  offers_pattern: 'Pattern (paint seed, 0–1000)',
  offers_stickers: 'Stickers',
  offers_sticker_name: 'Sticker {{n}} name',
  offers_sticker_slot: 'Sticker {{n}} slot',
  offers_sticker_no_slot: 'Any slot',
  offers_sticker_add: 'Add a sticker',
  offers_sticker_remove: 'Remove sticker {{n}}',
  offers_sticker_in_slot: '{{name}} (slot {{slot}})',
  offers_submit: 'Submit',
  offers_sell_done_title: 'Sell order submitted',
  offers_sell_done_text: 'Thank you! We will review your offer and notify you within 3 working days.',
  offers_ok: 'OK',
  // offerDetails modal (spec §2: desired price and the shop's price)
  offers_details_title: 'Offer #{{id}}',
  offers_created: 'Created',
  offers_desired_price: 'Desired price',
  offers_shop_price: "Shop's price",
  offers_awaiting_shop_price: "Awaiting the shop's price",
  /** An accepted offer (awaiting_item): how the skin reaches the shop. */
  offers_awaiting_item_notice: 'We will send you a Steam trade offer for this skin, to the trade link in your profile. Accept it in Steam: once the skin has reached us, you can request your payout.',
  offers_history: 'History',
  offers_accept: 'Accept',
  // OFFER-12: the accept step asks for the trade link when the profile has none
  offers_trade_link_needed: 'Before you accept, save your Steam trade link: we send the trade offer for your skin to it.',
  offers_trade_link: 'Steam trade link',
  offers_trade_link_profile: 'Or save it in your profile',
  offers_trade_link_save_accept: 'Save and accept',
  offers_decline: 'Decline',
  offers_request_payout: 'Request Payout',
  offers_payout: 'Payout',
  offers_payouts: 'Payouts',
  offers_reason: 'Reason from the shop',
  offers_payout_account: '{{method}} ending {{last4}}',
  offers_payout_processing: 'Payout processing',
  // PROTECT-2, PROTECT-3, PROTECT-8 (issue 49): Steam's trade protection on the offer and its payout
  offers_protected_until: 'Protected until {{date}}',
  offers_payout_held: 'Payout held until {{date}}',
  offers_payout_cancelled: 'Cancelled (trade reversed)',
  offers_payout_will_be_held: 'Your payout will be held until {{date}} (Steam trade protection).',
  offers_payout_approved: 'Paid out',
  offers_payout_failed: 'Payout failed',
  // contactInfo, paymentMethod and payment modals (spec §3 Contact info, Withdrawal; §5)
  offers_contact_title: 'Contact information',
  offers_first_name: 'First name',
  offers_last_name: 'Last name',
  offers_email: 'Email',
  offers_phone: 'Phone number',
  offers_country: 'Country',
  offers_select_country: 'Select country',
  offers_city: 'City',
  offers_post_code: 'Post code',
  offers_address: 'Address',
  offers_method_title: 'Choose a payout method',
  offers_method_card: 'Card',
  offers_method_multibanco: 'Multibanco',
  offers_method_mbway: 'MB WAY',
  offers_method_bank: 'Bank transfer (IBAN)',
  offers_payout_amount: 'You receive {{amount}}',
  offers_card_title: 'Card details',
  offers_card_number: 'Card number',
  offers_card_holder: 'Card holder name',
  offers_card_expiry: 'Expiration date (MM/YY)',
  offers_bank_title: 'Bank details',
  offers_full_name: 'Full name',
  offers_iban: 'IBAN',
  offers_payout_notice: 'Once your payout is accepted, you will be notified within 3 working days.',
  // Texts of spec §8 Offers (failures fall back to these when the server sends no message)
  offers_fetch_failed: 'Failed to fetch offers data',
  offers_fetch_failed_later: 'Failed to fetch offers. Please try again later.',
  offers_submit_failed: 'Failed to submit sell order',
  offers_submit_failed_later: 'Failed to submit your sell order. Please try again later.',
  offers_accept_failed: 'Failed to accept offer',
  offers_decline_failed: 'Failed to decline offer',
  offers_complete_failed: 'Failed to complete offer',
  offers_payout_request_failed: 'Failed to request payout',
  offers_details_failed: 'Failed to fetch offer details',
  offers_details_not_found: 'Offer details not found',
  offers_no_redirect: 'No redirect URL received',
  // Payout result screens (spec §2: /success-payout, /fail-payout, /pending-payout)
  payout_success_title: 'Payout accepted',
  payout_success_text: 'Your payout is on its way. You will be notified within 3 working days.',
  payout_fail_title: 'Payout failed',
  payout_fail_text: "We couldn't process your payout. Please try again later or choose another payout method.",
  payout_pending_title: 'Payout in progress',
  payout_pending_status: 'Your payout is being processed. Status: {{status}}',
  payout_status_pending: 'Pending',
  payout_to_offers: 'Go to my offers',
  payout_to_home: 'Back to home',
} as const;
