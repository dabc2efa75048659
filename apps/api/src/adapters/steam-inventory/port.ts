/** INV-1: one CS2 item of a Steam inventory, as an inventory adapter reads it. */
export interface SteamInventoryItem {
  /** Steam's id of this copy of the item (app 730, context 2): what the trade bot asks for. */
  assetId: string;
  /** The name the item trades under on the Steam market, e.g. "AK-47 | Redline (Field-Tested)". */
  marketName: string;
  /** The name without the exterior, e.g. "AK-47 | Redline". */
  name: string;
  exterior: string | null;
  /** The steam://rungame/… inspect link, with the owner and asset filled in; null when the item has none. */
  inspectLink: string | null;
  /** Float and pattern (paint seed), where Steam's inspect data (asset properties) gives them. */
  float: number | null;
  pattern: number | null;
  /** INV-2: whether it can be traded now; if not, when it can (Steam's trade hold), or null when Steam names no date. */
  tradable: boolean;
  tradableAt: Date | null;
}

/** INV-1: why an inventory cannot be read: expected outcomes, never throws. */
export type InventoryRefusal = 'private' | 'trade_ban' | 'unavailable';
export type InventoryResult = { ok: true; items: SteamInventoryItem[] } | { ok: false; reason: InventoryRefusal };

/** INV-1: the CS2 inventory of a Steam account (ARCHITECTURE "The outside world"): the Steam Web API, or the local fake. */
export interface SteamInventory {
  readonly name: string;
  fetch(steamId: string): Promise<InventoryResult>;
}
