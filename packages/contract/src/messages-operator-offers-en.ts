/** OFFER-14, OFFER-15, OFFER-16: the back office's offer view of the skin's float, pattern and stickers (English only). */
export const messagesOperatorOffersEn = {
  op_offer_float: 'Float {{value}}',
  op_offer_pattern: 'Pattern {{value}}',
  op_offer_stickers: 'Stickers: {{list}}',
  op_offer_sticker_slot: '{{name}} (slot {{slot}})',
  // TRADE-7: the bot's trade offer and the sandbox bot's manual switch
  op_offer_trade_state: 'Trade offer {{id}}: {{state}}',
  op_offer_sandbox_title: 'Sandbox trade',
  op_offer_sandbox_accepted: 'Accepted',
  op_offer_sandbox_declined: 'Declined',
  op_offer_sandbox_expired: 'Expired',
  op_offer_sandbox_countered: 'Countered',
  op_offer_sandbox_reversed: 'Reversed',
  op_offer_sandbox_done: 'Sandbox trade offer set',
} as const;
