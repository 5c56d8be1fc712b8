// What buyers wrote about the demo products (issue 17): short, concrete, sometimes critical, each in
// the language its writer buys in. `[rating, text]`: a text is only given with the rating it was
// written for. Generic texts fit any product; the texts of a top-level category name what buyers
// of that kind of product notice.

export type ReviewLang = 'en' | 'es' | 'de' | 'fr' | 'it' | 'pt' | 'jp' | 'zh' | 'pl' | 'ko';
export type ReviewText = [rating: number, text: string];

export const GENERIC: Record<ReviewLang, ReviewText[]> = {
  en: [
    [5, 'Arrived in two days, well packed. Exactly as described.'],
    [5, 'Great value for money, would buy from this shop again.'],
    [5, 'Second one I bought, this time as a gift. No complaints.'],
    [5, 'Seller answered my question the same evening. Item is perfect.'],
    [5, 'Original box, sealed, all accessories there.'],
    [4, 'Good product, but delivery took a few days longer than promised.'],
    [4, 'Does what it should. Manual only in English and Chinese.'],
    [4, 'Fine overall, the box was a bit dented on arrival.'],
    [3, 'Okay for the price. Expected slightly better build quality.'],
    [3, 'Works, but the packaging was minimal for something this expensive.'],
    [2, 'Took almost two weeks to arrive and nobody replied to my message.'],
    [1, 'Stopped working after ten days. Waiting on the warranty now.'],
  ],
  es: [
    [5, 'Llegó en dos días y muy bien embalado. Tal cual la descripción.'],
    [5, 'Relación calidad-precio buenísima, repetiré con esta tienda.'],
    [5, 'Lo compré para regalar y ha encantado. Todo perfecto.'],
    [5, 'Caja original precintada y con todos los accesorios.'],
    [4, 'Buen producto, pero el envío tardó un par de días más de lo previsto.'],
    [4, 'Cumple de sobra. Las instrucciones no vienen en español.'],
    [3, 'Correcto para lo que cuesta, esperaba mejores acabados.'],
    [2, 'La caja llegó aplastada; el producto funciona, pero no es lo esperado.'],
    [1, 'Dejó de funcionar a la semana. Pendiente de la garantía.'],
  ],
  de: [
    [5, 'Schnelle Lieferung, top verpackt, genau wie beschrieben.'],
    [5, 'Preis-Leistung stimmt absolut. Gerne wieder bei diesem Shop.'],
    [5, 'Originalverpackt und versiegelt, alles Zubehör dabei.'],
    [5, 'Händler hat meine Frage noch am selben Abend beantwortet. Klare Empfehlung.'],
    [4, 'Gutes Produkt, Lieferung hat aber zwei Tage länger gedauert.'],
    [4, 'Macht, was es soll. Anleitung leider nur auf Englisch.'],
    [3, 'Für den Preis in Ordnung, die Verarbeitung hätte besser sein können.'],
    [2, 'Karton war eingedrückt und die Schutzfolie fehlte. Funktioniert aber.'],
    [1, 'Nach einer Woche defekt. Warte jetzt auf den Garantietausch.'],
  ],
  fr: [
    [5, 'Reçu en deux jours, très bien emballé. Conforme à la description.'],
    [5, 'Excellent rapport qualité-prix, je recommande cette boutique.'],
    [5, 'Boîte d’origine scellée, tous les accessoires sont là.'],
    [4, 'Bon produit, mais la livraison a pris trois jours de plus que prévu.'],
    [4, 'Fait le travail. Notice seulement en anglais, dommage.'],
    [3, 'Correct pour le prix, sans plus. Finitions un peu légères.'],
    [2, 'Colis abîmé à l’arrivée et aucune réponse du vendeur à mon message.'],
    [1, 'Tombé en panne au bout de dix jours. En attente du SAV.'],
  ],
  it: [
    [5, 'Arrivato in due giorni, imballato benissimo. Come da descrizione.'],
    [5, 'Ottimo rapporto qualità-prezzo, ricomprerò da questo negozio.'],
    [5, 'Confezione originale sigillata, tutti gli accessori presenti.'],
    [4, 'Buon prodotto, ma la consegna ha richiesto qualche giorno in più.'],
    [4, 'Fa quello che deve. Il manuale non è in italiano.'],
    [3, 'Nella media per il prezzo, mi aspettavo finiture migliori.'],
    [2, 'Scatola danneggiata e venditore lento a rispondere.'],
  ],
  pt: [
    [5, 'Chegou rápido e muito bem embalado. Igual ao anúncio.'],
    [5, 'Excelente custo-benefício, compraria de novo nesta loja.'],
    [5, 'Caixa original lacrada, com todos os acessórios.'],
    [4, 'Produto bom, mas a entrega atrasou uns dias.'],
    [4, 'Cumpre o que promete. O manual veio só em inglês.'],
    [3, 'Razoável pelo preço, esperava um acabamento melhor.'],
    [1, 'Parou de funcionar em uma semana. Aguardando a garantia.'],
  ],
  jp: [
    [5, '注文から2日で届きました。梱包も丁寧で説明どおりです。'],
    [5, 'コスパが良く、このショップでまた買いたいです。'],
    [5, '未開封の新品で付属品もすべて揃っていました。'],
    [4, '商品は良いですが、配送が予定より少し遅れました。'],
    [4, '問題なく使えています。日本語の説明書がないのが残念。'],
    [3, '値段相応という感じ。作りはもう少し良いと思っていました。'],
    [2, '箱がつぶれて届きました。動作はしますが少し残念です。'],
  ],
  zh: [
    [5, '两天就到了，包装很严实，和描述一致。'],
    [5, '性价比很高，会回购。'],
    [5, '原封包装，配件齐全，客服回复也快。'],
    [4, '东西不错，就是物流比预计慢了两天。'],
    [4, '用着没问题，说明书没有中文。'],
    [3, '一分钱一分货吧，做工一般。'],
    [2, '外箱被压坏了，联系卖家也回得很慢。'],
    [1, '用了一周就坏了，正在走保修。'],
  ],
  pl: [
    [5, 'Przesyłka w dwa dni, świetnie zapakowana. Zgodne z opisem.'],
    [5, 'Bardzo dobry stosunek jakości do ceny, polecam sklep.'],
    [4, 'Produkt dobry, ale dostawa trwała dłużej niż podano.'],
    [4, 'Działa bez zarzutu, instrukcja tylko po angielsku.'],
    [3, 'W porządku za tę cenę, wykonanie mogłoby być lepsze.'],
  ],
  ko: [
    [5, '이틀 만에 도착했고 포장도 꼼꼼했어요. 설명 그대로입니다.'],
    [5, '가성비 좋아요. 이 가게에서 또 살게요.'],
    [4, '제품은 좋은데 배송이 예정보다 조금 늦었어요.'],
    [4, '잘 쓰고 있어요. 한국어 설명서가 없는 게 아쉬워요.'],
    [3, '가격 생각하면 무난해요. 마감은 조금 아쉽습니다.'],
  ],
};

