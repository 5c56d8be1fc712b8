// Demo texts in Italian (see LangPack in ../types.ts).
import type { LangPack } from '../types.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Fotocamera mirrorless full frame',
      short:
        'Un grande sensore in un corpo compatto: dettagli ricchi, bokeh morbido e scatti puliti anche ' +
        'con poca luce.',
      description:
        'Il sensore full frame, grande quanto un fotogramma di pellicola 35 mm, raccoglie più luce e ' +
        'offre una gamma dinamica più ampia con meno rumore. Autofocus rapido e funzioni video avanzate ' +
        'ne fanno uno strumento versatile per fotoamatori evoluti e professionisti.',
    },
    'apsc-mirrorless': {
      name: 'Fotocamera mirrorless APS-C',
      short: 'La qualità di un sistema a obiettivi intercambiabili in un corpo leggero da portare ovunque.',
      description:
        "Il sensore APS-C è il giusto equilibrio tra qualità d'immagine, ingombro e prezzo, e il fattore " +
        'di crop regala ai teleobiettivi una portata in più. Perfetta come prima fotocamera a obiettivi ' +
        'intercambiabili, in viaggio o come secondo corpo leggero.',
    },
    'fullframe-dslr': {
      name: 'Reflex full frame',
      short: 'Mirino ottico, costruzione robusta e grande autonomia per chi scatta dalla mattina alla sera.',
      description:
        "Specchio e pentaprisma mostrano la scena attraverso l'obiettivo senza alcun ritardo, mentre il " +
        "sensore full frame garantisce un'ampia gamma dinamica e file puliti agli ISO alti. Corpi " +
        'tropicalizzati, autofocus affidabile e un enorme parco ottiche compatibili la rendono ancora la ' +
        'preferita dei fotografi professionisti.',
    },
    'apsc-dslr': {
      name: 'Reflex APS-C',
      short: 'Una reflex affidabile e facile da imparare, che cresce con te dai primi scatti alla passione vera.',
      description:
        'Una reflex APS-C unisce un mirino ottico luminoso a un sensore abbastanza grande per sfocati ' +
        'veri e foto in scarsa luce. Menu guidati, lunga autonomia e tanti obiettivi economici la ' +
        'rendono ideale per imparare la fotografia.',
    },
    'premium-compact': {
      name: 'Compatta premium',
      short: 'Una fotocamera con sensore grande che sta nella tasca della giacca.',
      description:
        "Un sensore da 1 pollice o più e un obiettivo luminoso integrato offrono una qualità d'immagine " +
        'ben oltre quella di uno smartphone, con file RAW e pieno controllo manuale. Silenziosa, ' +
        'discreta e sempre pronta: è la fotocamera che porti davvero con te ogni giorno.',
    },
    'travel-zoom-compact': {
      name: 'Compatta superzoom da viaggio',
      short: 'Dai paesaggi più ampi ai dettagli lontani, una sola fotocamera tascabile per tutto il viaggio.',
      description:
        'Un lungo zoom ottico racchiuso in un corpo sottile: inquadri lo skyline della città e subito ' +
        "dopo isoli un volto dall'altra parte della piazza. Stabilizzazione ottica, trasferimento " +
        'semplice allo smartphone e modalità automatiche intelligenti per foto delle vacanze sempre ' +
        'nitide, senza pensieri.',
    },
    'instant-camera': {
      name: 'Fotocamera istantanea',
      short: 'Premi il pulsante di scatto e pochi secondi dopo hai in mano una vera stampa.',
      description:
        'Una fotocamera istantanea espone una pellicola speciale che si sviluppa da sola e trasforma ' +
        'ogni scatto in una stampa unica. Comandi semplici, flash integrato e specchietto per i selfie ' +
        'la rendono la protagonista di feste, matrimoni e viaggi con gli amici.',
    },
    'instant-film': {
      name: 'Pellicola istantanea',
      short:
        'Confezioni di pellicola fresca con la classica cornice bianca o bordi colorati per la tua ' +
        'fotocamera istantanea.',
      description:
        'Ogni confezione contiene un numero fisso di pose autosviluppanti in una cartuccia a tenuta di ' +
        'luce che si carica in pochi secondi. Verifica il formato di pellicola della tua fotocamera e ' +
        'conserva le confezioni in un luogo fresco per avere i colori migliori.',
    },
    'standard-zoom': {
      name: 'Zoom standard',
      short: "L'obiettivo sempre montato: dal grandangolo al medio tele, con un'ottica luminosa e nitida.",
      description:
        'Con una copertura di circa 24-70 mm o simile, uno zoom standard affronta paesaggi, street, ' +
        "eventi e ritratti senza cambiare obiettivo. Le versioni di fascia alta aggiungono un'apertura " +
        'costante luminosa, la tropicalizzazione e motori AF silenziosi, adatti sia alla foto sia al ' +
        'video.',
    },
    'kit-zoom': {
      name: 'Zoom del kit',
      short: 'Uno zoom compatto ed economico per la fotografia di tutti i giorni, pronto appena apri la scatola.',
      description:
        'Spesso venduto in kit con un corpo macchina nuovo, copre dal grandangolo al medio tele in un ' +
        "barilotto leggero e compatto. Il peso ridotto e l'autofocus fluido e silenzioso ne fanno un " +
        'ottimo primo obiettivo e un pratico compagno di viaggio.',
    },
    'telephoto-zoom': {
      name: 'Teleobiettivo zoom',
      short: 'Avvicina i soggetti lontani: sport, natura e ritratti con la prospettiva compressa.',
      description:
        'I tele zoom coprono di solito focali come 70-200 mm o 100-400 mm e ti permettono di cambiare ' +
        'inquadratura senza muoverti. Stabilizzazione ottica e autofocus rapido e preciso mantengono ' +
        'nitidi i soggetti in movimento, mentre la focale lunga trasforma lo sfondo in uno sfocato ' +
        'morbido.',
    },
    'super-telephoto': {
      name: 'Super teleobiettivo',
      short: 'Portata estrema per avifauna, natura selvaggia e sport allo stadio.',
      description:
        'Con focali da circa 400 mm in su, un super tele riempie il fotogramma con soggetti che non ' +
        'potresti mai avvicinare. Elementi ottici speciali tengono sotto controllo le aberrazioni, ' +
        'mentre il collare girevole per treppiede e una stabilizzazione efficace aiutano a gestire il ' +
        'lungo barilotto.',
    },
    'ultra-wide-zoom': {
      name: 'Zoom ultragrandangolare',
      short: "Paesaggi sconfinati, architetture slanciate e interni stretti in un'unica inquadratura.",
      description:
        'Con focali sotto i 16 mm su full frame, uno zoom ultragrandangolare accentua la profondità e ' +
        "guida lo sguardo dentro la scena. Un'accurata correzione ottica mantiene dritte le linee: è il " +
        'preferito per paesaggi, immobiliare, astrofotografia e vlog.',
    },
    'fisheye-lens': {
      name: 'Obiettivo fisheye',
      short: 'Una visione spettacolare e curva fino a 180 gradi, per immagini davvero audaci.',
      description:
        'Un fisheye piega le linee rette in curve ampie e cattura un campo visivo estremamente ampio. È ' +
        'amatissimo per skateboard, concerti, architettura creativa e panoramiche a 360 gradi, e le ' +
        'dimensioni ridotte lo rendono facile da portare.',
    },
    'portrait-prime': {
      name: 'Obiettivo fisso da ritratto',
      short: 'Grande apertura per una prospettiva lusinghiera e un bokeh cremoso che stacca il soggetto.',
      description:
        'Le focali intorno agli 85 mm restituiscono i volti in modo naturale da una comoda distanza di ' +
        "lavoro. Un'apertura ampia come f/1.4 o f/1.8 lascia entrare molta luce e ammorbidisce lo " +
        'sfondo, mentre un autofocus rapido e preciso mantiene gli occhi perfettamente a fuoco.',
    },
    'macro-lens': {
      name: 'Obiettivo macro',
      short: "L'ingrandimento 1:1 rivela i dettagli nascosti di insetti, fiori e prodotti.",
      description:
        'Un vero obiettivo macro mette a fuoco abbastanza vicino da riprodurre il soggetto in scala 1:1, ' +
        "tanto che una piccola moneta riempie l'intero sensore. L'eccezionale nitidezza da bordo a bordo " +
        'lo rende ottimo anche per ritratti e still life di prodotto.',
    },
    'travel-tripod': {
      name: 'Treppiede da viaggio',
      short: 'Si richiude piccolo e leggero, poi si alza alto e stabile ovunque la luce sia quella giusta.',
      description:
        'Gambe che si ripiegano attorno alla testa, tubi in alluminio o fibra di carbonio e blocchi ' +
        'rapidi rendono il treppiede da viaggio facile da mettere in valigia e veloce da montare. Usalo ' +
        "per tramonti, notturne in città, lunghe esposizioni e foto di gruppo con l'autoscatto.",
    },
    'video-monopod': {
      name: 'Monopiede video',
      short: 'Movimenti di camera stabili e fluidi, con la libertà di spostarti in pochi secondi.',
      description:
        'Una testa fluida e una piccola base a piedini richiudibili permettono al monopiede video di ' +
        'stare in piedi da solo mentre fai panoramiche e tilt fluidi. Sostiene il peso della fotocamera ' +
        "a eventi, matrimoni e gare sportive, dove un treppiede intero sarebbe d'intralcio.",
    },
    'camera-gimbal': {
      name: 'Gimbal per fotocamera',
      short: 'Stabilizzazione motorizzata per riprese fluide e cinematografiche in movimento.',
      description:
        'Tre motori brushless compensano ogni urto e vibrazione, così riprese a piedi, orbite e reveal ' +
        'sembrano girate su un carrello. Pensato per mirrorless e reflex, offre modalità follow, ' +
        'bilanciamento rapido e controllo da app per movimenti creativi.',
    },
    'phone-gimbal': {
      name: 'Gimbal per smartphone',
      short:
        'Trasforma il telefono in un sistema di ripresa fluido con tracking del soggetto, che sta in ' +
        'tasca da chiuso.',
      description:
        'Un gimbal a tre assi tiene il telefono dritto e stabile mentre cammini, corri o fai una ' +
        "panoramica, per video dall'aspetto molto più professionale. Tracking del soggetto, timelapse e " +
        "movimenti creativi con un tocco nell'app dedicata rendono vlog e clip di viaggio un gioco da " +
        'ragazzi.',
    },
    'camera-battery': {
      name: 'Batteria ricaricabile per fotocamera',
      short: "Una batteria di scorta in borsa e non perdi mai l'ultimo scatto della giornata.",
      description:
        "Celle agli ioni di litio con circuiti di protezione integrati forniscono un'alimentazione " +
        'costante e comunicano alla fotocamera la carica residua. Verifica che la batteria sia ' +
        'compatibile con il tuo modello; molte si ricaricano via USB nella fotocamera o con un ' +
        'caricabatterie dedicato.',
    },
    'battery-grip': {
      name: 'Impugnatura porta batterie',
      short: "Raddoppia l'autonomia e ottieni un'impugnatura comoda per scattare in verticale.",
      description:
        'Il battery grip si fissa sotto la fotocamera e ospita una o due batterie aggiuntive. Un secondo ' +
        'pulsante di scatto e comandi dedicati rendono lo scatto verticale naturale come quello ' +
        'orizzontale, e il volume in più bilancia gli obiettivi lunghi.',
    },
    'camera-strap': {
      name: 'Tracolla per fotocamera',
      short: 'Comoda e regolabile al volo, tiene la fotocamera al sicuro e sempre pronta.',
      description:
        'Le tracolle imbottite o in tessuto distribuiscono il peso su collo o spalla, mentre gli ' +
        'attacchi a sgancio rapido permettono di passare in pochi secondi dal collo alla tracolla o al ' +
        'polso. Materiali resistenti e ancoraggi sicuri proteggono la tua attrezzatura nelle lunghe ' +
        'giornate fuori casa.',
    },
    'capture-clip': {
      name: 'Clip per fotocamera da cintura',
      short: 'Porta la fotocamera sullo spallaccio dello zaino o alla cintura ed estraila in un attimo.',
      description:
        'Una clip robusta si blocca sullo spallaccio dello zaino o sulla cintura, e una piastra a ' +
        "sgancio rapido avvitata nell'attacco treppiede tiene saldamente la fotocamera. Escursionisti, " +
        'viaggiatori e fotografi di eventi hanno le mani libere e la fotocamera pronta, senza affaticare ' +
        'il collo.',
    },
    'mini-drone': {
      name: 'Mini drone con fotocamera',
      short:
        'Grande come un palmo, pieghevole e facile da pilotare, con una fotocamera stabilizzata per ' +
        'viste aeree mozzafiato.',
      description:
        'I mini droni leggeri si piegano fino alle dimensioni di uno smartphone e in molti paesi ' +
        'rientrano nella classe di peso più leggera. Fotocamera stabilizzata, posizionamento GPS, ' +
        'ritorno automatico alla base e modalità di volo intelligenti rendono facili le riprese ' +
        'cinematografiche, anche per chi vola per la prima volta. Verifica sempre le regole di volo ' +
        'locali.',
    },
    'pro-camera-drone': {
      name: 'Drone professionale con fotocamera',
      short: 'Una fotocamera con sensore grande in cielo, con lunghi tempi di volo e un solido rilevamento ostacoli.',
      description:
        'I droni professionali montano sensori più grandi, spesso con più fotocamere e profili video ad ' +
        'alto bitrate adatti alla color correction. Rilevamento omnidirezionale, trasmissione a lungo ' +
        'raggio e resistenza al vento permettono a filmmaker, topografi e ispettori di lavorare in tutta ' +
        'sicurezza.',
    },
    'fpv-drone': {
      name: 'Drone FPV',
      short: 'Vola dal posto del pilota con riprese in prima persona immersive e ad alta velocità.',
      description:
        'I droni FPV (first person view) trasmettono il video in diretta a un visore, così puoi ' +
        'infilarti tra gli ostacoli, inseguire auto e tuffarti lungo le scogliere. Le modalità di volo ' +
        "manuali premiano la pratica, mentre le modalità assistite e la frenata d'emergenza aiutano i " +
        'principianti a decollare in sicurezza.',
    },
    'fpv-goggles': {
      name: 'Visore FPV',
      short: "Video nitido e a bassa latenza davanti agli occhi, per un'immersione totale in volo.",
      description:
        'I visori FPV combinano microdisplay luminosi, lenti regolabili e un ricevitore a bassa latenza ' +
        'per mostrarti esattamente ciò che vede il drone. Verifica che il visore usi lo stesso sistema ' +
        'di trasmissione video del tuo drone; molti registrano anche le riprese e supportano il ' +
        'tracciamento della testa.',
    },
    'action-camera': {
      name: 'Action cam',
      short: 'Piccolissima, robusta e impermeabile, con una stabilizzazione che rende fluida ogni uscita.',
      description:
        'Le action cam girano video ad alta risoluzione e alto frame rate da caschi, manubri, tavole da ' +
        'surf e imbracature pettorali. Stabilizzazione elettronica, corpo robusto e impermeabile e ' +
        'attacchi a sgancio rapido le rendono pronte per bici, immersioni, sci e vlog di tutti i giorni.',
    },
    'camera-360': {
      name: 'Fotocamera a 360°',
      short: "Riprendi tutto quello che hai intorno e scegli l'inquadratura perfetta in un secondo momento.",
      description:
        "Due obiettivi ultragrandangolari contrapposti registrano una sfera completa, che l'app unisce " +
        'in una foto o un video a 360 gradi senza giunture. Puoi reinquadrare in seguito in una normale ' +
        'clip piatta, nascondere automaticamente il selfie stick o condividere tour virtuali immersivi e ' +
        'contenuti VR.',
    },
    speedlight: {
      name: 'Flash a slitta',
      short: 'Luce portatile e potente che si monta sulla fotocamera e ti segue ovunque scatti.',
      description:
        'Un flash a slitta con esposizione automatica TTL, parabola basculante e orientabile e tempi di ' +
        'ricarica rapidi, pensato per eventi, ritratti e interni. Fallo rimbalzare sul soffitto per una ' +
        'luce morbida, oppure usalo fuori camera con un trigger wireless per un risultato più creativo.',
    },
    'studio-strobe': {
      name: 'Flash da studio',
      short: 'Potenza seria e colori costanti per ritratti, still life e moda.',
      description:
        'Un flash monotorcia per lo studio o in esterni, molto più potente di un flash a slitta e dotato ' +
        "di lampada pilota per vedere in anteprima la luce. L'attacco accoglie softbox, ombrelli e " +
        'parabole, e la regolazione precisa della potenza rende facile ripetere lo stesso set scatto ' +
        'dopo scatto.',
    },
    'led-panel': {
      name: 'Pannello LED video',
      short: 'Luce continua morbida e senza sfarfallio, per vedere il risultato mentre scatti.',
      description:
        'Un pannello LED piatto con luminosità e temperatura colore regolabili, a suo agio con ' +
        'interviste, streaming e videochiamate quanto con la fotografia. Funziona a corrente o a ' +
        'batteria, resta freddo al tatto e si monta in pochi secondi su uno stativo o una slitta fredda.',
    },
    'rgb-tube-light': {
      name: 'Tubo LED RGB',
      short: 'Qualsiasi colore, qualsiasi effetto: luce creativa in un tubo sottile che tieni in una mano.',
      description:
        'Un tubo LED a batteria con colori RGB completi, luce bianca regolabile ed effetti integrati ' +
        "come lampeggianti della polizia, fuoco e fulmini. Usalo come luce a vista nell'inquadratura, " +
        'come luce per i capelli o come accento colorato sullo sfondo, e controlla più tubi insieme ' +
        "dall'app sullo smartphone.",
    },
    softbox: {
      name: 'Softbox',
      short: "Trasforma la luce dura di flash e LED in un'illuminazione morbida e lusinghiera.",
      description:
        'Un modificatore di luce pieghevole il cui pannello diffusore distribuisce la luce in modo ' +
        'uniforme e ammorbidisce le ombre su volti e prodotti. Si ripiega in piano per il trasporto, si ' +
        'fissa alla luce con un anello adattatore e accetta una griglia in tessuto per controllare la ' +
        'dispersione.',
    },
    'light-stand': {
      name: 'Stativo per luci',
      short: 'Una base solida e regolabile per luci, modificatori e fondali.',
      description:
        'Uno stativo telescopico con gambe ben divaricate e un perno standard che regge flash, pannelli ' +
        'LED e softbox alla giusta altezza. Leggero ma stabile, si richiude piccolo per i set in ' +
        "esterni, e un sacchetto di sabbia sulle gambe aggiunge sicurezza all'aperto.",
    },
    'shotgun-mic': {
      name: 'Microfono shotgun',
      short: 'Un suono chiaro e mirato, ovunque lo punti.',
      description:
        'Un microfono direzionale che attenua gran parte dei rumori laterali e posteriori, così le voci ' +
        "e ciò che sta davanti arrivano puliti. Montalo sulla slitta della fotocamera o su un'asta boom " +
        "e aggiungi un antivento quando registri all'aperto.",
    },
    'wireless-mic': {
      name: 'Sistema di radiomicrofoni',
      short: 'Trasmettitori a clip per dialoghi puliti ovunque, senza un solo cavo.',
      description:
        "Trasmettitori compatti si agganciano ai vestiti e inviano l'audio a un ricevitore collegato a " +
        'fotocamera, smartphone o computer. Ideali per vlog, interviste e riprese al volo, lasciano chi ' +
        "parla libero di muoversi mentre tu ti concentri sull'immagine.",
    },
    'anc-headphones': {
      name: 'Cuffie a cancellazione del rumore',
      short: 'Isolati dal mondo e goditi musica, chiamate e voli in pace.',
      description:
        'Cuffie wireless over-ear con cancellazione attiva del rumore che attenua motori, traffico e ' +
        "chiacchiericcio d'ufficio. I cuscinetti morbidi le rendono comode per ore, la modalità " +
        "trasparenza ti fa sentire l'ambiente quando serve e i microfoni integrati gestiscono le " +
        'chiamate.',
    },
    'studio-headphones': {
      name: 'Cuffie da studio',
      short: 'Un suono fedele e dettagliato per registrare, mixare ed editare.',
      description:
        "Cuffie con filo tarate per una risposta piatta e precisa, così senti la registrazione com'è " +
        'davvero e non una versione abbellita. Il design chiuso evita che il suono finisca nei ' +
        "microfoni, e la costruzione robusta regge l'uso quotidiano in studio.",
    },
    'true-wireless-earbuds': {
      name: 'Auricolari true wireless',
      short: 'Un suono tascabile che ti segue ovunque, senza nessun filo.',
      description:
        'Auricolari wireless piccolissimi che si collegano al telefono appena apri la custodia, che li ' +
        'ricarica anche in movimento. I comandi touch gestiscono musica e chiamate, e molti modelli ' +
        'aggiungono la cancellazione del rumore e gommini di più misure per una calzata stabile e ' +
        'comoda.',
    },
    'sport-earbuds': {
      name: 'Auricolari sportivi',
      short: 'Una calzata salda e resistente al sudore che tiene il passo di ogni allenamento.',
      description:
        "Auricolari wireless pensati per la corsa, la palestra e l'allenamento all'aperto, con archetti " +
        'o alette che restano al loro posto anche nei movimenti intensi. Resistenti a sudore e acqua, ' +
        'non temono pioggia e sessioni dure, e la modalità ambiente ti fa sentire il traffico su strada.',
    },
    'flagship-phone': {
      name: 'Smartphone top di gamma',
      short: 'Prestazioni al vertice, fotocamere da professionisti e un display spettacolare in un solo dispositivo.',
      description:
        'Uno smartphone di punta con display OLED ad alta frequenza di aggiornamento, un sistema ' +
        'multi-fotocamera con zoom tele e un processore che affronta senza fatica giochi e montaggio ' +
        'video. Materiali pregiati, ricarica rapida e aggiornamenti software a lungo termine ne fanno un ' +
        'telefono fatto per durare.',
    },
    'midrange-phone': {
      name: 'Smartphone di fascia media',
      short: 'Tutto quello che serve da uno smartphone, a un prezzo che ha senso.',
      description:
        'Un telefono equilibrato con un display grande e luminoso, una fotocamera principale valida e ' +
        'una batteria che arriva tranquillamente a fine giornata. Messaggi, streaming, social e giochi ' +
        "leggeri girano fluidi: una scelta intelligente per l'uso di tutti i giorni.",
    },
    'book-foldable': {
      name: 'Smartphone pieghevole a libro',
      short: 'Un telefono in tasca che si apre e diventa un tablet in mano.',
      description:
        'Uno smartphone pieghevole con un display esterno a grandezza piena e un grande schermo interno ' +
        'che si apre come un libro. Usa due o tre app affiancate, leggi documenti e modifica foto sul ' +
        'grande schermo, poi richiudilo per usarlo con una mano in movimento.',
    },
    'flip-foldable': {
      name: 'Smartphone pieghevole a conchiglia',
      short: 'Uno smartphone a grandezza piena che si piega a metà ed entra in qualsiasi tasca.',
      description:
        'Un compatto telefono a conchiglia con un alto schermo pieghevole e un piccolo display esterno ' +
        'per notifiche, risposte rapide e selfie con la fotocamera principale. Piegalo a metà e ' +
        'appoggialo sul tavolo per videochiamate o foto a mani libere, senza treppiede.',
    },
    'magsafe-charger': {
      name: 'Caricabatterie wireless magnetico',
      short: 'Aggancia il telefono e inizia a caricarsi, sempre perfettamente allineato.',
      description:
        'Un caricabatterie wireless con magneti integrati che tengono i telefoni compatibili esattamente ' +
        'nel punto giusto per una ricarica efficiente. Tienilo sulla scrivania o sul comodino e prendi ' +
        'il telefono quando ti serve, senza armeggiare con i cavi.',
    },
    'phone-lens-kit': {
      name: 'Kit di obiettivi per smartphone',
      short: 'Aggiungi grandangolo, macro e altro alla fotocamera che hai sempre con te.',
      description:
        'Un set di obiettivi a clip o ad attacco che amplia ciò che la fotocamera del telefono può fare, ' +
        'dalle ampie vedute grandangolari ai primissimi piani macro. Le ottiche in vetro si montano in ' +
        'pochi secondi e stanno in una piccola custodia: ideali per viaggi, food e fotografia ' +
        'naturalistica.',
    },
    'creator-laptop': {
      name: 'Notebook per creativi',
      short: 'Potenza da desktop per foto, video e 3D, ovunque tu vada.',
      description:
        'Un notebook ad alte prestazioni con processore potente, grafica di livello e tanta memoria per ' +
        'elaborare file RAW, video 4K e scene 3D. Un display dai colori fedeli e porte veloci per unità ' +
        'esterne e accessori lo trasformano in uno studio mobile completo.',
    },
    ultrabook: {
      name: 'Notebook sottile e leggero',
      short: 'Autonomia per tutta la giornata in un notebook così sottile e leggero che in borsa quasi non lo senti.',
      description:
        'Un notebook sottile e leggero pensato per lavoro, studio e viaggi, con display nitido, tastiera ' +
        "comoda e prestazioni silenziose ed efficienti. Si riattiva all'istante, si ricarica via USB-C e " +
        'gestisce con facilità documenti, navigazione e videochiamate.',
    },
    'pro-tablet': {
      name: 'Tablet professionale',
      short: 'Un tablet da laptop per disegnare, fare editing e lavorare sul serio.',
      description:
        'Un tablet di fascia alta con un grande display fluido, un processore potente e il supporto per ' +
        'una penna di precisione e una cover con tastiera. Disegna, ritocca foto, monta video o prendi ' +
        'appunti in riunione, poi stacca la tastiera e goditi un film sul divano.',
    },
    'everyday-tablet': {
      name: 'Tablet per tutti i giorni',
      short: 'Uno schermo grande e facile da usare per streaming, lettura e videochiamate a casa.',
      description:
        'Un tablet conveniente con schermo nitido, altoparlanti stereo e lunga autonomia, pensato per ' +
        'film, e-book, ricette e compiti. Abbastanza leggero da tenere in mano per ore, è facile da ' +
        'condividere con tutta la famiglia.',
    },
    'photo-monitor': {
      name: 'Monitor per fotoritocco',
      short: 'Colori fedeli alla realtà, perché stampe e post appaiano esattamente come li hai pensati.',
      description:
        "Un monitor ad alta risoluzione con un'ampia gamma cromatica e calibrazione di fabbrica, pensato " +
        'per fotografi e grafici che hanno bisogno di colori precisi. Luminosità uniforme su tutto il ' +
        'pannello e supporto alla calibrazione ti aiutano a valutare con sicurezza ogni tono e ogni ' +
        'ombra.',
    },
    'compact-desktop': {
      name: 'Mini PC desktop',
      short: 'Le prestazioni di un desktop vero in un box così piccolo da stare accanto al monitor.',
      description:
        "Un desktop dal formato compatto con prestazioni rapide e silenziose per l'ufficio, il " +
        "fotoritocco e l'intrattenimento domestico, senza invadere la scrivania. Tante porte collegano " +
        "monitor, unità e accessori, e consuma solo una frazione dell'energia di un tower completo.",
    },
    smartwatch: {
      name: 'Smartwatch',
      short: 'Notifiche, monitoraggio della salute e pagamenti contactless, direttamente al polso.',
      description:
        'Un orologio con touchscreen luminoso che si abbina al telefono per mostrare messaggi, chiamate ' +
        "e app con un'occhiata. I sensori integrati rilevano battito cardiaco, sonno e allenamenti, e i " +
        'cinturini intercambiabili lo adattano a ogni occasione, elegante o sportiva.',
    },
    'outdoor-watch': {
      name: 'Orologio GPS outdoor',
      short: 'Navigazione robusta e di lunga durata per sentieri, vette e acque libere.',
      description:
        'Un orologio resistente con GPS multibanda, mappe topografiche e una batteria che dura giorni o ' +
        "persino settimane tra una ricarica e l'altra. Cassa rinforzata, vetro antigraffio e " +
        'impermeabilità lo rendono pronto per escursionismo, trail running, arrampicata e nuoto.',
    },
    'fitness-band': {
      name: 'Fitness tracker',
      short: 'Un braccialetto sottile per passi, sonno e battito cardiaco che al polso quasi non senti.',
      description:
        'Un braccialetto compatto che registra giorno e notte attività quotidiana, allenamenti e qualità ' +
        "del sonno, sincronizzando tutto con un'app sul telefono. Con una batteria che dura ben più di " +
        "una settimana e un design resistente all'acqua, puoi tenerlo sempre al polso, anche sotto la " +
        'doccia.',
    },
    'smart-ring': {
      name: 'Anello smart',
      short: 'Dati su sonno, recupero e battito cardiaco da un anello da indossare tutto il giorno.',
      description:
        'Un anello leggero pieno di sensori che rilevano fasi del sonno, battito cardiaco, temperatura ' +
        'cutanea e attività quotidiana, senza uno schermo a distrarti. Il guscio liscio e resistente ' +
        "all'acqua è comodo giorno e notte, e l'app dedicata traduce i dati in semplici punteggi " +
        'giornalieri.',
    },
    'camera-backpack': {
      name: 'Zaino fotografico',
      short: 'Porta comodamente fotocamera, obiettivi e laptop ovunque ti porti lo shooting.',
      description:
        'Divisori imbottiti e regolabili proteggono una fotocamera e diversi obiettivi, mentre una tasca ' +
        "separata ospita un laptop o un tablet. L'accesso laterale e posteriore ti fa prendere " +
        "l'attrezzatura al volo, e spallacci imbottiti, tessuto resistente alle intemperie e una cinghia " +
        'per treppiede alleggeriscono le lunghe giornate sul campo.',
    },
    'roller-bag': {
      name: 'Trolley fotografico',
      short: 'Porta un corredo completo attraverso aeroporti e fino al set, senza portarne il peso.',
      description:
        'Un trolley con ruote scorrevoli, maniglia telescopica e interno imbottito che accoglie due ' +
        'corpi macchina, una serie di obiettivi e accessori. Molte misure rispettano i limiti più comuni ' +
        "per il bagaglio a mano, e cerniere con lucchetto e guscio rinforzato proteggono l'attrezzatura " +
        'di valore in viaggio.',
    },
    'sling-bag': {
      name: 'Borsa fotografica sling',
      short: 'Girala davanti e scatta: una borsa compatta per un corpo e uno o due obiettivi.',
      description:
        'Portata a tracolla sul corpo, la sling bag ruota in avanti e ti permette di prendere la ' +
        'fotocamera senza toglierla. Contiene una mirrorless con uno o due obiettivi più le piccole cose ' +
        'essenziali: ideale per street photography, weekend in città e uso quotidiano.',
    },
    'shoulder-bag': {
      name: 'Borsa fotografica a tracolla',
      short: "Una classica borsa in stile messenger che tiene l'attrezzatura a portata di mano e sta bene ovunque.",
      description:
        'Una borsa a tracolla imbottita con patta superiore e zip ad accesso rapido per cambiare ' +
        'obiettivo al volo. I divisori removibili accolgono una fotocamera con due o tre obiettivi, le ' +
        'tasche esterne batterie, schede e telefono, e lo stile sobrio non grida "attrezzatura ' +
        'fotografica".',
    },
    'hard-case': {
      name: 'Valigia rigida per attrezzatura',
      short: "Protezione antischiacciamento e impermeabile per l'attrezzatura che deve arrivare intatta.",
      description:
        'Un guscio in polimero stampato, un coperchio con guarnizione e chiusure robuste proteggono ' +
        "fotocamere, obiettivi e droni da cadute, polvere e pioggia. L'interno in spugna " +
        'personalizzabile o con divisori tiene ogni oggetto al suo posto, e una valvola automatica di ' +
        'compensazione della pressione la rende adatta ai viaggi in aereo.',
    },
    'camera-insert': {
      name: 'Inserto imbottito per fotocamera',
      short: 'Trasforma qualsiasi zaino o borsa in una borsa fotografica in pochi secondi.',
      description:
        'Un box imbottito con divisori regolabili che si infila nella borsa di tutti i giorni per ' +
        'accogliere una fotocamera e un paio di obiettivi. Quando la fotocamera resta a casa lo togli e ' +
        'la tua borsa preferita torna quella di sempre, senza bisogno di una seconda borsa.',
    },
    'sd-card': {
      name: 'Scheda di memoria SD',
      short: 'Archiviazione veloce e affidabile per foto e video 4K su fotocamere, droni e altro.',
      description:
        'Una scheda di memoria UHS con velocità di scrittura costanti che reggono le raffiche e i video ' +
        'ad alto bitrate. È costruita per resistere ad acqua, temperature estreme, urti e raggi X, ed è ' +
        'disponibile in capacità adatte a tutto, da un weekend fuori a una produzione completa.',
    },
    'cfexpress-card': {
      name: 'Scheda CFexpress',
      short: 'Velocità da professionisti per raffiche ad alta risoluzione e video RAW.',
      description:
        "Basate sull'interfaccia PCIe, le schede CFexpress leggono e scrivono molte volte più " +
        "velocemente delle SD, così il buffer si svuota quasi all'istante e i video 8K o RAW vengono " +
        "registrati senza perdere fotogrammi. Un involucro robusto e un'attenta gestione termica " +
        'mantengono le prestazioni costanti anche nelle lunghe sessioni di registrazione.',
    },
    'portable-ssd': {
      name: 'SSD portatile',
      short: 'Archiviazione tascabile che sposta enormi archivi di foto e video in pochi minuti.',
      description:
        "Un'unità a stato solido compatta che si collega via USB-C e trasferisce i dati molte volte più " +
        'velocemente di un hard disk tradizionale. Usala per fare il backup degli shooting in viaggio, ' +
        "montare i video direttamente dall'unità o registrare da fotocamere e smartphone che supportano " +
        "l'archiviazione esterna.",
    },
    'rugged-ssd': {
      name: 'SSD portatile rugged',
      short: 'Archiviazione esterna veloce che non teme cadute, polvere e pioggia.',
      description:
        'Memoria flash veloce racchiusa in un guscio antiurto con grado di protezione IP contro polvere ' +
        'e acqua, così le riprese restano al sicuro in spedizione, sui set e in cantiere. La ' +
        "crittografia hardware e l'occhiello per moschettone aggiungono sicurezza e la tengono sempre a " +
        'portata di mano.',
    },
    'card-reader': {
      name: 'Lettore di schede di memoria',
      short: 'Scarica le schede alla massima velocità direttamente su laptop, tablet o smartphone.',
      description:
        'Un lettore USB-C compatto con slot per i formati di scheda più diffusi, progettato per stare al ' +
        'passo con la velocità delle schede moderne invece di frenarle. Il piccolo corpo in alluminio ' +
        'entra in qualsiasi borsa e rende facili i backup veloci dopo ogni shooting.',
    },
    'usb-flash-drive': {
      name: 'Chiavetta USB',
      short: 'Archiviazione grande come un portachiavi per file, presentazioni e backup al volo.',
      description:
        'Una chiavetta piccolissima e resistente con connettore USB-A o USB-C, spesso entrambi, per ' +
        'funzionare con computer, tablet e smartphone. È il modo più semplice per passare foto, portare ' +
        'con sé documenti o tenere una copia di riserva dei file importanti.',
    },
    'smart-speaker': {
      name: 'Smart speaker',
      short: 'Un suono che riempie la stanza, con un assistente vocale sempre pronto ad aiutarti.',
      description:
        'Ascolta musica, podcast e radio in streaming via Wi-Fi o Bluetooth, poi chiedi il meteo, ' +
        "imposta un timer o controlla le luci a mani libere. Abbinane due per l'audio stereo o " +
        'distribuiscine diversi per casa per un audio multiroom.',
    },
    soundbar: {
      name: 'Soundbar',
      short: "Un suono da cinema da un'unica barra sottile sotto la TV.",
      description:
        'Una soundbar sostituisce gli esili altoparlanti della TV con dialoghi chiari, uno stereo più ' +
        'ampio e bassi più profondi, e molte supportano anche formati audio surround e 3D. Si collega ' +
        'con un solo cavo HDMI, così la controlli con il telecomando della TV, e puoi aggiungere in ' +
        'seguito un subwoofer o diffusori posteriori.',
    },
    'streaming-box': {
      name: 'Lettore multimediale per lo streaming',
      short: 'Trasforma qualsiasi TV in una smart TV con tutte le tue app di streaming preferite.',
      description:
        'Collegalo a una porta HDMI per guardare in streaming film, serie e sport in diretta fino al 4K ' +
        'con HDR e audio immersivo. Un telecomando vocale ti fa trovare subito cosa guardare, e un ' +
        'processore veloce mantiene i menu fluidi anche sulle TV meno recenti.',
    },
    projector: {
      name: 'Proiettore per la casa',
      short: "Un'immagine da grande schermo su qualsiasi parete, per serate film e partite.",
      description:
        "Un proiettore compatto che proietta un'immagine nitida da 100 pollici o più, con app di " +
        'streaming e altoparlanti integrati per funzionare appena tolto dalla scatola. Messa a fuoco ' +
        "automatica e correzione trapezoidale automatica raddrizzano l'immagine in pochi secondi, che " +
        'sia su uno scaffale o in giardino.',
    },
    'item-tracker': {
      name: 'Localizzatore Bluetooth',
      short: 'Non perdere mai più chiavi, borsa o attrezzatura fotografica.',
      description:
        'Una piccola etichetta da agganciare a chiavi, valigie o borsa fotografica che ne mostra la ' +
        "posizione su una mappa nell'app del telefono. Falla squillare quando è vicina e, quando è fuori " +
        'portata, una rete di telefoni nelle vicinanze ti aiuta a ritrovarla in modo anonimo; la ' +
        'batteria sostituibile dura circa un anno.',
    },
    'smart-display': {
      name: 'Smart display',
      short: 'Uno schermo a comando vocale per ricette, videochiamate e la tua casa smart.',
      description:
        'Un touchscreen con assistente vocale, altoparlante e fotocamera integrati, pensato per il piano ' +
        'della cucina o il comodino. Segui le ricette passo dopo passo, fai videochiamate, guarda chi ' +
        "c'è alla porta e controlla luci e riscaldamento da un unico punto; quando è inattivo, mostra le " +
        'tue foto come una cornice digitale.',
    },
  },
  variants: {
    'body-only': 'Solo corpo',
    'kit-24-105': 'con obiettivo kit 24–105 mm',
    'kit-standard-zoom': 'con zoom standard in kit',
    'lens-only': 'Solo obiettivo',
    'lens-uv-filter': 'con filtro UV protettivo',
    black: 'Nero',
    silver: 'Argento',
    white: 'Bianco',
    'midnight-blue': 'Blu notte',
    'sage-green': 'Verde salvia',
    'pastel-blue': 'Azzurro pastello',
    'blossom-pink': 'Rosa fiore di pesco',
    'natural-titanium': 'Titanio naturale',
    'black-titanium': 'Titanio nero',
    'ring-size-9': 'Misura 9',
    'ring-size-10': 'Misura 10',
    'ring-size-11': 'Misura 11',
    aluminium: 'Alluminio',
    'carbon-fibre': 'Fibra di carbonio',
    standard: 'Standard',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Bundle per creator',
    'mic-1tx': '1 trasmettitore + ricevitore',
    'mic-2tx': '2 trasmettitori + ricevitore',
    'film-single': 'Confezione singola (10 pose)',
    'film-twin': 'Confezione doppia (20 pose)',
    'pack-single': 'Singolo',
    'pack-2': 'Confezione da 2',
    'pack-4': 'Confezione da 4',
    'mount-canon': 'per Canon',
    'mount-nikon': 'per Nikon',
    'mount-sony': 'per Sony',
    'mount-fujifilm': 'per Fujifilm',
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
    canon: "Azienda giapponese dell'imaging che ha creato il sistema fotografico EOS e la gamma di obiettivi RF.",
    nikon: 'Oltre un secolo di ottica da Tokyo: mirrorless con attacco Z, obiettivi NIKKOR e reflex leggendarie.',
    sony:
      "Produttore delle mirrorless Alpha e dei sensori d'immagine montati in molte altre fotocamere, " +
      'oltre che di cuffie rinomate.',
    fujifilm:
      "L'eredità della pellicola in forma digitale: fotocamere X Series e GFX con le celebri " +
      'simulazioni pellicola, e le foto istantanee instax.',
    panasonic:
      'Le sue fotocamere LUMIX sono amatissime da chi fa video, con corpi full frame L-Mount e Micro ' +
      'Quattro Terzi.',
    'om-system':
      "L'erede delle fotocamere Olympus: attrezzatura Micro Quattro Terzi compatta e tropicalizzata, " +
      'pensata per natura e viaggi.',
    leica: 'Il nome tedesco dietro la fotocamera 35 mm, noto per corpi rifiniti a mano e obiettivi eccezionali.',
    sigma:
      'Produttore indipendente di obiettivi di Aizu, in Giappone, con le linee Art, Contemporary e ' +
      'Sports per la maggior parte degli attacchi.',
    tamron:
      "Specialista giapponese dell'ottica, famoso per zoom leggeri, nitidi e accessibili per " +
      'fotocamere mirrorless.',
    dji:
      "L'azienda di Shenzhen che ha reso la fotografia aerea alla portata di tutti, e che oggi produce " +
      'anche gimbal, action cam e microfoni wireless.',
    godox:
      'Marchio di illuminazione il cui sistema di flash wireless e le luci LED sono diventati uno ' +
      'standard da studio a prezzi onesti.',
    manfrotto:
      'Produttore italiano di treppiedi, teste, stativi e borse, progettati ai piedi delle Prealpi ' +
      'venete dal 1972.',
    'peak-design':
      'Marchio di San Francisco di borse fotografiche, tracolle, clip e treppiedi da viaggio ' +
      'progettati con cura, con garanzia a vita.',
    sandisk:
      'Pioniere della memoria flash, le cui schede Extreme ed Extreme PRO si trovano in innumerevoli ' +
      'borse fotografiche.',
    rode: 'Produttore australiano di microfoni di Sydney, scelto da filmmaker, podcaster e streamer.',
    apple: 'Ideatrice di iPhone, Mac e iPad, dispositivi che lavorano insieme tra foto, musica e casa.',
    samsung:
      "Il colosso coreano dell'elettronica dietro gli smartphone Galaxy, i pieghevoli, i wearable, gli " +
      'SSD veloci e le schede di memoria.',
    gopro: "Il marchio californiano che ha inventato l'action cam robusta e montabile ovunque.",
    insta360:
      'Produttore di Shenzhen di fotocamere a 360°, minuscole fotocamere indossabili e gimbal per ' +
      'smartphone con tracking AI.',
    lowepro:
      'Pioniere delle borse fotografiche nato tra le montagne del Colorado, noto per zaini robusti e ' +
      'ben imbottiti.',
  },
  shops: {
    'demo-camera-house':
      'Il negozio demo di punta per fotocamere, obiettivi e tutto ciò che ci si monta sopra o ci gira intorno.',
    'lens-and-light-co':
      'Ottiche e luci sotto lo stesso tetto: obiettivi fissi luminosi, zoom professionali, flash e ' +
      'attrezzatura da studio per i ritrattisti.',
    'skyline-aerial':
      'Droni, attrezzatura FPV e action cam, con gimbal per riprese stabili anche con i piedi per terra.',
    'studio-sound-supply':
      'Microfoni, cuffie da monitoraggio e luci continue per i creator che registrano nel proprio studio.',
    'pocket-mobile': 'Gli ultimi smartphone e pieghevoli, con gli orologi, gli anelli e gli auricolari da abbinarci.',
    'byte-and-pixel': 'Notebook, tablet e monitor dai colori fedeli per il foto e video editing ovunque.',
    'card-and-drive-depot':
      'Schede di memoria veloci, SSD portatili e lettori, per non restare mai senza spazio a metà shooting.',
    'trail-and-carry':
      'Zaini fotografici, borse sling e valigie rigide pensati per sentieri, aeroporti e tutto ciò che ' +
      'sta nel mezzo.',
    'smart-nest-home': 'Smart speaker, soundbar, proiettori e localizzatori per rendere semplice la casa connessa.',
  },
  ads: [
    { title: 'Mirrorless Days', subtitle: 'Fino al 20% di sconto su una selezione di corpi macchina' },
    { title: 'Sono arrivati i nuovi smartphone', subtitle: 'Gli ultimi top di gamma dai negozi di fiducia' },
    { title: 'Settimana degli obiettivi', subtitle: 'Fissi e zoom a prezzi speciali' },
    { title: 'Spedizione gratuita oltre {{money:9900}}', subtitle: 'Nei negozi aderenti, in tutte le categorie' },
    { title: 'È la stagione dei droni', subtitle: 'Vola più lontano con droni nuovi e batterie di scorta' },
    { title: 'Ascolta ogni dettaglio', subtitle: 'Cuffie e microfoni per i creator' },
    { title: 'Mai più senza spazio', subtitle: 'Schede di memoria veloci e SSD portatili' },
    { title: 'Pronti a partire', subtitle: 'Borse e zaini fotografici per ogni viaggio' },
    { title: 'Uno smartwatch per ogni polso', subtitle: 'Tieni traccia di corse, sonno e notifiche' },
    { title: 'Notebook per creativi', subtitle: 'Foto e video editing ovunque tu sia' },
  ],
  announcements: [
    {
      title: 'Benvenuti su Polymart, e gli orari di spedizione durante le festività',
      body:
        'Benvenuti su Polymart! Negozi indipendenti di tanti paesi vendono fotocamere, obiettivi, droni ' +
        'e molto altro in un unico posto, e ogni pagamento resta custodito in sicurezza fino al ' +
        "completamento dell'ordine.\n\n" +
        'Durante le festività alcuni negozi sospendono le spedizioni per qualche giorno. La data di ' +
        'consegna stimata mostrata al momento del pagamento tiene già conto del calendario di ciascun ' +
        'negozio, e il nostro servizio clienti continua a rispondere ai messaggi per tutto il periodo ' +
        'festivo.',
    },
  ],
  flashDealTitle: 'Offerte lampo del weekend sulle fotocamere',
  blogs: {
    'choosing-your-first-mirrorless-camera': {
      title: 'Come scegliere la tua prima fotocamera mirrorless',
      summary:
        'Dimensione del sensore, obiettivi, autofocus e budget: le quattro domande che contano davvero ' +
        'quando passi dallo smartphone a una mirrorless.',
      body:
        "Passare dallo smartphone a una fotocamera vera è emozionante, e anche un po' disorientante. Le " +
        "schede tecniche sono lunghissime e ogni marchio giura di avere l'autofocus migliore. La buona " +
        'notizia è che quasi tutte le mirrorless in commercio oggi scattano foto eccellenti: la vera ' +
        'domanda è quale si adatta al tuo modo di fotografare.\n\n' +
        'Parti dal sensore. I corpi full frame danno le immagini più pulite in scarsa luce e la ' +
        'profondità di campo più ridotta, ma loro e i loro obiettivi costano e pesano di più. Le APS-C ' +
        'sono più piccole, più leggere e decisamente più economiche, e per viaggi, famiglia e street ' +
        'photography sono più che sufficienti. Il Micro Quattro Terzi riduce ancora di più gli ingombri, ' +
        'cosa che molti videomaker apprezzano.\n\n' +
        'Poi pensa agli obiettivi più che al corpo. Probabilmente terrai gli obiettivi più a lungo della ' +
        'tua prima fotocamera, quindi guarda al sistema nel suo insieme: ci sono obiettivi fissi ' +
        "economici, un buon zoom da viaggio e alternative di terze parti? Un attacco con un'ampia scelta " +
        'di ottiche ti lascia spazio per crescere.\n\n' +
        'Poi prendi in mano la fotocamera. Impugnatura, disposizione dei tasti e mirino contano più di ' +
        'qualche megapixel in più. Se puoi, provala in negozio, oppure leggi con attenzione la politica ' +
        'di reso prima di comprare online. Controlla anche se lo schermo è orientabile: fa una grande ' +
        'differenza per i vlog e le inquadrature dal basso.\n\n' +
        'Infine, fissa un budget che comprenda gli extra: una batteria di scorta, una scheda di memoria ' +
        'veloce e una borsa. Un corpo di fascia media con un buon obiettivo darà quasi sempre foto ' +
        'migliori di un corpo top di gamma con uno zoom kit economico. Compra la fotocamera che porterai ' +
        'davvero con te, poi esci e scatta.',
    },
    'prime-vs-zoom-lenses': {
      title: 'Fisso o zoom: quale obiettivo comprare adesso?',
      summary:
        'Per due settimane abbiamo fotografato le stesse scene con un fisso 35 mm e uno zoom 24–70 mm. ' +
        'Ecco in cosa ciascuno dà il meglio.',
      body:
        'Prima o poi ogni fotografo si trova davanti alla stessa domanda: un fisso luminoso o uno zoom ' +
        'versatile? Per rispondere onestamente abbiamo montato un fisso 35 mm f/1.8 e uno zoom 24–70 mm ' +
        'f/4 sulla stessa fotocamera e li abbiamo usati fianco a fianco per due settimane tra street, ' +
        'ritratti e viaggi.\n\n' +
        'Il fisso ha vinto per luce e carattere. A f/1.8 raccoglie più del doppio della luce dello zoom ' +
        'a f/4, il che significa ISO più bassi al chiuso e uno sfondo splendidamente morbido nei ' +
        'ritratti. È anche più piccolo e leggero, così la fotocamera è uscita con noi in giornate in cui ' +
        'altrimenti sarebbe rimasta a casa. Avere una sola focale ci ha costretti a muovere i piedi e a ' +
        "ragionare sull'inquadratura, e diversi dei nostri scatti preferiti sono nati proprio da quel " +
        'limite.\n\n' +
        'Lo zoom ha vinto per flessibilità. Al mercato o a una riunione di famiglia, passare in un ' +
        'secondo da una vista ampia a un dettaglio stretto non ha prezzo, e ci siamo persi molti meno ' +
        'momenti. Gli zoom moderni sono sorprendentemente nitidi, e la stabilizzazione compensa buona ' +
        'parte della differenza di apertura quando il soggetto sta fermo.\n\n' +
        "La qualità d'immagine è stata più vicina del previsto. Chiusi a f/5.6, entrambi gli obiettivi " +
        "hanno prodotto file nitidi e contrastati, e su stampe fino all'A3 non riuscivamo a distinguerli " +
        'con certezza. Le vere differenze stavano nella scarsa luce, nello sfocato e nel modo in cui ' +
        'ciascun obiettivo cambiava il nostro modo di scattare.\n\n' +
        "Il nostro verdetto: se hai già uno zoom kit, un fisso luminoso da 35 mm o 50 mm è l'upgrade che " +
        'dà più soddisfazione a parità di spesa. Se fotografi soprattutto eventi, viaggi o video e devi ' +
        'reagire in fretta, ti servirà meglio un buon zoom standard. Molti fotografi finiscono per ' +
        'averne uno di ciascuno, e non è affatto una cattiva scelta.',
    },
    'drone-season-rules-for-beginners': {
      title: 'È tempo di droni: le regole che ogni principiante deve conoscere',
      summary:
        'Prima del primo volo, impara le basi valide quasi ovunque: registrazione, limiti di quota, zone ' +
        'di divieto di volo e rispetto della privacy.',
      body:
        'Giornate più lunghe e tempo più stabile significano più droni in cielo, e molti piloti alle ' +
        'prime armi. Volare non è mai stato così facile grazie alla stabilizzazione GPS e ai sensori ' +
        'anticollisione, ma anche le regole sono diventate più severe. Le normative cambiano da paese a ' +
        "paese, quindi verifica sempre con l'autorità nazionale dell'aviazione civile prima di " +
        'decollare. I principi che seguono, però, valgono quasi ovunque.\n\n' +
        'Conosci la tua classe di peso e registrati se necessario. In molti paesi i droni sotto i 250 ' +
        'grammi rientrano nella categoria più leggera, con meno obblighi, mentre i modelli più pesanti ' +
        'richiedono la registrazione online, un test teorico di base o entrambi. Il numero di ' +
        'registrazione di solito va esposto sul drone. Tieni la conferma sul telefono nel caso qualcuno ' +
        'te la chieda.\n\n' +
        'Rispetta i limiti di quota e di distanza. Un tetto comune per i voli amatoriali è di circa 120 ' +
        'metri (400 piedi) dal suolo, e il drone deve restare sempre in vista. Non sorvolare mai ' +
        'assembramenti di persone e mantieni una distanza di sicurezza da chi non è coinvolto nel volo.\n\n' +
        'Controlla la mappa prima di ogni volo. Aeroporti, eliporti, siti militari, carceri e molti ' +
        'parchi nazionali sono zone soggette a restrizioni o vietate ai droni, e possono comparire ' +
        'limitazioni temporanee per eventi o emergenze. Le app della maggior parte dei produttori e le ' +
        'mappe aeronautiche ufficiali mostrano queste zone; alcuni droni si rifiutano persino di ' +
        'decollare al loro interno.\n\n' +
        "Infine, pensa alla privacy e all'assicurazione. Riprendere persone nel loro giardino o " +
        'attraverso le finestre può violare le leggi sulla privacy anche dove il volo in sé è ' +
        "consentito. L'assicurazione di responsabilità civile verso terzi è obbligatoria in alcuni paesi " +
        'e sensata ovunque. Vola in modo responsabile e il cielo resterà aperto a tutti, e tu tornerai a ' +
        'casa con riprese fantastiche.',
    },
    'caring-for-camera-batteries-and-memory-cards': {
      title: 'Come prenderti cura delle batterie e delle schede di memoria della fotocamera',
      summary:
        'Poche semplici abitudini mantengono in salute le batterie per anni e proteggono le tue foto dal ' +
        'temuto messaggio "errore scheda".',
      body:
        'Batterie e schede di memoria sono la parte meno affascinante di qualsiasi corredo, eppure sono ' +
        'dietro la maggior parte degli scatti mancati e delle foto perse. La buona notizia è che ' +
        'prendersene cura richiede solo pochi minuti alla settimana.\n\n' +
        "Le batterie agli ioni di litio stanno meglio tra circa il 30 e l'80 percento di carica. Se non " +
        'userai una batteria per qualche settimana, conservala carica a metà in un luogo fresco e ' +
        "asciutto, non piena né completamente scarica. Non lasciare mai le batterie in un'auto sotto il " +
        'sole e, quando fa freddo, tieni quelle di scorta in una tasca interna, dove il calore del corpo ' +
        'le fa durare di più. Compra ricambi originali o con buone recensioni: le celle economiche senza ' +
        'marca possono non avere circuiti di protezione adeguati.\n\n' +
        'Formatta le schede di memoria nella fotocamera, non sul computer, e fallo ogni volta che hai ' +
        'copiato i file in sicurezza. La formattazione in macchina imposta il file system esattamente ' +
        'come se lo aspetta la fotocamera e riduce il rischio di errori. Evita di cancellare le immagini ' +
        'una alla volta dalla fotocamera, perché con il tempo frammenta la scheda.\n\n' +
        'Maneggia le schede con cura. Tienile in una custodia rigida, lontano da sabbia e umidità, e non ' +
        'togliere mai una scheda mentre la fotocamera ci sta ancora scrivendo: aspetta che la spia di ' +
        'accesso si spenga. In viaggio usa più schede piccole invece di una sola enorme, così perderne o ' +
        'danneggiarne una non ti costa tutto.\n\n' +
        'Infine, fai il backup appena puoi. Una semplice routine, copiare su un laptop e poi su un disco ' +
        'esterno o nel cloud, trasforma una scheda persa in un fastidio invece che in un disastro. Metti ' +
        'in pensione le schede che hanno iniziato a dare errori e segna le batterie esauste perché ' +
        'restino a casa. Il te del futuro, e le tue foto, ti ringrazieranno.',
    },
    'lighting-a-home-studio': {
      title: 'Illuminare uno studio in casa: pannelli LED, softbox e ring light a confronto',
      summary:
        'Abbiamo allestito tre kit di illuminazione per principianti in una stanza libera e scattato ' +
        'ritratti e prodotti con ciascuno. Ecco cosa funziona con un budget ridotto.',
      body:
        'Non serve un capannone per illuminare come un professionista. Una stanza libera, qualche metro ' +
        'quadrato di parete e le luci giuste bastano per ritratti, foto di prodotto e videochiamate ' +
        'molto migliori che sotto il lampadario. Per capire quale soluzione sia più adatta ai ' +
        'principianti, abbiamo allestito tre kit molto diffusi nella stessa stanza e li abbiamo usati ' +
        'una settimana ciascuno.\n\n' +
        'La ring light è stata la più facile per iniziare. La metti davanti al soggetto, la accendi e ' +
        'ottieni una luce piatta e uniforme, con il caratteristico riflesso circolare negli occhi. È ' +
        "ideale per il trucco, le videochiamate e i brevi video verticali, ma l'effetto diventa presto " +
        'ripetitivo e fa poco per modellare un volto o un prodotto.\n\n' +
        'Due pannelli LED bicolore ci hanno dato la massima flessibilità. Non scaldano, mostrano ' +
        'esattamente cosa otterrai prima di premere il pulsante di scatto e permettono di regolare ' +
        'luminosità e temperatura colore, dal caldo alla luce diurna. I pannelli nudi però danno una ' +
        'luce dura, quindi metti in conto diffusori o piccoli softbox per ammorbidirla.\n\n' +
        'Il kit di softbox a luce continua ha prodotto i ritratti più lusinghieri. Un grande softbox da ' +
        '60 a 90 cm posizionato a 45 gradi rispetto al soggetto dà una luce morbida e direzionale con ' +
        "ombre delicate: il classico look da studio. Il rovescio della medaglia è l'ingombro: stativi e " +
        'softbox occupano parecchio spazio sul pavimento e richiedono qualche minuto per il montaggio.\n\n' +
        'Per un primo studio in casa consigliamo un grande softbox come luce principale, un pannello LED ' +
        'come luce di schiarita o per lo sfondo e un pannello riflettente bianco economico. Aggiungi ' +
        'tende oscuranti perché la luce del giorno non alteri i colori durante la sessione, e uniforma ' +
        'sempre la temperatura colore delle tue luci. Parti semplice, impara come si comporta una luce e ' +
        'aggiungine altre solo quando sai cosa manca.',
    },
    'travel-photography-packing-list': {
      title: 'La lista del fotografo in viaggio: cosa portare e cosa lasciare a casa',
      summary:
        "Viaggia leggero, scatta di più. Una checklist pratica dell'attrezzatura fotografica per i tuoi " +
        'viaggi, dalla scelta degli obiettivi ai cavi che dimentichi sempre.',
      body:
        'La migliore fotocamera da viaggio è quella che hai ancora voglia di portarti dietro il decimo ' +
        'giorno. Ogni obiettivo e gadget in più aggiunge peso, ti rallenta ai controlli di sicurezza e ' +
        'rende più probabile che la borsa resti in albergo. Prima di ogni viaggio, disponi tutto sul ' +
        'letto e chiediti per ogni oggetto: lo userò davvero?\n\n' +
        'Per la maggior parte dei viaggi bastano un corpo e due obiettivi. Uno zoom versatile dal ' +
        'grandangolo al medio tele copre paesaggi, strade e cibo, mentre un piccolo fisso luminoso si ' +
        "occupa di serate, interni e ritratti. Se nel programma c'è la fauna selvatica, sostituisci il " +
        'fisso con un tele zoom compatto invece di aggiungere un terzo obiettivo.\n\n' +
        'Poi alimentazione e memoria. Porta almeno due batterie di scorta, un caricatore USB che possa ' +
        'ricaricarle da un power bank e un adattatore da viaggio universale. Metti in valigia più schede ' +
        'di memoria di quante pensi di usarne, più un piccolo lettore di schede o un adattatore per il ' +
        'telefono, così puoi fare il backup ogni sera.\n\n' +
        'Poi le piccole cose che salvano la giornata: un panno in microfibra e una pompetta per la ' +
        'polvere, una copertura antipioggia (o anche una semplice cuffia da doccia), un treppiede da ' +
        'viaggio leggero o un mini treppiede flessibile per le foto notturne, e una tracolla comoda da ' +
        'portare tutto il giorno. Una borsa anonima che non urla "dentro c\'è una fotocamera" attira meno ' +
        'attenzione nei luoghi affollati.\n\n' +
        'Infine, tieni gli oggetti di valore nel bagaglio a mano, dato che le batterie al litio di ' +
        'solito non sono ammesse nel bagaglio da stiva, e porta le ricevute o un elenco dei numeri di ' +
        "serie per la dogana e l'assicurazione. Se pensi di far volare un drone all'estero, informati " +
        "prima sulle regole locali. E lascia un po' di spazio in borsa: i souvenir più belli sono spesso " +
        'quelli che non avevi previsto di comprare.',
    },
  },
  policies: {
    terms: {
      title: 'Termini di servizio',
      body:
        '## Informazioni su questi termini\n\n' +
        "Questi termini regolano l'uso di Polymart, un marketplace online in cui negozi indipendenti " +
        'vendono i propri prodotti agli acquirenti. Creando un account o effettuando un ordine, li ' +
        'accetti. Il marketplace è gestito dagli operatori di Polymart; i prodotti sono venduti dai ' +
        'negozi indicati in ciascuna pagina prodotto.\n\n' +
        '## Il tuo account\n\n' +
        'Al momento della registrazione devi fornire informazioni corrette e mantenere riservata la tua ' +
        'password. Sei responsabile di tutte le attività svolte con il tuo account. Possiamo sospendere ' +
        'o chiudere gli account coinvolti in frodi, abusi o ripetute violazioni di questi termini.\n\n' +
        '## Acquistare su Polymart\n\n' +
        "Ogni ordine è un contratto tra te e il negozio che vende l'articolo. I prezzi possono essere " +
        "mostrati in diverse valute; i prezzi convertiti sono indicativi e l'importo addebitato è quello " +
        'confermato al momento del pagamento. I negozi sono responsabili delle proprie inserzioni, delle ' +
        'scorte, delle spedizioni e delle garanzie sui prodotti.\n\n' +
        '## Pagamenti e portafoglio\n\n' +
        'Puoi pagare con il saldo del tuo portafoglio Polymart, con carta bancaria o in contrassegno, se ' +
        'il negozio lo prevede. I pagamenti sono trattenuti da Polymart e versati al negozio solo dopo ' +
        "il completamento dell'ordine, a tutela sia degli acquirenti sia dei venditori. I rimborsi " +
        'vengono accreditati sul tuo portafoglio o sul metodo di pagamento originale, come descritto ' +
        'nelle nostre Condizioni di reso.\n\n' +
        '## Vendere su Polymart\n\n' +
        'Chiunque può fare richiesta per aprire un negozio. Le richieste vengono esaminate dagli ' +
        'operatori di Polymart, che possono chiedere informazioni aggiuntive e rifiutare o sospendere i ' +
        'negozi che non rispettano gli standard del marketplace. I venditori devono rispettare la legge, ' +
        'descrivere i prodotti in modo onesto e spedire nei tempi promessi. Polymart applica una ' +
        'commissione sulle vendite completate, come indicato nella dashboard del venditore.\n\n' +
        '## Articoli e comportamenti vietati\n\n' +
        'Non sono ammessi prodotti contraffatti, beni rubati, articoli che violano diritti di proprietà ' +
        'intellettuale e qualsiasi cosa non possa essere venduta legalmente nel paese di destinazione. ' +
        'Le recensioni devono riflettere esperienze reali. Manipolare le valutazioni, ricevere pagamenti ' +
        'al di fuori della piattaforma o molestare altri utenti può portare alla chiusura del tuo ' +
        'account.\n\n' +
        '## Responsabilità e modifiche\n\n' +
        "Polymart fornisce la piattaforma così com'è e non è il venditore degli articoli messi in " +
        'vendita dai negozi. Nei limiti consentiti dalla legge, gli operatori di Polymart non sono ' +
        'responsabili per danni indiretti o consequenziali. Possiamo aggiornare periodicamente questi ' +
        'termini; le modifiche rilevanti saranno annunciate sul sito prima della loro entrata in vigore, ' +
        'e continuare a usare Polymart significa accettare i termini aggiornati.',
    },
    support: {
      title: 'Assistenza e supporto',
      body:
        '## Come possiamo aiutarti?\n\n' +
        "La maggior parte delle risposte è già nel tuo account: stato dell'ordine, dati di tracciamento " +
        'e richieste di rimborso si trovano tutti in I miei ordini. Se lì non trovi quello che cerchi, ' +
        'sia i negozi sia il team di assistenza di Polymart sono felici di aiutarti.\n\n' +
        '## Contattare un negozio\n\n' +
        'Per domande su un prodotto, sulla compatibilità, sulla disponibilità o sui tempi di consegna, ' +
        'la via più rapida è scrivere direttamente al negozio dalla pagina prodotto o dal tuo ordine. I ' +
        "negozi cercano di rispondere entro due giorni lavorativi, e l'intera conversazione resta " +
        'collegata al tuo ordine.\n\n' +
        "## Contattare l'assistenza Polymart\n\n" +
        'Se un negozio non risponde, o se la tua domanda riguarda pagamenti, il portafoglio o il tuo ' +
        "account, contatta l'assistenza Polymart tramite il modulo di assistenza nel tuo account o via " +
        "email all'indirizzo support@polymart.example. Indica il numero d'ordine, così potremo aiutarti " +
        'più in fretta. Rispondiamo entro un giorno lavorativo, dal lunedì al venerdì.\n\n' +
        '## Tracciare il tuo ordine\n\n' +
        "Non appena il negozio spedisce l'ordine, il numero di tracciamento compare nella pagina " +
        "dell'ordine e ricevi una notifica. I tempi di consegna dipendono da dove si trova il negozio e " +
        'dal metodo di spedizione scelto al momento del pagamento. Se il tracciamento non si aggiorna da ' +
        'diversi giorni, contatta prima il negozio.\n\n' +
        '## Problemi di pagamento\n\n' +
        'Se un pagamento con carta non va a buon fine, controlla i dati della carta e i limiti della tua ' +
        "banca, oppure paga con il saldo del portafoglio. Per il contrassegno, tieni pronto l'importo " +
        "all'arrivo del corriere. Le ricariche del portafoglio tramite bonifico bancario vengono " +
        'accreditate quando gli operatori di Polymart ne hanno confermato la ricezione.\n\n' +
        '## Controversie\n\n' +
        'Se tu e un negozio non riuscite a trovare un accordo su un reso o un rimborso, puoi chiedere ' +
        "l'intervento degli operatori di Polymart dalla pagina della richiesta di rimborso. Esaminiamo i " +
        'messaggi, le foto e le informazioni di tracciamento fornite da entrambe le parti e prendiamo ' +
        'una decisione definitiva, di solito entro cinque giorni lavorativi.',
    },
    return: {
      title: 'Condizioni di reso e rimborso',
      body:
        '## Il tuo diritto di reso\n\n' +
        "Puoi richiedere un reso entro 7 giorni dalla consegna dell'ordine. La data di consegna è quella " +
        'registrata dal corriere o confermata nel tuo ordine. Alcuni negozi offrono un periodo di reso ' +
        'più lungo; in tal caso è indicato nella pagina prodotto.\n\n' +
        '## Come richiedere un rimborso\n\n' +
        "Apri I miei ordini, scegli l'ordine e seleziona Richiedi un rimborso. Indica quali articoli " +
        'vuoi restituire e perché, e aggiungi delle foto se un articolo è arrivato danneggiato o non ' +
        'corrisponde alla descrizione. Il negozio esamina la richiesta, di solito entro due giorni ' +
        'lavorativi, e ti invia le istruzioni per il reso.\n\n' +
        '## Condizioni degli articoli restituiti\n\n' +
        'Gli articoli devono essere restituiti completi di tutti gli accessori, i manuali e ' +
        "l'imballaggio originale, e nelle stesse condizioni in cui li hai ricevuti. Schede di memoria " +
        'aperte, auricolari in-ear e licenze software possono essere restituiti solo se difettosi. Prima ' +
        'di spedirli, rimuovi i tuoi dati personali e i tuoi account da smartphone, computer e ' +
        'fotocamere.\n\n' +
        '## Spese di spedizione per il reso\n\n' +
        'Se un articolo è difettoso, danneggiato durante il trasporto o non conforme alla descrizione, ' +
        'le spese di spedizione del reso sono a carico del negozio. Per altri motivi, come un ' +
        "ripensamento, le spese di reso sono a carico dell'acquirente, salvo diversa indicazione del " +
        'negozio. Usa sempre un metodo di spedizione tracciabile e conserva la prova di spedizione.\n\n' +
        '## Rimborsi\n\n' +
        "Una volta che il negozio ha ricevuto l'articolo e ne ha verificato le condizioni, il rimborso " +
        'viene emesso entro tre giorni lavorativi. I pagamenti effettuati con il portafoglio o con carta ' +
        'vengono rimborsati sul portafoglio o sulla carta originale; gli ordini in contrassegno vengono ' +
        'rimborsati sul tuo portafoglio Polymart. A seconda della banca, i rimborsi su carta possono ' +
        "richiedere qualche giorno in più per comparire nell'estratto conto.\n\n" +
        '## Se la tua richiesta viene rifiutata\n\n' +
        "Se un negozio rifiuta la tua richiesta e non sei d'accordo, puoi chiedere agli operatori di " +
        'Polymart di riesaminarla. Poiché i pagamenti restano trattenuti da Polymart fino al ' +
        "completamento dell'ordine, il tuo denaro rimane protetto finché il caso è aperto.",
    },
    privacy: {
      title: 'Informativa sulla privacy',
      body:
        '## Chi siamo\n\n' +
        'Questa informativa spiega come gli operatori di Polymart raccolgono e utilizzano i dati ' +
        'personali quando usi il marketplace Polymart. Anche i negozi che vendono su Polymart ricevono ' +
        'alcuni dei tuoi dati per evadere i tuoi ordini, e sono responsabili di trattarli correttamente.\n\n' +
        '## Dati che raccogliamo\n\n' +
        'Raccogliamo le informazioni che ci fornisci, come nome, indirizzo email, numero di telefono e ' +
        'indirizzi di consegna, oltre ai tuoi ordini, alle richieste di rimborso, alle recensioni e ai ' +
        "messaggi con i negozi e con l'assistenza. Registriamo le transazioni del portafoglio e i " +
        'pagamenti, ma i numeri completi delle carte sono gestiti dai nostri fornitori di servizi di ' +
        'pagamento e non vengono mai conservati da Polymart. Raccogliamo anche dati tecnici come il ' +
        "dispositivo, la lingua del browser, l'indirizzo IP e i cookie.\n\n" +
        '## Come utilizziamo i tuoi dati\n\n' +
        'Utilizziamo i tuoi dati per creare e proteggere il tuo account, elaborare ordini e pagamenti, ' +
        'organizzare le consegne, gestire i resi e fornire assistenza. Li usiamo anche per prevenire le ' +
        'frodi, mantenere sicuro il marketplace e migliorare il nostro servizio. Ti inviamo ' +
        'comunicazioni di marketing solo con il tuo consenso, e puoi disiscriverti in qualsiasi momento.\n\n' +
        '## Condivisione con negozi e partner\n\n' +
        "Quando effettui un ordine, il negozio riceve il tuo nome, l'indirizzo di consegna e il numero " +
        'di telefono per poter spedire i tuoi articoli. Condividiamo i dati con fornitori di servizi di ' +
        'pagamento, corrieri e servizi di hosting solo nella misura necessaria per svolgere il loro ' +
        'lavoro. Non vendiamo i tuoi dati personali.\n\n' +
        '## Cookie\n\n' +
        'Utilizziamo cookie essenziali per mantenere attivo il tuo accesso e ricordare lingua, valuta e ' +
        'carrello. I cookie analitici facoltativi, che ci aiutano a capire come viene usato il sito, ' +
        'vengono impostati solo se li accetti.\n\n' +
        '## Conservazione e sicurezza\n\n' +
        'Conserviamo i tuoi dati finché il tuo account è attivo e, successivamente, solo per il tempo ' +
        'richiesto dalla legge, ad esempio per le scritture contabili. I dati sono crittografati durante ' +
        "la trasmissione, l'accesso è limitato al personale che ne ha bisogno e verifichiamo " +
        'regolarmente le nostre misure di sicurezza.\n\n' +
        '## I tuoi diritti\n\n' +
        'Puoi accedere ai tuoi dati personali, correggerli, esportarli o cancellarli, e opporti a ' +
        'determinati utilizzi, dalle impostazioni del tuo account o scrivendo a ' +
        'privacy@polymart.example. Se ritieni che non abbiamo trattato correttamente i tuoi dati, hai ' +
        "anche il diritto di presentare reclamo all'autorità per la protezione dei dati del tuo paese.",
    },
    about_us: {
      title: 'Chi siamo',
      body:
        "## Cos'è Polymart\n\n" +
        'Polymart è un marketplace online che riunisce negozi indipendenti specializzati in fotocamere, ' +
        'obiettivi e accessori fotografici, ma anche droni, audio, smartphone, computer, dispositivi ' +
        'indossabili, borse, memorie e domotica. Invece di un unico grande magazzino, siamo una comunità ' +
        'di venditori che conoscono i propri prodotti alla perfezione.\n\n' +
        '## Tanti negozi, un solo checkout\n\n' +
        'Ogni prodotto su Polymart è venduto da un negozio indipendente, dalle piccole botteghe ' +
        'specializzate ai rivenditori con una lunga storia. Puoi sfogliare, confrontare e acquistare da ' +
        'molti di loro in un unico posto, nella tua lingua e nella tua valuta, e pagare tutto con un ' +
        'solo carrello.\n\n' +
        '## Pagamenti di cui fidarti\n\n' +
        'Il tuo pagamento va a Polymart, non direttamente al venditore. Lo custodiamo in sicurezza fino ' +
        "al completamento dell'ordine e solo allora paghiamo il negozio. Puoi pagare con il portafoglio " +
        'Polymart, con carta o, se il negozio lo prevede, in contrassegno. Se qualcosa va storto, puoi ' +
        'richiedere un rimborso entro 7 giorni dalla consegna.\n\n' +
        '## Negozi di cui rispondiamo\n\n' +
        'Ogni negozio viene esaminato e approvato dagli operatori di Polymart prima di poter vendere. ' +
        "Teniamo d'occhio valutazioni, tempi di consegna e richieste di rimborso, e interveniamo quando " +
        "un negozio non è all'altezza degli standard che i nostri acquirenti si aspettano.\n\n" +
        '## Pensato per chi ama fotografare\n\n' +
        'Molte delle persone dietro Polymart e i suoi negozi sono a loro volta fotografi. Nel nostro ' +
        "blog trovi guide all'acquisto, prove sul campo e consigli pratici per ottenere di più dalla tua " +
        'attrezzatura.\n\n' +
        '## Unisciti a noi\n\n' +
        'Hai un negozio di fotografia o vendi tecnologia in cui credi? Fai richiesta per aprire un ' +
        'negozio dal tuo account e raggiungi acquirenti in 19 lingue. Domande su un ordine? La nostra ' +
        'pagina Assistenza e supporto è il posto migliore da cui partire.',
    },
  },
};
