import type { MailTexts } from './templates.ts';

/** OPS-101: the shop's mails in German (placeholders as in English, checked by mail.test.ts). */
export const mailTextsDe: MailTexts = {
  hello: 'Hallo,',
  helloNamed: 'Hallo {name},',
  signature: 'Ihr {shop}-Team',
  mails: {
    email_verification: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      lines: ['Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link öffnen:', '{link}', '', 'Der Link gilt 24 Stunden. Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.'],
    },
    password_reset: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      lines: [
        'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen.',
        '',
        'Wählen Sie hier ein neues Passwort:',
        '{link}',
        '',
        'Der Link gilt 60 Minuten und nur einmal. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
    },
    email_change: {
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
      lines: [
        'Bitte bestätigen Sie, dass dies die neue E-Mail-Adresse Ihres Kontos ist, indem Sie diesen Link öffnen:',
        '{link}',
        '',
        'Der Link gilt 24 Stunden und nur einmal. Bis Sie ihn öffnen, behält Ihr Konto seine bisherige E-Mail-Adresse.',
        'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
    },
    email_change_notice: {
      subject: 'Ihre E-Mail-Adresse wird geändert',
      lines: [
        'Jemand hat angefordert, die E-Mail-Adresse Ihres Kontos in {email} zu ändern.',
        'Sie ändert sich erst, wenn der Link geöffnet wird, den wir an diese Adresse geschickt haben.',
        '',
        'Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort. Ihr Konto behält diese Adresse, solange der Link nicht geöffnet wird.',
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
      subject: 'Ihre Support-Nachricht: {topic}',
      lines: ['{reply}', '', 'Ihre Nachricht zum Thema „{topic}“:', '{original}', '', 'Um zu antworten, antworten Sie einfach auf diese E-Mail.'],
    },
    offer_received: {
      subject: 'Wir haben Ihr Angebot #{offerId} für {title} erhalten',
      lines: ['Danke: Der Shop hat Ihr Angebot für {title} erhalten und prüft es jetzt.', 'Sobald der Shop Ihnen ein Angebot macht, schreiben wir Ihnen.', '{link}'],
    },
    offer_alert: {
      subject: 'Neues Angebot #{offerId}: {title}',
      lines: ['{email} bietet {title} für {price} an.', 'Prüfen Sie es im Backoffice:', '{link}'],
    },
    offer_quoted: {
      subject: 'Der Shop hat Ihnen ein Angebot für {title} gemacht',
      lines: ['Der Shop bietet {price} für Ihr {title}.', 'Öffnen Sie Ihre Angebote, um es anzunehmen oder abzulehnen.', '{link}'],
    },
    offer_rejected: {
      subject: 'Ihr Angebot für {title} wurde nicht angenommen',
      lines: ['Der Shop hat Ihr Angebot nicht angenommen.', 'Grund: {reason}', '{link}'],
    },
    offer_cancelled: {
      subject: 'Ihr Angebot für {title} wurde storniert',
      lines: ['Der Shop hat Ihr Angebot storniert, weil der Gegenstand nicht angekommen ist.', 'Grund: {reason}', '{link}'],
    },
    item_received: {
      subject: 'Wir haben Ihr {title} erhalten: Fordern Sie Ihre Auszahlung an',
      lines: ['Der Shop hat Ihr {title} erhalten.', 'Sie können jetzt in Ihren Angeboten die Auszahlung von {price} anfordern:', '{link}'],
    },
    payout_requested: {
      subject: 'Auszahlung für Angebot #{offerId} angefordert',
      lines: ['Wir haben Ihre Anfrage zur Auszahlung von {amount} erhalten.', 'Sie geht auf das Konto mit der Endung {last4}.', 'Wir schreiben Ihnen, sobald sie gesendet ist.', '{link}'],
    },
    payout_sent: {
      subject: 'Auszahlung für Angebot #{offerId}',
      lines: ['Ihre Auszahlung wurde gesendet.', '{link}'],
    },
    payout_failed: {
      subject: 'Auszahlung für Angebot #{offerId}',
      lines: ['Ihre Auszahlung konnte nicht abgeschlossen werden.', '{message}', 'Sie können sie in Ihren Angeboten erneut anfordern, mit einer anderen Methode oder korrigierten Angaben:', '{link}'],
    },
    topup_credited: {
      subject: 'Ihr Guthaben wurde aufgeladen',
      lines: ['{amount} wurden Ihrem Guthaben gutgeschrieben.', '{link}'],
    },
    order_paid: {
      subject: 'Bestellung #{orderId} ist bezahlt',
      lines: ['Danke für Ihre Bestellung. Wir haben Ihre Zahlung von {total} erhalten.', 'Ihre Gegenstände sind auf dem Weg zu Ihren Steam-Tauschangeboten.', '{link}'],
    },
    order_delivered: {
      subject: 'Bestellung #{orderId} wurde geliefert',
      lines: ['Die Gegenstände Ihrer Bestellung #{orderId} wurden an Ihr Steam-Konto gesendet. Nehmen Sie das Tauschangebot in Steam an, um sie zu erhalten.', '{link}'],
    },
    order_delivery_failed: {
      subject: 'Bestellung #{orderId}: Lieferung fehlgeschlagen',
      lines: ['Wir konnten die Gegenstände Ihrer Bestellung #{orderId} nicht liefern: Das Steam-Tauschangebot kam nicht zustande.', 'Das Angebot ging an {tradeLink}. Ist dieser Tauschlink falsch oder hat er sich geändert, speichern Sie Ihren aktuellen unter Mein Profil: Der Shop sendet das nächste Angebot an den dort gespeicherten Tauschlink. Bitte prüfen Sie auch, ob Ihr Inventar öffentlich ist. Der Shop sendet ein neues Angebot oder erstattet die Bestellung.', '{link}'],
    },
    order_refund: {
      subject: 'Bestellung #{orderId} erstattet',
      lines: ['Ihre Bestellung #{orderId} wurde erstattet: {amount} wurden Ihrem Guthaben gutgeschrieben.', 'Grund: {reason}', '{link}'],
    },
    order_refund_card: {
      subject: 'Bestellung #{orderId} auf Ihre Karte erstattet',
      lines: ['Ihre Bestellung #{orderId} wurde erstattet: {amount} gehen zurück auf die Karte (oder die andere Zahlungsart), mit der Sie bezahlt haben. Ihrem Guthaben wurde nichts gutgeschrieben.', 'Ihre Bank zeigt die Erstattung meist innerhalb von 5 bis 10 Werktagen an.', 'Grund: {reason}', '{link}'],
    },
    price_alert: {
      subject: 'Preisalarm: {name} für {price}',
      lines: ['{name} ist jetzt für {price} erhältlich, zu oder unter Ihrem Alarmpreis von {alert}.', '{link}', '', 'Sie haben diesen Alarm in Ihrer Merkliste gesetzt; dort können Sie ihn ändern oder löschen.'],
    },
    pack_bought: {
      subject: 'Sie haben das Paket {title} gekauft',
      lines: ['Danke: Ihr Paket {title} (Bestellung #{orderId}) wurde mit Ihrem Guthaben bezahlt.', '{link}'],
    },
    prompt_placed: {
      subject: 'Ihre Skin-Anfrage für {title} ist eingegangen',
      lines: ['Der Shop hat Ihre Anfrage für {title} erhalten und sucht jetzt danach.', 'Wir schreiben Ihnen, sobald er gefunden ist.', '{link}'],
    },
    prompt_fulfilled: {
      subject: 'Ihre Skin-Anfrage für {title} ist erfüllt',
      lines: ['Gute Nachricht: Der Shop hat {title} für Sie gefunden (Bestellung #{orderId}).', 'Er ist auf dem Weg zu Ihren Steam-Tauschangeboten.', '{link}'],
    },
    prompt_refused: {
      subject: 'Ihre Skin-Anfrage für {title} wurde abgelehnt',
      lines: ['Der Shop kann Ihre Anfrage für {title} nicht erfüllen.', 'Grund: {note}', 'Die Gebühr wurde Ihrem Guthaben wieder gutgeschrieben.', '{link}'],
    },
  },
};
