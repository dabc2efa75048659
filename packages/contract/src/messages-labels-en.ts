/**
 * I18N-11 (issue 46): the words of the catalogue's and the histories' values, by kind. The API keeps
 * and filters by the English values (`exterior_names=Factory New`, `status: 'completed'`); only what a
 * person reads is translated, through these keys. A value without a key (an operator's new type) shows as stored.
 */
export type LabelKind = 'exterior' | 'rarity' | 'type' | 'category' | 'status' | 'payment';

/** The message key of a value: `labelKey('exterior', 'Factory New')` is `label_exterior_factory_new`. */
export function labelKey(kind: LabelKind, value: string): string {
  const slug = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `label_${kind}_${slug}`;
}

/** Catalogue words of cards, filters and the product page: part of the first view. */
export const messagesCatalogLabelsEn = {
  label_exterior_factory_new: 'Factory New',
  label_exterior_minimal_wear: 'Minimal Wear',
  label_exterior_field_tested: 'Field-Tested',
  label_exterior_well_worn: 'Well-Worn',
  label_exterior_battle_scarred: 'Battle-Scarred',
  label_exterior_not_painted: 'Not Painted',
  label_rarity_consumer_grade: 'Consumer Grade',
  label_rarity_industrial_grade: 'Industrial Grade',
  label_rarity_mil_spec: 'Mil-Spec',
  label_rarity_restricted: 'Restricted',
  label_rarity_classified: 'Classified',
  label_rarity_covert: 'Covert',
  label_rarity_contraband: 'Contraband',
  label_rarity_extraordinary: 'Extraordinary',
  label_type_rifle: 'Rifle',
  label_type_sniper_rifle: 'Sniper Rifle',
  label_type_pistol: 'Pistol',
  label_type_smg: 'SMG',
  label_type_shotgun: 'Shotgun',
  label_type_machinegun: 'Machinegun',
  label_type_knife: 'Knife',
  label_type_gloves: 'Gloves',
  label_type_agent: 'Agent',
  label_type_sticker: 'Sticker',
  label_category_rifles: 'Rifles',
  label_category_pistols: 'Pistols',
  label_category_smgs: 'SMGs',
  label_category_heavy: 'Heavy',
  label_category_knives: 'Knives',
  label_category_gloves: 'Gloves',
  label_category_agents: 'Agents',
  label_category_stickers: 'Stickers',
} as const;

/** Order and payment statuses and payment methods of the account's histories (the payments area's lazy texts). */
export const messagesStatusLabelsEn = {
  label_status_pending: 'Pending',
  label_status_processing: 'Processing',
  label_status_in_process: 'In process',
  label_status_completed: 'Completed',
  label_status_accepted: 'Accepted',
  label_status_failed: 'Failed',
  label_status_cancelled: 'Cancelled',
  label_status_expired: 'Expired',
  label_status_delivery_failed: 'Delivery failed',
  label_status_success: 'Success',
  label_status_error: 'Error',
  label_payment_card: 'Card',
  label_payment_balance: 'Balance',
  label_payment_mbway: 'MB WAY',
  label_payment_multibanco: 'Multibanco',
} as const;
