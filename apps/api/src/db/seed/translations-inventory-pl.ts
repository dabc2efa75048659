import type { messagesInventoryEn } from '@skins/contract';

/** pl texts of the sell page's Steam inventory (INV-7): one for every key of messagesInventoryEn (a missing key fails the type check). */
export const messagesInventoryPl: Record<keyof typeof messagesInventoryEn, string> = {
  inv_button: 'Sprzedaj z ekwipunku Steam',
  inv_title: 'Sprzedaj ze swojego ekwipunku Steam',
  inv_intro: 'Wybierz przedmioty, które chcesz sprzedać, a potem podaj cenę każdego albo przyjmij wycenę sklepu.',
  inv_loading: 'Wczytujemy twój ekwipunek Steam…',
  inv_empty: 'W twoim ekwipunku Steam nie ma przedmiotów CS2.',
  inv_load_failed: 'Nie udało się wczytać twojego ekwipunku Steam',
  inv_link_steam: 'Połącz Steam',
  inv_linked: 'Steam jest połączony z twoim kontem.',
  inv_typed_form: 'Wpisz zamiast tego nazwę skina',
  inv_retry: 'Spróbuj ponownie',
  inv_tradable: 'Wymienialny',
  inv_tradable_from: 'Wymienialny od {{date}}',
  inv_offered: 'Już zaoferowany',
  inv_float: 'Float {{value}}',
  inv_pattern: 'Wzór {{value}}',
  inv_pick: 'Wybierz {{name}}',
  inv_take_quote: 'Przyjmij wycenę: {{price}}',
  inv_ask_price: 'Twoja cena (EUR)',
  inv_selected: 'Wybrano: {{count}}',
  inv_submit: 'Wyślij oferty',
  inv_sending: 'Wysyłanie…',
  inv_failed: 'Nie udało się wysłać twoich ofert',
  inv_done_title: 'Oferty wysłane',
  inv_done_text: 'Twoje oferty są na twojej liście. Przyjęta wycena czeka na twoją akceptację; na podaną cenę sklep odpowie w ciągu 3 dni roboczych.',
};
