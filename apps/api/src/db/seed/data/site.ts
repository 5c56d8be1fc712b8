import type { FullText, SeedAd, SeedAnnouncement, SeedCurrency, Text } from './types.ts';

// Rates are units per 1 USD times 100 (spec §9), rounded; demo values, not live quotes.
export const currencies: SeedCurrency[] = [
  { code: 'USD', name: 'US Dollar', symbol: '$', rate: 100, wallet: true },
  { code: 'EUR', name: 'Euro', symbol: '€', rate: 92, wallet: true },
  { code: 'GBP', name: 'British Pound', symbol: '£', rate: 79, wallet: true },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥', rate: 725, wallet: true },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 15300, wallet: true },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', rate: 138000, wallet: false },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', rate: 3600, wallet: true },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺', rate: 3400, wallet: true },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', rate: 560, wallet: true },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', rate: 1625000, wallet: false },
  { code: 'KZT', name: 'Kazakhstani Tenge', symbol: '₸', rate: 48000, wallet: false },
  { code: 'HUF', name: 'Hungarian Forint', symbol: 'Ft', rate: 36500, wallet: false },
  { code: 'CZK', name: 'Czech Koruna', symbol: 'Kč', rate: 2330, wallet: false },
  { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', rate: 400, wallet: false },
  { code: 'SEK', name: 'Swedish Krona', symbol: 'kr', rate: 1060, wallet: false },
  { code: 'DKK', name: 'Danish Krone', symbol: 'kr', rate: 687, wallet: false },
  { code: 'TWD', name: 'New Taiwan Dollar', symbol: 'NT$', rate: 3240, wallet: false },
];

