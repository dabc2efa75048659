/** Issue 49 "Every listing of a skin": the listings chooser, float rank, low float badge and trade filters (cards and the list's filters: part of the first view). */
export const messagesListingsEn = {
  listings_title: 'Every listing of this skin ({{total}})',
  listings_choose: 'Choose a listing',
  listings_this_one: 'This listing',
  listings_float_rank: '#{{rank}} of {{total}}',
  listings_float_rank_label: 'Float rank',
  listings_float_percentile: '{{percentile}} % of the float range',
  listings_low_float: 'Low float',
  listings_protected_until: 'Protected until {{date}}',
  listings_no_stickers: 'No stickers',
  filter_trade: 'Trade',
  filter_trade_any: 'Tradable or protected',
  filter_trade_tradable: 'Tradable now',
  filter_trade_protected: 'Protected',
} as const;
