// Group B product types: lighting, audio, phones, computers. Hand-written shop copy per language.
import type { SeedProductType } from './types.ts';

export const productTypesB: SeedProductType[] = [
  {
    key: 'speedlight',
    category: 'flashes-strobes',
    shape: 'light',
    name: {
      en: 'Speedlight flash',
      es: 'Flash de zapata',
      zh: '机顶闪光灯',
      fr: 'Flash cobra',
      de: 'Aufsteckblitz',
      jp: 'クリップオンストロボ',
    },
    short: {
      en: 'Portable, powerful light that mounts on your camera and goes wherever you shoot.',
      es: 'Luz potente y portátil que se monta en la cámara y te acompaña a cualquier sesión.',
      zh: '小巧强劲，装上相机即可随时补光。',
      fr: "Une lumière puissante et compacte qui se fixe sur l'appareil et vous suit partout.",
      de: 'Kompakte, kräftige Lichtquelle für den Blitzschuh – immer dabei, wo Sie fotografieren.',
      jp: 'カメラに装着してどこでも使える、コンパクトでパワフルなストロボ。',
    },
    description: {
      en:
        'A hot-shoe flash with automatic TTL exposure, a tilting and swivelling head and fast recycling, ' +
        'made for events, portraits and indoor work. ' +
        'Bounce it off a ceiling for soft light, or fire it off-camera with a wireless trigger ' +
        'for a more creative look.',
      es:
        'Flash para zapata con medición TTL, cabezal orientable y reciclado rápido, ideal para eventos, retratos ' +
        'e interiores. Rebota la luz en el techo para suavizarla o dispáralo fuera de la cámara con un disparador ' +
        'inalámbrico para lograr efectos más creativos.',
      zh:
        '支持 TTL 自动测光，灯头可俯仰旋转，回电迅速，适合活动、人像和室内拍摄。' +
        '可以对着天花板跳闪获得柔和光线，也能配合无线引闪器离机使用，玩出更多创意布光。',
      fr:
        'Ce flash pour griffe porte-accessoire offre la mesure TTL, une tête orientable et un temps de recyclage ' +
        "court, idéal pour les événements, le portrait et l'intérieur. Faites-le rebondir au plafond pour une " +
        'lumière douce, ou déportez-le avec un déclencheur sans fil pour des éclairages plus créatifs.',
      de:
        'Der Aufsteckblitz bietet TTL-Messung, einen neig- und schwenkbaren Reflektor und kurze Ladezeiten – ideal ' +
        'für Events, Porträts und Innenräume. Indirekt über die Decke geblitzt, entsteht weiches Licht; entfesselt ' +
        'per Funkauslöser sind auch kreative Lichtsetzungen möglich.',
      jp:
        'TTL調光、バウンス・首振り対応のヘッド、短いチャージ時間を備え、' +
        'イベントやポートレート、室内撮影に活躍します。' +
        '天井バウンスでやわらかな光を作ったり、ワイヤレスでカメラから離して多灯ライティングを楽しんだりできます。',
    },
  },
  {
    key: 'studio-strobe',
    category: 'flashes-strobes',
    shape: 'light',
    name: {
      en: 'Studio strobe',
      es: 'Flash de estudio',
      zh: '影室闪光灯',
      fr: 'Flash de studio',
      de: 'Studioblitz',
      jp: 'スタジオストロボ',
    },
    short: {
      en: 'Serious flash power and consistent colour for portraits, products and fashion.',
      es: 'Potencia de sobra y color constante para retrato, producto y moda.',
      zh: '输出强劲、色温稳定，人像、产品和时尚拍摄都能轻松驾驭。',
      fr: 'Une puissance généreuse et des couleurs constantes pour le portrait, le packshot et la mode.',
      de: 'Viel Leistung und konstante Farbwiedergabe für Porträt-, Produkt- und Modeaufnahmen.',
      jp: 'ポートレートや商品、ファッション撮影に。大光量と安定した色再現を実現。',
    },
    description: {
      en:
        'A monolight for the studio or on location, with far more output than a hot-shoe flash and a modelling ' +
        'lamp to preview the light. Its mount takes softboxes, umbrellas and reflectors, and precise power steps ' +
        'make it easy to repeat the same setup shot after shot.',
      es:
        'Un flash monobloque pensado para el estudio o para exteriores, con mucha más potencia que un flash de ' +
        'zapata y luz de modelado para previsualizar la iluminación. Su montura admite ventanas, paraguas y ' +
        'reflectores, y el ajuste preciso de potencia permite repetir el mismo esquema toma tras toma.',
      zh:
        '一体式闪光灯，适用于影棚和外景，输出远高于机顶闪光灯，并配有造型灯便于预览光效。' +
        '卡口可安装柔光箱、反光伞和标准罩，功率调节精准，同一套布光可以反复稳定再现。',
      fr:
        "Ce flash monobloc, conçu pour le studio comme pour l'extérieur, délivre bien plus de puissance qu'un " +
        "flash cobra et dispose d'une lampe pilote pour prévisualiser l'éclairage. Sa monture accepte boîtes à " +
        'lumière, parapluies et réflecteurs, et le réglage fin de la puissance permet de reproduire un éclairage ' +
        "à l'identique.",
      de:
        'Das Kompaktblitzgerät für Studio und Location liefert deutlich mehr Leistung als ein Aufsteckblitz und ' +
        'zeigt die Lichtwirkung vorab über ein Einstelllicht. Am Anschluss finden Softboxen, Schirme und ' +
        'Reflektoren Platz, und die fein abgestufte Leistung macht jedes Set-up exakt wiederholbar.',
      jp:
        'スタジオでもロケでも使えるモノブロックストロボ。クリップオンを大きく上回る光量を持ち、' +
        'モデリングランプで光の当たり方を事前に確認できます。' +
        'ソフトボックスやアンブレラ、リフレクターを装着でき、細かな出力調整で同じライティングを何度でも再現できます。',
    },
  },
  {
    key: 'led-panel',
    category: 'led-lights',
    shape: 'light',
    name: {
      en: 'LED video panel',
      es: 'Panel LED para vídeo',
      zh: 'LED 平板补光灯',
      fr: 'Panneau LED vidéo',
      de: 'LED-Flächenleuchte',
      jp: 'LEDパネルライト',
    },
    short: {
      en: 'Soft, flicker-free continuous light that shows you the result as you shoot.',
      es: 'Luz continua, suave y sin parpadeos: ves el resultado mientras grabas.',
      zh: '柔和无频闪的常亮光，所见即所得。',
      fr: 'Une lumière continue, douce et sans scintillement : vous voyez le résultat pendant la prise de vue.',
      de: 'Weiches, flimmerfreies Dauerlicht – Sie sehen sofort, was Sie bekommen.',
      jp: 'ちらつきのないやわらかな定常光で、見たままの光を撮影に。',
    },
    description: {
      en:
        'A flat LED panel with adjustable brightness and colour temperature, just as at home with interviews, ' +
        'streaming and video calls as with stills. It runs on mains power or batteries, stays cool to the touch ' +
        'and mounts on a light stand or cold shoe in seconds.',
      es:
        'Un panel LED plano con brillo y temperatura de color regulables, perfecto para entrevistas, directos y ' +
        'videollamadas, además de fotografía. Funciona con corriente o baterías, apenas se calienta y se monta en ' +
        'un pie de luz o una zapata fría en segundos.',
      zh:
        '轻薄 LED 面板灯，亮度和色温均可调节，适合访谈、直播、视频会议以及静物拍摄。' +
        '支持交流电或电池供电，发热低，几秒钟就能装上灯架或冷靴。',
      fr:
        'Un panneau LED plat à luminosité et température de couleur réglables, idéal pour les interviews, le ' +
        'streaming et les visioconférences comme pour la photo. Il fonctionne sur secteur ou sur batterie, chauffe ' +
        "très peu et se fixe en quelques secondes sur un pied d'éclairage ou une griffe.",
      de:
        'Eine flache LED-Leuchte mit regelbarer Helligkeit und Farbtemperatur – ideal für Interviews, Streaming ' +
        'und Videocalls ebenso wie für Fotos. Sie läuft am Netz oder mit Akku, bleibt angenehm kühl und ist in ' +
        'Sekunden auf Stativ oder Zubehörschuh montiert.',
      jp:
        '明るさと色温度を調整できる薄型LEDパネル。インタビューや配信、ビデオ会議から写真撮影まで幅広く使えます。' +
        'AC電源とバッテリーの両方に対応し、発熱も少なく、ライトスタンドやコールドシューにすばやく取り付けられます。',
    },
  },
  {
    key: 'rgb-tube-light',
    category: 'led-lights',
    shape: 'light',
    name: {
      en: 'RGB tube light',
      es: 'Tubo de luz RGB',
      zh: 'RGB 光棒',
      fr: 'Tube lumineux RVB',
      de: 'RGB-Leuchtröhre',
      jp: 'RGBチューブライト',
    },
    short: {
      en: 'Any colour, any effect – creative light in a slim tube you can hold in one hand.',
      es: 'Cualquier color, cualquier efecto: luz creativa en un tubo fino que cabe en la mano.',
      zh: '全彩随心调，纤细光棒单手即可掌控，创意光效随手可得。',
      fr: 'Toutes les couleurs, tous les effets : une lumière créative dans un tube fin qui tient dans la main.',
      de: 'Jede Farbe, jeder Effekt – kreatives Licht in einer schlanken Röhre für die Hand.',
      jp: '好きな色、好きな効果を。手に持てるスリムなチューブで自由な光を。',
    },
    description: {
      en:
        'A battery-powered LED tube with full RGB colour, adjustable white light and built-in effects such as ' +
        'police lights, fire and lightning. Use it as a practical light in frame, a hair light or a colourful ' +
        'background accent, and control several tubes at once from a phone app.',
      es:
        'Un tubo LED con batería, color RGB completo, luz blanca regulable y efectos integrados como sirenas, fuego ' +
        'o relámpagos. Úsalo como luz práctica dentro del encuadre, como contraluz o para dar un toque de color al ' +
        'fondo, y controla varios tubos a la vez desde una app.',
      zh:
        '内置电池的 LED 光棒，支持全彩 RGB、可调白光以及警灯、火焰、闪电等内置特效。' +
        '既可以作为画面中的道具光、轮廓光，也能为背景增添色彩，还能通过手机 App 同时控制多支光棒。',
      fr:
        'Un tube LED sur batterie avec RVB intégral, blanc réglable et effets intégrés comme gyrophare, feu ou ' +
        "éclair. Placez-le dans le champ, en contre-jour ou pour colorer l'arrière-plan, et pilotez plusieurs tubes " +
        'à la fois depuis une application.',
      de:
        'Eine akkubetriebene LED-Röhre mit vollem RGB-Farbraum, einstellbarem Weißlicht und integrierten Effekten ' +
        'wie Blaulicht, Feuer oder Blitz. Setzen Sie sie im Bild, als Haarlicht oder als farbigen Akzent im ' +
        'Hintergrund ein und steuern Sie mehrere Röhren gleichzeitig per App.',
      jp:
        'バッテリー内蔵のLEDチューブライト。フルカラーRGBと調整可能な白色光に加え、' +
        'パトライトや炎、稲妻などのエフェクトも搭載しています。' +
        '画面内の演出ライトや髪を照らすバックライト、背景の差し色として使え、' +
        'スマホアプリから複数本をまとめて操作できます。',
    },
  },
  {
    key: 'softbox',
    category: 'modifiers-stands',
    shape: 'light',
    name: {
      en: 'Softbox',
      es: 'Ventana de luz (softbox)',
      zh: '柔光箱',
      fr: 'Boîte à lumière',
      de: 'Softbox',
      jp: 'ソフトボックス',
    },
    short: {
      en: 'Turns harsh flash or LED light into soft, flattering illumination.',
      es: 'Convierte la luz dura del flash o LED en una iluminación suave y favorecedora.',
      zh: '把生硬的闪光或 LED 光变得柔和讨喜。',
      fr: 'Transforme la lumière dure du flash ou de la LED en un éclairage doux et flatteur.',
      de: 'Macht aus hartem Blitz- oder LED-Licht weiches, schmeichelndes Licht.',
      jp: 'ストロボやLEDの硬い光を、やわらかく美しい光に。',
    },
    description: {
      en:
        'A collapsible light modifier whose diffusion panel spreads light evenly and softens shadows on faces and ' +
        'products. It folds flat for transport, attaches to the light with an adapter ring and takes a fabric grid ' +
        'to keep spill under control.',
      es:
        'Modificador plegable con difusor que reparte la luz de forma uniforme y suaviza las sombras en rostros y ' +
        'productos. Se pliega para transportarlo, se monta en la luz mediante un anillo adaptador y admite una ' +
        'rejilla de tela para controlar la dispersión.',
      zh:
        '可折叠的柔光附件，柔光布让光线均匀扩散，人像和产品上的阴影更柔和。' +
        '收纳时可折叠平放，通过卡口适配环安装在灯上，还可搭配蜂巢格栅控制光线溢散。',
      fr:
        'Un modificateur pliable avec diffuseur qui répartit la lumière de façon homogène et adoucit les ombres sur ' +
        'les visages comme sur les objets. Il se replie à plat pour le transport, se fixe via une bague ' +
        'adaptatrice et accepte une grille en tissu pour maîtriser les débordements de lumière.',
      de:
        'Ein faltbarer Lichtformer mit Diffusor, der das Licht gleichmäßig verteilt und Schatten auf Gesichtern und ' +
        'Produkten weicher macht. Er lässt sich flach zusammenlegen, wird per Adapterring an der Leuchte befestigt ' +
        'und nimmt ein Stoffgrid auf, um Streulicht zu begrenzen.',
      jp:
        '折りたたみ式のライトモディファイアで、ディフューザーが光を均一に広げ、人物や商品の影をやわらげます。' +
        '持ち運び時はコンパクトにたため、アダプターリングでライトに装着。' +
        '布製グリッドを付ければ光の広がりもコントロールできます。',
    },
  },
  {
    key: 'light-stand',
    category: 'modifiers-stands',
    shape: 'tripod',
    name: {
      en: 'Light stand',
      es: 'Pie de iluminación',
      zh: '灯架',
      fr: "Pied d'éclairage",
      de: 'Lampenstativ',
      jp: 'ライトスタンド',
    },
    short: {
      en: 'A sturdy, adjustable base for lights, modifiers and backdrops.',
      es: 'Una base firme y regulable para luces, modificadores y fondos.',
      zh: '稳固可调，灯具、附件和背景都能稳稳架起。',
      fr: 'Un support stable et réglable pour éclairages, modificateurs et fonds.',
      de: 'Stabile, höhenverstellbare Basis für Leuchten, Lichtformer und Hintergründe.',
      jp: '照明機材やモディファイア、背景をしっかり支える高さ調整式スタンド。',
    },
    description: {
      en:
        'A telescoping stand with wide-spread legs and a standard spigot that holds flashes, LED panels and ' +
        'softboxes at just the right height. Light yet stable, it folds down small for location shoots, and a ' +
        'sandbag on the legs adds extra security outdoors.',
      es:
        'Un pie telescópico con patas abiertas y espiga estándar que sostiene flashes, paneles LED y ventanas de ' +
        'luz a la altura justa. Ligero pero estable, se pliega en poco espacio para salir a exteriores, y un saco ' +
        'de arena en las patas aporta seguridad extra al aire libre.',
      zh:
        '伸缩式灯架，三脚展开稳固，标准灯架接口可安装闪光灯、LED 面板和柔光箱，轻松调到合适高度。' +
        '轻便而稳定，收起后体积小巧，方便外拍；户外使用时在脚架上压个沙袋更安心。',
      fr:
        'Un pied télescopique à trois branches avec embout standard, qui maintient flashs, panneaux LED et boîtes ' +
        'à lumière à la bonne hauteur. Léger mais stable, il se replie de façon compacte pour les sorties, et un ' +
        'sac de lest sur les pieds le sécurise en extérieur.',
      de:
        'Ein Teleskopstativ mit ausgestellten Beinen und Standardzapfen, das Blitze, LED-Panels und Softboxen ' +
        'genau in der richtigen Höhe hält. Leicht und dennoch standfest, lässt es sich für Außeneinsätze kompakt ' +
        'zusammenklappen; ein Sandsack auf den Beinen sorgt draußen für zusätzliche Sicherheit.',
      jp:
        '脚を広げて自立する伸縮式スタンドで、標準ダボにストロボやLEDパネル、ソフトボックスを取り付けて' +
        '最適な高さに設置できます。軽量ながら安定しており、コンパクトにたためるのでロケにも便利。' +
        '屋外ではサンドバッグを載せればさらに安心です。',
    },
  },
  {
    key: 'shotgun-mic',
    category: 'microphones',
    shape: 'box',
    name: {
      en: 'Shotgun microphone',
      es: 'Micrófono de cañón',
      zh: '枪式麦克风',
      fr: 'Micro canon',
      de: 'Richtmikrofon',
      jp: 'ショットガンマイク',
    },
    short: {
      en: 'Clear, focused sound from wherever you point it.',
      es: 'Sonido claro y enfocado justo hacia donde apuntas.',
      zh: '指哪录哪，声音清晰集中。',
      fr: 'Un son net et précis, capté là où vous le pointez.',
      de: 'Klarer, gerichteter Ton – genau aus der Richtung, in die Sie zielen.',
      jp: '向けた方向の音をクリアに、狙って収録。',
    },
    description: {
      en:
        'A directional microphone that rejects much of the noise from the sides and behind, so voices and ' +
        "whatever is in front come through cleanly. Mount it on your camera's shoe or a boom pole, and add a " +
        'windscreen when recording outdoors.',
      es:
        'Un micrófono direccional que atenúa buena parte del ruido lateral y trasero para que las voces y lo que ' +
        'tienes delante se oigan con nitidez. Móntalo en la zapata de la cámara o en una pértiga y añade un ' +
        'paravientos cuando grabes en exteriores.',
      zh:
        '指向性麦克风，可有效抑制来自侧面和后方的噪音，让正前方的人声与声源更加清晰干净。' +
        '可安装在相机热靴或挑杆上，户外录音时搭配防风罩效果更佳。',
      fr:
        'Un micro directionnel qui atténue une grande partie des bruits latéraux et arrière, pour des voix et des ' +
        "sons nets face à l'objectif. Fixez-le sur la griffe de l'appareil ou sur une perche, et ajoutez une " +
        'bonnette anti-vent en extérieur.',
      de:
        'Ein gerichtetes Mikrofon, das Geräusche von der Seite und von hinten weitgehend ausblendet, damit Stimmen ' +
        'und alles vor der Kamera klar zu hören sind. Es passt auf den Blitzschuh oder an eine Tonangel; draußen ' +
        'sorgt ein Windschutz für saubere Aufnahmen.',
      jp:
        '横や後ろからの雑音を抑える指向性マイクで、正面の声や音をクリアに収録できます。' +
        'カメラのシューやブームポールに取り付けられ、屋外ではウインドスクリーンを付ければ風切り音も軽減できます。',
    },
  },
  {
    key: 'wireless-mic',
    category: 'microphones',
    shape: 'box',
    name: {
      en: 'Wireless microphone system',
      es: 'Sistema de micrófono inalámbrico',
      zh: '无线麦克风',
      fr: 'Micro sans fil',
      de: 'Funkmikrofon-System',
      jp: 'ワイヤレスマイク',
    },
    short: {
      en: 'Clip-on transmitters for clean dialogue anywhere, without a single cable.',
      es: 'Transmisores de clip para grabar diálogos limpios en cualquier lugar, sin un solo cable.',
      zh: '夹上即录，无需连线，随时随地收录清晰人声。',
      fr: 'Des émetteurs à clipser pour des dialogues nets partout, sans le moindre câble.',
      de: 'Ansteckbare Sender für klare Sprachaufnahmen überall – ganz ohne Kabel.',
      jp: 'クリップ式の送信機で、ケーブルなしでどこでもクリアな声を収録。',
    },
    description: {
      en:
        'Compact transmitters clip onto clothing and send audio to a receiver on your camera, phone or computer. ' +
        'Ideal for vlogs, interviews and run-and-gun filming, they let presenters move naturally while you stay ' +
        'focused on the picture.',
      es:
        'Los transmisores compactos se sujetan a la ropa y envían el audio a un receptor conectado a la cámara, el ' +
        'móvil o el ordenador. Perfecto para vlogs, entrevistas y rodajes ágiles: quien habla se mueve con ' +
        'naturalidad y tú te concentras en la imagen.',
      zh:
        '小巧的发射器夹在衣服上，即可把声音传送到连接相机、手机或电脑的接收器。' +
        '非常适合 Vlog、采访和机动拍摄，出镜者可以自由走动，你也能专注于画面。',
      fr:
        'De petits émetteurs se clipsent sur les vêtements et transmettent le son à un récepteur branché sur ' +
        "l'appareil photo, le smartphone ou l'ordinateur. Idéal pour les vlogs, les interviews et le tournage sur " +
        "le vif : l'intervenant bouge librement et vous restez concentré sur l'image.",
      de:
        'Kompakte Sender werden an die Kleidung geklemmt und übertragen den Ton an einen Empfänger an Kamera, ' +
        'Smartphone oder Computer. Ideal für Vlogs, Interviews und spontane Drehs: Wer spricht, kann sich frei ' +
        'bewegen, und Sie konzentrieren sich ganz aufs Bild.',
      jp:
        '小型の送信機を服にクリップで留めるだけで、カメラやスマートフォン、パソコンにつないだ受信機へ音声を届けます。' +
        'Vlogやインタビュー、機動力が求められる撮影に最適。話し手は自由に動け、撮影者は映像に集中できます。',
    },
  },
  {
    key: 'anc-headphones',
    category: 'headphones',
    shape: 'headphones',
    name: {
      en: 'Noise-cancelling headphones',
      es: 'Auriculares con cancelación de ruido',
      zh: '降噪耳机',
      fr: 'Casque à réduction de bruit',
      de: 'Kopfhörer mit Geräuschunterdrückung',
      jp: 'ノイズキャンセリングヘッドホン',
    },
    short: {
      en: 'Shut out the world and enjoy your music, calls and flights in peace.',
      es: 'Aíslate del mundo y disfruta de tu música, tus llamadas y tus vuelos con total tranquilidad.',
      zh: '隔绝喧嚣，音乐、通话和长途飞行都能安享宁静。',
      fr: 'Coupez-vous du monde et profitez en paix de votre musique, de vos appels et de vos vols.',
      de: 'Einfach abschalten: Musik, Telefonate und Flüge in aller Ruhe genießen.',
      jp: '周囲の騒音をシャットアウトして、音楽も通話も移動時間も静かに楽しめる。',
    },
    description: {
      en:
        'Wireless over-ear headphones with active noise cancellation that quietens engines, traffic and office ' +
        'chatter. Soft cushions keep them comfortable for hours, a transparency mode lets you hear your ' +
        'surroundings when needed, and built-in microphones take care of calls.',
      es:
        'Auriculares inalámbricos de diadema con cancelación activa de ruido que silencia motores, tráfico y el ' +
        'murmullo de la oficina. Sus almohadillas acolchadas resultan cómodas durante horas, el modo ambiente te ' +
        'deja oír lo que pasa a tu alrededor cuando lo necesitas y los micrófonos integrados se encargan de las ' +
        'llamadas.',
      zh:
        '头戴式无线耳机，主动降噪可有效削弱引擎声、车流声和办公室里的嘈杂人声。' +
        '柔软耳罩久戴依然舒适，需要时可切换通透模式聆听周围环境，内置麦克风还能轻松接打电话。',
      fr:
        'Un casque sans fil circum-auriculaire à réduction de bruit active, qui atténue moteurs, circulation et ' +
        'brouhaha du bureau. Ses coussinets moelleux restent confortables pendant des heures, le mode transparence ' +
        'vous laisse entendre votre environnement au besoin et les micros intégrés assurent vos appels.',
      de:
        'Kabellose Over-Ear-Kopfhörer mit aktiver Geräuschunterdrückung, die Triebwerke, Verkehr und ' +
        'Bürogespräche dämpft. Weiche Polster sorgen für stundenlangen Tragekomfort, ein Transparenzmodus holt bei ' +
        'Bedarf die Umgebung zurück, und integrierte Mikrofone übernehmen Telefonate.',
      jp:
        'アクティブノイズキャンセリングを搭載したオーバーイヤー型ワイヤレスヘッドホン。' +
        'エンジン音や街の騒音、オフィスの話し声を抑えます。やわらかなイヤーパッドで長時間でも快適。' +
        '必要なときは外音取り込みモードで周囲の音を聞け、内蔵マイクで通話もこなせます。',
    },
  },
  {
    key: 'studio-headphones',
    category: 'headphones',
    shape: 'headphones',
    name: {
      en: 'Studio monitor headphones',
      es: 'Auriculares de estudio',
      zh: '录音室监听耳机',
      fr: 'Casque de monitoring studio',
      de: 'Studio-Monitorkopfhörer',
      jp: 'モニターヘッドホン',
    },
    short: {
      en: 'Honest, detailed sound for recording, mixing and editing.',
      es: 'Sonido fiel y detallado para grabar, mezclar y editar.',
      zh: '声音真实细腻，录音、混音与剪辑的可靠帮手。',
      fr: "Un son fidèle et détaillé pour l'enregistrement, le mixage et le montage.",
      de: 'Ehrlicher, detailreicher Klang für Aufnahme, Mischung und Schnitt.',
      jp: '録音やミックス、編集に。色付けのない正確なサウンド。',
    },
    description: {
      en:
        'Wired headphones tuned for a flat, accurate response, so you hear your recording as it really is rather ' +
        'than a flattering version. Closed-back designs stop sound leaking into microphones, and a sturdy build ' +
        'stands up to daily studio use.',
      es:
        'Auriculares con cable de respuesta plana y precisa, para escuchar la grabación tal como es y no una ' +
        'versión embellecida. Los modelos cerrados evitan que el sonido se cuele en los micrófonos, y su ' +
        'construcción robusta aguanta el uso diario en el estudio.',
      zh:
        '有线监听耳机，频响平直准确，让你听到录音的真实面貌，而非经过美化的声音。' +
        '封闭式设计可防止漏音串入麦克风，坚固耐用的结构经得起录音室的日常高强度使用。',
      fr:
        "Un casque filaire à la réponse neutre et précise, pour entendre vos enregistrements tels qu'ils sont et " +
        'non une version embellie. Les modèles fermés évitent que le son ne soit capté par les micros, et leur ' +
        'construction robuste résiste à un usage quotidien en studio.',
      de:
        'Kabelgebundene Kopfhörer mit linearer, präziser Abstimmung – Sie hören Ihre Aufnahme so, wie sie wirklich ' +
        'klingt, nicht geschönt. Geschlossene Modelle verhindern, dass Schall ins Mikrofon dringt, und die robuste ' +
        'Bauweise hält dem täglichen Studioeinsatz stand.',
      jp:
        '原音に忠実なフラットな特性の有線ヘッドホンで、脚色のないありのままの音を確認できます。' +
        '密閉型なら音漏れがマイクに入り込むのを防ぎ、堅牢なつくりでスタジオでの毎日の使用にも耐えます。',
    },
  },
  {
    key: 'true-wireless-earbuds',
    category: 'earbuds',
    shape: 'headphones',
    name: {
      en: 'True wireless earbuds',
      es: 'Auriculares true wireless',
      zh: '真无线耳机',
      fr: 'Écouteurs sans fil',
      de: 'True-Wireless-In-Ear-Kopfhörer',
      jp: '完全ワイヤレスイヤホン',
    },
    short: {
      en: 'Pocket-sized sound that goes everywhere with you, with no wires at all.',
      es: 'Sonido de bolsillo que te acompaña a todas partes, sin ningún cable.',
      zh: '小巧便携，彻底摆脱线缆，好声音随身带。',
      fr: 'Un son de poche qui vous suit partout, sans aucun fil.',
      de: 'Klang im Taschenformat, der Sie überallhin begleitet – ganz ohne Kabel.',
      jp: 'ケーブルから完全に解放。ポケットサイズでどこへでも。',
    },
    description: {
      en:
        'Tiny wireless earbuds that connect to your phone as soon as you open the case, which also recharges them ' +
        'on the go. Touch controls handle music and calls, and many models add noise cancellation and several ' +
        'ear-tip sizes for a secure, comfortable fit.',
      es:
        'Auriculares diminutos que se conectan al móvil nada más abrir el estuche, que además los recarga sobre la ' +
        'marcha. Los controles táctiles gestionan la música y las llamadas, y muchos modelos suman cancelación de ' +
        'ruido y almohadillas de varios tamaños para un ajuste firme y cómodo.',
      zh:
        '小巧的无线耳机，打开充电盒即可连接手机，充电盒还能随时为耳机补充电量。' +
        '触控操作即可切歌、接听电话，不少款式还支持主动降噪，并附带多种尺寸耳塞，佩戴稳固又舒适。',
      fr:
        "De minuscules écouteurs qui se connectent au téléphone dès l'ouverture du boîtier, lequel les recharge " +
        'aussi en déplacement. Les commandes tactiles gèrent musique et appels, et de nombreux modèles ajoutent la ' +
        "réduction de bruit et plusieurs tailles d'embouts pour un maintien sûr et confortable.",
      de:
        'Winzige Ohrhörer, die sich beim Öffnen des Etuis mit dem Smartphone verbinden – das Etui lädt sie ' +
        'unterwegs auch gleich wieder auf. Touch-Bedienung steuert Musik und Anrufe, und viele Modelle bieten ' +
        'zusätzlich Geräuschunterdrückung und Ohrstöpsel in mehreren Größen für sicheren, bequemen Sitz.',
      jp:
        'ケースを開けるだけでスマートフォンとつながる小型イヤホン。' +
        'ケースは充電器も兼ね、外出先でもバッテリーを補給できます。タッチ操作で音楽や通話をコントロールでき、' +
        'ノイズキャンセリングや複数サイズのイヤーチップを備えたモデルも多く、快適にしっかりフィットします。',
    },
  },
  {
    key: 'sport-earbuds',
    category: 'earbuds',
    shape: 'headphones',
    name: {
      en: 'Sport earbuds',
      es: 'Auriculares deportivos',
      zh: '运动耳机',
      fr: 'Écouteurs de sport',
      de: 'Sport-Ohrhörer',
      jp: 'スポーツイヤホン',
    },
    short: {
      en: 'A secure, sweat-resistant fit that keeps up with every workout.',
      es: 'Ajuste firme y resistencia al sudor para no perder el ritmo en ningún entrenamiento.',
      zh: '佩戴稳固、防汗防水，陪你跑完每一次训练。',
      fr: 'Un maintien sûr et une résistance à la transpiration pour suivre tous vos entraînements.',
      de: 'Sicherer Sitz und schweißresistent – hält bei jedem Training mit.',
      jp: '外れにくく汗にも強い、トレーニングの相棒。',
    },
    description: {
      en:
        'Wireless earbuds built for running, the gym and outdoor training, with ear hooks or wing tips that stay ' +
        'put during intense movement. A sweat- and water-resistant design shrugs off rain and hard sessions, and ' +
        'an ambient mode keeps you aware of traffic on the road.',
      es:
        'Auriculares inalámbricos pensados para correr, ir al gimnasio o entrenar al aire libre, con ganchos o ' +
        'aletas que no se mueven ni en los ejercicios más intensos. Su diseño resistente al sudor y al agua ' +
        'soporta la lluvia y el esfuerzo, y el modo ambiente te mantiene atento al tráfico.',
      zh:
        '专为跑步、健身房训练和户外运动打造的无线耳机，耳挂或鲨鱼鳍设计让耳机在剧烈运动中也不易掉落。' +
        '防汗防水，不怕雨淋和汗水；环境音模式让你在路上也能留意周围车辆。',
      fr:
        "Des écouteurs sans fil pensés pour la course, la salle de sport et l'entraînement en plein air, avec " +
        "crochets ou ailettes qui restent en place même lors d'efforts intenses. Résistants à la sueur et à l'eau, " +
        "ils ne craignent ni la pluie ni l'effort, et le mode ambiant vous garde attentif à la circulation.",
      de:
        'Kabellose Ohrhörer für Laufen, Fitnessstudio und Outdoor-Training, deren Ohrbügel oder Stabilisatoren ' +
        'auch bei intensiven Bewegungen sicher sitzen. Das schweiß- und wassergeschützte Design steckt Regen und ' +
        'harte Workouts weg, und ein Umgebungsmodus hält Sie im Straßenverkehr aufmerksam.',
      jp:
        'ランニングやジム、屋外トレーニングのためのワイヤレスイヤホン。' +
        'イヤーフックやウイングチップで激しい動きでもずれにくい設計です。汗や水に強く雨の日のトレーニングも安心。' +
        '外音取り込みモードで、路上でも周囲の車や自転車に気を配れます。',
    },
  },
  {
    key: 'flagship-phone',
    category: 'smartphones',
    shape: 'phone',
    name: {
      en: 'Flagship smartphone',
      es: 'Smartphone de gama alta',
      zh: '旗舰智能手机',
      fr: 'Smartphone haut de gamme',
      de: 'Flaggschiff-Smartphone',
      jp: 'フラッグシップスマートフォン',
    },
    short: {
      en: 'Top-tier performance, pro-grade cameras and a stunning display in one device.',
      es: 'Máximo rendimiento, cámaras de nivel profesional y una pantalla espectacular en un solo dispositivo.',
      zh: '顶级性能、专业级影像与惊艳屏幕，尽在一机。',
      fr: 'Performances de pointe, photo de niveau pro et écran éblouissant, réunis dans un seul smartphone.',
      de: 'Spitzenleistung, Profi-Kameras und ein brillantes Display in einem Gerät.',
      jp: '最高峰の性能、本格カメラ、美しいディスプレイをこの一台に。',
    },
    description: {
      en:
        'A top-of-the-range phone with a high-refresh OLED display, a multi-lens camera system with telephoto ' +
        'zoom and a processor that breezes through games and video editing. Premium materials, fast charging and ' +
        'long-term software support make it a phone built to last.',
      es:
        'Un teléfono de gama alta con pantalla OLED de alta frecuencia de refresco, un sistema de varias cámaras ' +
        'con teleobjetivo y un procesador que mueve juegos y edición de vídeo sin esfuerzo. Materiales premium, ' +
        'carga rápida y un largo soporte de actualizaciones lo convierten en un móvil pensado para durar.',
      zh:
        '高端旗舰手机，配备高刷新率 OLED 屏幕、含长焦镜头的多摄像头系统，以及畅玩大型游戏、流畅剪辑视频的强劲处理器。' +
        '高级材质、快速充电和长期系统更新支持，让它经得起时间考验。',
      fr:
        "Un smartphone haut de gamme doté d'un écran OLED à taux de rafraîchissement élevé, d'un module photo " +
        "multi-capteurs avec téléobjectif et d'un processeur qui gère sans effort jeux et montage vidéo. Matériaux " +
        'nobles, charge rapide et suivi logiciel sur la durée en font un téléphone fait pour durer.',
      de:
        'Ein Top-Smartphone mit OLED-Display mit hoher Bildwiederholrate, einem Mehrfach-Kamerasystem mit ' +
        'Tele-Zoom und einem Prozessor, der Games und Videoschnitt mühelos meistert. Hochwertige Materialien, ' +
        'schnelles Laden und langjährige Software-Updates machen es zu einem Begleiter für viele Jahre.',
      jp:
        '高リフレッシュレートの有機ELディスプレイ、望遠を含むマルチカメラ、' +
        'ゲームや動画編集も軽々こなすプロセッサーを備えた最上位スマートフォン。' +
        '上質な素材、急速充電、長期間のソフトウェアサポートで、長く安心して使えます。',
    },
  },
  {
    key: 'midrange-phone',
    category: 'smartphones',
    shape: 'phone',
    name: {
      en: 'Mid-range smartphone',
      es: 'Smartphone de gama media',
      zh: '中端智能手机',
      fr: 'Smartphone milieu de gamme',
      de: 'Mittelklasse-Smartphone',
      jp: 'ミドルレンジスマートフォン',
    },
    short: {
      en: 'Everything you need from a smartphone, at a price that makes sense.',
      es: 'Todo lo que necesitas de un smartphone, a un precio razonable.',
      zh: '日常所需一应俱全，价格更加亲民。',
      fr: "Tout ce qu'on attend d'un smartphone, à un prix raisonnable.",
      de: 'Alles, was ein Smartphone können muss – zu einem vernünftigen Preis.',
      jp: 'スマホに欲しい機能をしっかり押さえて、手の届く価格で。',
    },
    description: {
      en:
        'A well-balanced phone with a large, bright display, a capable main camera and a battery that easily ' +
        'lasts a full day. Messaging, streaming, social media and casual games all run smoothly, making it a smart ' +
        'choice for everyday use.',
      es:
        'Un teléfono equilibrado con una pantalla grande y luminosa, una cámara principal solvente y una batería ' +
        'que aguanta todo el día sin problemas. Mensajería, streaming, redes sociales y juegos casuales funcionan ' +
        'con fluidez, lo que lo convierte en una compra inteligente para el día a día.',
      zh:
        '均衡实用的智能手机，大尺寸明亮屏幕、表现出色的主摄，加上轻松撑满一整天的大电池。' +
        '聊天、追剧、刷社交媒体、玩休闲游戏都很流畅，是日常使用的明智之选。',
      fr:
        'Un téléphone équilibré avec un grand écran lumineux, un appareil photo principal convaincant et une ' +
        'batterie qui tient sans peine toute la journée. Messagerie, streaming, réseaux sociaux et jeux ' +
        'occasionnels tournent avec fluidité : un choix malin pour le quotidien.',
      de:
        'Ein ausgewogenes Smartphone mit großem, hellem Display, einer starken Hauptkamera und einem Akku, der ' +
        'locker den ganzen Tag durchhält. Messaging, Streaming, Social Media und Gelegenheitsspiele laufen ' +
        'flüssig – eine clevere Wahl für den Alltag.',
      jp:
        '大きく明るいディスプレイ、実力派のメインカメラ、1日しっかり持つバッテリーを備えた' +
        'バランスの良いスマートフォン。' +
        'メッセージや動画視聴、SNS、カジュアルゲームもスムーズにこなす、毎日使いの賢い選択です。',
    },
  },
  {
    key: 'book-foldable',
    category: 'foldable-phones',
    shape: 'phone',
    name: {
      en: 'Book-style foldable phone',
      es: 'Móvil plegable tipo libro',
      zh: '大折叠屏手机',
      fr: 'Smartphone pliable format livre',
      de: 'Faltbares Smartphone im Buchformat',
      jp: 'ブック型折りたたみスマートフォン',
    },
    short: {
      en: 'A phone in your pocket that opens into a tablet in your hands.',
      es: 'Un móvil en el bolsillo que se abre y se convierte en tableta.',
      zh: '合上是手机，展开即平板。',
      fr: 'Un téléphone dans la poche, une tablette une fois déplié.',
      de: 'In der Tasche ein Smartphone, aufgeklappt ein Tablet.',
      jp: '閉じればスマホ、開けばタブレット。',
    },
    description: {
      en:
        'A foldable phone with a full-size outer screen and a large inner display that opens like a book. Run two ' +
        'or three apps side by side, read documents and edit photos on the big screen, then fold it shut to use ' +
        'one-handed on the go.',
      es:
        'Un plegable con pantalla exterior completa y una gran pantalla interior que se abre como un libro. Usa ' +
        'dos o tres apps a la vez, lee documentos o edita fotos en grande y, cuando termines, ciérralo para ' +
        'manejarlo con una mano sobre la marcha.',
      zh:
        '外屏即可完整使用，展开后的内屏如书本般宽大。' +
        '可同时分屏运行两三个应用，在大屏上阅读文档、编辑照片；合上后单手操作，外出使用也很方便。',
      fr:
        "Un smartphone pliable avec un écran externe complet et un grand écran intérieur qui s'ouvre comme un " +
        'livre. Affichez deux ou trois applications côte à côte, lisez des documents ou retouchez vos photos en ' +
        "grand, puis refermez-le pour l'utiliser d'une main en déplacement.",
      de:
        'Ein faltbares Smartphone mit vollwertigem Außendisplay und großem Innendisplay, das sich wie ein Buch ' +
        'öffnet. Nutzen Sie zwei oder drei Apps nebeneinander, lesen Sie Dokumente oder bearbeiten Sie Fotos auf ' +
        'dem großen Bildschirm – und klappen Sie es für die Einhandbedienung unterwegs einfach zu.',
      jp:
        '閉じたままでも使えるカバーディスプレイと、本のように開く大画面のメインディスプレイを備えた' +
        '折りたたみスマートフォン。2〜3つのアプリを並べて使ったり、大きな画面で資料を読んだり写真を編集したり。' +
        '閉じれば片手で操作でき、外出先でも快適です。',
    },
  },
  {
    key: 'flip-foldable',
    category: 'foldable-phones',
    shape: 'phone',
    name: {
      en: 'Flip foldable phone',
      es: 'Móvil plegable tipo concha',
      zh: '小折叠屏手机',
      fr: 'Smartphone pliable à clapet',
      de: 'Klapp-Smartphone mit Faltdisplay',
      jp: '縦折りたたみスマートフォン',
    },
    short: {
      en: 'A full-size smartphone that folds in half to fit any pocket.',
      es: 'Un smartphone de tamaño completo que se dobla por la mitad para caber en cualquier bolsillo.',
      zh: '全尺寸屏幕，对折后轻松放进任何口袋。',
      fr: "Un smartphone grand format qui se plie en deux pour se glisser dans n'importe quelle poche.",
      de: 'Ein vollwertiges Smartphone, das sich zusammenklappen lässt und in jede Tasche passt.',
      jp: 'フルサイズの画面を半分に折りたたんで、どんなポケットにもすっきり。',
    },
    description: {
      en:
        'A compact flip phone with a tall folding screen and a small cover display for notifications, quick ' +
        'replies and selfies with the main camera. Half-fold it and stand it on a table for hands-free video calls ' +
        'or photos, no tripod required.',
      es:
        'Un móvil de concha compacto con pantalla plegable alargada y una pequeña pantalla exterior para ' +
        'notificaciones, respuestas rápidas y selfis con la cámara principal. Déjalo medio abierto sobre la mesa ' +
        'para hacer videollamadas o fotos sin manos, sin necesidad de trípode.',
      zh:
        '小巧的翻盖式折叠屏手机，内屏修长，外屏可查看通知、快速回复，还能用主摄自拍。' +
        '半折后立在桌上，即可免提视频通话或拍照，无需三脚架。',
      fr:
        'Un smartphone à clapet compact avec un grand écran pliable et un petit écran externe pour les ' +
        "notifications, les réponses rapides et les selfies avec l'appareil photo principal. À moitié plié, il " +
        'tient seul sur une table pour les appels vidéo ou les photos mains libres, sans trépied.',
      de:
        'Ein kompaktes Klapp-Smartphone mit hohem Faltdisplay und kleinem Außendisplay für Benachrichtigungen, ' +
        'schnelle Antworten und Selfies mit der Hauptkamera. Halb aufgeklappt steht es von selbst auf dem Tisch – ' +
        'für Videocalls oder Fotos freihändig und ohne Stativ.',
      jp:
        '縦長の折りたたみ画面と、通知確認やクイック返信、メインカメラでの自撮りに使えるサブディスプレイを備えた' +
        'コンパクトなスマートフォン。半分開いてテーブルに置けば、三脚なしでハンズフリーのビデオ通話や撮影ができます。',
    },
  },
  {
    key: 'magsafe-charger',
    category: 'phone-accessories',
    shape: 'box',
    name: {
      en: 'Magnetic wireless charger',
      es: 'Cargador inalámbrico magnético',
      zh: '磁吸无线充电器',
      fr: 'Chargeur sans fil magnétique',
      de: 'Magnetisches kabelloses Ladegerät',
      jp: 'マグネット式ワイヤレス充電器',
    },
    short: {
      en: 'Snap your phone on and it starts charging, perfectly aligned every time.',
      es: 'Acerca el móvil, se acopla solo y empieza a cargar, siempre bien alineado.',
      zh: '一贴即吸，自动对准，即刻开始充电。',
      fr: "Approchez votre téléphone : il s'aimante, se positionne parfaitement et se recharge aussitôt.",
      de: 'Smartphone andocken, und es lädt – jedes Mal perfekt ausgerichtet.',
      jp: 'ピタッと吸着、位置合わせ不要ですぐに充電スタート。',
    },
    description: {
      en:
        'A wireless charger with built-in magnets that hold compatible phones in exactly the right spot for ' +
        'efficient charging. Keep it on your desk or bedside table and pick up your phone whenever you need it, ' +
        'without fumbling with cables.',
      es:
        'Un cargador inalámbrico con imanes integrados que sujetan los móviles compatibles justo en el punto ' +
        'adecuado para cargar de forma eficiente. Déjalo en el escritorio o en la mesilla y coge el móvil cuando lo ' +
        'necesites, sin pelearte con los cables.',
      zh:
        '内置磁铁的无线充电器，可将兼容手机牢牢吸附在最佳位置，充电更高效。' +
        '放在办公桌或床头柜上，随拿随用，再也不用和数据线较劲。',
      fr:
        'Un chargeur sans fil à aimants intégrés qui maintient les téléphones compatibles exactement au bon ' +
        'endroit pour une recharge efficace. Posez-le sur votre bureau ou votre table de chevet et attrapez votre ' +
        'téléphone quand vous en avez besoin, sans vous battre avec les câbles.',
      de:
        'Ein kabelloses Ladegerät mit integrierten Magneten, die kompatible Smartphones genau an der richtigen ' +
        'Stelle halten – für effizientes Laden. Auf dem Schreibtisch oder Nachttisch platziert, ist Ihr Handy ' +
        'jederzeit griffbereit, ganz ohne Kabelsalat.',
      jp:
        'マグネットを内蔵したワイヤレス充電器で、対応スマートフォンを最適な位置にしっかり固定し、効率よく充電します。' +
        'デスクやベッドサイドに置いておけば、ケーブルに煩わされることなくさっと手に取れます。',
    },
  },
  {
    key: 'phone-lens-kit',
    category: 'phone-accessories',
    shape: 'lens',
    name: {
      en: 'Smartphone lens kit',
      es: 'Kit de lentes para móvil',
      zh: '手机外接镜头套装',
      fr: "Kit d'objectifs pour smartphone",
      de: 'Smartphone-Objektivset',
      jp: 'スマートフォン用レンズキット',
    },
    short: {
      en: 'Add wide-angle, macro and more to the camera you always carry.',
      es: 'Añade gran angular, macro y mucho más a la cámara que siempre llevas encima.',
      zh: '为随身携带的手机相机加上广角、微距等更多视角。',
      fr: "Ajoutez grand-angle, macro et bien plus à l'appareil que vous avez toujours sur vous.",
      de: 'Weitwinkel, Makro und mehr für die Kamera, die Sie immer dabeihaben.',
      jp: 'いつも持ち歩くスマホカメラに、広角やマクロなどの表現をプラス。',
    },
    description: {
      en:
        'A set of clip-on or mount-on lenses that extend what your phone camera can do, from sweeping wide-angle ' +
        'views to close-up macro shots. The glass optics attach in seconds and pack into a small pouch, ideal for ' +
        'travel, food and nature photography.',
      es:
        'Un juego de lentes de pinza o de montura que amplía lo que puede hacer la cámara del móvil, desde amplias ' +
        'vistas en gran angular hasta primeros planos en macro. Las ópticas de cristal se colocan en segundos y ' +
        'caben en una pequeña funda, ideales para viajes, gastronomía y naturaleza.',
      zh:
        '夹式或卡口式外接镜头套装，扩展手机相机的拍摄能力，从壮阔的广角风景到细腻的微距特写都能拍。' +
        '玻璃镜片几秒即可装好，收纳在小小的袋子里，旅行、美食和自然摄影都很合适。',
      fr:
        "Un ensemble d'objectifs à clipser ou à fixer qui élargit les possibilités de l'appareil photo de votre " +
        'téléphone, des vastes panoramas en grand-angle aux gros plans en macro. Les optiques en verre se mettent ' +
        'en place en quelques secondes et tiennent dans une petite pochette, parfaites pour le voyage, la cuisine ' +
        'et la nature.',
      de:
        'Ein Set aus Clip- oder Aufsteckobjektiven, das die Möglichkeiten Ihrer Smartphone-Kamera erweitert – von ' +
        'weiten Landschaftsaufnahmen bis zu Makro-Nahaufnahmen. Die Glasoptiken sind in Sekunden angebracht und ' +
        'passen in ein kleines Etui, ideal für Reise-, Food- und Naturfotografie.',
      jp:
        'クリップ式やマウント式のレンズで、スマホカメラの表現の幅を広げるセットです。' +
        'ダイナミックな広角風景から細部に迫るマクロ撮影まで楽しめます。' +
        'ガラス製レンズは数秒で装着でき、小さなポーチに収まるので、旅行や料理、自然の撮影にぴったりです。',
    },
  },
  {
    key: 'creator-laptop',
    category: 'laptops',
    shape: 'laptop',
    name: {
      en: 'Creator laptop',
      es: 'Portátil para creadores',
      zh: '创作者笔记本电脑',
      fr: 'Ordinateur portable pour créateurs',
      de: 'Creator-Notebook',
      jp: 'クリエイター向けノートPC',
    },
    short: {
      en: 'Desktop-class power for photo, video and 3D work, wherever you go.',
      es: 'Potencia de sobremesa para foto, vídeo y 3D, vayas donde vayas.',
      zh: '桌面级性能随身带，修图、剪辑、3D 创作随时随地。',
      fr: "La puissance d'une tour pour la photo, la vidéo et la 3D, où que vous soyez.",
      de: 'Desktop-Leistung für Foto, Video und 3D – überall, wo Sie arbeiten.',
      jp: '写真・動画・3D制作に、デスクトップ級のパワーを持ち歩く。',
    },
    description: {
      en:
        'A high-performance laptop with a powerful processor, strong graphics and plenty of memory for editing RAW ' +
        'files, 4K video and 3D scenes. A colour-accurate display and fast ports for drives and accessories turn ' +
        'it into a complete mobile studio.',
      es:
        'Un portátil de alto rendimiento con procesador potente, gráficos avanzados y memoria de sobra para editar ' +
        'archivos RAW, vídeo 4K y escenas 3D. Su pantalla de color preciso y sus puertos rápidos para discos y ' +
        'accesorios lo convierten en un estudio móvil completo.',
      zh:
        '高性能笔记本电脑，配备强劲处理器、出色的图形性能和充足内存，处理 RAW 照片、4K 视频和 3D 场景游刃有余。' +
        '色彩精准的屏幕，加上可连接硬盘与外设的高速接口，让它成为一座完整的移动工作室。',
      fr:
        "Un portable haute performance doté d'un processeur puissant, de capacités graphiques avancées et de " +
        'beaucoup de mémoire pour traiter fichiers RAW, vidéo 4K et scènes 3D. Son écran aux couleurs fidèles et ' +
        'ses ports rapides pour disques et accessoires en font un véritable studio mobile.',
      de:
        'Ein Hochleistungs-Notebook mit starkem Prozessor, leistungsfähiger Grafik und reichlich Arbeitsspeicher ' +
        'für RAW-Dateien, 4K-Video und 3D-Szenen. Das farbgenaue Display und schnelle Anschlüsse für Laufwerke und ' +
        'Zubehör machen es zum vollwertigen mobilen Studio.',
      jp:
        '高性能プロセッサー、強力なグラフィックス、大容量メモリーを備え、' +
        'RAW現像や4K動画編集、3D制作も快適にこなすノートPC。' +
        '色再現性の高いディスプレイと、ストレージや周辺機器をつなぐ高速ポートで、' +
        'どこでも本格的な制作環境を構築できます。',
    },
  },
  {
    key: 'ultrabook',
    category: 'laptops',
    shape: 'laptop',
    name: {
      en: 'Thin and light laptop',
      es: 'Portátil ultraligero',
      zh: '轻薄笔记本电脑',
      fr: 'Ordinateur portable ultrafin',
      de: 'Ultraleichtes Notebook',
      jp: '薄型軽量ノートPC',
    },
    short: {
      en: "All-day battery life in a slim, light laptop you'll barely notice in your bag.",
      es: 'Batería para todo el día en un portátil tan fino y ligero que apenas notarás en la mochila.',
      zh: '轻薄机身，续航持久，放进包里几乎感觉不到。',
      fr: "Une autonomie d'une journée dans un portable si fin et léger qu'on l'oublie dans son sac.",
      de: 'Ausdauernder Akku in einem schlanken Notebook, das Sie in der Tasche kaum bemerken.',
      jp: '一日中使えるバッテリーを、カバンに入れても気にならない薄さと軽さで。',
    },
    description: {
      en:
        'A slim, lightweight laptop made for work, study and travel, with a sharp display, a comfortable keyboard ' +
        'and quiet, efficient performance. It wakes instantly, charges over USB-C and handles documents, browsing ' +
        'and video calls with ease.',
      es:
        'Un portátil fino y ligero pensado para trabajar, estudiar y viajar, con pantalla nítida, teclado cómodo y ' +
        'un rendimiento silencioso y eficiente. Se activa al instante, se carga por USB-C y maneja documentos, ' +
        'navegación y videollamadas sin esfuerzo.',
      zh:
        '为办公、学习和出行打造的轻薄笔记本，屏幕清晰、键盘舒适，性能高效且运行安静。' +
        '开盖即用，支持 USB-C 充电，处理文档、上网和视频会议都得心应手。',
      fr:
        'Un portable fin et léger conçu pour le travail, les études et les déplacements, avec un écran net, un ' +
        'clavier agréable et des performances silencieuses et efficaces. Il sort de veille instantanément, se ' +
        'recharge en USB-C et gère sans peine documents, navigation et visioconférences.',
      de:
        'Ein schlankes, leichtes Notebook für Arbeit, Studium und Reisen – mit scharfem Display, angenehmer ' +
        'Tastatur und leiser, effizienter Leistung. Es ist sofort einsatzbereit, lädt über USB-C und meistert ' +
        'Dokumente, Surfen und Videokonferenzen mühelos.',
      jp:
        '仕事や勉強、出張に最適な薄型軽量ノートPC。' +
        'くっきりとしたディスプレイ、打ちやすいキーボード、静かで効率的なパフォーマンスを備えています。' +
        '瞬時に起動し、USB-Cで充電でき、資料作成やネット閲覧、ビデオ会議もスムーズです。',
    },
  },
  {
    key: 'pro-tablet',
    category: 'tablets',
    shape: 'phone',
    name: {
      en: 'Pro tablet',
      es: 'Tableta profesional',
      zh: '专业平板电脑',
      fr: 'Tablette professionnelle',
      de: 'Profi-Tablet',
      jp: 'ハイエンドタブレット',
    },
    short: {
      en: 'A laptop-class tablet for drawing, editing and serious work.',
      es: 'Una tableta con potencia de portátil para dibujar, editar y trabajar en serio.',
      zh: '媲美笔记本的性能，绘画、剪辑和高效办公样样在行。',
      fr: "Une tablette digne d'un ordinateur portable pour dessiner, retoucher et travailler sérieusement.",
      de: 'Ein Tablet mit Notebook-Power zum Zeichnen, Bearbeiten und für echtes Arbeiten.',
      jp: '描く、編集する、しっかり働く。ノートPC並みの実力を備えたタブレット。',
    },
    description: {
      en:
        'A high-end tablet with a large, fluid display, a powerful processor and support for a precision stylus ' +
        'and keyboard cover. Sketch, retouch photos, edit video or take notes in meetings, then detach the ' +
        'keyboard and settle in on the sofa with a film.',
      es:
        'Una tableta de gama alta con pantalla grande y fluida, procesador potente y compatibilidad con lápiz de ' +
        'precisión y funda con teclado. Dibuja, retoca fotos, edita vídeo o toma notas en reuniones, y luego quita ' +
        'el teclado para ver una película tranquilamente en el sofá.',
      zh:
        '高端平板电脑，拥有大尺寸高刷新率屏幕和强劲处理器，支持高精度手写笔和键盘保护套。' +
        '可以绘画、修图、剪辑视频或在会议中做笔记；取下键盘，还能窝在沙发上惬意地看部电影。',
      fr:
        "Une tablette haut de gamme avec un grand écran fluide, un processeur puissant et la prise en charge d'un " +
        "stylet de précision et d'un clavier-étui. Dessinez, retouchez vos photos, montez vos vidéos ou prenez des " +
        'notes en réunion, puis retirez le clavier pour regarder un film tranquillement dans le canapé.',
      de:
        'Ein High-End-Tablet mit großem, flüssigem Display, leistungsstarkem Prozessor und Unterstützung für einen ' +
        'präzisen Eingabestift und eine Tastaturhülle. Skizzieren, Fotos retuschieren, Videos schneiden oder in ' +
        'Meetings mitschreiben – und danach ohne Tastatur entspannt einen Film auf dem Sofa schauen.',
      jp:
        '大画面で滑らかなディスプレイと高性能プロセッサーを搭載し、' +
        '高精度のスタイラスペンやキーボードカバーにも対応したハイエンドタブレット。' +
        'イラスト制作や写真のレタッチ、動画編集、会議のメモ取りまでこなし、' +
        'キーボードを外せばソファでゆったり映画鑑賞も楽しめます。',
    },
  },
  {
    key: 'everyday-tablet',
    category: 'tablets',
    shape: 'phone',
    name: {
      en: 'Everyday tablet',
      es: 'Tableta para el día a día',
      zh: '家用平板电脑',
      fr: 'Tablette du quotidien',
      de: 'Tablet für den Alltag',
      jp: 'スタンダードタブレット',
    },
    short: {
      en: 'A big, friendly screen for streaming, reading and video calls at home.',
      es: 'Una pantalla grande y cómoda para ver series, leer y hacer videollamadas en casa.',
      zh: '大屏好用，追剧、阅读、视频通话都舒心。',
      fr: 'Un grand écran convivial pour le streaming, la lecture et les appels vidéo à la maison.',
      de: 'Ein großer, handlicher Bildschirm für Streaming, Lesen und Videoanrufe zu Hause.',
      jp: '動画も読書もビデオ通話も、おうちで楽しむ大きな画面。',
    },
    description: {
      en:
        'An affordable tablet with a sharp screen, stereo speakers and long battery life, made for films, e-books, ' +
        'recipes and homework. Light enough to hold for hours, it is easy for the whole family to share.',
      es:
        'Una tableta asequible con pantalla nítida, altavoces estéreo y batería de larga duración, ideal para ' +
        'películas, libros electrónicos, recetas y deberes. Es lo bastante ligera para sostenerla durante horas y ' +
        'fácil de compartir con toda la familia.',
      zh:
        '价格亲民的平板电脑，屏幕清晰，配备立体声扬声器，续航持久，看电影、读电子书、查菜谱、写作业都合适。' +
        '机身轻巧，长时间手持也不累，全家人都能轻松共用。',
      fr:
        'Une tablette abordable avec un écran net, des haut-parleurs stéréo et une grande autonomie, idéale pour ' +
        'les films, les livres numériques, les recettes et les devoirs. Assez légère pour être tenue des heures, ' +
        'elle se partage facilement avec toute la famille.',
      de:
        'Ein preiswertes Tablet mit scharfem Bildschirm, Stereolautsprechern und langer Akkulaufzeit – ideal für ' +
        'Filme, E-Books, Rezepte und Hausaufgaben. Es ist leicht genug, um es stundenlang zu halten, und lässt ' +
        'sich problemlos mit der ganzen Familie teilen.',
      jp:
        'くっきりとした画面、ステレオスピーカー、長持ちバッテリーを備えた手頃なタブレット。' +
        '映画や電子書籍、レシピの確認、宿題にもぴったりです。' +
        '長時間持っても疲れにくい軽さで、家族みんなで気軽に使えます。',
    },
  },
  {
    key: 'photo-monitor',
    category: 'monitors-desktops',
    shape: 'laptop',
    name: {
      en: 'Photo editing monitor',
      es: 'Monitor para edición fotográfica',
      zh: '专业修图显示器',
      fr: 'Écran pour la retouche photo',
      de: 'Monitor für Bildbearbeitung',
      jp: '写真編集向けモニター',
    },
    short: {
      en: 'True-to-life colour, so your prints and posts look exactly as intended.',
      es: 'Colores fieles a la realidad para que tus copias y publicaciones se vean tal como las imaginaste.',
      zh: '色彩真实还原，打印和发布的作品都如你所愿。',
      fr: 'Des couleurs fidèles, pour des tirages et des publications conformes à ce que vous aviez en tête.',
      de: 'Naturgetreue Farben – damit Abzüge und Posts genau so aussehen wie gewollt.',
      jp: '見たままの色で、プリントもSNS投稿もイメージどおりに。',
    },
    description: {
      en:
        'A high-resolution monitor with a wide colour gamut and factory calibration, built for photographers and ' +
        'designers who need accurate colour. Even brightness across the panel and support for calibration help ' +
        'you judge every tone and shadow with confidence.',
      es:
        'Un monitor de alta resolución con amplio espacio de color y calibración de fábrica, pensado para ' +
        'fotógrafos y diseñadores que necesitan colores precisos. Su brillo uniforme en todo el panel y la ' +
        'compatibilidad con calibración te permiten valorar cada tono y cada sombra con confianza.',
      zh:
        '高分辨率显示器，广色域并经过出厂校色，专为需要精准色彩的摄影师和设计师打造。' +
        '整屏亮度均匀，支持色彩校准，每一处色调与暗部细节都能准确判断。',
      fr:
        'Un écran haute résolution à large gamut et calibré en usine, conçu pour les photographes et graphistes ' +
        'qui exigent des couleurs justes. Sa luminosité homogène sur toute la dalle et la prise en charge de ' +
        "l'étalonnage vous permettent de juger chaque teinte et chaque ombre en toute confiance.",
      de:
        'Ein hochauflösender Monitor mit großem Farbraum und Werkskalibrierung für Fotografen und Designer, die ' +
        'sich auf exakte Farben verlassen müssen. Eine gleichmäßige Ausleuchtung und Unterstützung für ' +
        'Kalibrierung helfen, jeden Farbton und jeden Schatten sicher zu beurteilen.',
      jp:
        '広色域かつ工場出荷時にキャリブレーション済みの高解像度モニターで、' +
        '正確な色を求めるフォトグラファーやデザイナーのために作られています。' +
        '画面全体で均一な明るさとキャリブレーションへの対応により、微妙な色合いやシャドウも自信を持って判断できます。',
    },
  },
  {
    key: 'compact-desktop',
    category: 'monitors-desktops',
    shape: 'box',
    name: {
      en: 'Compact desktop computer',
      es: 'Ordenador de sobremesa compacto',
      zh: '迷你台式电脑',
      fr: 'Ordinateur de bureau compact',
      de: 'Kompakter Desktop-PC',
      jp: '小型デスクトップPC',
    },
    short: {
      en: 'Full desktop performance in a box small enough to sit beside your monitor.',
      es: 'Todo el rendimiento de un sobremesa en una caja tan pequeña que cabe junto al monitor.',
      zh: '完整台式机性能，小巧机身放在显示器旁毫不占地。',
      fr: "Toute la puissance d'un ordinateur de bureau dans un boîtier qui se loge à côté de l'écran.",
      de: 'Volle Desktop-Leistung in einem Gehäuse, das bequem neben den Monitor passt.',
      jp: 'デスクトップの性能を、モニター横に置けるコンパクトな筐体に。',
    },
    description: {
      en:
        'A small-form-factor desktop with fast, quiet performance for office work, photo editing and home ' +
        'entertainment, without taking over your desk. Plenty of ports connect monitors, drives and accessories, ' +
        'and it draws only a fraction of the power of a full tower.',
      es:
        'Un sobremesa de formato reducido que ofrece un rendimiento rápido y silencioso para trabajo de oficina, ' +
        'edición de fotos y ocio en casa, sin adueñarse del escritorio. Sus numerosos puertos permiten conectar ' +
        'monitores, discos y accesorios, y consume mucho menos que una torre convencional.',
      zh:
        '小机身台式电脑，运行迅速且安静，办公、修图和家庭娱乐都能胜任，不会占据整张桌面。' +
        '丰富接口可连接显示器、硬盘和各类外设，功耗也远低于传统塔式主机。',
      fr:
        'Un ordinateur de bureau au format réduit, rapide et silencieux, pour la bureautique, la retouche photo et ' +
        'les loisirs à la maison, sans envahir votre bureau. Ses nombreux ports accueillent écrans, disques et ' +
        "accessoires, et il consomme bien moins qu'une tour classique.",
      de:
        'Ein Desktop-PC im Kleinformat, der schnell und leise für Büroarbeit, Bildbearbeitung und Unterhaltung ' +
        'sorgt, ohne den Schreibtisch zu dominieren. Zahlreiche Anschlüsse bieten Platz für Monitore, Laufwerke ' +
        'und Zubehör, und er verbraucht nur einen Bruchteil des Stroms eines großen Towers.',
      jp:
        'オフィスワークや写真編集、家庭でのエンタメを、速く静かにこなす小型デスクトップPC。デスクを占領しません。' +
        '豊富なポートでモニターやストレージ、周辺機器を接続でき、消費電力も一般的なタワー型よりぐっと抑えられます。',
    },
  },
];
