import type { PageTexts } from './static-pages.ts';

/** OPS-91: the static pages in German (a translation of the English pages, by slug). */
export const staticPagesDe: PageTexts = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    content: `<h2>1. Wer wir sind</h2>
<p>Skins Market („wir“, „uns“) betreibt einen Online-Marktplatz für kosmetische Gegenstände aus Counter-Strike 2 („Skins“). Diese Bedingungen gelten für jeden Besuch der Website und für jeden Kauf, jede Aufladung, jedes Verkaufsangebot und jede Auszahlung über sie. Mit der Erstellung eines Kontos oder einer Bestellung akzeptierst du sie.</p>
<h2>2. Dein Konto</h2>
<ul>
  <li>Du musst mindestens <strong>18 Jahre alt</strong> sein, um dich zu registrieren, zu kaufen, zu verkaufen oder dein Guthaben aufzuladen. Wir können einen Altersnachweis verlangen und Konten schließen, die diese Regel nicht erfüllen.</li>
  <li>Du bist dafür verantwortlich, dein Passwort und dein Steam-Konto zu schützen. Teile uns sofort mit, wenn du glaubst, dass jemand anderes dein Konto benutzt hat.</li>
  <li>Eine Person, ein Konto. Konten dürfen nicht verkauft, geteilt oder übertragen werden.</li>
  <li>Die Angaben, die du uns machst (Name, E-Mail, Telefon, Adresse, Steam-Handelslink), müssen wahr sein und aktuell gehalten werden.</li>
</ul>
<h2>3. Preise und Zahlung</h2>
<p>Die Preise werden in Euro angezeigt und zu deiner Bequemlichkeit zum auf der Website angezeigten Kurs in die von dir gewählte Währung umgerechnet. Berechnet wird der an der Kasse angezeigte Betrag, einschließlich der Mehrwertsteuer, sofern sie anfällt. Du kannst per Karte, mit deinem Kontoguthaben oder mit den anderen an der Kasse aufgeführten Zahlungsmethoden bezahlen.</p>
<p>Dein Guthaben wird in unserer internen Währung (Credits) geführt. Credits sind kein Geld, sie können nur über das Auszahlungsverfahren in Abschnitt 6 ausgezahlt werden und werden nicht verzinst.</p>
<h2>4. Lieferung der Gegenstände</h2>
<ol>
  <li>Sobald deine Zahlung bestätigt ist, wird der Gegenstand für dich reserviert und als Steam-Handelsangebot an den von dir angegebenen Handelslink gesendet.</li>
  <li>Nimm das Handelsangebot innerhalb von 12 Stunden an. Tust du das nicht oder kann dein Steam-Konto nicht handeln (zum Beispiel wegen einer Handelssperre oder eines Banns), erstatten wir den Preis auf dein Guthaben.</li>
  <li>Jeder angebotene Gegenstand ist einzigartig. Bezahlen zwei Kunden im selben Moment für denselben Gegenstand, wird nur die erste Zahlung angenommen und die andere vollständig erstattet.</li>
</ol>
<h2>5. Stornierungen und Erstattungen</h2>
<p>Digitale Gegenstände werden auf deinen Wunsch sofort geliefert, daher endet das gesetzliche Widerrufsrecht, sobald das Handelsangebot angenommen wurde. Wird ein Gegenstand nicht geliefert oder ist es nicht der bestellte, wende dich innerhalb von 14 Tagen an den Support, und wir erstatten oder ersetzen ihn.</p>
<h2>6. Skins an uns verkaufen</h2>
<p>Wenn der Verkauf freigeschaltet ist, kannst du dem Shop deine Skins anbieten. Wir senden dir einen Preis; wenn du annimmst, sendest du den Gegenstand per Handelsangebot, und sobald er angekommen ist, kannst du eine Auszahlung über die angebotenen Methoden beantragen. Auszahlungen werden in der Regel innerhalb von 3 Werktagen bearbeitet.</p>
<h2>7. Faire Nutzung</h2>
<p>Betrug, Rückbuchungen ohne Grund, Geldwäsche, die Nutzung gestohlener Konten oder Gegenstände und das automatisierte Auslesen der Website sind verboten. Wir können beteiligte Konten sperren und den Behörden melden.</p>
<h2>8. Haftung und Änderungen</h2>
<p>Skins Market ist nicht mit der Valve Corporation verbunden. Wir sind nicht verantwortlich für Änderungen, die Valve an Gegenständen, an den Handelsregeln oder an Steam vornimmt. Wir können diese Bedingungen aktualisieren; für deine Bestellung gilt die zum Zeitpunkt der Bestellung auf der Website veröffentlichte Fassung.</p>
<h2>9. Kontakt</h2>
<p>Fragen zu diesen Bedingungen: <a href="mailto:support@skins-market.example">support@skins-market.example</a>.</p>`,
  },
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    content: `<h2>Worum es in dieser Erklärung geht</h2>
<p>Diese Erklärung beschreibt, welche personenbezogenen Daten Skins Market erhebt, wenn du den Shop nutzt, warum wir sie erheben, wie lange wir sie speichern und welche Rechte du nach der Datenschutz-Grundverordnung (DSGVO) haben.</p>
<h2>Welche Daten wir erheben</h2>
<ul>
  <li><strong>Kontodaten:</strong> Vorname, Nachname, E-Mail-Adresse, Telefonnummer und Passwort (nur als sicherer Hash gespeichert).</li>
  <li><strong>Bestelldaten:</strong> die Gegenstände, die du kaufst oder verkaufst, Preise, deine Steam-ID und dein Handelslink, Rechnungsadresse und Land.</li>
  <li><strong>Zahlungsdaten:</strong> die Zahlungsmethode und das Ergebnis jeder Zahlung. Kartennummern verarbeitet unser Zahlungsdienstleister; wir speichern sie nie.</li>
  <li><strong>Technische Daten:</strong> IP-Adresse, Browsertyp und die unten beschriebenen Cookies.</li>
</ul>
<h2>Wofür wir sie verwenden</h2>
<ol>
  <li>Um dein Konto einzurichten und die bestellten Gegenstände zu liefern (Vertragserfüllung).</li>
  <li>Um Betrug zu verhindern und unsere Buchhaltungs- und Geldwäschepflichten zu erfüllen (rechtliche Verpflichtung).</li>
  <li>Um deine Supportanfragen zu beantworten und Service-E-Mails wie Bestellbestätigungen zu senden (berechtigtes Interesse).</li>
  <li>Um zu messen, wie die Website genutzt wird, nur wenn du Analyse-Cookies zustimmst (Einwilligung).</li>
</ol>
<h2>Cookies</h2>
<p>Notwendige Cookies halten dich angemeldet und schützen Formulare; sie sind immer aktiv. Leistungs-, Funktions- und Analyse-Cookies sind optional und können jederzeit über das Cookie-Banner geändert werden.</p>
<h2>Wer deine Daten erhält</h2>
<p>Zahlungsdienstleister, unser Hosting-Anbieter, E-Mail-Versanddienste und, wenn für die Lieferung nötig, Steam. Wir verkaufen deine personenbezogenen Daten niemals.</p>
<h2>Wie lange wir sie speichern</h2>
<p>Kontodaten werden gespeichert, solange dein Konto besteht. Bestell- und Zahlungsbelege werden nach Steuerrecht 10 Jahre lang aufbewahrt. Technische Protokolle werden nach 90 Tagen gelöscht.</p>
<h2>Deine Rechte</h2>
<p>Du kannst eine Kopie deiner Daten, ihre Berichtigung oder Löschung verlangen, ihre Verarbeitung einschränken oder ihr widersprechen und sie in einem übertragbaren Format anfordern. Schreib an <a href="mailto:support@skins-market.example">support@skins-market.example</a>. Du kannst dich auch bei deiner Datenschutzbehörde beschweren.</p>`,
  },
  about: {
    title: 'Über uns',
    content: `<h2>Skins für Spieler, von Spielern</h2>
<p>Skins Market begann 2021 als kleine Handelsgruppe von Counter-Strike-Spielern, die überteuerte Angebote und langsame, riskante Tauschgeschäfte leid waren. Heute bieten wir Tausende CS2-Skins an – Gewehre, Pistolen, Messer, Handschuhe, Agenten und Sticker – zu fairen, transparenten Preisen.</p>
<h2>Was uns unterscheidet</h2>
<ul>
  <li><strong>Exklusive Drops:</strong> seltene Muster und Gegenstände mit niedrigem Float, jeden Tag neu.</li>
  <li><strong>Schnell und sicher:</strong> Jeder Gegenstand wird per Steam-Handelsangebot geliefert, meist wenige Minuten nach der Zahlung.</li>
  <li><strong>Dein Stil:</strong> Filtere nach Typ, Seltenheit, Abnutzung und Preis, um das Loadout zu finden, das zu dir passt.</li>
  <li><strong>Faire Preise:</strong> Die Preise folgen dem Markt, mit regelmäßigen Rabatten im Discount Store.</li>
</ul>
<h2>So funktioniert es</h2>
<ol>
  <li>Erstelle ein Konto und füge deinen Steam-Handelslink hinzu.</li>
  <li>Wähle deine Skins und bezahle per Karte, mit deinem Guthaben oder einer anderen Methode.</li>
  <li>Nimm das Handelsangebot in Steam an – der Skin gehört dir.</li>
</ol>
<p>Hast du eine Frage oder eine Idee? Unser Support-Team beantwortet jede Nachricht, meist innerhalb eines Tages.</p>`,
  },
  faq: {
    title: 'Häufige Fragen',
    content: `<h2>Kaufen</h2>
<h3>Wie erhalte ich meine Skins?</h3>
<p>Nach der Zahlung senden wir ein Steam-Handelsangebot an den in deinem Profil gespeicherten Handelslink. Öffne Steam, prüfe das Angebot und nimm es an. Die meisten Angebote kommen innerhalb weniger Minuten an.</p>
<h3>Wo finde ich meinen Steam-Handelslink?</h3>
<p>Öffne in Steam <em>Inventar → Handelsangebote → Wer kann mir Handelsangebote senden?</em> und kopiere den Link unter „Websites von Drittanbietern“. Dein Steam-Inventar muss öffentlich sein.</p>
<h3>Warum wurde mein Gegenstand erstattet?</h3>
<p>Wenn das Handelsangebot nicht rechtzeitig angenommen wird oder dein Konto eine Handelssperre hat, geht der Preis automatisch auf dein Guthaben zurück.</p>
<h2>Zahlungen und Guthaben</h2>
<h3>Welche Zahlungsmethoden akzeptiert ihr?</h3>
<p>Karten (Visa, Mastercard, Maestro, American Express), Apple Pay und Google Pay, MB WAY, Multibanco und dein Kontoguthaben.</p>
<h3>Was sind Credits?</h3>
<p>Credits sind die interne Währung des Shops. Ein Credit ist einen Euro wert. Lade dein Guthaben einmal auf und bezahle mehrere Bestellungen, ohne erneut Kartendaten einzugeben.</p>
<h3>Kann ich einen Gutscheincode verwenden?</h3>
<p>Ja. Gib ihn im Warenkorb ein, nachdem du deine Lieferadresse ausgefüllt hast. Jeder Code hat seinen eigenen Wert, seinen Gültigkeitszeitraum und eine Anzahl von Verwendungen.</p>
<h2>Verkaufen</h2>
<h3>Kann ich euch meine Skins verkaufen?</h3>
<p>Wenn der Verkauf geöffnet ist, wähle im Menü <em>Skins verkaufen</em>, beschreibe den Gegenstand und deinen Preis, und wir antworten mit einem Angebot. Angenommene Gegenstände werden per Karte, Banküberweisung, MB WAY oder Multibanco ausgezahlt.</p>
<h2>Konto</h2>
<h3>Muss ich 18 sein?</h3>
<p>Ja, du musst mindestens 18 Jahre alt sein, um den Shop zu nutzen.</p>
<h3>Ich habe die Bestätigungs-E-Mail nicht erhalten.</h3>
<p>Sieh in deinem Spam-Ordner nach und verwende dann die Schaltfläche <em>Erneut senden</em> auf der Bestätigungsseite. Immer noch nichts? Schreib an support@skins-market.example.</p>`,
  },
};
