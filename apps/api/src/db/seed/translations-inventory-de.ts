import type { messagesInventoryEn } from '@skins/contract';

/** de texts of the sell page's Steam inventory (INV-7): one for every key of messagesInventoryEn (a missing key fails the type check). */
export const messagesInventoryDe: Record<keyof typeof messagesInventoryEn, string> = {
  inv_button: 'Aus dem Steam-Inventar verkaufen',
  inv_title: 'Aus deinem Steam-Inventar verkaufen',
  inv_intro: 'Wähle die Gegenstände, die du verkaufen willst, und nenne für jeden deinen Preis oder nimm das Sofortangebot des Shops.',
  inv_loading: 'Dein Steam-Inventar wird geladen…',
  inv_empty: 'In deinem Steam-Inventar sind keine CS2-Gegenstände.',
  inv_load_failed: 'Dein Steam-Inventar konnte nicht geladen werden',
  inv_link_steam: 'Steam verknüpfen',
  inv_linked: 'Steam ist mit deinem Konto verknüpft.',
  inv_typed_form: 'Skin-Namen stattdessen eintippen',
  inv_retry: 'Noch einmal versuchen',
  inv_tradable: 'Handelbar',
  inv_tradable_from: 'Handelbar ab {{date}}',
  inv_offered: 'Schon angeboten',
  inv_float: 'Float {{value}}',
  inv_pattern: 'Muster {{value}}',
  inv_pick: '{{name}} wählen',
  inv_take_quote: 'Sofortangebot nehmen: {{price}}',
  inv_ask_price: 'Dein Preis (EUR)',
  inv_selected: '{{count}} gewählt',
  inv_submit: 'Angebote senden',
  inv_sending: 'Wird gesendet…',
  inv_failed: 'Deine Angebote konnten nicht gesendet werden',
  inv_done_title: 'Angebote gesendet',
  inv_done_text: 'Deine Angebote stehen in deiner Liste. Ein genommenes Sofortangebot wartet auf deine Annahme; auf einen genannten Preis antwortet der Shop innerhalb von 3 Werktagen.',
};