export const ads: SeedAd[] = [
  {
    position: 'top',
    title: {
      en: 'Mirrorless Days',
      es: 'Especial cámaras sin espejo',
      zh: '无反相机节',
      fr: 'Les journées hybrides',
      de: 'Spiegellos-Tage',
      jp: 'ミラーレス・デイズ',
    },
    subtitle: {
      en: 'Up to 20% off selected camera bodies',
      es: 'Hasta un 20 % de descuento en cámaras seleccionadas',
      zh: '精选机身低至八折',
      fr: "Jusqu'à -20 % sur une sélection de boîtiers",
      de: 'Bis zu 20 % Rabatt auf ausgewählte Kameras',
      jp: '対象ボディが最大20%オフ',
    },
    color: '#1f4fd1',
    link: '/pages/category/detail?slug=cameras',
  },
  {
    position: 'top',
    title: {
      en: 'The new phones are here',
      es: 'Llegan los nuevos teléfonos',
      zh: '新款手机已到店',
      fr: 'Les nouveaux smartphones sont arrivés',
      de: 'Die neuen Smartphones sind da',
      jp: '最新スマートフォン入荷',
    },
    subtitle: {
      en: 'The latest flagships from trusted shops',
      es: 'Los últimos buques insignia, de tiendas de confianza',
      zh: '可信店铺，新旗舰抢先入手',
      fr: 'Les derniers modèles phares, chez des boutiques de confiance',
      de: 'Die neuesten Flaggschiffe von geprüften Shops',
      jp: '信頼できるショップから最新フラッグシップを',
    },
    color: '#7a3fd1',
    link: '/pages/category/detail?slug=phones',
  },
  {
    position: 'center_top',
    title: {
      en: 'Lens Week',
      es: 'Semana de los objetivos',
      zh: '镜头周',
      fr: "La semaine de l'objectif",
      de: 'Objektiv-Woche',
      jp: 'レンズウィーク',
    },
    subtitle: {
      en: 'Primes and zooms at special prices',
      es: 'Focales fijas y zooms a precios especiales',
      zh: '定焦、变焦镜头限时特惠',
      fr: 'Focales fixes et zooms à prix spéciaux',
      de: 'Festbrennweiten und Zooms zu Sonderpreisen',
      jp: '単焦点もズームも特別価格で',
    },
    color: '#0f766e',
    link: '/pages/search/search?keyword=lens',
  },
  {
    position: 'center_top',
    title: {
      en: 'Free shipping over {{money:9900}}',
      es: 'Envío gratis a partir de {{money:9900}}',
      zh: '满 {{money:9900}} 包邮',
      fr: 'Livraison offerte dès {{money:9900}}',
      de: 'Kostenloser Versand ab {{money:9900}}',
      jp: '{{money:9900}}以上で送料無料',
    },
    subtitle: {
      en: 'At participating shops, in every category',
      es: 'En las tiendas participantes, en todas las categorías',
      zh: '参与活动的店铺，全品类适用',
      fr: 'Dans les boutiques participantes, toutes catégories confondues',
      de: 'Bei teilnehmenden Shops, in allen Kategorien',
      jp: '対象ショップなら全カテゴリーで',
    },
    color: '#d97706',
    link: '/pages/search/search?keyword=free%20shipping',
  },
  {
    position: 'center',
    title: {
      en: 'Drone season',
      es: 'Temporada de drones',
      zh: '无人机季',
      fr: 'La saison des drones',
      de: 'Drohnensaison',
      jp: 'ドローンシーズン',
    },
    subtitle: {
      en: 'Fly further with new drones and spare batteries',
      es: 'Vuela más lejos con drones nuevos y baterías de repuesto',
      zh: '新机上市，备用电池助你飞得更远',
      fr: 'Volez plus loin avec de nouveaux drones et des batteries de rechange',
      de: 'Weiter fliegen mit neuen Drohnen und Ersatzakkus',
      jp: '新型ドローンと予備バッテリーで、もっと遠くへ',
    },
    color: '#0284c7',
    link: '/pages/category/detail?slug=drones',
  },
  {
    position: 'center',
    title: {
      en: 'Hear every detail',
      es: 'Escucha cada detalle',
      zh: '聆听每一处细节',
      fr: 'Chaque détail compte',
      de: 'Jedes Detail hören',
      jp: '細部まで、クリアに',
    },
    subtitle: {
      en: 'Headphones and microphones for creators',
      es: 'Auriculares y micrófonos para creadores',
      zh: '为创作者准备的耳机与麦克风',
      fr: 'Casques et micros pour les créateurs',
      de: 'Kopfhörer und Mikrofone für Creator',
      jp: 'クリエイターのためのヘッドホン＆マイク',
    },
    color: '#be123c',
    link: '/pages/category/detail?slug=audio',
  },
  {
    position: 'center_bottom',
    title: {
      en: 'Never run out of space',
      es: 'Que nunca te falte espacio',
      zh: '存储空间，永远够用',
      fr: 'Ne soyez plus jamais à court de place',
      de: 'Nie wieder Speicher voll',
      jp: 'もう容量不足に悩まない',
    },
    subtitle: {
      en: 'Fast memory cards and portable SSDs',
      es: 'Tarjetas de memoria rápidas y SSD portátiles',
      zh: '高速存储卡与移动固态硬盘',
      fr: 'Cartes mémoire rapides et SSD externes',
      de: 'Schnelle Speicherkarten und mobile SSDs',
      jp: '高速メモリーカードとポータブルSSD',
    },
    color: '#4338ca',
    link: '/pages/category/detail?slug=storage-memory',
  },
  {
    position: 'center_bottom',
    title: {
      en: 'Ready for the road',
      es: 'Listos para el viaje',
      zh: '整装待发',
      fr: 'Prêts pour la route',
      de: 'Bereit für unterwegs',
      jp: '旅の準備はできた？',
    },
    subtitle: {
      en: 'Camera bags and backpacks for every trip',
      es: 'Bolsas y mochilas fotográficas para cada viaje',
      zh: '适合每一次旅程的相机包与双肩包',
      fr: 'Sacs et sacs à dos photo pour tous les voyages',
      de: 'Kamerataschen und Rucksäcke für jede Reise',
      jp: 'どんな旅にも合うカメラバッグ＆バックパック',
    },
    color: '#65a30d',
    link: '/pages/category/detail?slug=bags-cases',
  },
  {
    position: 'bottom',
    title: {
      en: 'Smartwatches for every wrist',
      es: 'Relojes inteligentes para cada muñeca',
      zh: '总有一款智能手表适合你',
      fr: 'Une montre connectée pour chaque poignet',
      de: 'Smartwatches für jedes Handgelenk',
      jp: 'あなたにぴったりのスマートウォッチ',
    },
    subtitle: {
      en: 'Track your runs, sleep and notifications',
      es: 'Controla tus carreras, tu sueño y tus notificaciones',
      zh: '跑步、睡眠、消息提醒，一表掌握',
      fr: 'Suivez vos courses, votre sommeil et vos notifications',
      de: 'Läufe, Schlaf und Benachrichtigungen im Blick',
      jp: 'ランニングも睡眠も通知も、手元でチェック',
    },
    color: '#db2777',
    link: '/pages/category/detail?slug=wearables',
  },
  {
    position: 'bottom',
    title: {
      en: 'Laptops for creators',
      es: 'Portátiles para creadores',
      zh: '创作者的笔记本电脑',
      fr: 'Des portables pour les créateurs',
      de: 'Laptops für Kreative',
      jp: 'クリエイターのためのノートPC',
    },
    subtitle: {
      en: 'Edit photos and video anywhere',
      es: 'Edita fotos y vídeo donde quieras',
      zh: '随时随地修图、剪视频',
      fr: 'Retouchez photos et vidéos où que vous soyez',
      de: 'Fotos und Videos überall bearbeiten',
      jp: '写真も動画も、どこでも編集',
    },
    color: '#475569',
    link: '/pages/category/detail?slug=computers',
  },
];

