import type { messagesStaffEn } from '@skins/contract';

/** pl texts of the staff invite page (STAFF-WEB-3): one for every key of messagesStaffEn (a missing key fails the type check). */
export const messagesStaffPl: Record<keyof typeof messagesStaffEn, string> = {
  staff_invite_title: 'Zaproszenie do zespołu',
  staff_invite_as: 'Zaproszono cię do panelu administracyjnego z rolą: {{role}}',
  staff_invite_role_owner: 'właściciel',
  staff_invite_role_support: 'wsparcie',
  staff_invite_role_finance: 'finanse',
  staff_invite_for: 'Zaproszenie dotyczy adresu {{email}} i jest ważne do {{date}}.',
  staff_invite_new_account: 'Podaj swoje imię i hasło do konta w zespole.',
  staff_invite_existing_account: 'Ten adres e-mail ma już konto: wpisz jego hasło, aby stało się twoim kontem w zespole.',
  staff_invite_name: 'Imię',
  staff_invite_name_required: 'Podaj swoje imię',
  staff_invite_name_too_long: 'Imię może mieć najwyżej 100 znaków',
  staff_invite_password: 'Hasło',
  staff_invite_password_repeat: 'Powtórz hasło',
  staff_invite_current_password: 'Hasło twojego konta',
  staff_invite_accept: 'Przyjmij zaproszenie',
  staff_invite_accepting: 'Zapisywanie...',
  staff_invite_failed: 'Nie udało się przyjąć zaproszenia. Spróbuj ponownie.',
  staff_invite_load_failed: 'Nie udało się wczytać zaproszenia. Spróbuj ponownie.',
  staff_invite_done: 'Twoje konto w zespole jest gotowe. Zaloguj się i skonfiguruj logowanie dwuetapowe.',
  staff_invite_sign_in: 'Zaloguj się',
  staff_invite_home: 'Przejdź do strony głównej',
};
