import type { messagesListingsEn } from '@skins/contract';

/** de texts of a skin's listings, float rank and trade filters: one for every key of messagesListingsEn (a missing key fails the type check). */
export const messagesListingsDe: Record<keyof typeof messagesListingsEn, string> = {
  listings_title: 'Alle Angebote dieses Skins ({{total}})',
  listings_choose: 'Wähle ein Angebot',
  listings_this_one: 'Dieses Angebot',
  listings_float_rank: 'Nr. {{rank}} von {{total}}',
  listings_float_rank_label: 'Float-Rang',
  listings_float_percentile: '{{percentile}} % der Float-Spanne',
  listings_low_float: 'Niedriger Float',
  listings_protected_until: 'Geschützt bis {{date}}',
  listings_no_stickers: 'Keine Sticker',
  filter_trade: 'Handel',
  filter_trade_any: 'Handelbar oder geschützt',
  filter_trade_tradable: 'Jetzt handelbar',
  filter_trade_protected: 'Geschützt',
};
