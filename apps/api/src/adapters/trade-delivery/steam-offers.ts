import { tradeLinkParts } from '@skins/contract';
import type { OfferOutcome, RequestOutcome } from './port.ts';

/**
 * The part of steam-tradeoffer-manager's TradeOffer the bot uses (the library ships no types; the
 * tests drive the adapter with a fake of this shape). States are the library's ETradeOfferState.
 */
export interface TradeOffer {
  id: string | null;
  state: number;
  tradeID: string | null;
  addMyItems(items: { appid: number; contextid: string; assetid: string }[]): boolean;
  /** TRADE-1: the partner's items the offer asks for. */
  addTheirItems(items: { appid: number; contextid: string; assetid: string }[]): boolean;
  /** TRADE-1: declines an offer the bot received (a counter offer). */
  decline(callback: (err: Error | null) => void): void;
  setMessage(message: string): void;
  /** Answers 'sent', or 'pending' when the offer waits for the bot's mobile confirmation. */
  send(callback: (err: Error | null, status?: 'sent' | 'pending') => void): void;
  /** The trade's ETradeStatus once accepted (a rollback reverts the delivery). */
  getExchangeDetails(callback: (err: Error | null, status?: number) => void): void;
}

/** The part of steam-tradeoffer-manager's TradeOfferManager the bot uses. */
export interface OfferManager {
  createOffer(partner: string, token?: string): TradeOffer;
  getOffer(id: string, callback: (err: Error | null, offer?: TradeOffer) => void): void;
  on(event: 'sentOfferChanged', listener: (offer: TradeOffer, oldState: number) => void): unknown;
  /** TRADE-1: an offer someone sent the bot (a seller's counter offer is one). */
  on(event: 'newOffer', listener: (offer: TradeOffer) => void): unknown;
  removeListener(event: 'sentOfferChanged', listener: (offer: TradeOffer, oldState: number) => void): unknown;
}

/** steam-tradeoffer-manager's ETradeOfferState (resources/ETradeOfferState.js). */
export const ETradeOfferState = {
  Invalid: 1,
  Active: 2,
  Accepted: 3,
  Countered: 4,
  Expired: 5,
  Canceled: 6,
  Declined: 7,
  InvalidItems: 8,
  CreatedNeedsConfirmation: 9,
  CanceledBySecondFactor: 10,
  InEscrow: 11,
} as const;

/** steam-tradeoffer-manager's ETradeStatus (resources/ETradeStatus.js): what became of an accepted offer's trade. */
export const ETradeStatus = {
  Init: 0,
  PreCommitted: 1,
  Committed: 2,
  Complete: 3,
  Failed: 4,
  PartialSupportRollback: 5,
  FullSupportRollback: 6,
  SupportRollback_Selective: 7,
  RollbackFailed: 8,
  RollbackAbandoned: 9,
  InEscrow: 10,
  EscrowRollback: 11,
} as const;

const offerStateName = (state: number) => Object.entries(ETradeOfferState).find(([, v]) => v === state)?.[0] ?? `state ${state}`;

/**
 * STEAM-3: what an offer's state means for its order. Sent and waiting for the buyer (or for the
 * bot's own confirmation) is pending; accepted is delivered once its trade went through (see
 * tradeOutcome); everything else (declined, expired, cancelled, countered, invalid items, held in
 * escrow) failed, named by the library's state.
 */
export function offerOutcome(state: number): OfferOutcome {
  if (state === ETradeOfferState.Active || state === ETradeOfferState.CreatedNeedsConfirmation) return { state: 'pending' };
  if (state === ETradeOfferState.Accepted) return { state: 'accepted' };
  return { state: 'failed', reason: offerStateName(state) };
}

/** STEAM-3: an accepted offer's trade: committed or complete is delivered; still committing is pending; failed or rolled back (a reverted trade) or held in escrow failed. */
export function tradeOutcome(status: number): OfferOutcome {
  if (status === ETradeStatus.Complete || status === ETradeStatus.Committed) return { state: 'accepted' };
  if (status === ETradeStatus.Init || status === ETradeStatus.PreCommitted) return { state: 'pending' };
  if (status === ETradeStatus.InEscrow) return { state: 'failed', reason: 'InEscrow' };
  return { state: 'failed', reason: 'Reverted' };
}

/** SteamID64 of the individual account whose 32-bit account id a trade link names (partner=). */
const STEAM_ID64_BASE = 76561197960265728n;

/**
 * STEAM-2: a buyer's trade link (https://steamcommunity.com/tradeoffer/new/?partner=N&token=T) as
 * the bot's offer partner (SteamID64) and token; null when it is not such a link.
 */
export function parseTradeLink(link: string): { partner: string; token: string } | null {
  const parts = tradeLinkParts(link);
  return parts && { partner: String(STEAM_ID64_BASE + BigInt(parts.partner)), token: parts.token };
}

/**
 * TRADE-1: what a trade offer asking a seller for items became. Waiting for the seller (or the
 * bot's confirmation, or held by Steam in escrow) is pending; the seller's answers are named as
 * such; cancelled covers the offer withdrawn, its second factor cancelled, and items no longer
 * there (Invalid, InvalidItems). An accepted offer's trade decides (requestTradeOutcome).
 */
export function requestOutcome(state: number): RequestOutcome {
  switch (state) {
    case ETradeOfferState.Active:
    case ETradeOfferState.CreatedNeedsConfirmation:
    case ETradeOfferState.InEscrow:
      return { state: 'pending' };
    case ETradeOfferState.Accepted:
      return { state: 'accepted' };
    case ETradeOfferState.Declined:
      return { state: 'declined' };
    case ETradeOfferState.Expired:
      return { state: 'expired' };
    case ETradeOfferState.Countered:
      return { state: 'countered' };
    default:
      return { state: 'cancelled' };
  }
}

/** TRADE-1: Steam's rollback statuses of a trade: the items went back to the seller (a support rollback, or the giver's reversal under trade protection). */
const ROLLED_BACK: readonly number[] = [ETradeStatus.PartialSupportRollback, ETradeStatus.FullSupportRollback, ETradeStatus.SupportRollback_Selective, ETradeStatus.EscrowRollback];

/**
 * TRADE-1: an accepted request's trade: committed or complete (or a rollback that failed or was
 * abandoned, so the items stayed) is accepted; still committing or in escrow is pending; rolled
 * back is reversed; a failed trade moved nothing, so the offer is cancelled.
 */
export function requestTradeOutcome(status: number): RequestOutcome {
  if (ROLLED_BACK.includes(status)) return { state: 'reversed' };
  if (status === ETradeStatus.Failed) return { state: 'cancelled' };
  if (status === ETradeStatus.Init || status === ETradeStatus.PreCommitted || status === ETradeStatus.InEscrow) return { state: 'pending' };
  return { state: 'accepted' };
}