type Top =
  | 'cameras'
  | 'lenses'
  | 'camera-accessories'
  | 'drones'
  | 'lighting-studio'
  | 'audio'
  | 'phones'
  | 'computers'
  | 'wearables'
  | 'bags-cases'
  | 'storage-memory'
  | 'smart-home';

export const BY_CATEGORY: Partial<Record<ReviewLang, Partial<Record<Top, ReviewText[]>>>> = {
  en: {
    cameras: [
      [5, 'Autofocus locks onto eyes instantly, even on my kids running around.'],
      [4, 'Lovely files straight out of camera. Battery lasts about 350 shots, buy a spare.'],
      [3, 'Great sensor, but the menus are a maze and it gets warm filming 4K.'],
    ],
    lenses: [
      [5, 'Tack sharp wide open, beautiful bokeh. No dust inside.'],
      [4, 'Very sharp in the centre, corners soften a little at f/2.8.'],
      [2, 'Focus ring had a gritty feel out of the box. Exchanged it.'],
    ],
    'camera-accessories': [
      [5, 'Fits perfectly and feels solid. Better than the original part.'],
      [3, 'Does the job, though the plastic clip feels cheap.'],
    ],
    drones: [
      [5, 'Got about 38 minutes of flight on a calm day. Video is super stable.'],
      [4, 'Flies great, but you have to register it before the first flight, which took a while.'],
      [2, 'Lost GPS twice near buildings. Support told me to recalibrate the compass.'],
    ],
    'lighting-studio': [
      [5, 'Even, flicker-free light and the app control actually works.'],
      [3, 'Bright enough, but the fan is audible when recording voice.'],
    ],
    audio: [
      [5, 'Noise cancelling on the train is unreal. Comfortable for hours.'],
      [4, 'Clear sound, calls are good. Case is bulky.'],
      [3, 'Sounds good but the left side disconnects now and then.'],
    ],
    phones: [
      [5, 'Battery easily lasts a full day and the camera is excellent at night.'],
      [4, 'Fast and smooth. No charger in the box, keep that in mind.'],
      [3, 'Nice screen, but it heats up while gaming.'],
    ],
    computers: [
      [5, 'Silent, fast, and Lightroom exports are twice as quick as on my old machine.'],
      [4, 'Great performance, only two ports so I needed a hub.'],
    ],
    wearables: [
      [5, 'Sleep tracking is accurate and the battery goes almost a week.'],
      [3, 'Nice watch, but the heart rate jumps around during runs.'],
    ],
    'bags-cases': [
      [5, 'Holds a body, three lenses and a laptop. Zips feel sturdy.'],
      [4, 'Well made, a bit heavy when empty.'],
      [3, 'Good bag but the shoulder strap padding is thin.'],
    ],
    'storage-memory': [
      [5, 'Tested the speed: matches what the box says. No dropped frames in 4K.'],
      [4, 'Fast and reliable so far, gets warm on long transfers.'],
    ],
    'smart-home': [
      [5, 'Setup took five minutes with the app. Works with everything at home.'],
      [3, 'Works, but the app asks for too many permissions.'],
    ],
  },
  es: {
    cameras: [
      [5, 'El enfoque a los ojos es rapidísimo, incluso con los niños corriendo.'],
      [4, 'Colores preciosos. La batería da para unas 350 fotos, mejor llevar otra.'],
    ],
    lenses: [
      [5, 'Nítido a máxima apertura y un bokeh precioso. Sin polvo dentro.'],
      [3, 'Nítido en el centro, pero las esquinas flojean a f/2.8.'],
    ],
    drones: [
      [5, 'Unos 35 minutos de vuelo sin viento y el vídeo sale estabilísimo.'],
      [3, 'Vuela bien, pero perdió el GPS un par de veces cerca de edificios.'],
    ],
    audio: [
      [5, 'La cancelación de ruido en el metro es increíble. Muy cómodos.'],
      [4, 'Suenan muy bien; el estuche es algo grande.'],
    ],
    phones: [
      [5, 'La batería aguanta el día entero y las fotos de noche son muy buenas.'],
      [4, 'Rápido y fluido. Ojo, no trae cargador.'],
    ],
    'bags-cases': [
      [5, 'Caben el cuerpo, tres objetivos y el portátil. Cremalleras robustas.'],
      [3, 'Buena mochila, pero la correa se clava en el hombro.'],
    ],
  },
  de: {
    cameras: [
      [5, 'Der Augen-AF sitzt sofort, sogar bei spielenden Kindern.'],
      [4, 'Tolle JPEGs direkt aus der Kamera. Akku reicht für ca. 350 Bilder, Ersatzakku einplanen.'],
      [3, 'Super Sensor, aber das Menü ist ein Labyrinth und bei 4K wird sie warm.'],
    ],
    lenses: [
      [5, 'Schon bei Offenblende knackscharf, sehr schönes Bokeh.'],
      [2, 'Der Fokusring lief von Anfang an rau. Habe es umgetauscht.'],
    ],
    drones: [
      [5, 'Rund 35 Minuten Flugzeit bei Windstille, Video absolut ruhig.'],
      [4, 'Fliegt super, die Registrierung vor dem ersten Flug war aber mühsam.'],
    ],
    audio: [
      [5, 'Geräuschunterdrückung im ICE ist der Wahnsinn. Stundenlang bequem.'],
      [3, 'Klang gut, aber die linke Seite verliert ab und zu die Verbindung.'],
    ],
    phones: [
      [5, 'Akku hält locker einen Tag, Nachtfotos sind hervorragend.'],
      [4, 'Schnell und flüssig. Kein Netzteil im Karton, nur zur Info.'],
    ],
    'storage-memory': [
      [5, 'Geschwindigkeit nachgemessen: passt zur Angabe. Keine Aussetzer bei 4K.'],
      [4, 'Schnell und bisher zuverlässig, wird bei langen Kopien warm.'],
    ],
    'lighting-studio': [[4, 'Gleichmäßiges Licht ohne Flackern, der Lüfter ist bei Sprachaufnahmen aber hörbar.']],
  },
  fr: {
    cameras: [
      [5, 'L’autofocus suit les yeux sans effort, même avec les enfants qui courent.'],
      [4, 'Très beaux JPEG. Batterie d’environ 350 photos, prévoir une deuxième.'],
    ],
    lenses: [
      [5, 'Piqué dès la pleine ouverture, bokeh très doux.'],
      [3, 'Bon au centre, les bords sont un peu mous à f/2.8.'],
    ],
    audio: [
      [5, 'La réduction de bruit dans le métro est bluffante. Très confortable.'],
      [4, 'Son clair, bons appels. L’étui est encombrant.'],
    ],
    phones: [[4, 'Rapide et fluide, mais pas de chargeur dans la boîte.']],
    wearables: [[5, 'Suivi du sommeil précis et presque une semaine d’autonomie.']],
  },
  jp: {
    cameras: [
      [5, '瞳AFが速くて、走り回る子どもでもしっかり追ってくれます。'],
      [4, '撮って出しの色がきれい。バッテリーは350枚ほどなので予備は必須。'],
    ],
    lenses: [
      [5, '開放からシャープでボケもきれい。ホコリの混入もなし。'],
      [3, '中央はシャープですが、F2.8だと四隅が少し甘いです。'],
    ],
    audio: [
      [5, '電車でのノイキャンが優秀。長時間つけても疲れません。'],
      [4, '音はクリア。ケースが少し大きいです。'],
    ],
    'bags-cases': [[5, 'ボディとレンズ3本、ノートPCまで入ります。ファスナーも丈夫。']],
  },
  zh: {
    cameras: [
      [5, '眼部对焦非常快，孩子跑来跑去也能跟住。'],
      [4, '直出色彩很好看，电池大概能拍350张，建议备一块。'],
    ],
    lenses: [
      [5, '全开光圈就很锐，焦外很柔和，镜片里没有灰。'],
      [3, '中心很锐，但F2.8时四角有点软。'],
    ],
    drones: [
      [5, '无风的时候能飞三十多分钟，画面非常稳。'],
      [3, '飞得不错，但在楼旁边丢过两次GPS信号。'],
    ],
    phones: [[5, '续航撑一整天没问题，夜景拍照很强。']],
    'storage-memory': [[5, '测了速度，和标称的一致，录4K不掉帧。']],
  },
};

