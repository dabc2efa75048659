import type { PageTexts } from './static-pages.ts';

/** OPS-91: the static pages in Polish (a translation of the English pages, by slug). */
export const staticPagesPl: PageTexts = {
  terms: {
    title: 'Regulamin',
    content: `<h2>1. Kim jesteśmy</h2>
<p>Skins Market („my”, „nas”) prowadzi internetowy serwis handlowy z przedmiotami kosmetycznymi do gry Counter-Strike 2 („skinami”). Niniejszy regulamin dotyczy każdej wizyty w serwisie oraz każdego zakupu, doładowania, oferty sprzedaży i wypłaty dokonanych za jego pośrednictwem. Zakładając konto lub składając zamówienie, akceptujesz go.</p>
<h2>2. Twoje konto</h2>
<ul>
  <li>Aby się zarejestrować, kupować, sprzedawać lub doładowywać saldo, musisz mieć ukończone <strong>18 lat</strong>. Możemy poprosić o potwierdzenie wieku i zamknąć konta, które nie spełniają tego warunku.</li>
  <li>Odpowiadasz za bezpieczeństwo swojego hasła i konta Steam. Niezwłocznie poinformuj nas, jeśli uważasz, że ktoś inny korzystał z Twojego konta.</li>
  <li>Jedna osoba, jedno konto. Kont nie wolno sprzedawać, udostępniać ani przenosić.</li>
  <li>Podane nam dane (imię, e-mail, telefon, adres, link do wymiany Steam) muszą być prawdziwe i aktualne.</li>
</ul>
<h2>3. Ceny i płatności</h2>
<p>Ceny podawane są w euro i dla wygody przeliczane na wybraną przez Ciebie walutę po kursie widocznym w serwisie. Pobierana jest kwota pokazana przy kasie, wraz z VAT, jeśli ma zastosowanie. Możesz zapłacić kartą, saldem konta lub innymi metodami płatności wymienionymi przy kasie.</p>
<p>Twoje saldo prowadzone jest w naszej wewnętrznej walucie (Credits). Credits nie są pieniędzmi: można je wypłacić wyłącznie w ramach procedury wypłaty opisanej w punkcie 6 i nie są oprocentowane.</p>
<h2>4. Dostawa przedmiotów</h2>
<ol>
  <li>Po potwierdzeniu płatności przedmiot zostaje dla Ciebie zarezerwowany i wysłany jako oferta wymiany Steam na podany przez Ciebie link do wymiany.</li>
  <li>Zaakceptuj ofertę wymiany w ciągu 12 godzin. Jeśli tego nie zrobisz lub Twoje konto Steam nie może handlować (na przykład z powodu blokady wymiany lub bana), zwrócimy cenę na Twoje saldo.</li>
  <li>Każdy wystawiony przedmiot jest unikatowy. Jeśli dwóch klientów zapłaci za ten sam przedmiot w tej samej chwili, przyjmujemy tylko pierwszą płatność, a drugą zwracamy w całości.</li>
</ol>
<h2>5. Anulowanie i zwroty</h2>
<p>Przedmioty cyfrowe dostarczamy natychmiast na Twoje żądanie, dlatego ustawowe prawo odstąpienia od umowy wygasa z chwilą przyjęcia oferty wymiany. Jeśli przedmiot nie został dostarczony lub nie jest tym, który zamówiłeś, skontaktuj się z pomocą techniczną w ciągu 14 dni, a zwrócimy pieniądze lub wymienimy przedmiot.</p>
<h2>6. Sprzedaż skinów nam</h2>
<p>Gdy sprzedaż jest włączona, możesz zaoferować sklepowi swoje skiny. Wysyłamy Ci cenę; jeśli ją przyjmiesz, wysyłasz przedmiot ofertą wymiany, a po jego otrzymaniu możesz zlecić wypłatę jedną z oferowanych metod. Wypłaty realizujemy zwykle w ciągu 3 dni roboczych.</p>
<h2>7. Uczciwe korzystanie</h2>
<p>Zabronione są oszustwa, obciążenia zwrotne bez powodu, pranie pieniędzy, korzystanie z kradzionych kont lub przedmiotów oraz automatyczne pobieranie danych z serwisu. Możemy zawiesić zaangażowane konta i zgłosić je odpowiednim organom.</p>
<h2>8. Odpowiedzialność i zmiany</h2>
<p>Skins Market nie jest powiązany z Valve Corporation. Nie odpowiadamy za zmiany, które Valve wprowadza w przedmiotach, zasadach wymiany lub w Steam. Możemy aktualizować ten regulamin; do Twojego zamówienia stosuje się wersję opublikowaną w serwisie w chwili jego złożenia.</p>
<h2>9. Kontakt</h2>
<p>Pytania dotyczące regulaminu: <a href="mailto:support@skins-market.example">support@skins-market.example</a>.</p>`,
  },
  'privacy-policy': {
    title: 'Polityka prywatności',
    content: `<h2>Czego dotyczy ta polityka</h2>
<p>Ta polityka wyjaśnia, jakie dane osobowe Skins Market zbiera, gdy korzystasz ze sklepu, dlaczego je zbieramy, jak długo je przechowujemy i jakie prawa przysługują Ci na mocy ogólnego rozporządzenia o ochronie danych (RODO).</p>
<h2>Jakie dane zbieramy</h2>
<ul>
  <li><strong>Dane konta:</strong> imię, nazwisko, adres e-mail, numer telefonu i hasło (przechowywane wyłącznie jako bezpieczny skrót).</li>
  <li><strong>Dane zamówień:</strong> kupowane lub sprzedawane przedmioty, ceny, Twój identyfikator Steam i link do wymiany, adres rozliczeniowy i kraj.</li>
  <li><strong>Dane płatności:</strong> metoda płatności i wynik każdej płatności. Numery kart obsługuje nasz operator płatności; nigdy ich nie przechowujemy.</li>
  <li><strong>Dane techniczne:</strong> adres IP, typ przeglądarki oraz pliki cookie opisane poniżej.</li>
</ul>
<h2>Do czego ich używamy</h2>
<ol>
  <li>Aby założyć Twoje konto i dostarczyć zamówione przedmioty (wykonanie umowy).</li>
  <li>Aby zapobiegać oszustwom oraz wypełniać obowiązki księgowe i dotyczące przeciwdziałania praniu pieniędzy (obowiązek prawny).</li>
  <li>Aby odpowiadać na Twoje zgłoszenia i wysyłać wiadomości serwisowe, takie jak potwierdzenia zamówień (prawnie uzasadniony interes).</li>
  <li>Aby mierzyć, jak korzystasz z serwisu, tylko jeśli zaakceptujesz analityczne pliki cookie (zgoda).</li>
</ol>
<h2>Pliki cookie</h2>
<p>Niezbędne pliki cookie utrzymują Twoje zalogowanie i chronią formularze; są zawsze włączone. Pliki cookie wydajnościowe, funkcjonalne i analityczne są opcjonalne i można je w każdej chwili zmienić w banerze cookie.</p>
<h2>Kto otrzymuje Twoje dane</h2>
<p>Operatorzy płatności, nasz dostawca hostingu, usługi wysyłki e-maili oraz, gdy jest to potrzebne do dostawy, Steam. Nigdy nie sprzedajemy Twoich danych osobowych.</p>
<h2>Jak długo je przechowujemy</h2>
<p>Dane konta przechowujemy, dopóki Twoje konto jest aktywne. Dokumenty zamówień i płatności przechowujemy przez 10 lat, zgodnie z prawem podatkowym. Logi techniczne usuwamy po 90 dniach.</p>
<h2>Twoje prawa</h2>
<p>Możesz zażądać kopii swoich danych, ich sprostowania lub usunięcia, ograniczyć ich przetwarzanie lub wnieść sprzeciw oraz otrzymać je w formacie umożliwiającym przeniesienie. Napisz na <a href="mailto:support@skins-market.example">support@skins-market.example</a>. Możesz także złożyć skargę do organu ochrony danych osobowych.</p>`,
  },
  about: {
    title: 'O nas',
    content: `<h2>Skiny dla graczy, od graczy</h2>
<p>Skins Market powstał w 2021 roku jako mała grupa handlowa graczy Counter-Strike, którzy mieli dość zawyżonych cen i powolnych, ryzykownych wymian. Dziś oferujemy tysiące skinów CS2 – karabiny, pistolety, noże, rękawice, agentów i naklejki – w uczciwych, przejrzystych cenach.</p>
<h2>Co nas wyróżnia</h2>
<ul>
  <li><strong>Ekskluzywne dropy:</strong> rzadkie wzory i przedmioty o niskim floacie dodawane codziennie.</li>
  <li><strong>Szybko i bezpiecznie:</strong> każdy przedmiot dostarczamy ofertą wymiany Steam, zwykle w ciągu kilku minut od płatności.</li>
  <li><strong>Twój styl:</strong> filtruj według typu, rzadkości, zużycia i ceny, aby znaleźć ekwipunek pasujący do Ciebie.</li>
  <li><strong>Uczciwe ceny:</strong> ceny podążają za rynkiem, z regularnymi rabatami w Discount Store.</li>
</ul>
<h2>Jak to działa</h2>
<ol>
  <li>Załóż konto i dodaj swój link do wymiany Steam.</li>
  <li>Wybierz skiny i zapłać kartą, saldem lub inną metodą.</li>
  <li>Zaakceptuj ofertę wymiany w Steam – skin jest Twój.</li>
</ol>
<p>Masz pytanie lub pomysł? Nasz zespół wsparcia odpowiada na każdą wiadomość, zwykle w ciągu jednego dnia.</p>`,
  },
  faq: {
    title: 'Najczęstsze pytania',
    content: `<h2>Zakupy</h2>
<h3>Jak otrzymam moje skiny?</h3>
<p>Po płatności wysyłamy ofertę wymiany Steam na link do wymiany zapisany w Twoim profilu. Otwórz Steam, sprawdź ofertę i ją zaakceptuj. Większość ofert dociera w ciągu kilku minut.</p>
<h3>Gdzie znajdę swój link do wymiany Steam?</h3>
<p>W Steam otwórz <em>Ekwipunek → Oferty wymiany → Kto może wysyłać mi oferty wymiany?</em> i skopiuj link w sekcji „Strony zewnętrzne”. Twój ekwipunek Steam musi być publiczny.</p>
<h3>Dlaczego za mój przedmiot otrzymałem zwrot?</h3>
<p>Jeśli oferta wymiany nie zostanie zaakceptowana na czas lub Twoje konto ma blokadę wymiany, cena automatycznie wraca na Twoje saldo.</p>
<h2>Płatności i saldo</h2>
<h3>Jakie metody płatności akceptujecie?</h3>
<p>Karty (Visa, Mastercard, Maestro, American Express), Apple Pay i Google Pay, MB WAY, Multibanco oraz saldo konta.</p>
<h3>Czym są Credits?</h3>
<p>Credits to wewnętrzna waluta sklepu. Jeden Credit jest wart jedno euro. Doładuj saldo raz i płać za kilka zamówień bez ponownego podawania danych karty.</p>
<h3>Czy mogę użyć kodu promocyjnego?</h3>
<p>Tak. Wpisz go w koszyku po uzupełnieniu adresu dostawy. Każdy kod ma własną wartość, okres ważności i liczbę użyć.</p>
<h2>Sprzedaż</h2>
<h3>Czy mogę sprzedać wam swoje skiny?</h3>
<p>Gdy sprzedaż jest otwarta, wybierz w menu <em>Sprzedaj skiny</em>, opisz przedmiot i swoją cenę, a my odpowiemy ofertą. Za przyjęte przedmioty wypłacamy pieniądze na kartę, przelewem bankowym, przez MB WAY lub Multibanco.</p>
<h2>Konto</h2>
<h3>Czy muszę mieć 18 lat?</h3>
<p>Tak, aby korzystać ze sklepu, musisz mieć ukończone 18 lat.</p>
<h3>Nie dostałem e-maila weryfikacyjnego.</h3>
<p>Sprawdź folder spam, a następnie użyj przycisku <em>Wyślij ponownie</em> na stronie weryfikacji. Nadal nic? Napisz na support@skins-market.example.</p>`,
  },
};
