// Demo texts in Danish (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Spejlløst fuldformatkamera',
      short: 'En stor sensor i et kompakt kamerahus giver fine detaljer, blød bokeh og rene billeder i svagt lys.',
      description:
        'En fuldformatsensor i samme størrelse som et 35 mm-filmbillede opfanger mere lys og giver ' +
        'dermed større dynamikområde og mindre støj. Hurtig autofokus og stærke videofunktioner gør ' +
        'kameraet til et alsidigt værktøj for både entusiaster og professionelle.',
    },
    'apsc-mirrorless': {
      name: 'Spejlløst APS-C-kamera',
      short: 'Billedkvaliteten fra udskiftelige objektiver i et let kamerahus, der kan komme med overalt.',
      description:
        'APS-C-sensoren rammer en god balance mellem billedkvalitet, størrelse og pris, og cropfaktoren ' +
        'giver teleobjektiver ekstra rækkevidde. Ideelt som første systemkamera, på rejsen eller som et ' +
        'let ekstra kamerahus.',
    },
    'fullframe-dslr': {
      name: 'Fuldformat-spejlreflekskamera',
      short: 'Optisk søger, robust konstruktion og lang batteritid til fotografer, der fotograferer hele dagen.',
      description:
        'Spejl og pentaprisme viser motivet gennem objektivet helt uden forsinkelse, mens ' +
        'fuldformatsensoren leverer stort dynamikområde og rene filer ved høje ISO-værdier. Vejrtætnede ' +
        'kamerahuse, pålidelig autofokus og et enormt udvalg af kompatible objektiver gør det til en ' +
        'favorit blandt professionelle fotografer.',
    },
    'apsc-dslr': {
      name: 'APS-C-spejlreflekskamera',
      short:
        'Et pålideligt spejlreflekskamera, der er let at lære og vokser med dig fra de første billeder ' +
        'til en seriøs hobby.',
      description:
        'Et APS-C-spejlreflekskamera kombinerer en lys optisk søger med en sensor, der er stor nok til ' +
        'ægte baggrundssløring og billeder i svagt lys. Guidede menuer, lang batteritid og et bredt ' +
        'udvalg af prisvenlige objektiver gør det til en fremragende måde at lære at fotografere på.',
    },
    'premium-compact': {
      name: 'Premium-kompaktkamera',
      short: 'Et kamera med stor sensor, der kan være i jakkelommen.',
      description:
        'En sensor på 1 tomme eller større og et lysstærkt indbygget objektiv giver en billedkvalitet ' +
        'langt over mobilens, med RAW-filer og fuld manuel kontrol. Stille, diskret og altid klar – det ' +
        'er kameraet, du faktisk har med dig hver dag.',
    },
    'travel-zoom-compact': {
      name: 'Kompaktkamera med rejsezoom',
      short: 'Fra vide landskaber til fjerne detaljer – ét kamera i lommeformat dækker hele rejsen.',
      description:
        'En lang optisk zoom er foldet ind i et slankt kamerahus, så du kan fange byens skyline og ' +
        'derefter zoome ind på et ansigt på den anden side af pladsen. Optisk billedstabilisering, nem ' +
        'overførsel til mobilen og smarte automatikfunktioner giver skarpe feriebilleder uden besvær.',
    },
    'instant-camera': {
      name: 'Instantkamera',
      short: 'Tryk på udløseren, og hold et ægte billede i hånden få sekunder efter.',
      description:
        'Et instantkamera eksponerer en særlig film, der fremkalder sig selv, så hvert billede bliver et ' +
        'unikt eksemplar. Enkle knapper, indbygget blitz og et selfiespejl gør det til midtpunktet til ' +
        'fester, bryllupper og ture med vennerne.',
    },
    'instant-film': {
      name: 'Instantfilm',
      short: 'Friske filmpakker med klassisk hvid ramme eller sjove farvede kanter til dit instantkamera.',
      description:
        'Hver pakke indeholder et fast antal selvfremkaldende billeder i en lystæt kassette, der sættes ' +
        'i på få sekunder. Tjek, hvilket filmformat dit kamera bruger, og opbevar filmen køligt for at ' +
        'få de bedste farver.',
    },
    'standard-zoom': {
      name: 'Standardzoomobjektiv',
      short: 'Objektivet, der altid sidder på kameraet: fra vidvinkel til kort tele med lysstærk, skarp optik.',
      description:
        'Med et område på cirka 24–70 mm klarer en standardzoom landskaber, gadefoto, events og ' +
        'portrætter uden objektivskift. De bedre versioner har desuden konstant stor blænde, vejrtætning ' +
        'og lydløse autofokusmotorer, der passer til både stillbilleder og video.',
    },
    'kit-zoom': {
      name: 'Kitzoomobjektiv',
      short: 'En kompakt og prisvenlig zoom, der klarer hverdagens billeder lige fra æsken.',
      description:
        'En kitzoom følger ofte med et nyt kamerahus og går fra vidvinkel til kort tele i et let og ' +
        'kompakt objektiv. Lav vægt og blød, lydsvag autofokus gør den til et godt første objektiv og en ' +
        'praktisk rejsekammerat.',
    },
    'telephoto-zoom': {
      name: 'Telezoomobjektiv',
      short: 'Hent fjerne motiver tæt på – fra sport og dyreliv til portrætter med komprimeret perspektiv.',
      description:
        'Telezoomobjektiver dækker typisk områder som 70–200 mm eller 100–400 mm, så du kan ændre ' +
        'udsnittet uden at flytte dig. Optisk stabilisering og hurtig, præcis autofokus holder motiver i ' +
        'bevægelse skarpe, mens den lange brændvidde opløser baggrunden i blød uskarphed.',
    },
    'super-telephoto': {
      name: 'Superteleobjektiv',
      short: 'Ekstrem rækkevidde til fugle, dyreliv og sport på stadion.',
      description:
        'Med brændvidder fra omkring 400 mm og op fylder et superteleobjektiv billedet med motiver, du ' +
        'aldrig ville kunne komme tæt på. Avancerede optiske elementer holder aberrationer i skak, mens ' +
        'en drejelig stativfod og kraftig stabilisering gør det lettere at håndtere det lange objektiv.',
    },
    'ultra-wide-zoom': {
      name: 'Ultravidvinkelzoom',
      short: 'Få vidtstrakte landskaber, høje bygninger og trange interiører med i ét billede.',
      description:
        'En ultravidvinkelzoom starter under 16 mm på fuldformat, forstærker dybdevirkningen og trækker ' +
        'blikket ind i billedet. Omhyggelig optisk korrektion holder linjerne lige, hvilket gør den til ' +
        'en favorit til landskaber, boligfoto, astrofotografi og vlogging.',
    },
    'fisheye-lens': {
      name: 'Fiskeøjeobjektiv',
      short: 'En dramatisk, buet billedvinkel på op til 180 grader til virkelig markante billeder.',
      description:
        'Et fiskeøjeobjektiv bøjer lige linjer til svungne kurver og indfanger en ekstremt bred ' +
        'billedvinkel. Det er en favorit til skateboarding, livemusik, kreativ arkitekturfotografi og ' +
        '360-graders panoramaer, og den lille størrelse gør det nemt at have med.',
    },
    'portrait-prime': {
      name: 'Portrætobjektiv med fast brændvidde',
      short: 'Stor blænde til flatterende perspektiv og blød bokeh, der fremhæver motivet.',
      description:
        'Brændvidder omkring 85 mm gengiver ansigter naturligt fra en behagelig arbejdsafstand. En stor ' +
        'blænde som f/1,4 eller f/1,8 lukker masser af lys ind og gør baggrunden blød, mens hurtig og ' +
        'præcis autofokus holder øjnene knivskarpe.',
    },
    'macro-lens': {
      name: 'Makroobjektiv',
      short: 'Forstørrelse i naturlig størrelse afslører de skjulte detaljer hos insekter, blomster og produkter.',
      description:
        'Et ægte makroobjektiv fokuserer så tæt, at motivet gengives i 1:1, så en lille mønt kan fylde ' +
        'hele sensoren. Den enestående skarphed fra kant til kant gør det også til et fremragende valg ' +
        'til portrætter og produktfoto.',
    },
    'travel-tripod': {
      name: 'Rejsestativ',
      short: 'Kan foldes lille og let sammen og står så højt og stabilt, hvor lyset er bedst.',
      description:
        'Ben, der foldes op omkring hovedet, lette rør af aluminium eller kulfiber og hurtige benlåse ' +
        'gør et rejsestativ nemt at pakke og hurtigt at stille op. Brug det til solnedgange, byen om ' +
        'natten, lange eksponeringer og gruppebilleder med selvudløser.',
    },
    'video-monopod': {
      name: 'Videomonopod',
      short: 'Stabile, glidende kamerabevægelser med frihed til at flytte dig på få sekunder.',
      description:
        'Et væskedæmpet hoved og en lille udfoldelig fod gør, at videomonopoden kan stå selv, mens du ' +
        'panorerer og tilter blødt. Den bærer kameraets vægt til events, bryllupper og sport, hvor et ' +
        'fuldt stativ ville være i vejen.',
    },
    'camera-gimbal': {
      name: 'Kameragimbal',
      short: 'Motoriseret stabilisering til glidende, filmiske optagelser i bevægelse.',
      description:
        'Tre børsteløse motorer udligner hvert stød og ryk, så gåoptagelser, cirkelbevægelser og ' +
        'afsløringer ser ud, som var de filmet fra en dolly. Den er dimensioneret til spejlløse kameraer ' +
        'og spejlreflekskameraer og har følgefunktioner, hurtig afbalancering og app-styring til ' +
        'kreative bevægelser.',
    },
    'phone-gimbal': {
      name: 'Mobilgimbal',
      short: 'Gør din mobil til en glidende videorig, der følger motivet og kan være i lommen.',
      description:
        'En treakset gimbal holder mobilen lige og stabil, mens du går, løber eller panorerer, så ' +
        'optagelserne ser langt mere professionelle ud. Motivsporing, timelapse-funktioner og kreative ' +
        'bevægelser med ét tryk i appen gør vlogs og rejseklip til en leg.',
    },
    'camera-battery': {
      name: 'Genopladeligt kamerabatteri',
      short: 'Et ekstra batteri i tasken betyder, at du aldrig går glip af dagens sidste billede.',
      description:
        'Litium-ion-celler med indbyggede beskyttelseskredsløb leverer stabil strøm og melder den ' +
        'resterende opladning til kameraet. Tjek, at batteriet passer til din kameramodel; mange kan ' +
        'oplades via USB i kameraet eller i en separat oplader.',
    },
    'battery-grip': {
      name: 'Batterigreb',
      short: 'Fordobl batteritiden, og få et behageligt greb, når du fotograferer på højkant.',
      description:
        'Et batterigreb monteres under kameraet og rummer et eller to ekstra batterier. En ekstra ' +
        'udløserknap og ekstra betjeningsknapper gør det lige så naturligt at fotografere på højkant som ' +
        'på tværs, og den ekstra vægt afbalancerer lange objektiver.',
    },
    'camera-strap': {
      name: 'Kamerarem',
      short: 'Behagelig rem med hurtig justering, der holder kameraet sikkert og klar til brug.',
      description:
        'Polstrede eller vævede remme fordeler vægten over nakke eller skulder, og lynkoblinger lader ' +
        'dig skifte mellem nakkerem, skrårem og håndledsrem på få sekunder. Slidstærke materialer og ' +
        'sikre fæstnelser beskytter udstyret på lange dage ude.',
    },
    'capture-clip': {
      name: 'Kameraclips til bælte',
      short: 'Bær kameraet på rygsækkens skulderrem eller bæltet, og træk det på et øjeblik.',
      description:
        'Et kraftigt clips låses fast på rygsækkens skulderrem eller bæltet, og en quick release-plade i ' +
        'kameraets stativgevind holder kameraet sikkert på plads. Vandrere, rejsende og eventfotografer ' +
        'har hænderne fri og kameraet klar – uden at belaste nakken.',
    },
    'mini-drone': {
      name: 'Minidrone med kamera',
      short: 'Håndfladestor, sammenklappelig og nem at flyve, med stabiliseret kamera til fantastiske luftoptagelser.',
      description:
        'Lette minidroner kan foldes sammen til en mobils størrelse og falder i mange lande i den ' +
        'letteste registreringsklasse. Stabiliseret kamera, GPS-positionering, automatisk hjemflyvning ' +
        'og smarte flyvefunktioner gør filmiske optagelser nemme, selv for nybegyndere. Tjek altid de ' +
        'lokale regler for droneflyvning.',
    },
    'pro-camera-drone': {
      name: 'Professionel kameradrone',
      short: 'Et kamera med stor sensor i luften, med lang flyvetid og robust forhindringsregistrering.',
      description:
        'Professionelle droner har større sensorer, ofte flere kameraer og videoprofiler med høj ' +
        'bitrate, der egner sig til farvekorrektion. Forhindringsregistrering i alle retninger, lang ' +
        'rækkevidde og god vindmodstand lader filmfolk, landinspektører og inspektører arbejde med ro i maven.',
    },
    'fpv-drone': {
      name: 'FPV-drone',
      short: 'Flyv fra pilotsædet med medrivende, hurtige optagelser i førstepersonsperspektiv.',
      description:
        'FPV-droner sender live video til et sæt briller, så du kan flyve gennem smalle åbninger, jagte ' +
        'biler og dykke ned langs klipper. Manuelle flyvetilstande belønner øvelse, mens assisterede ' +
        'tilstande og nødbremse hjælper nybegyndere sikkert i luften.',
    },
    'fpv-goggles': {
      name: 'FPV-briller',
      short: 'Skarp video med minimal forsinkelse lige foran øjnene for total indlevelse under flyvningen.',
      description:
        'FPV-briller kombinerer lysstærke mikroskærme, justerbare linser og en modtager med lav ' +
        'latenstid for at vise præcis, hvad dronen ser. Tjek, at brillerne bruger samme ' +
        'videotransmissionssystem som din drone; mange kan også optage og understøtter head tracking.',
    },
    'action-camera': {
      name: 'Actionkamera',
      short: 'Lille, robust og vandtæt, med stabilisering der gør hver tur glidende.',
      description:
        'Actionkameraer optager video i høj opløsning og med høj billedfrekvens fra hjelme, styr, ' +
        'surfbrætter og brystbeslag. Elektronisk stabilisering, et robust vandtæt kabinet og lynbeslag ' +
        'gør dem klar til cykling, dykning, skiløb og hverdagens vlogging.',
    },
    'camera-360': {
      name: '360-graders kamera',
      short: 'Fang alt omkring dig, og vælg den perfekte vinkel bagefter.',
      description:
        'To modsatrettede ultravidvinkelobjektiver optager en hel kugle, som appen sætter sammen til et ' +
        'sømløst 360-graders foto eller video. Beskær det senere til et almindeligt fladt klip, skjul ' +
        'selfiestangen automatisk, eller del medrivende virtuelle rundvisninger og VR-indhold.',
    },
    speedlight: {
      name: 'Systemblitz',
      short: 'Bærbart, kraftigt lys, der sidder på kameraet og følger med, hvor du end fotograferer.',
      description:
        'En blitz til blitzskoen med automatisk TTL-eksponering, vip- og drejeligt hoved og hurtig ' +
        'genopladning, skabt til events, portrætter og indendørs fotografering. Bounce den mod loftet ' +
        'for blødt lys, eller affyr den væk fra kameraet med en trådløs udløser for et mere kreativt udtryk.',
    },
    'studio-strobe': {
      name: 'Studieblitz',
      short: 'Kraftig blitzeffekt og ensartede farver til portrætter, produkter og mode.',
      description:
        'En monoblitz til studiet eller on location, med langt mere effekt end en systemblitz og en ' +
        'modellampe, så du kan se lyset på forhånd. Fatningen passer til softbokse, paraplyer og ' +
        'reflektorer, og præcise effekttrin gør det let at gentage samme lyssætning billede efter billede.',
    },
    'led-panel': {
      name: 'LED-videopanel',
      short: 'Blødt, flimmerfrit kontinuerligt lys, der viser resultatet, mens du fotograferer.',
      description:
        'Et fladt LED-panel med justerbar lysstyrke og farvetemperatur, der er lige så velegnet til ' +
        'interviews, streaming og videoopkald som til stillbilleder. Det kører på lysnettet eller ' +
        'batterier, forbliver køligt og monteres på et lysstativ eller en kold sko på få sekunder.',
    },
    'rgb-tube-light': {
      name: 'RGB-lysrør',
      short: 'Alle farver, alle effekter – kreativt lys i et slankt rør, du kan holde i én hånd.',
      description:
        'Et batteridrevet LED-rør med fuld RGB-farve, justerbart hvidt lys og indbyggede effekter som ' +
        'politilys, ild og lyn. Brug det som synlig lyskilde i billedet, som hårlys eller som farverig ' +
        'baggrundsaccent, og styr flere rør på én gang fra en app på mobilen.',
    },
    softbox: {
      name: 'Softboks',
      short: 'Forvandler hårdt blitz- eller LED-lys til blødt, flatterende lys.',
      description:
        'En sammenklappelig lysformer, hvis diffuser spreder lyset jævnt og blødgør skygger på ansigter ' +
        'og produkter. Den kan foldes fladt til transport, monteres på lampen med en adapterring og kan ' +
        'udstyres med et stofgitter, der holder spildlyset under kontrol.',
    },
    'light-stand': {
      name: 'Lysstativ',
      short: 'Et stabilt, justerbart stativ til lamper, lysformere og baggrunde.',
      description:
        'Et teleskopstativ med bredt benspænd og en standardtap, der holder blitze, LED-paneler og ' +
        'softbokse i præcis den rigtige højde. Let, men stabilt – det kan foldes lille sammen til ' +
        'optagelser on location, og en sandsæk på benene giver ekstra sikkerhed udendørs.',
    },
    'shotgun-mic': {
      name: 'Retningsmikrofon',
      short: 'Klar, fokuseret lyd fra det sted, du peger den hen.',
      description:
        'En retningsbestemt mikrofon, der dæmper meget af støjen fra siderne og bagfra, så stemmer og ' +
        'det, der er foran, kommer tydeligt igennem. Monter den i kameraets sko eller på en bomstang, og ' +
        'brug en vindskærm, når du optager udendørs.',
    },
    'wireless-mic': {
      name: 'Trådløst mikrofonsystem',
      short: 'Sendere til at klipse på tøjet for ren dialog overalt – helt uden kabler.',
      description:
        'Kompakte sendere klipses på tøjet og sender lyden til en modtager på kameraet, mobilen eller ' +
        'computeren. Ideelt til vlogs, interviews og spontane optagelser – værten kan bevæge sig frit, ' +
        'mens du koncentrerer dig om billedet.',
    },
    'anc-headphones': {
      name: 'Støjreducerende hovedtelefoner',
      short: 'Luk verden ude, og nyd musik, opkald og flyrejser i fred og ro.',
      description:
        'Trådløse over-ear-hovedtelefoner med aktiv støjreduktion, der dæmper motorstøj, trafik og snak ' +
        'på kontoret. Bløde ørepuder gør dem behagelige i timevis, en transparenstilstand lader dig høre ' +
        'omgivelserne, når det er nødvendigt, og indbyggede mikrofoner klarer opkaldene.',
    },
    'studio-headphones': {
      name: 'Studiehovedtelefoner',
      short: 'Ærlig, detaljeret lyd til optagelse, mixing og redigering.',
      description:
        'Hovedtelefoner med kabel og en lineær, præcis lydgengivelse, så du hører din optagelse, som den ' +
        'virkelig er, og ikke en forskønnet udgave. Lukkede modeller forhindrer lyd i at sive ind i ' +
        'mikrofonerne, og en robust konstruktion kan klare daglig brug i studiet.',
    },
    'true-wireless-earbuds': {
      name: 'True wireless-høretelefoner',
      short: 'Lyd i lommeformat, der følger med dig overalt – helt uden ledninger.',
      description:
        'Små trådløse in-ear-høretelefoner, der forbinder sig til mobilen, så snart du åbner etuiet, som ' +
        'også oplader dem på farten. Touchbetjening styrer musik og opkald, og mange modeller har ' +
        'desuden støjreduktion og flere størrelser ørepropper for en sikker og behagelig pasform.',
    },
    'sport-earbuds': {
      name: 'Sportshøretelefoner',
      short: 'En sikker, svedresistent pasform, der følger med til hver træning.',
      description:
        'Trådløse høretelefoner bygget til løb, fitness og udendørstræning, med ørebøjler eller vinger, ' +
        'der bliver siddende under intense bevægelser. Et svede- og vandafvisende design klarer regn og ' +
        'hårde træningspas, og en omgivelsestilstand holder dig opmærksom på trafikken på vejen.',
    },
    'flagship-phone': {
      name: 'Flagskibsmobil',
      short: 'Topydelse, kameraer i professionel klasse og en fantastisk skærm i én enhed.',
      description:
        'En mobil i topklasse med OLED-skærm med høj opdateringshastighed, et kamerasystem med flere ' +
        'objektiver og telezoom samt en processor, der klarer spil og videoredigering uden at blinke. ' +
        'Eksklusive materialer, hurtigopladning og mange års softwareopdateringer gør den til en mobil, ' +
        'der holder.',
    },
    'midrange-phone': {
      name: 'Mellemklassemobil',
      short: 'Alt, hvad du har brug for i en smartphone, til en pris der giver mening.',
      description:
        'En velafbalanceret mobil med stor, lysstærk skærm, et dygtigt hovedkamera og et batteri, der ' +
        'nemt holder en hel dag. Beskeder, streaming, sociale medier og lette spil kører glat, hvilket ' +
        'gør den til et klogt valg til hverdagsbrug.',
    },
    'book-foldable': {
      name: 'Foldbar mobil i bogformat',
      short: 'En mobil i lommen, der foldes ud til en tablet i hænderne.',
      description:
        'En foldbar mobil med en ydre skærm i fuld størrelse og en stor indre skærm, der åbner som en ' +
        'bog. Kør to eller tre apps side om side, læs dokumenter og rediger billeder på den store skærm, ' +
        'og fold den så sammen for at bruge den med én hånd på farten.',
    },
    'flip-foldable': {
      name: 'Foldbar klapmobil',
      short: 'En smartphone i fuld størrelse, der foldes på midten og kan være i enhver lomme.',
      description:
        'En kompakt klapmobil med en høj foldbar skærm og en lille ydre skærm til notifikationer, ' +
        'hurtige svar og selfies med hovedkameraet. Fold den halvt, og stil den på bordet til håndfri ' +
        'videoopkald eller billeder – intet stativ nødvendigt.',
    },
    'magsafe-charger': {
      name: 'Magnetisk trådløs oplader',
      short: 'Sæt mobilen på, så begynder den at lade – perfekt placeret hver gang.',
      description:
        'En trådløs oplader med indbyggede magneter, der holder kompatible mobiler præcis det rigtige ' +
        'sted for effektiv opladning. Stil den på skrivebordet eller natbordet, og tag mobilen, når du ' +
        'har brug for den – uden at fumle med kabler.',
    },
    'phone-lens-kit': {
      name: 'Objektivsæt til mobil',
      short: 'Tilføj vidvinkel, makro og meget mere til det kamera, du altid har med.',
      description:
        'Et sæt objektiver, der klipses eller monteres på mobilen og udvider, hvad mobilkameraet kan, ' +
        'fra vidtstrakte vidvinkeludsigter til makronærbilleder. Glasoptikken sættes på på få sekunder ' +
        'og kan pakkes i en lille pose – ideelt til rejser samt mad- og naturfotografi.',
    },
    'creator-laptop': {
      name: 'Bærbar til content creators',
      short: 'Ydelse som en stationær til foto, video og 3D, uanset hvor du er.',
      description:
        'En højtydende bærbar med kraftig processor, stærk grafik og masser af hukommelse til redigering ' +
        'af RAW-filer, 4K-video og 3D-scener. En farvetro skærm og hurtige porte til drev og tilbehør ' +
        'gør den til et komplet mobilt studie.',
    },
    ultrabook: {
      name: 'Tynd og let bærbar',
      short: 'Batteri til hele dagen i en slank, let bærbar, du knap nok mærker i tasken.',
      description:
        'En slank og let bærbar til arbejde, studier og rejser, med skarp skærm, behageligt tastatur og ' +
        'lydsvag, effektiv ydelse. Den vågner med det samme, oplades via USB-C og klarer dokumenter, ' +
        'browsing og videoopkald med lethed.',
    },
    'pro-tablet': {
      name: 'Pro-tablet',
      short: 'En tablet på niveau med en bærbar til tegning, redigering og seriøst arbejde.',
      description:
        'En tablet i topklasse med stor, flydende skærm, kraftig processor og understøttelse af ' +
        'præcisionspen og tastaturcover. Skitsér, retuschér billeder, rediger video eller tag noter til ' +
        'møder – tag så tastaturet af, og find dig til rette i sofaen med en film.',
    },
    'everyday-tablet': {
      name: 'Tablet til hverdagen',
      short: 'En stor, brugervenlig skærm til streaming, læsning og videoopkald derhjemme.',
      description:
        'En prisvenlig tablet med skarp skærm, stereohøjttalere og lang batteritid, skabt til film, ' +
        'e-bøger, opskrifter og lektier. Den er let nok til at holde i timevis og nem for hele familien at dele.',
    },
    'photo-monitor': {
      name: 'Skærm til billedredigering',
      short: 'Naturtro farver, så dine print og opslag ser ud præcis som tænkt.',
      description:
        'En skærm i høj opløsning med bredt farverum og fabrikskalibrering, bygget til fotografer og ' +
        'designere, der har brug for præcise farver. Ensartet lysstyrke over hele panelet og ' +
        'understøttelse af kalibrering hjælper dig med at bedømme hver tone og skygge med sikkerhed.',
    },
    'compact-desktop': {
      name: 'Kompakt stationær computer',
      short: 'Fuld stationær ydelse i en kasse, der er lille nok til at stå ved siden af skærmen.',
      description:
        'En stationær computer i lille format med hurtig, lydsvag ydelse til kontorarbejde, ' +
        'billedredigering og underholdning derhjemme – uden at overtage skrivebordet. Masser af porte ' +
        'forbinder skærme, drev og tilbehør, og den bruger kun en brøkdel af strømmen fra et fuldt tårn.',
    },
    smartwatch: {
      name: 'Smartwatch',
      short: 'Notifikationer, sundhedsmåling og kontaktløs betaling direkte på håndleddet.',
      description:
        'Et ur med lysstærk touchskærm, der parres med mobilen og viser beskeder, opkald og apps med et ' +
        'hurtigt blik. Indbyggede sensorer måler puls, søvn og træning, og udskiftelige remme gør det ' +
        'lige så passende til hverdag som til fest.',
    },
    'outdoor-watch': {
      name: 'GPS-ur til outdoor',
      short: 'Robust navigation med lang batteritid til stier, bjergtoppe og åbent vand.',
      description:
        'Et robust ur med multibånd-GPS, topografiske kort og et batteri, der holder i dagevis eller ' +
        'endda ugevis mellem opladningerne. En forstærket urkasse, ridsefast glas og vandtæthed gør det ' +
        'klar til vandring, trailløb, klatring og svømning.',
    },
    'fitness-band': {
      name: 'Fitnessarmbånd',
      short: 'Et slankt armbånd til skridt, søvn og puls, som du knap nok mærker på håndleddet.',
      description:
        'Et kompakt armbånd, der registrerer daglig aktivitet, træning og søvnkvalitet døgnet rundt og ' +
        'synkroniserer det hele til en app på mobilen. Med et batteri, der holder i mere end en uge, og ' +
        'et vandafvisende design kan det blive siddende dag og nat, selv under bruseren.',
    },
    'smart-ring': {
      name: 'Smart ring',
      short: 'Indsigt i søvn, restitution og puls fra en ring, du kan bære hele dagen.',
      description:
        'En let ring fyldt med sensorer, der måler søvnfaser, puls, hudtemperatur og daglig aktivitet – ' +
        'uden en skærm, der forstyrrer. Den glatte, vandafvisende skal er behagelig døgnet rundt, og ' +
        'appen omsætter dataene til enkle daglige scorer.',
    },
    'camera-backpack': {
      name: 'Kamerarygsæk',
      short: 'Bær kamera, objektiver og bærbar komfortabelt, uanset hvor optagelsen fører dig hen.',
      description:
        'Polstrede, justerbare skillevægge beskytter et kamera og flere objektiver, mens et separat rum ' +
        'har plads til en bærbar eller tablet. Adgang fra siden og bagsiden giver hurtig adgang til ' +
        'udstyret, og polstrede skulderremme, vejrbestandigt stof og en stativrem gør lange dage i ' +
        'felten lettere.',
    },
    'roller-bag': {
      name: 'Kameratrolley',
      short: 'Rul et komplet udstyr gennem lufthavne og ud på location uden at bære vægten.',
      description:
        'En trolley med glidende hjul, teleskophåndtag og polstret indre med plads til to kamerahuse, en ' +
        'række objektiver og tilbehør. Mange størrelser overholder de almindelige mål for håndbagage, og ' +
        'låsbare lynlåse og en forstærket skal holder værdifuldt udstyr sikkert undervejs.',
    },
    'sling-bag': {
      name: 'Kamera-slingtaske',
      short: 'Sving den frem og fotografér: en kompakt taske til et kamerahus og et objektiv eller to.',
      description:
        'En slingtaske bæres skråt over kroppen og svinges frem, så du kan nå kameraet uden at tage ' +
        'tasken af. Den rummer et spejlløst kamerahus med et eller to objektiver plus småting, hvilket ' +
        'gør den ideel til gadefoto, storbyferier og hverdagsbrug.',
    },
    'shoulder-bag': {
      name: 'Kamera-skuldertaske',
      short: 'En klassisk taske i messenger-stil, der holder udstyret tæt på og passer ind overalt.',
      description:
        'En polstret skuldertaske med klap og lynlås til hurtig adgang, så du kan skifte objektiv på ' +
        'farten. Aftagelige skillevægge giver plads til et kamera med to eller tre objektiver, ' +
        'yderlommer rummer batterier, kort og mobil, og det diskrete look råber ikke kameraudstyr.',
    },
    'hard-case': {
      name: 'Hård udstyrskuffert',
      short: 'Knusesikker og vandtæt beskyttelse af udstyr, der skal nå frem i ét stykke.',
      description:
        'En støbt polymerskal, et pakningstæt låg og kraftige låse beskytter kameraer, objektiver og ' +
        'droner mod fald, støv og regn. Skum eller skillevægge, der kan tilpasses, holder hver genstand ' +
        'på plads, og en automatisk trykudligningsventil gør kufferten egnet til flyrejser.',
    },
    'camera-insert': {
      name: 'Kameraindsats',
      short: 'Gør enhver rygsæk eller mulepose til en kamerataske på få sekunder.',
      description:
        'En polstret boks med justerbare skillevægge, der sættes ned i din hverdagstaske og beskytter et ' +
        'kamera og et par objektiver. Tag den ud, når kameraet bliver hjemme, så er din yndlingstaske ' +
        'helt som før – ingen ekstra taske nødvendig.',
    },
    'sd-card': {
      name: 'SD-hukommelseskort',
      short: 'Hurtig, pålidelig lagerplads til billeder og 4K-video i kameraer, droner og meget mere.',
      description:
        'Et UHS-hukommelseskort med stabile skrivehastigheder, der kan følge med serieoptagelser og ' +
        'video med høj bitrate. Det tåler vand, ekstreme temperaturer, stød og røntgenstråler og fås i ' +
        'kapaciteter til alt fra en weekendtur til en hel produktion.',
    },
    'cfexpress-card': {
      name: 'CFexpress-kort',
      short: 'Hastighed i professionel klasse til billedserier i høj opløsning og RAW-video.',
      description:
        'CFexpress-kort bygger på PCIe-grænsefladen og læser og skriver flere gange hurtigere end SD, så ' +
        'bufferen tømmes næsten øjeblikkeligt, og 8K- eller RAW-video optages uden tabte billeder. Et ' +
        'robust kabinet og gennemtænkt varmestyring holder ydelsen stabil under lange optagelser.',
    },
    'portable-ssd': {
      name: 'Ekstern SSD',
      short: 'Lagerplads i lommeformat, der flytter enorme foto- og videobiblioteker på få minutter.',
      description:
        'En kompakt SSD, der tilsluttes via USB-C og overfører data mange gange hurtigere end en ' +
        'traditionel harddisk. Brug den til at tage backup af optagelser på farten, redigere materiale ' +
        'direkte fra drevet eller optage direkte fra kameraer og mobiler, der understøtter ekstern lagring.',
    },
    'rugged-ssd': {
      name: 'Robust ekstern SSD',
      short: 'Hurtig ekstern lagerplads, der tåler fald, støv og regn.',
      description:
        'Hurtig flashlagring i en stødabsorberende skal med IP-klassificering mod støv og vand, så ' +
        'optagelserne er sikre på ekspeditioner, filmsets og byggepladser. Hardwarekryptering og en ' +
        'karabinhageløkke giver ekstra sikkerhed og holder den lige ved hånden.',
    },
    'card-reader': {
      name: 'Hukommelseskortlæser',
      short: 'Overfør dine kort med fuld hastighed direkte til bærbar, tablet eller mobil.',
      description:
        'En kompakt USB-C-læser med pladser til de mest almindelige kortformater, designet til at følge ' +
        'med moderne korts hastighed i stedet for at bremse dem. Det lille aluminiumskabinet passer i ' +
        'enhver taske og gør det nemt at tage backup efter hver optagelse.',
    },
    'usb-flash-drive': {
      name: 'USB-nøgle',
      short: 'Lagerplads i nøgleringsformat til filer, præsentationer og hurtige backups.',
      description:
        'En lille, holdbar nøgle med USB-A- eller USB-C-stik, ofte begge, så den fungerer med både ' +
        'computere, tablets og mobiler. Det er den nemmeste måde at aflevere billeder, have dokumenter ' +
        'med eller gemme en ekstra kopi af vigtige filer.',
    },
    'smart-speaker': {
      name: 'Smart højttaler',
      short: 'Rumfyldende lyd med en stemmeassistent, der altid er klar til at hjælpe.',
      description:
        'Stream musik, podcasts og radio via wi-fi eller Bluetooth, og spørg så om vejret, sæt timere, ' +
        'eller styr lyset uden at bruge hænderne. Par to til stereolyd, eller placer flere rundt i ' +
        'hjemmet til multiroom-lyd.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Biograflyd fra én slank soundbar under dit tv.',
      description:
        "En soundbar erstatter tv'ets tynde højttalere med tydelig dialog, bredere stereo og dybere bas, " +
        'og mange understøtter desuden surround og 3D-lydformater. Den tilsluttes med ét HDMI-kabel, så ' +
        "tv'ets fjernbetjening styrer den, og en subwoofer eller baghøjttalere kan tilføjes senere.",
    },
    'streaming-box': {
      name: 'Streamingafspiller',
      short: 'Gør ethvert tv til et smart-tv med alle dine foretrukne streamingapps.',
      description:
        'Sæt den i en HDMI-port, og stream film, serier og live sport i op til 4K med HDR og medrivende ' +
        'lyd. En fjernbetjening med stemmestyring gør det hurtigt at finde noget at se, og en hurtig ' +
        'processor holder menuerne flydende, selv på ældre tv.',
    },
    projector: {
      name: 'Projektor til hjemmet',
      short: 'Et stort billede på enhver væg – til filmaftener og spilledage.',
      description:
        'En kompakt projektor, der kaster et skarpt billede på 100 tommer eller mere, med indbyggede ' +
        'streamingapps og højttalere, så den virker lige fra æsken. Autofokus og automatisk ' +
        'keystone-korrektion retter billedet op på få sekunder, uanset om den står på en hylde eller ' +
        'kommer med ud i haven.',
    },
    'item-tracker': {
      name: 'Bluetooth-tracker',
      short: 'Mist aldrig dine nøgler, din taske eller dit kameraudstyr igen.',
      description:
        'Et lille tag, der sættes på nøgler, bagage eller kameratasken og viser sin placering på et kort ' +
        'i appen på mobilen. Få den til at ringe, når den er i nærheden, og når den er uden for ' +
        'rækkevidde, hjælper et netværk af mobiler i nærheden dig anonymt med at finde den; det ' +
        'udskiftelige batteri holder omkring et år.',
    },
    'smart-display': {
      name: 'Smart skærm',
      short: 'En stemmestyret skærm til opskrifter, videoopkald og dit smarte hjem.',
      description:
        'En touchskærm med indbygget stemmeassistent, højttaler og kamera, skabt til køkkenbordet eller ' +
        'natbordet. Følg opskrifter trin for trin, foretag videoopkald, se hvem der står ved døren, og ' +
        'styr lys og varme fra ét sted – og lad den vise dine billeder som en digital fotoramme, når den ' +
        'ikke er i brug.',
    },
  },
  variants: {
    'body-only': 'Kun kamerahus',
    'kit-24-105': 'med 24–105 mm kitobjektiv',
    'kit-standard-zoom': 'med standardzoom som kitobjektiv',
    'lens-only': 'Kun objektiv',
    'lens-uv-filter': 'med UV-beskyttelsesfilter',
    black: 'Sort',
    silver: 'Sølv',
    white: 'Hvid',
    'midnight-blue': 'Midnatsblå',
    'sage-green': 'Salviegrøn',
    'pastel-blue': 'Pastelblå',
    'blossom-pink': 'Blomsterrosa',
    'natural-titanium': 'Naturlig titanium',
    'black-titanium': 'Sort titanium',
    'ring-size-9': 'Størrelse 9',
    'ring-size-10': 'Størrelse 10',
    'ring-size-11': 'Størrelse 11',
    aluminium: 'Aluminium',
    'carbon-fibre': 'Kulfiber',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Creator-pakke',
    'mic-1tx': '1 sender + modtager',
    'mic-2tx': '2 sendere + modtager',
    'film-single': 'Enkeltpakke (10 billeder)',
    'film-twin': 'Dobbeltpakke (20 billeder)',
    'pack-single': '1-pak',
    'pack-2': 'Dobbeltpakke',
    'pack-4': '4-pak',
    'mount-canon': 'til Canon',
    'mount-nikon': 'til Nikon',
    'mount-sony': 'til Sony',
    'mount-fujifilm': 'til Fujifilm',
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
    canon: 'Japansk billedvirksomhed bag kamerasystemet EOS og objektivserien RF.',
    nikon:
      'Mere end hundrede års optik fra Tokyo: spejlløse kameraer med Z-fatning, NIKKOR-objektiver og ' +
      'legendariske spejlreflekskameraer.',
    sony:
      'Producent af de spejlløse Alpha-kameraer og billedsensorerne i mange andre kameraer – og af ' +
      'anerkendte hovedtelefoner.',
    fujifilm:
      'Filmarven i digital form: kameraer i X-serien og GFX med berømte filmsimuleringer samt ' +
      'instax-instantbilleder.',
    panasonic:
      'LUMIX-kameraerne er favoritter blandt videoskabere, med fuldformatkamerahuse med L-Mount og ' +
      'Micro Four Thirds.',
    'om-system':
      "Efterfølgeren til Olympus' kameraer: kompakt, vejrtætnet Micro Four Thirds-udstyr bygget til " +
      'natur og rejser.',
    leica: 'Det tyske navn bag 35 mm-kameraet, kendt for håndfærdige kamerahuse og enestående objektiver.',
    sigma:
      'Uafhængig objektivproducent fra Aizu i Japan, hvis serier Art, Contemporary og Sports passer ' +
      'til de fleste fatninger.',
    tamron: 'Japansk optikspecialist kendt for lette, skarpe og prisvenlige zoomobjektiver til spejlløse kameraer.',
    dji:
      'Virksomheden fra Shenzhen, der gjorde luftfotografering til allemandseje, og som nu også bygger ' +
      'gimbals, actionkameraer og trådløse mikrofoner.',
    godox: 'Lysmærke, hvis trådløse blitzsystem og LED-lamper er blevet studiestandard til fornuftige priser.',
    manfrotto:
      'Italiensk producent af stativer, stativhoveder, lysstativer og tasker, designet ved foden af ' +
      'Alperne i Veneto siden 1972.',
    'peak-design':
      'Mærke fra San Francisco med gennemtænkte kameratasker, remme, clips og rejsestativer – med ' +
      'livstidsgaranti.',
    sandisk: 'Pioner inden for flashhukommelse, hvis Extreme- og Extreme PRO-kort ligger i utallige kameratasker.',
    rode: 'Australsk mikrofonproducent fra Sydney, som filmfolk, podcastere og streamere stoler på.',
    apple: 'Skaberen af iPhone, Mac og iPad, hvis enheder arbejder sammen om billeder, musik og hjemmet.',
    samsung:
      "Koreansk elektronikgigant bag Galaxy-mobiler, foldbare mobiler, wearables, hurtige SSD'er og " +
      'hukommelseskort.',
    gopro: 'Det californiske mærke, der opfandt det robuste actionkamera, som kan monteres overalt.',
    insta360:
      'Producent fra Shenzhen af 360-graders kameraer, bittesmå bærbare kameraer og mobilgimbals med AI-sporing.',
    lowepro:
      'Pioner inden for kameratasker med rødder i Colorados natur, kendt for robuste og godt polstrede rygsække.',
  },
  shops: {
    'demo-camera-house':
      'Demobutikkens flagskib for kameraer, objektiver og alt, hvad der sidder på eller omkring dem.',
    'lens-and-light-co':
      'Optik og lys under samme tag: lysstærke faste objektiver, pro-zoomobjektiver, blitze og ' +
      'studieudstyr til portrætfotografer.',
    'skyline-aerial':
      'Droner, FPV-udstyr og actionkameraer med gimbals, der også holder hver optagelse stabil på jorden.',
    'studio-sound-supply':
      'Mikrofoner, studiehovedtelefoner og kontinuerligt lys til skabere, der optager i deres eget studie.',
    'pocket-mobile':
      'De nyeste smartphones og foldbare mobiler plus de ure, ringe og høretelefoner, der passer til dem.',
    'byte-and-pixel': 'Bærbare, tablets og farvetro skærme til redigering af billeder og video overalt.',
    'card-and-drive-depot':
      "Hurtige hukommelseskort, eksterne SSD'er og kortlæsere, så du aldrig løber tør for plads midt i " +
      'en optagelse.',
    'trail-and-carry': 'Kamerarygsække, slingtasker og hårde kufferter bygget til stier, lufthavne og alt derimellem.',
    'smart-nest-home': 'Smarte højttalere, soundbars, projektorer og trackere, der gør det forbundne hjem enkelt.',
  },
  ads: [
    { title: 'Spejlløse dage', subtitle: 'Op til 20 % rabat på udvalgte kamerahuse' },
    { title: 'De nye mobiler er her', subtitle: 'De nyeste flagskibe fra pålidelige butikker' },
    { title: 'Objektivugen', subtitle: 'Faste objektiver og zoomobjektiver til specialpriser' },
    { title: 'Gratis fragt over {{money:9900}}', subtitle: 'Hos deltagende butikker i alle kategorier' },
    { title: 'Dronesæson', subtitle: 'Flyv længere med nye droner og ekstra batterier' },
    { title: 'Hør hver en detalje', subtitle: 'Hovedtelefoner og mikrofoner til skabere' },
    { title: 'Løb aldrig tør for plads', subtitle: "Hurtige hukommelseskort og eksterne SSD'er" },
    { title: 'Klar til turen', subtitle: 'Kameratasker og rygsække til enhver rejse' },
    { title: 'Smartwatches til ethvert håndled', subtitle: 'Følg dine løbeture, din søvn og dine notifikationer' },
    { title: 'Bærbare til skabere', subtitle: 'Rediger billeder og video overalt' },
  ],
  announcements: [
    {
      title: 'Velkommen til Polymart – og vores leveringsplan i helligdagene',
      body:
        'Velkommen til Polymart! Uafhængige butikker fra mange lande sælger nu kameraer, objektiver, ' +
        'droner og meget mere samlet ét sted, og hver betaling holdes sikkert, indtil din ordre er gennemført.\n\n' +
        'I helligdagene holder nogle butikker pause med afsendelser i et par dage. Den forventede ' +
        'leveringsdato, der vises ved kassen, tager allerede højde for hver butiks plan, og vores ' +
        'kundeservice fortsætter med at besvare beskeder i hele helligdagsperioden.',
    },
  ],
  flashDealTitle: 'Weekendens lyntilbud på kameraer',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Sådan vælger du dit første spejlløse kamera',
      summary:
        'Sensorstørrelse, objektiver, autofokus og budget: de fire spørgsmål, der betyder mest, når du ' +
        'går fra mobilen til et spejlløst kamera.',
      body:
        'At gå fra mobilen til et rigtigt kamera er spændende – og lidt overvældende. Specifikationerne ' +
        'er lange, og alle mærker påstår, at de har den bedste autofokus. Den gode nyhed er, at næsten ' +
        'alle spejlløse kameraer, der sælges i dag, tager fremragende billeder, så det egentlige ' +
        'spørgsmål er, hvilket der passer til din måde at fotografere på.\n\n' +
        'Start med sensoren. Fuldformatkamerahuse giver de reneste billeder i svagt lys og den mindste ' +
        'dybdeskarphed, men både de og deres objektiver koster og vejer mere. APS-C-kameraer er mindre, ' +
        'lettere og betydeligt billigere, og til rejser, familie og gadefoto er de mere end rigeligt. ' +
        'Micro Four Thirds går endnu længere med hensyn til størrelse, hvilket mange videofotografer ' +
        'sætter pris på.\n\n' +
        'Tænk dernæst på objektiverne frem for kamerahuset. Du beholder sandsynligvis dine objektiver ' +
        'længere end dit første kamera, så se på systemet som helhed: findes der prisvenlige faste ' +
        'objektiver, en god rejsezoom og alternativer fra tredjepartsproducenter? En fatning med et ' +
        'bredt udvalg af objektiver giver dig plads til at vokse.\n\n' +
        'Hold så kameraet i hånden. Grebet, knappernes placering og søgeren betyder mere end nogle få ' +
        'ekstra megapixel. Prøv det gerne i en butik, eller læs returpolitikken grundigt, før du køber ' +
        'online. Tjek også, om skærmen kan vippes ud, hvilket gør en stor forskel ved vlogging og lave vinkler.\n\n' +
        'Sæt til sidst et budget, der også dækker tilbehøret: et ekstra batteri, et hurtigt ' +
        'hukommelseskort og en taske. Et kamerahus i mellemklassen med et godt objektiv giver næsten ' +
        'altid bedre billeder end et topkamera med en billig kitzoom. Køb det kamera, du faktisk vil ' +
        'have med dig – og gå så ud og fotografér.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Fast brændvidde eller zoom: hvilket objektiv skal du købe som det næste?',
      summary:
        'Vi fotograferede de samme motiver i to uger med et fast 35 mm-objektiv og en 24–70 mm-zoom. Her ' +
        'er, hvad hver af dem gør bedst.',
      body:
        'Før eller siden står alle fotografer med det samme spørgsmål: et lysstærkt fast objektiv eller ' +
        'en alsidig zoom? For at give et ærligt svar satte vi et fast 35 mm f/1,8 og en 24–70 mm ' +
        'f/4-zoom på det samme kamera og brugte dem side om side i to ugers gadefoto, portrætter og ' +
        'rejsefotografering.\n\n' +
        'Det faste objektiv vandt på lys og karakter. Ved f/1,8 opfanger det mere end dobbelt så meget ' +
        'lys som zoomen ved f/4, hvilket betød lavere ISO indendørs og en smukt blød baggrund i ' +
        'portrætterne. Det er også mindre og lettere, så kameraet kom med på dage, hvor det ellers ville ' +
        'være blevet hjemme. Med kun én brændvidde var vi tvunget til at bruge benene og tænke over ' +
        'udsnittet, og flere af vores yndlingsbilleder udsprang netop af den begrænsning.\n\n' +
        'Zoomen vandt på fleksibilitet. På et marked eller til en familiesammenkomst er det uvurderligt ' +
        'at kunne gå fra et bredt overblik til en tæt detalje på et sekund, og vi gik glip af langt ' +
        'færre øjeblikke. Moderne zoomobjektiver er imponerende skarpe, og billedstabiliseringen opvejer ' +
        'meget af forskellen i blænde, når motivet står stille.\n\n' +
        'Billedkvaliteten lå tættere, end vi havde forventet. Nedblændet til f/5,6 leverede begge ' +
        'objektiver skarpe, kontrastrige filer, og i print op til A3 kunne vi ikke med sikkerhed se ' +
        'forskel. De reelle forskelle lå i svagt lys, i baggrundssløringen og i den måde, hvert objektiv ' +
        'ændrede vores måde at fotografere på.\n\n' +
        'Vores konklusion: Har du allerede en kitzoom, er et lysstærkt fast 35 mm- eller 50 mm-objektiv ' +
        'den opgradering, der giver mest for pengene. Fotograferer du mest events, rejser eller video og ' +
        'skal kunne reagere hurtigt, vil en god standardzoom tjene dig bedre. Mange fotografer ender med ' +
        'en af hver, og det er slet ikke så dårligt.',
    },
    'drone-season-rules-for-beginners': {
      title: 'Dronesæsonen er her: reglerne, alle begyndere bør kende',
      summary:
        'Lær det grundlæggende, der gælder næsten overalt, før din første flyvning: registrering, ' +
        'højdegrænser, flyveforbudszoner og respekt for privatlivet.',
      body:
        'Længere dage og roligere vejr betyder flere droner i luften – og mange nye piloter. Det har ' +
        'aldrig været nemmere at flyve takket være GPS-stabilisering og forhindringssensorer, men ' +
        'reglerne er også blevet strengere. Reglerne varierer fra land til land, så tjek altid med den ' +
        'nationale luftfartsmyndighed, før du letter. Principperne nedenfor gælder dog næsten overalt.\n\n' +
        'Kend din vægtklasse, og registrér dig, hvis det kræves. I mange lande falder droner under 250 ' +
        'gram i den letteste kategori med færrest forpligtelser, mens tungere modeller kræver ' +
        'onlineregistrering, en grundlæggende teoriprøve eller begge dele. Registreringsnummeret skal ' +
        'som regel være synligt på dronen. Gem bekræftelsen på mobilen, hvis nogen skulle spørge efter den.\n\n' +
        'Respektér grænserne for højde og afstand. En almindelig maksimumhøjde for hobbyflyvning er ' +
        'omkring 120 meter (400 fod) over jorden, og du skal altid have dronen inden for synsvidde. Flyv ' +
        'aldrig over menneskemængder, og hold en sikker afstand til personer, der ikke deltager i flyvningen.\n\n' +
        'Tjek kortet før hver flyvning. Lufthavne, helikopterpladser, militære områder, fængsler og ' +
        'mange nationalparker er begrænsede eller lukkede for droner, og midlertidige restriktioner kan ' +
        'opstå i forbindelse med arrangementer eller nødsituationer. De fleste producenters apps og ' +
        'officielle luftfartskort viser disse zoner, og nogle droner nægter ligefrem at lette inden for dem.\n\n' +
        'Tænk til sidst på privatliv og forsikring. At filme folk i deres haver eller gennem vinduer kan ' +
        'være i strid med reglerne om privatlivets fred, selv hvor selve flyvningen er lovlig. En ' +
        'ansvarsforsikring er obligatorisk i nogle lande og fornuftig overalt. Flyv ansvarligt, så ' +
        'forbliver luftrummet åbent for alle – og du kommer hjem med fantastiske optagelser.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Sådan passer du på dit kameras batterier og hukommelseskort',
      summary:
        'Et par enkle vaner holder dine batterier sunde i årevis og beskytter dine billeder mod den ' +
        'frygtede besked "kortfejl".',
      body:
        'Batterier og hukommelseskort er den mindst glamourøse del af udstyret, men de står bag de ' +
        'fleste mistede billeder og tabte fotos. Den gode nyhed er, at det kun tager et par minutter om ' +
        'ugen at passe på dem.\n\n' +
        'Litium-ion-batterier har det bedst mellem cirka 30 og 80 procents opladning. Skal du ikke bruge ' +
        'et batteri i et par uger, så opbevar det halvt opladet et køligt og tørt sted i stedet for ' +
        'fuldt opladet eller helt fladt. Efterlad aldrig batterier i en varm bil, og hav ekstra ' +
        'batterier i en inderlomme, når det er koldt, hvor kropsvarmen får dem til at holde længere. Køb ' +
        'originale eller godt anmeldte erstatninger: billige batterier uden mærke kan mangle ordentlige ' +
        'beskyttelseskredsløb.\n\n' +
        'Formatér hukommelseskort i kameraet, ikke på computeren, og gør det hver gang, du har kopieret ' +
        'dine filer sikkert. Formatering i kameraet opretter filsystemet præcis, som kameraet forventer, ' +
        'og mindsker risikoen for fejl. Undgå at slette billeder et ad gangen i kameraet, da det med ' +
        'tiden fragmenterer kortet.\n\n' +
        'Behandl kortene med omhu. Opbevar dem i et hårdt etui, væk fra sand og fugt, og tag aldrig et ' +
        'kort ud, mens kameraet stadig skriver til det; vent, til adgangslampen slukker. På rejser er ' +
        'det bedre at bruge flere mindre kort end ét kæmpestort, så et mistet eller beskadiget kort ikke ' +
        'koster dig det hele.\n\n' +
        'Tag til sidst backup, så snart du kan. En enkel rutine, hvor du kopierer til en bærbar og ' +
        'derefter til et eksternt drev eller cloudlagring, gør et mistet kort til en irritation i stedet ' +
        'for en katastrofe. Pensionér kort, der er begyndt at vise fejl, og mærk udtjente batterier, så ' +
        'de bliver hjemme. Dit fremtidige jeg – og dine billeder – vil takke dig.',
    },
    'lighting-a-home-studio': {
      title: 'Lys i hjemmestudiet: LED-paneler, softbokse og ringlys sammenlignet',
      summary:
        'Vi stillede tre lyssæt til begyndere op i et gæsteværelse og tog portrætter og produktbilleder ' +
        'med hvert af dem. Her er, hvad der virker på et lille budget.',
      body:
        'Du behøver ikke et lagerhus for at lyssætte som en professionel. Et ekstra værelse, et par ' +
        'kvadratmeter væg og de rigtige lamper er nok til portrætter, produktbilleder og videoopkald, ' +
        'der ser langt bedre ud end under loftslampen. For at finde ud af, hvilken løsning der passer ' +
        'bedst til begyndere, stillede vi tre populære sæt op i det samme rum og brugte hvert af dem i en uge.\n\n' +
        'Ringlyset var det nemmeste at komme i gang med. Placer det foran motivet, tænd for det, og du ' +
        'får fladt, jævnt lys med et karakteristisk rundt lysreflek i øjnene. Det er ideelt til makeup, ' +
        'videoopkald og korte lodrette videoer, men udtrykket bliver hurtigt ensformigt, og det gør ikke ' +
        'meget for at forme et ansigt eller et produkt.\n\n' +
        'To bi-color LED-paneler gav os mest fleksibilitet. De forbliver kølige, viser præcis, hvad du ' +
        'får, før du trykker på udløseren, og lader dig justere lysstyrke og farvetemperatur fra varmt ' +
        'lys til dagslys. Nøgne paneler giver dog hårdt lys, så sæt penge af til diffusere eller små ' +
        'softbokse, der kan blødgøre dem.\n\n' +
        'Sættet med softbokse til kontinuerligt lys gav de mest flatterende portrætter. En stor softboks ' +
        'på 60 til 90 cm placeret i 45 graders vinkel i forhold til motivet giver blødt, retningsbestemt ' +
        'lys med milde skygger – det klassiske studielook. Ulempen er størrelsen: stativerne og boksene ' +
        'optager en del gulvplads og tager et par minutter at samle.\n\n' +
        'Vores anbefaling til et første hjemmestudie er én stor softboks som hovedlys, ét LED-panel som ' +
        'udfyldnings- eller baggrundslys og en billig hvid reflektor. Sæt mørklægningsgardiner op, så ' +
        'dagslyset ikke forskyder farverne under en fotografering, og afstem altid lampernes ' +
        'farvetemperatur. Start enkelt, lær hvordan ét lys opfører sig, og tilføj kun flere, når du ved, ' +
        'hvad der mangler.',
    },
    'travel-photography-packing-list': {
      title: 'Rejsefotografens pakkeliste: hvad du skal tage med, og hvad du skal lade blive hjemme',
      summary:
        'Pak let, fotografér mere. En praktisk tjekliste over kameraudstyr til dine rejser, fra valget ' +
        'af objektiver til de kabler, du altid glemmer.',
      body:
        'Det bedste rejsekamera er det, du stadig gerne bærer på dag ti. Hvert ekstra objektiv og hver ' +
        'ekstra dims øger vægten, gør dig langsommere i sikkerhedskontrollen og øger risikoen for, at ' +
        'tasken bliver på hotellet. Læg alt frem før hver rejse, og spørg om hver eneste ting: Kommer ' +
        'jeg virkelig til at bruge den?\n\n' +
        'Til de fleste rejser er ét kamerahus og to objektiver rigeligt. En alsidig zoom fra vidvinkel ' +
        'til kort tele klarer landskaber, gader og mad, mens et lille, lysstærkt fast objektiv tager sig ' +
        'af aftener, interiører og portrætter. Står dyreliv på programmet, så udskift det faste objektiv ' +
        'med en kompakt telezoom i stedet for at tage et tredje objektiv med.\n\n' +
        'Dernæst kommer strøm og lagerplads. Tag mindst to ekstra batterier med, en USB-oplader, der kan ' +
        'lade dem op fra en powerbank, og en universel rejseadapter. Pak flere hukommelseskort, end du ' +
        'tror, du får brug for, plus en lille kortlæser eller en adapter til mobilen, så du kan tage ' +
        'backup hver aften.\n\n' +
        'Så de små ting, der redder dagen: en mikrofiberklud og en blæsebælg mod støv, et regnslag ' +
        '(eller bare en simpel badehætte), et let rejsestativ eller et fleksibelt ministativ til ' +
        'natbilleder og en rem, der er behagelig at bære hele dagen. En almindelig taske, der ikke råber ' +
        '"kamera her", tiltrækker mindre opmærksomhed i menneskemængder.\n\n' +
        'Hav til sidst dine værdigenstande i håndbagagen, da litiumbatterier som regel ikke er tilladt i ' +
        'indchecket bagage, og medbring kvitteringer eller en liste over serienumre til tolden og ' +
        'forsikringen. Har du planer om at flyve med drone i udlandet, så tjek de lokale regler først. ' +
        'Og efterlad lidt plads i tasken: De bedste souvenirs er ofte dem, du aldrig havde planlagt at købe.',
    },
  },
  policies: {
    terms: {
      title: 'Brugervilkår',
      body:
        '## Om disse betingelser\n\n' +
        'Disse betingelser gælder for din brug af Polymart, en online markedsplads, hvor uafhængige ' +
        'butikker sælger deres produkter til købere. Ved at oprette en konto eller afgive en ordre ' +
        'accepterer du dem. Markedspladsen drives af Polymarts operatører; selve produkterne sælges af ' +
        'de butikker, der er angivet på hver produktside.\n\n' +
        '## Din konto\n\n' +
        'Du skal give korrekte oplysninger, når du registrerer dig, og holde din adgangskode hemmelig. ' +
        'Du er ansvarlig for al aktivitet på din konto. Vi kan suspendere eller lukke konti, der er ' +
        'involveret i svindel, misbrug eller gentagne overtrædelser af disse betingelser.\n\n' +
        '## Køb på Polymart\n\n' +
        'Hver ordre er en aftale mellem dig og den butik, der sælger varen. Priser kan vises i flere ' +
        'valutaer; omregnede priser vises for nemheds skyld, og det beløb, der trækkes, er det, der ' +
        'bekræftes ved kassen. Butikkerne er ansvarlige for deres annoncer, lager, forsendelse og ' +
        'produktgarantier.\n\n' +
        '## Betalinger og tegnebogen\n\n' +
        'Du kan betale med saldoen i din Polymart-tegnebog, med betalingskort eller pr. efterkrav, hvor ' +
        'butikken tilbyder det. Betalinger holdes af Polymart og udbetales først til butikken, når ' +
        'ordren er gennemført, hvilket beskytter både købere og sælgere. Refusioner krediteres din ' +
        'tegnebog eller den oprindelige betalingsmetode som beskrevet i vores returpolitik.\n\n' +
        '## Salg på Polymart\n\n' +
        'Alle kan ansøge om at åbne en butik. Ansøgninger gennemgås af Polymarts operatører, som kan ' +
        'bede om yderligere oplysninger og kan afvise eller suspendere butikker, der ikke lever op til ' +
        'markedspladsens standarder. Sælgere skal overholde loven, beskrive produkterne ærligt og sende ' +
        'varerne inden for den tid, de lover. Polymart opkræver provision af gennemførte salg, som vist ' +
        'i Sælgercenter.\n\n' +
        '## Forbudte varer og adfærd\n\n' +
        'Forfalskede varer, stjålne genstande, varer, der krænker immaterielle rettigheder, og alt, hvad ' +
        'der ikke lovligt må sælges i modtagerlandet, er ikke tilladt. Anmeldelser skal afspejle ægte ' +
        'oplevelser. Manipulation af bedømmelser, modtagelse af betalinger uden for platformen eller ' +
        'chikane af andre brugere kan føre til lukning af din konto.\n\n' +
        '## Ansvar og ændringer\n\n' +
        'Polymart stiller platformen til rådighed, som den er, og er ikke sælger af de varer, butikkerne ' +
        'sætter til salg. I det omfang loven tillader det, er Polymarts operatører ikke ansvarlige for ' +
        'indirekte tab eller følgeskader. Vi kan opdatere disse betingelser fra tid til anden; ' +
        'væsentlige ændringer annonceres på siden, før de træder i kraft, og hvis du fortsætter med at ' +
        'bruge Polymart, accepterer du de opdaterede betingelser.',
    },
    support: {
      title: 'Hjælp og support',
      body:
        '## Hvordan kan vi hjælpe?\n\n' +
        'De fleste svar findes allerede på din konto: ordrestatus, sporingsoplysninger og anmodninger om ' +
        'refusion ligger alle under Mine ordrer. Kan du ikke finde det, du har brug for, hjælper både ' +
        'butikkerne og Polymarts supportteam gerne.\n\n' +
        '## Kontakt en butik\n\n' +
        'Har du spørgsmål om et produkt, kompatibilitet, lagerstatus eller leveringstider, er den ' +
        'hurtigste vej at skrive direkte til butikken fra produktsiden eller fra din ordre. Butikkerne ' +
        'bestræber sig på at svare inden for to hverdage, og hele samtalen gemmes sammen med din ordre.\n\n' +
        '## Kontakt Polymarts support\n\n' +
        'Hvis en butik ikke svarer, eller hvis dit spørgsmål handler om betalinger, din tegnebog eller ' +
        'din konto, kan du kontakte Polymarts support via hjælpeformularen på din konto eller på e-mail ' +
        'til support@polymart.example. Angiv dit ordrenummer, så vi kan hjælpe dig hurtigere. Vi svarer ' +
        'inden for én hverdag, mandag til fredag.\n\n' +
        '## Sporing af din ordre\n\n' +
        'Så snart en butik har afsendt din ordre, vises sporingsnummeret på ordresiden, og du får en ' +
        'notifikation. Leveringstiden afhænger af, hvor butikken ligger, og af den forsendelsesmetode, ' +
        'du valgte ved kassen. Hvis sporingen ikke er blevet opdateret i flere dage, så kontakt først butikken.\n\n' +
        '## Problemer med betaling\n\n' +
        'Hvis en kortbetaling mislykkes, så tjek kortoplysningerne og din banks grænser, eller betal i ' +
        'stedet med saldoen i din tegnebog. Ved efterkrav bedes du have beløbet klar, når budet kommer. ' +
        'Indbetalinger til tegnebogen via bankoverførsel krediteres, når Polymarts operatører har ' +
        'bekræftet modtagelsen.\n\n' +
        '## Tvister\n\n' +
        'Hvis du og en butik ikke kan blive enige om en returnering eller refusion, kan du bede ' +
        'Polymarts operatører om at træde til fra siden med refusionsanmodningen. Vi gennemgår beskeder, ' +
        'billeder og sporingsoplysninger fra begge parter og træffer en endelig afgørelse, normalt inden ' +
        'for fem hverdage.',
    },
    return: {
      title: 'Retur- og refusionspolitik',
      body:
        '## Din returret\n\n' +
        'Du kan anmode om returnering inden for 7 dage efter, at din ordre er leveret. Leveringsdatoen ' +
        'er den, som transportøren har registreret, eller som er bekræftet i din ordre. Nogle butikker ' +
        'tilbyder en længere returperiode; i så fald fremgår det af produktsiden.\n\n' +
        '## Sådan anmoder du om refusion\n\n' +
        'Åbn Mine ordrer, vælg ordren, og klik på Anmod om refusion. Fortæl os, hvilke varer du vil ' +
        'returnere og hvorfor, og vedhæft billeder, hvis en vare kom frem beskadiget eller ikke svarer ' +
        'til beskrivelsen. Butikken behandler din anmodning, normalt inden for to hverdage, og sender ' +
        'dig returvejledningen.\n\n' +
        '## Returnerede varers stand\n\n' +
        'Varerne skal returneres komplette, med alt tilbehør, alle manualer og den originale emballage, ' +
        'og i den stand, du modtog dem i. Åbnede hukommelseskort, in-ear-høretelefoner og ' +
        'softwarelicenser kan kun returneres, hvis de er defekte. Fjern venligst dine personlige data og ' +
        'konti fra mobiler, computere og kameraer, før du sender dem retur.\n\n' +
        '## Omkostninger til returfragt\n\n' +
        'Hvis en vare er defekt, er beskadiget under transporten eller ikke svarer til beskrivelsen, ' +
        'betaler butikken returfragten. I andre tilfælde, for eksempel hvis du har fortrudt købet, ' +
        'betaler køberen returfragten, medmindre butikken angiver andet. Brug altid en ' +
        'forsendelsesmetode med sporing, og gem din kvittering for indlevering.\n\n' +
        '## Refusioner\n\n' +
        'Når butikken har modtaget varen og bekræftet dens stand, udbetales refusionen inden for tre ' +
        'hverdage. Betalinger med tegnebogen eller kort refunderes til tegnebogen eller det oprindelige ' +
        'kort; ordrer betalt pr. efterkrav refunderes til din Polymart-tegnebog. Afhængigt af din bank ' +
        'kan der gå et par dage mere, før en kortrefusion vises på din kontoudskrift.\n\n' +
        '## Hvis din anmodning afvises\n\n' +
        'Hvis en butik afviser din anmodning, og du er uenig, kan du bede Polymarts operatører om at ' +
        'gennemgå sagen. Da Polymart holder betalingen, indtil en ordre er gennemført, er dine penge ' +
        'beskyttet, mens sagen er åben.',
    },
    privacy: {
      title: 'Privatlivspolitik',
      body:
        '## Hvem vi er\n\n' +
        'Denne politik forklarer, hvordan Polymarts operatører indsamler og bruger personoplysninger, ' +
        'når du bruger markedspladsen Polymart. Butikkerne, der sælger på Polymart, modtager også nogle ' +
        'af dine oplysninger for at kunne levere dine ordrer, og de er ansvarlige for at behandle dem korrekt.\n\n' +
        '## Oplysninger, vi indsamler\n\n' +
        'Vi indsamler de oplysninger, du giver os, såsom dit navn, din e-mailadresse, dit telefonnummer ' +
        'og dine leveringsadresser, samt dine ordrer, refusionsanmodninger, anmeldelser og beskeder med ' +
        'butikker og support. Vi registrerer transaktioner i tegnebogen og betalinger, men fulde ' +
        'kortnumre håndteres af vores betalingsudbydere og gemmes aldrig af Polymart. Vi indsamler også ' +
        'tekniske oplysninger som din enhed, browserens sprog, IP-adresse og cookies.\n\n' +
        '## Sådan bruger vi dine oplysninger\n\n' +
        'Vi bruger dine oplysninger til at oprette og beskytte din konto, behandle ordrer og betalinger, ' +
        'arrangere levering, håndtere returneringer og yde support. Vi bruger dem også til at forebygge ' +
        'svindel, holde markedspladsen sikker og forbedre vores service. Vi sender dig kun markedsføring ' +
        'med dit samtykke, og du kan til enhver tid framelde dig.\n\n' +
        '## Deling med butikker og partnere\n\n' +
        'Når du afgiver en ordre, modtager butikken dit navn, din leveringsadresse og dit telefonnummer, ' +
        'så den kan sende dine varer. Vi deler kun oplysninger med betalingsudbydere, transportører og ' +
        'hostingtjenester i det omfang, de har brug for dem til at udføre deres arbejde. Vi sælger ikke ' +
        'dine personoplysninger.\n\n' +
        '## Cookies\n\n' +
        'Vi bruger nødvendige cookies til at holde dig logget ind og huske dit sprog, din valuta og din ' +
        'indkøbskurv. Valgfrie analysecookies, der hjælper os med at forstå, hvordan siden bruges, ' +
        'sættes kun, hvis du accepterer dem.\n\n' +
        '## Opbevaring og sikkerhed\n\n' +
        'Vi opbevarer dine oplysninger, så længe din konto er aktiv, og derefter kun så længe, loven ' +
        'kræver det, for eksempel af hensyn til regnskabet. Oplysningerne krypteres under overførsel, ' +
        'adgangen er begrænset til medarbejdere, der har brug for den, og vi gennemgår jævnligt vores ' +
        'sikkerhedsforanstaltninger.\n\n' +
        '## Dine rettigheder\n\n' +
        'Du kan få indsigt i, rette, eksportere eller slette dine personoplysninger og gøre indsigelse ' +
        'mod visse former for brug af dem via dine kontoindstillinger eller ved at skrive til ' +
        'privacy@polymart.example. Hvis du mener, at vi ikke har behandlet dine oplysninger korrekt, har ' +
        'du også ret til at klage til din lokale databeskyttelsesmyndighed.',
    },
    about_us: {
      title: 'Om Polymart',
      body:
        '## Hvem vi er\n\n' +
        'Polymart er en online markedsplads, der samler uafhængige butikker med speciale i kameraer, ' +
        'objektiver og fototilbehør samt droner, lyd, mobiler, computere, wearables, tasker, hukommelse ' +
        'og smart home-udstyr. I stedet for ét stort lager er vi et fællesskab af sælgere, der kender ' +
        'deres produkter ud og ind.\n\n' +
        '## Mange butikker, én kasse\n\n' +
        'Hvert produkt på Polymart sælges af en uafhængig butik, fra små specialforretninger til ' +
        'veletablerede forhandlere. Du kan browse, sammenligne og købe fra mange af dem ét sted, på dit ' +
        'eget sprog og i din egen valuta, og betale det hele med én indkøbskurv.\n\n' +
        '## Betalinger, du kan stole på\n\n' +
        'Din betaling går til Polymart, ikke direkte til sælgeren. Vi holder den sikkert, indtil din ' +
        'ordre er gennemført, og først derefter betaler vi butikken. Du kan betale med din ' +
        'Polymart-tegnebog, med kort eller pr. efterkrav, hvor butikken tilbyder det. Hvis noget går ' +
        'galt, kan du anmode om refusion inden for 7 dage efter levering.\n\n' +
        '## Butikker, vi står inde for\n\n' +
        'Hver butik gennemgås og godkendes af Polymarts operatører, før den kan begynde at sælge. Vi ' +
        'holder øje med bedømmelser, leveringstider og refusionsanmodninger, og vi griber ind, når en ' +
        'butik ikke lever op til de standarder, vores købere forventer.\n\n' +
        '## Skabt til folk, der elsker at fotografere\n\n' +
        'Mange af menneskene bag Polymart og dets butikker er selv fotografer. I vores blog finder du ' +
        'købsguides, praktiske tests og gode råd, der hjælper dig med at få mere ud af dit udstyr.\n\n' +
        '## Bliv en del af os\n\n' +
        'Driver du en fotobutik, eller sælger du teknik, du brænder for? Ansøg om at åbne en butik fra ' +
        'din konto, og nå ud til købere på 19 sprog. Spørgsmål til en ordre? Vores side Hjælp og support ' +
        'er det bedste sted at starte.',
    },
  },
};
