import { inventoryMessages } from './inventory-values.ts';

/** INV-4: the rules' texts as keys inv_msg_<name>, so the API says a contract message in the visitor's language (INPUT-8). */
type InventoryMessageTexts = { readonly [K in keyof typeof inventoryMessages as `inv_msg_${K}`]: (typeof inventoryMessages)[K] };
const inventoryMessageTexts = Object.fromEntries(Object.entries(inventoryMessages).map(([k, text]) => [`inv_msg_${k}`, text])) as InventoryMessageTexts;

/** INV-7: the sell page's Steam inventory (issue 49). Loaded by the offers tab's lazy chunk only. */
export const messagesInventoryEn = {
  ...inventoryMessageTexts,
  inv_button: 'Sell from Steam inventory',
  inv_title: 'Sell from your Steam inventory',
  inv_intro: "Pick the items you want to sell, then ask a price for each or take the shop's quote.",
  inv_loading: 'Loading your Steam inventory…',
  inv_empty: 'There are no CS2 items in your Steam inventory.',
  inv_load_failed: 'Failed to load your Steam inventory',
  inv_link_steam: 'Link Steam',
  inv_linked: 'Steam is linked to your account.',
  inv_typed_form: 'Type the skin name instead',
  inv_retry: 'Try again',
  inv_tradable: 'Tradable',
  inv_tradable_from: 'Tradable from {{date}}',
  inv_offered: 'Already offered',
  inv_float: 'Float {{value}}',
  inv_pattern: 'Pattern {{value}}',
  inv_pick: 'Pick {{name}}',
  inv_take_quote: 'Take the quote: {{price}}',
  inv_ask_price: 'Your price (EUR)',
  inv_selected: '{{count}} picked',
  inv_submit: 'Send offers',
  inv_sending: 'Sending…',
  inv_failed: 'Failed to send your offers',
  inv_done_title: 'Offers sent',
  inv_done_text: "Your offers are in your list. A taken quote waits for your accept; an asked price gets the shop's answer within 3 working days.",
} as const;
