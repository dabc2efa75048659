import type { MailTexts } from './templates.ts';

/** OPS-101: the shop's mails in Polish (placeholders as in English, checked by mail.test.ts). */
export const mailTextsPl: MailTexts = {
  hello: 'Dzień dobry,',
  helloNamed: 'Dzień dobry {name},',
  signature: 'Zespół {shop}',
  mails: {
    email_verification: {
      subject: 'Potwierdź swój adres e-mail',
      lines: ['Potwierdź swój adres e-mail, otwierając ten link:', '{link}', '', 'Link działa przez 24 godziny. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.'],
    },
    password_reset: {
      subject: 'Zresetuj swoje hasło',
      lines: ['Ktoś poprosił o zresetowanie hasła do Twojego konta.', '', 'Wybierz nowe hasło tutaj:', '{link}', '', 'Link działa przez 60 minut, jeden raz. Jeśli to nie Ty, zignoruj tę wiadomość.'],
    },
    email_change: {
      subject: 'Potwierdź swój nowy adres e-mail',
      lines: [
        'Potwierdź, że to nowy adres e-mail Twojego konta, otwierając ten link:',
        '{link}',
        '',
        'Link działa przez 24 godziny, jeden raz. Dopóki go nie otworzysz, konto zachowuje obecny adres e-mail.',
        'Jeśli to nie Ty, zignoruj tę wiadomość.',
      ],
    },
    email_change_notice: {
      subject: 'Twój adres e-mail wkrótce się zmieni',
      lines: [
        'Ktoś poprosił o zmianę adresu e-mail Twojego konta na {email}.',
        'Zmieni się on dopiero po otwarciu linku, który wysłaliśmy na ten adres.',
        '',
        'Jeśli to nie Ty, zmień teraz hasło. Konto zachowa ten adres, dopóki link nie zostanie otwarty.',
      ],
    },
    new_sign_in: {
      subject: 'Nowe logowanie na Twoje konto',
      lines: [
        'Na Twoje konto zalogowano się z urządzenia, którego jeszcze nie używało:',
        'Urządzenie: {device}',
        'Czas: {time}',
        'Kraj: {country}',
        '',
        'Jeśli to Ty, nic nie musisz robić. Jeśli nie, zakończ tę sesję i zmień hasło tutaj:',
        '{link}',
      ],
    },
    support_message: {
      subject: 'Wsparcie #{id}: {topic} ({sender})',
      lines: ['Od: {sender} <{email}>', 'Konto: {account}', 'Temat: {topic}', '', '{message}'],
      plain: true,
    },
    support_reply: {
      subject: 'Twoja wiadomość do obsługi klienta: {topic}',
      lines: ['{reply}', '', 'Twoja wiadomość w sprawie „{topic}”:', '{original}', '', 'Aby odpowiedzieć, po prostu odpowiedz na tę wiadomość.'],
    },
    offer_received: {
      subject: 'Otrzymaliśmy Twoją ofertę #{offerId} na {title}',
      lines: ['Dziękujemy: sklep otrzymał Twoją ofertę na {title} i właśnie ją sprawdza.', 'Napiszemy, gdy sklep złoży Ci propozycję.', '{link}'],
    },
    offer_alert: {
      subject: 'Nowa oferta #{offerId}: {title}',
      lines: ['{email} oferuje {title} za {price}.', 'Sprawdź ją w panelu sklepu:', '{link}'],
    },
    offer_quoted: {
      subject: 'Sklep złożył propozycję na {title}',
      lines: ['Sklep oferuje {price} za Twój {title}.', 'Otwórz swoje oferty, aby ją przyjąć lub odrzucić.', '{link}'],
    },
    offer_rejected: {
      subject: 'Twoja oferta na {title} nie została przyjęta',
      lines: ['Sklep nie przyjął Twojej oferty.', 'Powód: {reason}', '{link}'],
    },
    offer_cancelled: {
      subject: 'Twoja oferta na {title} została anulowana',
      lines: ['Sklep anulował Twoją ofertę, ponieważ przedmiot nie dotarł.', 'Powód: {reason}', '{link}'],
    },
    item_received: {
      subject: 'Otrzymaliśmy Twój {title}: zleć wypłatę',
      lines: ['Sklep otrzymał Twój {title}.', 'Możesz teraz zlecić wypłatę {price} w swoich ofertach:', '{link}'],
    },
    payout_held: {
      subject: 'Wypłata wstrzymana do {date}: oferta #{offerId}',
      lines: ['Otrzymaliśmy Twoje zlecenie wypłaty {amount}.', 'Twoja wypłata zostanie wstrzymana do {date} (ochrona wymiany Steam): do tego czasu możesz jeszcze odebrać przedmiot.', 'Wtedy ją wyślemy i napiszemy, gdy zostanie wysłana.', '{link}'],
    },
    offer_reversed: {
      subject: 'Twoja wymiana {title} została cofnięta',
      lines: ['Steam informuje, że odebrałeś {title} w czasie ochrony wymiany.', 'Twoja oferta #{offerId} jest oznaczona jako cofnięta.', 'Wstrzymana wypłata {cancelledAmount} została anulowana; nie wysłano pieniędzy.', '{link}'],
    },
    trade_reversed_alert: {
      subject: 'Wymiana cofnięta: oferta #{offerId}, {title}',
      lines: [
        'Sprzedawca ({email}) odebrał {title} z oferty #{offerId}, cofając wymianę Steam.',
        'Wstrzymana wypłata {cancelledAmount} została anulowana; nie wysłano pieniędzy.',
        'Wypłata {paidAmount} została zrealizowana przed cofnięciem.',
        'Przedmiot katalogu #{itemId} został wycofany ze sklepu.',
        'Był już sprzedany: cofnięcie narusza zamówienie #{orderId}.',
        '{link}',
      ],
    },
    offer_trade_sent: {
      subject: 'Zaakceptuj naszą ofertę wymiany Steam dla {title}',
      lines: ['Nasz bot wymiany wysłał Ci ofertę wymiany Steam z prośbą o Twój przedmiot {title} (oferta #{offerId}).', 'Zaakceptuj ją w Steam: {tradeUrl}', 'Śledź swoją ofertę: {link}'],
    },
    payout_requested: {
      subject: 'Zlecono wypłatę za ofertę #{offerId}',
      lines: ['Otrzymaliśmy Twoje zlecenie wypłaty {amount}.', 'Trafi ona na konto kończące się na {last4}.', 'Napiszemy, gdy zostanie wysłana.', '{link}'],
    },
    payout_sent: {
      subject: 'Wypłata wysłana: {amount}',
      lines: ['Twoja wypłata {amount} za ofertę #{offerId} została wysłana.', '{link}'],
    },
    payout_failed: {
      subject: 'Wypłata nieudana: {amount}',
      lines: ['Nie udało się zrealizować Twojej wypłaty {amount} za ofertę #{offerId}.', 'Powód: {message}', 'Możesz zlecić ją ponownie w swoich ofertach, inną metodą lub z poprawionymi danymi:', '{link}'],
    },
    topup_credited: {
      subject: 'Twoje saldo zostało doładowane',
      lines: ['Do Twojego salda dodano {amount}.', '{link}'],
    },
    order_paid: {
      subject: 'Zamówienie #{orderId} jest opłacone',
      lines: ['Dziękujemy za zamówienie. Otrzymaliśmy Twoją płatność {total}.', 'Twoje przedmioty są w drodze do Twoich ofert wymiany na Steam.', '{link}'],
    },
    order_delivered: {
      subject: 'Zamówienie #{orderId} zostało dostarczone',
      lines: ['Przedmioty z zamówienia #{orderId} zostały wysłane na Twoje konto Steam. Przyjmij ofertę wymiany na Steam, aby je otrzymać.', '{link}'],
    },
    order_delivery_failed: {
      subject: 'Zamówienie #{orderId}: dostawa nieudana',
      lines: ['Nie udało się dostarczyć przedmiotów z zamówienia #{orderId}: oferta wymiany na Steam nie doszła do skutku.', 'Oferta trafiła na {tradeLink}. Jeśli ten link do wymiany jest błędny lub się zmienił, zapisz aktualny w zakładce Mój profil: sklep wyśle następną ofertę na zapisany tam link. Sprawdź też, czy Twój ekwipunek jest publiczny. Sklep wyśle nową ofertę lub zwróci zamówienie.', '{link}'],
    },
    order_refund: {
      subject: 'Zamówienie #{orderId} zwrócone',
      lines: ['Twoje zamówienie #{orderId} zostało zwrócone: {amount} dodano do Twojego salda.', 'Powód: {reason}', '{link}'],
    },
    order_dispute: {
      subject: 'Spór kartowy dotyczący zamówienia #{orderId}',
      lines: ['Kupujący zamówienia #{orderId} zakwestionował płatność kartą: {amount}.', 'Powód: {reason}', 'Dopóki wymiana jest chroniona, możesz cofnąć dostawę na stronie zamówienia:', '{link}'],
    },
    order_refund_card: {
      subject: 'Zamówienie #{orderId} zwrócone na Twoją kartę',
      lines: ['Twoje zamówienie #{orderId} zostało zwrócone: kwota {amount} wraca na kartę (lub inną metodę płatności), którą zapłacono. Do Twojego salda nic nie dodano.', 'Bank zwykle pokazuje zwrot w ciągu 5–10 dni roboczych.', 'Powód: {reason}', '{link}'],
    },
    price_alert: {
      subject: 'Alert cenowy: {name} za {price}',
      lines: ['{name} jest teraz w sprzedaży za {price}, w cenie Twojego alertu {alert} lub niższej.', '{link}', '', 'Ten alert ustawiono na Twojej liście obserwowanych; tam możesz go zmienić lub usunąć.'],
    },
    pack_bought: {
      subject: 'Kupiłeś pakiet {title}',
      lines: ['Dziękujemy: Twój pakiet {title} (zamówienie #{orderId}) został opłacony z salda.', '{link}'],
    },
    prompt_placed: {
      subject: 'Twoja prośba o skin {title} została złożona',
      lines: ['Sklep otrzymał Twoją prośbę o {title} i właśnie go szuka.', 'Napiszemy, gdy go znajdzie.', '{link}'],
    },
    prompt_fulfilled: {
      subject: 'Twoja prośba o skin {title} została zrealizowana',
      lines: ['Dobra wiadomość: sklep znalazł dla Ciebie {title} (zamówienie #{orderId}).', 'Jest w drodze do Twoich ofert wymiany na Steam.', '{link}'],
    },
    prompt_refused: {
      subject: 'Twoja prośba o skin {title} została odrzucona',
      lines: ['Sklep nie może zrealizować Twojej prośby o {title}.', 'Powód: {note}', 'Opłata wróciła na Twoje saldo.', '{link}'],
    },
    staff_invite: {
      subject: 'Zaproszenie do panelu zarządzania {shop}',
      lines: [
        '{inviter} zaprasza Cię do panelu zarządzania {shop} z rolą: {role}.',
        '',
        'Przyjmij zaproszenie tutaj:',
        '{link}',
        '',
        'Link działa przez 7 dni, jeden raz. Zanim panel się otworzy, skonfigurujesz logowanie dwuetapowe.',
        'Jeśli się tego nie spodziewasz, możesz zignorować tę wiadomość.',
      ],
    },
    personal_data_ready: {
      subject: 'Twoje dane są gotowe do pobrania',
      lines: ['Poprosiłeś o kopię danych osobowych Twojego konta. Jest gotowa:', '{link}', '', 'Link działa przez {hours} godzin, jeden raz. Jeśli to nie Ty, zmień hasło.'],
    },
  },
  payoutReasons: {
    provider_declined: 'Operator płatności odrzucił wypłatę.',
    provider_refused: 'Operator płatności nie przyjął wypłaty.',
  },
  staffRoles: { owner: 'właściciel', support: 'wsparcie', finance: 'finanse' },
};
