// Demo texts in Polish (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Pełnoklatkowy aparat bezlusterkowy',
      short: 'Duża matryca w kompaktowym korpusie: bogactwo detali, miękki bokeh i czyste zdjęcia przy słabym świetle.',
      description:
        'Pełnoklatkowa matryca o wielkości klatki filmu 35 mm zbiera więcej światła, co daje szerszą ' +
        'rozpiętość tonalną i niższe szumy. Szybki autofokus i rozbudowane funkcje wideo czynią z niego ' +
        'wszechstronne narzędzie zarówno dla zaawansowanych amatorów, jak i profesjonalistów.',
    },
    'apsc-mirrorless': {
      name: 'Aparat bezlusterkowy APS-C',
      short: 'Jakość obrazu z obiektywów wymiennych w lekkim korpusie, który zabierzesz wszędzie.',
      description:
        'Matryca APS-C to dobry kompromis między jakością obrazu, rozmiarem i ceną, a jej mnożnik ' +
        'ogniskowej daje teleobiektywom dodatkowy zasięg. Idealny jako pierwszy aparat z wymienną ' +
        'optyką, w podróż lub jako lekki drugi korpus.',
    },
    'fullframe-dslr': {
      name: 'Pełnoklatkowa lustrzanka cyfrowa',
      short:
        'Optyczny wizjer, solidna konstrukcja i długi czas pracy na baterii dla fotografów, którzy ' +
        'fotografują cały dzień.',
      description:
        'Lustro i pryzmat pokazują scenę przez obiektyw bez żadnego opóźnienia, a pełnoklatkowa matryca ' +
        'zapewnia szeroką rozpiętość tonalną i czyste pliki na wysokich czułościach ISO. Uszczelniane ' +
        'korpusy, niezawodny autofokus i ogromny wybór kompatybilnych obiektywów sprawiają, że to ' +
        'ulubione narzędzie zawodowych fotografów.',
    },
    'apsc-dslr': {
      name: 'Lustrzanka cyfrowa APS-C',
      short:
        'Niezawodna lustrzanka, łatwa do opanowania, która rozwija się razem z tobą – od pierwszych ' +
        'zdjęć po poważne hobby.',
      description:
        'Lustrzanka APS-C łączy jasny wizjer optyczny z matrycą na tyle dużą, by uzyskać prawdziwe ' +
        'rozmycie tła i dobre zdjęcia przy słabym świetle. Menu z przewodnikiem, długi czas pracy na ' +
        'baterii i szeroki wybór niedrogich obiektywów czynią z niej świetny sposób na naukę fotografii.',
    },
    'premium-compact': {
      name: 'Kompakt klasy premium',
      short: 'Aparat z dużą matrycą, który zmieści się w kieszeni kurtki.',
      description:
        'Matryca 1-calowa lub większa i jasny wbudowany obiektyw dają jakość obrazu daleko wykraczającą ' +
        'poza możliwości telefonu, z plikami RAW i pełną kontrolą manualną. Cichy, dyskretny i zawsze ' +
        'gotowy – to aparat, który naprawdę będziesz nosić ze sobą codziennie.',
    },
    'travel-zoom-compact': {
      name: 'Kompakt z podróżnym zoomem',
      short: 'Od szerokich krajobrazów po odległe detale – jeden kieszonkowy aparat na całą podróż.',
      description:
        'Długi zoom optyczny mieści się w smukłym korpusie, więc uchwycisz panoramę miasta, a zaraz ' +
        'potem wyłowisz twarz po drugiej stronie placu. Optyczna stabilizacja obrazu, łatwe przesyłanie ' +
        'zdjęć na telefon i inteligentne tryby automatyczne zapewnią ostre zdjęcia z wakacji bez wysiłku.',
    },
    'instant-camera': {
      name: 'Aparat natychmiastowy',
      short: 'Naciśnij spust, a kilka sekund później trzymasz w ręku prawdziwe zdjęcie.',
      description:
        'Aparat natychmiastowy naświetla specjalny film, który wywołuje się sam, dzięki czemu każde ' +
        'zdjęcie jest niepowtarzalnym egzemplarzem. Proste sterowanie, wbudowana lampa błyskowa i ' +
        'lusterko do selfie sprawiają, że to gwiazda imprez, wesel i wyjazdów ze znajomymi.',
    },
    'instant-film': {
      name: 'Wkład do aparatu natychmiastowego',
      short:
        'Świeże wkłady z klasyczną białą ramką lub z wesołymi kolorowymi ramkami do twojego aparatu ' +
        'natychmiastowego.',
      description:
        'Każde opakowanie zawiera określoną liczbę samowywołujących się zdjęć w światłoszczelnej ' +
        'kasecie, którą zakłada się w kilka sekund. Sprawdź, jakiego formatu filmu używa twój aparat, i ' +
        'przechowuj wkłady w chłodnym miejscu, aby uzyskać najlepsze kolory.',
    },
    'standard-zoom': {
      name: 'Standardowy obiektyw zmiennoogniskowy',
      short: 'Obiektyw, którego nie zdejmujesz z aparatu: od szerokiego kąta po krótkie tele, z jasną i ostrą optyką.',
      description:
        'Zakres około 24–70 mm pozwala standardowemu zoomowi poradzić sobie z krajobrazem, fotografią ' +
        'uliczną, wydarzeniami i portretami bez zmiany obiektywu. Wyższe serie oferują dodatkowo stałą, ' +
        'jasną przysłonę, uszczelnienia i ciche silniki autofokusa, sprawdzające się zarówno przy ' +
        'zdjęciach, jak i wideo.',
    },
    'kit-zoom': {
      name: 'Obiektyw kitowy',
      short: 'Kompaktowy i niedrogi zoom, który od razu po wyjęciu z pudełka poradzi sobie z codzienną fotografią.',
      description:
        'Zoom kitowy, często sprzedawany w zestawie z nowym korpusem, obejmuje zakres od szerokiego kąta ' +
        'po krótkie tele w lekkiej, kompaktowej obudowie. Niewielka waga i płynny, cichy autofokus ' +
        'czynią z niego dobry pierwszy obiektyw i poręcznego towarzysza podróży.',
    },
    'telephoto-zoom': {
      name: 'Teleobiektyw zmiennoogniskowy',
      short: 'Przybliż odległe obiekty – od sportu i dzikiej przyrody po portrety ze spłaszczoną perspektywą.',
      description:
        'Teleobiektywy zmiennoogniskowe zwykle obejmują zakresy takie jak 70–200 mm lub 100–400 mm, ' +
        'dzięki czemu zmienisz kadr bez ruszania się z miejsca. Optyczna stabilizacja i szybki, ' +
        'precyzyjny autofokus utrzymują ostrość na ruchomych obiektach, a długa ogniskowa zamienia tło w ' +
        'miękkie rozmycie.',
    },
    'super-telephoto': {
      name: 'Superteleobiektyw',
      short: 'Ogromny zasięg do fotografowania ptaków, dzikiej przyrody i sportu na stadionie.',
      description:
        'Przy ogniskowych od około 400 mm wzwyż superteleobiektyw wypełnia kadr obiektami, do których ' +
        'nigdy nie dałoby się podejść. Zaawansowane elementy optyczne korygują aberracje, a obrotowa ' +
        'stopka statywowa i skuteczna stabilizacja pomagają zapanować nad długą tubą.',
    },
    'ultra-wide-zoom': {
      name: 'Ultraszerokokątny obiektyw zmiennoogniskowy',
      short: 'Zmieść rozległe krajobrazy, strzelistą architekturę i ciasne wnętrza w jednym kadrze.',
      description:
        'Zaczynający się poniżej 16 mm na pełnej klatce ultraszerokokątny zoom potęguje wrażenie głębi i ' +
        'wciąga wzrok w scenę. Staranna korekcja optyczna utrzymuje proste linie, dlatego jest ' +
        'ulubieńcem fotografów krajobrazu, nieruchomości, astrofotografii i vlogerów.',
    },
    'fisheye-lens': {
      name: 'Obiektyw typu rybie oko',
      short: 'Efektowny, zakrzywiony obraz o kącie widzenia do 180 stopni do naprawdę odważnych zdjęć.',
      description:
        'Obiektyw typu rybie oko wygina proste linie w zamaszyste łuki, rejestrując niezwykle szerokie ' +
        'pole widzenia. Uwielbiany przy skateboardingu, koncertach, kreatywnej fotografii architektury i ' +
        'panoramach 360 stopni, a dzięki niewielkim rozmiarom łatwo go zabrać ze sobą.',
    },
    'portrait-prime': {
      name: 'Stałoogniskowy obiektyw portretowy',
      short: 'Jasna przysłona dla korzystnej perspektywy i miękkiego bokehu, który oddziela postać od tła.',
      description:
        'Ogniskowe w okolicach 85 mm oddają twarze naturalnie z wygodnej odległości roboczej. Jasna ' +
        'przysłona, na przykład f/1,4 lub f/1,8, wpuszcza mnóstwo światła i rozmywa tło, a szybki i ' +
        'precyzyjny autofokus utrzymuje oczy idealnie ostre.',
    },
    'macro-lens': {
      name: 'Obiektyw makro',
      short: 'Powiększenie w skali 1:1 odsłania ukryte detale owadów, kwiatów i produktów.',
      description:
        'Prawdziwy obiektyw makro ustawia ostrość na tyle blisko, że odwzorowuje obiekt w skali 1:1, ' +
        'więc nawet mała moneta wypełnia całą matrycę. Wyjątkowa ostrość od środka po brzegi kadru ' +
        'sprawia, że świetnie sprawdza się też w portretach i fotografii produktowej.',
    },
    'travel-tripod': {
      name: 'Statyw podróżny',
      short:
        'Składa się do małych i lekkich rozmiarów, a potem stoi wysoko i stabilnie tam, gdzie światło ' +
        'jest najlepsze.',
      description:
        'Nogi składane wokół głowicy, lekkie rurki z aluminium lub włókna węglowego i szybkie blokady ' +
        'nóg sprawiają, że statyw podróżny łatwo spakować i szybko rozstawić. Sprawdzi się przy ' +
        'zachodach słońca, nocnych zdjęciach miasta, długich ekspozycjach i zdjęciach grupowych z ' +
        'samowyzwalaczem.',
    },
    'video-monopod': {
      name: 'Monopod wideo',
      short: 'Stabilne, płynne ruchy kamery i swoboda zmiany miejsca w kilka sekund.',
      description:
        'Głowica olejowa i niewielka rozkładana podstawa pozwalają monopodowi wideo stać samodzielnie, ' +
        'gdy płynnie panoramujesz i pochylasz kamerę. Przejmuje ciężar aparatu podczas wydarzeń, wesel i ' +
        'zawodów sportowych, gdzie pełnowymiarowy statyw tylko by przeszkadzał.',
    },
    'camera-gimbal': {
      name: 'Gimbal do aparatu',
      short: 'Stabilizacja z silnikami dla płynnych, filmowych ujęć w ruchu.',
      description:
        'Trzy silniki bezszczotkowe niwelują każdy wstrząs i drganie, więc ujęcia w marszu, obroty wokół ' +
        'obiektu i odsłonięcia wyglądają, jakby kręcono je z wózka dolly. Przystosowany do ' +
        'bezlusterkowców i lustrzanek, oferuje tryby śledzenia, szybkie wyważanie i sterowanie z ' +
        'aplikacji do kreatywnych ruchów.',
    },
    'phone-gimbal': {
      name: 'Gimbal do smartfona',
      short: 'Zmień telefon w płynny zestaw do wideo ze śledzeniem obiektu, który zmieści się w kieszeni.',
      description:
        'Trzyosiowy gimbal utrzymuje telefon w poziomie i stabilnie, gdy idziesz, biegniesz czy ' +
        'panoramujesz, więc nagrania wyglądają znacznie bardziej profesjonalnie. Śledzenie obiektu, ' +
        'tryby timelapse i kreatywne ruchy jednym dotknięciem w aplikacji sprawiają, że vlogi i filmy z ' +
        'podróży powstają bez wysiłku.',
    },
    'camera-battery': {
      name: 'Akumulator do aparatu',
      short: 'Zapasowy akumulator w torbie oznacza, że nie przegapisz ostatniego zdjęcia dnia.',
      description:
        'Ogniwa litowo-jonowe z wbudowanymi układami zabezpieczającymi zapewniają stabilne zasilanie i ' +
        'przekazują aparatowi informację o pozostałym poziomie naładowania. Sprawdź, czy akumulator ' +
        'pasuje do twojego modelu aparatu; wiele z nich ładuje się przez USB w aparacie lub w osobnej ładowarce.',
    },
    'battery-grip': {
      name: 'Grip bateryjny',
      short: 'Dwa razy dłuższa praca na akumulatorach i wygodny chwyt przy zdjęciach w pionie.',
      description:
        'Grip bateryjny mocuje się do spodu aparatu i mieści jeden lub dwa dodatkowe akumulatory. Drugi ' +
        'spust migawki i dodatkowe przyciski sprawiają, że fotografowanie w pionie jest równie naturalne ' +
        'jak w poziomie, a większa masa lepiej równoważy długie obiektywy.',
    },
    'camera-strap': {
      name: 'Pasek do aparatu',
      short: 'Wygodne noszenie z szybką regulacją, dzięki któremu aparat jest bezpieczny i zawsze gotowy.',
      description:
        'Wyściełane lub tkane paski rozkładają ciężar na szyję lub ramię, a szybkozłączki pozwalają w ' +
        'kilka sekund przełączać się między noszeniem na szyi, na skos i na nadgarstku. Wytrzymałe ' +
        'materiały i pewne mocowania chronią sprzęt podczas długich dni w plenerze.',
    },
    'capture-clip': {
      name: 'Klips na aparat do paska',
      short: 'Noś aparat na szelce plecaka lub pasku i sięgaj po niego w mgnieniu oka.',
      description:
        'Solidny klips zaciska się na szelce plecaka lub pasku, a płytka szybkiego montażu wkręcona w ' +
        'gwint statywowy aparatu pewnie trzyma go na miejscu. Turyści, podróżnicy i fotografowie ' +
        'eventowi mają wolne ręce i aparat w gotowości – bez obciążania szyi.',
    },
    'mini-drone': {
      name: 'Mini dron z kamerą',
      short:
        'Mieści się na dłoni, składa się i łatwo nim latać, a stabilizowana kamera robi zachwycające ' +
        'ujęcia z powietrza.',
      description:
        'Lekkie mini drony składają się do rozmiarów telefonu i w wielu krajach mieszczą się w ' +
        'najlżejszej kategorii rejestracyjnej. Stabilizowana kamera, pozycjonowanie GPS, automatyczny ' +
        'powrót do punktu startu i inteligentne tryby lotu ułatwiają filmowe ujęcia nawet początkującym ' +
        'pilotom. Zawsze sprawdzaj lokalne przepisy dotyczące lotów.',
    },
    'pro-camera-drone': {
      name: 'Profesjonalny dron z kamerą',
      short: 'Kamera z dużą matrycą w powietrzu, z długim czasem lotu i niezawodnym omijaniem przeszkód.',
      description:
        'Profesjonalne drony mają większe matryce, często kilka kamer i profile wideo o wysokim bitrate, ' +
        'idealne do korekcji barwnej. Wykrywanie przeszkód we wszystkich kierunkach, transmisja na duże ' +
        'odległości i odporność na wiatr pozwalają filmowcom, geodetom i inspektorom pracować pewnie.',
    },
    'fpv-drone': {
      name: 'Dron FPV',
      short: 'Leć z fotela pilota i nagrywaj wciągające, dynamiczne ujęcia z perspektywy pierwszej osoby.',
      description:
        'Drony FPV przesyłają obraz na żywo do gogli, dzięki czemu możesz przelatywać przez wąskie ' +
        'prześwity, gonić samochody i nurkować wzdłuż klifów. Ręczne tryby lotu nagradzają praktykę, a ' +
        'tryby wspomagane i awaryjne hamowanie pomagają początkującym bezpiecznie wzbić się w powietrze.',
    },
    'fpv-goggles': {
      name: 'Gogle FPV',
      short: 'Wyraźny obraz z minimalnym opóźnieniem tuż przed oczami dla pełnego zanurzenia w locie.',
      description:
        'Gogle FPV łączą jasne mikroekrany, regulowane soczewki i odbiornik o niskim opóźnieniu, by ' +
        'pokazać dokładnie to, co widzi dron. Sprawdź, czy gogle korzystają z tego samego systemu ' +
        'transmisji wideo co twój dron; wiele modeli nagrywa też obraz i obsługuje śledzenie ruchów głowy.',
    },
    'action-camera': {
      name: 'Kamera sportowa',
      short: 'Mała, wytrzymała i wodoodporna, ze stabilizacją, dzięki której każdy przejazd jest płynny.',
      description:
        'Kamery sportowe nagrywają wideo w wysokiej rozdzielczości i z dużą liczbą klatek na sekundę z ' +
        'kasków, kierownic, desek surfingowych i uchwytów na klatkę piersiową. Elektroniczna ' +
        'stabilizacja, wytrzymała wodoodporna obudowa i szybkozłączki przygotowują je na rower, ' +
        'nurkowanie, narty i codzienne vlogowanie.',
    },
    'camera-360': {
      name: 'Kamera 360°',
      short: 'Nagraj wszystko dookoła, a idealne ujęcie wybierz później.',
      description:
        'Dwa przeciwstawne obiektywy ultraszerokokątne rejestrują pełną sferę, którą aplikacja łączy w ' +
        'płynne zdjęcie lub wideo 360°. Później możesz wykadrować z niego zwykły płaski klip, ' +
        'automatycznie ukryć kijek do selfie albo udostępnić wciągające wirtualne spacery i treści VR.',
    },
    speedlight: {
      name: 'Lampa błyskowa',
      short: 'Przenośne, mocne światło, które montujesz na aparacie i zabierasz wszędzie, gdzie fotografujesz.',
      description:
        'Lampa na gorącą stopkę z automatycznym pomiarem TTL, uchylną i obrotową głowicą oraz szybkim ' +
        'ładowaniem, stworzona do reportażu, portretów i zdjęć we wnętrzach. Odbij błysk od sufitu, by ' +
        'uzyskać miękkie światło, albo wyzwalaj lampę poza aparatem za pomocą bezprzewodowego ' +
        'wyzwalacza, by osiągnąć bardziej kreatywny efekt.',
    },
    'studio-strobe': {
      name: 'Lampa studyjna',
      short: 'Solidna moc błysku i powtarzalne kolory do portretów, zdjęć produktowych i mody.',
      description:
        'Lampa monoblokowa do studia lub pracy w plenerze, o znacznie większej mocy niż lampa ' +
        'reporterska, ze światłem modelującym do podglądu oświetlenia. Jej mocowanie przyjmuje softboxy, ' +
        'parasolki i czasze, a precyzyjne stopnie mocy ułatwiają powtarzanie tego samego ustawienia ' +
        'zdjęcie po zdjęciu.',
    },
    'led-panel': {
      name: 'Panel LED do wideo',
      short: 'Miękkie, niemigające światło ciągłe, które pokazuje efekt już w trakcie fotografowania.',
      description:
        'Płaski panel LED z regulacją jasności i temperatury barwowej, który równie dobrze sprawdza się ' +
        'przy wywiadach, streamingu i wideorozmowach, jak przy zdjęciach. Działa z sieci lub na ' +
        'akumulatorach, pozostaje chłodny w dotyku i w kilka sekund montuje się go na statywie ' +
        'oświetleniowym lub zimnej stopce.',
    },
    'rgb-tube-light': {
      name: 'Tuba świetlna RGB',
      short: 'Każdy kolor, każdy efekt – kreatywne światło w smukłej tubie, którą utrzymasz w jednej ręce.',
      description:
        'Zasilana akumulatorem tuba LED z pełną paletą RGB, regulowanym światłem białym i wbudowanymi ' +
        'efektami, takimi jak światła policyjne, ogień czy błyskawice. Użyj jej jako widocznego źródła ' +
        'światła w kadrze, kontry na włosy lub kolorowego akcentu w tle i steruj kilkoma tubami ' +
        'jednocześnie z aplikacji w telefonie.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Zamienia ostre światło lampy błyskowej lub LED w miękkie, korzystne oświetlenie.',
      description:
        'Składany modyfikator światła, którego dyfuzor równomiernie rozprasza światło i zmiękcza cienie ' +
        'na twarzach i produktach. Składa się na płasko do transportu, mocuje do lampy za pomocą ' +
        'pierścienia adaptera i przyjmuje materiałowy grid, który trzyma rozproszone światło w ryzach.',
    },
    'light-stand': {
      name: 'Statyw oświetleniowy',
      short: 'Solidna, regulowana podstawa pod lampy, modyfikatory i tła.',
      description:
        'Teleskopowy statyw z szeroko rozstawionymi nogami i standardowym trzpieniem, który utrzymuje ' +
        'lampy błyskowe, panele LED i softboxy dokładnie na właściwej wysokości. Lekki, a zarazem ' +
        'stabilny, składa się do małych rozmiarów na sesje w plenerze, a worek z piaskiem na nogach ' +
        'zapewnia dodatkowe bezpieczeństwo na zewnątrz.',
    },
    'shotgun-mic': {
      name: 'Mikrofon kierunkowy',
      short: 'Czysty, skupiony dźwięk z kierunku, w którym go skierujesz.',
      description:
        'Mikrofon kierunkowy, który tłumi większość hałasu z boków i z tyłu, dzięki czemu głosy i ' +
        'wszystko, co znajduje się przed nim, brzmią wyraźnie. Zamontuj go na stopce aparatu lub na ' +
        'tyczce mikrofonowej, a podczas nagrywania na zewnątrz dodaj osłonę przeciwwietrzną.',
    },
    'wireless-mic': {
      name: 'System mikrofonów bezprzewodowych',
      short: 'Przypinane nadajniki do czystych dialogów w każdym miejscu – bez ani jednego kabla.',
      description:
        'Kompaktowe nadajniki przypina się do ubrania, a one przesyłają dźwięk do odbiornika w aparacie, ' +
        'telefonie lub komputerze. Idealne do vlogów, wywiadów i dynamicznego filmowania w biegu – ' +
        'prowadzący mogą poruszać się naturalnie, a ty skupiasz się na obrazie.',
    },
    'anc-headphones': {
      name: 'Słuchawki z aktywną redukcją szumów',
      short: 'Odetnij się od świata i ciesz się muzyką, rozmowami i lotami w spokoju.',
      description:
        'Bezprzewodowe słuchawki nauszne z aktywną redukcją szumów, które wyciszają silniki, ruch ' +
        'uliczny i rozmowy w biurze. Miękkie poduszki zapewniają wygodę przez wiele godzin, tryb ' +
        'przezroczystości pozwala w razie potrzeby słyszeć otoczenie, a wbudowane mikrofony obsługują rozmowy.',
    },
    'studio-headphones': {
      name: 'Słuchawki studyjne',
      short: 'Uczciwy, szczegółowy dźwięk do nagrywania, miksowania i montażu.',
      description:
        'Przewodowe słuchawki strojone na płaską, dokładną charakterystykę, dzięki czemu słyszysz ' +
        'nagranie takim, jakie jest naprawdę, a nie w upiększonej wersji. Zamknięta konstrukcja ' +
        'zapobiega przenikaniu dźwięku do mikrofonów, a solidne wykonanie wytrzymuje codzienną pracę w studiu.',
    },
    'true-wireless-earbuds': {
      name: 'Słuchawki bezprzewodowe TWS',
      short: 'Kieszonkowy dźwięk, który towarzyszy ci wszędzie – zupełnie bez kabli.',
      description:
        'Maleńkie bezprzewodowe słuchawki douszne, które łączą się z telefonem, gdy tylko otworzysz ' +
        'etui, które ładuje je także w drodze. Sterowanie dotykowe obsługuje muzykę i rozmowy, a wiele ' +
        'modeli oferuje też redukcję szumów i kilka rozmiarów nakładek dla pewnego i wygodnego dopasowania.',
    },
    'sport-earbuds': {
      name: 'Słuchawki sportowe',
      short: 'Pewne, odporne na pot dopasowanie, które nadąży za każdym treningiem.',
      description:
        'Bezprzewodowe słuchawki stworzone do biegania, siłowni i treningów na świeżym powietrzu, z ' +
        'zausznikami lub skrzydełkami, które trzymają się na miejscu nawet przy intensywnym ruchu. ' +
        'Konstrukcja odporna na pot i wodę nie boi się deszczu ani ciężkich treningów, a tryb otoczenia ' +
        'pozwala słyszeć ruch uliczny na drodze.',
    },
    'flagship-phone': {
      name: 'Flagowy smartfon',
      short: 'Najwyższa wydajność, aparaty klasy profesjonalnej i zachwycający ekran w jednym urządzeniu.',
      description:
        'Telefon z najwyższej półki z ekranem OLED o wysokiej częstotliwości odświeżania, zestawem kilku ' +
        'aparatów z teleobiektywem i procesorem, który bez trudu radzi sobie z grami i montażem wideo. ' +
        'Materiały premium, szybkie ładowanie i wieloletnie wsparcie aktualizacjami sprawiają, że to ' +
        'telefon na lata.',
    },
    'midrange-phone': {
      name: 'Smartfon ze średniej półki',
      short: 'Wszystko, czego potrzebujesz od smartfona, w rozsądnej cenie.',
      description:
        'Dobrze zbalansowany telefon z dużym, jasnym ekranem, udanym głównym aparatem i baterią, która ' +
        'bez problemu wytrzymuje cały dzień. Wiadomości, streaming, media społecznościowe i proste gry ' +
        'działają płynnie, co czyni go rozsądnym wyborem na co dzień.',
    },
    'book-foldable': {
      name: 'Składany smartfon typu książka',
      short: 'Telefon w kieszeni, który w dłoniach rozkłada się w tablet.',
      description:
        'Składany telefon z pełnowymiarowym ekranem zewnętrznym i dużym ekranem wewnętrznym, który ' +
        'otwiera się jak książka. Uruchom dwie lub trzy aplikacje obok siebie, czytaj dokumenty i edytuj ' +
        'zdjęcia na dużym ekranie, a potem złóż go i obsługuj jedną ręką w drodze.',
    },
    'flip-foldable': {
      name: 'Składany smartfon z klapką',
      short: 'Pełnowymiarowy smartfon, który składa się na pół i mieści w każdej kieszeni.',
      description:
        'Kompaktowy telefon z klapką z wysokim składanym ekranem i małym ekranem zewnętrznym do ' +
        'powiadomień, szybkich odpowiedzi i selfie głównym aparatem. Złóż go do połowy i postaw na ' +
        'stole, by prowadzić rozmowy wideo lub robić zdjęcia bez trzymania – statyw niepotrzebny.',
    },
    'magsafe-charger': {
      name: 'Magnetyczna ładowarka bezprzewodowa',
      short: 'Przyłóż telefon, a zacznie się ładować – za każdym razem idealnie ustawiony.',
      description:
        'Ładowarka bezprzewodowa z wbudowanymi magnesami, które utrzymują kompatybilne telefony ' +
        'dokładnie we właściwym miejscu, zapewniając wydajne ładowanie. Trzymaj ją na biurku lub szafce ' +
        'nocnej i sięgaj po telefon, kiedy tylko go potrzebujesz, bez szarpania się z kablami.',
    },
    'phone-lens-kit': {
      name: 'Zestaw obiektywów do smartfona',
      short: 'Dodaj szeroki kąt, makro i więcej do aparatu, który zawsze masz przy sobie.',
      description:
        'Zestaw nakładanych lub przykręcanych obiektywów, które poszerzają możliwości aparatu w ' +
        'telefonie – od rozległych ujęć szerokokątnych po zbliżenia makro. Szklana optyka zakłada się w ' +
        'kilka sekund i mieści w małym etui, idealnym w podróży oraz do fotografii kulinarnej i przyrodniczej.',
    },
    'creator-laptop': {
      name: 'Laptop dla twórców',
      short: 'Moc komputera stacjonarnego do zdjęć, wideo i grafiki 3D, gdziekolwiek jesteś.',
      description:
        'Wydajny laptop z mocnym procesorem, wydajną grafiką i dużą ilością pamięci do obróbki plików ' +
        'RAW, montażu wideo 4K i scen 3D. Ekran o wiernych kolorach i szybkie porty do dysków i ' +
        'akcesoriów zamieniają go w kompletne mobilne studio.',
    },
    ultrabook: {
      name: 'Cienki i lekki laptop',
      short: 'Bateria na cały dzień w smukłym, lekkim laptopie, którego prawie nie poczujesz w torbie.',
      description:
        'Smukły i lekki laptop do pracy, nauki i podróży, z ostrym ekranem, wygodną klawiaturą i cichą, ' +
        'energooszczędną wydajnością. Wybudza się natychmiast, ładuje przez USB-C i z łatwością radzi ' +
        'sobie z dokumentami, przeglądaniem internetu i wideorozmowami.',
    },
    'pro-tablet': {
      name: 'Tablet profesjonalny',
      short: 'Tablet klasy laptopa do rysowania, edycji i poważnej pracy.',
      description:
        'Tablet z najwyższej półki z dużym, płynnym ekranem, mocnym procesorem i obsługą precyzyjnego ' +
        'rysika oraz etui z klawiaturą. Szkicuj, retuszuj zdjęcia, montuj wideo lub rób notatki na ' +
        'spotkaniach, a potem odłącz klawiaturę i rozsiądź się na kanapie z filmem.',
    },
    'everyday-tablet': {
      name: 'Tablet na co dzień',
      short: 'Duży, przyjazny ekran do streamingu, czytania i wideorozmów w domu.',
      description:
        'Niedrogi tablet z ostrym ekranem, głośnikami stereo i długim czasem pracy na baterii, stworzony ' +
        'do filmów, e-booków, przepisów i odrabiania lekcji. Jest na tyle lekki, że można go trzymać ' +
        'godzinami, i łatwo może z niego korzystać cała rodzina.',
    },
    'photo-monitor': {
      name: 'Monitor do obróbki zdjęć',
      short: 'Wierne kolory, dzięki którym twoje wydruki i posty wyglądają dokładnie tak, jak powinny.',
      description:
        'Monitor o wysokiej rozdzielczości z szeroką przestrzenią barw i fabryczną kalibracją, stworzony ' +
        'dla fotografów i grafików potrzebujących dokładnych kolorów. Równomierna jasność na całej ' +
        'powierzchni matrycy i obsługa kalibracji pomagają pewnie ocenić każdy ton i cień.',
    },
    'compact-desktop': {
      name: 'Kompaktowy komputer stacjonarny',
      short: 'Pełna moc komputera stacjonarnego w obudowie na tyle małej, że zmieści się obok monitora.',
      description:
        'Komputer stacjonarny w małej obudowie, oferujący szybką i cichą pracę przy zadaniach biurowych, ' +
        'obróbce zdjęć i domowej rozrywce, bez zajmowania całego biurka. Mnóstwo portów pozwala ' +
        'podłączyć monitory, dyski i akcesoria, a pobiera tylko ułamek energii potrzebnej ' +
        'pełnowymiarowej obudowie typu tower.',
    },
    smartwatch: {
      name: 'Smartwatch',
      short: 'Powiadomienia, monitorowanie zdrowia i płatności zbliżeniowe prosto na nadgarstku.',
      description:
        'Zegarek z jasnym ekranem dotykowym, który łączy się z telefonem i pokazuje wiadomości, ' +
        'połączenia oraz aplikacje w mgnieniu oka. Wbudowane czujniki monitorują tętno, sen i treningi, ' +
        'a wymienne paski pozwalają dopasować go zarówno do codziennego, jak i eleganckiego stroju.',
    },
    'outdoor-watch': {
      name: 'Zegarek outdoorowy z GPS',
      short: 'Wytrzymała nawigacja z długim czasem pracy na szlaki, szczyty i otwarte wody.',
      description:
        'Wytrzymały zegarek z wielopasmowym GPS, mapami topograficznymi i baterią, która wytrzymuje dni, ' +
        'a nawet tygodnie między ładowaniami. Wzmocniona koperta, odporne na zarysowania szkło i ' +
        'wodoszczelność przygotowują go na piesze wędrówki, bieganie w terenie, wspinaczkę i pływanie.',
    },
    'fitness-band': {
      name: 'Opaska fitness',
      short: 'Smukła opaska do liczenia kroków, monitorowania snu i tętna, której prawie nie poczujesz na nadgarstku.',
      description:
        'Kompaktowa opaska, która przez całą dobę rejestruje codzienną aktywność, treningi i jakość snu, ' +
        'a wszystko synchronizuje z aplikacją w telefonie. Dzięki baterii działającej znacznie ponad ' +
        'tydzień i wodoodpornej konstrukcji możesz ją nosić dzień i noc, nawet pod prysznicem.',
    },
    'smart-ring': {
      name: 'Inteligentny pierścień',
      short: 'Dane o śnie, regeneracji i tętnie z pierścienia, który możesz nosić cały dzień.',
      description:
        'Lekki pierścień pełen czujników, które monitorują fazy snu, tętno, temperaturę skóry i ' +
        'codzienną aktywność – bez ekranu, który by rozpraszał. Gładka, wodoodporna obudowa jest wygodna ' +
        'przez całą dobę, a aplikacja zamienia dane w proste codzienne wyniki.',
    },
    'camera-backpack': {
      name: 'Plecak fotograficzny',
      short: 'Wygodnie noś aparat, obiektywy i laptopa, dokądkolwiek zaprowadzi cię sesja.',
      description:
        'Wyściełane, regulowane przegrody chronią aparat i kilka obiektywów, a osobna kieszeń mieści ' +
        'laptopa lub tablet. Dostęp z boku i od strony pleców pozwala szybko sięgnąć po sprzęt, a ' +
        'wyściełane szelki, odporny na warunki atmosferyczne materiał i pasek na statyw ułatwiają długie ' +
        'dni w terenie.',
    },
    'roller-bag': {
      name: 'Walizka fotograficzna na kółkach',
      short: 'Przewieź cały zestaw przez lotniska i na plan zdjęciowy bez dźwigania ciężaru.',
      description:
        'Walizka z płynnie toczącymi się kółkami, teleskopową rączką i wyściełanym wnętrzem, które ' +
        'mieści dwa korpusy, kilka obiektywów i akcesoria. Wiele rozmiarów spełnia typowe limity bagażu ' +
        'podręcznego, a zamykane na kłódkę zamki i wzmocniona skorupa chronią cenny sprzęt w podróży.',
    },
    'sling-bag': {
      name: 'Torba fotograficzna typu sling',
      short: 'Przerzuć ją do przodu i fotografuj: kompaktowa torba na korpus i jeden lub dwa obiektywy.',
      description:
        'Torba typu sling noszona na skos przez ciało przesuwa się do przodu, więc sięgniesz po aparat ' +
        'bez zdejmowania jej. Mieści bezlusterkowiec z jednym lub dwoma obiektywami oraz drobiazgi, ' +
        'dlatego idealnie nadaje się do fotografii ulicznej, wypadów do miasta i noszenia na co dzień.',
    },
    'shoulder-bag': {
      name: 'Torba fotograficzna na ramię',
      short: 'Klasyczna torba w stylu listonoszki, która trzyma sprzęt pod ręką i pasuje wszędzie.',
      description:
        'Wyściełana torba na ramię z klapą i zamkiem szybkiego dostępu do sprawnej wymiany obiektywów w ' +
        'biegu. Wyjmowane przegrody mieszczą aparat z dwoma lub trzema obiektywami, zewnętrzne kieszenie ' +
        '– akumulatory, karty i telefon, a stonowany wygląd nie krzyczy, że w środku jest sprzęt foto.',
    },
    'hard-case': {
      name: 'Twarda walizka transportowa',
      short: 'Odporna na zgniecenie i wodoszczelna ochrona dla sprzętu, który musi dotrzeć w jednym kawałku.',
      description:
        'Formowana skorupa z polimeru, uszczelniona pokrywa i solidne zatrzaski chronią aparaty, ' +
        'obiektywy i drony przed upadkami, kurzem i deszczem. Konfigurowalna pianka lub przegrody ' +
        'trzymają każdy element na swoim miejscu, a automatyczny zawór wyrównywania ciśnienia sprawia, ' +
        'że walizka nadaje się do podróży samolotem.',
    },
    'camera-insert': {
      name: 'Wkład fotograficzny',
      short: 'Zamień dowolny plecak lub torbę w torbę fotograficzną w kilka sekund.',
      description:
        'Wyściełany wkład z regulowanymi przegrodami, który wsuwasz do codziennej torby, by bezpiecznie ' +
        'przewozić aparat i kilka obiektywów. Wyjmij go, gdy aparat zostaje w domu, a ulubiona torba ' +
        'znów jest zwykłą torbą – druga torba niepotrzebna.',
    },
    'sd-card': {
      name: 'Karta pamięci SD',
      short: 'Szybkie, niezawodne miejsce na zdjęcia i wideo 4K w aparatach, dronach i innych urządzeniach.',
      description:
        'Karta pamięci UHS o stabilnej prędkości zapisu, która nadąża za zdjęciami seryjnymi i wideo o ' +
        'wysokim bitrate. Jest odporna na wodę, skrajne temperatury, wstrząsy i promieniowanie ' +
        'rentgenowskie, a dostępne pojemności wystarczą na wszystko – od weekendowego wyjazdu po całą produkcję.',
    },
    'cfexpress-card': {
      name: 'Karta CFexpress',
      short: 'Profesjonalna szybkość dla serii zdjęć w wysokiej rozdzielczości i wideo RAW.',
      description:
        'Karty CFexpress oparte na interfejsie PCIe odczytują i zapisują dane kilka razy szybciej niż ' +
        'SD, więc bufor opróżnia się niemal natychmiast, a wideo 8K lub RAW nagrywa się bez gubienia ' +
        'klatek. Wytrzymała obudowa i przemyślane odprowadzanie ciepła utrzymują stałą wydajność podczas ' +
        'długich nagrań.',
    },
    'portable-ssd': {
      name: 'Przenośny dysk SSD',
      short: 'Kieszonkowa pamięć, która przenosi ogromne biblioteki zdjęć i filmów w kilka minut.',
      description:
        'Kompaktowy dysk SSD podłączany przez USB-C, który przesyła dane wielokrotnie szybciej niż ' +
        'tradycyjny dysk twardy. Używaj go do tworzenia kopii zapasowych w podróży, montażu materiału ' +
        'bezpośrednio z dysku lub nagrywania prosto z aparatów i telefonów obsługujących pamięć zewnętrzną.',
    },
    'rugged-ssd': {
      name: 'Wytrzymały przenośny dysk SSD',
      short: 'Szybka pamięć zewnętrzna, której niestraszne upadki, kurz i deszcz.',
      description:
        'Szybka pamięć flash w amortyzującej wstrząsy obudowie z klasą szczelności IP chroniącą przed ' +
        'pyłem i wodą, dzięki czemu materiał jest bezpieczny na wyprawach, planach filmowych i budowach. ' +
        'Sprzętowe szyfrowanie i ucho na karabińczyk zwiększają bezpieczeństwo i pozwalają mieć dysk ' +
        'zawsze pod ręką.',
    },
    'card-reader': {
      name: 'Czytnik kart pamięci',
      short: 'Zgrywaj karty z pełną prędkością prosto na laptopa, tablet lub telefon.',
      description:
        'Kompaktowy czytnik USB-C z gniazdami na najpopularniejsze formaty kart, zaprojektowany tak, by ' +
        'nadążać za szybkością nowoczesnych kart, a nie ich spowalniać. Mała aluminiowa obudowa zmieści ' +
        'się w każdej torbie, dzięki czemu szybka kopia zapasowa po każdej sesji to żaden problem.',
    },
    'usb-flash-drive': {
      name: 'Pendrive USB',
      short: 'Pamięć wielkości breloka na pliki, prezentacje i szybkie kopie zapasowe.',
      description:
        'Mały, wytrzymały pendrive ze złączem USB-A lub USB-C, często z oboma, więc działa z ' +
        'komputerami, tabletami i telefonami. To najprostszy sposób, by przekazać zdjęcia, mieć przy ' +
        'sobie dokumenty lub przechowywać zapasową kopię ważnych plików.',
    },
    'smart-speaker': {
      name: 'Inteligentny głośnik',
      short: 'Dźwięk wypełniający pokój i asystent głosowy zawsze gotowy do pomocy.',
      description:
        'Streamuj muzykę, podcasty i radio przez Wi-Fi lub Bluetooth, a potem zapytaj o pogodę, ustaw ' +
        'minutnik lub steruj oświetleniem bez użycia rąk. Połącz dwa głośniki, by uzyskać dźwięk stereo, ' +
        'lub rozstaw kilka w domu, by cieszyć się dźwiękiem multiroom.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Kinowy dźwięk z jednej smukłej listwy pod telewizorem.',
      description:
        'Soundbar zastępuje cienkie głośniki telewizora wyraźnymi dialogami, szerszą sceną stereo i ' +
        'głębszym basem, a wiele modeli obsługuje też dźwięk przestrzenny i formaty audio 3D. Podłącza ' +
        'się go jednym kablem HDMI, więc steruje nim pilot od telewizora, a subwoofer lub tylne głośniki ' +
        'można dodać później.',
    },
    'streaming-box': {
      name: 'Odtwarzacz multimedialny do streamingu',
      short: 'Zmień każdy telewizor w smart TV ze wszystkimi ulubionymi aplikacjami streamingowymi.',
      description:
        'Podłącz go do portu HDMI, by oglądać filmy, seriale i sport na żywo w rozdzielczości do 4K z ' +
        'HDR i wciągającym dźwiękiem. Pilot z obsługą głosową pozwala szybko znaleźć coś do obejrzenia, ' +
        'a szybki procesor zapewnia płynne menu nawet na starszych telewizorach.',
    },
    projector: {
      name: 'Projektor domowy',
      short: 'Obraz jak na wielkim ekranie na dowolnej ścianie – na wieczory filmowe i dni z grami.',
      description:
        'Kompaktowy projektor wyświetlający ostry obraz o przekątnej 100 cali lub większej, z ' +
        'wbudowanymi aplikacjami streamingowymi i głośnikami, więc działa od razu po wyjęciu z pudełka. ' +
        'Autofokus i automatyczna korekcja trapezowa wyrównują obraz w kilka sekund, niezależnie od ' +
        'tego, czy projektor stoi na półce, czy wędruje do ogrodu.',
    },
    'item-tracker': {
      name: 'Lokalizator Bluetooth',
      short: 'Już nigdy nie zgub kluczy, torby ani sprzętu fotograficznego.',
      description:
        'Mały brelok, który przypinasz do kluczy, bagażu lub torby na aparat i który pokazuje swoją ' +
        'lokalizację na mapie w aplikacji w telefonie. Gdy jest w pobliżu, każ mu zadzwonić, a gdy jest ' +
        'poza zasięgiem, sieć pobliskich telefonów anonimowo pomoże ci go odnaleźć; wymienna bateria ' +
        'wystarcza na mniej więcej rok.',
    },
    'smart-display': {
      name: 'Inteligentny ekran',
      short: 'Sterowany głosem ekran do przepisów, wideorozmów i inteligentnego domu.',
      description:
        'Ekran dotykowy z wbudowanym asystentem głosowym, głośnikiem i kamerą, stworzony na blat ' +
        'kuchenny lub szafkę nocną. Gotuj według przepisów krok po kroku, prowadź wideorozmowy, ' +
        'sprawdzaj, kto stoi pod drzwiami, i steruj światłem oraz ogrzewaniem z jednego miejsca, a gdy ' +
        'nie jest używany, niech wyświetla twoje zdjęcia jak cyfrowa ramka.',
    },
  },
  variants: {
    'body-only': 'Sam korpus',
    'kit-24-105': 'z obiektywem 24–105 mm w zestawie',
    'kit-standard-zoom': 'ze standardowym zoomem w zestawie',
    'lens-only': 'Sam obiektyw',
    'lens-uv-filter': 'z filtrem ochronnym UV',
    black: 'Czarny',
    silver: 'Srebrny',
    white: 'Biały',
    'midnight-blue': 'Granatowy',
    'sage-green': 'Szałwiowa zieleń',
    'pastel-blue': 'Pastelowy błękit',
    'blossom-pink': 'Kwiatowy róż',
    'natural-titanium': 'Tytan naturalny',
    'black-titanium': 'Tytan czarny',
    'ring-size-9': 'Rozmiar 9',
    'ring-size-10': 'Rozmiar 10',
    'ring-size-11': 'Rozmiar 11',
    aluminium: 'Aluminium',
    'carbon-fibre': 'Włókno węglowe',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Zestaw dla twórców',
    'mic-1tx': '1 nadajnik + odbiornik',
    'mic-2tx': '2 nadajniki + odbiornik',
    'film-single': 'Pojedyncze opakowanie (10 zdjęć)',
    'film-twin': 'Dwupak (20 zdjęć)',
    'pack-single': '1 szt.',
    'pack-2': 'Dwupak',
    'pack-4': '4 szt.',
    'mount-canon': 'do Canon',
    'mount-nikon': 'do Nikon',
    'mount-sony': 'do Sony',
    'mount-fujifilm': 'do Fujifilm',
    'storage-128gb': '128 GB',
    'storage-256gb': '256 GB',
    'storage-512gb': '512 GB',
    'storage-1tb': '1 TB',
    'ram16-ssd512': '16 GB RAM / 512 GB SSD',
    'ram24-ssd1tb': '24 GB RAM / 1 TB SSD',
    'ram32-ssd1tb': '32 GB RAM / 1 TB SSD',
    'card-64gb': '64 GB',
    'card-128gb': '128 GB',
    'card-256gb': '256 GB',
    'card-512gb': '512 GB',
    'ssd-1tb': '1 TB',
    'ssd-2tb': '2 TB',
    'ssd-4tb': '4 TB',
  },
  brands: {
    canon: 'Japoński producent sprzętu fotograficznego, twórca systemu aparatów EOS i linii obiektywów RF.',
    nikon: 'Ponad sto lat optyki z Tokio: bezlusterkowce z mocowaniem Z, obiektywy NIKKOR i legendarne lustrzanki.',
    sony: 'Producent bezlusterkowców Alpha i matryc obecnych w wielu innych aparatach, a także cenionych słuchawek.',
    fujifilm:
      'Filmowe dziedzictwo w cyfrowej formie: aparaty serii X i GFX ze słynnymi symulacjami filmów ' +
      'oraz zdjęcia natychmiastowe instax.',
    panasonic:
      'Aparaty LUMIX to ulubieńcy filmowców, z pełnoklatkowymi korpusami L-Mount i korpusami Mikro ' +
      'Cztery Trzecie.',
    'om-system':
      'Następca aparatów Olympus: kompaktowy, uszczelniony sprzęt Mikro Cztery Trzecie stworzony z ' +
      'myślą o przyrodzie i podróżach.',
    leica:
      'Niemiecka marka, która stoi za aparatem 35 mm, słynąca z ręcznie wykańczanych korpusów i ' +
      'wyjątkowych obiektywów.',
    sigma:
      'Niezależny producent obiektywów z japońskiego Aizu, którego serie Art, Contemporary i Sports ' +
      'pasują do większości mocowań.',
    tamron: 'Japoński specjalista od optyki, znany z lekkich, ostrych i przystępnych cenowo zoomów do bezlusterkowców.',
    dji:
      'Firma z Shenzhen, która spopularyzowała fotografię z powietrza, a dziś produkuje też gimbale, ' +
      'kamery sportowe i mikrofony bezprzewodowe.',
    godox:
      'Marka oświetleniowa, której bezprzewodowy system lamp błyskowych i lampy LED stały się ' +
      'standardem w studiach za rozsądną cenę.',
    manfrotto:
      'Włoski producent statywów, głowic, statywów oświetleniowych i toreb, projektowanych u podnóża ' +
      'Alp w Wenecji Euganejskiej od 1972 roku.',
    'peak-design':
      'Marka z San Francisco oferująca przemyślane torby fotograficzne, paski, klipsy i statywy ' +
      'podróżne z dożywotnią gwarancją.',
    sandisk:
      'Pionier pamięci flash, którego karty Extreme i Extreme PRO można znaleźć w niezliczonych ' +
      'torbach fotograficznych.',
    rode: 'Australijski producent mikrofonów z Sydney, któremu ufają filmowcy, podcasterzy i streamerzy.',
    apple: "Twórca iPhone'a, Maca i iPada, których urządzenia współpracują ze sobą przy zdjęciach, muzyce i w domu.",
    samsung:
      'Koreański gigant elektroniki, który stoi za telefonami Galaxy, składanymi smartfonami, ' +
      'urządzeniami ubieralnymi, szybkimi dyskami SSD i kartami pamięci.',
    gopro: 'Kalifornijska marka, która wynalazła wytrzymałą kamerę sportową do zamocowania wszędzie.',
    insta360:
      'Producent z Shenzhen oferujący kamery 360°, miniaturowe kamery do noszenia na sobie i gimbale ' +
      'do telefonów ze śledzeniem AI.',
    lowepro:
      'Pionier toreb fotograficznych z korzeniami w plenerach Kolorado, znany z wytrzymałych, dobrze ' +
      'wyściełanych plecaków.',
  },
  shops: {
    'demo-camera-house':
      'Flagowy sklep demonstracyjny z aparatami, obiektywami i wszystkim, co się na nich i wokół nich montuje.',
    'lens-and-light-co':
      'Szkło i światło pod jednym dachem: jasne stałki, profesjonalne zoomy, lampy błyskowe i sprzęt ' +
      'studyjny dla portrecistów.',
    'skyline-aerial':
      'Drony, sprzęt FPV i kamery sportowe oraz gimbale, które utrzymają stabilne ujęcia także na ziemi.',
    'studio-sound-supply':
      'Mikrofony, słuchawki studyjne i oświetlenie ciągłe dla twórców, którzy nagrywają we własnym studiu.',
    'pocket-mobile': 'Najnowsze smartfony i składane telefony oraz pasujące do nich zegarki, pierścienie i słuchawki.',
    'byte-and-pixel': 'Laptopy, tablety i monitory o wiernych kolorach do obróbki zdjęć i wideo w dowolnym miejscu.',
    'card-and-drive-depot':
      'Szybkie karty pamięci, przenośne dyski SSD i czytniki, dzięki którym miejsce nigdy nie skończy ' +
      'się w połowie sesji.',
    'trail-and-carry':
      'Plecaki fotograficzne, torby typu sling i twarde walizki stworzone na szlaki, lotniska i ' +
      'wszystko pomiędzy.',
    'smart-nest-home':
      'Inteligentne głośniki, soundbary, projektory i lokalizatory, które sprawiają, że inteligentny ' +
      'dom jest prosty.',
  },
  ads: [
    { title: 'Dni bezlusterkowców', subtitle: 'Do 20% taniej na wybrane korpusy' },
    { title: 'Nowe telefony już są', subtitle: 'Najnowsze flagowce od sprawdzonych sklepów' },
    { title: 'Tydzień obiektywów', subtitle: 'Stałki i zoomy w specjalnych cenach' },
    {
      title: 'Darmowa dostawa od {{money:9900}}',
      subtitle: 'W sklepach biorących udział w akcji, we wszystkich kategoriach',
    },
    { title: 'Sezon na drony', subtitle: 'Lataj dalej dzięki nowym dronom i zapasowym akumulatorom' },
    { title: 'Usłysz każdy detal', subtitle: 'Słuchawki i mikrofony dla twórców' },
    { title: 'Miejsca nigdy nie zabraknie', subtitle: 'Szybkie karty pamięci i przenośne dyski SSD' },
    { title: 'Gotowi do drogi', subtitle: 'Torby i plecaki fotograficzne na każdą wyprawę' },
    { title: 'Smartwatche na każdy nadgarstek', subtitle: 'Monitoruj biegi, sen i powiadomienia' },
    { title: 'Laptopy dla twórców', subtitle: 'Edytuj zdjęcia i wideo w dowolnym miejscu' },
  ],
  announcements: [
    {
      title: 'Witamy w Polymart i przedstawiamy harmonogram wysyłek w okresie świątecznym',
      body:
        'Witamy w Polymart! Niezależne sklepy z wielu krajów sprzedają teraz aparaty, obiektywy, drony i ' +
        'wiele więcej w jednym miejscu, a każda płatność jest bezpiecznie przechowywana do czasu ' +
        'realizacji zamówienia.\n\n' +
        'W dni świąteczne niektóre sklepy wstrzymują wysyłki na kilka dni. Szacowana data dostawy ' +
        'widoczna przy składaniu zamówienia uwzględnia już harmonogram każdego sklepu, a nasz zespół ' +
        'obsługi klienta odpowiada na wiadomości przez cały okres świąteczny.',
    },
  ],
  flashDealTitle: 'Weekendowe błyskawiczne okazje na aparaty',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Jak wybrać pierwszy bezlusterkowiec',
      summary:
        'Wielkość matrycy, obiektywy, autofokus i budżet: cztery najważniejsze pytania, gdy przesiadasz ' +
        'się ze smartfona na bezlusterkowca.',
      body:
        'Przesiadka z telefonu na prawdziwy aparat jest ekscytująca – i nieco przytłaczająca. ' +
        'Specyfikacje są długie, a każda marka twierdzi, że ma najlepszy autofokus. Dobra wiadomość jest ' +
        'taka, że niemal każdy sprzedawany dziś bezlusterkowiec robi świetne zdjęcia, więc prawdziwe ' +
        'pytanie brzmi: który pasuje do twojego sposobu fotografowania?\n\n' +
        'Zacznij od matrycy. Pełnoklatkowe korpusy dają najczystsze zdjęcia przy słabym świetle i ' +
        'najpłytszą głębię ostrości, ale one i ich obiektywy są droższe i cięższe. Aparaty APS-C są ' +
        'mniejsze, lżejsze i wyraźnie tańsze, a w podróży, do zdjęć rodzinnych i fotografii ulicznej w ' +
        'zupełności wystarczą. System Mikro Cztery Trzecie idzie pod względem rozmiaru jeszcze dalej, co ' +
        'docenia wielu filmowców.\n\n' +
        'Następnie pomyśl o obiektywach, a nie o samym korpusie. Obiektywy najpewniej zostaną z tobą ' +
        'dłużej niż pierwszy aparat, więc spójrz na system jako całość: czy są niedrogie stałki, dobry ' +
        'zoom podróżny i zamienniki innych producentów? Mocowanie z bogatą ofertą obiektywów daje ci ' +
        'pole do rozwoju.\n\n' +
        'Potem weź aparat do ręki. Chwyt, układ przycisków i wizjer mają większe znaczenie niż kilka ' +
        'dodatkowych megapikseli. Jeśli możesz, wypróbuj go w sklepie albo przed zakupem online uważnie ' +
        'przeczytaj zasady zwrotów. Sprawdź też, czy ekran się odchyla – to ogromna różnica przy ' +
        'vlogowaniu i zdjęciach z niskiej perspektywy.\n\n' +
        'Na koniec ustal budżet obejmujący dodatki: zapasowy akumulator, szybką kartę pamięci i torbę. ' +
        'Korpus ze średniej półki z dobrym obiektywem niemal zawsze da lepsze zdjęcia niż topowy korpus ' +
        'z tanim zoomem kitowym. Kup aparat, który naprawdę będziesz nosić – a potem wyjdź i fotografuj.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Stałka czy zoom: jaki obiektyw kupić jako następny?',
      summary:
        'Przez dwa tygodnie fotografowaliśmy te same sceny stałką 35 mm i zoomem 24–70 mm. Oto w czym ' +
        'każdy z nich jest lepszy.',
      body:
        'Prędzej czy później każdy fotograf staje przed tym samym pytaniem: jasna stałka czy ' +
        'wszechstronny zoom? Aby odpowiedzieć uczciwie, założyliśmy stałkę 35 mm f/1,8 i zoom 24–70 mm ' +
        'f/4 na ten sam aparat i przez dwa tygodnie używaliśmy ich na zmianę w fotografii ulicznej, ' +
        'portretowej i podróżniczej.\n\n' +
        'Stałka wygrała pod względem światła i charakteru. Przy f/1,8 zbiera ponad dwa razy więcej ' +
        'światła niż zoom przy f/4, co oznaczało niższe ISO we wnętrzach i pięknie miękkie tło na ' +
        'portretach. Jest też mniejsza i lżejsza, więc aparat jechał z nami nawet w te dni, gdy w innym ' +
        'wypadku zostałby w domu. Jedna ogniskowa zmuszała nas do chodzenia i przemyślenia kadru, a ' +
        'kilka naszych ulubionych zdjęć powstało właśnie dzięki temu ograniczeniu.\n\n' +
        'Zoom wygrał elastycznością. Na targu czy rodzinnym spotkaniu możliwość przejścia w sekundę od ' +
        'szerokiego ujęcia do ciasnego detalu jest bezcenna i przegapiliśmy znacznie mniej momentów. ' +
        'Nowoczesne zoomy są imponująco ostre, a stabilizacja obrazu w dużej mierze nadrabia różnicę w ' +
        'jasności, gdy obiekt pozostaje nieruchomy.\n\n' +
        'Jakość obrazu okazała się bardziej wyrównana, niż się spodziewaliśmy. Po przymknięciu do f/5,6 ' +
        'oba obiektywy dawały ostre, kontrastowe pliki, a na wydrukach do formatu A3 nie potrafiliśmy ' +
        'ich wiarygodnie rozróżnić. Prawdziwe różnice dotyczyły słabego światła, rozmycia tła i tego, ' +
        'jak każdy obiektyw zmieniał nasz sposób fotografowania.\n\n' +
        'Nasz werdykt: jeśli masz już zoom kitowy, jasna stałka 35 mm lub 50 mm to najbardziej ' +
        'satysfakcjonujący upgrade w tej cenie. Jeśli fotografujesz głównie wydarzenia, podróże lub ' +
        'wideo i musisz szybko reagować, lepiej sprawdzi się dobry zoom standardowy. Wielu fotografów ' +
        'kończy z jednym i drugim – i to wcale nie jest zły wybór.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Sezon na drony: przepisy, które powinien znać każdy początkujący',
      summary:
        'Przed pierwszym lotem poznaj podstawy, które obowiązują niemal wszędzie: rejestrację, limity ' +
        'wysokości, strefy zakazu lotów i poszanowanie prywatności.',
      body:
        'Dłuższe dni i spokojniejsza pogoda oznaczają więcej dronów na niebie – i wielu początkujących ' +
        'pilotów. Dzięki stabilizacji GPS i czujnikom przeszkód latanie jest łatwiejsze niż ' +
        'kiedykolwiek, ale przepisy również stały się surowsze. Regulacje różnią się w zależności od ' +
        'kraju, dlatego przed startem zawsze sprawdź je u krajowego urzędu lotnictwa cywilnego. Poniższe ' +
        'zasady obowiązują jednak niemal wszędzie.\n\n' +
        'Poznaj swoją klasę wagową i zarejestruj się, jeśli to wymagane. W wielu krajach drony poniżej ' +
        '250 gramów należą do najlżejszej kategorii z najmniejszą liczbą obowiązków, a cięższe modele ' +
        'wymagają rejestracji online, podstawowego testu teoretycznego lub obu tych rzeczy. Numer ' +
        'rejestracyjny zwykle musi być umieszczony na dronie. Trzymaj potwierdzenie w telefonie na ' +
        'wypadek, gdyby ktoś o nie poprosił.\n\n' +
        'Przestrzegaj limitów wysokości i odległości. Typowy pułap dla lotów rekreacyjnych to około 120 ' +
        'metrów (400 stóp) nad ziemią, a drona zawsze należy mieć w zasięgu wzroku. Nigdy nie lataj nad ' +
        'zgromadzeniami ludzi i zachowuj bezpieczną odległość od osób, które nie biorą udziału w locie.\n\n' +
        'Przed każdym lotem sprawdź mapę. Lotniska, lądowiska dla śmigłowców, obiekty wojskowe, ' +
        'więzienia i wiele parków narodowych to strefy ograniczone lub zamknięte dla dronów, a ' +
        'tymczasowe ograniczenia mogą pojawić się z powodu wydarzeń lub sytuacji kryzysowych. Większość ' +
        'aplikacji producentów i oficjalne mapy lotnicze pokazują te strefy, a niektóre drony wręcz ' +
        'odmówią w nich startu.\n\n' +
        'Na koniec pomyśl o prywatności i ubezpieczeniu. Filmowanie ludzi w ich ogrodach lub przez okna ' +
        'może naruszać przepisy o ochronie prywatności, nawet tam, gdzie sam lot jest legalny. ' +
        'Ubezpieczenie OC jest w niektórych krajach obowiązkowe, a rozsądne wszędzie. Lataj ' +
        'odpowiedzialnie, a niebo pozostanie otwarte dla wszystkich – a ty wrócisz do domu ze świetnymi ujęciami.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Jak dbać o akumulatory i karty pamięci do aparatu',
      summary:
        'Kilka prostych nawyków utrzyma akumulatory w dobrej kondycji przez lata i ochroni twoje zdjęcia ' +
        'przed budzącym grozę komunikatem „błąd karty”.',
      body:
        'Akumulatory i karty pamięci to najmniej efektowna część sprzętu, a jednak stoją za większością ' +
        'przegapionych ujęć i utraconych zdjęć. Dobra wiadomość jest taka, że dbanie o nie zajmuje tylko ' +
        'kilka minut w tygodniu.\n\n' +
        'Akumulatory litowo-jonowe najlepiej czują się przy naładowaniu od około 30 do 80 procent. Jeśli ' +
        'nie będziesz używać akumulatora przez kilka tygodni, przechowuj go naładowanego do połowy w ' +
        'chłodnym i suchym miejscu, a nie w pełni naładowanego ani całkowicie rozładowanego. Nigdy nie ' +
        'zostawiaj akumulatorów w nagrzanym samochodzie, a w mroźne dni noś zapasowe w wewnętrznej ' +
        'kieszeni, gdzie ciepło ciała pozwoli im dłużej działać. Kupuj oryginalne lub dobrze oceniane ' +
        'zamienniki: tanie ogniwa bez marki mogą nie mieć odpowiednich układów zabezpieczających.\n\n' +
        'Formatuj karty pamięci w aparacie, a nie w komputerze, i rób to za każdym razem, gdy ' +
        'bezpiecznie skopiujesz pliki. Formatowanie w aparacie tworzy system plików dokładnie taki, ' +
        'jakiego oczekuje aparat, i zmniejsza ryzyko błędów. Unikaj usuwania zdjęć pojedynczo w ' +
        'aparacie, bo z czasem fragmentuje to kartę.\n\n' +
        'Obchodź się z kartami ostrożnie. Przechowuj je w twardym etui, z dala od piasku i wilgoci, i ' +
        'nigdy nie wyjmuj karty, gdy aparat wciąż na nią zapisuje; poczekaj, aż zgaśnie dioda zapisu. W ' +
        'podróży używaj raczej kilku mniejszych kart niż jednej ogromnej, aby utrata lub uszkodzenie ' +
        'jednej nie kosztowały cię wszystkiego.\n\n' +
        'Na koniec rób kopię zapasową, gdy tylko możesz. Prosta rutyna – kopiowanie na laptopa, a potem ' +
        'na dysk zewnętrzny lub do chmury – sprawia, że utrata karty to drobna niedogodność, a nie ' +
        'katastrofa. Wycofuj karty, które zaczęły zgłaszać błędy, i oznaczaj zużyte akumulatory, aby ' +
        'zostawały w domu. Twoje przyszłe ja – i twoje zdjęcia – będą ci wdzięczne.',
    },
    'lighting-a-home-studio': {
      title: 'Oświetlenie domowego studia: porównanie paneli LED, softboxów i lamp pierścieniowych',
      summary:
        'W wolnym pokoju ustawiliśmy trzy zestawy oświetlenia dla początkujących i z każdym ' +
        'sfotografowaliśmy portrety oraz produkty. Oto co sprawdza się przy małym budżecie.',
      body:
        'Nie potrzebujesz hali, by oświetlać jak profesjonalista. Wolny pokój, kilka metrów kwadratowych ' +
        'ściany i odpowiednie lampy wystarczą do portretów, zdjęć produktowych i wideorozmów, które ' +
        'wyglądają znacznie lepiej niż przy lampie sufitowej. Aby sprawdzić, które rozwiązanie najlepiej ' +
        'pasuje początkującym, ustawiliśmy trzy popularne zestawy w tym samym pomieszczeniu i używaliśmy ' +
        'każdego przez tydzień.\n\n' +
        'Z lampą pierścieniową najłatwiej zacząć. Ustaw ją przed modelem, włącz i otrzymasz płaskie, ' +
        'równe światło z charakterystycznym okrągłym blikiem w oczach. Jest idealna do makijażu, ' +
        'wideorozmów i krótkich pionowych filmów, ale efekt szybko staje się monotonny i niewiele robi, ' +
        'by wymodelować twarz czy produkt.\n\n' +
        'Dwa dwukolorowe panele LED dały nam największą elastyczność. Nie nagrzewają się, pokazują ' +
        'dokładnie, co uzyskasz, zanim naciśniesz spust, i pozwalają regulować jasność oraz temperaturę ' +
        'barwową od ciepłej po dzienną. Gołe panele dają jednak ostre światło, więc zaplanuj budżet na ' +
        'dyfuzory lub małe softboxy, które je zmiękczą.\n\n' +
        'Zestaw softboxów ze światłem ciągłym dał najkorzystniejsze portrety. Duży softbox o średnicy od ' +
        '60 do 90 cm ustawiony pod kątem 45 stopni do modela daje miękkie, kierunkowe światło z ' +
        'łagodnymi cieniami – klasyczny studyjny efekt. Ceną jest rozmiar: statywy i softboxy zajmują ' +
        'sporo miejsca na podłodze, a ich złożenie trwa kilka minut.\n\n' +
        'Na pierwsze domowe studio polecamy jeden duży softbox jako światło główne, jeden panel LED jako ' +
        'światło wypełniające lub oświetlające tło oraz niedrogą białą blendę. Dodaj zasłony ' +
        'zaciemniające, aby światło dzienne nie zmieniało kolorów w trakcie sesji, i zawsze dopasowuj ' +
        'temperaturę barwową lamp. Zacznij od prostych rozwiązań, naucz się, jak zachowuje się jedno ' +
        'źródło światła, i dokładaj kolejne dopiero wtedy, gdy wiesz, czego brakuje.',
    },
    'travel-photography-packing-list': {
      title: 'Lista pakowania fotografa w podróży: co zabrać, a co zostawić w domu',
      summary:
        'Pakuj się lekko, fotografuj więcej. Praktyczna lista kontrolna sprzętu fotograficznego na ' +
        'wyjazdy – od wyboru obiektywów po kable, o których zawsze zapominasz.',
      body:
        'Najlepszy aparat podróżny to ten, który wciąż chętnie nosisz dziesiątego dnia. Każdy dodatkowy ' +
        'obiektyw i gadżet dokłada wagi, spowalnia cię na kontroli bezpieczeństwa i zwiększa szansę, że ' +
        'torba zostanie w hotelu. Przed każdym wyjazdem rozłóż wszystko i przy każdej rzeczy zapytaj: ' +
        'czy naprawdę tego użyję?\n\n' +
        'Na większość wyjazdów w zupełności wystarczą jeden korpus i dwa obiektywy. Wszechstronny zoom ' +
        'od szerokiego kąta po krótkie tele poradzi sobie z krajobrazami, ulicami i jedzeniem, a mała ' +
        'jasna stałka zajmie się wieczorami, wnętrzami i portretami. Jeśli w planie jest dzika przyroda, ' +
        'zamień stałkę na kompaktowy telezoom, zamiast dokładać trzeci obiektyw.\n\n' +
        'Następne w kolejce są zasilanie i pamięć. Weź co najmniej dwa zapasowe akumulatory, ładowarkę ' +
        'USB, która naładuje je z powerbanku, i uniwersalny adapter podróżny. Spakuj więcej kart ' +
        'pamięci, niż ci się wydaje, że potrzebujesz, a do tego mały czytnik kart lub przejściówkę do ' +
        'telefonu, aby co wieczór robić kopię zapasową.\n\n' +
        'Potem drobiazgi, które ratują dzień: ściereczka z mikrofibry i gruszka do usuwania kurzu, ' +
        'osłona przeciwdeszczowa (albo nawet zwykły czepek kąpielowy), lekki statyw podróżny lub ' +
        'elastyczny ministatyw do zdjęć nocnych oraz pasek, który wygodnie nosi się przez cały dzień. ' +
        'Zwykła torba, która nie krzyczy „w środku aparat”, przyciąga mniej uwagi w zatłoczonych miejscach.\n\n' +
        'Na koniec trzymaj cenne rzeczy w bagażu podręcznym, bo akumulatory litowe zwykle nie są ' +
        'dozwolone w bagażu rejestrowanym, i zabierz paragony lub listę numerów seryjnych dla celników i ' +
        'ubezpieczyciela. Jeśli planujesz latać dronem za granicą, najpierw sprawdź lokalne przepisy. I ' +
        'zostaw w torbie trochę miejsca: najlepsze pamiątki to często te, których kupna wcale nie planowałeś.',
    },
  },
  policies: {
    terms: {
      title: 'Regulamin',
      body:
        '## O niniejszym regulaminie\n\n' +
        'Niniejszy regulamin określa zasady korzystania z Polymart – internetowej platformy handlowej, ' +
        'na której niezależne sklepy sprzedają swoje produkty kupującym. Zakładając konto lub składając ' +
        'zamówienie, akceptujesz go. Platformę prowadzą operatorzy Polymart; same produkty sprzedają ' +
        'sklepy wskazane na stronie każdego produktu.\n\n' +
        '## Twoje konto\n\n' +
        'Podczas rejestracji musisz podać prawdziwe dane i zachować swoje hasło w tajemnicy. Odpowiadasz ' +
        'za wszelkie działania na swoim koncie. Możemy zawiesić lub zamknąć konta zamieszane w oszustwa, ' +
        'nadużycia lub powtarzające się naruszenia niniejszego regulaminu.\n\n' +
        '## Zakupy w Polymart\n\n' +
        'Każde zamówienie jest umową między tobą a sklepem, który sprzedaje dany produkt. Ceny mogą być ' +
        'wyświetlane w kilku walutach; przeliczone ceny mają charakter informacyjny, a pobierana kwota ' +
        'to ta potwierdzona przy składaniu zamówienia. Sklepy odpowiadają za swoje oferty, stany ' +
        'magazynowe, wysyłkę i gwarancje na produkty.\n\n' +
        '## Płatności i portfel\n\n' +
        'Możesz zapłacić saldem portfela Polymart, kartą płatniczą lub za pobraniem, jeśli sklep oferuje ' +
        'taką możliwość. Płatności są przechowywane przez Polymart i przekazywane sklepowi dopiero po ' +
        'realizacji zamówienia, co chroni zarówno kupujących, jak i sprzedających. Zwroty są księgowane ' +
        'w twoim portfelu lub na pierwotną metodę płatności, zgodnie z naszą Polityką zwrotów.\n\n' +
        '## Sprzedaż w Polymart\n\n' +
        'Każdy może złożyć wniosek o otwarcie sklepu. Wnioski rozpatrują operatorzy Polymart, którzy ' +
        'mogą poprosić o dodatkowe informacje oraz odrzucić lub zawiesić sklepy niespełniające ' +
        'standardów platformy. Sprzedawcy muszą przestrzegać prawa, rzetelnie opisywać produkty i ' +
        'wysyłać je w obiecanym terminie. Polymart pobiera prowizję od zrealizowanych sprzedaży, zgodnie ' +
        'z informacjami w Centrum sprzedawcy.\n\n' +
        '## Zabronione produkty i zachowania\n\n' +
        'Podróbki, rzeczy pochodzące z kradzieży, produkty naruszające prawa własności intelektualnej ' +
        'oraz wszystko, czego nie można legalnie sprzedawać w kraju przeznaczenia, są niedozwolone. ' +
        'Opinie muszą odzwierciedlać rzeczywiste doświadczenia. Manipulowanie ocenami, przyjmowanie ' +
        'płatności poza platformą lub nękanie innych użytkowników może skutkować zamknięciem konta.\n\n' +
        '## Odpowiedzialność i zmiany\n\n' +
        'Polymart udostępnia platformę w stanie, w jakim jest, i nie jest sprzedawcą produktów ' +
        'oferowanych przez sklepy. W zakresie dozwolonym przez prawo operatorzy Polymart nie ponoszą ' +
        'odpowiedzialności za szkody pośrednie ani wtórne. Możemy od czasu do czasu aktualizować ' +
        'niniejszy regulamin; o istotnych zmianach poinformujemy w serwisie przed ich wejściem w życie, ' +
        'a dalsze korzystanie z Polymart oznacza akceptację zaktualizowanego regulaminu.',
    },
    support: {
      title: 'Pomoc i wsparcie',
      body:
        '## Jak możemy pomóc?\n\n' +
        'Większość odpowiedzi znajdziesz już na swoim koncie: status zamówienia, dane do śledzenia ' +
        'przesyłki i wnioski o zwrot pieniędzy są w sekcji Moje zamówienia. Jeśli nie znajdziesz tam ' +
        'tego, czego potrzebujesz, chętnie pomogą ci zarówno sklepy, jak i zespół wsparcia Polymart.\n\n' +
        '## Kontakt ze sklepem\n\n' +
        'W sprawie pytań o produkt, kompatybilność, dostępność lub czas dostawy najszybciej jest napisać ' +
        'bezpośrednio do sklepu ze strony produktu lub z poziomu zamówienia. Sklepy starają się ' +
        'odpowiadać w ciągu dwóch dni roboczych, a cała rozmowa pozostaje przypisana do twojego zamówienia.\n\n' +
        '## Kontakt z obsługą Polymart\n\n' +
        'Jeśli sklep nie odpowiada albo twoje pytanie dotyczy płatności, portfela lub konta, skontaktuj ' +
        'się z obsługą Polymart za pomocą formularza pomocy na swoim koncie lub e-mailowo pod adresem ' +
        'support@polymart.example. Podaj numer zamówienia, abyśmy mogli pomóc szybciej. Odpowiadamy w ' +
        'ciągu jednego dnia roboczego, od poniedziałku do piątku.\n\n' +
        '## Śledzenie zamówienia\n\n' +
        'Gdy tylko sklep wyśle twoje zamówienie, numer przesyłki pojawi się na stronie zamówienia, a ty ' +
        'otrzymasz powiadomienie. Czas dostawy zależy od lokalizacji sklepu i metody dostawy wybranej ' +
        'przy składaniu zamówienia. Jeśli status przesyłki nie zmienił się od kilku dni, najpierw ' +
        'skontaktuj się ze sklepem.\n\n' +
        '## Problemy z płatnością\n\n' +
        'Jeśli płatność kartą się nie powiedzie, sprawdź dane karty i limity w swoim banku albo zapłać ' +
        'zamiast tego saldem portfela. Przy płatności za pobraniem prosimy przygotować kwotę przed ' +
        'przyjazdem kuriera. Doładowania portfela przelewem bankowym są księgowane po potwierdzeniu ' +
        'wpływu przez operatorów Polymart.\n\n' +
        '## Spory\n\n' +
        'Jeśli ty i sklep nie możecie dojść do porozumienia w sprawie zwrotu towaru lub pieniędzy, ' +
        'możesz poprosić operatorów Polymart o interwencję ze strony wniosku o zwrot. Przeanalizujemy ' +
        'wiadomości, zdjęcia i dane śledzenia przesyłki przekazane przez obie strony i podejmiemy ' +
        'ostateczną decyzję, zwykle w ciągu pięciu dni roboczych.',
    },
    return: {
      title: 'Polityka zwrotów i refundacji',
      body:
        '## Twoje prawo do zwrotu\n\n' +
        'Możesz złożyć wniosek o zwrot w ciągu 7 dni od dostarczenia zamówienia. Datą dostawy jest data ' +
        'zarejestrowana przez przewoźnika lub potwierdzona w zamówieniu. Niektóre sklepy oferują dłuższy ' +
        'termin zwrotu; w takim przypadku jest on podany na stronie produktu.\n\n' +
        '## Jak złożyć wniosek o zwrot pieniędzy\n\n' +
        'Otwórz Moje zamówienia, wybierz zamówienie i kliknij Poproś o zwrot. Napisz, które produkty ' +
        'chcesz zwrócić i dlaczego, a jeśli produkt dotarł uszkodzony lub jest niezgodny z opisem, dodaj ' +
        'zdjęcia. Sklep rozpatruje wniosek, zwykle w ciągu dwóch dni roboczych, i przesyła ci instrukcje ' +
        'dotyczące zwrotu.\n\n' +
        '## Stan zwracanych produktów\n\n' +
        'Produkty należy zwrócić kompletne, ze wszystkimi akcesoriami, instrukcjami i w oryginalnym ' +
        'opakowaniu, w stanie, w jakim je otrzymałeś. Otwarte karty pamięci, słuchawki douszne i ' +
        'licencje na oprogramowanie można zwrócić tylko wtedy, gdy są wadliwe. Przed odesłaniem usuń ' +
        'swoje dane osobowe i konta z telefonów, komputerów i aparatów.\n\n' +
        '## Koszty przesyłki zwrotnej\n\n' +
        'Jeśli produkt jest wadliwy, uszkodzony w transporcie lub niezgodny z opisem, koszt przesyłki ' +
        'zwrotnej pokrywa sklep. W innych przypadkach, na przykład gdy zmienisz zdanie, koszt przesyłki ' +
        'zwrotnej ponosi kupujący, chyba że sklep postanowi inaczej. Zawsze korzystaj z przesyłki z ' +
        'numerem śledzenia i zachowaj potwierdzenie nadania.\n\n' +
        '## Zwrot pieniędzy\n\n' +
        'Gdy sklep otrzyma produkt i potwierdzi jego stan, zwrot pieniędzy następuje w ciągu trzech dni ' +
        'roboczych. Płatności portfelem lub kartą są zwracane do portfela lub na pierwotną kartę; ' +
        'zamówienia opłacone za pobraniem są zwracane do twojego portfela Polymart. W zależności od ' +
        'banku zwrot na kartę może pojawić się na wyciągu kilka dni później.\n\n' +
        '## Jeśli twój wniosek zostanie odrzucony\n\n' +
        'Jeśli sklep odrzuci twój wniosek, a ty się z tym nie zgadzasz, możesz poprosić operatorów ' +
        'Polymart o jego ponowne rozpatrzenie. Ponieważ Polymart przechowuje płatności do czasu ' +
        'realizacji zamówienia, twoje pieniądze pozostają chronione przez cały czas trwania sprawy.',
    },
    privacy: {
      title: 'Polityka prywatności',
      body:
        '## Kim jesteśmy\n\n' +
        'Niniejsza polityka wyjaśnia, w jaki sposób operatorzy Polymart zbierają i wykorzystują dane ' +
        'osobowe, gdy korzystasz z platformy Polymart. Sklepy sprzedające w Polymart również otrzymują ' +
        'część twoich danych, aby zrealizować twoje zamówienia, i odpowiadają za ich właściwe przetwarzanie.\n\n' +
        '## Jakie dane zbieramy\n\n' +
        'Zbieramy informacje, które nam przekazujesz, takie jak imię i nazwisko, adres e-mail, numer ' +
        'telefonu i adresy dostawy, a także twoje zamówienia, wnioski o zwrot, opinie oraz wiadomości ' +
        'wymieniane ze sklepami i obsługą. Prowadzimy rejestr transakcji w portfelu i płatności, ale ' +
        'pełne numery kart obsługują nasi dostawcy usług płatniczych i Polymart nigdy ich nie ' +
        'przechowuje. Zbieramy również dane techniczne, takie jak twoje urządzenie, język przeglądarki, ' +
        'adres IP i pliki cookie.\n\n' +
        '## Jak wykorzystujemy twoje dane\n\n' +
        'Wykorzystujemy twoje dane, aby założyć i zabezpieczyć twoje konto, realizować zamówienia i ' +
        'płatności, organizować dostawy, obsługiwać zwroty i udzielać wsparcia. Używamy ich także do ' +
        'zapobiegania oszustwom, dbania o bezpieczeństwo platformy i ulepszania naszych usług. ' +
        'Wiadomości marketingowe wysyłamy wyłącznie za twoją zgodą, a z ich otrzymywania możesz ' +
        'zrezygnować w dowolnym momencie.\n\n' +
        '## Udostępnianie danych sklepom i partnerom\n\n' +
        'Gdy składasz zamówienie, sklep otrzymuje twoje imię i nazwisko, adres dostawy i numer telefonu, ' +
        'aby mógł wysłać produkty. Udostępniamy dane dostawcom usług płatniczych, przewoźnikom i usługom ' +
        'hostingowym wyłącznie w zakresie niezbędnym do wykonania ich pracy. Nie sprzedajemy twoich ' +
        'danych osobowych.\n\n' +
        '## Pliki cookie\n\n' +
        'Używamy niezbędnych plików cookie, aby utrzymać twoje zalogowanie i zapamiętać twój język, ' +
        'walutę i koszyk. Opcjonalne analityczne pliki cookie, które pomagają nam zrozumieć, jak ' +
        'korzystasz z serwisu, są zapisywane tylko za twoją zgodą.\n\n' +
        '## Przechowywanie i bezpieczeństwo\n\n' +
        'Przechowujemy twoje dane przez cały czas, gdy twoje konto jest aktywne, a później tylko tak ' +
        'długo, jak wymaga tego prawo, na przykład na potrzeby dokumentacji księgowej. Dane są ' +
        'szyfrowane podczas przesyłania, dostęp do nich mają wyłącznie pracownicy, którzy go potrzebują, ' +
        'a nasze środki bezpieczeństwa regularnie weryfikujemy.\n\n' +
        '## Twoje prawa\n\n' +
        'Możesz uzyskać dostęp do swoich danych osobowych, sprostować je, wyeksportować lub usunąć, a ' +
        'także sprzeciwić się niektórym sposobom ich wykorzystania – w ustawieniach konta lub pisząc na ' +
        'adres privacy@polymart.example. Jeśli uważasz, że nie przetwarzaliśmy twoich danych prawidłowo, ' +
        'masz również prawo wnieść skargę do lokalnego organu ochrony danych osobowych.',
    },
    about_us: {
      title: 'O Polymart',
      body:
        '## Kim jesteśmy\n\n' +
        'Polymart to internetowa platforma handlowa, która skupia niezależne sklepy specjalizujące się w ' +
        'aparatach, obiektywach i akcesoriach fotograficznych, a także w dronach, sprzęcie audio, ' +
        'telefonach, komputerach, urządzeniach ubieralnych, torbach, pamięciach i urządzeniach smart ' +
        'home. Zamiast jednego wielkiego magazynu jesteśmy społecznością sprzedawców, którzy znają swoje ' +
        'produkty na wylot.\n\n' +
        '## Wiele sklepów, jedna kasa\n\n' +
        'Każdy produkt w Polymart sprzedaje niezależny sklep – od małych sklepów specjalistycznych po ' +
        'sprzedawców o ugruntowanej pozycji. Możesz przeglądać, porównywać i kupować u wielu z nich w ' +
        'jednym miejscu, w swoim języku i walucie, i zapłacić za wszystko w jednym koszyku.\n\n' +
        '## Płatności, którym możesz zaufać\n\n' +
        'Twoja płatność trafia do Polymart, a nie bezpośrednio do sprzedawcy. Bezpiecznie ją ' +
        'przechowujemy do czasu realizacji zamówienia i dopiero wtedy wypłacamy ją sklepowi. Możesz ' +
        'zapłacić portfelem Polymart, kartą lub, jeśli sklep to oferuje, za pobraniem. Jeśli coś pójdzie ' +
        'nie tak, możesz złożyć wniosek o zwrot pieniędzy w ciągu 7 dni od dostawy.\n\n' +
        '## Sklepy, za którymi stoimy\n\n' +
        'Każdy sklep jest weryfikowany i zatwierdzany przez operatorów Polymart, zanim zacznie ' +
        'sprzedawać. Śledzimy oceny, czasy dostawy i wnioski o zwrot i interweniujemy, gdy sklep nie ' +
        'spełnia standardów, jakich oczekują nasi kupujący.\n\n' +
        '## Stworzony dla miłośników fotografii\n\n' +
        'Wiele osób stojących za Polymart i jego sklepami to fotografowie. Na naszym blogu znajdziesz ' +
        'poradniki zakupowe, praktyczne testy i przydatne wskazówki, które pomogą ci wycisnąć więcej z ' +
        'twojego sprzętu.\n\n' +
        '## Dołącz do nas\n\n' +
        'Prowadzisz sklep fotograficzny lub sprzedajesz sprzęt, na którym ci zależy? Złóż wniosek o ' +
        'otwarcie sklepu ze swojego konta i docieraj do kupujących w 19 językach. Masz pytania dotyczące ' +
        'zamówienia? Najlepiej zacząć od naszej strony Pomoc i wsparcie.',
    },
  },
};