/** What a shop answers, in the reviewer's language: thanks for praise, an offer to help otherwise. */
export const REPLIES: Partial<Record<ReviewLang, { thanks: string[]; sorry: string[] }>> = {
  en: {
    thanks: [
      'Thank you! Enjoy it, and send us a photo you took.',
      'Thanks for the kind words and for shopping with us.',
    ],
    sorry: [
      'Sorry to hear that. Please message us with your order number and we will sort it out.',
      'Thanks for the honest feedback; we have passed it on and changed our packaging.',
    ],
  },
  es: {
    thanks: ['¡Gracias! Que lo disfrutes.'],
    sorry: ['Sentimos lo ocurrido. Escríbenos con el número de pedido y lo solucionamos.'],
  },
  de: {
    thanks: ['Vielen Dank für die tolle Bewertung!'],
    sorry: ['Das tut uns leid. Schreiben Sie uns bitte mit Ihrer Bestellnummer, wir kümmern uns darum.'],
  },
  fr: {
    thanks: ['Merci beaucoup, profitez-en bien !'],
    sorry: ['Désolés pour ce souci. Écrivez-nous avec votre numéro de commande, nous allons trouver une solution.'],
  },
  jp: {
    thanks: ['ご購入ありがとうございます。ぜひ楽しんでください。'],
    sorry: ['ご不便をおかけし申し訳ありません。注文番号を添えてメッセージをお送りください。'],
  },
  zh: {
    thanks: ['感谢您的支持，欢迎再次光临！'],
    sorry: ['非常抱歉给您带来不便，请发消息告诉我们订单号，我们会尽快处理。'],
  },
};

