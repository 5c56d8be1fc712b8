// Demo texts in Hungarian (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Full frame MILC fényképezőgép',
      short: 'Nagy szenzor kompakt vázban: gazdag részletek, krémes bokeh és tiszta képek gyenge fényben is.',
      description:
        'A 35 mm-es filmkocka méretű full frame szenzor több fényt gyűjt, így szélesebb ' +
        'dinamikatartományt és alacsonyabb zajszintet ad. A gyors autofókusz és az erős videós funkciók ' +
        'sokoldalú eszközzé teszik haladó amatőrök és profik kezében egyaránt.',
    },
    'apsc-mirrorless': {
      name: 'APS-C MILC fényképezőgép',
      short: 'Cserélhető objektíves képminőség könnyű vázban, amelyet bárhová magával vihet.',
      description:
        'Az APS-C szenzor jó egyensúlyt teremt a képminőség, a méret és az ár között, a crop faktor ' +
        'pedig extra nagyítást ad a teleobjektíveknek. Ideális első cserélhető objektíves gépnek, ' +
        'utazáshoz vagy könnyű második váznak.',
    },
    'fullframe-dslr': {
      name: 'Full frame DSLR fényképezőgép',
      short: 'Optikai kereső, strapabíró kialakítás és hosszú akkuidő azoknak, akik egész nap fotóznak.',
      description:
        'A tükör és a pentaprizma késleltetés nélkül, az objektíven keresztül mutatja a témát, a full ' +
        'frame szenzor pedig széles dinamikatartományt és magas ISO-n is tiszta képeket ad. Az ' +
        'időjárásálló vázak, a megbízható autofókusz és a kompatibilis objektívek hatalmas kínálata ' +
        'miatt a hivatásos fotósok kedvence maradt.',
    },
    'apsc-dslr': {
      name: 'APS-C DSLR fényképezőgép',
      short: 'Megbízható, könnyen megtanulható DSLR, amely az első képektől a komoly hobbiig Önnel fejlődik.',
      description:
        'Az APS-C DSLR fényes optikai keresőt kombinál egy olyan szenzorral, amely elég nagy a valódi ' +
        'háttérelmosáshoz és a gyenge fényű felvételekhez. Az útmutató menük, a hosszú akkuidő és a ' +
        'megfizethető objektívek széles választéka miatt kiváló választás a fotózás megtanulásához.',
    },
    'premium-compact': {
      name: 'Prémium kompakt fényképezőgép',
      short: 'Nagy szenzoros fényképezőgép, amely elfér a kabátzsebben.',
      description:
        'Az 1 colos vagy nagyobb szenzor és a fényerős beépített objektív a telefonokénál jóval jobb ' +
        'képminőséget ad, RAW fájlokkal és teljes manuális vezérléssel. Csendes, diszkrét és mindig ' +
        'bevethető: ez az a gép, amelyet tényleg minden nap magánál hord.',
    },
    'travel-zoom-compact': {
      name: 'Szuperzoomos kompakt fényképezőgép',
      short: 'A széles tájképektől a távoli részletekig egyetlen zsebre tehető gép lefedi az egész utazást.',
      description:
        'A hosszú optikai zoom karcsú vázba húzódik vissza, így előbb a város látképét komponálhatja ' +
        'meg, aztán kiemelhet egy arcot a tér túloldaláról. Az optikai képstabilizátor, a telefonra ' +
        'történő egyszerű átvitel és az intelligens automata módok gond nélkül éles nyaralós képeket ' +
        'biztosítanak.',
    },
    'instant-camera': {
      name: 'Instant fényképezőgép',
      short: 'Nyomja le az exponálógombot, és néhány másodperc múlva valódi fotót tart a kezében.',
      description:
        'Az instant fényképezőgép különleges, magától előhívódó filmet exponál, így minden felvételből ' +
        'egyedi kép lesz. Az egyszerű kezelés, a beépített vaku és a szelfitükör a bulik, esküvők és ' +
        'baráti utazások sztárjává teszi.',
    },
    'instant-film': {
      name: 'Instant filmcsomag',
      short: 'Friss filmcsomagok klasszikus fehér kerettel vagy vidám színes szegéllyel instant fényképezőgépéhez.',
      description:
        'Minden csomag meghatározott számú, magától előhívódó képkockát tartalmaz fényzáró kazettában, ' +
        'amely másodpercek alatt betölthető. Ellenőrizze, milyen filmformátumot használ a gépe, és a ' +
        'legszebb színekért tárolja a csomagokat hűvös helyen.',
    },
    'standard-zoom': {
      name: 'Standard zoom objektív',
      short: 'Az objektív, amely mindig a gépen van: nagy látószögtől a rövid teléig, fényerős és éles optikával.',
      description:
        'A nagyjából 24–70 mm-es vagy hasonló tartományt lefedő standard zoom objektívcsere nélkül ' +
        'boldogul tájképekkel, utcai jelenetekkel, rendezvényekkel és portrékkal. A magasabb kategóriás ' +
        'változatok állandó nagy fényerőt, időjárásállóságot és csendes, fotózáshoz és videózáshoz ' +
        'egyaránt ideális AF-motorokat kínálnak.',
    },
    'kit-zoom': {
      name: 'Kit zoom objektív',
      short: 'Kompakt, megfizethető zoom, amellyel már a doboz kibontása után nekiláthat a mindennapi fotózásnak.',
      description:
        'A gyakran új vázzal együtt, kitben árult zoom a nagy látószögtől a rövid teléig terjed, könnyű ' +
        'és kompakt tubusban. Kis tömege és sima, csendes autofókusza miatt kiváló első objektív és ' +
        'praktikus útitárs.',
    },
    'telephoto-zoom': {
      name: 'Tele zoom objektív',
      short: 'Hozza közel a távoli témákat: sport, vadvilág és portrék tömörített perspektívával.',
      description:
        'A tele zoomok jellemzően 70–200 mm vagy 100–400 mm tartományt fednek le, így helyváltoztatás ' +
        'nélkül komponálhat újra. Az optikai stabilizátor és a gyors, pontos autofókusz élesen tartja a ' +
        'mozgó témát, a hosszú gyújtótávolság pedig lágy elmosódássá olvasztja a hátteret.',
    },
    'super-telephoto': {
      name: 'Szupertele objektív',
      short: 'Extrém nagyítás madarakhoz, vadvilághoz és stadionbeli sporteseményekhez.',
      description:
        'A nagyjából 400 mm-től induló gyújtótávolsággal a szupertele objektív olyan témákkal tölti ki a ' +
        'képkockát, amelyeket sosem tudna megközelíteni. A speciális optikai elemek kordában tartják a ' +
        'lencsehibákat, a forgatható állványgyűrű és a hatékony stabilizátor pedig segít kezelni a ' +
        'hosszú tubust.',
    },
    'ultra-wide-zoom': {
      name: 'Ultra nagy látószögű zoom objektív',
      short: 'Hatalmas tájak, égbe törő épületek és szűk belső terek egyetlen képkockán.',
      description:
        'A full frame-en 16 mm alatt induló ultra nagy látószögű zoom felnagyítja a mélységet, és a ' +
        'jelenetbe vezeti a tekintetet. A gondos optikai korrekció egyenesen tartja a vonalakat, ezért a ' +
        'tájkép-, ingatlan- és asztrofotósok, valamint a vloggerek kedvence.',
    },
    'fisheye-lens': {
      name: 'Halszemobjektív',
      short: 'Látványos, akár 180 fokos ívelt látómező igazán merész képekhez.',
      description:
        'A halszemobjektív az egyenes vonalakat lendületes ívekké hajlítja, és rendkívül széles ' +
        'látómezőt rögzít. Népszerű a gördeszkás és koncertfotózásban, a kreatív építészeti fotózásban ' +
        'és a 360 fokos panorámáknál, kis mérete miatt pedig könnyen magával viheti.',
    },
    'portrait-prime': {
      name: 'Portré fix objektív',
      short: 'Nagy fényerő a kedvező perspektíváért és a témát kiemelő, krémes bokeh-ért.',
      description:
        'A 85 mm körüli gyújtótávolság kényelmes munkatávolságból, természetesen adja vissza az arcokat. ' +
        'Az f/1.4-es vagy f/1.8-as nagy rekesz rengeteg fényt enged be és lágyítja a hátteret, a gyors, ' +
        'pontos autofókusz pedig tűéles szemeket biztosít.',
    },
    'macro-lens': {
      name: 'Makróobjektív',
      short: 'Az életnagyságú leképezés feltárja a rovarok, virágok és termékek rejtett részleteit.',
      description:
        'Egy valódi makróobjektív olyan közelre fókuszál, hogy 1:1 arányban képezi le a témát, így egy ' +
        'kis érme is kitölti a teljes szenzort. Kivételes, széltől szélig tartó élessége miatt ' +
        'portrékhoz és termékfotózáshoz is kiváló választás.',
    },
    'travel-tripod': {
      name: 'Utazóállvány',
      short: 'Kicsire és könnyűre csukható, mégis magasan és stabilan áll ott, ahol a fény épp tökéletes.',
      description:
        'A fej köré visszahajtható lábak, a könnyű alumínium vagy szénszálas csövek és a gyors lábzárak ' +
        'révén az utazóállvány könnyen becsomagolható és gyorsan felállítható. Használja naplementékhez, ' +
        'éjszakai városképekhez, hosszú záridős felvételekhez és önkioldós csoportképekhez.',
    },
    'video-monopod': {
      name: 'Videós monopod',
      short: 'Stabil, folyamatos kameramozgások, azzal a szabadsággal, hogy másodpercek alatt áthelyezkedhet.',
      description:
        'A folyadékfej és a kis kihajtható talp révén a videós monopod önállóan is megáll, miközben Ön ' +
        'egyenletesen pásztáz és billent. Átveszi a gép súlyát rendezvényeken, esküvőkön és ' +
        'sporteseményeken, ahol egy teljes állvány csak útban lenne.',
    },
    'camera-gimbal': {
      name: 'Gimbal fényképezőgéphez',
      short: 'Motoros stabilizálás sima, filmszerű felvételekhez mozgás közben is.',
      description:
        'Három kefe nélküli motor egyenlít ki minden döccenést és remegést, így a sétálós, körbeforgó és ' +
        'felfedő snittek olyanok, mintha kamerakocsiról vették volna fel őket. MILC és DSLR ' +
        'felszerelésekhez méretezve követő módokat, gyors kiegyensúlyozást és alkalmazásos vezérlést ' +
        'kínál a kreatív mozgásokhoz.',
    },
    'phone-gimbal': {
      name: 'Okostelefon-gimbal',
      short: 'Alakítsa telefonját témakövető, sima videós eszközzé, amely összecsukva elfér a zsebben.',
      description:
        'A háromtengelyes gimbal vízszintesen és stabilan tartja a telefont séta, futás vagy pásztázás ' +
        'közben, így a felvételek sokkal profibbnak hatnak. A témakövetés, a timelapse módok és a hozzá ' +
        'tartozó alkalmazás egyérintéses kreatív mozgásai gyerekjátékká teszik a vlogokat és az úti ' +
        'videókat.',
    },
    'camera-battery': {
      name: 'Tölthető fényképezőgép-akkumulátor',
      short: 'Egy tartalék akku a táskában, és soha nem marad le a nap utolsó képéről.',
      description:
        'A beépített védőáramkörrel ellátott lítiumion cellák egyenletes energiát adnak, és jelzik a ' +
        'gépnek a hátralévő töltöttséget. Ellenőrizze, hogy az akkumulátor illik-e a fényképezőgépe ' +
        'típusához; sok típus USB-n keresztül a gépben vagy külön töltőben tölthető.',
    },
    'battery-grip': {
      name: 'Portrémarkolat',
      short: 'Duplázza meg az akkuidőt, és kényelmes fogást kap álló tájolású fotózáshoz.',
      description:
        'A portrémarkolat a gép aljára rögzül, és egy vagy két extra akkumulátort fogad. A második ' +
        'exponálógomb és kezelőszervek révén az álló képek készítése ugyanolyan természetes, mint a ' +
        'fekvőké, a nagyobb tömeg pedig kiegyensúlyozza a hosszú objektíveket.',
    },
    'camera-strap': {
      name: 'Fényképezőgép-szíj',
      short: 'Kényelmes, gyorsan állítható viselet, amely biztonságban és készenlétben tartja a gépet.',
      description:
        'A párnázott vagy szőtt szíjak elosztják a súlyt a nyakon vagy a vállon, a gyorskioldós ' +
        'csatlakozókkal pedig másodpercek alatt válthat nyakba akasztós, keresztpántos és csuklószíjas ' +
        'viselet között. A tartós anyagok és a biztos rögzítési pontok hosszú napokon is védik a ' +
        'felszerelését.',
    },
    'capture-clip': {
      name: 'Övcsipesz fényképezőgéphez',
      short: 'Hordja a gépet a hátizsák pántján vagy az övén, és vegye elő egy pillanat alatt.',
      description:
        'A masszív csipesz a hátizsák vállpántjára vagy az övre rögzül, a gép állványmenetébe csavart ' +
        'gyorskioldó lap pedig szilárdan a helyén tartja a fényképezőgépet. Túrázók, utazók és ' +
        'rendezvényfotósok keze szabad marad, gépük pedig készenlétben van, nyakfájás nélkül.',
    },
    'mini-drone': {
      name: 'Mini kamerás drón',
      short: 'Tenyérnyi, összecsukható és könnyen vezethető, stabilizált kamerával a lenyűgöző légi felvételekért.',
      description:
        'A könnyű mini drónok telefonméretűre csukhatók össze, és sok helyen a legkönnyebb regisztrációs ' +
        'kategóriába tartoznak. A stabilizált kamera, a GPS-es helymeghatározás, az automatikus ' +
        'hazatérés és az intelligens repülési módok még az első repülésnél is könnyűvé teszik a ' +
        'filmszerű felvételeket. Mindig ellenőrizze a helyi repülési szabályokat.',
    },
    'pro-camera-drone': {
      name: 'Professzionális kamerás drón',
      short: 'Nagy szenzoros kamera a levegőben, hosszú repülési idővel és megbízható akadályelkerüléssel.',
      description:
        'A professzionális drónok nagyobb szenzorokat hordoznak, gyakran több kamerával és ' +
        'színkorrekcióhoz ideális, nagy bitrátájú videóprofilokkal. A minden irányú érzékelés, a nagy ' +
        'hatótávú jelátvitel és a szélállóság révén filmesek, földmérők és ellenőrök is magabiztosan ' +
        'dolgozhatnak.',
    },
    'fpv-drone': {
      name: 'FPV drón',
      short: 'Repüljön a pilótaülésből, magával ragadó, nagy sebességű, belső nézetes felvételekkel.',
      description:
        'Az FPV (first person view) drónok élőben küldik a videót a szemüvegbe, így résekben suhanhat ' +
        'át, autókat üldözhet, és sziklafalak mentén zuhanhat alá. A manuális repülési módok meghálálják ' +
        'a gyakorlást, az asszisztált módok és a vészfékezés pedig segítenek a kezdőknek biztonságosan a ' +
        'levegőbe emelkedni.',
    },
    'fpv-goggles': {
      name: 'FPV szemüveg',
      short: 'Éles, alacsony késleltetésű kép közvetlenül a szeme előtt, a repülés teljes átéléséért.',
      description:
        'Az FPV szemüveg fényes mikrokijelzőket, állítható lencséket és alacsony késleltetésű vevőt ' +
        'egyesít, hogy pontosan azt mutassa, amit a drón lát. Ellenőrizze, hogy a szemüveg ugyanazt a ' +
        'videóátviteli rendszert használja-e, mint a drónja; sok típus a felvételt is rögzíti, és ' +
        'támogatja a fejkövetést.',
    },
    'action-camera': {
      name: 'Akciókamera',
      short: 'Apró, strapabíró és vízálló, olyan stabilizálással, amely minden menetet simává tesz.',
      description:
        'Az akciókamerák nagy felbontású, nagy képkockasebességű videót rögzítenek sisakról, kormányról, ' +
        'szörfdeszkáról vagy mellkasi rögzítőről. Az elektronikus stabilizálás, a robusztus vízálló ház ' +
        'és a gyorskioldós rögzítők kerékpározásra, búvárkodásra, síelésre és mindennapi vlogolásra is ' +
        'készen állnak.',
    },
    'camera-360': {
      name: '360 fokos kamera',
      short: 'Rögzítsen mindent maga körül, és utólag válassza ki a tökéletes nézőpontot.',
      description:
        'Két egymással szemben álló ultra nagy látószögű objektív teljes gömböt rögzít, amelyet az ' +
        'alkalmazás varratmentes 360 fokos fotóvá vagy videóvá fűz össze. Utólag hagyományos, sík klippé ' +
        'komponálhatja újra, automatikusan eltüntetheti a szelfibotot, vagy magával ragadó virtuális ' +
        'túrákat és VR-tartalmakat oszthat meg.',
    },
    speedlight: {
      name: 'Rendszervaku',
      short: 'Hordozható, erős fény, amely a gépre szerelve mindenhová elkíséri.',
      description:
        'Vakupapucsra illeszthető vaku automatikus TTL-expozícióval, dönthető és forgatható fejjel és ' +
        'gyors töltési idővel, rendezvényekhez, portrékhoz és beltéri munkához. Lágy fényért vakuzzon ' +
        'indirekten a mennyezetre, kreatívabb hatásért pedig vezeték nélküli kioldóval használja a gépen ' +
        'kívül.',
    },
    'studio-strobe': {
      name: 'Stúdióvaku',
      short: 'Komoly vakuteljesítmény és állandó színvisszaadás portrékhoz, termékfotókhoz és divatfotózáshoz.',
      description:
        'Monoblokk vaku stúdióba vagy helyszíni munkához, a rendszervakuknál jóval nagyobb ' +
        'teljesítménnyel és beállítófénnyel a fény előnézetéhez. A bajonettje softboxokat, ernyőket és ' +
        'reflektorokat fogad, a pontos teljesítménylépcsők pedig megkönnyítik, hogy ugyanazt a ' +
        'beállítást képről képre megismételje.',
    },
    'led-panel': {
      name: 'LED videólámpa',
      short: 'Lágy, villogásmentes folyamatos fény, amely már fotózás közben mutatja az eredményt.',
      description:
        'Lapos LED-panel állítható fényerővel és színhőmérséklettel, amely interjúknál, streamelésnél és ' +
        'videóhívásoknál ugyanúgy megállja a helyét, mint fotózásnál. Hálózatról vagy akkumulátorról ' +
        'működik, tapintásra hideg marad, és másodpercek alatt felszerelhető lámpaállványra vagy ' +
        'hidegpapucsra.',
    },
    'rgb-tube-light': {
      name: 'RGB LED-cső',
      short: 'Bármilyen szín, bármilyen effekt: kreatív fény egy karcsú csőben, amelyet egy kézzel is tarthat.',
      description:
        'Akkumulátoros LED-cső teljes RGB színskálával, állítható fehér fénnyel és beépített ' +
        'effektekkel, például rendőrségi villogóval, tűzzel és villámlással. Használja a képben látható ' +
        'gyakorlati fényként, hajfényként vagy színes háttérkiemelésként, és vezéreljen egyszerre több ' +
        'csövet egy telefonos alkalmazásból.',
    },
    softbox: {
      name: 'Softbox',
      short: 'A kemény vaku- vagy LED-fényt lágy, hízelgő megvilágítássá alakítja.',
      description:
        'Összecsukható fényformáló, amelynek diffúzorpanelje egyenletesen szórja a fényt, és lágyítja az ' +
        'árnyékokat az arcokon és a termékeken. Szállításhoz laposra csukható, adaptergyűrűvel ' +
        'csatlakozik a lámpához, és textil méhsejtráccsal is felszerelhető a szórt fény kordában ' +
        'tartásához.',
    },
    'light-stand': {
      name: 'Lámpaállvány',
      short: 'Stabil, állítható alap lámpákhoz, fényformálókhoz és háttérhez.',
      description:
        'Teleszkópos állvány szélesre nyíló lábakkal és szabványos csappal, amely a vakukat, ' +
        'LED-paneleket és softboxokat pontosan a megfelelő magasságban tartja. Könnyű, mégis stabil, ' +
        'helyszíni fotózáshoz kicsire csukható, kültéren pedig egy homokzsák a lábakon extra biztonságot ' +
        'ad.',
    },
    'shotgun-mic': {
      name: 'Puskamikrofon',
      short: 'Tiszta, fókuszált hang onnan, ahová irányítja.',
      description:
        'Irányított mikrofon, amely kiszűri az oldalról és hátulról érkező zaj nagy részét, így a hangok ' +
        'és minden, ami előtte van, tisztán szól. Szerelje a gép vakupapucsára vagy egy mikrofonrúdra, ' +
        'kültéri felvételnél pedig tegyen rá szélfogót.',
    },
    'wireless-mic': {
      name: 'Vezeték nélküli mikrofonrendszer',
      short: 'Csíptethető adók tiszta párbeszédhez bárhol, egyetlen kábel nélkül.',
      description:
        'A kompakt adók a ruhára csíptethetők, és a hangot a fényképezőgéphez, telefonhoz vagy ' +
        'számítógéphez csatlakoztatott vevőre küldik. Vlogokhoz, interjúkhoz és gyors, rögtönzött ' +
        'forgatásokhoz ideálisak: a műsorvezetők természetesen mozoghatnak, Ön pedig a képre ' +
        'koncentrálhat.',
    },
    'anc-headphones': {
      name: 'Zajszűrős fejhallgató',
      short: 'Zárja ki a külvilágot, és élvezze nyugodtan a zenét, a hívásokat és a repülőutakat.',
      description:
        'Vezeték nélküli, fület körülölelő fejhallgató aktív zajszűréssel, amely elcsendesíti a ' +
        'motorzajt, a forgalmat és az irodai zsongást. A puha párnák órákig kényelmesek, az átengedő mód ' +
        'szükség esetén hallhatóvá teszi a környezetet, a beépített mikrofonok pedig gondoskodnak a ' +
        'hívásokról.',
    },
    'studio-headphones': {
      name: 'Stúdió monitorfejhallgató',
      short: 'Őszinte, részletgazdag hang felvételhez, keveréshez és vágáshoz.',
      description:
        'Lineáris, pontos hangzásra hangolt vezetékes fejhallgató, így a felvételt olyannak hallja, ' +
        'amilyen valójában, nem pedig egy szépített változatát. A zárt kialakítás megakadályozza, hogy a ' +
        'hang a mikrofonokba szivárogjon, a strapabíró felépítés pedig bírja a mindennapi ' +
        'stúdióhasználatot.',
    },
    'true-wireless-earbuds': {
      name: 'True wireless fülhallgató',
      short: 'Zsebméretű hangzás, amely mindenhová elkíséri, egyetlen vezeték nélkül.',
      description:
        'Apró vezeték nélküli fülhallgatók, amelyek a tok kinyitásakor azonnal csatlakoznak a ' +
        'telefonhoz, a tok pedig útközben fel is tölti őket. Az érintésvezérlés kezeli a zenét és a ' +
        'hívásokat, sok típus pedig zajszűrést és többféle méretű fülillesztéket is kínál a biztos, ' +
        'kényelmes illeszkedésért.',
    },
    'sport-earbuds': {
      name: 'Sport fülhallgató',
      short: 'Stabil, izzadságálló illeszkedés, amely minden edzéssel lépést tart.',
      description:
        'Futáshoz, edzőterembe és szabadtéri edzéshez készült vezeték nélküli fülhallgatók fülakasztóval ' +
        'vagy rögzítőszárnyakkal, amelyek intenzív mozgás közben is a helyükön maradnak. Az izzadság- és ' +
        'vízálló kialakítás nem fél az esőtől és a kemény edzésektől, a környezeti mód pedig segít, hogy ' +
        'az úton figyelni tudjon a forgalomra.',
    },
    'flagship-phone': {
      name: 'Csúcskategóriás okostelefon',
      short: 'Csúcsteljesítmény, profi szintű kamerák és lenyűgöző kijelző egyetlen készülékben.',
      description:
        'Csúcskategóriás telefon magas frissítési frekvenciájú OLED-kijelzővel, teleobjektíves zoommal ' +
        'felszerelt többkamerás rendszerrel és egy olyan processzorral, amely könnyedén viszi a ' +
        'játékokat és a videóvágást. A prémium anyagok, a gyorstöltés és a hosszú távú szoftvertámogatás ' +
        'tartós készülékké teszik.',
    },
    'midrange-phone': {
      name: 'Középkategóriás okostelefon',
      short: 'Minden, amire egy okostelefontól szüksége van, észszerű áron.',
      description:
        'Kiegyensúlyozott telefon nagy, fényes kijelzővel, jól teljesítő főkamerával és egy olyan ' +
        'akkumulátorral, amely könnyedén kibír egy teljes napot. Az üzenetküldés, a streamelés, a ' +
        'közösségi média és a könnyebb játékok is gördülékenyen futnak rajta, így okos választás a ' +
        'mindennapokra.',
    },
    'book-foldable': {
      name: 'Könyv típusú hajtogatható telefon',
      short: 'Telefon a zsebben, amely kinyitva tabletté válik a kezében.',
      description:
        'Hajtogatható telefon teljes méretű külső kijelzővel és nagy belső kijelzővel, amely könyvként ' +
        'nyílik ki. Futtasson két-három alkalmazást egymás mellett, olvasson dokumentumokat és ' +
        'szerkesszen fotókat a nagy képernyőn, majd csukja össze, és útközben egy kézzel használja.',
    },
    'flip-foldable': {
      name: 'Flip típusú hajtogatható telefon',
      short: 'Teljes méretű okostelefon, amely félbehajtva bármelyik zsebbe befér.',
      description:
        'Kompakt, kagyló formájú telefon magas hajlítható kijelzővel és kis külső kijelzővel az ' +
        'értesítésekhez, a gyors válaszokhoz és a főkamerás szelfikhez. Hajtsa félig össze, állítsa az ' +
        'asztalra, és kézben tartás nélkül videóhívást indíthat vagy fotózhat – állványra sincs szükség.',
    },
    'magsafe-charger': {
      name: 'Mágneses vezeték nélküli töltő',
      short: 'Csak illessze rá a telefont, és már tölt is, minden alkalommal tökéletes pozícióban.',
      description:
        'Vezeték nélküli töltő beépített mágnesekkel, amelyek a kompatibilis telefonokat pontosan a ' +
        'hatékony töltéshez szükséges helyen tartják. Tartsa az íróasztalon vagy az éjjeliszekrényen, és ' +
        'vegye fel a telefont, amikor szüksége van rá, kábelekkel való bajlódás nélkül.',
    },
    'phone-lens-kit': {
      name: 'Objektívkészlet okostelefonhoz',
      short: 'Nagy látószög, makró és még sok más ahhoz a kamerához, amely mindig Önnél van.',
      description:
        'Csíptethető vagy rögzíthető objektívek készlete, amely kibővíti a telefon kamerájának ' +
        'lehetőségeit a tágas nagy látószögű képektől a makró közeliekig. Az üvegoptikák másodpercek ' +
        'alatt felhelyezhetők, és elférnek egy kis tokban, így ideálisak utazáshoz, ételfotózáshoz és ' +
        'természetfotózáshoz.',
    },
    'creator-laptop': {
      name: 'Laptop tartalomkészítőknek',
      short: 'Asztali gép szintű teljesítmény fotóhoz, videóhoz és 3D-hez, bárhová megy.',
      description:
        'Nagy teljesítményű laptop erős processzorral, komoly grafikus teljesítménnyel és bőséges ' +
        'memóriával RAW fájlok, 4K videók és 3D-jelenetek szerkesztéséhez. A színhű kijelző és a külső ' +
        'meghajtókhoz és kiegészítőkhöz való gyors csatlakozók teljes értékű mobil stúdióvá teszik.',
    },
    ultrabook: {
      name: 'Vékony és könnyű laptop',
      short: 'Egész napos üzemidő egy karcsú, könnyű laptopban, amelyet alig érez a táskában.',
      description:
        'Munkához, tanuláshoz és utazáshoz készült vékony, könnyű laptop éles kijelzővel, kényelmes ' +
        'billentyűzettel és csendes, hatékony teljesítménnyel. Azonnal felébred, USB-C-n tölthető, és ' +
        'könnyedén kezeli a dokumentumokat, a böngészést és a videóhívásokat.',
    },
    'pro-tablet': {
      name: 'Professzionális tablet',
      short: 'Laptop kategóriás tablet rajzoláshoz, szerkesztéshez és komoly munkához.',
      description:
        'Csúcskategóriás tablet nagy, magas frissítésű kijelzővel, erős processzorral, precíziós toll és ' +
        'billentyűzetes tok támogatásával. Skicceljen, retusáljon fotókat, vágjon videót vagy ' +
        'jegyzeteljen értekezleteken, aztán vegye le a billentyűzetet, és nézzen egy filmet a kanapén.',
    },
    'everyday-tablet': {
      name: 'Tablet mindennapi használatra',
      short: 'Nagy, barátságos képernyő streameléshez, olvasáshoz és otthoni videóhívásokhoz.',
      description:
        'Megfizethető tablet éles kijelzővel, sztereó hangszórókkal és hosszú akkuidővel filmekhez, ' +
        'e-könyvekhez, receptekhez és házi feladatokhoz. Elég könnyű ahhoz, hogy órákig kézben tartsa, ' +
        'és az egész család könnyen használhatja közösen.',
    },
    'photo-monitor': {
      name: 'Fotószerkesztő monitor',
      short: 'Valósághű színek, hogy a nyomatok és a posztok pontosan úgy nézzenek ki, ahogy elképzelte.',
      description:
        'Nagy felbontású monitor széles színtérrel és gyári kalibrációval, fotósoknak és grafikusoknak, ' +
        'akiknek pontos színekre van szükségük. A panel teljes felületén egyenletes fényerő és a ' +
        'kalibrálás támogatása segít magabiztosan megítélni minden tónust és árnyékot.',
    },
    'compact-desktop': {
      name: 'Kompakt asztali számítógép',
      short: 'Teljes értékű asztali teljesítmény egy olyan kis dobozban, amely elfér a monitor mellett.',
      description:
        'Kis méretű asztali gép gyors, csendes teljesítménnyel irodai munkához, fotószerkesztéshez és ' +
        'otthoni szórakozáshoz, anélkül, hogy elfoglalná az egész íróasztalt. Rengeteg csatlakozója ' +
        'révén monitorok, meghajtók és kiegészítők is rákapcsolhatók, fogyasztása pedig csak töredéke ' +
        'egy teljes méretű toronygépének.',
    },
    smartwatch: {
      name: 'Okosóra',
      short: 'Értesítések, egészségkövetés és érintéses fizetés, közvetlenül a csuklóján.',
      description:
        'Fényes érintőképernyős óra, amely a telefonjához csatlakozva egy pillantással megmutatja az ' +
        'üzeneteket, hívásokat és alkalmazásokat. A beépített érzékelők követik a pulzust, az alvást és ' +
        'az edzéseket, a cserélhető szíjakkal pedig elegánsabbá vagy sportosabbá teheti.',
    },
    'outdoor-watch': {
      name: 'Outdoor GPS-óra',
      short: 'Strapabíró, hosszú üzemidejű navigáció ösvényekre, csúcsokra és nyílt vízre.',
      description:
        'Masszív óra többsávos GPS-szel, domborzati térképekkel és olyan akkumulátorral, amely napokig, ' +
        'akár hetekig bírja két töltés között. A megerősített tok, a karcálló üveg és a vízállóság ' +
        'túrázásra, terepfutásra, mászásra és úszásra is alkalmassá teszi.',
    },
    'fitness-band': {
      name: 'Aktivitásmérő karkötő',
      short: 'Vékony aktivitásmérő a lépésekhez, az alváshoz és a pulzushoz, amelyet szinte nem is érez a csuklóján.',
      description:
        'Kompakt karkötő, amely éjjel-nappal rögzíti a napi aktivitást, az edzéseket és az ' +
        'alvásminőséget, és mindent szinkronizál a telefonos alkalmazással. Jóval több mint egyhetes ' +
        'akkuidejével és vízálló kialakításával állandóan viselhető, akár zuhanyozás közben is.',
    },
    'smart-ring': {
      name: 'Okosgyűrű',
      short: 'Alvási, regenerálódási és pulzusadatok egy egész nap viselhető gyűrűből.',
      description:
        'Érzékelőkkel teli könnyű gyűrű, amely követi az alvásfázisokat, a pulzust, a bőrhőmérsékletet ' +
        'és a napi aktivitást, figyelemelterelő kijelző nélkül. Sima, vízálló burkolata éjjel-nappal ' +
        'kényelmes, a hozzá tartozó alkalmazás pedig egyszerű napi pontszámokká alakítja az adatokat.',
    },
    'camera-backpack': {
      name: 'Fotós hátizsák',
      short: 'Vigye kényelmesen a fényképezőgépet, az objektíveket és a laptopot, bárhová szólítja a fotózás.',
      description:
        'Párnázott, állítható elválasztók védik a gépet és több objektívet, egy külön rekesz pedig ' +
        'laptopot vagy tabletet fogad. Az oldalsó és hátsó hozzáférés révén gyorsan elővehető a ' +
        'felszerelés, a párnázott hevederrendszer, az időjárásálló anyag és az állványtartó pánt pedig ' +
        'megkönnyíti a hosszú terepi napokat.',
    },
    'roller-bag': {
      name: 'Gurulós fotóstáska',
      short: 'Gurítsa át a teljes felszerelést a reptereken egészen a helyszínig, anélkül hogy cipelnie kellene.',
      description:
        'Gurulós táska sima járású kerekekkel, teleszkópos fogantyúval és párnázott belsővel, amelyben ' +
        'két váz, több objektív és kiegészítők is elférnek. Sok méret megfelel a kézipoggyászra ' +
        'vonatkozó szokásos előírásoknak, a zárható cipzárak és a megerősített héj pedig útközben is ' +
        'biztonságban tartja az értékes felszerelést.',
    },
    'sling-bag': {
      name: 'Fotós sling táska',
      short: 'Fordítsa előre, és fotózzon: kompakt táska egy vázhoz és egy-két objektívhez.',
      description:
        'A testen keresztben viselt sling táska előre fordítható, így levétel nélkül elérheti a gépét. ' +
        'Elfér benne egy MILC váz egy-két objektívvel és a legfontosabb apróságokkal, így ideális utcai ' +
        'fotózáshoz, városnézéshez és mindennapi viseléshez.',
    },
    'shoulder-bag': {
      name: 'Fotós válltáska',
      short: 'Klasszikus, futártáska stílusú táska, amely kéznél tartja a felszerelést, és bárhol jól mutat.',
      description:
        'Párnázott válltáska fedőlappal és gyors hozzáférésű cipzárral a menet közbeni objektívcseréhez. ' +
        'A kivehető elválasztók egy gépet két-három objektívvel fogadnak, a külső zsebekben ' +
        'akkumulátorok, kártyák és telefon férnek el, a visszafogott megjelenés pedig nem kiabálja ' +
        'világgá, hogy fotós felszerelés van benne.',
    },
    'hard-case': {
      name: 'Kemény szállítóbőrönd',
      short: 'Ütés- és vízálló védelem a felszerelésnek, amelynek épségben kell megérkeznie.',
      description:
        'Az öntött polimerhéj, a tömítéses fedél és a masszív csatok megvédik a fényképezőgépeket, ' +
        'objektíveket és drónokat az eséstől, a portól és az esőtől. A testre szabható habszivacs vagy ' +
        'elválasztós belső minden darabot a helyén tart, az automatikus nyomáskiegyenlítő szelep pedig ' +
        'repülőútra is alkalmassá teszi.',
    },
    'camera-insert': {
      name: 'Fotós táskabetét',
      short: 'Bármelyik hátizsákot vagy táskát másodpercek alatt fotóstáskává alakítja.',
      description:
        'Állítható elválasztós, párnázott doboz, amely a mindennapi táskájába csúsztatva egy gépet és ' +
        'néhány objektívet véd. Ha a gép otthon marad, egyszerűen vegye ki, és kedvenc táskája újra a ' +
        'régi, második táskára nincs szükség.',
    },
    'sd-card': {
      name: 'SD memóriakártya',
      short: 'Gyors, megbízható tárhely fotókhoz és 4K videóhoz fényképezőgépekben, drónokban és más eszközökben.',
      description:
        'UHS memóriakártya tartós írási sebességgel, amely lépést tart a sorozatfelvételekkel és a nagy ' +
        'bitrátájú videóval. Ellenáll a víznek, a szélsőséges hőmérsékletnek, az ütéseknek és a ' +
        'röntgensugárzásnak, és a hétvégi kiruccanástól a teljes produkcióig minden igényhez van ' +
        'megfelelő kapacitás.',
    },
    'cfexpress-card': {
      name: 'CFexpress kártya',
      short: 'Profi szintű sebesség nagy felbontású sorozatfelvételekhez és RAW videóhoz.',
      description:
        'A PCIe interfészre épülő CFexpress kártyák többszörösen gyorsabban olvasnak és írnak, mint az ' +
        'SD-kártyák, így a puffer szinte azonnal kiürül, a 8K vagy RAW videó pedig képkockakiesés nélkül ' +
        'rögzíthető. A robusztus ház és a gondos hőkezelés hosszú felvételek alatt is egyenletes ' +
        'teljesítményt biztosít.',
    },
    'portable-ssd': {
      name: 'Hordozható SSD',
      short: 'Zsebméretű tárhely, amely percek alatt mozgat hatalmas fotó- és videókönyvtárakat.',
      description:
        'Kompakt SSD-meghajtó, amely USB-C-n csatlakozik, és sokszor gyorsabban viszi át az adatokat, ' +
        'mint egy hagyományos merevlemez. Használja a felvételek útközbeni mentésére, videók közvetlenül ' +
        'a meghajtóról történő vágására, vagy rögzítsen rá közvetlenül külső tárolót támogató ' +
        'fényképezőgépekről és telefonokról.',
    },
    'rugged-ssd': {
      name: 'Strapabíró hordozható SSD',
      short: 'Gyors külső tárhely, amely nem fél az eséstől, a portól és az esőtől.',
      description:
        'Gyors flash tárhely ütéselnyelő burkolatban, por és víz elleni IP-védettséggel, így a ' +
        'felvételek expedíciókon, forgatásokon és munkaterületeken is biztonságban maradnak. A hardveres ' +
        'titkosítás extra biztonságot ad, a karabinerfülnek köszönhetően pedig mindig kéznél lehet.',
    },
    'card-reader': {
      name: 'Memóriakártya-olvasó',
      short: 'Másolja át kártyái tartalmát teljes sebességgel, közvetlenül laptopra, tabletre vagy telefonra.',
      description:
        'Kompakt USB-C-s olvasó a legelterjedtebb kártyaformátumok foglalataival, amely lépést tart a ' +
        'modern kártyák sebességével ahelyett, hogy visszafogná őket. Kis alumíniumháza bármelyik ' +
        'táskába befér, így minden fotózás után gyorsan menthet.',
    },
    'usb-flash-drive': {
      name: 'USB pendrive',
      short: 'Kulcstartó méretű tárhely fájlokhoz, prezentációkhoz és gyors mentésekhez.',
      description:
        'Apró, strapabíró pendrive USB-A vagy USB-C csatlakozóval, gyakran mindkettővel, így ' +
        'számítógéppel, tablettel és telefonnal egyaránt működik. Ez a legegyszerűbb módja annak, hogy ' +
        'fotókat adjon át, dokumentumokat vigyen magával, vagy tartalék másolatot őrizzen a fontos ' +
        'fájlokról.',
    },
    'smart-speaker': {
      name: 'Okoshangszóró',
      short: 'Egész szobát betöltő hangzás, segítőkész hangasszisztenssel.',
      description:
        'Hallgasson zenét, podcastokat és rádiót Wi-Fi-n vagy Bluetooth-on, aztán kérdezze meg az ' +
        'időjárást, állítson be időzítőt, vagy vezérelje kézhasználat nélkül a lámpákat. Kettőt ' +
        'párosítva sztereó hangzást kap, többet elhelyezve a lakásban pedig több helyiséges ' +
        'hangrendszert.',
    },
    soundbar: {
      name: 'Hangprojektor',
      short: 'Moziszerű hangzás egyetlen karcsú hangsugárzóból a tévé alatt.',
      description:
        'A hangprojektor a tévé vékony hangszóróit tiszta párbeszédekkel, szélesebb sztereó hangképpel ' +
        'és mélyebb basszussal váltja fel, és sok típus térhangzású és 3D-s hangformátumokat is támogat. ' +
        'Egyetlen HDMI-kábellel csatlakozik, így a tévé távirányítójával vezérelhető, és később ' +
        'mélynyomóval vagy hátsó hangsugárzókkal bővíthető.',
    },
    'streaming-box': {
      name: 'Streaming médialejátszó',
      short: 'Bármelyik tévét okostévévé alakítja, az összes kedvenc streamingalkalmazásával.',
      description:
        'Csatlakoztassa egy HDMI-portra, és nézzen filmeket, sorozatokat és élő sportközvetítéseket akár ' +
        '4K-ban, HDR-rel és magával ragadó hangzással. A hangvezérlős távirányítóval gyorsan talál ' +
        'néznivalót, a gyors processzor pedig régebbi tévéken is gördülékenyen tartja a menüket.',
    },
    projector: {
      name: 'Otthoni projektor',
      short: 'Nagy vásznas kép bármelyik falon, filmes estékhez és meccsnapokhoz egyaránt.',
      description:
        'Kompakt projektor, amely 100 hüvelykes vagy még nagyobb éles képet vetít, beépített ' +
        'streamingalkalmazásokkal és hangszórókkal, így a dobozból kivéve azonnal használható. Az ' +
        'autofókusz és az automatikus trapézkorrekció másodpercek alatt szabályos képet ad, akár egy ' +
        'polcon áll, akár kint a kertben.',
    },
    'item-tracker': {
      name: 'Bluetooth-os tárgykereső',
      short: 'Soha többé nem veszíti el a kulcsait, a táskáját vagy a fotós felszerelését.',
      description:
        'Kis jeladó, amely kulcsra, bőröndre vagy fotóstáskára csíptethető, és a telefonos alkalmazás ' +
        'térképén mutatja a helyét. Ha a közelben van, megcsörgetheti, ha pedig hatótávon kívül került, ' +
        'a közeli telefonok hálózata névtelenül segít megtalálni; a cserélhető elem körülbelül egy évig ' +
        'bírja.',
    },
    'smart-display': {
      name: 'Okoskijelző',
      short: 'Hangvezérelt kijelző receptekhez, videóhívásokhoz és az okosotthonhoz.',
      description:
        'Érintőképernyő beépített hangasszisztenssel, hangszóróval és kamerával a konyhapultra vagy az ' +
        'éjjeliszekrényre. Kövesse lépésről lépésre a recepteket, indítson videóhívást, nézze meg, ki ' +
        'van az ajtóban, és vezérelje egy helyről a világítást és a fűtést; használaton kívül pedig ' +
        'digitális képkeretként mutatja a fotóit.',
    },
  },
  variants: {
    'body-only': 'Csak váz',
    'kit-24-105': '24–105 mm-es kit objektívvel',
    'kit-standard-zoom': 'standard zoom kit objektívvel',
    'lens-only': 'Csak objektív',
    'lens-uv-filter': 'UV védőszűrővel',
    black: 'Fekete',
    silver: 'Ezüst',
    white: 'Fehér',
    'midnight-blue': 'Éjkék',
    'sage-green': 'Zsályazöld',
    'pastel-blue': 'Pasztellkék',
    'blossom-pink': 'Púderrózsaszín',
    'natural-titanium': 'Natúr titán',
    'black-titanium': 'Fekete titán',
    'ring-size-9': '9-es méret',
    'ring-size-10': '10-es méret',
    'ring-size-11': '11-es méret',
    aluminium: 'Alumínium',
    'carbon-fibre': 'Szénszálas',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Tartalomkészítő csomag',
    'mic-1tx': '1 adó + vevő',
    'mic-2tx': '2 adó + vevő',
    'film-single': 'Szimpla csomag (10 kép)',
    'film-twin': 'Dupla csomag (20 kép)',
    'pack-single': '1 db',
    'pack-2': '2 db-os csomag',
    'pack-4': '4 db-os csomag',
    'mount-canon': 'Canonhoz',
    'mount-nikon': 'Nikonhoz',
    'mount-sony': 'Sonyhoz',
    'mount-fujifilm': 'Fujifilmhez',
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
    canon: 'Japán képalkotási vállalat, az EOS fényképezőgép-rendszer és az RF objektívcsalád megalkotója.',
    nikon:
      'Több mint egy évszázadnyi optika Tokióból: Z bajonettes MILC gépek, NIKKOR objektívek és ' + 'legendás DSLR-ek.',
    sony:
      'Az Alpha MILC fényképezőgépek és számos más gépben dolgozó képérzékelők gyártója, valamint ' +
      'elismert fejhallgatóké.',
    fujifilm:
      'A filmes örökség digitális formában: X Series és GFX gépek a híres filmszimulációkkal, valamint ' +
      'instax instant fotók.',
    panasonic: 'LUMIX gépei a videósok kedvencei, full frame L-Mount és Micro Four Thirds vázakkal.',
    'om-system':
      'Az Olympus fényképezőgépek utódja: kompakt, időjárásálló Micro Four Thirds felszerelés ' +
      'természetjáráshoz és utazáshoz.',
    leica:
      'A 35 mm-es fényképezőgép mögött álló német név, amely kézzel befejezett vázairól és kivételes ' +
      'objektívjeiről ismert.',
    sigma:
      'Független objektívgyártó a japán Aizuból, amelynek Art, Contemporary és Sports sorozata a ' +
      'legtöbb bajonetthez elérhető.',
    tamron: 'Japán optikai szakcég, amely könnyű, éles és megfizethető MILC zoom objektívjeiről híres.',
    dji:
      'Sencseni vállalat, amely mindenki számára elérhetővé tette a légi fotózást, és ma már ' +
      'gimbalokat, akciókamerákat és vezeték nélküli mikrofonokat is gyárt.',
    godox:
      'Világítástechnikai márka, amelynek vezeték nélküli vakurendszere és LED-lámpái korrekt áron ' +
      'váltak stúdiószabvánnyá.',
    manfrotto:
      'Olasz állvány-, fej-, lámpaállvány- és táskagyártó, amely 1972 óta a Velencei-Alpok lábánál ' +
      'tervezi termékeit.',
    'peak-design':
      'San Franciscó-i márka átgondoltan tervezett fotóstáskákkal, szíjakkal, csipeszekkel és ' +
      'utazóállványokkal, élettartam-garanciával.',
    sandisk: 'A flashmemória úttörője, amelynek Extreme és Extreme PRO kártyái számtalan fotóstáskában ott lapulnak.',
    rode: 'Sydney-i ausztrál mikrofongyártó, amelyben filmesek, podcasterek és streamerek egyaránt megbíznak.',
    apple:
      'Az iPhone, a Mac és az iPad tervezője; eszközei összehangoltan működnek együtt a fotóktól a ' +
      'zenén át az otthonig.',
    samsung:
      'Koreai elektronikai óriás, a Galaxy telefonok, a hajtogatható készülékek, a viselhető eszközök, ' +
      'a gyors SSD-k és a memóriakártyák gyártója.',
    gopro: 'A kaliforniai márka, amely feltalálta a strapabíró, bárhová rögzíthető akciókamerát.',
    insta360:
      'Sencseni gyártó 360 fokos kamerákkal, apró viselhető kamerákkal és mesterséges intelligenciával ' +
      'követő telefonos gimbalokkal.',
    lowepro:
      'Coloradói szabadtéri gyökerekkel rendelkező fotóstáska-úttörő, amely strapabíró, jól párnázott ' +
      'hátizsákjairól ismert.',
  },
  shops: {
    'demo-camera-house':
      'A zászlóshajó demóbolt fényképezőgépekhez, objektívekhez és mindenhez, ami rájuk vagy köréjük kerül.',
    'lens-and-light-co':
      'Optika és fény egy fedél alatt: fényerős fix objektívek, profi zoomok, vakuk és ' +
      'stúdiófelszerelés portréfotósoknak.',
    'skyline-aerial':
      'Drónok, FPV felszerelés és akciókamerák, gimbalokkal, hogy a földön is minden felvétel stabil legyen.',
    'studio-sound-supply':
      'Mikrofonok, monitorfejhallgatók és folyamatos fényű lámpák a saját stúdiójukban felvételt ' +
      'készítő alkotóknak.',
    'pocket-mobile':
      'A legújabb okostelefonok és hajtogatható készülékek, a hozzájuk illő órákkal, gyűrűkkel és ' +
      'fülhallgatókkal.',
    'byte-and-pixel': 'Laptopok, tabletek és színhű monitorok fotó- és videószerkesztéshez, bárhol.',
    'card-and-drive-depot':
      'Gyors memóriakártyák, hordozható SSD-k és kártyaolvasók, hogy fotózás közben soha ne fogyjon el a hely.',
    'trail-and-carry':
      'Fotós hátizsákok, sling táskák és kemény bőröndök ösvényekre, repülőterekre és mindenhová, ami ' +
      'közöttük van.',
    'smart-nest-home': 'Okoshangszórók, hangprojektorok, projektorok és tárgykeresők az egyszerű okosotthonért.',
  },
  ads: [
    { title: 'MILC napok', subtitle: 'Akár 20% kedvezmény kiválasztott vázakra' },
    { title: 'Megérkeztek az új telefonok', subtitle: 'A legújabb csúcsmodellek megbízható boltoktól' },
    { title: 'Objektívhét', subtitle: 'Fix és zoom objektívek különleges áron' },
    { title: 'Ingyenes szállítás {{money:9900}} felett', subtitle: 'A részt vevő boltokban, minden kategóriában' },
    { title: 'Itt a drónszezon', subtitle: 'Repüljön messzebb új drónokkal és tartalék akkukkal' },
    { title: 'Halljon meg minden részletet', subtitle: 'Fejhallgatók és mikrofonok alkotóknak' },
    { title: 'Soha többé helyhiány', subtitle: 'Gyors memóriakártyák és hordozható SSD-k' },
    { title: 'Indulásra készen', subtitle: 'Fotóstáskák és hátizsákok minden útra' },
    { title: 'Okosóra minden csuklóra', subtitle: 'Kövesse futásait, alvását és értesítéseit' },
    { title: 'Laptopok alkotóknak', subtitle: 'Fotó- és videószerkesztés bárhol' },
  ],
  announcements: [
    {
      title: 'Üdvözöljük a Polymarton – és tudnivalók az ünnepi szállításról',
      body:
        'Üdvözöljük a Polymarton! Számos ország független boltjai kínálnak itt fényképezőgépeket, ' +
        'objektíveket, drónokat és még sok mást egy helyen, és minden fizetést biztonságban őrzünk, amíg ' +
        'a rendelés le nem zárul.\n\n' +
        'Az ünnepnapokon egyes boltok néhány napra szüneteltetik a szállítást. A fizetéskor megjelenő ' +
        'becsült kézbesítési dátum már figyelembe veszi az egyes boltok menetrendjét, ügyfélszolgálatunk ' +
        'pedig az ünnepi időszak alatt is folyamatosan válaszol az üzenetekre.',
    },
  ],
  flashDealTitle: 'Hétvégi villámakció fényképezőgépekre',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Hogyan válasszuk ki az első MILC fényképezőgépünket?',
      summary:
        'Szenzorméret, objektívek, autofókusz és költségkeret: a négy legfontosabb kérdés, amikor a ' +
        'telefonról MILC gépre vált.',
      body:
        'Telefonról igazi fényképezőgépre váltani izgalmas, de kicsit ijesztő is. Az adatlapok hosszúak, ' +
        'és minden márka azt állítja, hogy az övé a legjobb autofókusz. A jó hír az, hogy ma szinte ' +
        'minden kapható MILC gép kiváló képeket készít, így a valódi kérdés az, hogy melyik illik ahhoz, ' +
        'ahogyan Ön fotózik.\n\n' +
        'Kezdje a szenzorral. A full frame vázak adják a legtisztább képet gyenge fényben és a legkisebb ' +
        'mélységélességet, de ezek és az objektívjeik is drágábbak és nehezebbek. Az APS-C gépek ' +
        'kisebbek, könnyebbek és jóval olcsóbbak, utazáshoz, családi és utcai fotózáshoz pedig bőven ' +
        'elegendők. A Micro Four Thirds méretben még tovább megy, amit sok videós nagyra értékel.\n\n' +
        'Ezután inkább az objektívekre gondoljon, mint a vázra. Az objektíveket valószínűleg tovább ' +
        'tartja meg, mint az első gépét, ezért a rendszert egészében nézze: vannak megfizethető fix ' +
        'objektívek, jó utazózoom és független gyártók kínálata? Az objektívek széles választékával ' +
        'rendelkező bajonett teret ad a fejlődésre.\n\n' +
        'Aztán vegye kézbe a gépet. A markolat, a gombok elrendezése és a kereső többet számít néhány ' +
        'extra megapixelnél. Ha teheti, próbálja ki egy boltban, vagy online vásárlás előtt alaposan ' +
        'olvassa el a visszaküldési feltételeket. Azt is nézze meg, kihajtható-e a kijelző, mert ez a ' +
        'vlogolásnál és az alacsony nézőpontoknál nagy különbséget jelent.\n\n' +
        'Végül olyan költségkeretet szabjon, amely az extrákat is tartalmazza: egy tartalék ' +
        'akkumulátort, egy gyors memóriakártyát és egy táskát. Egy középkategóriás váz jó objektívvel ' +
        'szinte mindig jobb képeket ad, mint egy csúcsváz olcsó kit zoommal. Azt a gépet vegye meg, ' +
        'amelyet tényleg magával fog vinni, aztán induljon fotózni.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Fix vagy zoom: melyik objektívet vegye meg legközelebb?',
      summary:
        'Két hétig ugyanazokat a jeleneteket fotóztuk egy 35 mm-es fix és egy 24–70 mm-es zoom ' +
        'objektívvel. Megmutatjuk, melyik miben jobb.',
      body:
        'Előbb-utóbb minden fotós ugyanazzal a kérdéssel szembesül: fényerős fix vagy sokoldalú zoom? ' +
        'Hogy őszintén válaszolhassunk, egy 35 mm-es f/1.8-as fix és egy 24–70 mm-es f/4-es zoom ' +
        'objektívet tettünk ugyanarra a vázra, és két hétig egymás mellett használtuk őket utcai, ' +
        'portré- és úti fotózáshoz.\n\n' +
        'A fix objektív a fényben és a karakterben győzött. Teljesen nyitott, f/1.8-as rekesszel több ' +
        'mint kétszer annyi fényt gyűjt, mint a zoom f/4-gyel, ami beltérben alacsonyabb ISO-t, a ' +
        'portréknál pedig gyönyörűen lágy hátteret jelentett. Kisebb és könnyebb is, így a gép olyan ' +
        'napokon is velünk jött, amikor egyébként otthon maradt volna. Az egyetlen gyújtótávolság arra ' +
        'kényszerített minket, hogy mozogjunk és átgondoljuk a kompozíciót, és több kedvenc képünk is ' +
        'éppen ebből a korlátból született.\n\n' +
        'A zoom a rugalmasságban győzött. Egy piacon vagy családi összejövetelen felbecsülhetetlen, hogy ' +
        'egy másodperc alatt válthatunk a tág képről a szoros részletre, és jóval kevesebb pillanatról ' +
        'maradtunk le. A modern zoomok lenyűgözően élesek, a képstabilizátor pedig álló témánál a ' +
        'rekeszkülönbség nagy részét kiegyenlíti.\n\n' +
        'A képminőség közelebb volt egymáshoz, mint vártuk. Mindkét objektív f/5.6-ra leblendézve éles, ' +
        'kontrasztos képeket adott, és A3-as méretig a nyomatokon nem tudtuk őket biztosan ' +
        'megkülönböztetni. A valódi különbségek a gyenge fénynél, a háttérelmosásnál és abban ' +
        'mutatkoztak, hogyan változtatta meg az egyes objektív a fotózási szokásainkat.\n\n' +
        'Ítéletünk: ha már van egy kit zoomja, egy fényerős 35 mm-es vagy 50 mm-es fix objektív a ' +
        'legtöbb örömet adó fejlesztés a pénzéért. Ha főleg rendezvényeket, utazást vagy videót rögzít, ' +
        'és gyorsan kell reagálnia, egy jó standard zoom jobban szolgálja. Sok fotósnál végül ' +
        'mindkettőből van egy, és ez egyáltalán nem rossz helyzet.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Itt a drónszezon: a szabályok, amelyeket minden kezdőnek ismernie kell',
      summary:
        'Az első repülés előtt ismerje meg a szinte mindenhol érvényes alapokat: regisztráció, magassági ' +
        'korlátok, tiltott légterek és a magánszféra tisztelete.',
      body:
        'A hosszabb nappalok és a nyugodtabb idő több drónt jelentenek az égen, köztük sok kezdő ' +
        'pilótát. A GPS-es stabilizálásnak és az akadályérzékelőknek köszönhetően a repülés könnyebb, ' +
        'mint valaha, de a szabályok is szigorúbbak lettek. Az előírások országonként eltérnek, ezért ' +
        'felszállás előtt mindig tájékozódjon a nemzeti légügyi hatóságnál. Az alábbi alapelvek azonban ' +
        'szinte mindenhol érvényesek.\n\n' +
        'Ismerje a drónja súlykategóriáját, és ha kell, regisztráljon. Sok országban a 250 grammnál ' +
        'könnyebb drónok a legkevesebb kötelezettséggel járó, legkönnyebb kategóriába tartoznak, a ' +
        'nehezebb modellekhez viszont online regisztráció, alapszintű elméleti vizsga vagy mindkettő ' +
        'szükséges. A regisztrációs számot általában fel kell tüntetni a gépen. A visszaigazolást tartsa ' +
        'a telefonján arra az esetre, ha valaki elkérné.\n\n' +
        'Tartsa be a magassági és távolsági korlátokat. A hobbirepülések szokásos felső határa nagyjából ' +
        '120 méter (400 láb) a talaj felett, és a drónnak mindig látótávolságon belül kell maradnia. ' +
        'Soha ne repüljön tömeg fölött, és tartson biztonságos távolságot azoktól, akik nem vesznek ' +
        'részt a repülésben.\n\n' +
        'Minden repülés előtt nézze meg a térképet. Repülőterek, helikopter-leszállóhelyek, katonai ' +
        'létesítmények, börtönök és számos nemzeti park korlátozott vagy tiltott terület a drónok ' +
        'számára, és rendezvények vagy vészhelyzetek miatt ideiglenes korlátozások is életbe léphetnek. ' +
        'A legtöbb gyártó alkalmazása és a hivatalos légügyi térképek mutatják ezeket a zónákat; egyes ' +
        'drónok ezeken belül fel sem szállnak.\n\n' +
        'Végül gondoljon a magánszférára és a biztosításra. Ha embereket filmez a kertjükben vagy az ' +
        'ablakukon keresztül, azzal megsértheti az adatvédelmi jogszabályokat, még ott is, ahol maga a ' +
        'repülés engedélyezett. A harmadik félnek okozott károkra szóló felelősségbiztosítás egyes ' +
        'országokban kötelező, mindenhol máshol pedig észszerű. Repüljön felelősen, és az ég mindenki ' +
        'számára nyitva marad, Ön pedig nagyszerű felvételekkel tér haza.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Hogyan ápolja fényképezőgépe akkumulátorait és memóriakártyáit?',
      summary:
        'Néhány egyszerű szokással évekig egészségesek maradnak az akkumulátorok, a fotói pedig ' +
        'megmenekülnek a rettegett „kártyahiba” üzenettől.',
      body:
        'Az akkumulátorok és a memóriakártyák minden felszerelés legkevésbé látványos darabjai, mégis ' +
        'ezek állnak a legtöbb elszalasztott kép és elveszett fotó hátterében. A jó hír, hogy a ' +
        'karbantartásuk hetente csak néhány percet vesz igénybe.\n\n' +
        'A lítiumion akkumulátorok nagyjából 30 és 80 százalékos töltöttség között érzik magukat a ' +
        'legjobban. Ha néhány hétig nem használ egy akkumulátort, félig feltöltve tárolja hűvös, száraz ' +
        'helyen, ne pedig teljesen feltöltve vagy lemerítve. Soha ne hagyja az akkumulátorokat forró ' +
        'autóban, hidegben pedig a tartalékokat belső zsebben tartsa, ahol a testhő tovább működőképesen ' +
        'tartja őket. Eredeti vagy jó értékelésű cserét vásároljon: az olcsó, márka nélküli cellákból ' +
        'hiányozhatnak a megfelelő védőáramkörök.\n\n' +
        'A memóriakártyákat a fényképezőgépben formázza, ne a számítógépen, és tegye ezt meg minden ' +
        'alkalommal, amikor biztonságosan átmásolta a fájljait. A gépben végzett formázás pontosan úgy ' +
        'hozza létre a fájlrendszert, ahogyan a gép elvárja, és csökkenti a hibák kockázatát. Kerülje a ' +
        'képek egyenkénti törlését a gépben, mert ez idővel töredezetté teszi a kártyát.\n\n' +
        'Bánjon óvatosan a kártyákkal. Tartsa őket kemény tokban, homoktól és nedvességtől távol, és ' +
        'soha ne vegye ki a kártyát, amíg a gép még ír rá; várja meg, amíg kialszik a hozzáférést jelző ' +
        'fény. Utazáskor több kisebb kártyát használjon egyetlen óriási helyett, hogy egy kártya ' +
        'elvesztése vagy sérülése ne kerüljön mindenébe.\n\n' +
        'Végül készítsen biztonsági mentést, amint lehet. Egy egyszerű rutin, amelyben először laptopra, ' +
        'majd külső meghajtóra vagy felhőbe másol, egy elveszett kártyát katasztrófa helyett csupán ' +
        'bosszúsággá szelídít. Vonja ki a forgalomból a hibákat mutató kártyákat, és jelölje meg az ' +
        'elhasznált akkumulátorokat, hogy otthon maradjanak. A jövőbeli énje és a fotói is hálásak ' +
        'lesznek érte.',
    },
    'lighting-a-home-studio': {
      title: 'Otthoni stúdió világítása: LED-panelek, softboxok és körfények összehasonlítva',
      summary:
        'Három kezdő világítási szettet állítottunk fel egy szabad szobában, és mindegyikkel portrékat ' +
        'és termékfotókat készítettünk. Megmutatjuk, mi működik kis költségvetésből.',
      body:
        'Nem kell hozzá raktárcsarnok, hogy profi módon világítson. Egy szabad szoba, néhány ' +
        'négyzetméternyi fal és a megfelelő lámpák elegendők olyan portrékhoz, termékfotókhoz és ' +
        'videóhívásokhoz, amelyek sokkal jobban festenek, mint a mennyezeti lámpa alatt. Hogy ' +
        'kiderüljön, melyik megoldás való leginkább kezdőknek, három népszerű szettet állítottunk fel ' +
        'ugyanabban a szobában, és mindegyiket egy hétig használtuk.\n\n' +
        'A körfénnyel volt a legkönnyebb elindulni. Tegye a téma elé, kapcsolja be, és lapos, egyenletes ' +
        'fényt kap, a szemekben a jellegzetes kör alakú csillanással. Sminkeléshez, videóhívásokhoz és ' +
        'rövid, álló videókhoz ideális, de a hatás hamar egyhangúvá válik, és az arcok vagy termékek ' +
        'formáinak kiemelésében nem sokat segít.\n\n' +
        'Két kétszínű LED-panel adta a legnagyobb rugalmasságot. Nem melegednek, már az exponálógomb ' +
        'lenyomása előtt pontosan mutatják, mit fog kapni, és a fényerő mellett a színhőmérséklet is ' +
        'állítható a melegtől a nappali fényig. A csupasz panelek fénye azonban kemény, ezért számoljon ' +
        'diffúzorokkal vagy kis softboxokkal a lágyításhoz.\n\n' +
        'A folyamatos fényű softboxszett adta a leghízelgőbb portrékat. Egy nagy, 60–90 cm-es softbox a ' +
        'témához képest 45 fokban elhelyezve lágy, irányított fényt ad finom árnyékokkal: ez a ' +
        'klasszikus stúdióhatás. Az ára a méret: az állványok és a dobozok jókora helyet foglalnak a ' +
        'padlón, és összeszerelésük néhány percet vesz igénybe.\n\n' +
        'Első otthoni stúdiónak egy nagy softboxot javaslunk főfénynek, egy LED-panelt derítő- vagy ' +
        'háttérfénynek, valamint egy olcsó fehér reflektort. Tegyen fel sötétítőfüggönyt, hogy a nappali ' +
        'fény ne tolja el a színeket fotózás közben, és mindig egyeztesse a lámpák színhőmérsékletét. ' +
        'Kezdje egyszerűen, tanulja meg, hogyan viselkedik egyetlen lámpa, és csak akkor bővítsen, ha ' +
        'már tudja, mi hiányzik.',
    },
    'travel-photography-packing-list': {
      title: 'Az utazó fotós pakolólistája: mit vigyen és mit hagyjon otthon',
      summary:
        'Csomagoljon könnyen, fotózzon többet. Gyakorlati ellenőrzőlista az utazásaihoz szükséges fotós ' +
        'felszerelésről, az objektívek kiválasztásától a mindig otthon felejtett kábelekig.',
      body:
        'A legjobb úti fényképezőgép az, amelyet a tizedik napon is szívesen cipel. Minden extra ' +
        'objektív és kütyü növeli a súlyt, lelassítja a biztonsági ellenőrzésnél, és valószínűbbé teszi, ' +
        'hogy a táska a szállodában marad. Minden utazás előtt terítsen ki mindent, és minden tárgynál ' +
        'tegye fel a kérdést: tényleg használni fogom?\n\n' +
        'A legtöbb úthoz bőven elég egy váz és két objektív. Egy sokoldalú, nagy látószögtől rövid ' +
        'teléig terjedő zoom elbánik a tájakkal, az utcákkal és az ételekkel, egy kis fényerős fix ' +
        'objektív pedig gondoskodik az estékről, a belső terekről és a portrékról. Ha vadvilág is ' +
        'szerepel a programban, egy harmadik objektív helyett inkább cserélje a fixet egy kompakt ' +
        'telezoomra.\n\n' +
        'Ezután jön az energia és a tárhely. Vigyen legalább két tartalék akkumulátort, egy USB-töltőt, ' +
        'amely powerbankról is tölti őket, és egy univerzális úti adaptert. Több memóriakártyát ' +
        'csomagoljon, mint amennyire szerinte szüksége lesz, valamint egy kis kártyaolvasót vagy ' +
        'telefonos adaptert, hogy minden este menthessen.\n\n' +
        'Aztán az apróságok, amelyek megmenthetik a napot: mikroszálas kendő és pumpa a por ellen, ' +
        'esővédő huzat (vagy akár egy egyszerű zuhanysapka), egy könnyű utazóállvány vagy egy hajlítható ' +
        'mini állvány az éjszakai képekhez, és egy szíj, amelyet egész nap kényelmesen viselhet. Egy ' +
        'egyszerű táska, amely nem kiabálja világgá, hogy „fényképezőgép van benne”, zsúfolt helyeken ' +
        'kevesebb figyelmet kelt.\n\n' +
        'Végül az értékeit tartsa a kézipoggyászban, mivel a lítiumakkumulátorokat általában nem lehet ' +
        'feladott poggyászban szállítani, és vigye magával a számlákat vagy a sorozatszámok listáját a ' +
        'vámhoz és a biztosításhoz. Ha külföldön drónt szeretne röptetni, előbb tájékozódjon a helyi ' +
        'szabályokról. És hagyjon egy kis helyet a táskában: a legszebb szuvenírek gyakran azok, ' +
        'amelyeket eredetileg eszébe sem jutott megvenni.',
    },
  },
  policies: {
    terms: {
      title: 'Általános Szerződési Feltételek',
      body:
        '## E feltételekről\n\n' +
        'Ezek a feltételek szabályozzák a Polymart használatát. A Polymart online piactér, ahol ' +
        'független boltok értékesítik termékeiket a vásárlóknak. Fiók létrehozásával vagy rendelés ' +
        'leadásával Ön elfogadja ezeket a feltételeket. A piacteret a Polymart üzemeltetői működtetik; ' +
        'magukat a termékeket az egyes termékoldalakon megnevezett boltok értékesítik.\n\n' +
        '## Az Ön fiókja\n\n' +
        'Regisztrációkor valós adatokat kell megadnia, jelszavát pedig bizalmasan kell kezelnie. A ' +
        'fiókjával végzett minden tevékenységért Ön felel. A csalásban, visszaélésben vagy e feltételek ' +
        'ismételt megsértésében érintett fiókokat felfüggeszthetjük vagy megszüntethetjük.\n\n' +
        '## Vásárlás a Polymarton\n\n' +
        'Minden rendelés Ön és a terméket értékesítő bolt között létrejövő szerződés. Az árak több ' +
        'pénznemben is megjelenhetnek; az átváltott árak csak tájékoztató jellegűek, a terhelt összeg ' +
        'pedig a fizetéskor visszaigazolt összeg. A boltok felelnek a hirdetéseikért, a készletükért, a ' +
        'szállításért és a termékekre vállalt jótállásért.\n\n' +
        '## Fizetés és pénztárca\n\n' +
        'Fizethet Polymart pénztárcája egyenlegével, bankkártyával, vagy utánvéttel, ha a bolt ezt ' +
        'felkínálja. A fizetéseket a Polymart visszatartja, és csak a rendelés lezárulta után utalja ' +
        'tovább a boltnak, ami a vásárlókat és az eladókat egyaránt védi. A visszatérítéseket ' +
        'pénztárcájában vagy az eredeti fizetési módon írjuk jóvá, a Visszaküldési szabályzatunkban ' +
        'leírtak szerint.\n\n' +
        '## Értékesítés a Polymarton\n\n' +
        'Bárki jelentkezhet bolt nyitására. A jelentkezéseket a Polymart üzemeltetői bírálják el, akik ' +
        'további információt kérhetnek, és elutasíthatják vagy felfüggeszthetik azokat a boltokat, ' +
        'amelyek nem felelnek meg a piactér követelményeinek. Az eladóknak be kell tartaniuk a ' +
        'jogszabályokat, őszintén kell bemutatniuk a termékeket, és az általuk vállalt határidőn belül ' +
        'kell szállítaniuk. A Polymart a lezárt értékesítések után jutalékot számít fel, az eladói ' +
        'irányítópulton feltüntetettek szerint.\n\n' +
        '## Tiltott termékek és magatartás\n\n' +
        'Nem megengedett a hamisított áru, a lopott tárgy, a szellemi tulajdonjogot sértő termék, ' +
        'valamint minden olyan áru, amely a célországban jogszerűen nem értékesíthető. Az értékeléseknek ' +
        'valós tapasztalatokat kell tükrözniük. Az értékelések manipulálása, a platformon kívüli fizetés ' +
        'elfogadása vagy más felhasználók zaklatása fiókja megszüntetéséhez vezethet.\n\n' +
        '## Felelősség és módosítások\n\n' +
        'A Polymart a platformot a jelenlegi állapotában biztosítja, és nem eladója a boltok által ' +
        'meghirdetett termékeknek. A jogszabályok által megengedett mértékben a Polymart üzemeltetői nem ' +
        'felelnek a közvetett és következményes károkért. Ezeket a feltételeket időről időre ' +
        'módosíthatjuk; a lényeges változásokat hatálybalépésük előtt közzétesszük az oldalon, és ha Ön ' +
        'továbbra is használja a Polymartot, azzal elfogadja a módosított feltételeket.',
    },
    support: {
      title: 'Súgó és ügyfélszolgálat',
      body:
        '## Miben segíthetünk?\n\n' +
        'A legtöbb választ már megtalálja a fiókjában: a rendelés állapota, a nyomkövetési adatok és a ' +
        'visszatérítési kérelmek mind a Rendeléseim menüpontban vannak. Ha ott nem találja, amit keres, ' +
        'a boltok és a Polymart ügyfélszolgálata is szívesen segít.\n\n' +
        '## Kapcsolatfelvétel egy bolttal\n\n' +
        'Ha egy termékkel, a kompatibilitással, a készlettel vagy a szállítási időkkel kapcsolatban van ' +
        'kérdése, a leggyorsabb, ha a termékoldalról vagy a rendeléséből közvetlenül üzen a boltnak. A ' +
        'boltok igyekeznek két munkanapon belül válaszolni, és a teljes beszélgetés a rendeléséhez ' +
        'kapcsolódva megmarad.\n\n' +
        '## Kapcsolatfelvétel a Polymart ügyfélszolgálatával\n\n' +
        'Ha egy bolt nem válaszol, vagy kérdése a fizetést, a pénztárcát vagy a fiókját érinti, ' +
        'forduljon a Polymart ügyfélszolgálatához a fiókjában található segítségkérő űrlapon vagy a ' +
        'support@polymart.example e-mail-címen. Adja meg a rendelésszámát, hogy gyorsabban segíthessünk. ' +
        'Hétfőtől péntekig egy munkanapon belül válaszolunk.\n\n' +
        '## A rendelés nyomon követése\n\n' +
        'Amint a bolt feladja a rendelését, a nyomkövetési szám megjelenik a rendelés oldalán, és Ön ' +
        'értesítést kap. A szállítási idő attól függ, hol található a bolt, és milyen szállítási módot ' +
        'választott a fizetéskor. Ha a nyomkövetési adatok napok óta nem frissültek, először a bolttal ' +
        'vegye fel a kapcsolatot.\n\n' +
        '## Fizetési problémák\n\n' +
        'Ha egy kártyás fizetés sikertelen, ellenőrizze a kártya adatait és a bankja által beállított ' +
        'limiteket, vagy fizessen inkább pénztárcája egyenlegével. Utánvétes rendelésnél kérjük, ' +
        'készítse elő az összeget a futár érkezésére. A banki átutalással történő egyenlegfeltöltéseket ' +
        'azután írjuk jóvá, hogy a Polymart üzemeltetői visszaigazolták az összeg beérkezését.\n\n' +
        '## Viták\n\n' +
        'Ha Ön és a bolt nem tud megegyezni egy visszaküldésről vagy visszatérítésről, a visszatérítési ' +
        'kérelem oldaláról kérheti a Polymart üzemeltetőinek közbenjárását. Áttekintjük a két fél által ' +
        'megadott üzeneteket, fotókat és nyomkövetési adatokat, és végleges döntést hozunk, általában öt ' +
        'munkanapon belül.',
    },
    return: {
      title: 'Visszaküldési és visszatérítési szabályzat',
      body:
        '## Az Ön visszaküldési joga\n\n' +
        'Rendelése kézbesítését követő 7 napon belül kérheti a termék visszaküldését. A kézbesítés ' +
        'dátuma a futárszolgálat által rögzített vagy a rendelésében visszaigazolt dátum. Egyes boltok ' +
        'hosszabb visszaküldési határidőt kínálnak; ilyenkor ez a termékoldalon szerepel.\n\n' +
        '## Hogyan kérhet visszatérítést?\n\n' +
        'Nyissa meg a Rendeléseim menüpontot, válassza ki a rendelést, majd kattintson a Visszatérítés ' +
        'kérése gombra. Adja meg, mely termékeket szeretné visszaküldeni és miért, és csatoljon fotókat, ' +
        'ha egy termék sérülten érkezett, vagy nem felel meg a leírásnak. A bolt általában két ' +
        'munkanapon belül elbírálja a kérelmét, és elküldi Önnek a visszaküldés menetét.\n\n' +
        '## A visszaküldött termékek állapota\n\n' +
        'A termékeket hiánytalanul, minden tartozékkal, kézikönyvvel és az eredeti csomagolással, abban ' +
        'az állapotban kell visszaküldeni, ahogyan megkapta őket. A felbontott memóriakártyák, a fülbe ' +
        'helyezhető fülhallgatók és a szoftverlicencek csak hibás termék esetén küldhetők vissza. ' +
        'Visszaküldés előtt törölje személyes adatait és fiókjait a telefonokról, számítógépekről és ' +
        'fényképezőgépekről.\n\n' +
        '## A visszaküldés szállítási költsége\n\n' +
        'Ha a termék hibás, szállítás közben megsérült, vagy nem felel meg a leírásnak, a visszaküldés ' +
        'költségét a bolt fizeti. Más okból, például ha meggondolta magát, a visszaküldés költsége a ' +
        'vásárlót terheli, kivéve, ha a bolt másként rendelkezik. Mindig nyomon követhető szállítási ' +
        'módot válasszon, és őrizze meg a feladást igazoló bizonylatot.\n\n' +
        '## Visszatérítések\n\n' +
        'Miután a bolt megkapta a terméket és ellenőrizte az állapotát, a visszatérítést három ' +
        'munkanapon belül elindítja. A pénztárcával vagy kártyával fizetett összegeket a pénztárcába, ' +
        'illetve az eredeti kártyára térítjük vissza; az utánvétes rendelések összegét Polymart ' +
        'pénztárcájában írjuk jóvá. Bankjától függően a kártyás visszatérítések még néhány nap múlva ' +
        'jelenhetnek meg a számlakivonatán.\n\n' +
        '## Ha kérelmét elutasítják\n\n' +
        'Ha egy bolt elutasítja a kérelmét, és Ön nem ért egyet a döntéssel, kérheti, hogy a Polymart ' +
        'üzemeltetői vizsgálják felül. Mivel a fizetéseket a Polymart a rendelés lezárultáig ' +
        'visszatartja, pénze az ügy lezárásáig biztonságban marad.',
    },
    privacy: {
      title: 'Adatvédelmi tájékoztató',
      body:
        '## Kik vagyunk?\n\n' +
        'Ez a tájékoztató bemutatja, hogyan gyűjtik és használják fel a Polymart üzemeltetői a személyes ' +
        'adatokat, amikor Ön a Polymart piacteret használja. A Polymarton értékesítő boltok is megkapják ' +
        'adatai egy részét a rendelései teljesítéséhez, és felelősek azok megfelelő kezeléséért.\n\n' +
        '## Milyen adatokat gyűjtünk?\n\n' +
        'Gyűjtjük az Ön által megadott adatokat, például a nevét, e-mail-címét, telefonszámát és ' +
        'szállítási címeit, valamint a rendeléseit, visszatérítési kérelmeit, értékeléseit és a ' +
        'boltokkal, illetve az ügyfélszolgálattal folytatott üzenetváltásait. Nyilvántartjuk a ' +
        'pénztárcaműveleteket és a fizetéseket, a teljes kártyaszámokat azonban fizetési szolgáltatóink ' +
        'kezelik, a Polymart soha nem tárolja őket. Technikai adatokat is gyűjtünk, például az ' +
        'eszközére, a böngésző nyelvére, az IP-címére és a sütikre vonatkozó adatokat.\n\n' +
        '## Hogyan használjuk fel az adatait?\n\n' +
        'Adatait fiókja létrehozására és védelmére, a rendelések és fizetések feldolgozására, a ' +
        'kézbesítés megszervezésére, a visszaküldések intézésére és az ügyfélszolgálati ' +
        'segítségnyújtásra használjuk. Ezenkívül a csalások megelőzésére, a piactér biztonságának ' +
        'fenntartására és szolgáltatásunk fejlesztésére is felhasználjuk őket. Marketingüzeneteket csak ' +
        'az Ön hozzájárulásával küldünk, és bármikor leiratkozhat róluk.\n\n' +
        '## Adatmegosztás boltokkal és partnerekkel\n\n' +
        'Amikor Ön rendelést ad le, a bolt megkapja a nevét, szállítási címét és telefonszámát, hogy ' +
        'feladhassa a termékeket. Fizetési szolgáltatókkal, futárszolgálatokkal és ' +
        'tárhelyszolgáltatókkal csak olyan mértékben osztunk meg adatokat, amennyire munkájuk ' +
        'elvégzéséhez szükségük van. Személyes adatait nem adjuk el.\n\n' +
        '## Sütik\n\n' +
        'Alapvető sütiket használunk arra, hogy bejelentkezve maradjon, és hogy megjegyezzük a nyelvet, ' +
        'a pénznemet és a kosár tartalmát. A választható, analitikai sütiket, amelyek segítenek ' +
        'megérteni, hogyan használják az oldalt, csak az Ön hozzájárulása esetén helyezzük el.\n\n' +
        '## Adatmegőrzés és biztonság\n\n' +
        'Adatait addig őrizzük, amíg fiókja aktív, azt követően pedig csak addig, ameddig a jogszabályok ' +
        'előírják, például a számviteli nyilvántartások miatt. Az adatokat továbbítás közben ' +
        'titkosítjuk, hozzáférést csak azok a munkatársak kapnak, akiknek szükségük van rá, biztonsági ' +
        'intézkedéseinket pedig rendszeresen felülvizsgáljuk.\n\n' +
        '## Az Ön jogai\n\n' +
        'Fiókbeállításaiban vagy a privacy@polymart.example címre írva hozzáférhet személyes adataihoz, ' +
        'helyesbítheti, exportálhatja vagy törölheti azokat, és tiltakozhat bizonyos felhasználásuk ' +
        'ellen. Ha úgy véli, hogy nem kezeltük megfelelően az adatait, panaszt tehet a helyi adatvédelmi ' +
        'hatóságnál is.',
    },
    about_us: {
      title: 'A Polymartról',
      body:
        '## Kik vagyunk?\n\n' +
        'A Polymart online piactér, amely fényképezőgépekre, objektívekre és fotós kiegészítőkre, ' +
        'valamint drónokra, audiotechnikára, telefonokra, számítógépekre, viselhető eszközökre, ' +
        'táskákra, adattárolókra és okosotthon-eszközökre szakosodott független boltokat hoz össze. ' +
        'Egyetlen nagy raktár helyett olyan eladók közössége vagyunk, akik kívül-belül ismerik a ' +
        'termékeiket.\n\n' +
        '## Sok bolt, egy pénztár\n\n' +
        'A Polymarton minden terméket független bolt értékesít, a kis szaküzletektől a régóta működő ' +
        'kereskedőkig. Egy helyen böngészhet, hasonlíthat össze és vásárolhat közülük sokaktól, a saját ' +
        'nyelvén és pénznemében, és egyetlen kosárral fizethet.\n\n' +
        '## Fizetés, amelyben megbízhat\n\n' +
        'A fizetése a Polymarthoz kerül, nem közvetlenül az eladóhoz. Biztonságban őrizzük, amíg a ' +
        'rendelése le nem zárul, és csak ezután fizetjük ki a boltot. Fizethet Polymart pénztárcájával, ' +
        'kártyával vagy – ha a bolt felkínálja – utánvéttel. Ha valami nem stimmel, a kézbesítést követő ' +
        '7 napon belül visszatérítést kérhet.\n\n' +
        '## Boltok, amelyekért kiállunk\n\n' +
        'Minden boltot a Polymart üzemeltetői ellenőriznek és hagynak jóvá, mielőtt értékesíthetne. ' +
        'Figyelemmel kísérjük az értékeléseket, a szállítási időket és a visszatérítési kérelmeket, és ' +
        'közbelépünk, ha egy bolt nem üti meg a vásárlóink által elvárt színvonalat.\n\n' +
        '## Azoknak, akik szeretnek fotózni\n\n' +
        'A Polymart és boltjai mögött álló emberek közül sokan maguk is fotósok. Blogunkban vásárlási ' +
        'útmutatókat, gyakorlati teszteket és hasznos tippeket talál, amelyekkel többet hozhat ki a ' +
        'felszereléséből.\n\n' +
        '## Csatlakozzon hozzánk\n\n' +
        'Fotós boltja van, vagy olyan technikai eszközöket árul, amelyekben hisz? Fiókjából jelentkezhet ' +
        'bolt nyitására, és 19 nyelven érheti el a vásárlókat. Kérdése van egy rendeléssel kapcsolatban? ' +
        'A Súgó és ügyfélszolgálat oldalunk a legjobb kiindulópont.',
    },
  },
};