export const announcements: SeedAnnouncement[] = [
  {
    title: {
      en: 'Welcome to Polymart, and our holiday shipping schedule',
      es: 'Bienvenido a Polymart: calendario de envíos en días festivos',
      zh: '欢迎来到 Polymart，附节假日发货安排',
      fr: 'Bienvenue sur Polymart : nos expéditions pendant les fêtes',
      de: 'Willkommen bei Polymart – Versand an Feiertagen',
      jp: 'Polymartへようこそ／祝日期間の発送について',
    },
    body: {
      en:
        'Welcome to Polymart! Independent shops from many countries now sell cameras, lenses, drones and more in ' +
        'one place, and every payment is held safely until your order is completed.\n\n' +
        'During public holidays, some shops pause shipping for a few days. The estimated delivery date shown at ' +
        "checkout already takes each shop's schedule into account, and our support team keeps replying to messages " +
        'throughout the holiday period.',
      es:
        '¡Te damos la bienvenida a Polymart! Tiendas independientes de muchos países venden ya cámaras, objetivos, ' +
        'drones y mucho más en un solo lugar, y cada pago queda protegido hasta que tu pedido se completa.\n\n' +
        'En los días festivos, algunas tiendas interrumpen los envíos durante unos días. La fecha de entrega ' +
        'estimada que ves al pagar ya tiene en cuenta el calendario de cada tienda, y nuestro equipo de soporte ' +
        'sigue respondiendo durante todas las fiestas.',
      zh:
        '欢迎来到 Polymart！来自世界各地的独立店铺在这里出售相机、镜头、无人机等各类商品，每一笔付款都会被妥善保管，' +
        '直到订单完成。\n\n' +
        '节假日期间，部分店铺会暂停发货几天。结算页面显示的预计送达日期已经考虑了各店铺的发货安排，' +
        '假期中我们的客服团队也会照常回复消息。',
      fr:
        'Bienvenue sur Polymart ! Des boutiques indépendantes de nombreux pays y vendent appareils photo, ' +
        "objectifs, drones et bien plus encore, et chaque paiement reste protégé jusqu'à la finalisation de votre " +
        'commande.\n\n' +
        'Pendant les jours fériés, certaines boutiques suspendent leurs expéditions quelques jours. La date de ' +
        'livraison estimée affichée lors du paiement tient déjà compte du calendrier de chaque boutique, et notre ' +
        "équipe d'assistance continue de répondre pendant toute la période des fêtes.",
      de:
        'Willkommen bei Polymart! Unabhängige Shops aus vielen Ländern verkaufen hier Kameras, Objektive, Drohnen ' +
        'und vieles mehr an einem Ort, und jede Zahlung bleibt sicher verwahrt, bis Ihre Bestellung abgeschlossen ' +
        'ist.\n\n' +
        'An Feiertagen pausieren manche Shops den Versand für einige Tage. Das beim Bezahlen angezeigte ' +
        'voraussichtliche Lieferdatum berücksichtigt den Zeitplan jedes Shops bereits, und unser Support-Team ' +
        'beantwortet Ihre Nachrichten auch über die Feiertage.',
      jp:
        'Polymartへようこそ！世界各地の独立系ショップが、カメラ、レンズ、ドローンなどを一か所で販売しています。' +
        'お支払いいただいた代金は、注文が完了するまで安全にお預かりします。\n\n' +
        '祝日期間中は、数日間発送をお休みするショップがあります。購入手続き画面に表示されるお届け予定日には、' +
        '各ショップの営業日程がすでに反映されています。サポートチームは休暇期間中もメッセージに対応いたします。',
    },
  },
];

export const flashDealTitle: Text = {
  en: 'Weekend camera flash sale',
  es: 'Oferta flash de fin de semana en cámaras',
  zh: '周末相机限时闪购',
  fr: 'Vente flash du week-end sur les appareils photo',
  de: 'Wochenend-Flash-Sale für Kameras',
  jp: '週末限定カメラタイムセール',
};

export const siteName: FullText = {
  zh: 'Polymart — 来自独立店铺的相机与更多好物',
  en: 'Polymart — cameras and more, from independent shops',
  es: 'Polymart — cámaras y mucho más, de tiendas independientes',
  jp: 'Polymart — カメラもその先も、独立系ショップから',
  th: 'Polymart — กล้องและอีกมากมาย จากร้านค้าอิสระ',
  zhtw: 'Polymart — 來自獨立店家的相機與更多好物',
  it: 'Polymart — fotocamere e molto altro, da negozi indipendenti',
  hu: 'Polymart — fényképezőgépek és még sok más, független boltoktól',
  de: 'Polymart — Kameras und mehr von unabhängigen Shops',
  sv: 'Polymart — kameror och mycket mer från oberoende butiker',
  da: 'Polymart — kameraer og meget mere fra uafhængige butikker',
  cs: 'Polymart — fotoaparáty a mnohem víc od nezávislých obchodů',
  pl: 'Polymart — aparaty i nie tylko, od niezależnych sklepów',
  pt: 'Polymart — câmeras e muito mais, de lojas independentes',
  id: 'Polymart — kamera dan banyak lagi, dari toko independen',
  fr: 'Polymart — appareils photo et bien plus, par des boutiques indépendantes',
  ko: 'Polymart — 독립 상점이 전하는 카메라와 그 이상',
  kk: 'Polymart — тәуелсіз дүкендерден камералар және басқа да тауарлар',
  tr: 'Polymart — bağımsız mağazalardan fotoğraf makineleri ve daha fazlası',
};
