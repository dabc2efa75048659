import type { messagesPrivacyEn } from '@skins/contract';

/** de texts of the account's personal data (issue 50): one for every key of messagesPrivacyEn (a missing key fails the type check). */
export const messagesPrivacyDe: Record<keyof typeof messagesPrivacyEn, string> = {
  privacy_title: 'Deine Daten',
  privacy_download_text: 'Hol dir eine Kopie von allem, was dein Konto enthält: Profil, Bestellungen, Zahlungen, Kontoauszug, Verkaufsangebote, Auszahlungen, Merkliste und Support-Nachrichten, als eine ZIP-Datei (JSON und CSV).',
  privacy_download: 'Meine Daten herunterladen',
  privacy_download_requested: 'Wir bereiten deine Daten vor. Du bekommst einen Link zum Herunterladen per E-Mail.',
  privacy_state_pending: 'Deine Daten werden vorbereitet. Du bekommst den Link per E-Mail.',
  privacy_state_ready: 'Der Link zu deinen Daten wurde dir per E-Mail geschickt. Er gilt einmal, bis {{when}}.',
  privacy_state_downloaded: 'Deine Daten wurden heruntergeladen. Fordere sie erneut an, um eine neue Kopie zu bekommen.',
  privacy_state_expired: 'Der letzte Link zu deinen Daten ist abgelaufen. Fordere sie erneut an, um eine neue Kopie zu bekommen.',
  privacy_download_failed: 'Deine Daten konnten nicht angefordert werden. Bitte versuche es erneut.',
  privacy_delete_title: 'Mein Konto löschen',
  privacy_delete_text:
    'Dein Name, deine Kontakt- und Lieferdaten, deine Steam-ID, dein Trade-Link, deine Sitzungen, deine Merkliste und deine Support-Nachrichten werden gelöscht, und du kannst dich nicht mehr anmelden. Bestellungen, Rechnungen, dein Guthabenverlauf und Auszahlungen bleiben ohne deinen Namen erhalten, wie es das Gesetz verlangt.',
  privacy_delete: 'Mein Konto löschen',
  privacy_delete_confirm_title: 'Dein Konto endgültig löschen?',
  privacy_delete_confirm_password: 'Gib zur Bestätigung dein Passwort ein',
  privacy_delete_confirm_otp: 'Gib zur Bestätigung einen Code aus deiner Authenticator-App ein',
  privacy_delete_confirm: 'Endgültig löschen',
  privacy_cancel: 'Abbrechen',
  privacy_deleted: 'Dein Konto wurde gelöscht.',
  privacy_delete_failed: 'Dein Konto konnte nicht gelöscht werden. Bitte versuche es erneut.',
};
