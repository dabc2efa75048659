import type { messagesPrivacyEn } from '@skins/contract';

/** pl texts of the account's personal data (issue 50): one for every key of messagesPrivacyEn (a missing key fails the type check). */
export const messagesPrivacyPl: Record<keyof typeof messagesPrivacyEn, string> = {
  privacy_title: 'Twoje dane',
  privacy_download_text: 'Pobierz kopię wszystkiego, co zawiera Twoje konto: profil, zamówienia, płatności, wyciąg, oferty sprzedaży, wypłaty, listę obserwowanych i wiadomości do wsparcia, jako jeden plik ZIP (JSON i CSV).',
  privacy_download: 'Pobierz moje dane',
  privacy_download_requested: 'Przygotowujemy Twoje dane. Wyślemy Ci e-mailem link do pobrania.',
  privacy_state_pending: 'Twoje dane są przygotowywane. Wyślemy Ci link e-mailem.',
  privacy_state_ready: 'Link do Twoich danych został wysłany e-mailem. Działa jeden raz, do {{when}}.',
  privacy_state_downloaded: 'Twoje dane zostały pobrane. Poproś ponownie, aby dostać nową kopię.',
  privacy_state_expired: 'Ostatni link do Twoich danych wygasł. Poproś ponownie, aby dostać nową kopię.',
  privacy_download_failed: 'Nie udało się poprosić o Twoje dane. Spróbuj ponownie.',
  privacy_delete_title: 'Usuń moje konto',
  privacy_delete_text:
    'Twoje imię i nazwisko, dane kontaktowe i dostawy, Steam ID, link wymiany, sesje, lista obserwowanych i wiadomości do wsparcia zostaną usunięte i nie będziesz mógł się już zalogować. Zamówienia, faktury, historia salda i wypłaty zostają bez Twojego nazwiska, tak jak wymaga prawo.',
  privacy_delete: 'Usuń moje konto',
  privacy_delete_confirm_title: 'Usunąć Twoje konto na zawsze?',
  privacy_delete_confirm_password: 'Wpisz hasło, aby potwierdzić',
  privacy_delete_confirm_otp: 'Wpisz kod z aplikacji uwierzytelniającej, aby potwierdzić',
  privacy_delete_confirm: 'Usuń na zawsze',
  privacy_cancel: 'Anuluj',
  privacy_deleted: 'Twoje konto zostało usunięte.',
  privacy_delete_failed: 'Nie udało się usunąć Twojego konta. Spróbuj ponownie.',
};