/**
 * Buyers who reviewed before the demo's order history began (beside the demo customers of
 * buyers.ts): name, email local part, the language they write in, years since they joined.
 */
export const REVIEWERS: [name: string, local: string, lang: ReviewLang, years: number][] = [
  ['James Walker', 'james.walker', 'en', 5.6],
  ['Priya Sharma', 'priya.sharma', 'en', 3.2],
  ['Chloe Thompson', 'chloe.thompson', 'en', 4.4],
  ['Ryan O’Connor', 'ryan.oconnor', 'en', 2.1],
  ['Javier López', 'javier.lopez', 'es', 4.9],
  ['Lucía Fernández', 'lucia.fernandez', 'es', 2.7],
  ['Mateo García', 'mateo.garcia', 'es', 1.6],
  ['Anna Schmidt', 'anna.schmidt', 'de', 5.3],
  ['Jonas Weber', 'jonas.weber', 'de', 3.5],
  ['Lena Fischer', 'lena.fischer', 'de', 1.9],
  ['Julien Moreau', 'julien.moreau', 'fr', 4.1],
  ['Élodie Lefèvre', 'elodie.lefevre', 'fr', 2.4],
  ['佐藤美咲', 'misaki.sato', 'jp', 3.8],
  ['高橋翔', 'sho.takahashi', 'jp', 1.4],
  ['王磊', 'lei.wang', 'zh', 4.6],
  ['陈静', 'jing.chen', 'zh', 2.9],
  ['李娜', 'na.li', 'zh', 1.2],
  ['Marco Bianchi', 'marco.bianchi', 'it', 3.3],
  ['João Pereira', 'joao.pereira', 'pt', 2.6],
  ['Katarzyna Wójcik', 'katarzyna.wojcik', 'pl', 3.9],
  ['이서연', 'seoyeon.lee', 'ko', 2.2],
];

/** The language the demo customers of buyers.ts write reviews in, by their country. */
export const LANG_OF_COUNTRY: Record<string, ReviewLang> = {
  ES: 'es',
  DE: 'de',
  FR: 'fr',
  IT: 'it',
  BR: 'pt',
  PL: 'pl',
  JP: 'jp',
  KR: 'ko',
};
