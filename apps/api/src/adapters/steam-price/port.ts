/**
 * REFPRICE-1: the Steam price port (ARCHITECTURE "The outside world"): what the Steam Community
 * Market asks for a market name, in euro cents. Only the reference price sweep calls it, never a
 * list or details request. The fake (development and tests) answers from the name alone; the real
 * one (steam-market.ts) asks Steam's priceoverview, only when STEAM_PRICE_SOURCE=steam.
 */
export type SteamPriceAnswer =
  /** Steam's price of the name: its median of the last day's sales, else its lowest listing. */
  | { kind: 'price'; cents: number }
  /** Steam has no price for the name (never traded there, or not a market name). */
  | { kind: 'unknown' }
  /** Steam did not answer (down, slow, or limiting the rate): the sweep keeps what it knew and asks no more this round. */
  | { kind: 'unavailable' };

export interface SteamPriceSource {
  readonly name: string;
  /** How many names one sweep round may ask (Steam answers about 20 priceoverview requests a minute per address). */
  readonly namesPerRound: number;
  /**
   * Steam's price of `marketName`. `listedCents` is the shop's lowest listed price of the name: the
   * real market ignores it; the fake, which has no market, prices the name around it.
   */
  priceOf(marketName: string, listedCents: number): Promise<SteamPriceAnswer>;
}
