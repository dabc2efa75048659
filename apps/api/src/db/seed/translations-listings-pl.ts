import type { messagesListingsEn } from '@skins/contract';

/** pl texts of a skin's listings, float rank and trade filters: one for every key of messagesListingsEn (a missing key fails the type check). */
export const messagesListingsPl: Record<keyof typeof messagesListingsEn, string> = {
  listings_title: 'Wszystkie oferty tego skina ({{total}})',
  listings_choose: 'Wybierz ofertę',
  listings_this_one: 'Ta oferta',
  listings_float_rank: 'Nr {{rank}} z {{total}}',
  listings_float_rank_label: 'Pozycja floatu',
  listings_float_percentile: '{{percentile}} % zakresu floatu',
  listings_low_float: 'Niski float',
  listings_protected_until: 'Chroniony do {{date}}',
  listings_no_stickers: 'Bez naklejek',
  filter_trade: 'Wymiana',
  filter_trade_any: 'Wymienialny lub chroniony',
  filter_trade_tradable: 'Wymienialny teraz',
  filter_trade_protected: 'Chroniony',
};
