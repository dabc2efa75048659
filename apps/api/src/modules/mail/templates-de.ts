import type { MailTexts } from './templates.ts';

/** OPS-101: the shop's mails in German (placeholders as in English, checked by mail.test.ts). */
export const mailTextsDe: MailTexts = {
  hello: 'Hallo,',
  helloNamed: 'Hallo {name},',
  signature: 'Dein {shop}-Team',
  mails: {
    email_verification: {
      subject: 'Bestätige deine E-Mail-Adresse',
      lines: ['Bitte bestätige deine E-Mail-Adresse, indem du diesen Link öffnest:', '{link}', '', 'Der Link gilt 24 Stunden. Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.'],
    },
    password_reset: {
      subject: 'Setze dein Passwort zurück',
      lines: [
        'Jemand hat angefordert, das Passwort deines Kontos zurückzusetzen.',
        '',
        'Wähle hier ein neues Passwort:',
        '{link}',
        '',
        'Der Link gilt 60 Minuten und nur einmal. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
      ],
    },
    email_change: {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      lines: [
        'Bitte bestätige, dass dies die neue E-Mail-Adresse deines Kontos ist, indem du diesen Link öffnest:',
        '{link}',
        '',
        'Der Link gilt 24 Stunden und nur einmal. Bis du ihn öffnest, behält dein Konto seine bisherige E-Mail-Adresse.',
        'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.',
      ],
    },
    email_change_notice: {
      subject: 'Deine E-Mail-Adresse wird geändert',
      lines: [
        'Jemand hat angefordert, die E-Mail-Adresse deines Kontos in {email} zu ändern.',
        'Die Adresse ändert sich erst, wenn der Link geöffnet wird, den wir an diese Adresse geschickt haben.',
        '',
        'Wenn du das nicht warst, ändere jetzt dein Passwort. Dein Konto behält diese Adresse, solange der Link nicht geöffnet wird.',
      ],
    },
    new_sign_in: {
      subject: 'Neue Anmeldung bei deinem Konto',
      lines: [
        'Bei deinem Konto hat sich jemand von einem Gerät angemeldet, das es noch nicht benutzt hat:',
        'Gerät: {device}',
        'Zeit: {time}',
        'Land: {country}',
        '',
        'Wenn du das warst, musst du nichts tun. Wenn nicht, beende diese Sitzung und ändere hier dein Passwort:',
        '{link}',
      ],
    },
    support_message: {
      subject: 'Support #{id}: {topic} ({sender})',
      lines: ['Von: {sender} <{email}>', 'Konto: {account}', 'Thema: {topic}', '', '{message}'],
      plain: true,
    },
    support_reply: {
      subject: 'Deine Support-Nachricht: {topic}',
      lines: ['{reply}', '', 'Deine Nachricht zum Thema „{topic}“:', '{original}', '', 'Um zu antworten, antworte einfach auf diese E-Mail.'],
    },
    offer_received: {
      subject: 'Wir haben dein Angebot #{offerId} für {title} erhalten',
      lines: ['Danke: Der Shop hat dein Angebot für {title} erhalten und prüft es jetzt.', 'Sobald der Shop dir ein Angebot macht, schreiben wir dir.', '{link}'],
    },
    offer_alert: {
      subject: 'Neues Angebot #{offerId}: {title}',
      lines: ['{email} bietet {title} für {price} an.', 'Prüfe es im Backoffice:', '{link}'],
    },
    offer_quoted: {
      subject: 'Der Shop hat dir ein Angebot für {title} gemacht',
      lines: ['Der Shop bietet {price} für dein {title}.', 'Öffne deine Angebote, um es anzunehmen oder abzulehnen.', '{link}'],
    },
    offer_rejected: {
      subject: 'Dein Angebot für {title} wurde nicht angenommen',
      lines: ['Der Shop hat dein Angebot nicht angenommen.', 'Grund: {reason}', '{link}'],
    },
    offer_cancelled: {
      subject: 'Dein Angebot für {title} wurde storniert',
      lines: ['Der Shop hat dein Angebot storniert, weil der Gegenstand nicht angekommen ist.', 'Grund: {reason}', '{link}'],
    },
    item_received: {
      subject: 'Wir haben dein {title} erhalten: Fordere deine Auszahlung an',
      lines: ['Der Shop hat dein {title} erhalten.', 'Du kannst jetzt in deinen Angeboten die Auszahlung von {price} anfordern:', '{link}'],
    },
    payout_held: {
      subject: 'Auszahlung bis {date} zurückgehalten: Angebot #{offerId}',
      lines: ['Wir haben deine Auszahlungsanfrage über {amount} erhalten.', 'Deine Auszahlung wird bis {date} zurückgehalten (Steam-Handelsschutz): bis dahin könntest du den Gegenstand noch zurückholen.', 'Dann senden wir sie und schreiben dir, sobald sie unterwegs ist.', '{link}'],
    },
    offer_reversed: {
      subject: 'Dein Handel für {title} wurde rückgängig gemacht',
      lines: ['Steam meldet, dass du dein {title} innerhalb des Handelsschutzes zurückgeholt hast.', 'Dein Angebot #{offerId} ist als rückgängig gemacht markiert.', 'Die zurückgehaltene Auszahlung von {cancelledAmount} wurde storniert; es wurde kein Geld gesendet.', '{link}'],
    },
    trade_reversed_alert: {
      subject: 'Handel rückgängig gemacht: Angebot #{offerId}, {title}',
      lines: [
        'Der Verkäufer ({email}) hat {title} aus Angebot #{offerId} per Steam-Handelsrückgängigmachung zurückgeholt.',
        'Die zurückgehaltene Auszahlung von {cancelledAmount} wurde storniert; es wurde kein Geld gesendet.',
        'Die Auszahlung von {paidAmount} wurde vor der Rückgängigmachung bezahlt.',
        'Katalogartikel #{itemId} wurde aus dem Shop genommen.',
        'Er war schon verkauft: Bestellung #{orderId} ist durch die Rückgängigmachung betroffen.',
        '{link}',
      ],
    },
    offer_trade_sent: {
      subject: 'Nimm unser Steam-Handelsangebot für dein {title} an',
      lines: ['Unser Trade-Bot hat dir ein Steam-Handelsangebot für dein {title} geschickt (Angebot #{offerId}).', 'Nimm es in Steam an: {tradeUrl}', 'Dein Angebot verfolgen: {link}'],
    },
    payout_requested: {
      subject: 'Auszahlung für Angebot #{offerId} angefordert',
      lines: ['Wir haben deine Anfrage zur Auszahlung von {amount} erhalten.', 'Das Geld geht auf das Konto mit der Endung {last4}.', 'Wir schreiben dir, sobald es gesendet ist.', '{link}'],
    },
    payout_sent: {
      subject: 'Auszahlung gesendet: {amount}',
      lines: ['Deine Auszahlung von {amount} für Angebot #{offerId} wurde gesendet.', '{link}'],
    },
    payout_failed: {
      subject: 'Auszahlung fehlgeschlagen: {amount}',
      lines: ['Deine Auszahlung von {amount} für Angebot #{offerId} konnte nicht abgeschlossen werden.', 'Grund: {message}', 'Du kannst sie in deinen Angeboten erneut anfordern, mit einer anderen Methode oder korrigierten Angaben:', '{link}'],
    },
    topup_credited: {
      subject: 'Dein Guthaben wurde aufgeladen',
      lines: ['{amount} wurden deinem Guthaben gutgeschrieben.', '{link}'],
    },
    order_paid: {
      subject: 'Bestellung #{orderId} ist bezahlt',
      lines: ['Danke für deine Bestellung. Wir haben deine Zahlung von {total} erhalten.', 'Deine Gegenstände sind auf dem Weg zu deinen Steam-Tauschangeboten.', '{link}'],
    },
    order_delivered: {
      subject: 'Bestellung #{orderId} wurde geliefert',
      lines: ['Die Gegenstände deiner Bestellung #{orderId} wurden an dein Steam-Konto gesendet. Nimm das Tauschangebot in Steam an, um sie zu erhalten.', '{link}'],
    },
    order_delivery_failed: {
      subject: 'Bestellung #{orderId}: Lieferung fehlgeschlagen',
      lines: ['Wir konnten die Gegenstände deiner Bestellung #{orderId} nicht liefern: Das Steam-Tauschangebot kam nicht zustande.', 'Das Angebot ging an {tradeLink}. Ist dieser Tauschlink falsch oder hat er sich geändert, speichere deinen aktuellen unter Mein Profil: Der Shop sendet das nächste Angebot an den dort gespeicherten Tauschlink. Bitte prüfe auch, ob dein Inventar öffentlich ist. Der Shop sendet ein neues Angebot oder erstattet die Bestellung.', '{link}'],
    },
    order_refund: {
      subject: 'Bestellung #{orderId} erstattet',
      lines: ['Deine Bestellung #{orderId} wurde erstattet: {amount} wurden deinem Guthaben gutgeschrieben.', 'Grund: {reason}', '{link}'],
    },
    order_dispute: {
      subject: 'Kartenanfechtung zu Bestellung #{orderId}',
      lines: ['Der Käufer der Bestellung #{orderId} hat die Kartenzahlung angefochten: {amount}.', 'Grund: {reason}', 'Solange der Handel geschützt ist, kannst du die Lieferung auf der Bestellseite rückgängig machen:', '{link}'],
    },
    order_refund_card: {
      subject: 'Bestellung #{orderId} auf deine Karte erstattet',
      lines: ['Deine Bestellung #{orderId} wurde erstattet: {amount} gehen zurück auf die Karte (oder die andere Zahlungsart), mit der du bezahlt hast. Deinem Guthaben wurde nichts gutgeschrieben.', 'Deine Bank zeigt die Erstattung meist innerhalb von 5 bis 10 Werktagen an.', 'Grund: {reason}', '{link}'],
    },
    price_alert: {
      subject: 'Preisalarm: {name} für {price}',
      lines: ['{name} ist jetzt für {price} erhältlich, zu oder unter deinem Alarmpreis von {alert}.', '{link}', '', 'Du hast diesen Alarm in deiner Merkliste gesetzt; dort kannst du ihn ändern oder löschen.'],
    },
    pack_bought: {
      subject: 'Du hast das Paket {title} gekauft',
      lines: ['Danke: Dein Paket {title} (Bestellung #{orderId}) wurde mit deinem Guthaben bezahlt.', '{link}'],
    },
    prompt_placed: {
      subject: 'Deine Skin-Anfrage für {title} ist eingegangen',
      lines: ['Der Shop hat deine Anfrage für {title} erhalten und sucht jetzt danach.', 'Wir schreiben dir, sobald er gefunden ist.', '{link}'],
    },
    prompt_fulfilled: {
      subject: 'Deine Skin-Anfrage für {title} ist erfüllt',
      lines: ['Gute Nachricht: Der Shop hat {title} für dich gefunden (Bestellung #{orderId}).', 'Er ist auf dem Weg zu deinen Steam-Tauschangeboten.', '{link}'],
    },
    prompt_refused: {
      subject: 'Deine Skin-Anfrage für {title} wurde abgelehnt',
      lines: ['Der Shop kann deine Anfrage für {title} nicht erfüllen.', 'Grund: {note}', 'Die Gebühr wurde deinem Guthaben wieder gutgeschrieben.', '{link}'],
    },
    staff_invite: {
      subject: 'Du bist in den Backoffice-Bereich von {shop} eingeladen',
      lines: [
        '{inviter} lädt dich in den Backoffice-Bereich von {shop} ein, mit der Rolle {role}.',
        '',
        'Nimm die Einladung hier an:',
        '{link}',
        '',
        'Der Link gilt 7 Tage und nur einmal. Bevor sich der Backoffice-Bereich öffnet, richtest du die Zwei-Faktor-Anmeldung ein.',
        'Wenn du das nicht erwartet hast, kannst du diese E-Mail ignorieren.',
      ],
    },
    personal_data_ready: {
      subject: 'Deine Daten stehen zum Download bereit',
      lines: ['Du hast eine Kopie der personenbezogenen Daten deines Kontos angefordert. Die Kopie liegt bereit:', '{link}', '', 'Der Link gilt {hours} Stunden und nur einmal. Wenn du das nicht angefordert hast, ändere dein Passwort.'],
    },
  },
  payoutReasons: {
    provider_declined: 'Der Zahlungsanbieter hat die Auszahlung abgelehnt.',
    provider_refused: 'Der Zahlungsanbieter hat die Auszahlung nicht angenommen.',
  },
  staffRoles: { owner: 'Inhaber', support: 'Support', finance: 'Finanzen' },
};
