import type { messagesStaffEn } from '@skins/contract';

/** de texts of the staff invite page (STAFF-WEB-3): one for every key of messagesStaffEn (a missing key fails the type check). */
export const messagesStaffDe: Record<keyof typeof messagesStaffEn, string> = {
  staff_invite_title: 'Einladung ins Team',
  staff_invite_as: 'Du bist als {{role}} in den Verwaltungsbereich eingeladen',
  staff_invite_role_owner: 'Inhaber',
  staff_invite_role_support: 'Support',
  staff_invite_role_finance: 'Finanzen',
  staff_invite_for: 'Die Einladung gilt für {{email}} und ist bis {{date}} gültig.',
  staff_invite_new_account: 'Wähle deinen Namen und ein Passwort für dein Team-Konto.',
  staff_invite_existing_account: 'Zu dieser E-Mail gibt es schon ein Konto: Gib sein Passwort ein, um es zu deinem Team-Konto zu machen.',
  staff_invite_name: 'Name',
  staff_invite_name_required: 'Gib deinen Namen ein',
  staff_invite_name_too_long: 'Der Name darf höchstens 100 Zeichen lang sein',
  staff_invite_password: 'Passwort',
  staff_invite_password_repeat: 'Passwort wiederholen',
  staff_invite_current_password: 'Passwort deines Kontos',
  staff_invite_accept: 'Einladung annehmen',
  staff_invite_accepting: 'Wird gespeichert...',
  staff_invite_failed: 'Die Einladung konnte nicht angenommen werden. Bitte versuche es erneut.',
  staff_invite_load_failed: 'Die Einladung konnte nicht geladen werden. Bitte versuche es erneut.',
  staff_invite_done: 'Dein Team-Konto ist bereit. Melde dich an und richte die Zwei-Faktor-Anmeldung ein.',
  staff_invite_sign_in: 'Anmelden',
  staff_invite_home: 'Zur Startseite',
};
