/** The sell-from-inventory area's values without zod (INV-4, INV-5): the web's texts derive from these and load the schemas of ./inventory.ts only when they check. */

import { MARKET_NAME_MAX } from './market-name.ts';

/** INV-4: the most items one sell request may carry (a page of the grid a person picks from). */
export const INVENTORY_PICK_MAX = 20;

/** INV-4, INV-5: the messages of the sell-from-inventory request and the operator's quotes. */
export const inventoryMessages = {
  offersCreated: 'Your offers have been sent',
  pickOne: 'Pick at least one item',
  pickMax: `Pick at most ${INVENTORY_PICK_MAX} items at once`,
  pickTwice: 'Each item can be picked once',
  assetId: 'This is not a Steam item id',
  marketNameRequired: 'Market name is required',
  marketNameTooLong: `The market name can be at most ${MARKET_NAME_MAX} characters`,
} as const;
