// Product kinds of group C: wearables, bags and cases, storage, home audio and video, smart home.
import type { SeedProductType } from './types.ts';

export const productTypesC: SeedProductType[] = [
  {
    key: 'smartwatch',
    category: 'smartwatches',
    shape: 'watch',
    name: {
      en: 'Smartwatch',
      es: 'Reloj inteligente',
      zh: '智能手表',
      fr: 'Montre connectée',
      de: 'Smartwatch',
      jp: 'スマートウォッチ',
    },
    short: {
      en: 'Notifications, health tracking and contactless payments, right on your wrist.',
      es: 'Notificaciones, seguimiento de la salud y pagos sin contacto, directamente en tu muñeca.',
      zh: '消息提醒、健康监测、移动支付，抬腕即得。',
      fr: 'Notifications, suivi santé et paiement sans contact, directement au poignet.',
      de: 'Benachrichtigungen, Gesundheitsdaten und kontaktloses Bezahlen direkt am Handgelenk.',
      jp: '通知の確認も健康管理もキャッシュレス決済も、手首ひとつで。',
    },
    description: {
      en:
        'A bright touchscreen watch that pairs with your phone to show messages, ' +
        'calls and apps at a glance. Built-in sensors track heart rate, sleep ' +
        'and workouts, and interchangeable straps let you dress it up or down.',
      es:
        'Un reloj con pantalla táctil luminosa que se empareja con tu móvil para mostrar ' +
        'mensajes, llamadas y apps de un vistazo. Sus sensores registran el pulso, el sueño ' +
        'y los entrenamientos, y las correas intercambiables lo adaptan a cualquier ocasión.',
      zh:
        '明亮的触控屏与手机配对后，消息、来电和应用通知一目了然。' +
        '内置传感器可记录心率、睡眠和运动数据，表带随心更换，通勤运动两相宜。',
      fr:
        'Une montre à écran tactile lumineux qui se connecte à votre smartphone pour afficher messages, ' +
        "appels et applis en un coup d'œil. Ses capteurs suivent le rythme cardiaque, le sommeil et " +
        "les séances de sport, et ses bracelets interchangeables s'accordent à toutes les tenues.",
      de:
        'Eine Uhr mit hellem Touchdisplay, die sich mit dem Smartphone koppelt und ' +
        'Nachrichten, Anrufe und Apps auf einen Blick zeigt. Sensoren erfassen Puls, ' +
        'Schlaf und Training, und dank wechselbarer Armbänder passt sie zu jedem Outfit.',
      jp:
        'スマートフォンと連携し、メッセージや着信、アプリの通知を明るいタッチ画面でさっと確認できます。' +
        '心拍数や睡眠、ワークアウトをセンサーで記録し、交換可能なバンドでシーンに合わせたコーディネートも楽しめます。',
    },
  },
  {
    key: 'outdoor-watch',
    category: 'smartwatches',
    shape: 'watch',
    name: {
      en: 'Outdoor GPS watch',
      es: 'Reloj GPS de montaña',
      zh: '户外 GPS 手表',
      fr: 'Montre GPS outdoor',
      de: 'Outdoor-GPS-Uhr',
      jp: 'アウトドアGPSウォッチ',
    },
    short: {
      en: 'Rugged, long-lasting navigation for trails, summits and open water.',
      es: 'Resistente y con una autonomía enorme para orientarte en senderos, cumbres y aguas abiertas.',
      zh: '坚固耐用、续航持久，山野徒步与开放水域都能精准导航。',
      fr: 'Robuste et endurante, elle vous guide sur les sentiers, en montagne comme en eau libre.',
      de: 'Robust und ausdauernd – die Navigation für Trails, Gipfel und offenes Wasser.',
      jp: 'タフで長持ち。山道でも山頂でもオープンウォーターでも頼れるナビゲーション。',
    },
    description: {
      en:
        'A tough watch with multi-band GPS, topographic maps and a battery that lasts for ' +
        'days or even weeks between charges. A reinforced case, scratch-resistant glass and ' +
        'water resistance make it ready for hiking, trail running, climbing and swimming.',
      es:
        'Un reloj resistente con GPS multibanda, mapas topográficos y una batería que aguanta ' +
        'días o incluso semanas entre cargas. Su caja reforzada, el cristal antiarañazos y ' +
        'la resistencia al agua lo preparan para senderismo, trail, escalada y natación.',
      zh:
        '坚固的表身搭载多频 GPS 和地形图，一次充电可续航数日乃至数周。' +
        '加固表壳、防刮镜面加上防水设计，徒步、越野跑、攀岩和游泳都能从容应对。',
      fr:
        "Une montre robuste dotée d'un GPS multibande, de cartes topographiques et d'une " +
        'batterie qui tient des jours, voire des semaines. Boîtier renforcé, verre anti-rayures et étanchéité : ' +
        "elle est prête pour la randonnée, le trail, l'escalade et la natation.",
      de:
        'Eine widerstandsfähige Uhr mit Mehrband-GPS, topografischen Karten und einem Akku, ' +
        'der Tage oder sogar Wochen durchhält. Verstärktes Gehäuse, kratzfestes Glas und ' +
        'Wasserdichtigkeit machen sie bereit fürs Wandern, Trailrunning, Klettern und Schwimmen.',
      jp:
        'マルチバンドGPSと地形図を備え、一度の充電で数日から数週間使えるタフなウォッチです。' +
        '強化ケースや傷に強いガラス、防水性能により、ハイキングやトレイルランニング、' +
        'クライミング、スイミングにも対応します。',
    },
  },
  {
    key: 'fitness-band',
    category: 'fitness-trackers',
    shape: 'watch',
    name: {
      en: 'Fitness band',
      es: 'Pulsera de actividad',
      zh: '智能手环',
      fr: "Bracelet d'activité",
      de: 'Fitnesstracker',
      jp: 'スマートバンド',
    },
    short: {
      en: "A slim tracker for steps, sleep and heart rate that you'll barely notice on your wrist.",
      es: 'Ligera y discreta: cuenta pasos, analiza el sueño y mide el pulso sin que apenas la notes.',
      zh: '轻薄小巧，步数、睡眠、心率全天记录，戴着几乎无感。',
      fr: 'Fin et léger, il compte vos pas, analyse votre sommeil et suit votre cœur en toute discrétion.',
      de: 'Schlank und leicht: zählt Schritte, analysiert den Schlaf und misst den Puls – kaum spürbar am Handgelenk.',
      jp: '歩数・睡眠・心拍数を記録する、着けていることを忘れるほど軽くてスリムなバンド。',
    },
    description: {
      en:
        'A compact band that logs daily activity, workouts and sleep quality around the clock ' +
        'and syncs everything to an app on your phone. With a battery that runs for well over ' +
        'a week and a water-resistant design, it can stay on day and night, even in the shower.',
      es:
        'Una pulsera compacta que registra la actividad diaria, los entrenamientos y la calidad ' +
        'del sueño las 24 horas y lo sincroniza todo con una app del móvil. ' +
        'Con batería para más de una semana y resistencia al agua, puedes llevarla día y noche, incluso en la ducha.',
      zh:
        '小巧的手环全天候记录日常活动、运动和睡眠质量，并自动同步到手机 App。' +
        '一次充电可用一周以上，加上防水设计，洗澡时也无需摘下。',
      fr:
        'Ce bracelet compact enregistre votre activité quotidienne, vos séances de sport et la ' +
        'qualité de votre sommeil, puis synchronise tout sur une appli mobile. ' +
        "Avec plus d'une semaine d'autonomie et une bonne étanchéité, il se porte jour et nuit, même sous la douche.",
      de:
        'Das kompakte Band zeichnet rund um die Uhr Alltagsaktivität, Training ' +
        'und Schlafqualität auf und synchronisiert alles mit einer App auf dem Smartphone. ' +
        'Mit über einer Woche Akkulaufzeit und wasserdichtem Design kann es ' +
        'Tag und Nacht am Arm bleiben, sogar unter der Dusche.',
      jp:
        '日々の活動量やワークアウト、睡眠の質を24時間記録し、' +
        'スマートフォンのアプリに自動で同期するコンパクトなバンドです。' +
        '1週間以上持つバッテリーと防水設計で、シャワー中も含めて昼夜着けっぱなしで使えます。',
    },
  },
  {
    key: 'smart-ring',
    category: 'fitness-trackers',
    shape: 'watch',
    name: {
      en: 'Smart ring',
      es: 'Anillo inteligente',
      zh: '智能戒指',
      fr: 'Bague connectée',
      de: 'Smart Ring',
      jp: 'スマートリング',
    },
    short: {
      en: 'Sleep, recovery and heart-rate insights from a ring you can wear all day.',
      es: 'Datos de sueño, recuperación y pulso desde un anillo que puedes llevar todo el día.',
      zh: '一枚全天佩戴的戒指，读懂你的睡眠、恢复与心率。',
      fr: "Sommeil, récupération et fréquence cardiaque : tout est suivi par une bague que l'on garde jour et nuit.",
      de: 'Schlaf, Erholung und Herzfrequenz im Blick – mit einem Ring, den man den ganzen Tag trägt.',
      jp: '一日中着けていられるリングで、睡眠・回復・心拍数をしっかり把握。',
    },
    description: {
      en:
        'A lightweight ring packed with sensors that track sleep stages, heart rate, skin temperature ' +
        'and daily activity, with no screen to distract you. Its smooth, water-resistant shell is ' +
        'comfortable around the clock, and the companion app turns the data into simple daily scores.',
      es:
        'Un anillo ligero repleto de sensores que registra las fases del sueño, el pulso, la temperatura de la ' +
        'piel y la actividad diaria, sin pantallas que te distraigan. Su carcasa lisa y resistente al agua ' +
        'resulta cómoda a cualquier hora, y la app traduce los datos en puntuaciones diarias fáciles de entender.',
      zh:
        '轻巧的戒指内置多种传感器，可监测睡眠阶段、心率、皮肤温度和日常活动，没有屏幕打扰。' +
        '外壳光滑且防水，全天佩戴依然舒适，配套 App 会把数据整理成简单直观的每日评分。',
      fr:
        'Une bague légère bourrée de capteurs qui suit les phases de sommeil, la fréquence cardiaque, la température ' +
        "cutanée et l'activité quotidienne, sans écran pour vous distraire. Sa coque lisse et étanche se fait " +
        "oublier jour et nuit, et l'appli associée traduit les données en scores quotidiens faciles à lire.",
      de:
        'Ein leichter Ring voller Sensoren, der Schlafphasen, Herzfrequenz, Hauttemperatur und ' +
        'Alltagsaktivität erfasst – ganz ohne ablenkendes Display. Das glatte, wasserdichte Gehäuse ' +
        'ist rund um die Uhr angenehm zu tragen, und die Begleit-App macht aus den Daten einfache Tageswerte.',
      jp:
        '睡眠ステージや心拍数、皮膚温、日々の活動量を計測するセンサーを詰め込んだ軽量リング。' +
        '画面がないので気が散ることもありません。なめらかで防水性のあるボディは24時間快適に着けられ、' +
        '専用アプリがデータを分かりやすい毎日のスコアにまとめます。',
    },
  },
  {
    key: 'camera-backpack',
    category: 'camera-backpacks',
    shape: 'bag',
    name: {
      en: 'Camera backpack',
      es: 'Mochila para cámara',
      zh: '摄影双肩包',
      fr: 'Sac à dos photo',
      de: 'Kamerarucksack',
      jp: 'カメラリュック',
    },
    short: {
      en: 'Carry your camera, lenses and laptop in comfort, wherever the shoot takes you.',
      es: 'Lleva cámara, objetivos y portátil con total comodidad, vayas donde vayas.',
      zh: '机身、镜头、笔记本电脑一包装下，拍到哪里都背得轻松。',
      fr: 'Boîtier, objectifs et ordinateur portable voyagent confortablement, où que vous mène la séance.',
      de: 'Kamera, Objektive und Laptop bequem dabei – egal, wohin das Shooting führt.',
      jp: 'ボディもレンズもノートPCも、撮影地までラクに持ち運べる。',
    },
    description: {
      en:
        'Padded, adjustable dividers protect a camera and several lenses, while a separate sleeve ' +
        'holds a laptop or tablet. Side and back access let you grab your gear quickly, and a padded ' +
        'harness, weather-resistant fabric and a tripod strap make long days in the field easier.',
      es:
        'Los separadores acolchados y ajustables protegen la cámara y varios objetivos, y ' +
        'una funda aparte guarda el portátil o la tableta. El acceso lateral y trasero ' +
        'permite sacar el equipo al momento, y los tirantes acolchados, el tejido resistente ' +
        'a la intemperie y la sujeción para trípode hacen más llevaderas las jornadas largas.',
      zh:
        '可调节的加厚隔板稳妥保护相机和多支镜头，独立夹层可放笔记本电脑或平板。' +
        '侧开和背开设计方便快速取用器材，加厚背带、防泼水面料和三脚架挂带让长时间外拍更轻松。',
      fr:
        'Des cloisons rembourrées et modulables protègent un boîtier et plusieurs ' +
        "objectifs, tandis qu'une poche dédiée accueille un ordinateur portable ou une tablette. " +
        "L'accès latéral et dorsal permet de sortir son matériel en un instant, et " +
        'les bretelles rembourrées, le tissu résistant aux intempéries et la sangle ' +
        'pour trépied facilitent les longues journées sur le terrain.',
      de:
        'Gepolsterte, verstellbare Trennwände schützen Kamera und mehrere Objektive, ein separates Fach nimmt ' +
        'Laptop oder Tablet auf. Über Seiten- und Rückenzugriff ist die Ausrüstung schnell zur Hand, und ' +
        'gepolsterte Träger, wetterfestes Material sowie eine Stativhalterung machen lange Tage draußen angenehmer.',
      jp:
        'クッション入りの可動式仕切りがカメラと複数のレンズを守り、' +
        '専用スリーブにはノートPCやタブレットを収納できます。' +
        'サイドと背面からすばやく機材を取り出せ、' +
        'クッション入りのショルダーハーネスや撥水素材、三脚ホルダーが長時間のロケをサポートします。',
    },
  },
  {
    key: 'roller-bag',
    category: 'camera-backpacks',
    shape: 'bag',
    name: {
      en: 'Rolling camera case',
      es: 'Maleta con ruedas para cámara',
      zh: '摄影拉杆箱',
      fr: 'Valise photo à roulettes',
      de: 'Kamera-Trolley',
      jp: 'カメラ用キャリーケース',
    },
    short: {
      en: 'Wheel a full kit through airports and onto location without carrying the weight.',
      es: 'Lleva un equipo completo por aeropuertos y rodajes sin cargar con el peso.',
      zh: '整套器材拉着走，机场转机、出外景都不费力。',
      fr: "Emmenez tout votre équipement à l'aéroport ou en tournage sans le porter sur vos épaules.",
      de: 'Die komplette Ausrüstung durch den Flughafen und zum Set rollen, statt sie zu schleppen.',
      jp: '機材一式を転がして運べるから、空港でもロケ地でも重さ知らず。',
    },
    description: {
      en:
        'A rolling bag with smooth wheels, a telescopic handle and a padded interior that ' +
        'fits two bodies, a range of lenses and accessories. Many sizes meet common carry-on ' +
        'limits, and lockable zips and a reinforced shell keep valuable gear safe on the move.',
      es:
        'Una maleta con ruedas suaves, asa telescópica e interior acolchado con espacio para dos cuerpos, ' +
        'varios objetivos y accesorios. Muchos tamaños cumplen las medidas habituales del equipaje de ' +
        'mano, y las cremalleras con candado y la estructura reforzada protegen el equipo durante el viaje.',
      zh:
        '顺滑静音的滚轮、伸缩拉杆和加厚内衬，可容纳两台机身、多支镜头及配件。' +
        '多种尺寸符合常见的登机箱标准，可上锁的拉链和加固外壳让贵重器材一路安心。',
      fr:
        "Une valise équipée de roulettes silencieuses, d'une poignée télescopique et d'un " +
        'intérieur rembourré pour deux boîtiers, plusieurs objectifs et leurs accessoires. ' +
        'De nombreux formats respectent les dimensions cabine courantes, et les fermetures ' +
        'verrouillables comme la coque renforcée protègent le matériel en déplacement.',
      de:
        'Ein Trolley mit leichtgängigen Rollen, Teleskopgriff und gepolstertem Innenraum für zwei Gehäuse, ' +
        'mehrere Objektive und Zubehör. Viele Größen entsprechen gängigen Handgepäckmaßen, und abschließbare ' +
        'Reißverschlüsse sowie eine verstärkte Schale schützen die wertvolle Ausrüstung unterwegs.',
      jp:
        'なめらかなキャスターと伸縮ハンドル、クッション入りの内装を備え、ボディ2台と複数のレンズ、' +
        'アクセサリーをまとめて収納できます。多くのサイズが一般的な機内持ち込み規定に対応し、' +
        '施錠できるファスナーと補強ボディが大切な機材を移動中も守ります。',
    },
  },
  {
    key: 'sling-bag',
    category: 'slings-shoulder-bags',
    shape: 'bag',
    name: {
      en: 'Camera sling bag',
      es: 'Bandolera para cámara',
      zh: '摄影斜挎包',
      fr: 'Sac sling photo',
      de: 'Kamera-Slingtasche',
      jp: 'カメラスリングバッグ',
    },
    short: {
      en: 'Swing it round and shoot: a compact bag for a body and a lens or two.',
      es: 'Gírala, saca la cámara y dispara: compacta, para un cuerpo y uno o dos objetivos.',
      zh: '一甩到胸前即可取机，小巧身形装下一机一两镜。',
      fr: 'On le fait pivoter, on dégaine, on déclenche : un sac compact pour un boîtier et un ou deux objectifs.',
      de: 'Nach vorn schwingen und losfotografieren: kompakt für eine Kamera und ein, zwei Objektive.',
      jp: 'くるっと前に回してすぐ撮影。ボディ1台とレンズ1〜2本にちょうどいいコンパクトさ。',
    },
    description: {
      en:
        'Worn across the body, a sling bag swings to the front so you can reach your camera ' +
        'without taking it off. It holds a mirrorless body with a lens or two plus small ' +
        'essentials, making it ideal for street photography, city breaks and everyday carry.',
      es:
        'Se lleva cruzada al cuerpo y se gira hacia delante para sacar la cámara sin quitártela. ' +
        'Caben un cuerpo sin espejo con uno o dos objetivos y pequeños accesorios, así que ' +
        'es perfecta para fotografía callejera, escapadas urbanas y el día a día.',
      zh:
        '斜挎于身，转到胸前就能取出相机，无需把包取下。' +
        '可装一台微单机身、一两支镜头和随身小物，适合街拍、城市旅行和日常出行。',
      fr:
        "Porté en travers du corps, il pivote vers l'avant pour attraper l'appareil sans l'enlever. " +
        'Il accueille un hybride avec un ou deux objectifs et quelques petits accessoires : ' +
        'idéal pour la photo de rue, les city-trips et le quotidien.',
      de:
        'Quer über den Körper getragen, lässt sich die Tasche nach vorn drehen, sodass die Kamera ' +
        'griffbereit ist, ohne dass man sie abnehmen muss. Sie fasst eine spiegellose Kamera mit ein ' +
        'oder zwei Objektiven und Kleinkram – ideal für Street-Fotografie, Städtetrips und den Alltag.',
      jp:
        '体に斜めがけし、バッグを前に回せば下ろさずにカメラを取り出せます。' +
        'ミラーレスボディとレンズ1〜2本、小物が収まり、スナップ撮影や街歩き、普段使いにぴったりです。',
    },
  },
  {
    key: 'shoulder-bag',
    category: 'slings-shoulder-bags',
    shape: 'bag',
    name: {
      en: 'Camera shoulder bag',
      es: 'Bolso de hombro para cámara',
      zh: '摄影单肩包',
      fr: 'Sac bandoulière photo',
      de: 'Kamera-Umhängetasche',
      jp: 'カメラショルダーバッグ',
    },
    short: {
      en: 'A classic messenger-style bag that keeps your kit close and looks at home anywhere.',
      es: 'Un bolso clásico estilo mensajero que tiene tu equipo a mano y encaja en cualquier lugar.',
      zh: '经典邮差包造型，器材随手可取，出入各种场合都得体。',
      fr: "Une besace classique qui garde votre matériel à portée de main et s'accorde à toutes les situations.",
      de: 'Die klassische Messenger-Tasche: Ausrüstung immer griffbereit, passt überall hin.',
      jp: '機材をすぐ手に取れて、どんな場所にもなじむクラシックなメッセンジャースタイル。',
    },
    description: {
      en:
        'A padded shoulder bag with a top flap and quick-access zip for fast lens changes on the go. ' +
        'Removable dividers fit a camera with two or three lenses, outer pockets hold batteries, ' +
        "cards and a phone, and the understated look doesn't scream camera gear.",
      es:
        'Un bolso acolchado con solapa superior y cremallera de acceso rápido para cambiar de objetivo sobre la ' +
        'marcha. Los separadores extraíbles admiten una cámara con dos o tres objetivos, los bolsillos exteriores ' +
        'guardan baterías, tarjetas y el móvil, y su aspecto discreto no delata que llevas equipo fotográfico.',
      zh:
        '加厚单肩包配有翻盖和快取拉链，外出时也能迅速更换镜头。' +
        '可拆卸隔板可放一台相机和两三支镜头，外袋收纳电池、存储卡和手机，外观低调，看不出是摄影包。',
      fr:
        'Une besace rembourrée avec rabat et fermeture éclair à accès rapide pour changer ' +
        "d'objectif en un clin d'œil. Ses cloisons amovibles accueillent un boîtier et " +
        'deux ou trois objectifs, ses poches extérieures rangent batteries, cartes et ' +
        "smartphone, et son allure sobre ne trahit pas le matériel photo qu'elle contient.",
      de:
        'Eine gepolsterte Umhängetasche mit Überschlag und Schnellzugriffs-Reißverschluss ' +
        'für flotte Objektivwechsel unterwegs. Herausnehmbare Trennwände bieten Platz für ' +
        'eine Kamera mit zwei oder drei Objektiven, Außentaschen für Akkus, Karten und ' +
        'Smartphone – und die dezente Optik verrät nicht, dass Fotoausrüstung drinsteckt.',
      jp:
        'フラップ付きのクッション入りショルダーバッグで、' +
        'クイックアクセス用のファスナーから移動中でもすばやくレンズ交換ができます。' +
        '取り外し可能な仕切りでカメラとレンズ2〜3本を収納し、' +
        '外ポケットにはバッテリーやメモリーカード、スマートフォンを。' +
        'カメラバッグに見えない控えめなデザインも魅力です。',
    },
  },
  {
    key: 'hard-case',
    category: 'cases-inserts',
    shape: 'box',
    name: {
      en: 'Hard equipment case',
      es: 'Maleta rígida para equipo',
      zh: '器材安全箱',
      fr: 'Valise rigide de protection',
      de: 'Hartschalenkoffer',
      jp: '機材用ハードケース',
    },
    short: {
      en: 'Crushproof, waterproof protection for gear that has to arrive in one piece.',
      es: 'Protección estanca y a prueba de golpes para el equipo que tiene que llegar intacto.',
      zh: '抗压防水，让器材完好无损抵达目的地。',
      fr: 'Une protection étanche et anti-écrasement pour le matériel qui doit arriver intact.',
      de: 'Bruchfester, wasserdichter Schutz für Ausrüstung, die heil ankommen muss.',
      jp: '大切な機材を無傷で届ける、耐衝撃・防水のプロテクション。',
    },
    description: {
      en:
        'A moulded polymer shell, gasket-sealed lid and sturdy latches shield cameras, lenses ' +
        'and drones from drops, dust and rain. The customisable foam or divider interior holds ' +
        'every item in place, and an automatic pressure valve makes it suitable for air travel.',
      es:
        'La carcasa de polímero moldeado, la tapa con junta estanca y los cierres robustos protegen cámaras, ' +
        'objetivos y drones de caídas, polvo y lluvia. El interior de espuma personalizable o con separadores ' +
        'sujeta cada pieza en su sitio, y la válvula de presión automática la hace apta para viajar en avión.',
      zh:
        '一体成型的聚合物外壳、带密封圈的箱盖和坚固搭扣，保护相机、镜头和无人机免受跌落、灰尘和雨水侵害。' +
        '内部可选可自定义海绵或隔板，将每件器材稳稳固定；自动泄压阀让它也适合搭乘飞机托运。',
      fr:
        "Coque en polymère moulé, couvercle à joint d'étanchéité et fermoirs robustes " +
        'protègent appareils, objectifs et drones des chutes, de la poussière et de la pluie. ' +
        'La mousse personnalisable ou les cloisons maintiennent chaque élément en place, ' +
        'et la valve de pression automatique la rend adaptée au transport aérien.',
      de:
        'Eine Schale aus formgepresstem Kunststoff, ein abgedichteter Deckel und stabile Verschlüsse schützen ' +
        'Kameras, Objektive und Drohnen vor Stürzen, Staub und Regen. Anpassbarer Schaumstoff oder Trennwände ' +
        'halten jedes Teil an seinem Platz, und ein automatisches Druckausgleichsventil macht den Koffer flugtauglich.',
      jp:
        '成形ポリマー製のシェル、パッキン付きの蓋、頑丈なラッチが、カメラやレンズ、' +
        'ドローンを落下やホコリ、雨から守ります。' +
        'カスタマイズできるフォームや仕切りで中身をしっかり固定し、自動圧力調整バルブ付きなので空輸にも対応します。',
    },
  },
  {
    key: 'camera-insert',
    category: 'cases-inserts',
    shape: 'bag',
    name: {
      en: 'Camera insert',
      es: 'Inserto acolchado para cámara',
      zh: '相机内胆包',
      fr: 'Insert photo rembourré',
      de: 'Kameraeinsatz',
      jp: 'カメラ用インナーケース',
    },
    short: {
      en: 'Turn any backpack or tote into a camera bag in seconds.',
      es: 'Convierte cualquier mochila o bolso en una bolsa de fotografía en segundos.',
      zh: '几秒钟就能把任意背包或托特包变成摄影包。',
      fr: "Transformez n'importe quel sac à dos ou cabas en sac photo en quelques secondes.",
      de: 'Macht aus jedem Rucksack oder Shopper im Handumdrehen eine Fototasche.',
      jp: 'いつものリュックやトートが、一瞬でカメラバッグに早変わり。',
    },
    description: {
      en:
        'A padded box with adjustable dividers that slips inside your everyday bag to ' +
        'cradle a camera and a couple of lenses. Take it out when the camera stays at ' +
        'home and your favourite bag is back to normal, with no second bag needed.',
      es:
        'Una caja acolchada con separadores ajustables que se mete en tu bolso de siempre ' +
        'para proteger la cámara y un par de objetivos. Cuando no llevas la cámara, la sacas ' +
        'y tu bolso favorito vuelve a ser el de siempre, sin necesidad de una segunda bolsa.',
      zh:
        '带可调隔板的加厚内胆，放进日常背包即可稳妥收纳一台相机和两支镜头。' +
        '不带相机时取出即可，心爱的包立刻恢复原样，无需再买第二个包。',
      fr:
        'Un caisson rembourré à cloisons réglables qui se glisse dans votre sac de tous les ' +
        'jours pour protéger un boîtier et deux objectifs. Les jours sans appareil, on le ' +
        "retire et votre sac préféré redevient comme avant : inutile d'en acheter un second.",
      de:
        'Eine gepolsterte Box mit verstellbaren Trennwänden, die in die Alltagstasche passt und ' +
        'Kamera samt zwei Objektiven sicher aufnimmt. Bleibt die Kamera zu Hause, nimmt man den ' +
        'Einsatz einfach heraus – und die Lieblingstasche ist wieder ganz die alte, ohne zweite Tasche.',
      jp:
        '可動式の仕切りを備えたクッションボックスを普段のバッグに入れるだけで、' +
        'カメラとレンズ2本ほどをしっかり保護できます。' +
        'カメラを持ち歩かない日は取り出せばいつものバッグに戻るので、カメラバッグを別に用意する必要はありません。',
    },
  },
  {
    key: 'sd-card',
    category: 'memory-cards',
    shape: 'card',
    name: {
      en: 'SD memory card',
      es: 'Tarjeta de memoria SD',
      zh: 'SD 存储卡',
      fr: 'Carte mémoire SD',
      de: 'SD-Speicherkarte',
      jp: 'SDメモリーカード',
    },
    short: {
      en: 'Fast, reliable storage for photos and 4K video in cameras, drones and more.',
      es: 'Almacenamiento rápido y fiable para fotos y vídeo 4K en cámaras, drones y mucho más.',
      zh: '高速可靠，为相机、无人机等设备存储照片和 4K 视频。',
      fr: "Un stockage rapide et fiable pour vos photos et vidéos 4K, dans l'appareil photo, le drone et bien plus.",
      de: 'Schneller, zuverlässiger Speicher für Fotos und 4K-Videos in Kamera, Drohne und mehr.',
      jp: 'カメラやドローンなどで、写真も4K動画も速く確実に記録。',
    },
    description: {
      en:
        'A UHS memory card with sustained write speeds that keep up with burst shooting and high-bitrate video. ' +
        'It is built to withstand water, extreme temperatures, shocks and X-rays, and comes in ' +
        'capacities for everything from a weekend trip to a full production.',
      es:
        'Una tarjeta UHS con velocidades de escritura sostenidas que siguen el ritmo de las ráfagas y del ' +
        'vídeo de alta tasa de bits. Resiste el agua, las temperaturas extremas, los golpes y los rayos X, y ' +
        'se ofrece en capacidades para todo, desde una escapada de fin de semana hasta una producción completa.',
      zh:
        '采用 UHS 规格，持续写入速度足以应对高速连拍和高码率视频录制。' +
        '具备防水、耐极端温度、防震和防 X 光性能，多种容量可选，从周末出游到完整的拍摄项目都能满足。',
      fr:
        "Une carte UHS dont les vitesses d'écriture soutenues suivent les rafales et la vidéo à haut débit. " +
        "Elle résiste à l'eau, aux températures extrêmes, aux chocs et aux rayons X, et se décline " +
        "en capacités adaptées aussi bien à un week-end qu'à une production complète.",
      de:
        'Eine UHS-Karte mit konstanten Schreibraten, die bei Serienaufnahmen und Videos mit hoher Bitrate mithalten. ' +
        'Sie ist wasserfest, temperatur- und stoßbeständig sowie röntgensicher und in Kapazitäten ' +
        'vom Wochenendtrip bis zur kompletten Produktion erhältlich.',
      jp:
        '連写や高ビットレートの動画記録にも追いつく、安定した書き込み速度のUHS対応カードです。' +
        '防水・耐温度・耐衝撃・耐X線性能を備え、週末旅行から本格的な撮影まで用途に合わせて容量を選べます。',
    },
  },
  {
    key: 'cfexpress-card',
    category: 'memory-cards',
    shape: 'card',
    name: {
      en: 'CFexpress card',
      es: 'Tarjeta CFexpress',
      zh: 'CFexpress 存储卡',
      fr: 'Carte CFexpress',
      de: 'CFexpress-Karte',
      jp: 'CFexpressカード',
    },
    short: {
      en: 'Professional-grade speed for high-resolution bursts and RAW video.',
      es: 'Velocidad de nivel profesional para ráfagas en alta resolución y vídeo RAW.',
      zh: '专业级读写速度，从容应对高像素连拍与 RAW 视频。',
      fr: 'Une vitesse de niveau professionnel pour les rafales en haute résolution et la vidéo RAW.',
      de: 'Profi-Tempo für hochauflösende Serienbilder und RAW-Video.',
      jp: '高画素の連写もRAW動画も受け止める、プロ品質のスピード。',
    },
    description: {
      en:
        'Built on the PCIe interface, CFexpress cards read and write several times faster than SD, so ' +
        'the buffer clears almost instantly and 8K or RAW video records without dropped frames. ' +
        'A robust housing and careful thermal design keep performance steady through long recording sessions.',
      es:
        'Gracias a la interfaz PCIe, las tarjetas CFexpress leen y escriben varias veces más rápido que una ' +
        'SD, de modo que el búfer se vacía casi al instante y el vídeo 8K o RAW se graba sin perder fotogramas. ' +
        'Su carcasa robusta y su buena gestión térmica mantienen el rendimiento estable en grabaciones largas.',
      zh:
        '基于 PCIe 接口，读写速度可达 SD 卡的数倍，缓存几乎瞬间清空，录制 8K 或 RAW 视频也不丢帧。' +
        '坚固外壳和出色的散热设计，让长时间录制时性能依然稳定。',
      fr:
        "Grâce à l'interface PCIe, les cartes CFexpress lisent et écrivent plusieurs fois " +
        "plus vite qu'une carte SD : la mémoire tampon se vide presque instantanément et " +
        "la vidéo 8K ou RAW s'enregistre sans perte d'images. Leur boîtier robuste et leur " +
        'bonne gestion thermique assurent des performances stables lors des longues prises.',
      de:
        'Dank PCIe-Schnittstelle lesen und schreiben CFexpress-Karten um ein Vielfaches schneller als SD-Karten – ' +
        'der Puffer ist fast sofort leer, und 8K- oder RAW-Video wird ohne ausgelassene Frames aufgezeichnet. ' +
        'Ein robustes Gehäuse und durchdachtes Wärmemanagement halten die Leistung auch bei langen Aufnahmen konstant.',
      jp:
        'PCIeインターフェースを採用し、SDカードの数倍の読み書き速度を実現。' +
        'バッファーがほぼ瞬時にクリアされ、8KやRAW動画もコマ落ちなく記録できます。' +
        '堅牢な筐体と熱対策により、長時間の収録でも安定したパフォーマンスを保ちます。',
    },
  },
  {
    key: 'portable-ssd',
    category: 'portable-ssds',
    shape: 'box',
    name: {
      en: 'Portable SSD',
      es: 'SSD portátil',
      zh: '移动固态硬盘',
      fr: 'SSD externe portable',
      de: 'Externe SSD',
      jp: 'ポータブルSSD',
    },
    short: {
      en: 'Pocket-sized storage that moves huge photo and video libraries in minutes.',
      es: 'Almacenamiento de bolsillo que mueve enormes bibliotecas de fotos y vídeos en minutos.',
      zh: '口袋大小，海量照片和视频几分钟就能传完。',
      fr: "Un stockage de poche qui transfère d'énormes bibliothèques photo et vidéo en quelques minutes.",
      de: 'Speicher im Taschenformat, der riesige Foto- und Videobibliotheken in Minuten bewegt.',
      jp: '大量の写真や動画も数分で転送できる、ポケットサイズのストレージ。',
    },
    description: {
      en:
        'A compact solid-state drive that connects over USB-C and transfers data many times faster ' +
        'than a traditional hard drive. Use it to back up shoots on the road, edit footage directly ' +
        'from the drive or record straight from cameras and phones that support external storage.',
      es:
        'Una unidad de estado sólido compacta que se conecta por USB-C y transfiere datos muchas veces más ' +
        'rápido que un disco duro tradicional. Úsala para hacer copias de seguridad de viaje, editar ' +
        'directamente desde la unidad o grabar desde cámaras y móviles compatibles con almacenamiento externo.',
      zh:
        '小巧的固态硬盘通过 USB-C 连接，传输速度是传统机械硬盘的数倍。' +
        '可在旅途中备份素材、直接在盘上剪辑视频，或连接支持外接存储的相机和手机直接录制。',
      fr:
        "Un SSD compact qui se branche en USB-C et transfère les données bien plus vite qu'un disque dur classique. " +
        'Il permet de sauvegarder ses prises en déplacement, de monter directement depuis le disque ou ' +
        "d'enregistrer depuis les appareils photo et smartphones compatibles avec le stockage externe.",
      de:
        'Eine kompakte SSD mit USB-C-Anschluss, die Daten um ein Vielfaches schneller überträgt als eine ' +
        'klassische Festplatte. Damit lassen sich Aufnahmen unterwegs sichern, Videos direkt vom Laufwerk ' +
        'schneiden oder direkt von Kameras und Smartphones aufzeichnen, die externen Speicher unterstützen.',
      jp:
        'USB-Cで接続するコンパクトなSSDで、従来のハードディスクの何倍もの速さでデータを転送できます。' +
        '旅先での撮影データのバックアップや、ドライブ上での直接編集、' +
        '外部ストレージ対応のカメラやスマートフォンからのダイレクト記録に活躍します。',
    },
  },
  {
    key: 'rugged-ssd',
    category: 'portable-ssds',
    shape: 'box',
    name: {
      en: 'Rugged portable SSD',
      es: 'SSD portátil resistente',
      zh: '三防移动固态硬盘',
      fr: 'SSD externe renforcé',
      de: 'Robuste externe SSD',
      jp: '耐衝撃ポータブルSSD',
    },
    short: {
      en: 'Fast external storage that shrugs off drops, dust and rain.',
      es: 'Almacenamiento externo rápido que aguanta caídas, polvo y lluvia sin inmutarse.',
      zh: '高速外置存储，不惧跌落、灰尘和雨水。',
      fr: 'Un stockage externe rapide qui encaisse les chutes, la poussière et la pluie.',
      de: 'Schneller externer Speicher, dem Stürze, Staub und Regen nichts anhaben.',
      jp: '落下もホコリも雨もへっちゃらな、高速外付けストレージ。',
    },
    description: {
      en:
        'Fast flash storage wrapped in a shock-absorbing shell with an IP rating against ' +
        'dust and water, so footage stays safe on expeditions, film sets and job sites. ' +
        'Hardware encryption and a carabiner loop add security and keep it close at hand.',
      es:
        'Memoria flash rápida envuelta en una carcasa que absorbe los golpes y cuenta con certificación IP ' +
        'contra el polvo y el agua, para que tu material esté a salvo en expediciones, rodajes y obras. ' +
        'El cifrado por hardware y la anilla para mosquetón añaden seguridad y lo mantienen siempre a mano.',
      zh:
        '高速闪存包裹在缓冲外壳中，具备 IP 级防尘防水能力，在探险途中、片场和施工现场都能保护素材安全。' +
        '硬件加密和登山扣挂环进一步提升安全性，也方便随身携带。',
      fr:
        'Une mémoire flash rapide logée dans une coque antichoc certifiée IP contre ' +
        "la poussière et l'eau, pour protéger vos rushs en expédition, sur un " +
        "tournage ou sur un chantier. Le chiffrement matériel et l'anneau pour " +
        'mousqueton renforcent la sécurité et le gardent toujours à portée de main.',
      de:
        'Schneller Flash-Speicher in einem stoßdämpfenden Gehäuse mit IP-Schutz gegen ' +
        'Staub und Wasser, damit Aufnahmen auf Expeditionen, am Set und auf der ' +
        'Baustelle sicher bleiben. Hardwareverschlüsselung und eine Karabineröse ' +
        'sorgen für zusätzliche Sicherheit und machen die SSD zum ständigen Begleiter.',
      jp:
        '高速フラッシュストレージを衝撃吸収シェルで包み、IP等級の防塵・防水性能を備えたSSDです。' +
        '遠征先や撮影現場、工事現場でも大切なデータを守ります。' +
        'ハードウェア暗号化とカラビナ用ループで、セキュリティも持ち運びやすさも万全です。',
    },
  },
  {
    key: 'card-reader',
    category: 'readers-flash-drives',
    shape: 'card',
    name: {
      en: 'Memory card reader',
      es: 'Lector de tarjetas',
      zh: '读卡器',
      fr: 'Lecteur de cartes mémoire',
      de: 'Speicherkartenleser',
      jp: 'カードリーダー',
    },
    short: {
      en: 'Offload your cards at full speed straight to a laptop, tablet or phone.',
      es: 'Descarga tus tarjetas a máxima velocidad en el portátil, la tableta o el móvil.',
      zh: '存储卡内容全速导出，笔记本、平板、手机都能直连。',
      fr: 'Videz vos cartes à pleine vitesse sur votre ordinateur portable, votre tablette ou votre smartphone.',
      de: 'Karten mit voller Geschwindigkeit direkt auf Laptop, Tablet oder Smartphone übertragen.',
      jp: 'メモリーカードのデータを、ノートPCやタブレット、スマホへフルスピードで取り込み。',
    },
    description: {
      en:
        'A compact USB-C reader with slots for the most common card formats, designed to ' +
        'keep up with the speed of modern cards rather than hold them back. ' +
        'Its small aluminium body slips into any bag, making quick backups easy after every shoot.',
      es:
        'Un lector compacto USB-C con ranuras para los formatos de tarjeta más habituales, diseñado ' +
        'para aprovechar toda la velocidad de las tarjetas actuales en lugar de frenarlas. ' +
        'Su pequeño cuerpo de aluminio cabe en cualquier bolsa y facilita las copias rápidas después de cada sesión.',
      zh:
        '小巧的 USB-C 读卡器支持多种常见存储卡格式，能充分发挥新一代存储卡的速度，绝不拖后腿。' +
        '铝合金机身轻巧便携，放进任何包都不占地方，每次拍摄后都能快速备份。',
      fr:
        'Un lecteur USB-C compact doté de fentes pour les formats de carte les plus ' +
        'courants, conçu pour exploiter pleinement la vitesse des cartes récentes ' +
        'au lieu de les brider. Son petit boîtier en aluminium se glisse dans ' +
        "n'importe quel sac et facilite les sauvegardes rapides après chaque séance.",
      de:
        'Ein kompakter USB-C-Kartenleser mit Steckplätzen für die gängigsten ' +
        'Kartenformate, der das Tempo moderner Karten voll ausschöpft, statt ' +
        'sie auszubremsen. Das kleine Aluminiumgehäuse passt in jede Tasche ' +
        'und macht schnelle Backups nach jedem Shooting zum Kinderspiel.',
      jp:
        '主要なカード形式に対応したスロットを備えるコンパクトなUSB-Cリーダーで、' +
        '最新カードの速度をそのまま引き出せるよう設計されています。' +
        '小さなアルミボディはどんなバッグにも収まり、撮影のたびに手早くバックアップできます。',
    },
  },
  {
    key: 'usb-flash-drive',
    category: 'readers-flash-drives',
    shape: 'card',
    name: {
      en: 'USB flash drive',
      es: 'Memoria USB',
      zh: 'U 盘',
      fr: 'Clé USB',
      de: 'USB-Stick',
      jp: 'USBメモリ',
    },
    short: {
      en: 'Keyring-sized storage for files, presentations and quick backups.',
      es: 'Almacenamiento del tamaño de un llavero para archivos, presentaciones y copias rápidas.',
      zh: '钥匙扣大小，文件、演示文稿、临时备份随身带。',
      fr: "Un stockage de la taille d'un porte-clés pour vos fichiers, présentations et sauvegardes express.",
      de: 'Speicher im Schlüsselanhängerformat für Dateien, Präsentationen und schnelle Backups.',
      jp: 'キーホルダーサイズで、ファイルもプレゼン資料もバックアップも手軽に持ち運び。',
    },
    description: {
      en:
        'A tiny, durable drive with a USB-A or USB-C connector, often both, so it ' +
        'works with computers, tablets and phones alike. It is the simplest way to ' +
        'hand over photos, carry documents or keep a spare copy of important files.',
      es:
        'Una unidad diminuta y resistente con conector USB-A o USB-C, y a menudo ambos, ' +
        'para usarla por igual en ordenadores, tabletas y móviles. Es la forma más sencilla ' +
        'de pasar fotos, llevar documentos o guardar una copia de los archivos importantes.',
      zh:
        '小巧耐用，配备 USB-A 或 USB-C 接口，许多款式两者兼备，电脑、平板和手机都能直接使用。' +
        '分享照片、携带文档或备份重要文件，它都是最简单的选择。',
      fr:
        'Une clé minuscule et résistante, avec connecteur USB-A ou USB-C, souvent les deux, pour ' +
        "passer de l'ordinateur à la tablette ou au smartphone. C'est le moyen le plus simple de " +
        "partager des photos, d'emporter des documents ou de garder une copie de ses fichiers importants.",
      de:
        'Ein winziger, robuster Stick mit USB-A- oder USB-C-Stecker, oft auch mit beiden, der ' +
        'an Computer, Tablet und Smartphone gleichermaßen funktioniert. ' +
        'Die einfachste Art, Fotos weiterzugeben, Dokumente mitzunehmen oder wichtige Dateien zusätzlich zu sichern.',
      jp:
        'USB-AまたはUSB-C端子を備えた小型で丈夫なメモリで、' +
        '両方を搭載したタイプならパソコンにもタブレットにもスマートフォンにも挿せます。' +
        '写真の受け渡しや書類の持ち運び、大切なファイルの予備保存にいちばん手軽な方法です。',
    },
  },
  {
    key: 'smart-speaker',
    category: 'speakers-soundbars',
    shape: 'box',
    name: {
      en: 'Smart speaker',
      es: 'Altavoz inteligente',
      zh: '智能音箱',
      fr: 'Enceinte connectée',
      de: 'Smart Speaker',
      jp: 'スマートスピーカー',
    },
    short: {
      en: 'Room-filling sound with a voice assistant ready to help.',
      es: 'Un sonido que llena la habitación y un asistente de voz siempre dispuesto a ayudar.',
      zh: '饱满音色充盈整个房间，语音助手随叫随到。',
      fr: 'Un son qui remplit la pièce et un assistant vocal toujours prêt à vous aider.',
      de: 'Raumfüllender Klang und ein Sprachassistent, der jederzeit hilft.',
      jp: '部屋いっぱいに広がるサウンドと、いつでも頼れる音声アシスタント。',
    },
    description: {
      en:
        'Stream music, podcasts and radio over Wi-Fi or Bluetooth, then ask for the weather, set timers or control ' +
        'your lights hands-free. Pair two for stereo sound, or place several around the home for multi-room audio.',
      es:
        'Escucha música, pódcasts y radio por wifi o Bluetooth, y pide el tiempo, ' +
        'pon temporizadores o controla las luces sin tocar nada. ' +
        'Empareja dos para sonido estéreo o reparte varios por casa para disfrutar de audio multisala.',
      zh:
        '通过 Wi-Fi 或蓝牙播放音乐、播客和电台，动动嘴就能查天气、设定时、控制灯光。' +
        '两台可组成立体声，多台分布在家中即可实现多房间联动播放。',
      fr:
        'Écoutez musique, podcasts et radio en Wi-Fi ou en Bluetooth, puis demandez la météo, ' +
        'lancez un minuteur ou pilotez vos lumières sans les mains. Associez-en deux pour un ' +
        'son stéréo ou répartissez-en plusieurs dans la maison pour une diffusion multiroom.',
      de:
        'Musik, Podcasts und Radio per WLAN oder Bluetooth streamen, dann freihändig nach ' +
        'dem Wetter fragen, Timer stellen oder das Licht steuern. ' +
        'Zwei Lautsprecher lassen sich zum Stereopaar koppeln, mehrere im ganzen Zuhause für Multiroom-Audio.',
      jp:
        'Wi-FiやBluetoothで音楽やポッドキャスト、ラジオを楽しめるうえ、声だけで天気の確認やタイマー設定、' +
        '照明の操作もできます。2台でステレオ再生、複数台を家中に置けばマルチルームオーディオも楽しめます。',
    },
  },
  {
    key: 'soundbar',
    category: 'speakers-soundbars',
    shape: 'box',
    name: {
      en: 'Soundbar',
      es: 'Barra de sonido',
      zh: '回音壁音箱',
      fr: 'Barre de son',
      de: 'Soundbar',
      jp: 'サウンドバー',
    },
    short: {
      en: 'Cinema-style sound from a single slim bar below your TV.',
      es: 'Sonido de cine desde una sola barra estilizada bajo el televisor.',
      zh: '电视下方一根纤薄音箱，带来影院级音效。',
      fr: 'Un son digne du cinéma, avec une seule barre élancée sous votre téléviseur.',
      de: 'Kinoreifer Klang aus einer einzigen schlanken Leiste unter dem Fernseher.',
      jp: 'テレビの前にスリムなバーを1本置くだけで、映画館のようなサウンドに。',
    },
    description: {
      en:
        'A soundbar replaces thin TV speakers with clear dialogue, wider stereo and deeper bass, ' +
        'and many also support surround and 3D audio formats. It connects with a single HDMI ' +
        'cable so your TV remote controls it, and a subwoofer or rear speakers can be added later.',
      es:
        'Una barra de sonido sustituye los débiles altavoces del televisor por diálogos ' +
        'nítidos, un estéreo más amplio y graves más profundos, y muchas admiten formatos ' +
        'de sonido envolvente y 3D. Se conecta con un solo cable HDMI, se maneja con el ' +
        'mando de la tele y puede ampliarse más adelante con un subwoofer o altavoces traseros.',
      zh:
        '告别单薄的电视内置扬声器，带来清晰人声、更宽广的立体声和更深沉的低音，不少产品还支持环绕声和 3D 音频格式。' +
        '只需一根 HDMI 线连接，用电视遥控器即可操控，日后还可加装低音炮或后置环绕音箱。',
      fr:
        'Une barre de son remplace les haut-parleurs étriqués du téléviseur par des dialogues ' +
        'clairs, une stéréo plus large et des basses plus profondes, et beaucoup gèrent aussi le son surround et 3D. ' +
        'Elle se branche avec un seul câble HDMI, se pilote avec la télécommande du téléviseur et ' +
        "peut s'enrichir plus tard d'un caisson de basses ou d'enceintes arrière.",
      de:
        'Eine Soundbar ersetzt die dünnen TV-Lautsprecher durch klare Dialoge, breiteren ' +
        'Stereoklang und tieferen Bass, viele unterstützen zudem Surround- und 3D-Audioformate. ' +
        'Sie wird mit nur einem HDMI-Kabel angeschlossen und per TV-Fernbedienung gesteuert; ' +
        'Subwoofer oder Rear-Lautsprecher lassen sich später ergänzen.',
      jp:
        '物足りないテレビ内蔵スピーカーに代わり、聞き取りやすいセリフ、' +
        '広がりのあるステレオ、深みのある低音を実現します。' +
        'サラウンドや立体音響フォーマットに対応するものも多く、' +
        'HDMIケーブル1本でつないでテレビのリモコンで操作可能。' +
        'あとからサブウーファーやリアスピーカーを追加することもできます。',
    },
  },
  {
    key: 'streaming-box',
    category: 'tvs-streaming',
    shape: 'box',
    name: {
      en: 'Streaming media player',
      es: 'Reproductor multimedia en streaming',
      zh: '电视盒子',
      fr: 'Box de streaming',
      de: 'Streaming-Box',
      jp: 'ストリーミングメディアプレーヤー',
    },
    short: {
      en: 'Turn any TV into a smart TV with all your favourite streaming apps.',
      es: 'Convierte cualquier tele en una smart TV con todas tus apps de streaming favoritas.',
      zh: '让普通电视秒变智能电视，热门影音应用一应俱全。',
      fr: "Transformez n'importe quel téléviseur en Smart TV avec toutes vos applis de streaming préférées.",
      de: 'Macht jeden Fernseher zum Smart-TV – mit allen Lieblings-Streaming-Apps.',
      jp: 'いつものテレビが、人気の動画配信アプリをそろえたスマートテレビに。',
    },
    description: {
      en:
        'Plug it into an HDMI port to stream films, series and live sport in up to ' +
        '4K with HDR and immersive sound. A voice remote makes it quick to find ' +
        'something to watch, and a fast processor keeps menus smooth, even on older TVs.',
      es:
        'Conéctalo a un puerto HDMI para ver películas, series y deporte en directo hasta en 4K con ' +
        'HDR y sonido envolvente. El mando con control por voz te ayuda a encontrar qué ver en ' +
        'segundos, y su procesador rápido mantiene los menús fluidos incluso en televisores antiguos.',
      zh:
        '插入 HDMI 接口即可观看电影、剧集和体育直播，最高支持 4K HDR 画质和沉浸式音效。' +
        '语音遥控器让找片更快捷，高性能处理器即使在老款电视上也能保证界面流畅。',
      fr:
        "Branchez-la sur un port HDMI pour regarder films, séries et sport en direct jusqu'en 4K " +
        'avec HDR et son immersif. La télécommande vocale permet de trouver quoi regarder en un ' +
        'instant, et un processeur rapide garde des menus fluides, même sur un téléviseur ancien.',
      de:
        'Einfach an einen HDMI-Anschluss stecken und Filme, Serien und Live-Sport in bis zu 4K mit ' +
        'HDR und immersivem Sound streamen. Mit der Sprachfernbedienung ist schnell etwas zum Anschauen ' +
        'gefunden, und ein flotter Prozessor sorgt selbst an älteren Fernsehern für flüssige Menüs.',
      jp:
        'HDMI端子に挿すだけで、映画やドラマ、スポーツ中継を最大4K・HDRと臨場感あふれるサウンドで楽しめます。' +
        '音声リモコンで見たい作品がすぐに見つかり、' +
        '高速プロセッサーのおかげで古いテレビでもメニュー操作はサクサクです。',
    },
  },
  {
    key: 'projector',
    category: 'tvs-streaming',
    shape: 'box',
    name: {
      en: 'Home projector',
      es: 'Proyector para cine en casa',
      zh: '家用投影仪',
      fr: 'Vidéoprojecteur',
      de: 'Beamer',
      jp: 'ホームプロジェクター',
    },
    short: {
      en: 'A big-screen picture on any wall, for movie nights and game days alike.',
      es: 'Una imagen de pantalla grande en cualquier pared, para noches de cine o de videojuegos.',
      zh: '随便一面墙就是大银幕，看电影、打游戏都过瘾。',
      fr: "Un grand écran sur n'importe quel mur, pour les soirées cinéma comme pour le jeu vidéo.",
      de: 'Großbild an jeder Wand – für Filmabende und Gaming-Sessions.',
      jp: '映画の夜もゲームの日も、どんな壁でも大画面に。',
    },
    description: {
      en:
        'A compact projector that casts a sharp picture of 100 inches or more, with built-in streaming ' +
        'apps and speakers so it works straight out of the box. Autofocus and automatic keystone ' +
        'correction square up the image in seconds, whether it sits on a shelf or goes out to the garden.',
      es:
        'Un proyector compacto que ofrece una imagen nítida de 100 pulgadas o más, con apps de streaming y ' +
        'altavoces integrados para usarlo nada más sacarlo de la caja. El enfoque automático y la corrección ' +
        'trapezoidal automática encuadran la imagen en segundos, tanto en una estantería como en el jardín.',
      zh:
        '小巧机身可投射 100 英寸甚至更大的清晰画面，内置影音应用和扬声器，开箱即用。' +
        '自动对焦和自动梯形校正几秒钟就能摆正画面，放在书架上或搬到花园里都方便。',
      fr:
        'Un vidéoprojecteur compact qui affiche une image nette de 100 pouces ou plus, avec applis de streaming ' +
        "et haut-parleurs intégrés pour en profiter dès le déballage. L'autofocus et la correction trapézoïdale " +
        "automatique ajustent l'image en quelques secondes, qu'il soit posé sur une étagère ou installé au jardin.",
      de:
        'Ein kompakter Beamer, der ein scharfes Bild mit 100 Zoll und mehr ' +
        'an die Wand wirft – dank integrierter Streaming-Apps und Lautsprecher ' +
        'sofort einsatzbereit. Autofokus und automatische Trapezkorrektur ' +
        'richten das Bild in Sekunden aus, ob im Regal oder draußen im Garten.',
      jp:
        '100インチ以上のくっきりとした映像を映し出すコンパクトなプロジェクターで、' +
        '動画配信アプリとスピーカーを内蔵しているので届いたその日から使えます。' +
        'オートフォーカスと自動台形補正で数秒のうちに画面が整い、棚の上でも庭でも手軽に楽しめます。',
    },
  },
  {
    key: 'item-tracker',
    category: 'hubs-trackers',
    shape: 'card',
    name: {
      en: 'Bluetooth item tracker',
      es: 'Localizador Bluetooth',
      zh: '蓝牙防丢器',
      fr: 'Traceur Bluetooth',
      de: 'Bluetooth-Tracker',
      jp: '紛失防止タグ',
    },
    short: {
      en: 'Never lose your keys, bag or camera gear again.',
      es: 'Olvídate de perder las llaves, la mochila o tu equipo fotográfico.',
      zh: '钥匙、背包、摄影器材，从此不再丢三落四。',
      fr: 'Ne perdez plus jamais vos clés, votre sac ou votre matériel photo.',
      de: 'Nie wieder Schlüssel, Tasche oder Fotoausrüstung verlieren.',
      jp: '鍵もバッグもカメラ機材も、もう失くさない。',
    },
    description: {
      en:
        'A small tag that clips onto keys, luggage or a camera bag and shows its location on a map ' +
        'in your phone app. Make it ring when it is nearby, and when it is out of range a network ' +
        'of nearby phones helps you find it anonymously; the replaceable battery lasts about a year.',
      es:
        'Una pequeña etiqueta que se engancha a las llaves, la maleta o la bolsa de la cámara y muestra su ubicación ' +
        'en un mapa de la app del móvil. Si está cerca, hazla sonar; si está fuera de alcance, una red de móviles ' +
        'cercanos te ayuda a encontrarla de forma anónima, y su pila reemplazable dura alrededor de un año.',
      zh:
        '小巧的标签可挂在钥匙、行李箱或相机包上，在手机 App 的地图上显示位置。' +
        '离得近时可让它响铃，超出范围时附近设备组成的网络会以匿名方式帮你找回；电池可自行更换，续航约一年。',
      fr:
        "Un petit traceur qui s'accroche aux clés, à la valise ou au sac photo et affiche sa position sur une " +
        "carte dans l'appli du smartphone. À proximité, faites-le sonner ; hors de portée, un réseau d'appareils " +
        'alentour vous aide à le retrouver en tout anonymat, et sa pile remplaçable tient environ un an.',
      de:
        'Ein kleiner Anhänger für Schlüssel, Koffer oder Kameratasche, der seinen Standort auf einer Karte ' +
        'in der Smartphone-App anzeigt. In der Nähe lässt er sich klingeln, außer Reichweite hilft ein ' +
        'Netzwerk fremder Smartphones anonym bei der Suche – und die austauschbare Batterie hält etwa ein Jahr.',
      jp:
        '鍵やスーツケース、カメラバッグに取り付けると、' +
        'スマートフォンのアプリの地図上で位置を確認できる小さなタグです。' +
        '近くにあれば音を鳴らして探せ、' +
        '圏外にあるときは周囲のスマートフォンのネットワークが匿名で位置特定を手伝います。交換式の電池は約1年持ちます。',
    },
  },
  {
    key: 'smart-display',
    category: 'hubs-trackers',
    shape: 'laptop',
    name: {
      en: 'Smart display',
      es: 'Pantalla inteligente',
      zh: '智能屏',
      fr: 'Écran connecté',
      de: 'Smart Display',
      jp: 'スマートディスプレイ',
    },
    short: {
      en: 'A voice-controlled screen for recipes, video calls and your smart home.',
      es: 'Una pantalla con control por voz para recetas, videollamadas y tu hogar conectado.',
      zh: '声控智能屏，看菜谱、打视频电话、控制智能家居，一屏搞定。',
      fr: 'Un écran à commande vocale pour les recettes, les appels vidéo et la maison connectée.',
      de: 'Ein sprachgesteuerter Bildschirm für Rezepte, Videoanrufe und das smarte Zuhause.',
      jp: 'レシピ表示もビデオ通話もスマートホーム操作も、声で動かすスクリーンで。',
    },
    description: {
      en:
        'A touchscreen with a built-in voice assistant, speaker and camera, made for the kitchen counter ' +
        'or bedside table. Follow recipes step by step, make video calls, see who is at the door and control ' +
        'lights and heating from one place, then let it show your photos as a digital frame when idle.',
      es:
        'Una pantalla táctil con asistente de voz, altavoz y cámara integrados, pensada ' +
        'para la encimera de la cocina o la mesilla de noche. Sigue recetas paso a paso, ' +
        'haz videollamadas, mira quién llama a la puerta y controla luces y calefacción ' +
        'desde un solo sitio; cuando no la usas, muestra tus fotos como un marco digital.',
      zh:
        '集触控屏、语音助手、扬声器和摄像头于一身，放在厨房台面或床头都合适。' +
        '可分步查看菜谱、视频通话、查看门口访客，并统一控制灯光和暖气；闲置时还能化身数码相框，轮播你的照片。',
      fr:
        'Un écran tactile avec assistant vocal, haut-parleur et caméra intégrés, à poser ' +
        'sur le plan de travail ou la table de chevet. Suivez des recettes pas à pas, passez ' +
        'des appels vidéo, voyez qui sonne à la porte et pilotez lumières et chauffage depuis un seul endroit ; ' +
        'au repos, il affiche vos photos comme un cadre numérique.',
      de:
        'Ein Touchscreen mit integriertem Sprachassistenten, Lautsprecher und Kamera für die Küchenarbeitsplatte ' +
        'oder den Nachttisch. Rezepte Schritt für Schritt verfolgen, Videoanrufe führen, sehen, wer an der Tür ist, ' +
        'und Licht und Heizung zentral steuern – im Ruhezustand zeigt er als digitaler Bilderrahmen die eigenen Fotos.',
      jp:
        '音声アシスタント、スピーカー、カメラを内蔵したタッチスクリーンで、' +
        'キッチンカウンターやベッドサイドに置いて使えます。' +
        'レシピを手順ごとに表示したり、ビデオ通話をしたり、玄関の来客を確認したり、' +
        '照明や暖房をまとめて操作したり。使っていないときはデジタルフォトフレームとして写真を表示します。',
    },
  },
];
