/** OFFER-14, OFFER-15, OFFER-16: the back office's offer view of the skin's float, pattern and stickers (English only). */
export const messagesOperatorOffersEn = {
  op_offer_float: 'Float {{value}}',
  op_offer_pattern: 'Pattern {{value}}',
  op_offer_stickers: 'Stickers: {{list}}',
  op_offer_sticker_slot: '{{name}} (slot {{slot}})',
} as const;
