// Demo texts in Swedish (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Spegellös fullformatskamera',
      short: 'En stor sensor i ett kompakt hus ger rik detaljåtergivning, mjuk bokeh och rena bilder i svagt ljus.',
      description:
        'En fullformatssensor i samma storlek som en 35 mm-filmruta samlar in mer ljus, vilket ger ' +
        'större dynamiskt omfång och lägre brus. Snabb autofokus och starka videofunktioner gör kameran ' +
        'till ett mångsidigt verktyg för både entusiaster och proffs.',
    },
    'apsc-mirrorless': {
      name: 'Spegellös APS-C-kamera',
      short: 'Bildkvaliteten från utbytbara objektiv i ett lätt hus som följer med överallt.',
      description:
        'APS-C-sensorn är en bra balans mellan bildkvalitet, storlek och pris, och beskärningsfaktorn ' +
        'ger teleobjektiven extra räckvidd. Perfekt som första systemkamera, på resan eller som ett lätt ' +
        'andrahus.',
    },
    'fullframe-dslr': {
      name: 'Spegelreflexkamera med fullformat',
      short: 'Optisk sökare, robust bygge och lång batteritid för fotografer som fotograferar hela dagen.',
      description:
        'Spegel och pentaprisma visar motivet genom objektivet helt utan fördröjning, medan ' +
        'fullformatssensorn ger stort dynamiskt omfång och rena filer vid höga ISO-tal. Vädertätade hus, ' +
        'pålitlig autofokus och ett enormt utbud av kompatibla objektiv gör den till en favorit bland ' +
        'yrkesfotografer.',
    },
    'apsc-dslr': {
      name: 'Spegelreflexkamera med APS-C',
      short:
        'En pålitlig spegelreflexkamera som är lätt att lära sig och växer med dig från de första ' +
        'bilderna till en seriös hobby.',
      description:
        'En APS-C-spegelreflexkamera kombinerar en ljus optisk sökare med en sensor som är stor nog för ' +
        'riktig bakgrundsoskärpa och bilder i svagt ljus. Guidade menyer, lång batteritid och ett brett ' +
        'utbud av prisvärda objektiv gör den till ett utmärkt sätt att lära sig fotografera.',
    },
    'premium-compact': {
      name: 'Premiumkompaktkamera',
      short: 'En kamera med stor sensor som får plats i jackfickan.',
      description:
        'En sensor på 1 tum eller större och ett ljusstarkt inbyggt objektiv ger en bildkvalitet långt ' +
        'bortom mobilens, med RAW-filer och full manuell kontroll. Tyst, diskret och alltid redo – det ' +
        'är kameran du faktiskt har med dig varje dag.',
    },
    'travel-zoom-compact': {
      name: 'Kompaktkamera med resezoom',
      short: 'Från vida landskap till avlägsna detaljer – en kamera i fickformat täcker hela resan.',
      description:
        'En lång optisk zoom ryms i ett smalt hus, så att du kan fånga en stads silhuett och sedan ' +
        'plocka ut ett ansikte på andra sidan torget. Optisk bildstabilisering, enkel överföring till ' +
        'mobilen och smarta automatlägen ger skarpa semesterbilder utan krångel.',
    },
    'instant-camera': {
      name: 'Direktbildskamera',
      short: 'Tryck på avtryckaren och håll en riktig bild i handen några sekunder senare.',
      description:
        'En direktbildskamera exponerar en särskild film som framkallas av sig själv och gör varje bild ' +
        'till ett unikt exemplar. Enkla reglage, inbyggd blixt och en selfiespegel gör den till ' +
        'medelpunkten på fester, bröllop och resor med vänner.',
    },
    'instant-film': {
      name: 'Direktbildsfilm',
      short: 'Färska filmkassetter med klassisk vit ram eller roliga färgade kanter till din direktbildskamera.',
      description:
        'Varje förpackning innehåller ett bestämt antal självframkallande bilder i en ljustät kassett ' +
        'som laddas på några sekunder. Kontrollera vilket filmformat din kamera använder och förvara ' +
        'filmen svalt för bästa färger.',
    },
    'standard-zoom': {
      name: 'Standardzoomobjektiv',
      short: 'Objektivet som sitter på kameran jämt: från vidvinkel till kort tele med ljusstark, skarp optik.',
      description:
        'Med ett omfång på ungefär 24–70 mm klarar en standardzoom landskap, gatufoto, evenemang och ' +
        'porträtt utan objektivbyte. Proffsversionerna har dessutom konstant stor bländare, vädertätning ' +
        'och tysta autofokusmotorer som passar både stillbild och video.',
    },
    'kit-zoom': {
      name: 'Kitzoomobjektiv',
      short: 'En kompakt och prisvärd zoom som klarar vardagsfotograferingen direkt ur kartongen.',
      description:
        'Kitzoomen säljs ofta tillsammans med ett nytt kamerahus och går från vidvinkel till kort tele i ' +
        'ett lätt och kompakt objektiv. Låg vikt och mjuk, tyst autofokus gör den till ett kapabelt ' +
        'första objektiv och en smidig resekamrat.',
    },
    'telephoto-zoom': {
      name: 'Telezoomobjektiv',
      short: 'Kom nära avlägsna motiv – från sport och vilda djur till porträtt med komprimerat perspektiv.',
      description:
        'Telezoomar täcker vanligtvis omfång som 70–200 mm eller 100–400 mm, så att du kan ändra ' +
        'bildutsnittet utan att flytta dig. Optisk stabilisering och snabb, exakt autofokus håller ' +
        'rörliga motiv skarpa, medan den långa brännvidden löser upp bakgrunden i mjuk oskärpa.',
    },
    'super-telephoto': {
      name: 'Superteleobjektiv',
      short: 'Extrem räckvidd för fåglar, vilda djur och arenasport.',
      description:
        'Med brännvidder från omkring 400 mm och uppåt fyller ett superteleobjektiv bilden med motiv du ' +
        'aldrig skulle kunna gå nära. Avancerade optiska element håller avvikelserna i schack, medan en ' +
        'vridbar stativfot och kraftfull stabilisering gör det lättare att hantera det långa objektivet.',
    },
    'ultra-wide-zoom': {
      name: 'Ultravidvinkelzoom',
      short: 'Få med vidsträckta landskap, höga byggnader och trånga interiörer i en enda bild.',
      description:
        'En ultravidvinkelzoom börjar under 16 mm på fullformat, förstärker djupet och drar in blicken i ' +
        'bilden. Noggrann optisk korrigering håller linjerna raka, vilket gör den till en favorit för ' +
        'landskap, bostadsfoto, astrofoto och vloggning.',
    },
    'fisheye-lens': {
      name: 'Fisheyeobjektiv',
      short: 'En dramatisk, böjd bildvinkel på upp till 180 grader för riktigt djärva bilder.',
      description:
        'Ett fisheyeobjektiv böjer raka linjer till svepande kurvor och fångar en extremt bred ' +
        'bildvinkel. Det är en favorit inom skateboard, livemusik, kreativ arkitekturfotografering och ' +
        '360-graderspanoraman, och det lilla formatet gör det lätt att ha med sig.',
    },
    'portrait-prime': {
      name: 'Porträttobjektiv med fast brännvidd',
      short: 'Stor bländare för smickrande perspektiv och mjuk bokeh som lyfter fram motivet.',
      description:
        'Brännvidder kring 85 mm återger ansikten naturligt från ett bekvämt arbetsavstånd. En stor ' +
        'bländare som f/1,4 eller f/1,8 släpper in mycket ljus och mjukar upp bakgrunden, medan snabb ' +
        'och exakt autofokus håller ögonen knivskarpa.',
    },
    'macro-lens': {
      name: 'Makroobjektiv',
      short: 'Förstoring i naturlig storlek avslöjar de dolda detaljerna hos insekter, blommor och produkter.',
      description:
        'Ett äkta makroobjektiv ställer in skärpan så nära att motivet återges i skala 1:1, så att ett ' +
        'litet mynt kan fylla hela sensorn. Den enastående skärpan från kant till kant gör det också ' +
        'till ett utmärkt val för porträtt och produktfoto.',
    },
    'travel-tripod': {
      name: 'Resestativ',
      short: 'Fälls ihop litet och lätt och står sedan högt och stadigt där ljuset är som bäst.',
      description:
        'Ben som fälls upp runt huvudet, lätta rör av aluminium eller kolfiber och snabba benlås gör ett ' +
        'resestativ enkelt att packa och snabbt att ställa upp. Använd det till solnedgångar, städer ' +
        'nattetid, långa exponeringar och gruppbilder med självutlösare.',
    },
    'video-monopod': {
      name: 'Enbensstativ för video',
      short: 'Stadiga, mjuka kamerarörelser med friheten att flytta dig på några sekunder.',
      description:
        'Ett vätskedämpat huvud och en liten utfällbar fot gör att videoenbensstativet står själv medan ' +
        'du panorerar och tiltar mjukt. Det bär kamerans vikt på evenemang, bröllop och sport, där ett ' +
        'fullstort stativ skulle vara i vägen.',
    },
    'camera-gimbal': {
      name: 'Kameragimbal',
      short: 'Motoriserad stabilisering för mjuka, filmiska bilder i rörelse.',
      description:
        'Tre borstlösa motorer motverkar varje skakning och stöt, så att gångbilder, cirkelåkningar och ' +
        'avtäckande åkningar ser ut som om de filmats från en dolly. Den är anpassad för spegellösa ' +
        'kameror och spegelreflexkameror och har följelägen, snabb balansering och appstyrning för ' +
        'kreativa rörelser.',
    },
    'phone-gimbal': {
      name: 'Mobilgimbal',
      short: 'Gör mobilen till en smidig videorigg som följer motivet och får plats i fickan.',
      description:
        'En treaxlig gimbal håller mobilen rak och stadig när du går, springer eller panorerar, så att ' +
        'filmerna ser betydligt mer professionella ut. Motivföljning, timelapse-lägen och kreativa ' +
        'rörelser med ett tryck i appen gör vloggar och reseklipp till en barnlek.',
    },
    'camera-battery': {
      name: 'Uppladdningsbart kamerabatteri',
      short: 'Ett extrabatteri i väskan gör att du aldrig missar dagens sista bild.',
      description:
        'Litiumjonceller med inbyggda skyddskretsar ger jämn kraft och rapporterar återstående laddning ' +
        'till kameran. Kontrollera att batteriet passar din kameramodell; många laddas via USB i kameran ' +
        'eller i en separat laddare.',
    },
    'battery-grip': {
      name: 'Batterigrepp',
      short: 'Dubbla batteritiden och få ett bekvämt grepp när du fotograferar på höjden.',
      description:
        'Ett batterigrepp monteras under kameran och rymmer ett eller två extra batterier. En extra ' +
        'avtryckare och extra reglage gör det lika naturligt att fotografera på höjden som på bredden, ' +
        'och den extra vikten balanserar långa objektiv.',
    },
    'camera-strap': {
      name: 'Kamerarem',
      short: 'Bekväm bärrem med snabbjustering som håller kameran säker och redo.',
      description:
        'Vadderade eller vävda remmar fördelar vikten över nacke eller axel, och snabbkopplingar låter ' +
        'dig växla mellan nackrem, axelrem och handledsrem på några sekunder. Slitstarka material och ' +
        'säkra fästen skyddar utrustningen under långa dagar ute.',
    },
    'capture-clip': {
      name: 'Kameraclips för bälte',
      short: 'Bär kameran på ryggsäckens axelrem eller bältet och dra den blixtsnabbt.',
      description:
        'Ett kraftigt clips låses fast på ryggsäckens axelrem eller bältet, och en snabbkopplingsplatta ' +
        'i kamerans stativgänga håller kameran stadigt på plats. Vandrare, resenärer och eventfotografer ' +
        'har händerna fria och kameran redo – utan att belasta nacken.',
    },
    'mini-drone': {
      name: 'Minidrönare med kamera',
      short: 'Handflatestor, hopfällbar och lättflugen, med stabiliserad kamera för häftiga flygbilder.',
      description:
        'Lätta minidrönare fälls ihop till en mobils storlek och hamnar i många länder i den lättaste ' +
        'registreringsklassen. Stabiliserad kamera, GPS-positionering, automatisk återflygning och ' +
        'smarta flyglägen gör filmiska bilder enkla, även för nybörjare. Kontrollera alltid de lokala ' +
        'reglerna för flygning.',
    },
    'pro-camera-drone': {
      name: 'Proffsdrönare med kamera',
      short: 'En kamera med stor sensor i luften, med lång flygtid och robust hinderavkänning.',
      description:
        'Proffsdrönare har större sensorer, ofta flera kameror och videoprofiler med hög bithastighet ' +
        'som lämpar sig för färgkorrigering. Hinderavkänning åt alla håll, lång räckvidd och god ' +
        'vindtålighet gör att filmare, lantmätare och inspektörer kan arbeta med full trygghet.',
    },
    'fpv-drone': {
      name: 'FPV-drönare',
      short: 'Flyg från pilotsätet med uppslukande, snabba bilder i förstapersonsperspektiv.',
      description:
        'FPV-drönare skickar livevideo till ett par glasögon, så att du kan flyga genom trånga luckor, ' +
        'jaga bilar och dyka längs klippor. Manuella flyglägen belönar övning, medan assisterade lägen ' +
        'och nödbroms hjälper nybörjare att komma upp i luften säkert.',
    },
    'fpv-goggles': {
      name: 'FPV-glasögon',
      short: 'Skarp video med minimal fördröjning framför ögonen för total inlevelse under flygningen.',
      description:
        'FPV-glasögon kombinerar ljusstarka mikroskärmar, justerbara linser och en mottagare med låg ' +
        'latens för att visa exakt vad drönaren ser. Kontrollera att glasögonen använder samma ' +
        'videoöverföringssystem som din drönare; många kan även spela in och har stöd för huvudföljning.',
    },
    'action-camera': {
      name: 'Actionkamera',
      short: 'Liten, tålig och vattentät, med stabilisering som håller varje åktur mjuk.',
      description:
        'Actionkameror filmar högupplöst video med hög bildfrekvens från hjälmar, styren, surfbrädor och ' +
        'bröstfästen. Elektronisk stabilisering, ett robust vattentätt hus och snabbfästen gör dem redo ' +
        'för cykling, dykning, skidåkning och vardagsvloggning.',
    },
    'camera-360': {
      name: '360-graderskamera',
      short: 'Fånga allt runt omkring dig och välj den perfekta vinkeln i efterhand.',
      description:
        'Två motställda ultravidvinkelobjektiv spelar in en hel sfär, som appen sätter ihop till en ' +
        'sömlös 360-gradersbild eller -video. Beskär den i efterhand till ett vanligt platt klipp, dölj ' +
        'selfiepinnen automatiskt eller dela uppslukande virtuella visningar och VR-innehåll.',
    },
    speedlight: {
      name: 'Systemblixt',
      short: 'Bärbart, kraftfullt ljus som sitter på kameran och följer med vart du än fotograferar.',
      description:
        'En blixt för blixtskon med automatisk TTL-exponering, vinkel- och vridbart huvud och snabb ' +
        'laddningstid, gjord för evenemang, porträtt och inomhusfoto. Studsa den mot taket för mjukt ' +
        'ljus eller avfyra den frikopplad från kameran med en trådlös utlösare för ett mer kreativt uttryck.',
    },
    'studio-strobe': {
      name: 'Studioblixt',
      short: 'Rejäl blixteffekt och jämna färger för porträtt, produkter och mode.',
      description:
        'En kompaktblixt för studion eller på plats, med betydligt mer effekt än en systemblixt och en ' +
        'pilotlampa för att förhandsgranska ljuset. Fästet tar softboxar, paraplyer och reflektorer, och ' +
        'exakta effektsteg gör det lätt att upprepa samma ljussättning bild efter bild.',
    },
    'led-panel': {
      name: 'LED-videopanel',
      short: 'Mjukt, flimmerfritt kontinuerligt ljus som visar resultatet medan du fotograferar.',
      description:
        'En platt LED-panel med justerbar ljusstyrka och färgtemperatur som passar lika bra för ' +
        'intervjuer, streaming och videosamtal som för stillbilder. Den drivs med nätström eller ' +
        'batterier, förblir sval och monteras på ett ljusstativ eller en kallsko på några sekunder.',
    },
    'rgb-tube-light': {
      name: 'RGB-ljusrör',
      short: 'Alla färger, alla effekter – kreativt ljus i ett smalt rör som du håller i en hand.',
      description:
        'Ett batteridrivet LED-rör med full RGB-färg, justerbart vitt ljus och inbyggda effekter som ' +
        'polisljus, eld och blixtar. Använd det som synlig ljuskälla i bild, som hårljus eller som ' +
        'färgstark bakgrundsaccent, och styr flera rör samtidigt från en app i mobilen.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Gör hårt blixt- eller LED-ljus till mjukt, smickrande ljus.',
      description:
        'En hopfällbar ljusformare vars diffusor sprider ljuset jämnt och mjukar upp skuggor i ansikten ' +
        'och på produkter. Den fälls ihop platt för transport, fästs på lampan med en adapterring och ' +
        'kan kompletteras med en tyggrid för att hålla spilljuset under kontroll.',
    },
    'light-stand': {
      name: 'Ljusstativ',
      short: 'Ett stadigt, justerbart stativ för lampor, ljusformare och bakgrunder.',
      description:
        'Ett teleskopstativ med brett bentag och standardtapp som håller blixtar, LED-paneler och ' +
        'softboxar på precis rätt höjd. Lätt men stabilt, går det att fälla ihop litet för fotografering ' +
        'på plats, och en sandsäck på benen ger extra säkerhet utomhus.',
    },
    'shotgun-mic': {
      name: 'Riktmikrofon',
      short: 'Tydligt, fokuserat ljud från det håll du riktar den mot.',
      description:
        'En riktad mikrofon som dämpar mycket av ljudet från sidorna och bakifrån, så att röster och det ' +
        'som finns framför kommer fram tydligt. Montera den i kamerans sko eller på en bom och använd ' +
        'ett vindskydd när du spelar in utomhus.',
    },
    'wireless-mic': {
      name: 'Trådlöst mikrofonsystem',
      short: 'Sändare att fästa på kläderna för ren dialog var som helst, helt utan kablar.',
      description:
        'Kompakta sändare fästs på kläderna och skickar ljudet till en mottagare på kameran, mobilen ' +
        'eller datorn. Perfekt för vloggar, intervjuer och spontan filmning – programledaren kan röra ' +
        'sig fritt medan du fokuserar på bilden.',
    },
    'anc-headphones': {
      name: 'Brusreducerande hörlurar',
      short: 'Stäng ute omvärlden och njut av musik, samtal och flygresor i lugn och ro.',
      description:
        'Trådlösa over ear-hörlurar med aktiv brusreducering som dämpar motorljud, trafik och ' +
        'kontorsprat. Mjuka öronkuddar gör dem bekväma i timmar, ett transparensläge låter dig höra ' +
        'omgivningen när det behövs och inbyggda mikrofoner sköter samtalen.',
    },
    'studio-headphones': {
      name: 'Studiohörlurar',
      short: 'Ärligt, detaljerat ljud för inspelning, mixning och redigering.',
      description:
        'Trådbundna hörlurar med ett linjärt, exakt ljud, så att du hör inspelningen som den verkligen ' +
        'är och inte en förskönad version. Slutna modeller hindrar ljud från att läcka in i ' +
        'mikrofonerna, och ett robust bygge tål daglig användning i studion.',
    },
    'true-wireless-earbuds': {
      name: 'Helt trådlösa hörlurar',
      short: 'Ljud i fickformat som följer med dig överallt, helt utan sladdar.',
      description:
        'Små trådlösa in ear-hörlurar som ansluter till mobilen så fort du öppnar fodralet, som också ' +
        'laddar dem när du är på språng. Pekkontroller sköter musik och samtal, och många modeller har ' +
        'dessutom brusreducering och flera storlekar på öronproppar för en säker och bekväm passform.',
    },
    'sport-earbuds': {
      name: 'Sporthörlurar',
      short: 'En säker, svettålig passform som hänger med i varje träningspass.',
      description:
        'Trådlösa hörlurar gjorda för löpning, gym och utomhusträning, med öronkrokar eller vingar som ' +
        'sitter kvar även vid intensiva rörelser. Svett- och vattentålig design klarar regn och tuffa ' +
        'pass, och ett omgivningsläge gör att du hör trafiken på vägen.',
    },
    'flagship-phone': {
      name: 'Flaggskeppsmobil',
      short: 'Prestanda i toppklass, kameror i proffsklass och en fantastisk skärm i en och samma enhet.',
      description:
        'En mobil i toppklass med OLED-skärm med hög uppdateringsfrekvens, ett kamerasystem med flera ' +
        'objektiv och telezoom samt en processor som klarar spel och videoredigering med lätthet. ' +
        'Exklusiva material, snabbladdning och långvarigt programvarustöd gör den till en mobil som håller länge.',
    },
    'midrange-phone': {
      name: 'Mellanklassmobil',
      short: 'Allt du behöver av en smartphone, till ett pris som känns rimligt.',
      description:
        'En välbalanserad mobil med stor, ljusstark skärm, en kapabel huvudkamera och ett batteri som ' +
        'lätt räcker en hel dag. Meddelanden, streaming, sociala medier och enklare spel flyter på ' +
        'smidigt, vilket gör den till ett smart val för vardagen.',
    },
    'book-foldable': {
      name: 'Vikbar mobil i bokformat',
      short: 'En mobil i fickan som fälls upp till en surfplatta i händerna.',
      description:
        'En vikbar mobil med fullstor yttre skärm och en stor inre skärm som öppnas som en bok. Kör två ' +
        'eller tre appar sida vid sida, läs dokument och redigera bilder på den stora skärmen och fäll ' +
        'sedan ihop den för att använda den med en hand när du är på språng.',
    },
    'flip-foldable': {
      name: 'Vikbar flipmobil',
      short: 'En fullstor smartphone som viks på mitten och ryms i alla fickor.',
      description:
        'En kompakt vikmobil med hög vikbar skärm och en liten yttre skärm för aviseringar, snabba svar ' +
        'och selfies med huvudkameran. Vik den till hälften och ställ den på bordet för ' +
        'handsfree-videosamtal eller bilder – inget stativ behövs.',
    },
    'magsafe-charger': {
      name: 'Magnetisk trådlös laddare',
      short: 'Sätt fast mobilen så börjar den ladda, perfekt placerad varje gång.',
      description:
        'En trådlös laddare med inbyggda magneter som håller kompatibla mobiler på exakt rätt plats för ' +
        'effektiv laddning. Ha den på skrivbordet eller nattduksbordet och lyft mobilen när du behöver ' +
        'den, utan att fippla med kablar.',
    },
    'phone-lens-kit': {
      name: 'Objektivset för mobil',
      short: 'Lägg till vidvinkel, makro och mer till kameran du alltid har med dig.',
      description:
        'Ett set med objektiv som klämms eller monteras på mobilen och utökar vad mobilkameran klarar, ' +
        'från vida vyer till närbilder i makro. Glasoptiken sätts fast på några sekunder och ryms i ett ' +
        'litet fodral – perfekt för resor, mat- och naturfotografering.',
    },
    'creator-laptop': {
      name: 'Laptop för kreatörer',
      short: 'Prestanda i stationär klass för foto, video och 3D, var du än är.',
      description:
        'En högpresterande laptop med kraftfull processor, stark grafik och gott om minne för att ' +
        'redigera RAW-filer, 4K-video och 3D-scener. En färgtrogen skärm och snabba portar för diskar ' +
        'och tillbehör gör den till en komplett mobil studio.',
    },
    ultrabook: {
      name: 'Tunn och lätt laptop',
      short: 'Batteri som räcker hela dagen i en tunn, lätt laptop du knappt märker i väskan.',
      description:
        'En tunn och lätt laptop för jobb, studier och resor, med skarp skärm, bekvämt tangentbord och ' +
        'tyst, effektiv prestanda. Den vaknar direkt, laddas via USB-C och klarar dokument, surfande och ' +
        'videosamtal med lätthet.',
    },
    'pro-tablet': {
      name: 'Proffsplatta',
      short: 'En surfplatta i laptopklass för att rita, redigera och jobba på riktigt.',
      description:
        'En surfplatta i toppklass med stor, flytande skärm, kraftfull processor och stöd för ' +
        'precisionspenna och tangentbordsfodral. Skissa, retuschera bilder, redigera video eller ' +
        'anteckna på möten – ta sedan av tangentbordet och slå dig ner i soffan med en film.',
    },
    'everyday-tablet': {
      name: 'Surfplatta för vardagen',
      short: 'En stor, användarvänlig skärm för streaming, läsning och videosamtal hemma.',
      description:
        'En prisvärd surfplatta med skarp skärm, stereohögtalare och lång batteritid, gjord för film, ' +
        'e-böcker, recept och läxor. Den är lätt nog att hålla i timmar och enkel för hela familjen att dela på.',
    },
    'photo-monitor': {
      name: 'Bildskärm för bildredigering',
      short: 'Verklighetstrogna färger, så att dina utskrifter och inlägg blir precis som du tänkt.',
      description:
        'En högupplöst bildskärm med stor färgrymd och fabrikskalibrering, byggd för fotografer och ' +
        'formgivare som behöver exakta färger. Jämn ljusstyrka över hela panelen och stöd för ' +
        'kalibrering hjälper dig att bedöma varje ton och skugga med säkerhet.',
    },
    'compact-desktop': {
      name: 'Kompakt stationär dator',
      short: 'Full datorprestanda i en låda som är liten nog att stå bredvid bildskärmen.',
      description:
        'En stationär dator i litet format med snabb, tyst prestanda för kontorsarbete, bildredigering ' +
        'och underhållning hemma, utan att ta över skrivbordet. Gott om portar för bildskärmar, diskar ' +
        'och tillbehör, och den drar bara en bråkdel av strömmen som ett fullstort tornchassi.',
    },
    smartwatch: {
      name: 'Smartklocka',
      short: 'Aviseringar, hälsomätning och kontaktlös betalning direkt på handleden.',
      description:
        'En klocka med ljusstark pekskärm som parkopplas med mobilen och visar meddelanden, samtal och ' +
        'appar med en snabb blick. Inbyggda sensorer mäter puls, sömn och träning, och utbytbara armband ' +
        'gör den lika passande till vardags som till fest.',
    },
    'outdoor-watch': {
      name: 'GPS-klocka för friluftsliv',
      short: 'Tålig navigering med lång batteritid för leder, toppar och öppet vatten.',
      description:
        'En tålig klocka med GPS på flera frekvensband, topografiska kartor och ett batteri som håller i ' +
        'dagar eller till och med veckor mellan laddningarna. Förstärkt boett, reptåligt glas och ' +
        'vattentäthet gör den redo för vandring, terränglöpning, klättring och simning.',
    },
    'fitness-band': {
      name: 'Aktivitetsarmband',
      short: 'Ett smalt armband för steg, sömn och puls som du knappt märker på handleden.',
      description:
        'Ett kompakt armband som registrerar daglig aktivitet, träning och sömnkvalitet dygnet runt och ' +
        'synkar allt till en app i mobilen. Med ett batteri som räcker i mer än en vecka och en ' +
        'vattentålig design kan det sitta på dag och natt, till och med i duschen.',
    },
    'smart-ring': {
      name: 'Smart ring',
      short: 'Insikter om sömn, återhämtning och puls från en ring du kan bära hela dagen.',
      description:
        'En lätt ring full av sensorer som mäter sömnfaser, puls, hudtemperatur och daglig aktivitet – ' +
        'utan någon skärm som stör. Det släta, vattentåliga skalet är bekvämt dygnet runt, och appen gör ' +
        'om data till enkla dagliga poäng.',
    },
    'camera-backpack': {
      name: 'Kameraryggsäck',
      short: 'Bär kamera, objektiv och laptop bekvämt, vart fotograferingen än tar dig.',
      description:
        'Vadderade, justerbara avdelare skyddar en kamera och flera objektiv, medan ett separat fack ' +
        'rymmer en laptop eller surfplatta. Öppning från sidan och baksidan gör att du snabbt kommer åt ' +
        'utrustningen, och vadderade axelremmar, vädertåligt tyg och en stativrem gör långa dagar i fält enklare.',
    },
    'roller-bag': {
      name: 'Kameraväska på hjul',
      short: 'Rulla med en hel utrustning genom flygplatser och ut på plats utan att bära vikten.',
      description:
        'En väska på hjul med mjukrullande hjul, teleskophandtag och vadderat inre som rymmer två ' +
        'kamerahus, flera objektiv och tillbehör. Många storlekar klarar vanliga mått för handbagage, ' +
        'och låsbara dragkedjor och ett förstärkt skal håller värdefull utrustning säker under resan.',
    },
    'sling-bag': {
      name: 'Slingväska för kamera',
      short: 'Svinga fram den och fotografera: en kompakt väska för ett hus och ett eller två objektiv.',
      description:
        'En slingväska bärs diagonalt över kroppen och svingas fram så att du når kameran utan att ta av ' +
        'väskan. Den rymmer ett spegellöst hus med ett eller två objektiv plus småsaker, vilket gör den ' +
        'perfekt för gatufoto, storstadsresor och vardagsbruk.',
    },
    'shoulder-bag': {
      name: 'Axelväska för kamera',
      short: 'En klassisk väska i messengerstil som håller utrustningen nära och passar in överallt.',
      description:
        'En vadderad axelväska med lock och dragkedja för snabb åtkomst, så att du kan byta objektiv i ' +
        'farten. Löstagbara avdelare rymmer en kamera med två eller tre objektiv, ytterfickor tar ' +
        'batterier, minneskort och mobil, och den diskreta stilen skriker inte kamerautrustning.',
    },
    'hard-case': {
      name: 'Hård transportväska',
      short: 'Krosssäkert och vattentätt skydd för utrustning som måste komma fram hel.',
      description:
        'Ett gjutet polymerskal, ett tätat lock och kraftiga spännen skyddar kameror, objektiv och ' +
        'drönare mot fall, damm och regn. Skum eller avdelare som kan anpassas håller varje sak på ' +
        'plats, och en automatisk tryckutjämningsventil gör väskan lämplig för flygresor.',
    },
    'camera-insert': {
      name: 'Kamerainsats',
      short: 'Gör om vilken ryggsäck eller tygkasse som helst till en kameraväska på några sekunder.',
      description:
        'En vadderad låda med justerbara avdelare som skjuts ner i din vardagsväska och skyddar en ' +
        'kamera och ett par objektiv. Ta ut den när kameran stannar hemma, så är din favoritväska som ' +
        'vanligt igen – ingen extra väska behövs.',
    },
    'sd-card': {
      name: 'SD-minneskort',
      short: 'Snabb, pålitlig lagring för bilder och 4K-video i kameror, drönare och mer.',
      description:
        'Ett UHS-minneskort med jämna skrivhastigheter som hänger med i serietagning och video med hög ' +
        'bithastighet. Det tål vatten, extrema temperaturer, stötar och röntgenstrålning och finns i ' +
        'kapaciteter för allt från en helgresa till en hel produktion.',
    },
    'cfexpress-card': {
      name: 'CFexpress-kort',
      short: 'Hastighet i proffsklass för högupplösta bildserier och RAW-video.',
      description:
        'CFexpress-kort bygger på PCIe-gränssnittet och läser och skriver flera gånger snabbare än SD, ' +
        'så att bufferten töms nästan direkt och 8K- eller RAW-video spelas in utan tappade bildrutor. ' +
        'Ett robust hölje och genomtänkt värmehantering håller prestandan jämn under långa inspelningar.',
    },
    'portable-ssd': {
      name: 'Extern SSD',
      short: 'Lagring i fickformat som flyttar enorma bild- och videobibliotek på några minuter.',
      description:
        'En kompakt SSD som ansluts via USB-C och överför data många gånger snabbare än en vanlig ' +
        'hårddisk. Använd den för att säkerhetskopiera fotograferingar på resande fot, redigera material ' +
        'direkt från disken eller spela in direkt från kameror och mobiler som stöder extern lagring.',
    },
    'rugged-ssd': {
      name: 'Tålig extern SSD',
      short: 'Snabb extern lagring som tål fall, damm och regn.',
      description:
        'Snabb flashlagring i ett stötdämpande skal med IP-klassning mot damm och vatten, så att ' +
        'materialet är säkert på expeditioner, filminspelningar och byggarbetsplatser. ' +
        'Hårdvarukryptering och en karbinhakeögla ger extra säkerhet och gör den lätt att ha till hands.',
    },
    'card-reader': {
      name: 'Minneskortläsare',
      short: 'För över korten i full hastighet direkt till laptop, surfplatta eller mobil.',
      description:
        'En kompakt USB-C-läsare med platser för de vanligaste kortformaten, byggd för att hänga med i ' +
        'moderna korts hastighet i stället för att bromsa dem. Det lilla aluminiumhöljet ryms i alla ' +
        'väskor och gör det enkelt att säkerhetskopiera efter varje fotografering.',
    },
    'usb-flash-drive': {
      name: 'USB-minne',
      short: 'Lagring i nyckelringsformat för filer, presentationer och snabba säkerhetskopior.',
      description:
        'Ett litet, tåligt minne med USB-A- eller USB-C-kontakt, ofta båda, så att det fungerar med både ' +
        'datorer, surfplattor och mobiler. Det är det enklaste sättet att lämna över bilder, ta med ' +
        'dokument eller ha en extra kopia av viktiga filer.',
    },
    'smart-speaker': {
      name: 'Smart högtalare',
      short: 'Rumsfyllande ljud med en röstassistent som alltid är redo att hjälpa till.',
      description:
        'Streama musik, poddar och radio via wifi eller Bluetooth och fråga sedan om vädret, ställ in ' +
        'timer eller styr belysningen utan att använda händerna. Parkoppla två för stereoljud eller ' +
        'placera flera runt om i hemmet för ljud i flera rum.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Bioljud från en enda smal soundbar under tv:n.',
      description:
        'En soundbar ersätter tv:ns tunna högtalare med tydlig dialog, bredare stereo och djupare bas, ' +
        'och många har dessutom stöd för surround och 3D-ljudformat. Den ansluts med en enda HDMI-kabel ' +
        'så att tv:ns fjärrkontroll styr den, och en subwoofer eller bakhögtalare kan läggas till senare.',
    },
    'streaming-box': {
      name: 'Mediaspelare för streaming',
      short: 'Gör vilken tv som helst till en smart-tv med alla dina favoritappar för streaming.',
      description:
        'Anslut den till en HDMI-port och streama filmer, serier och livesport i upp till 4K med HDR och ' +
        'uppslukande ljud. En röststyrd fjärrkontroll gör det snabbt att hitta något att titta på, och ' +
        'en snabb processor håller menyerna smidiga, även på äldre tv-apparater.',
    },
    projector: {
      name: 'Projektor för hemmabruk',
      short: 'Stor bild på vilken vägg som helst, för filmkvällar och spelkvällar.',
      description:
        'En kompakt projektor som kastar en skarp bild på 100 tum eller mer, med inbyggda streamingappar ' +
        'och högtalare så att den fungerar direkt ur kartongen. Autofokus och automatisk ' +
        'keystone-korrigering rätar upp bilden på några sekunder, oavsett om den står på en hylla eller ' +
        'följer med ut i trädgården.',
    },
    'item-tracker': {
      name: 'Bluetooth-tracker',
      short: 'Tappa aldrig bort nycklar, väska eller kamerautrustning igen.',
      description:
        'En liten bricka som fästs på nycklar, bagage eller kameraväska och visar var den finns på en ' +
        'karta i mobilappen. Låt den ringa när den är i närheten, och när den är utom räckhåll hjälper ' +
        'ett nätverk av mobiler i närheten dig att hitta den anonymt; det utbytbara batteriet räcker i ' +
        'ungefär ett år.',
    },
    'smart-display': {
      name: 'Smart skärm',
      short: 'En röststyrd skärm för recept, videosamtal och ditt smarta hem.',
      description:
        'En pekskärm med inbyggd röstassistent, högtalare och kamera, gjord för köksbänken eller ' +
        'nattduksbordet. Följ recept steg för steg, ring videosamtal, se vem som står vid dörren och ' +
        'styr belysning och värme från ett ställe – och låt den visa dina bilder som en digital fotoram ' +
        'när den inte används.',
    },
  },
  variants: {
    'body-only': 'Endast kamerahus',
    'kit-24-105': 'med 24–105 mm kitobjektiv',
    'kit-standard-zoom': 'med standardzoom som kitobjektiv',
    'lens-only': 'Endast objektiv',
    'lens-uv-filter': 'med UV-skyddsfilter',
    black: 'Svart',
    silver: 'Silver',
    white: 'Vit',
    'midnight-blue': 'Midnattsblå',
    'sage-green': 'Salviagrön',
    'pastel-blue': 'Pastellblå',
    'blossom-pink': 'Blomrosa',
    'natural-titanium': 'Naturlig titan',
    'black-titanium': 'Svart titan',
    'ring-size-9': 'Storlek 9',
    'ring-size-10': 'Storlek 10',
    'ring-size-11': 'Storlek 11',
    aluminium: 'Aluminium',
    'carbon-fibre': 'Kolfiber',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Kreatörspaket',
    'mic-1tx': '1 sändare + mottagare',
    'mic-2tx': '2 sändare + mottagare',
    'film-single': 'Enkelpack (10 bilder)',
    'film-twin': 'Dubbelpack (20 bilder)',
    'pack-single': '1-pack',
    'pack-2': 'Dubbelpack',
    'pack-4': '4-pack',
    'mount-canon': 'för Canon',
    'mount-nikon': 'för Nikon',
    'mount-sony': 'för Sony',
    'mount-fujifilm': 'för Fujifilm',
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
    canon: 'Japanskt bildföretag bakom kamerasystemet EOS och objektivserien RF.',
    nikon:
      'Över hundra år av optik från Tokyo: spegellösa kameror med Z-fattning, NIKKOR-objektiv och ' +
      'legendariska spegelreflexkameror.',
    sony:
      'Tillverkare av de spegellösa Alpha-kamerorna och bildsensorerna i många andra kameror, plus ' +
      'hyllade hörlurar.',
    fujifilm:
      'Filmarvet i digital form: kameror i X-serien och GFX med berömda filmsimuleringar, samt ' +
      'instax-direktbilder.',
    panasonic:
      'LUMIX-kamerorna är favoriter bland videofilmare, med hus för fullformat med L-fattning och ' +
      'Micro Four Thirds.',
    'om-system':
      'Efterträdaren till Olympus kameror: kompakt, vädertätad Micro Four Thirds-utrustning för natur och resor.',
    leica: 'Det tyska namnet bakom 35 mm-kameran, känt för handbyggda kamerahus och enastående objektiv.',
    sigma:
      'Fristående objektivtillverkare från Aizu i Japan, vars serier Art, Contemporary och Sports ' +
      'passar de flesta fattningar.',
    tamron: 'Japansk optikspecialist känd för lätta, skarpa och prisvärda zoomobjektiv till spegellösa kameror.',
    dji:
      'Företaget från Shenzhen som gjorde flygfoto till allmängods och som nu även bygger gimbaler, ' +
      'actionkameror och trådlösa mikrofoner.',
    godox: 'Belysningsmärke vars trådlösa blixtsystem och LED-lampor har blivit studiostandard till rimliga priser.',
    manfrotto:
      'Italiensk tillverkare av stativ, stativhuvuden, ljusstativ och väskor, formgivna vid foten av ' +
      'Alperna i Venetien sedan 1972.',
    'peak-design':
      'Märke från San Francisco med genomtänkta kameraväskor, remmar, clips och resestativ, med livstidsgaranti.',
    sandisk: 'Pionjär inom flashminne vars Extreme- och Extreme PRO-kort finns i otaliga kameraväskor.',
    rode: 'Australisk mikrofontillverkare från Sydney som filmare, poddare och streamare litar på.',
    apple: 'Skaparen av iPhone, Mac och iPad, vars enheter samarbetar kring bilder, musik och hemmet.',
    samsung:
      'Koreansk elektronikjätte bakom Galaxy-mobiler, vikbara mobiler, bärbara prylar, snabba ' +
      'SSD-diskar och minneskort.',
    gopro: 'Det kaliforniska märket som uppfann den tåliga actionkameran som kan monteras var som helst.',
    insta360:
      'Tillverkare från Shenzhen av 360-graderskameror, pyttesmå bärbara kameror och mobilgimbaler med ' +
      'AI-följning.',
    lowepro: 'Pionjär inom kameraväskor med rötterna i Colorados natur, känd för tåliga och väl vadderade ryggsäckar.',
  },
  shops: {
    'demo-camera-house': 'Flaggskeppsbutiken för kameror, objektiv och allt som sitter på eller runt dem.',
    'lens-and-light-co':
      'Optik och ljus under samma tak: ljusstarka fasta objektiv, proffszoomar, blixtar och ' +
      'studioutrustning för porträttfotografer.',
    'skyline-aerial':
      'Drönare, FPV-utrustning och actionkameror, med gimbaler som håller varje bild stadig även på marken.',
    'studio-sound-supply':
      'Mikrofoner, studiohörlurar och kontinuerligt ljus för kreatörer som spelar in i egen studio.',
    'pocket-mobile':
      'De senaste smartphonesen och vikbara mobilerna, plus klockorna, ringarna och hörlurarna som hör till.',
    'byte-and-pixel':
      'Laptops, surfplattor och färgtrogna bildskärmar för att redigera bilder och video var som helst.',
    'card-and-drive-depot':
      'Snabba minneskort, externa SSD-diskar och kortläsare, så att utrymmet aldrig tar slut mitt i en ' +
      'fotografering.',
    'trail-and-carry':
      'Kameraryggsäckar, slingväskor och hårda väskor byggda för leder, flygplatser och allt däremellan.',
    'smart-nest-home': 'Smarta högtalare, soundbars, projektorer och trackers som gör det uppkopplade hemmet enkelt.',
  },
  ads: [
    { title: 'Spegellösa dagar', subtitle: 'Upp till 20 % rabatt på utvalda kamerahus' },
    { title: 'De nya mobilerna är här', subtitle: 'De senaste flaggskeppen från pålitliga butiker' },
    { title: 'Objektivveckan', subtitle: 'Fasta objektiv och zoomar till specialpriser' },
    { title: 'Fri frakt över {{money:9900}}', subtitle: 'Hos deltagande butiker, i alla kategorier' },
    { title: 'Drönarsäsong', subtitle: 'Flyg längre med nya drönare och extrabatterier' },
    { title: 'Hör varje detalj', subtitle: 'Hörlurar och mikrofoner för kreatörer' },
    { title: 'Få aldrig slut på utrymme', subtitle: 'Snabba minneskort och externa SSD-diskar' },
    { title: 'Redo för resan', subtitle: 'Kameraväskor och ryggsäckar för alla resor' },
    { title: 'Smartklockor för alla handleder', subtitle: 'Följ din löpning, sömn och dina aviseringar' },
    { title: 'Laptops för kreatörer', subtitle: 'Redigera bilder och video var som helst' },
  ],
  announcements: [
    {
      title: 'Välkommen till Polymart – och våra leveranstider under helgerna',
      body:
        'Välkommen till Polymart! Fristående butiker från många länder säljer nu kameror, objektiv, ' +
        'drönare och mycket mer på ett och samma ställe, och varje betalning hålls säkert tills din ' +
        'beställning är slutförd.\n\n' +
        'Under helgdagar pausar vissa butiker sina leveranser i några dagar. Det beräknade leveransdatum ' +
        'som visas i kassan tar redan hänsyn till varje butiks schema, och vår kundtjänst fortsätter att ' +
        'svara på meddelanden under hela helgperioden.',
    },
  ],
  flashDealTitle: 'Helgens blixterbjudanden på kameror',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Så väljer du din första spegellösa kamera',
      summary:
        'Sensorstorlek, objektiv, autofokus och budget: de fyra frågorna som betyder mest när du går ' +
        'från mobilen till en spegellös kamera.',
      body:
        'Att gå från mobilen till en riktig kamera är spännande – och lite överväldigande. ' +
        'Specifikationerna är långa och alla märken påstår att de har den bästa autofokusen. Det goda ' +
        'beskedet är att nästan alla spegellösa kameror som säljs i dag tar utmärkta bilder, så den ' +
        'verkliga frågan är vilken som passar ditt sätt att fotografera.\n\n' +
        'Börja med sensorn. Fullformatshus ger de renaste bilderna i svagt ljus och det kortaste ' +
        'skärpedjupet, men både de och deras objektiv kostar och väger mer. APS-C-kameror är mindre, ' +
        'lättare och betydligt billigare, och för resor, familj och gatufoto räcker de gott och väl. ' +
        'Micro Four Thirds går ännu längre när det gäller storlek, något som många videofilmare uppskattar.\n\n' +
        'Tänk sedan på objektiven snarare än kamerahuset. Du behåller troligen objektiven längre än din ' +
        'första kamera, så se på systemet som helhet: finns det prisvärda fasta objektiv, en bra ' +
        'resezoom och alternativ från andra tillverkare? En fattning med ett rikt utbud av objektiv ger ' +
        'dig utrymme att växa.\n\n' +
        'Håll sedan i kameran. Greppet, knapparnas placering och sökaren betyder mer än några extra ' +
        'megapixlar. Prova gärna en i butik, eller läs returvillkoren noga innan du köper på nätet. ' +
        'Kontrollera också om skärmen går att fälla ut, vilket gör stor skillnad för vloggning och låga ' +
        'vinklar.\n\n' +
        'Sätt till sist en budget som även täcker tillbehören: ett extrabatteri, ett snabbt minneskort ' +
        'och en väska. Ett mellanklasshus med ett bra objektiv ger nästan alltid bättre bilder än ett ' +
        'topphus med en billig kitzoom. Köp kameran som du faktiskt kommer att ha med dig – och gå sedan ' +
        'ut och fotografera.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Fast objektiv eller zoom: vilket objektiv ska du köpa härnäst?',
      summary:
        'Vi fotograferade samma motiv i två veckor med ett fast 35 mm-objektiv och en 24–70 mm-zoom. Här ' +
        'är vad vart och ett gör bäst.',
      body:
        'Förr eller senare ställs alla fotografer inför samma fråga: ett ljusstarkt fast objektiv eller ' +
        'en mångsidig zoom? För att svara ärligt satte vi ett fast 35 mm f/1,8 och en 24–70 mm f/4-zoom ' +
        'på samma kamera och använde dem sida vid sida under två veckors gatufoto, porträtt och ' +
        'resefotografering.\n\n' +
        'Det fasta objektivet vann på ljus och karaktär. Vid f/1,8 samlar det in mer än dubbelt så ' +
        'mycket ljus som zoomen vid f/4, vilket innebar lägre ISO inomhus och en vackert mjuk bakgrund i ' +
        'porträtten. Det är också mindre och lättare, så kameran fick följa med även de dagar då den ' +
        'annars hade blivit kvar hemma. Med en enda brännvidd tvingades vi röra på fötterna och tänka på ' +
        'bildutsnittet, och flera av våra favoritbilder kom just ur den begränsningen.\n\n' +
        'Zoomen vann på flexibilitet. På en marknad eller en familjesammankomst är det ovärderligt att ' +
        'på en sekund gå från en vid vy till en tät detalj, och vi missade betydligt färre ögonblick. ' +
        'Moderna zoomar är imponerande skarpa, och bildstabiliseringen väger upp mycket av skillnaden i ' +
        'bländare när motivet står still.\n\n' +
        'Bildkvaliteten låg närmare varandra än vi hade väntat oss. Nedbländade till f/5,6 gav båda ' +
        'objektiven skarpa, kontrastrika filer, och i utskrifter upp till A3 kunde vi inte säkert skilja ' +
        'dem åt. De verkliga skillnaderna fanns i svagt ljus, i bakgrundsoskärpan och i hur varje ' +
        'objektiv förändrade vårt sätt att fotografera.\n\n' +
        'Vår slutsats: om du redan har en kitzoom är ett ljusstarkt fast 35 eller 50 mm den uppgradering ' +
        'som ger mest för pengarna. Om du mest fotograferar evenemang, resor eller video och behöver ' +
        'reagera snabbt gör en bra standardzoom dig större nytta. Många fotografer slutar med ett av ' +
        'varje, och det är inte ett dåligt läge att vara i.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Drönarsäsongen är här: reglerna alla nybörjare bör känna till',
      summary:
        'Lär dig grunderna som gäller nästan överallt innan din första flygning: registrering, ' +
        'höjdgränser, flygförbudszoner och respekt för privatlivet.',
      body:
        'Längre dagar och lugnare väder betyder fler drönare i luften – och många nya piloter. Det har ' +
        'aldrig varit enklare att flyga tack vare GPS-stabilisering och hindersensorer, men reglerna har ' +
        'också blivit strängare. Reglerna skiljer sig mellan länder, så kontrollera alltid med den ' +
        'nationella luftfartsmyndigheten innan du lyfter. Principerna nedan gäller dock nästan överallt.\n\n' +
        'Känn till din viktklass och registrera dig om det krävs. I många länder hamnar drönare under ' +
        '250 gram i den lättaste kategorin med minst skyldigheter, medan tyngre modeller kräver ' +
        'registrering på nätet, ett enkelt teoriprov eller båda. Registreringsnumret ska oftast sitta ' +
        'synligt på drönaren. Spara bekräftelsen i mobilen ifall någon frågar efter den.\n\n' +
        'Respektera gränserna för höjd och avstånd. En vanlig maxhöjd för hobbyflygning är omkring 120 ' +
        'meter (400 fot) över marken, och du ska alltid ha drönaren inom synhåll. Flyg aldrig över ' +
        'folksamlingar och håll ett säkert avstånd till personer som inte deltar i flygningen.\n\n' +
        'Kontrollera kartan före varje flygning. Flygplatser, helikopterflygplatser, militära områden, ' +
        'fängelser och många nationalparker är begränsade eller stängda för drönare, och tillfälliga ' +
        'restriktioner kan införas vid evenemang eller nödsituationer. De flesta tillverkares appar och ' +
        'officiella flygkartor visar de här zonerna, och vissa drönare vägrar till och med att lyfta inom dem.\n\n' +
        'Tänk till sist på integritet och försäkring. Att filma människor i deras trädgårdar eller genom ' +
        'fönster kan bryta mot integritetslagstiftningen även där själva flygningen är laglig. En ' +
        'ansvarsförsäkring är obligatorisk i vissa länder och klok överallt. Flyg ansvarsfullt, så ' +
        'förblir luftrummet öppet för alla – och du kommer hem med fantastiska bilder.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Så sköter du kamerans batterier och minneskort',
      summary:
        'Några enkla vanor håller batterierna friska i åratal och skyddar dina bilder mot det fruktade ' +
        'meddelandet ”kortfel”.',
      body:
        'Batterier och minneskort är den minst glamorösa delen av utrustningen, men de ligger bakom de ' +
        'flesta missade bilder och förlorade foton. Det goda beskedet är att det bara tar några minuter ' +
        'i veckan att sköta om dem.\n\n' +
        'Litiumjonbatterier trivs bäst mellan ungefär 30 och 80 procents laddning. Om du inte ska ' +
        'använda ett batteri på några veckor, förvara det halvladdat på ett svalt och torrt ställe i ' +
        'stället för fulladdat eller helt tomt. Lämna aldrig batterier i en varm bil, och ha ' +
        'extrabatterierna i en innerficka när det är kallt, där kroppsvärmen gör att de räcker längre. ' +
        'Köp original eller ersättare med goda omdömen: billiga märkeslösa celler kan sakna ordentliga ' +
        'skyddskretsar.\n\n' +
        'Formatera minneskorten i kameran, inte i datorn, och gör det varje gång du har kopierat dina ' +
        'filer på ett säkert sätt. Formatering i kameran skapar filsystemet precis som kameran förväntar ' +
        'sig och minskar risken för fel. Undvik att radera bilder en och en i kameran, eftersom det ' +
        'fragmenterar kortet med tiden.\n\n' +
        'Hantera korten varsamt. Förvara dem i ett hårt fodral, skyddade mot sand och fukt, och ta ' +
        'aldrig ut ett kort medan kameran fortfarande skriver till det; vänta tills åtkomstlampan ' +
        'slocknar. På resor är det bättre att använda flera mindre kort än ett enda stort, så att ett ' +
        'förlorat eller skadat kort inte kostar dig allt.\n\n' +
        'Säkerhetskopiera till sist så snart du kan. En enkel rutin där du kopierar till en laptop och ' +
        'sedan till en extern disk eller molnlagring gör ett förlorat kort till ett irritationsmoment i ' +
        'stället för en katastrof. Pensionera kort som har börjat visa fel och märk utslitna batterier ' +
        'så att de stannar hemma. Ditt framtida jag – och dina bilder – kommer att tacka dig.',
    },
    'lighting-a-home-studio': {
      title: 'Ljus i hemmastudion: LED-paneler, softboxar och ringljus i jämförelse',
      summary:
        'Vi byggde upp tre ljuskit för nybörjare i ett gästrum och fotograferade porträtt och produkter ' +
        'med vart och ett. Här är vad som fungerar med liten budget.',
      body:
        'Du behöver inget lager för att ljussätta som ett proffs. Ett extra rum, några kvadratmeter vägg ' +
        'och rätt lampor räcker för porträtt, produktbilder och videosamtal som ser betydligt bättre ut ' +
        'än under taklampan. För att ta reda på vilken lösning som passar nybörjare bäst byggde vi upp ' +
        'tre populära kit i samma rum och använde vart och ett i en vecka.\n\n' +
        'Ringljuset var enklast att komma i gång med. Placera det framför motivet, slå på det och du får ' +
        'platt, jämnt ljus med en karakteristisk rund ljusreflex i ögonen. Det är perfekt för smink, ' +
        'videosamtal och korta vertikala videor, men uttrycket blir snart enformigt och det gör inte ' +
        'mycket för att forma ett ansikte eller en produkt.\n\n' +
        'Två LED-paneler med justerbar färgtemperatur gav oss mest flexibilitet. De förblir svala, visar ' +
        'exakt vad du får innan du trycker av och låter dig justera ljusstyrka och färgtemperatur från ' +
        'varmt till dagsljus. Nakna paneler ger dock hårt ljus, så räkna med diffusorer eller små ' +
        'softboxar för att mjuka upp dem.\n\n' +
        'Kitet med softboxar för kontinuerligt ljus gav de mest smickrande porträtten. En stor softbox ' +
        'på 60 till 90 cm placerad i 45 graders vinkel mot motivet ger mjukt, riktat ljus med milda ' +
        'skuggor – den klassiska studiolooken. Nackdelen är storleken: stativen och boxarna tar upp ' +
        'rejält med golvyta och tar några minuter att montera.\n\n' +
        'Vår rekommendation för en första hemmastudio är en stor softbox som huvudljus, en LED-panel som ' +
        'fyll- eller bakgrundsljus och en billig vit reflexskärm. Sätt upp mörkläggningsgardiner så att ' +
        'dagsljuset inte förskjuter färgerna under en fotografering, och matcha alltid lampornas ' +
        'färgtemperatur. Börja enkelt, lär dig hur ett ljus beter sig och lägg bara till fler när du vet ' +
        'vad som saknas.',
    },
    'travel-photography-packing-list': {
      title: 'Resefotografens packlista: vad du ska ta med och vad du ska lämna hemma',
      summary:
        'Packa lätt, fotografera mer. En praktisk checklista över kamerautrustning för dina resor, från ' +
        'valet av objektiv till kablarna du alltid glömmer.',
      body:
        'Den bästa resekameran är den du fortfarande gärna bär på dag tio. Varje extra objektiv och pryl ' +
        'ökar vikten, gör dig långsammare i säkerhetskontrollen och ökar risken att väskan blir kvar på ' +
        'hotellet. Lägg fram allt före varje resa och fråga dig om varje sak: kommer jag verkligen att ' +
        'använda den här?\n\n' +
        'För de flesta resor räcker ett hus och två objektiv gott. En mångsidig zoom från vidvinkel till ' +
        'kort tele klarar landskap, gator och mat, medan ett litet ljusstarkt fast objektiv tar hand om ' +
        'kvällar, interiörer och porträtt. Står vilda djur på programmet, byt ut det fasta objektivet ' +
        'mot en kompakt telezoom i stället för att ta med ett tredje objektiv.\n\n' +
        'Sedan kommer ström och lagring. Ta med minst två extrabatterier, en USB-laddare som kan ladda ' +
        'dem från en powerbank och en universell reseadapter. Packa fler minneskort än du tror att du ' +
        'behöver, plus en liten kortläsare eller en adapter till mobilen så att du kan säkerhetskopiera ' +
        'varje kväll.\n\n' +
        'Sedan småsakerna som räddar dagen: en mikrofiberduk och en blåsbälg mot damm, ett regnskydd ' +
        '(eller bara en enkel duschmössa), ett lätt resestativ eller ett böjligt ministativ för ' +
        'nattbilder och en rem som är bekväm att bära hela dagen. En enkel väska som inte skriker ' +
        '”kamera här” drar mindre uppmärksamhet till sig i folkmassor.\n\n' +
        'Ha till sist dina värdesaker i handbagaget, eftersom litiumbatterier oftast inte är tillåtna i ' +
        'incheckat bagage, och ta med kvitton eller en lista över serienummer för tullen och ' +
        'försäkringen. Om du tänker flyga drönare utomlands, kontrollera de lokala reglerna först. Och ' +
        'lämna lite plats i väskan: de bästa souvenirerna är ofta de du aldrig hade tänkt köpa.',
    },
  },
  policies: {
    terms: {
      title: 'Användarvillkor',
      body:
        '## Om de här villkoren\n\n' +
        'De här villkoren gäller för din användning av Polymart, en marknadsplats på nätet där ' +
        'fristående butiker säljer sina produkter till köpare. Genom att skapa ett konto eller lägga en ' +
        'beställning godkänner du dem. Marknadsplatsen drivs av Polymarts operatörer; själva produkterna ' +
        'säljs av de butiker som anges på respektive produktsida.\n\n' +
        '## Ditt konto\n\n' +
        'Du måste lämna korrekta uppgifter när du registrerar dig och hålla ditt lösenord hemligt. Du ' +
        'ansvarar för all aktivitet på ditt konto. Vi kan stänga av eller avsluta konton som är ' +
        'inblandade i bedrägeri, missbruk eller upprepade brott mot de här villkoren.\n\n' +
        '## Köpa på Polymart\n\n' +
        'Varje beställning är ett avtal mellan dig och den butik som säljer varan. Priser kan visas i ' +
        'flera valutor; omräknade priser visas som en service, och det belopp som debiteras är det som ' +
        'bekräftas i kassan. Butikerna ansvarar för sina annonser, sitt lager, sina leveranser och ' +
        'produktgarantier.\n\n' +
        '## Betalningar och plånboken\n\n' +
        'Du kan betala med saldot i din Polymart-plånbok, med bankkort eller mot postförskott där ' +
        'butiken erbjuder det. Betalningarna hålls av Polymart och betalas ut till butiken först när ' +
        'beställningen är slutförd, vilket skyddar både köpare och säljare. Återbetalningar görs till ' +
        'din plånbok eller till det ursprungliga betalningssättet, enligt vår retur- och återbetalningspolicy.\n\n' +
        '## Sälja på Polymart\n\n' +
        'Vem som helst kan ansöka om att öppna en butik. Ansökningarna granskas av Polymarts operatörer, ' +
        'som kan begära ytterligare uppgifter och avslå eller stänga av butiker som inte uppfyller ' +
        'marknadsplatsens krav. Säljare måste följa lagen, beskriva produkterna ärligt och skicka inom ' +
        'den tid de utlovar. Polymart tar ut en provision på slutförda försäljningar, enligt vad som ' +
        'visas i Säljarcenter.\n\n' +
        '## Förbjudna varor och förbjudet beteende\n\n' +
        'Förfalskade varor, stöldgods, varor som gör intrång i immateriella rättigheter och allt som ' +
        'inte lagligen får säljas i destinationslandet är inte tillåtet. Omdömen ska spegla verkliga ' +
        'erfarenheter. Att manipulera betyg, ta emot betalningar utanför plattformen eller trakassera ' +
        'andra användare kan leda till att ditt konto stängs.\n\n' +
        '## Ansvar och ändringar\n\n' +
        'Polymart tillhandahåller plattformen i befintligt skick och är inte säljare av de varor som ' +
        'butikerna annonserar. I den utsträckning lagen tillåter ansvarar Polymarts operatörer inte för ' +
        'indirekta skador eller följdskador. Vi kan uppdatera villkoren då och då; väsentliga ändringar ' +
        'meddelas på webbplatsen innan de träder i kraft, och om du fortsätter att använda Polymart ' +
        'godkänner du de uppdaterade villkoren.',
    },
    support: {
      title: 'Hjälp & kundtjänst',
      body:
        '## Hur kan vi hjälpa dig?\n\n' +
        'De flesta svar finns redan i ditt konto: orderstatus, spårningsuppgifter och begäranden om ' +
        'återbetalning hittar du under Mina beställningar. Om du inte hittar det du behöver där hjälper ' +
        'både butikerna och Polymarts kundtjänst gärna till.\n\n' +
        '## Kontakta en butik\n\n' +
        'Har du frågor om en produkt, kompatibilitet, lagerstatus eller leveranstider går det snabbast ' +
        'att skicka ett meddelande direkt till butiken från produktsidan eller från din beställning. ' +
        'Butikerna strävar efter att svara inom två arbetsdagar, och hela konversationen sparas ' +
        'tillsammans med beställningen.\n\n' +
        '## Kontakta Polymarts kundtjänst\n\n' +
        'Om en butik inte svarar, eller om din fråga gäller betalningar, din plånbok eller ditt konto, ' +
        'kontaktar du Polymarts kundtjänst via hjälpformuläret i ditt konto eller via e-post till ' +
        'support@polymart.example. Ange ditt ordernummer så att vi kan hjälpa dig snabbare. Vi svarar ' +
        'inom en arbetsdag, måndag till fredag.\n\n' +
        '## Spåra din beställning\n\n' +
        'Så snart en butik har skickat din beställning visas spårningsnumret på ordersidan och du får en ' +
        'avisering. Leveranstiden beror på var butiken finns och vilket leveranssätt du valde i kassan. ' +
        'Om spårningen inte har uppdaterats på flera dagar, kontakta först butiken.\n\n' +
        '## Problem med betalningen\n\n' +
        'Om en kortbetalning misslyckas, kontrollera kortuppgifterna och bankens gränser eller betala ' +
        'med saldot i din plånbok i stället. Vid postförskott ber vi dig ha beloppet redo när budet ' +
        'kommer. Insättningar till plånboken via banköverföring krediteras när Polymarts operatörer har ' +
        'bekräftat att pengarna har kommit in.\n\n' +
        '## Tvister\n\n' +
        'Om du och en butik inte kan komma överens om en retur eller återbetalning kan du be Polymarts ' +
        'operatörer att gå in i ärendet från sidan för återbetalningsbegäran. Vi går igenom meddelanden, ' +
        'bilder och spårningsuppgifter från båda parter och fattar ett slutgiltigt beslut, vanligtvis ' +
        'inom fem arbetsdagar.',
    },
    return: {
      title: 'Retur- och återbetalningspolicy',
      body:
        '## Din rätt att returnera\n\n' +
        'Du kan begära retur inom 7 dagar efter att din beställning har levererats. Leveransdatumet är ' +
        'det som transportören har registrerat eller som bekräftats i din beställning. Vissa butiker ' +
        'erbjuder längre returrätt; i så fall anges det på produktsidan.\n\n' +
        '## Så begär du återbetalning\n\n' +
        'Öppna Mina beställningar, välj beställningen och klicka på Begär återbetalning. Berätta vilka ' +
        'varor du vill returnera och varför, och bifoga bilder om en vara kom fram skadad eller inte ' +
        'stämmer med beskrivningen. Butiken granskar din begäran, vanligtvis inom två arbetsdagar, och ' +
        'skickar returinstruktioner till dig.\n\n' +
        '## Returnerade varors skick\n\n' +
        'Varorna ska returneras kompletta, med alla tillbehör, manualer och originalförpackningen, och i ' +
        'det skick du fick dem. Öppnade minneskort, in ear-hörlurar och programvarulicenser kan bara ' +
        'returneras om de är felaktiga. Ta bort dina personuppgifter och konton från mobiler, datorer ' +
        'och kameror innan du skickar tillbaka dem.\n\n' +
        '## Returfrakt\n\n' +
        'Om en vara är felaktig, har skadats under transporten eller inte stämmer med beskrivningen ' +
        'betalar butiken returfrakten. Av andra skäl, till exempel om du har ångrat dig, betalar köparen ' +
        'returfrakten om inte butiken anger något annat. Använd alltid ett spårbart leveranssätt och ' +
        'spara kvittot på inlämningen.\n\n' +
        '## Återbetalningar\n\n' +
        'När butiken har tagit emot varan och bekräftat dess skick görs återbetalningen inom tre ' +
        'arbetsdagar. Betalningar med plånboken eller kort återbetalas till plånboken eller till det ' +
        'ursprungliga kortet; beställningar mot postförskott återbetalas till din Polymart-plånbok. ' +
        'Beroende på din bank kan det ta några dagar extra innan kortåterbetalningen syns på kontoutdraget.\n\n' +
        '## Om din begäran avslås\n\n' +
        'Om en butik avslår din begäran och du inte håller med kan du be Polymarts operatörer att ' +
        'granska ärendet. Eftersom Polymart håller betalningen tills beställningen är slutförd är dina ' +
        'pengar skyddade medan ärendet pågår.',
    },
    privacy: {
      title: 'Integritetspolicy',
      body:
        '## Vilka vi är\n\n' +
        'Den här policyn förklarar hur Polymarts operatörer samlar in och använder personuppgifter när ' +
        'du använder marknadsplatsen Polymart. Butikerna som säljer på Polymart får också vissa av dina ' +
        'uppgifter för att kunna leverera dina beställningar, och de ansvarar för att hantera dem korrekt.\n\n' +
        '## Uppgifter vi samlar in\n\n' +
        'Vi samlar in de uppgifter du lämnar till oss, till exempel namn, e-postadress, telefonnummer ' +
        'och leveransadresser, samt dina beställningar, begäranden om återbetalning, omdömen och ' +
        'meddelanden med butiker och kundtjänst. Vi för register över transaktioner i plånboken och ' +
        'betalningar, men fullständiga kortnummer hanteras av våra betaltjänstleverantörer och lagras ' +
        'aldrig av Polymart. Vi samlar också in tekniska uppgifter som din enhet, webbläsarens språk, ' +
        'IP-adress och cookies.\n\n' +
        '## Hur vi använder dina uppgifter\n\n' +
        'Vi använder dina uppgifter för att skapa och skydda ditt konto, behandla beställningar och ' +
        'betalningar, ordna leveranser, hantera returer och ge kundservice. Vi använder dem också för ' +
        'att förhindra bedrägerier, hålla marknadsplatsen säker och förbättra vår tjänst. Vi skickar ' +
        'bara marknadsföring till dig med ditt samtycke, och du kan när som helst avsluta prenumerationen.\n\n' +
        '## Delning med butiker och partner\n\n' +
        'När du lägger en beställning får butiken ditt namn, din leveransadress och ditt telefonnummer ' +
        'så att den kan skicka dina varor. Vi delar uppgifter med betaltjänstleverantörer, transportörer ' +
        'och hostingtjänster endast i den mån de behöver dem för att utföra sitt arbete. Vi säljer inte ' +
        'dina personuppgifter.\n\n' +
        '## Cookies\n\n' +
        'Vi använder nödvändiga cookies för att hålla dig inloggad och komma ihåg ditt språk, din valuta ' +
        'och din varukorg. Valfria analyscookies som hjälper oss att förstå hur webbplatsen används ' +
        'sätts bara om du godkänner dem.\n\n' +
        '## Lagring och säkerhet\n\n' +
        'Vi sparar dina uppgifter så länge ditt konto är aktivt och därefter bara så länge lagen kräver, ' +
        'till exempel för bokföringen. Uppgifterna krypteras under överföring, åtkomsten är begränsad ' +
        'till personal som behöver den och vi ser regelbundet över våra säkerhetsåtgärder.\n\n' +
        '## Dina rättigheter\n\n' +
        'Du kan få tillgång till, rätta, exportera eller radera dina personuppgifter och invända mot ' +
        'viss användning av dem via kontoinställningarna eller genom att skriva till ' +
        'privacy@polymart.example. Om du anser att vi inte har hanterat dina uppgifter korrekt har du ' +
        'också rätt att klaga hos din lokala dataskyddsmyndighet.',
    },
    about_us: {
      title: 'Om Polymart',
      body:
        '## Vilka vi är\n\n' +
        'Polymart är en marknadsplats på nätet som samlar fristående butiker specialiserade på kameror, ' +
        'objektiv och fototillbehör, men också drönare, ljud, mobiler, datorer, bärbar teknik, väskor, ' +
        'minnen och smarta hem-produkter. I stället för ett stort lager är vi en gemenskap av säljare ' +
        'som kan sina produkter utan och innan.\n\n' +
        '## Många butiker, en kassa\n\n' +
        'Varje produkt på Polymart säljs av en fristående butik, från små specialbutiker till ' +
        'väletablerade handlare. Du kan bläddra, jämföra och handla från många av dem på ett ställe, på ' +
        'ditt eget språk och i din egen valuta, och betala allt i en enda varukorg.\n\n' +
        '## Betalningar du kan lita på\n\n' +
        'Din betalning går till Polymart, inte direkt till säljaren. Vi håller den säkert tills din ' +
        'beställning är slutförd och betalar först då ut till butiken. Du kan betala med din ' +
        'Polymart-plånbok, med kort eller, där butiken erbjuder det, mot postförskott. Om något går fel ' +
        'kan du begära återbetalning inom 7 dagar efter leveransen.\n\n' +
        '## Butiker vi står bakom\n\n' +
        'Varje butik granskas och godkänns av Polymarts operatörer innan den får börja sälja. Vi håller ' +
        'koll på betyg, leveranstider och begäranden om återbetalning, och vi ingriper när en butik inte ' +
        'lever upp till de krav som våra köpare förväntar sig.\n\n' +
        '## Gjort för dig som älskar att fotografera\n\n' +
        'Många av personerna bakom Polymart och dess butiker är själva fotografer. I vår blogg hittar du ' +
        'köpguider, praktiska tester och handfasta tips som hjälper dig att få ut mer av din utrustning.\n\n' +
        '## Bli en av oss\n\n' +
        'Driver du en kamerabutik eller säljer du teknik som du brinner för? Ansök om att öppna en butik ' +
        'från ditt konto och nå köpare på 19 språk. Frågor om en beställning? Vår sida Hjälp & ' +
        'kundtjänst är det bästa stället att börja på.',
    },
  },
};
