// Demo texts in Czech (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Plnoformátový bezzrcadlový fotoaparát',
      short: 'Velký snímač v kompaktním těle pro bohaté detaily, jemné bokeh a čisté snímky při slabém světle.',
      description:
        'Plnoformátový snímač o velikosti políčka 35mm filmu zachytí více světla, a nabízí tak širší ' +
        'dynamický rozsah a nižší šum. Rychlé automatické ostření a silné video funkce z něj dělají ' +
        'všestranný nástroj pro náročné amatéry i profesionály.',
    },
    'apsc-mirrorless': {
      name: 'Bezzrcadlový fotoaparát APS-C',
      short: 'Obrazová kvalita výměnných objektivů v lehkém těle, které vezmete všude s sebou.',
      description:
        'Snímač APS-C nabízí vyvážený poměr obrazové kvality, velikosti a ceny a díky crop faktoru ' +
        'dodává teleobjektivům větší dosah. Ideální jako první fotoaparát s výměnnými objektivy, na ' +
        'cesty nebo jako lehké druhé tělo.',
    },
    'fullframe-dslr': {
      name: 'Plnoformátová digitální zrcadlovka',
      short: 'Optický hledáček, robustní konstrukce a dlouhá výdrž baterie pro fotografy, kteří fotí celý den.',
      description:
        'Zrcadlo a pentahranol ukazují scénu skrz objektiv bez jakéhokoli zpoždění, zatímco ' +
        'plnoformátový snímač přináší široký dynamický rozsah a čisté snímky i při vysokém ISO. Utěsněná ' +
        'těla, spolehlivé ostření a obrovská nabídka kompatibilních objektivů z ní dělají oblíbený ' +
        'nástroj profesionálních fotografů.',
    },
    'apsc-dslr': {
      name: 'Digitální zrcadlovka APS-C',
      short:
        'Spolehlivá zrcadlovka, kterou se snadno naučíte ovládat a která s vámi poroste od prvních ' +
        'snímků až po vážný koníček.',
      description:
        'Zrcadlovka APS-C spojuje jasný optický hledáček se snímačem dost velkým na skutečně rozmazané ' +
        'pozadí a snímky při slabém světle. Menu s průvodcem, dlouhá výdrž baterie a široká nabídka ' +
        'cenově dostupných objektivů z ní dělají skvělý způsob, jak se naučit fotografovat.',
    },
    'premium-compact': {
      name: 'Prémiový kompaktní fotoaparát',
      short: 'Fotoaparát s velkým snímačem, který se vejde do kapsy saka.',
      description:
        'Snímač o velikosti 1 palec či větší a světelný vestavěný objektiv přinášejí obrazovou kvalitu ' +
        'daleko za možnostmi telefonu, včetně formátu RAW a plně manuálního ovládání. Tichý, nenápadný a ' +
        'vždy připravený – je to fotoaparát, který budete opravdu nosit každý den.',
    },
    'travel-zoom-compact': {
      name: 'Kompaktní fotoaparát s cestovním zoomem',
      short: 'Od širokých krajin po vzdálené detaily – jeden kapesní fotoaparát zvládne celou cestu.',
      description:
        'Dlouhý optický zoom se skrývá ve štíhlém těle, takže zachytíte panorama města a vzápětí si ' +
        'přiblížíte tvář na druhé straně náměstí. Optická stabilizace obrazu, snadný přenos do telefonu ' +
        'a chytré automatické režimy zajistí ostré snímky z dovolené bez starostí.',
    },
    'instant-camera': {
      name: 'Instantní fotoaparát',
      short: 'Stiskněte spoušť a za pár sekund držíte v ruce skutečnou fotku.',
      description:
        'Instantní fotoaparát exponuje speciální film, který se vyvolá sám, takže každý snímek je ' +
        'jedinečný originál. Jednoduché ovládání, vestavěný blesk a zrcátko pro selfie z něj dělají ' +
        'hvězdu večírků, svateb i výletů s přáteli.',
    },
    'instant-film': {
      name: 'Instantní film',
      short: 'Čerstvé filmy s klasickým bílým rámečkem nebo veselými barevnými okraji pro váš instantní fotoaparát.',
      description:
        'Každé balení obsahuje daný počet samovyvolávacích snímků ve světlotěsné kazetě, kterou vložíte ' +
        'během pár sekund. Ověřte si, jaký formát filmu váš fotoaparát používá, a pro nejlepší barvy ' +
        'skladujte filmy v chladu.',
    },
    'standard-zoom': {
      name: 'Standardní zoomový objektiv',
      short: 'Objektiv, který nesundáte z fotoaparátu: od širokého úhlu po krátké tele se světelnou a ostrou optikou.',
      description:
        'S rozsahem zhruba 24–70 mm zvládne standardní zoom krajinu, street, akce i portréty bez výměny ' +
        'objektivu. Vyšší řady přidávají konstantní světelnost, utěsnění proti povětrnosti a tiché ' +
        'ostřicí motory vhodné pro fotografii i video.',
    },
    'kit-zoom': {
      name: 'Kitový zoomový objektiv',
      short: 'Kompaktní a cenově dostupný zoom, který zvládne každodenní focení hned po vybalení.',
      description:
        'Kitový zoom se často prodává spolu s novým tělem a pokrývá rozsah od širokého úhlu po krátké ' +
        'tele v lehkém a kompaktním tubusu. Nízká hmotnost a plynulé, tiché ostření z něj dělají schopný ' +
        'první objektiv a praktického společníka na cesty.',
    },
    'telephoto-zoom': {
      name: 'Teleobjektiv se zoomem',
      short: 'Přibližte si vzdálené objekty – od sportu a divoké přírody po portréty se zhuštěnou perspektivou.',
      description:
        'Telezoomy obvykle pokrývají rozsahy jako 70–200 mm nebo 100–400 mm, takže můžete měnit ' +
        'kompozici bez pohybu z místa. Optická stabilizace a rychlé, přesné ostření udrží pohybující se ' +
        'objekty ostré, zatímco dlouhá ohnisková vzdálenost rozpustí pozadí do jemné neostrosti.',
    },
    'super-telephoto': {
      name: 'Superteleobjektiv',
      short: 'Extrémní dosah pro ptáky, divokou přírodu a sport na stadionu.',
      description:
        'S ohniskovou vzdáleností zhruba od 400 mm výše vyplní superteleobjektiv záběr objekty, ke ' +
        'kterým byste se nikdy nedostali. Pokročilé optické členy potlačují vady, zatímco otočná ' +
        'stativová objímka a výkonná stabilizace pomáhají zvládnout dlouhý tubus.',
    },
    'ultra-wide-zoom': {
      name: 'Ultraširokoúhlý zoomový objektiv',
      short: 'Zachyťte rozlehlou krajinu, vysokou architekturu i stísněné interiéry v jediném záběru.',
      description:
        'Ultraširokoúhlý zoom začínající pod 16 mm na plném formátu zvýrazňuje hloubku a vtahuje pohled ' +
        'do scény. Pečlivá optická korekce udržuje linie rovné, a proto je oblíbený pro krajinu, ' +
        'fotografii nemovitostí, astrofotografii i vlogování.',
    },
    'fisheye-lens': {
      name: 'Objektiv rybí oko',
      short: 'Dramatický, zakřivený pohled až 180 stupňů pro opravdu odvážné snímky.',
      description:
        'Objektiv typu rybí oko ohýbá rovné linie do širokých oblouků a zachytí extrémně široké zorné ' +
        'pole. Je oblíbený pro skateboarding, živou hudbu, kreativní architekturu i 360stupňová ' +
        'panoramata a díky malým rozměrům se snadno nosí.',
    },
    'portrait-prime': {
      name: 'Portrétní objektiv s pevným ohniskem',
      short: 'Vysoká světelnost pro lichotivou perspektivu a jemné bokeh, které oddělí objekt od pozadí.',
      description:
        'Ohniskové vzdálenosti kolem 85 mm zobrazují tváře přirozeně z pohodlné pracovní vzdálenosti. ' +
        'Velký otvor clony, například f/1,4 nebo f/1,8, propustí hodně světla a změkčí pozadí, zatímco ' +
        'rychlé a přesné ostření udrží oči perfektně ostré.',
    },
    'macro-lens': {
      name: 'Makroobjektiv',
      short: 'Zvětšení v měřítku 1:1 odhalí skryté detaily hmyzu, květin i produktů.',
      description:
        'Pravý makroobjektiv zaostří tak blízko, že objekt zobrazí v měřítku 1:1, takže i malá mince ' +
        'vyplní celý snímač. Výjimečná ostrost od středu až do rohů z něj dělá také skvělou volbu pro ' +
        'portréty a produktovou fotografii.',
    },
    'travel-tripod': {
      name: 'Cestovní stativ',
      short: 'Složí se do malého a lehkého balíčku a pak stojí vysoko a stabilně všude, kde je dobré světlo.',
      description:
        'Nohy, které se sklápějí kolem hlavy, lehké trubky z hliníku nebo uhlíkových vláken a rychlé ' +
        'zámky nohou umožňují stativ snadno zabalit a rychle postavit. Použijte ho na západy slunce, ' +
        'noční město, dlouhé expozice i skupinové fotky se samospouští.',
    },
    'video-monopod': {
      name: 'Monopod pro video',
      short: 'Stabilní, plynulé pohyby kamery se svobodou přesunout se během pár sekund.',
      description:
        'Fluidní hlava a malá rozkládací základna umožní monopodu stát samostatně, zatímco plynule ' +
        'panoramujete a naklápíte. Nese váhu fotoaparátu na akcích, svatbách a sportu, kde by ' +
        'plnohodnotný stativ překážel.',
    },
    'camera-gimbal': {
      name: 'Gimbal pro fotoaparát',
      short: 'Motorová stabilizace pro plynulé, filmové záběry v pohybu.',
      description:
        'Tři bezkartáčové motory vyrovnají každý otřes a zachvění, takže záběry v chůzi, oblety i ' +
        'odhalovací jízdy vypadají, jako by byly natočené z dolly. Je dimenzovaný pro bezzrcadlovky i ' +
        'zrcadlovky a nabízí režimy sledování, rychlé vyvážení a ovládání aplikací pro kreativní pohyby.',
    },
    'phone-gimbal': {
      name: 'Gimbal pro smartphone',
      short: 'Udělejte z telefonu plynulý videostabilizátor se sledováním objektu, který se vejde do kapsy.',
      description:
        'Tříosý gimbal drží telefon rovně a stabilně při chůzi, běhu i panorámování, takže záběry ' +
        'vypadají mnohem profesionálněji. Sledování objektu, režimy časosběru a kreativní pohyby na ' +
        'jedno klepnutí v aplikaci udělají z vlogů a cestovních klipů hračku.',
    },
    'camera-battery': {
      name: 'Nabíjecí baterie pro fotoaparát',
      short: 'Náhradní baterie v brašně znamená, že vám neuteče ani poslední snímek dne.',
      description:
        'Lithium-iontové články s vestavěnými ochrannými obvody dodávají stabilní výkon a hlásí ' +
        'fotoaparátu zbývající kapacitu. Ověřte si, že baterie odpovídá vašemu modelu fotoaparátu; mnohé ' +
        'lze nabíjet přes USB přímo ve fotoaparátu nebo v samostatné nabíječce.',
    },
    'battery-grip': {
      name: 'Bateriový grip',
      short: 'Dvojnásobná výdrž baterie a pohodlný úchop při focení na výšku.',
      description:
        'Bateriový grip se připevní ke spodní části fotoaparátu a pojme jednu nebo dvě baterie navíc. ' +
        'Druhá spoušť a ovládací prvky dělají focení na výšku stejně přirozeným jako na šířku a přidaná ' +
        'hmotnost vyvažuje dlouhé objektivy.',
    },
    'camera-strap': {
      name: 'Popruh na fotoaparát',
      short: 'Pohodlné nošení s rychlým nastavením, které udrží fotoaparát v bezpečí a připravený.',
      description:
        'Polstrované nebo tkané popruhy rozloží váhu na krk či rameno a rychloupínací spojky umožní ' +
        'během pár sekund přepínat mezi nošením na krku, přes rameno a na zápěstí. Odolné materiály a ' +
        'bezpečné úchyty chrání vaši výbavu i během dlouhých dnů venku.',
    },
    'capture-clip': {
      name: 'Klip na fotoaparát na opasek',
      short: 'Noste fotoaparát na popruhu batohu nebo na opasku a vytáhněte ho během okamžiku.',
      description:
        'Pevný klip se připne na popruh batohu nebo opasek a rychloupínací destička ve stativovém závitu ' +
        'fotoaparátu jej bezpečně drží na místě. Turisté, cestovatelé i fotografové akcí mají volné ruce ' +
        'a fotoaparát připravený – bez namáhání krku.',
    },
    'mini-drone': {
      name: 'Mini dron s kamerou',
      short:
        'Dron velikosti dlaně, skládací a snadno ovladatelný, se stabilizovanou kamerou pro úchvatné ' +
        'letecké záběry.',
      description:
        'Lehké mini drony se složí na velikost telefonu a v mnoha zemích spadají do nejlehčí registrační ' +
        'kategorie. Stabilizovaná kamera, GPS polohování, automatický návrat domů a chytré letové režimy ' +
        'usnadní filmové záběry i začínajícím pilotům. Vždy si ověřte místní pravidla pro létání.',
    },
    'pro-camera-drone': {
      name: 'Profesionální dron s kamerou',
      short: 'Kamera s velkým snímačem ve vzduchu, s dlouhou dobou letu a spolehlivou detekcí překážek.',
      description:
        'Profesionální drony nesou větší snímače, často více kamer a video profily s vysokým datovým ' +
        'tokem vhodné pro barevné korekce. Všesměrové snímání překážek, přenos na velkou vzdálenost a ' +
        'odolnost proti větru umožňují filmařům, geodetům i inspektorům pracovat s jistotou.',
    },
    'fpv-drone': {
      name: 'FPV dron',
      short: 'Leťte z pilotního křesla s pohlcujícími, rychlými záběry z pohledu první osoby.',
      description:
        'FPV drony streamují živé video do brýlí, takže můžete prolétat úzkými mezerami, pronásledovat ' +
        'auta a střemhlav se spouštět podél útesů. Manuální letové režimy odmění cvik, zatímco ' +
        'asistované režimy a nouzové brzdění pomohou nováčkům bezpečně se vznést.',
    },
    'fpv-goggles': {
      name: 'FPV brýle',
      short: 'Ostré video s minimální latencí přímo před očima pro dokonalé pohlcení letem.',
      description:
        'FPV brýle spojují jasné mikrodispleje, nastavitelné čočky a přijímač s nízkou latencí, aby ' +
        'ukázaly přesně to, co vidí dron. Ověřte si, že brýle používají stejný systém přenosu videa jako ' +
        'váš dron; mnohé také nahrávají záznam a podporují sledování pohybu hlavy.',
    },
    'action-camera': {
      name: 'Akční kamera',
      short: 'Malá, odolná a vodotěsná, se stabilizací, díky které je každá jízda plynulá.',
      description:
        'Akční kamery natáčejí video ve vysokém rozlišení a s vysokou snímkovou frekvencí z přileb, ' +
        'řídítek, surfů i hrudních držáků. Elektronická stabilizace, odolné vodotěsné tělo a ' +
        'rychloupínací držáky je připraví na kolo, potápění, lyže i každodenní vlogování.',
    },
    'camera-360': {
      name: '360° kamera',
      short: 'Zachyťte vše kolem sebe a perfektní úhel si vyberte až dodatečně.',
      description:
        'Dva protilehlé ultraširokoúhlé objektivy zaznamenají celou kouli, kterou aplikace spojí do ' +
        'bezešvé 360° fotografie nebo videa. Později z ní vytvoříte běžný plochý klip, automaticky ' +
        'skryjete selfie tyč nebo sdílíte pohlcující virtuální prohlídky a VR obsah.',
    },
    speedlight: {
      name: 'Systémový blesk',
      short: 'Přenosné a výkonné světlo, které nasadíte na fotoaparát a vezmete kamkoli.',
      description:
        'Blesk do sáněk s automatickou expozicí TTL, sklopnou a otočnou hlavou a rychlým nabíjením, ' +
        'určený pro akce, portréty a focení v interiéru. Odrazte ho od stropu pro měkké světlo, nebo ho ' +
        'odpalte mimo fotoaparát bezdrátovou spouští pro kreativnější výsledek.',
    },
    'studio-strobe': {
      name: 'Studiový záblesk',
      short: 'Opravdový výkon záblesku a stálé barvy pro portréty, produkty i módu.',
      description:
        'Kompaktní studiový záblesk do ateliéru i do terénu, s mnohem vyšším výkonem než systémový blesk ' +
        'a s modelovacím světlem pro náhled osvětlení. Jeho bajonet pojme softboxy, deštníky i ' +
        'reflektory a přesné kroky výkonu usnadní zopakovat stejné nastavení snímek po snímku.',
    },
    'led-panel': {
      name: 'LED panel pro video',
      short: 'Měkké trvalé světlo bez blikání, které vám ukáže výsledek už během focení.',
      description:
        'Plochý LED panel s nastavitelným jasem a teplotou barev, který se stejně dobře hodí na ' +
        'rozhovory, streamování a videohovory jako na fotografii. Napájí se ze sítě nebo z baterií, ' +
        'nehřeje a během pár sekund ho připevníte na světelný stativ nebo do studených sáněk.',
    },
    'rgb-tube-light': {
      name: 'RGB světelná trubice',
      short: 'Jakákoli barva, jakýkoli efekt – kreativní světlo ve štíhlé trubici, kterou udržíte v jedné ruce.',
      description:
        'LED trubice napájená z baterie s plnými barvami RGB, nastavitelným bílým světlem a vestavěnými ' +
        'efekty, jako jsou policejní majáky, oheň nebo blesky. Použijte ji jako viditelný zdroj světla v ' +
        'záběru, kontra světlo na vlasy nebo barevný akcent v pozadí a ovládejte více trubic najednou z ' +
        'aplikace v telefonu.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Promění ostré světlo blesku nebo LED v měkké, lichotivé osvětlení.',
      description:
        'Skládací modifikátor světla, jehož difuzor rovnoměrně rozptýlí světlo a změkčí stíny na tvářích ' +
        'i produktech. Pro přepravu se složí naplocho, ke světlu se připevní adaptérovým kroužkem a lze ' +
        'na něj nasadit textilní voštinu, která udrží rozptyl světla pod kontrolou.',
    },
    'light-stand': {
      name: 'Světelný stativ',
      short: 'Pevná a nastavitelná základna pro světla, modifikátory a pozadí.',
      description:
        'Teleskopický stativ s široce rozkročenýma nohama a standardním čepem, který drží blesky, LED ' +
        'panely a softboxy přesně v potřebné výšce. Je lehký, a přesto stabilní, složí se na malé ' +
        'rozměry pro focení v terénu a zátěžový pytel s pískem na nohách přidá venku další jistotu.',
    },
    'shotgun-mic': {
      name: 'Směrový mikrofon',
      short: 'Čistý, soustředěný zvuk odtud, kam ho namíříte.',
      description:
        'Směrový mikrofon, který potlačí velkou část hluku ze stran a zezadu, takže hlasy a vše před ním ' +
        'zazní čistě. Nasaďte ho do sáněk fotoaparátu nebo na mikrofonní tyč a při natáčení venku ' +
        'přidejte ochranu proti větru.',
    },
    'wireless-mic': {
      name: 'Bezdrátový mikrofonní systém',
      short: 'Vysílače s klipem pro čisté dialogy kdekoli – bez jediného kabelu.',
      description:
        'Kompaktní vysílače se připnou na oblečení a posílají zvuk do přijímače na fotoaparátu, telefonu ' +
        'nebo počítači. Ideální pro vlogy, rozhovory a pohotové natáčení – moderátoři se mohou pohybovat ' +
        'přirozeně, zatímco vy se soustředíte na obraz.',
    },
    'anc-headphones': {
      name: 'Sluchátka s aktivním potlačením hluku',
      short: 'Odřízněte se od světa a užívejte si hudbu, hovory i lety v klidu.',
      description:
        'Bezdrátová sluchátka přes uši s aktivním potlačením hluku, která ztiší motory, dopravu i hovory ' +
        'v kanceláři. Měkké polštářky zajistí pohodlí na hodiny, režim propustnosti vám v případě ' +
        'potřeby umožní slyšet okolí a vestavěné mikrofony se postarají o hovory.',
    },
    'studio-headphones': {
      name: 'Studiová monitorovací sluchátka',
      short: 'Poctivý, detailní zvuk pro nahrávání, mixování a střih.',
      description:
        'Kabelová sluchátka s vyrovnanou, přesnou reprodukcí, takže nahrávku slyšíte takovou, jaká ' +
        'skutečně je, a ne v přikrášlené podobě. Uzavřená konstrukce brání pronikání zvuku do mikrofonů ' +
        'a pevné provedení vydrží každodenní používání ve studiu.',
    },
    'true-wireless-earbuds': {
      name: 'Plně bezdrátová sluchátka',
      short: 'Kapesní zvuk, který vás doprovází všude – úplně bez kabelů.',
      description:
        'Drobná bezdrátová sluchátka do uší, která se spojí s telefonem hned, jak otevřete pouzdro, jež ' +
        'je zároveň nabíjí na cestách. Dotykové ovládání řídí hudbu i hovory a mnoho modelů přidává ' +
        'potlačení hluku a několik velikostí špuntů pro bezpečné a pohodlné nasazení.',
    },
    'sport-earbuds': {
      name: 'Sportovní sluchátka',
      short: 'Pevné usazení odolné proti potu, které vydrží každý trénink.',
      description:
        'Bezdrátová sluchátka pro běh, posilovnu i venkovní trénink, se záušníky nebo křidélky, která ' +
        'drží na místě i při intenzivním pohybu. Provedení odolné proti potu a vodě zvládne déšť i ' +
        'náročné tréninky a režim okolního zvuku vás udrží v obraze o provozu na silnici.',
    },
    'flagship-phone': {
      name: 'Vlajkový smartphone',
      short: 'Špičkový výkon, fotoaparáty profesionální úrovně a úchvatný displej v jednom zařízení.',
      description:
        'Telefon z nejvyšší řady s OLED displejem s vysokou obnovovací frekvencí, systémem několika ' +
        'fotoaparátů s teleobjektivem a procesorem, který hravě zvládne hry i střih videa. Prémiové ' +
        'materiály, rychlé nabíjení a dlouhodobá softwarová podpora z něj dělají telefon na dlouhá léta.',
    },
    'midrange-phone': {
      name: 'Smartphone střední třídy',
      short: 'Vše, co od smartphonu potřebujete, za rozumnou cenu.',
      description:
        'Vyvážený telefon s velkým jasným displejem, schopným hlavním fotoaparátem a baterií, která s ' +
        'přehledem vydrží celý den. Zprávy, streamování, sociální sítě i nenáročné hry běží plynule, a ' +
        'je proto chytrou volbou pro každodenní použití.',
    },
    'book-foldable': {
      name: 'Skládací telefon ve tvaru knihy',
      short: 'Telefon v kapse, který se v rukou rozloží v tablet.',
      description:
        'Skládací telefon s plnohodnotným vnějším displejem a velkým vnitřním displejem, který se ' +
        'otevírá jako kniha. Spusťte dvě nebo tři aplikace vedle sebe, čtěte dokumenty a upravujte fotky ' +
        'na velké obrazovce a pak ho zavřete a ovládejte jednou rukou na cestách.',
    },
    'flip-foldable': {
      name: 'Véčkový skládací telefon',
      short: 'Plnohodnotný smartphone, který se přeloží napůl a vejde se do každé kapsy.',
      description:
        'Kompaktní véčko s vysokým ohebným displejem a malým vnějším displejem pro oznámení, rychlé ' +
        'odpovědi a selfie hlavním fotoaparátem. Napůl ho rozložte a postavte na stůl pro videohovory ' +
        'nebo fotky bez držení v ruce – stativ netřeba.',
    },
    'magsafe-charger': {
      name: 'Magnetická bezdrátová nabíječka',
      short: 'Přiložte telefon a nabíjení se spustí, pokaždé dokonale vyrovnané.',
      description:
        'Bezdrátová nabíječka s vestavěnými magnety, které drží kompatibilní telefony přesně na správném ' +
        'místě pro efektivní nabíjení. Mějte ji na stole nebo nočním stolku a telefon si vezměte, ' +
        'kdykoli ho potřebujete, bez zápolení s kabely.',
    },
    'phone-lens-kit': {
      name: 'Sada objektivů pro smartphone',
      short: 'Přidejte širokoúhlý záběr, makro a další k fotoaparátu, který máte stále u sebe.',
      description:
        'Sada nasazovacích nebo přišroubovatelných objektivů, které rozšíří možnosti fotoaparátu v ' +
        'telefonu – od rozmáchlých širokoúhlých záběrů po makro detaily. Skleněná optika se nasadí během ' +
        'pár sekund a vejde se do malého pouzdra, ideální na cesty, fotografii jídla i přírody.',
    },
    'creator-laptop': {
      name: 'Notebook pro tvůrce',
      short: 'Výkon stolního počítače pro fotografie, video i 3D, ať jste kdekoli.',
      description:
        'Výkonný notebook se silným procesorem, výkonnou grafikou a dostatkem paměti pro úpravy RAW ' +
        'souborů, 4K videa i 3D scén. Displej s věrným podáním barev a rychlé porty pro disky a ' +
        'příslušenství z něj udělají kompletní mobilní studio.',
    },
    ultrabook: {
      name: 'Tenký a lehký notebook',
      short: 'Celodenní výdrž baterie ve štíhlém a lehkém notebooku, který v tašce skoro neucítíte.',
      description:
        'Štíhlý a lehký notebook pro práci, studium i cestování, s ostrým displejem, pohodlnou ' +
        'klávesnicí a tichým, úsporným výkonem. Probudí se okamžitě, nabíjí se přes USB-C a s přehledem ' +
        'zvládne dokumenty, prohlížení webu i videohovory.',
    },
    'pro-tablet': {
      name: 'Profesionální tablet',
      short: 'Tablet s výkonem notebooku pro kreslení, úpravy a náročnou práci.',
      description:
        'Špičkový tablet s velkým plynulým displejem, výkonným procesorem a podporou přesného stylusu i ' +
        'klávesnice v obalu. Kreslete, retušujte fotky, stříhejte video nebo si dělejte poznámky na ' +
        'poradách – pak klávesnici odpojte a pohodlně se usaďte na gauči s filmem.',
    },
    'everyday-tablet': {
      name: 'Tablet pro každý den',
      short: 'Velká a přívětivá obrazovka pro streamování, čtení a videohovory doma.',
      description:
        'Cenově dostupný tablet s ostrým displejem, stereo reproduktory a dlouhou výdrží baterie, určený ' +
        'pro filmy, e-knihy, recepty i domácí úkoly. Je dost lehký na to, abyste ho drželi celé hodiny, ' +
        'a snadno se o něj podělí celá rodina.',
    },
    'photo-monitor': {
      name: 'Monitor pro úpravu fotografií',
      short: 'Věrné barvy, aby vaše tisky i příspěvky vypadaly přesně tak, jak jste zamýšleli.',
      description:
        'Monitor s vysokým rozlišením, širokým barevným gamutem a továrně kalibrovaný, určený pro ' +
        'fotografy a grafiky, kteří potřebují přesné barvy. Rovnoměrný jas po celé ploše panelu a ' +
        'podpora kalibrace vám pomohou s jistotou posoudit každý tón i stín.',
    },
    'compact-desktop': {
      name: 'Kompaktní stolní počítač',
      short: 'Plný výkon stolního počítače v krabičce, která se vejde vedle monitoru.',
      description:
        'Stolní počítač v malém provedení s rychlým a tichým výkonem pro kancelářskou práci, úpravy ' +
        'fotografií i domácí zábavu, aniž by zabral celý stůl. Spousta portů připojí monitory, disky i ' +
        'příslušenství a spotřebuje jen zlomek energie oproti velké skříni.',
    },
    smartwatch: {
      name: 'Chytré hodinky',
      short: 'Oznámení, sledování zdraví a bezkontaktní platby přímo na zápěstí.',
      description:
        'Hodinky s jasným dotykovým displejem, které se spárují s telefonem a na první pohled ukážou ' +
        'zprávy, hovory a aplikace. Vestavěné senzory sledují tep, spánek a tréninky a vyměnitelné ' +
        'řemínky je přizpůsobí každodennímu nošení i slavnostní příležitosti.',
    },
    'outdoor-watch': {
      name: 'Outdoorové GPS hodinky',
      short: 'Odolná navigace s dlouhou výdrží pro stezky, vrcholy i otevřenou vodu.',
      description:
        'Odolné hodinky s vícepásmovou GPS, topografickými mapami a baterií, která vydrží dny, nebo ' +
        'dokonce týdny mezi nabitími. Zesílené pouzdro, sklo odolné proti poškrábání a voděodolnost je ' +
        'připraví na turistiku, trailový běh, lezení i plavání.',
    },
    'fitness-band': {
      name: 'Fitness náramek',
      short: 'Štíhlý náramek pro kroky, spánek a tep, který na zápěstí skoro neucítíte.',
      description:
        'Kompaktní náramek, který nepřetržitě zaznamenává denní aktivitu, tréninky i kvalitu spánku a ' +
        'vše synchronizuje do aplikace v telefonu. S baterií, která vydrží déle než týden, a voděodolným ' +
        'provedením ho můžete nosit ve dne v noci, dokonce i ve sprše.',
    },
    'smart-ring': {
      name: 'Chytrý prsten',
      short: 'Přehled o spánku, regeneraci a tepu z prstenu, který můžete nosit celý den.',
      description:
        'Lehký prsten plný senzorů, které sledují fáze spánku, tep, teplotu kůže a denní aktivitu – bez ' +
        'displeje, který by rušil. Hladký voděodolný povrch je pohodlný ve dne i v noci a aplikace ' +
        'promění data v jednoduché denní skóre.',
    },
    'camera-backpack': {
      name: 'Fotobatoh',
      short: 'Noste fotoaparát, objektivy i notebook pohodlně, ať vás focení zavede kamkoli.',
      description:
        'Polstrované nastavitelné přepážky chrání fotoaparát a několik objektivů, zatímco samostatná ' +
        'kapsa pojme notebook nebo tablet. Přístup z boku i ze zad umožní rychle sáhnout po výbavě a ' +
        'polstrované popruhy, materiál odolný proti povětrnosti a úchyt na stativ usnadní dlouhé dny v terénu.',
    },
    'roller-bag': {
      name: 'Fotokufr na kolečkách',
      short: 'Převezte celou výbavu přes letiště až na místo natáčení, aniž byste ji museli nést.',
      description:
        'Kufr s hladce jedoucími kolečky, teleskopickou rukojetí a polstrovaným vnitřkem, do kterého se ' +
        'vejdou dvě těla, řada objektivů a příslušenství. Mnoho velikostí splňuje běžné limity pro ' +
        'příruční zavazadlo a uzamykatelné zipy a zesílená skořepina chrání cennou výbavu na cestách.',
    },
    'sling-bag': {
      name: 'Fotobrašna přes rameno typu sling',
      short: 'Přetočte ji dopředu a foťte: kompaktní brašna na tělo a jeden nebo dva objektivy.',
      description:
        'Sling brašna se nosí křížem přes tělo a přetočí se dopředu, takže na fotoaparát dosáhnete, aniž ' +
        'byste ji sundávali. Pojme bezzrcadlové tělo s jedním nebo dvěma objektivy a drobnosti, a je ' +
        'proto ideální pro street fotografii, výlety do měst i každodenní nošení.',
    },
    'shoulder-bag': {
      name: 'Fotobrašna přes rameno',
      short: 'Klasická brašna ve stylu messenger, která udrží výbavu po ruce a hodí se kamkoli.',
      description:
        'Polstrovaná brašna přes rameno s klopou a zipem pro rychlý přístup, abyste mohli měnit ' +
        'objektivy za pochodu. Vyjímatelné přepážky pojmou fotoaparát se dvěma nebo třemi objektivy, ' +
        'vnější kapsy baterie, karty a telefon a nenápadný vzhled nekřičí, že nesete fotovýbavu.',
    },
    'hard-case': {
      name: 'Pevný přepravní kufr',
      short: 'Ochrana proti rozdrcení i vodě pro výbavu, která musí dorazit v celku.',
      description:
        'Lisovaná polymerová skořepina, víko s těsněním a pevné přezky chrání fotoaparáty, objektivy i ' +
        'drony před pády, prachem a deštěm. Přizpůsobitelná pěna nebo přepážky drží každou věc na svém ' +
        'místě a automatický vyrovnávací ventil tlaku umožňuje přepravu letadlem.',
    },
    'camera-insert': {
      name: 'Fotovložka',
      short: 'Promění jakýkoli batoh nebo tašku ve fotobrašnu během pár sekund.',
      description:
        'Polstrovaný box s nastavitelnými přepážkami, který vložíte do běžné tašky a který ochrání ' +
        'fotoaparát a pár objektivů. Když fotoaparát zůstane doma, vyndejte ho a vaše oblíbená taška je ' +
        'zase normální – žádná druhá taška není potřeba.',
    },
    'sd-card': {
      name: 'Paměťová karta SD',
      short: 'Rychlé a spolehlivé úložiště pro fotografie a 4K video ve fotoaparátech, dronech a dalších zařízeních.',
      description:
        'Paměťová karta UHS s trvalou rychlostí zápisu, která stačí na sériové snímání i video s vysokým ' +
        'datovým tokem. Odolá vodě, extrémním teplotám, nárazům i rentgenovému záření a vyrábí se v ' +
        'kapacitách na cokoli od víkendového výletu po celou produkci.',
    },
    'cfexpress-card': {
      name: 'Karta CFexpress',
      short: 'Profesionální rychlost pro sériové snímky ve vysokém rozlišení a RAW video.',
      description:
        'Karty CFexpress stavějí na rozhraní PCIe a čtou i zapisují několikanásobně rychleji než SD, ' +
        'takže se buffer vyprázdní téměř okamžitě a 8K nebo RAW video se nahrává bez vypadlých snímků. ' +
        'Odolné pouzdro a promyšlený odvod tepla udrží stabilní výkon i při dlouhém natáčení.',
    },
    'portable-ssd': {
      name: 'Externí SSD disk',
      short: 'Kapesní úložiště, které přesune obrovské knihovny fotek a videí během pár minut.',
      description:
        'Kompaktní SSD disk připojený přes USB-C přenáší data mnohonásobně rychleji než klasický pevný ' +
        'disk. Použijte ho k zálohování snímků na cestách, střihu záznamu přímo z disku nebo k nahrávání ' +
        'přímo z fotoaparátů a telefonů, které podporují externí úložiště.',
    },
    'rugged-ssd': {
      name: 'Odolný externí SSD disk',
      short: 'Rychlé externí úložiště, kterému nevadí pády, prach ani déšť.',
      description:
        'Rychlé flash úložiště v obalu tlumícím nárazy s krytím IP proti prachu a vodě, takže záznam ' +
        'zůstane v bezpečí na expedicích, natáčení i na stavbách. Hardwarové šifrování a očko na ' +
        'karabinu přidávají zabezpečení a disk budete mít vždy po ruce.',
    },
    'card-reader': {
      name: 'Čtečka paměťových karet',
      short: 'Přeneste data z karet plnou rychlostí přímo do notebooku, tabletu nebo telefonu.',
      description:
        'Kompaktní čtečka s USB-C a sloty pro nejběžnější formáty karet, navržená tak, aby stačila ' +
        'rychlosti moderních karet a nebrzdila je. Malé hliníkové tělo se vejde do každé tašky a po ' +
        'každém focení usnadní rychlou zálohu.',
    },
    'usb-flash-drive': {
      name: 'USB flash disk',
      short: 'Úložiště velikosti přívěsku na klíče pro soubory, prezentace a rychlé zálohy.',
      description:
        'Malý, odolný flash disk s konektorem USB-A nebo USB-C, často s oběma, takže funguje s počítači, ' +
        'tablety i telefony. Je to nejjednodušší způsob, jak předat fotky, mít u sebe dokumenty nebo ' +
        'uchovat záložní kopii důležitých souborů.',
    },
    'smart-speaker': {
      name: 'Chytrý reproduktor',
      short: 'Zvuk, který zaplní místnost, s hlasovým asistentem vždy připraveným pomoci.',
      description:
        'Streamujte hudbu, podcasty a rádio přes Wi-Fi nebo Bluetooth, pak se zeptejte na počasí, ' +
        'nastavte časovač nebo ovládejte světla bez použití rukou. Spárujte dva pro stereo zvuk nebo ' +
        'jich rozmístěte víc po domě pro zvuk ve více místnostech.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Zvuk jako v kině z jediného štíhlého soundbaru pod televizí.',
      description:
        'Soundbar nahradí tenké reproduktory televize čistými dialogy, širší stereofonní scénou a ' +
        'hlubšími basy a mnohé navíc podporují prostorový zvuk a 3D audio formáty. Připojuje se jediným ' +
        'HDMI kabelem, takže ho ovládáte dálkovým ovladačem televize, a subwoofer nebo zadní ' +
        'reproduktory můžete přidat později.',
    },
    'streaming-box': {
      name: 'Multimediální přehrávač pro streamování',
      short: 'Udělejte z jakékoli televize chytrou televizi se všemi oblíbenými streamovacími aplikacemi.',
      description:
        'Zapojte ho do portu HDMI a streamujte filmy, seriály a sportovní přenosy až ve 4K s HDR a ' +
        'prostorovým zvukem. Hlasový ovladač usnadní rychlé hledání, na co se dívat, a rychlý procesor ' +
        'udrží plynulé menu i na starších televizích.',
    },
    projector: {
      name: 'Domácí projektor',
      short: 'Obraz jako v kině na jakékoli zdi, na filmové večery i herní dny.',
      description:
        'Kompaktní projektor promítne ostrý obraz o úhlopříčce 100 palců a více, s vestavěnými ' +
        'streamovacími aplikacemi a reproduktory, takže funguje hned po vybalení. Automatické ostření a ' +
        'automatická korekce lichoběžníku srovnají obraz během pár sekund, ať stojí na polici, nebo ho ' +
        'vezmete ven na zahradu.',
    },
    'item-tracker': {
      name: 'Bluetooth lokátor',
      short: 'Už nikdy neztratíte klíče, tašku ani fotovýbavu.',
      description:
        'Malý přívěsek, který připevníte na klíče, zavazadlo nebo fotobrašnu a který ukáže svou polohu ' +
        'na mapě v aplikaci v telefonu. Když je nablízku, nechte ho zazvonit, a když je mimo dosah, ' +
        'pomůže vám ho anonymně najít síť okolních telefonů; vyměnitelná baterie vydrží zhruba rok.',
    },
    'smart-display': {
      name: 'Chytrý displej',
      short: 'Hlasem ovládaná obrazovka pro recepty, videohovory a chytrou domácnost.',
      description:
        'Dotyková obrazovka s vestavěným hlasovým asistentem, reproduktorem a kamerou, určená na ' +
        'kuchyňskou linku nebo noční stolek. Vařte podle receptů krok za krokem, volejte videohovory, ' +
        'podívejte se, kdo stojí u dveří, a ovládejte světla i topení z jednoho místa – a když se ' +
        'nepoužívá, nechte ji zobrazovat vaše fotky jako digitální fotorámeček.',
    },
  },
  variants: {
    'body-only': 'Pouze tělo',
    'kit-24-105': 's kitovým objektivem 24–105 mm',
    'kit-standard-zoom': 'se standardním kitovým zoomem',
    'lens-only': 'Pouze objektiv',
    'lens-uv-filter': 's ochranným UV filtrem',
    black: 'Černá',
    silver: 'Stříbrná',
    white: 'Bílá',
    'midnight-blue': 'Půlnočně modrá',
    'sage-green': 'Šalvějově zelená',
    'pastel-blue': 'Pastelově modrá',
    'blossom-pink': 'Květově růžová',
    'natural-titanium': 'Přírodní titan',
    'black-titanium': 'Černý titan',
    'ring-size-9': 'Velikost 9',
    'ring-size-10': 'Velikost 10',
    'ring-size-11': 'Velikost 11',
    aluminium: 'Hliník',
    'carbon-fibre': 'Uhlíková vlákna',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Balíček pro tvůrce',
    'mic-1tx': '1 vysílač + přijímač',
    'mic-2tx': '2 vysílače + přijímač',
    'film-single': 'Jednoduché balení (10 snímků)',
    'film-twin': 'Dvojbalení (20 snímků)',
    'pack-single': '1 kus',
    'pack-2': 'Dvojbalení',
    'pack-4': 'Balení 4 ks',
    'mount-canon': 'pro Canon',
    'mount-nikon': 'pro Nikon',
    'mount-sony': 'pro Sony',
    'mount-fujifilm': 'pro Fujifilm',
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
    canon: 'Japonská společnost zaměřená na zobrazovací techniku, která stojí za systémem EOS a řadou objektivů RF.',
    nikon: 'Více než století optiky z Tokia: bezzrcadlovky s bajonetem Z, objektivy NIKKOR a legendární zrcadlovky.',
    sony:
      'Výrobce bezzrcadlovek Alpha a obrazových snímačů v mnoha dalších fotoaparátech, k tomu ' +
      'proslulých sluchátek.',
    fujifilm:
      'Filmové dědictví v digitální podobě: fotoaparáty řady X a GFX se slavnými simulacemi filmů a ' +
      'instantní fotky instax.',
    panasonic:
      'Fotoaparáty LUMIX jsou oblíbené u tvůrců videa, s plnoformátovými těly L-Mount i těly Micro Four Thirds.',
    'om-system':
      'Nástupce fotoaparátů Olympus: kompaktní, utěsněná výbava Micro Four Thirds stvořená pro přírodu ' +
      'a cestování.',
    leica:
      'Německé jméno, které stojí za 35mm fotoaparátem, proslulé ručně dokončovanými těly a ' +
      'výjimečnými objektivy.',
    sigma:
      'Nezávislý výrobce objektivů z japonského Aizu, jehož řady Art, Contemporary a Sports pasují na ' +
      'většinu bajonetů.',
    tamron: 'Japonský specialista na optiku, proslulý lehkými, ostrými a cenově dostupnými zoomy pro bezzrcadlovky.',
    dji:
      'Firma ze Šen-čenu, která zpřístupnila leteckou fotografii všem a dnes vyrábí také gimbaly, ' +
      'akční kamery a bezdrátové mikrofony.',
    godox:
      'Značka osvětlení, jejíž bezdrátový systém blesků a LED světla se staly studiovým standardem za ' +
      'férové ceny.',
    manfrotto:
      'Italský výrobce stativů, hlav, světelných stativů a brašen, navrhovaných v podhůří Benátska od roku 1972.',
    'peak-design':
      'Značka ze San Franciska s promyšlenými fotobrašnami, popruhy, klipy a cestovními stativy s ' +
      'doživotní zárukou.',
    sandisk: 'Průkopník flash pamětí, jehož karty Extreme a Extreme PRO najdete v nespočtu fotobrašen.',
    rode: 'Australský výrobce mikrofonů ze Sydney, kterému důvěřují filmaři, podcasteři i streameři.',
    apple: 'Tvůrce iPhonu, Macu a iPadu, jejichž zařízení spolupracují v oblasti fotek, hudby i domácnosti.',
    samsung:
      'Korejský elektronický gigant, který stojí za telefony Galaxy, skládacími telefony, nositelnou ' +
      'elektronikou, rychlými SSD disky a paměťovými kartami.',
    gopro: 'Kalifornská značka, která vynalezla odolnou akční kameru, jež se dá připevnit kamkoli.',
    insta360:
      'Výrobce ze Šen-čenu, který nabízí 360° kamery, miniaturní nositelné kamery a gimbaly pro ' +
      'telefony se sledováním pomocí AI.',
    lowepro: 'Průkopník fotobrašen s kořeny v přírodě Colorada, známý odolnými a kvalitně polstrovanými batohy.',
  },
  shops: {
    'demo-camera-house':
      'Vlajkový ukázkový obchod s fotoaparáty, objektivy a vším, co se na ně nebo kolem nich nasazuje.',
    'lens-and-light-co':
      'Optika a světlo pod jednou střechou: světelné pevné objektivy, profesionální zoomy, blesky a ' +
      'studiová technika pro portrétní fotografy.',
    'skyline-aerial': 'Drony, FPV výbava a akční kamery, s gimbaly, které udrží každý záběr stabilní i na zemi.',
    'studio-sound-supply':
      'Mikrofony, monitorovací sluchátka a trvalá světla pro tvůrce, kteří nahrávají ve vlastním studiu.',
    'pocket-mobile':
      'Nejnovější smartphony a skládací telefony, k tomu hodinky, prsteny a sluchátka, která se k nim hodí.',
    'byte-and-pixel': 'Notebooky, tablety a monitory s věrnými barvami pro úpravy fotek a videa kdekoli.',
    'card-and-drive-depot':
      'Rychlé paměťové karty, externí SSD disky a čtečky, aby vám uprostřed focení nikdy nedošlo místo.',
    'trail-and-carry': 'Fotobatohy, sling brašny a pevné kufry stvořené pro stezky, letiště i vše mezi nimi.',
    'smart-nest-home':
      'Chytré reproduktory, soundbary, projektory a lokátory, se kterými je propojená domácnost hračka.',
  },
  ads: [
    { title: 'Dny bezzrcadlovek', subtitle: 'Až 20 % sleva na vybraná těla fotoaparátů' },
    { title: 'Nové telefony jsou tady', subtitle: 'Nejnovější vlajkové lodě od ověřených obchodů' },
    { title: 'Týden objektivů', subtitle: 'Pevné objektivy a zoomy za speciální ceny' },
    { title: 'Doprava zdarma od {{money:9900}}', subtitle: 'V zapojených obchodech, ve všech kategoriích' },
    { title: 'Sezóna dronů', subtitle: 'Leťte dál s novými drony a náhradními bateriemi' },
    { title: 'Slyšte každý detail', subtitle: 'Sluchátka a mikrofony pro tvůrce' },
    { title: 'Místo vám už nikdy nedojde', subtitle: 'Rychlé paměťové karty a externí SSD disky' },
    { title: 'Připraveni na cestu', subtitle: 'Fotobrašny a batohy na každý výlet' },
    { title: 'Chytré hodinky na každé zápěstí', subtitle: 'Sledujte běh, spánek i oznámení' },
    { title: 'Notebooky pro tvůrce', subtitle: 'Upravujte fotky a video kdekoli' },
  ],
  announcements: [
    {
      title: 'Vítejte na Polymartu: jak doručujeme o svátcích',
      body:
        'Vítejte na Polymartu! Nezávislé obchody z mnoha zemí teď prodávají fotoaparáty, objektivy, ' +
        'drony a mnohem víc na jednom místě a každou platbu bezpečně držíme, dokud není vaše objednávka ' +
        'dokončena.\n\n' +
        'Během státních svátků některé obchody na několik dní přeruší odesílání. Předpokládané datum ' +
        'doručení zobrazené v pokladně už harmonogram každého obchodu zohledňuje a náš tým podpory ' +
        'odpovídá na zprávy po celé sváteční období.',
    },
  ],
  flashDealTitle: 'Víkendové bleskové nabídky na fotoaparáty',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Jak vybrat svou první bezzrcadlovku',
      summary:
        'Velikost snímače, objektivy, ostření a rozpočet: čtyři otázky, na kterých nejvíc záleží, když ' +
        'přecházíte z telefonu na bezzrcadlovku.',
      body:
        'Přechod z telefonu na opravdový fotoaparát je vzrušující – a trochu zahlcující. Technické ' +
        'specifikace jsou dlouhé a každá značka tvrdí, že má nejlepší ostření. Dobrou zprávou je, že ' +
        'téměř každá dnes prodávaná bezzrcadlovka fotí výborně, takže skutečnou otázkou je, která se ' +
        'hodí k vašemu způsobu focení.\n\n' +
        'Začněte snímačem. Plnoformátová těla dávají nejčistší snímky při slabém světle a nejmenší ' +
        'hloubku ostrosti, ale ona i jejich objektivy stojí víc a víc váží. Fotoaparáty APS-C jsou ' +
        'menší, lehčí a výrazně levnější a na cesty, rodinné a pouliční focení bohatě stačí. Micro Four ' +
        'Thirds jde ve velikosti ještě dál, což ocení mnoho videotvůrců.\n\n' +
        'Pak myslete spíš na objektivy než na tělo. Objektivy si pravděpodobně necháte déle než svůj ' +
        'první fotoaparát, takže se dívejte na systém jako celek: existují cenově dostupné pevné ' +
        'objektivy, dobrý cestovní zoom a objektivy jiných výrobců? Bajonet s bohatou nabídkou objektivů ' +
        'vám dá prostor růst.\n\n' +
        'Pak si fotoaparát vezměte do ruky. Úchop, rozložení tlačítek a hledáček jsou důležitější než ' +
        'pár megapixelů navíc. Pokud můžete, vyzkoušejte si ho v prodejně, nebo si před nákupem na ' +
        'internetu pozorně přečtěte podmínky vrácení. Ověřte si také, zda lze displej vyklopit, což je ' +
        'velký rozdíl pro vlogování a focení z nízkého úhlu.\n\n' +
        'Nakonec si stanovte rozpočet, který zahrne i příslušenství: náhradní baterii, rychlou paměťovou ' +
        'kartu a brašnu. Tělo střední třídy s dobrým objektivem dá téměř vždy lepší snímky než špičkové ' +
        'tělo s levným kitovým zoomem. Kupte si fotoaparát, který budete opravdu nosit s sebou – a pak ' +
        'vyrazte fotit.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Pevné ohnisko, nebo zoom: jaký objektiv si koupit příště?',
      summary:
        'Dva týdny jsme fotili stejné scény s pevným 35mm objektivem a zoomem 24–70 mm. Tady je, v čem ' +
        'je každý z nich lepší.',
      body:
        'Dříve či později řeší každý fotograf stejnou otázku: světelné pevné ohnisko, nebo všestranný ' +
        'zoom? Abychom odpověděli poctivě, nasadili jsme pevný objektiv 35 mm f/1,8 a zoom 24–70 mm f/4 ' +
        'na stejný fotoaparát a dva týdny je střídali při street fotografii, portrétech a cestování.\n\n' +
        'Pevný objektiv vyhrál ve světle a charakteru. Při f/1,8 zachytí více než dvakrát tolik světla ' +
        'než zoom při f/4, což znamenalo nižší ISO v interiéru a nádherně měkké pozadí u portrétů. Je ' +
        'také menší a lehčí, takže fotoaparát šel s námi i ve dnech, kdy by jinak zůstal doma. Jediná ' +
        'ohnisková vzdálenost nás nutila hýbat se a přemýšlet o kompozici a několik našich ' +
        'nejoblíbenějších snímků vzniklo právě díky tomuto omezení.\n\n' +
        'Zoom vyhrál ve flexibilitě. Na trhu nebo na rodinné oslavě je k nezaplacení přejít během ' +
        'vteřiny ze širokého záběru na detail a promeškali jsme mnohem méně okamžiků. Moderní zoomy jsou ' +
        'působivě ostré a stabilizace obrazu vyrovná velkou část rozdílu ve světelnosti, pokud objekt ' +
        'stojí na místě.\n\n' +
        'Obrazová kvalita byla vyrovnanější, než jsme čekali. Zacloněné na f/5,6 daly oba objektivy ' +
        'ostré a kontrastní snímky a na výtiscích do formátu A3 jsme je spolehlivě nerozeznali. Skutečné ' +
        'rozdíly se projevily při slabém světle, v rozmazání pozadí a v tom, jak každý objektiv změnil ' +
        'náš způsob focení.\n\n' +
        'Náš verdikt: pokud už máte kitový zoom, je světelný pevný objektiv 35 mm nebo 50 mm tím ' +
        'nejpřínosnějším upgradem za své peníze. Pokud fotíte hlavně akce, cestování nebo video a ' +
        'potřebujete rychle reagovat, lépe vám poslouží dobrý standardní zoom. Mnoho fotografů nakonec ' +
        'skončí s jedním od každého, a to není špatná pozice.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Sezóna dronů je tady: pravidla, která by měl znát každý začátečník',
      summary:
        'Před prvním letem se naučte základy, které platí téměř všude: registrace, výškové limity, ' +
        'bezletové zóny a respekt k soukromí.',
      body:
        'Delší dny a klidnější počasí znamenají více dronů na obloze – a mnoho začínajících pilotů. Díky ' +
        'stabilizaci GPS a senzorům překážek je létání snazší než kdy dřív, pravidla se ale také ' +
        'zpřísnila. Předpisy se v jednotlivých zemích liší, proto si před vzletem vždy vše ověřte u ' +
        'národního úřadu pro civilní letectví. Níže uvedené zásady však platí téměř všude.\n\n' +
        'Znejte svou hmotnostní kategorii a zaregistrujte se, pokud je to nutné. V mnoha zemích spadají ' +
        'drony do 250 gramů do nejlehčí kategorie s nejmenšími povinnostmi, zatímco těžší modely ' +
        'vyžadují online registraci, základní teoretický test, nebo obojí. Registrační číslo musí být ' +
        'obvykle uvedeno na dronu. Potvrzení mějte v telefonu pro případ, že by se na něj někdo ptal.\n\n' +
        'Dodržujte výškové limity a vzdálenosti. Běžná maximální výška pro rekreační létání je zhruba ' +
        '120 metrů (400 stop) nad zemí a dron byste měli mít vždy v přímé viditelnosti. Nikdy nelétejte ' +
        'nad davy lidí a udržujte bezpečnou vzdálenost od osob, které se letu neúčastní.\n\n' +
        'Před každým letem zkontrolujte mapu. Letiště, heliporty, vojenské objekty, věznice a mnoho ' +
        'národních parků jsou pro drony omezené nebo uzavřené a dočasná omezení mohou vzniknout kvůli ' +
        'akcím nebo mimořádným událostem. Tyto zóny ukazuje většina aplikací výrobců i oficiální letecké ' +
        'mapy a některé drony v nich dokonce odmítnou vzlétnout.\n\n' +
        'Nakonec myslete na soukromí a pojištění. Natáčení lidí na jejich zahradách nebo skrz okna může ' +
        'porušovat zákony na ochranu soukromí, i když je samotné létání legální. Pojištění odpovědnosti ' +
        'je v některých zemích povinné a všude rozumné. Létejte zodpovědně, aby nebe zůstalo otevřené ' +
        'pro všechny – a domů si přivezete skvělé záběry.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Jak se starat o baterie a paměťové karty do fotoaparátu',
      summary:
        'Pár jednoduchých návyků udrží baterie v dobré kondici celé roky a ochrání vaše fotky před ' +
        'obávanou hláškou „chyba karty“.',
      body:
        'Baterie a paměťové karty jsou nejméně okouzlující částí výbavy, přesto stojí za většinou ' +
        'promeškaných záběrů a ztracených fotek. Dobrou zprávou je, že péče o ně zabere jen pár minut týdně.\n\n' +
        'Lithium-iontovým bateriím se nejlépe daří při nabití zhruba mezi 30 a 80 procenty. Pokud ' +
        'baterii několik týdnů nepoužijete, uložte ji napůl nabitou na chladném a suchém místě, ne plně ' +
        'nabitou ani úplně vybitou. Nikdy nenechávejte baterie v rozpáleném autě a v mrazu noste ' +
        'náhradní baterie ve vnitřní kapse, kde je tělesné teplo udrží déle v chodu. Kupujte originální ' +
        'nebo dobře hodnocené náhrady: levné neznačkové články nemusí mít řádné ochranné obvody.\n\n' +
        'Paměťové karty formátujte ve fotoaparátu, ne v počítači, a udělejte to pokaždé, když jste ' +
        'soubory bezpečně zkopírovali. Formátování ve fotoaparátu vytvoří souborový systém přesně tak, ' +
        'jak ho fotoaparát očekává, a snižuje riziko chyb. Nemažte snímky ve fotoaparátu jeden po ' +
        'druhém, protože to časem kartu fragmentuje.\n\n' +
        'S kartami zacházejte opatrně. Uchovávejte je v pevném pouzdře, mimo dosah písku a vlhkosti, a ' +
        'nikdy kartu nevyndávejte, dokud na ni fotoaparát ještě zapisuje; počkejte, až zhasne kontrolka ' +
        'přístupu. Na cestách používejte raději několik menších karet než jednu obrovskou, aby vás ' +
        'ztráta nebo poškození jedné nepřipravila o všechno.\n\n' +
        'Nakonec zálohujte, jakmile to jde. Jednoduchá rutina – kopie do notebooku a pak na externí disk ' +
        'nebo do cloudu – promění ztracenou kartu z katastrofy v pouhou nepříjemnost. Karty, které ' +
        'začaly hlásit chyby, vyřaďte a opotřebované baterie označte, aby zůstaly doma. Vaše budoucí já ' +
        '– i vaše fotky – vám poděkují.',
    },
    'lighting-a-home-studio': {
      title: 'Světlo v domácím studiu: srovnání LED panelů, softboxů a kruhových světel',
      summary:
        'V pokoji pro hosty jsme postavili tři začátečnické sady světel a s každou fotili portréty i ' +
        'produkty. Tady je, co funguje s malým rozpočtem.',
      body:
        'Na profesionální svícení nepotřebujete halu. Volný pokoj, pár metrů čtverečních zdi a správná ' +
        'světla stačí na portréty, produktové fotky a videohovory, které vypadají mnohem lépe než pod ' +
        'stropním světlem. Abychom zjistili, který přístup začátečníkům nejvíc vyhovuje, postavili jsme ' +
        'tři oblíbené sady ve stejné místnosti a každou týden používali.\n\n' +
        'S kruhovým světlem se začíná nejsnáz. Postavte ho před objekt, zapněte a dostanete ploché, ' +
        'rovnoměrné světlo s charakteristickým kulatým odleskem v očích. Je ideální na líčení, ' +
        'videohovory a krátká vertikální videa, ale vzhled brzy omrzí a tvář ani produkt příliš nevymodeluje.\n\n' +
        'Dva bicolor LED panely nám daly největší flexibilitu. Nehřejí, ukážou přesně výsledek ještě ' +
        'před stiskem spouště a umožní nastavit jas i teplotu barev od teplé po denní světlo. Holé ' +
        'panely ale svítí ostře, proto počítejte s difuzory nebo malými softboxy, které je změkčí.\n\n' +
        'Sada softboxů s trvalým světlem vytvořila nejlichotivější portréty. Velký softbox o rozměru 60 ' +
        'až 90 cm postavený pod úhlem 45 stupňů k objektu dává měkké, směrové světlo s jemnými stíny – ' +
        'klasický studiový vzhled. Daní je velikost: stativy a boxy zaberou pořádný kus podlahy a jejich ' +
        'sestavení trvá pár minut.\n\n' +
        'Pro první domácí studio doporučujeme jeden velký softbox jako hlavní světlo, jeden LED panel ' +
        'jako doplňkové světlo nebo světlo na pozadí a levnou bílou odrazku. Přidejte zatemňovací ' +
        'závěsy, aby denní světlo během focení neposouvalo barvy, a vždy sjednoťte teplotu barev svých ' +
        'světel. Začněte jednoduše, naučte se, jak se chová jedno světlo, a další přidávejte, až budete ' +
        'vědět, co chybí.',
    },
    'travel-photography-packing-list': {
      title: 'Co si zabalit na fotografickou cestu: co vzít a co nechat doma',
      summary:
        'Balte nalehko, foťte víc. Praktický kontrolní seznam fotovýbavy na cesty, od výběru objektivů ' +
        'po kabely, na které vždycky zapomenete.',
      body:
        'Nejlepší cestovní fotoaparát je ten, který budete rádi nosit ještě desátý den. Každý objektiv a ' +
        'vychytávka navíc přidávají váhu, zdržují vás při bezpečnostní kontrole a zvyšují šanci, že ' +
        'brašna zůstane v hotelu. Před každou cestou si vše rozložte a u každé věci se zeptejte: opravdu ' +
        'ji použiju?\n\n' +
        'Na většinu cest bohatě stačí jedno tělo a dva objektivy. Všestranný zoom od širokého úhlu po ' +
        'krátké tele zvládne krajinu, ulice i jídlo, zatímco malý světelný pevný objektiv se postará o ' +
        'večery, interiéry a portréty. Pokud je v plánu divoká příroda, vyměňte pevný objektiv za ' +
        'kompaktní telezoom, místo abyste přibalili třetí objektiv.\n\n' +
        'Pak přijde na řadu napájení a úložiště. Vezměte si aspoň dvě náhradní baterie, USB nabíječku, ' +
        'která je dobije z powerbanky, a univerzální cestovní adaptér. Zabalte víc paměťových karet, než ' +
        'si myslíte, že budete potřebovat, a k tomu malou čtečku karet nebo adaptér do telefonu, abyste ' +
        'mohli každý večer zálohovat.\n\n' +
        'Pak drobnosti, které zachrání den: utěrka z mikrovlákna a ofukovací balonek na prach, pláštěnka ' +
        'na fotoaparát (nebo třeba obyčejná koupací čepice), lehký cestovní stativ nebo ohebný ' +
        'ministativ na noční snímky a popruh, který se dá pohodlně nosit celý den. Obyčejná taška, která ' +
        'nekřičí „uvnitř je foťák“, na sebe v davu přitahuje méně pozornosti.\n\n' +
        'Nakonec mějte cennosti v příručním zavazadle, protože lithiové baterie obvykle nejsou v ' +
        'odbaveném zavazadle povoleny, a vezměte si účtenky nebo seznam sériových čísel pro celníky a ' +
        'pojišťovnu. Pokud plánujete létat s dronem v zahraničí, nejprve si ověřte místní pravidla. A ' +
        'nechte v brašně trochu místa: nejlepší suvenýry bývají ty, které jste si vůbec neplánovali koupit.',
    },
  },
  policies: {
    terms: {
      title: 'Obchodní podmínky',
      body:
        '## O těchto podmínkách\n\n' +
        'Tyto podmínky upravují vaše používání Polymartu, online tržiště, na kterém nezávislé obchody ' +
        'prodávají své produkty kupujícím. Vytvořením účtu nebo odesláním objednávky s nimi souhlasíte. ' +
        'Tržiště provozují provozovatelé Polymartu; samotné produkty prodávají obchody uvedené na ' +
        'stránce každého produktu.\n\n' +
        '## Váš účet\n\n' +
        'Při registraci musíte uvést pravdivé údaje a své heslo uchovávat v tajnosti. Odpovídáte za ' +
        'veškerou činnost na svém účtu. Účty zapojené do podvodů, zneužívání nebo opakovaného porušování ' +
        'těchto podmínek můžeme pozastavit nebo zrušit.\n\n' +
        '## Nakupování na Polymartu\n\n' +
        'Každá objednávka je smlouvou mezi vámi a obchodem, který zboží prodává. Ceny mohou být ' +
        'zobrazeny v několika měnách; přepočtené ceny slouží pouze pro vaše pohodlí a účtovaná částka je ' +
        'ta, která je potvrzena v pokladně. Obchody odpovídají za své nabídky, skladové zásoby, dopravu ' +
        'a záruky na produkty.\n\n' +
        '## Platby a peněženka\n\n' +
        'Platit můžete zůstatkem v peněžence Polymart, platební kartou nebo na dobírku, pokud ji obchod ' +
        'nabízí. Platby drží Polymart a obchodu je uvolní až po dokončení objednávky, což chrání ' +
        'kupující i prodávající. Vrácené peníze se připisují do vaší peněženky nebo na původní platební ' +
        'metodu, jak popisují naše Podmínky vrácení zboží.\n\n' +
        '## Prodej na Polymartu\n\n' +
        'O otevření obchodu může požádat kdokoli. Žádosti posuzují provozovatelé Polymartu, kteří si ' +
        'mohou vyžádat doplňující informace a mohou odmítnout nebo pozastavit obchody, jež nesplňují ' +
        'standardy tržiště. Prodejci musí dodržovat zákony, popisovat produkty pravdivě a odesílat zboží ' +
        've lhůtě, kterou slíbí. Polymart si z dokončených prodejů účtuje provizi, jak je uvedeno v ' +
        'Centru prodejce.\n\n' +
        '## Zakázané zboží a jednání\n\n' +
        'Padělky, kradené věci, zboží porušující práva duševního vlastnictví a cokoli, co nelze legálně ' +
        'prodávat v zemi určení, nejsou povoleny. Recenze musí odrážet skutečné zkušenosti. Manipulace s ' +
        'hodnocením, přijímání plateb mimo platformu nebo obtěžování ostatních uživatelů může vést ke ' +
        'zrušení vašeho účtu.\n\n' +
        '## Odpovědnost a změny\n\n' +
        'Polymart poskytuje platformu tak, jak je, a není prodávajícím zboží nabízeného obchody. V ' +
        'rozsahu povoleném zákonem neodpovídají provozovatelé Polymartu za nepřímé ani následné škody. ' +
        'Tyto podmínky můžeme čas od času aktualizovat; podstatné změny oznámíme na webu před nabytím ' +
        'jejich účinnosti a dalším používáním Polymartu vyjadřujete souhlas s aktualizovanými podmínkami.',
    },
    support: {
      title: 'Nápověda a podpora',
      body:
        '## Jak vám můžeme pomoci?\n\n' +
        'Většinu odpovědí už najdete ve svém účtu: stav objednávky, údaje o sledování zásilky i žádosti ' +
        'o vrácení peněz jsou v sekci Moje objednávky. Pokud tam nenajdete, co potřebujete, rády vám ' +
        'pomohou obchody i tým podpory Polymartu.\n\n' +
        '## Kontaktování obchodu\n\n' +
        'S dotazy k produktu, kompatibilitě, skladové dostupnosti nebo době doručení se nejrychleji ' +
        'obrátíte přímo na obchod zprávou ze stránky produktu nebo z vaší objednávky. Obchody se snaží ' +
        'odpovídat do dvou pracovních dnů a celá konverzace zůstává připojena k vaší objednávce.\n\n' +
        '## Kontaktování podpory Polymartu\n\n' +
        'Pokud obchod neodpovídá, nebo se váš dotaz týká plateb, peněženky či účtu, kontaktujte podporu ' +
        'Polymartu přes formulář nápovědy ve svém účtu nebo e-mailem na support@polymart.example. Uveďte ' +
        'číslo objednávky, abychom vám mohli pomoci rychleji. Odpovídáme do jednoho pracovního dne, od ' +
        'pondělí do pátku.\n\n' +
        '## Sledování objednávky\n\n' +
        'Jakmile obchod vaši objednávku odešle, zobrazí se na stránce objednávky číslo pro sledování ' +
        'zásilky a obdržíte oznámení. Doba doručení závisí na tom, kde obchod sídlí, a na způsobu ' +
        'dopravy zvoleném v pokladně. Pokud se sledování několik dní neaktualizovalo, obraťte se nejprve ' +
        'na obchod.\n\n' +
        '## Potíže s platbou\n\n' +
        'Pokud platba kartou selže, zkontrolujte údaje karty a limity své banky, nebo zaplaťte zůstatkem ' +
        'v peněžence. Při platbě na dobírku mějte prosím částku připravenou, když dorazí kurýr. Dobití ' +
        'peněženky bankovním převodem se připíše, jakmile provozovatelé Polymartu potvrdí přijetí platby.\n\n' +
        '## Spory\n\n' +
        'Pokud se s obchodem nedohodnete na vrácení zboží nebo peněz, můžete ze stránky žádosti o ' +
        'vrácení peněz požádat provozovatele Polymartu o zásah. Projdeme zprávy, fotografie a údaje o ' +
        'sledování zásilky od obou stran a učiníme konečné rozhodnutí, obvykle do pěti pracovních dnů.',
    },
    return: {
      title: 'Podmínky vrácení zboží a peněz',
      body:
        '## Vaše právo na vrácení\n\n' +
        'O vrácení zboží můžete požádat do 7 dnů od doručení objednávky. Datem doručení je datum ' +
        'zaznamenané dopravcem nebo potvrzené ve vaší objednávce. Některé obchody nabízejí delší lhůtu ' +
        'pro vrácení; v takovém případě ji uvádějí na stránce produktu.\n\n' +
        '## Jak požádat o vrácení peněz\n\n' +
        'Otevřete Moje objednávky, vyberte objednávku a zvolte Požádat o vrácení peněz. Uveďte, které ' +
        'položky chcete vrátit a proč, a pokud zboží dorazilo poškozené nebo neodpovídá popisu, přiložte ' +
        'fotografie. Obchod vaši žádost posoudí, obvykle do dvou pracovních dnů, a pošle vám pokyny k vrácení.\n\n' +
        '## Stav vraceného zboží\n\n' +
        'Zboží by mělo být vráceno kompletní, se všemi doplňky, návody a v původním obalu, a ve stavu, v ' +
        'jakém jste ho obdrželi. Otevřené paměťové karty, sluchátka do uší a softwarové licence lze ' +
        'vrátit pouze v případě vady. Před odesláním prosím z telefonů, počítačů a fotoaparátů odstraňte ' +
        'své osobní údaje a účty.\n\n' +
        '## Náklady na zpětnou dopravu\n\n' +
        'Pokud je zboží vadné, poškozené při přepravě nebo neodpovídá popisu, hradí zpětnou dopravu ' +
        'obchod. Z jiných důvodů, například když si nákup rozmyslíte, hradí zpětnou dopravu kupující, ' +
        'pokud obchod neuvádí jinak. Vždy používejte sledovanou zásilku a uschovejte si doklad o podání.\n\n' +
        '## Vrácení peněz\n\n' +
        'Jakmile obchod zboží obdrží a potvrdí jeho stav, peníze vrátí do tří pracovních dnů. Platby ' +
        'peněženkou nebo kartou se vracejí do peněženky nebo na původní kartu; objednávky na dobírku se ' +
        'vracejí do vaší peněženky Polymart. V závislosti na vaší bance se může vrácení na kartu objevit ' +
        'na výpisu až o několik dní později.\n\n' +
        '## Pokud je vaše žádost zamítnuta\n\n' +
        'Pokud obchod vaši žádost zamítne a vy s tím nesouhlasíte, můžete požádat provozovatele ' +
        'Polymartu o její přezkoumání. Protože Polymart drží platby až do dokončení objednávky, ' +
        'zůstávají vaše peníze po dobu řešení případu chráněny.',
    },
    privacy: {
      title: 'Zásady ochrany osobních údajů',
      body:
        '## Kdo jsme\n\n' +
        'Tyto zásady vysvětlují, jak provozovatelé Polymartu shromažďují a používají osobní údaje, když ' +
        'používáte tržiště Polymart. Obchody, které na Polymartu prodávají, také dostávají některé vaše ' +
        'údaje, aby mohly vyřídit vaše objednávky, a odpovídají za to, že s nimi budou nakládat řádně.\n\n' +
        '## Údaje, které shromažďujeme\n\n' +
        'Shromažďujeme údaje, které nám poskytnete, například jméno, e-mailovou adresu, telefonní číslo ' +
        'a doručovací adresy, a také vaše objednávky, žádosti o vrácení peněz, recenze a zprávy s ' +
        'obchody a podporou. Vedeme záznamy o transakcích v peněžence a o platbách, ale úplná čísla ' +
        'karet zpracovávají naši poskytovatelé plateb a Polymart je nikdy neukládá. Shromažďujeme také ' +
        'technické údaje, jako je vaše zařízení, jazyk prohlížeče, IP adresa a cookies.\n\n' +
        '## Jak vaše údaje používáme\n\n' +
        'Vaše údaje používáme k vytvoření a zabezpečení vašeho účtu, zpracování objednávek a plateb, ' +
        'zajištění doručení, vyřizování vrácení a poskytování podpory. Používáme je také k předcházení ' +
        'podvodům, udržení bezpečnosti tržiště a zlepšování našich služeb. Marketingová sdělení vám ' +
        'posíláme pouze s vaším souhlasem a odhlásit se můžete kdykoli.\n\n' +
        '## Sdílení s obchody a partnery\n\n' +
        'Když odešlete objednávku, obchod obdrží vaše jméno, doručovací adresu a telefonní číslo, aby ' +
        'mohl zboží odeslat. S poskytovateli plateb, dopravci a hostingovými službami sdílíme údaje ' +
        'pouze v rozsahu, který potřebují ke své práci. Vaše osobní údaje neprodáváme.\n\n' +
        '## Cookies\n\n' +
        'Používáme nezbytné cookies, abychom vás udrželi přihlášené a zapamatovali si váš jazyk, měnu a ' +
        'nákupní košík. Volitelné analytické cookies, které nám pomáhají pochopit, jak se web používá, ' +
        'nastavujeme pouze s vaším souhlasem.\n\n' +
        '## Uchovávání a zabezpečení\n\n' +
        'Vaše údaje uchováváme po dobu, kdy je váš účet aktivní, a poté pouze po dobu, kterou vyžaduje ' +
        'zákon, například kvůli účetním záznamům. Údaje jsou při přenosu šifrovány, přístup k nim mají ' +
        'jen zaměstnanci, kteří ho potřebují, a naše bezpečnostní opatření pravidelně prověřujeme.\n\n' +
        '## Vaše práva\n\n' +
        'Ke svým osobním údajům můžete získat přístup, opravit je, exportovat nebo vymazat a vznést ' +
        'námitku proti některým způsobům jejich použití, a to v nastavení účtu nebo napsáním na ' +
        'privacy@polymart.example. Pokud se domníváte, že jsme s vašimi údaji nenakládali řádně, máte ' +
        'také právo podat stížnost u místního úřadu pro ochranu osobních údajů.',
    },
    about_us: {
      title: 'O Polymartu',
      body:
        '## Kdo jsme\n\n' +
        'Polymart je online tržiště, které sdružuje nezávislé obchody specializované na fotoaparáty, ' +
        'objektivy a fotopříslušenství, ale také na drony, audio, telefony, počítače, nositelnou ' +
        'elektroniku, brašny, paměti a chytrou domácnost. Místo jednoho velkého skladu jsme komunitou ' +
        'prodejců, kteří své produkty znají do posledního detailu.\n\n' +
        '## Mnoho obchodů, jedna pokladna\n\n' +
        'Každý produkt na Polymartu prodává nezávislý obchod, od malých specializovaných prodejen po ' +
        'dlouho zavedené prodejce. Můžete procházet, porovnávat a nakupovat u mnoha z nich na jednom ' +
        'místě, ve svém jazyce a měně, a vše zaplatit v jediném košíku.\n\n' +
        '## Platby, kterým můžete věřit\n\n' +
        'Vaše platba jde Polymartu, ne přímo prodejci. Bezpečně ji držíme, dokud není vaše objednávka ' +
        'dokončena, a teprve pak ji vyplatíme obchodu. Platit můžete peněženkou Polymart, kartou nebo na ' +
        'dobírku, pokud ji obchod nabízí. Pokud se něco pokazí, můžete do 7 dnů od doručení požádat o ' +
        'vrácení peněz.\n\n' +
        '## Obchody, za kterými stojíme\n\n' +
        'Každý obchod posoudí a schválí provozovatelé Polymartu dříve, než může začít prodávat. ' +
        'Sledujeme hodnocení, doby doručení i žádosti o vrácení peněz a zasáhneme, když obchod nesplňuje ' +
        'standardy, které naši kupující očekávají.\n\n' +
        '## Pro všechny, kdo milují fotografování\n\n' +
        'Mnoho lidí, kteří stojí za Polymartem a jeho obchody, samo fotografuje. Na našem blogu najdete ' +
        'nákupní průvodce, praktické recenze a užitečné tipy, které vám pomohou vytěžit z vaší výbavy víc.\n\n' +
        '## Přidejte se k nám\n\n' +
        'Provozujete obchod s fotoaparáty nebo prodáváte techniku, na které vám záleží? Požádejte o ' +
        'otevření obchodu ze svého účtu a oslovte kupující v 19 jazycích. Máte dotaz k objednávce? ' +
        'Nejlepším místem, kde začít, je naše stránka Nápověda a podpora.',
    },
  },
};
