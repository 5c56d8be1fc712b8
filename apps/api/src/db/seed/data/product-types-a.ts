// Product types, group A: cameras, lenses, camera support and power, drones and action cameras.
import type { SeedProductType } from './types.ts';

export const productTypesA: SeedProductType[] = [
  {
    key: 'fullframe-mirrorless',
    category: 'mirrorless-cameras',
    shape: 'camera',
    name: {
      en: 'Full-frame mirrorless camera',
      es: 'Cámara sin espejo de fotograma completo',
      zh: '全画幅无反相机',
      fr: 'Appareil photo hybride plein format',
      de: 'Spiegellose Vollformatkamera',
      jp: 'フルサイズミラーレスカメラ',
    },
    short: {
      en: 'A large sensor in a compact body for rich detail, creamy bokeh and clean low-light shots.',
      es: 'Un gran sensor en un cuerpo compacto: detalle rico, desenfoque suave y fotos limpias con poca luz.',
      zh: '紧凑机身搭载大尺寸传感器，细节丰富、虚化柔美，弱光下依然纯净。',
      fr: 'Un grand capteur dans un boîtier compact : détails fins, bokeh velouté et images nettes en basse lumière.',
      de: 'Großer Sensor im kompakten Gehäuse: feine Details, weiches Bokeh und saubere Bilder bei wenig Licht.',
      jp: 'コンパクトなボディに大型センサー。精細な描写となめらかなボケ、暗所でもクリアな画質を。',
    },
    description: {
      en:
        'A full-frame sensor the size of a 35 mm film frame gathers more light, ' +
        'giving wider dynamic range and lower noise. ' +
        'Fast autofocus and strong video features make it a versatile tool for enthusiasts and professionals alike.',
      es:
        'El sensor de formato completo, del tamaño de un fotograma de 35 mm, capta más luz ' +
        'y ofrece mayor rango dinámico con menos ruido. ' +
        'Su enfoque automático rápido y sus prestaciones de vídeo la convierten en una herramienta versátil ' +
        'tanto para aficionados como para profesionales.',
      zh:
        '与 35 mm 胶片画幅同尺寸的全画幅传感器进光量更大，动态范围更宽、噪点更低。' +
        '快速精准的自动对焦与强大的视频功能，让它无论对进阶爱好者还是专业用户都游刃有余。',
      fr:
        "Le capteur plein format, aux dimensions d'une image 35 mm, capte davantage de lumière " +
        'pour une plage dynamique étendue et un bruit réduit. ' +
        'Autofocus rapide et fonctions vidéo avancées en font un outil polyvalent, ' +
        "aussi bien pour l'amateur éclairé que pour le professionnel.",
      de:
        'Der Vollformatsensor im Kleinbildformat sammelt mehr Licht und liefert so einen größeren Dynamikumfang ' +
        'bei geringerem Rauschen. ' +
        'Schneller Autofokus und starke Videofunktionen machen die Kamera zum vielseitigen Werkzeug ' +
        'für ambitionierte Amateure wie für Profis.',
      jp:
        '35mmフィルムと同じサイズのフルサイズセンサーは光を多く取り込み、広いダイナミックレンジと低ノイズを実現します。' +
        '高速なオートフォーカスと充実した動画機能を備え、ハイアマチュアからプロまで幅広い撮影に応えます。',
    },
  },
  {
    key: 'apsc-mirrorless',
    category: 'mirrorless-cameras',
    shape: 'camera',
    name: {
      en: 'APS-C mirrorless camera',
      es: 'Cámara sin espejo APS-C',
      zh: 'APS-C 画幅无反相机',
      fr: 'Appareil photo hybride APS-C',
      de: 'Spiegellose APS-C-Kamera',
      jp: 'APS-Cミラーレスカメラ',
    },
    short: {
      en: 'Interchangeable-lens image quality in a light, go-anywhere body.',
      es: 'La calidad de imagen de los objetivos intercambiables en un cuerpo ligero que te acompaña a todas partes.',
      zh: '轻巧机身，随身携带，尽享可换镜头的出色画质。',
      fr: "La qualité d'image des objectifs interchangeables dans un boîtier léger qui vous suit partout.",
      de: 'Bildqualität mit Wechselobjektiven in einem leichten Gehäuse, das überallhin mitkommt.',
      jp: '軽快なボディで、レンズ交換式ならではの高画質をどこへでも。',
    },
    description: {
      en:
        'The APS-C sensor strikes a balance between image quality, size and price, ' +
        'and its crop factor gives telephoto lenses extra reach. ' +
        'Ideal as a first interchangeable-lens camera, for travel, or as a light second body.',
      es:
        'El sensor APS-C equilibra calidad de imagen, tamaño y precio, ' +
        'y su factor de recorte da más alcance a los teleobjetivos. ' +
        'Ideal como primera cámara de objetivos intercambiables, para viajar o como segundo cuerpo ligero.',
      zh:
        'APS-C 传感器在画质、体积与价格之间取得平衡，裁切系数还能让长焦镜头拍得更远。' +
        '无论是入门第一台可换镜头相机、旅行随身机，还是轻便的备用机身，都很合适。',
      fr:
        "Le capteur APS-C offre un bon équilibre entre qualité d'image, encombrement et prix, " +
        'et son coefficient de recadrage allonge la portée des téléobjectifs. ' +
        'Idéal comme premier hybride, en voyage ou comme second boîtier léger.',
      de:
        'Der APS-C-Sensor bietet eine gute Balance aus Bildqualität, Größe und Preis, ' +
        'und der Cropfaktor verschafft Teleobjektiven zusätzliche Reichweite. ' +
        'Ideal als erste Systemkamera, für Reisen oder als leichter Zweitbody.',
      jp:
        'APS-Cセンサーは画質・サイズ・価格のバランスに優れ、クロップ効果で望遠レンズの焦点距離も稼げます。' +
        '初めてのレンズ交換式カメラにも、旅行用や軽量なサブ機にも最適です。',
    },
  },
  {
    key: 'fullframe-dslr',
    category: 'dslr-cameras',
    shape: 'camera',
    name: {
      en: 'Full-frame DSLR',
      es: 'Réflex digital de fotograma completo',
      zh: '全画幅数码单反相机',
      fr: 'Reflex numérique plein format',
      de: 'Vollformat-Spiegelreflexkamera',
      jp: 'フルサイズデジタル一眼レフカメラ',
    },
    short: {
      en: 'An optical viewfinder, rugged build and long battery life for photographers who shoot all day.',
      es: 'Visor óptico, construcción robusta y gran autonomía para quienes fotografían de sol a sol.',
      zh: '光学取景器、坚固机身与超长续航，为全天候拍摄的摄影师而生。',
      fr: 'Visée optique, construction robuste et grande autonomie pour ceux qui photographient du matin au soir.',
      de: 'Optischer Sucher, robuste Bauweise und lange Akkulaufzeit für alle, die den ganzen Tag fotografieren.',
      jp: '光学ファインダー、堅牢なボディ、長時間駆動のバッテリー。一日中撮り続けるフォトグラファーに。',
    },
    description: {
      en:
        'A mirror and pentaprism show the scene through the lens with zero lag, while the full-frame sensor ' +
        'delivers wide dynamic range and clean high-ISO files. ' +
        'Weather-sealed bodies, dependable autofocus and a huge catalogue of compatible lenses ' +
        'keep it a favourite with working photographers.',
      es:
        'El espejo y el pentaprisma muestran la escena a través del objetivo sin retardo, mientras el sensor ' +
        'de formato completo ofrece amplio rango dinámico y archivos limpios a ISO alto. ' +
        'Cuerpos sellados, un enfoque fiable y un enorme catálogo de objetivos compatibles ' +
        'la mantienen entre las favoritas de los profesionales.',
      zh:
        '反光镜与五棱镜让你通过镜头实时看到画面，毫无延迟；全画幅传感器则带来宽广的动态范围和高感光度下的纯净画质。' +
        '密封防护机身、可靠的对焦系统和丰富的兼容镜头群，使其至今仍深受职业摄影师青睐。',
      fr:
        "Le miroir et le pentaprisme offrent une visée à travers l'objectif sans aucun décalage, " +
        'tandis que le capteur plein format assure une large plage dynamique et des images propres en hauts ISO. ' +
        "Boîtier tropicalisé, autofocus fiable et immense parc d'objectifs compatibles : " +
        'il reste un favori des photographes professionnels.',
      de:
        'Spiegel und Pentaprisma zeigen das Motiv verzögerungsfrei durch das Objektiv, während der Vollformatsensor ' +
        'großen Dynamikumfang und rauscharme Bilder bei hohen ISO-Werten liefert. ' +
        'Abgedichtete Gehäuse, zuverlässiger Autofokus und eine riesige Auswahl passender Objektive ' +
        'machen sie bei Berufsfotografen nach wie vor beliebt.',
      jp:
        'ミラーとペンタプリズムによる光学ファインダーでタイムラグなく被写体を確認でき、' +
        'フルサイズセンサーが広いダイナミックレンジと高感度でもクリーンな画質をもたらします。' +
        '防塵防滴ボディ、信頼性の高いAF、豊富な対応レンズ群により、今もプロの現場で愛用されています。',
    },
  },
  {
    key: 'apsc-dslr',
    category: 'dslr-cameras',
    shape: 'camera',
    name: {
      en: 'APS-C DSLR',
      es: 'Réflex digital APS-C',
      zh: 'APS-C 画幅数码单反相机',
      fr: 'Reflex numérique APS-C',
      de: 'APS-C-Spiegelreflexkamera',
      jp: 'APS-Cデジタル一眼レフカメラ',
    },
    short: {
      en: 'A dependable, easy-to-learn DSLR that grows with you from first shots to serious hobby.',
      es: 'Una réflex fiable y fácil de aprender que crece contigo desde las primeras fotos hasta la afición seria.',
      zh: '可靠易上手的单反相机，从第一张照片陪你走向进阶摄影。',
      fr:
        'Un reflex fiable et simple à prendre en main, ' +
        'qui vous accompagne des premières photos à la passion confirmée.',
      de:
        'Eine zuverlässige, leicht erlernbare Spiegelreflex, ' +
        'die vom ersten Foto bis zum ernsthaften Hobby mitwächst.',
      jp: '扱いやすく信頼できる一眼レフ。はじめの一枚から本格的な趣味まで、成長に寄り添います。',
    },
    description: {
      en:
        'An APS-C DSLR pairs a bright optical viewfinder with a sensor large enough ' +
        'for real background blur and low-light shots. ' +
        'Guided menus, long battery life and a wide range of affordable lenses ' +
        'make it a great way to learn photography.',
      es:
        'Una réflex APS-C combina un visor óptico luminoso con un sensor lo bastante grande ' +
        'para lograr fondos desenfocados y buenas fotos con poca luz. ' +
        'Sus menús guiados, su larga autonomía y la amplia oferta de objetivos asequibles ' +
        'la hacen perfecta para aprender fotografía.',
      zh:
        'APS-C 单反将明亮的光学取景器与足够大的传感器结合，轻松拍出背景虚化和弱光佳作。' +
        '引导式菜单、持久续航和丰富的平价镜头选择，让它成为学习摄影的理想之选。',
      fr:
        'Un reflex APS-C associe une visée optique lumineuse à un capteur assez grand ' +
        "pour de vrais flous d'arrière-plan et de belles photos en faible lumière. " +
        "Menus guidés, grande autonomie et large choix d'objectifs abordables : " +
        "l'idéal pour apprendre la photographie.",
      de:
        'Eine APS-C-Spiegelreflex kombiniert einen hellen optischen Sucher mit einem Sensor, ' +
        'der groß genug für echte Hintergrundunschärfe und gute Aufnahmen bei wenig Licht ist. ' +
        'Geführte Menüs, lange Akkulaufzeit und viele günstige Objektive machen sie ideal, ' +
        'um das Fotografieren zu lernen.',
      jp:
        'APS-C一眼レフは明るい光学ファインダーと、背景ボケや暗所撮影も楽しめる十分な大きさのセンサーを備えています。' +
        'ガイド付きメニュー、長持ちするバッテリー、手頃なレンズの豊富さで、写真を学ぶのにぴったりの一台です。',
    },
  },
  {
    key: 'premium-compact',
    category: 'compact-cameras',
    shape: 'camera',
    name: {
      en: 'Premium compact camera',
      es: 'Cámara compacta premium',
      zh: '高端便携相机',
      fr: 'Compact expert',
      de: 'Edelkompaktkamera',
      jp: '高級コンパクトデジタルカメラ',
    },
    short: {
      en: 'A large-sensor camera that slips into a jacket pocket.',
      es: 'Una cámara de sensor grande que cabe en el bolsillo de la chaqueta.',
      zh: '大底传感器，轻松放进外套口袋。',
      fr: 'Un grand capteur qui se glisse dans la poche de votre veste.',
      de: 'Großer Sensor, der in die Jackentasche passt.',
      jp: '大型センサーを、ジャケットのポケットに。',
    },
    description: {
      en:
        'A 1-inch or larger sensor and a bright built-in lens deliver image quality far beyond a phone, ' +
        'with RAW files and full manual control. ' +
        'Quiet, discreet and always ready, it is the camera you actually carry every day.',
      es:
        'Su sensor de una pulgada o mayor y su luminoso objetivo integrado ofrecen una calidad muy superior ' +
        'a la de un móvil, con archivos RAW y control manual completo. ' +
        'Silenciosa, discreta y siempre lista, es la cámara que de verdad llevas contigo a diario.',
      zh:
        '1 英寸或更大的传感器配合明亮的内置镜头，画质远超手机，并支持 RAW 格式与全手动操控。' +
        '安静低调、随时待命，是真正能每天带在身边的相机。',
      fr:
        "Un capteur d'un pouce ou plus et un objectif intégré lumineux offrent une qualité d'image " +
        "bien supérieure à celle d'un smartphone, avec fichiers RAW et contrôle manuel complet. " +
        "Silencieux, discret et toujours prêt, c'est l'appareil que l'on emporte vraiment partout.",
      de:
        'Ein Sensor ab 1 Zoll und ein lichtstarkes, fest verbautes Objektiv liefern eine Bildqualität ' +
        'weit über Smartphone-Niveau – mit RAW-Dateien und voller manueller Kontrolle. ' +
        'Leise, unauffällig und immer bereit: die Kamera, die man tatsächlich jeden Tag dabeihat.',
      jp:
        '1型以上のセンサーと明るい内蔵レンズで、スマートフォンをはるかに超える画質を実現。' +
        'RAW撮影やフルマニュアル操作にも対応します。' +
        '静かで目立たず、いつでも撮れる。毎日持ち歩きたくなるカメラです。',
    },
  },
  {
    key: 'travel-zoom-compact',
    category: 'compact-cameras',
    shape: 'camera',
    name: {
      en: 'Travel zoom compact camera',
      es: 'Cámara compacta con superzoom de viaje',
      zh: '长焦旅行便携相机',
      fr: 'Compact superzoom de voyage',
      de: 'Reisezoom-Kompaktkamera',
      jp: '高倍率ズームコンパクトカメラ',
    },
    short: {
      en: 'From wide landscapes to distant details, one pocketable camera covers the whole trip.',
      es: 'Del paisaje amplio al detalle lejano, una sola cámara de bolsillo para todo el viaje.',
      zh: '从广阔风景到远处细节，一台口袋相机搞定整段旅程。',
      fr: 'Du grand paysage au détail lointain, un seul appareil de poche pour tout le voyage.',
      de: 'Von der weiten Landschaft bis zum fernen Detail – eine Kamera für die Tasche, die die ganze Reise abdeckt.',
      jp: '広大な風景から遠くのディテールまで。旅のすべてをポケットサイズの一台で。',
    },
    description: {
      en:
        'A long optical zoom folds into a slim body, so you can frame a city skyline ' +
        'and then pick out a face across the square. ' +
        'Optical image stabilisation, easy transfer to your phone and smart auto modes ' +
        'keep holiday shots sharp with no fuss.',
      es:
        'Un potente zoom óptico se recoge en un cuerpo delgado: encuadra el horizonte de la ciudad ' +
        'y, acto seguido, un rostro al otro lado de la plaza. ' +
        'La estabilización óptica, la transferencia sencilla al móvil y los modos automáticos inteligentes ' +
        'garantizan fotos nítidas sin complicaciones.',
      zh:
        '长焦光学变焦镜头收纳于纤薄机身，既能框住城市天际线，也能捕捉广场对面的人物表情。' +
        '光学防抖、便捷的手机传图与智能自动模式，让旅途照片轻松清晰。',
      fr:
        "Un long zoom optique se replie dans un boîtier fin : cadrez la ligne d'horizon de la ville, " +
        "puis un visage de l'autre côté de la place. " +
        'Stabilisation optique, transfert facile vers le smartphone et modes automatiques intelligents ' +
        'garantissent des photos de vacances nettes, sans prise de tête.',
      de:
        'Ein langer optischer Zoom verschwindet in einem schlanken Gehäuse – erst die Skyline, ' +
        'dann ein Gesicht auf der anderen Seite des Platzes. ' +
        'Optischer Bildstabilisator, einfache Übertragung aufs Smartphone und intelligente Automatikmodi ' +
        'sorgen für scharfe Urlaubsfotos ohne Aufwand.',
      jp:
        '薄型ボディに高倍率の光学ズームを搭載。街のスカイラインを撮ったら、次は広場の向こうの表情をアップで。' +
        '光学手ブレ補正、スマートフォンへの簡単転送、賢いオートモードで、旅の写真を手軽にくっきり残せます。',
    },
  },
  {
    key: 'instant-camera',
    category: 'instant-cameras',
    shape: 'camera',
    name: {
      en: 'Instant camera',
      es: 'Cámara instantánea',
      zh: '拍立得相机',
      fr: 'Appareil photo instantané',
      de: 'Sofortbildkamera',
      jp: 'インスタントカメラ',
    },
    short: {
      en: 'Press the shutter and hold a real print in your hand seconds later.',
      es: 'Pulsa el disparador y, en segundos, tendrás una foto de verdad en la mano.',
      zh: '按下快门，几秒后就能把真实的照片握在手中。',
      fr: 'Appuyez sur le déclencheur et tenez un vrai tirage en main quelques secondes plus tard.',
      de: 'Auslöser drücken und Sekunden später ein echtes Foto in der Hand halten.',
      jp: 'シャッターを押せば、数秒後には本物のプリントが手の中に。',
    },
    description: {
      en:
        'An instant camera exposes special film that develops by itself, ' +
        'turning every shot into a one-of-a-kind print. ' +
        'Simple controls, a built-in flash and a selfie mirror ' +
        'make it the life of parties, weddings and trips with friends.',
      es:
        'Una cámara instantánea expone una película especial que se revela sola ' +
        'y convierte cada disparo en una copia única. ' +
        'Con controles sencillos, flash integrado y espejo para selfis, ' +
        'es la estrella de fiestas, bodas y escapadas con amigos.',
      zh:
        '即时成像相机使用可自行显影的专用相纸，每一次按下快门都是独一无二的实体照片。' +
        '操作简单，内置闪光灯和自拍镜，是派对、婚礼和朋友出游时的人气担当。',
      fr:
        'Un appareil instantané expose un film spécial qui se développe tout seul, ' +
        'faisant de chaque photo un tirage unique. ' +
        'Commandes simples, flash intégré et miroir pour selfies : ' +
        'il anime les fêtes, les mariages et les virées entre amis.',
      de:
        'Eine Sofortbildkamera belichtet spezielles Filmmaterial, das sich selbst entwickelt – ' +
        'jedes Bild wird zum Unikat. ' +
        'Einfache Bedienung, eingebauter Blitz und Selfie-Spiegel machen sie zum Star auf Partys, ' +
        'Hochzeiten und Ausflügen mit Freunden.',
      jp:
        'インスタントカメラは自動で現像される専用フィルムを使い、一枚一枚が世界にひとつだけのプリントになります。' +
        'シンプルな操作、内蔵フラッシュ、自撮りミラーを備え、パーティーや結婚式、友人との旅行で大活躍します。',
    },
  },
  {
    key: 'instant-film',
    category: 'instant-cameras',
    shape: 'box',
    name: {
      en: 'Instant film pack',
      es: 'Pack de película instantánea',
      zh: '拍立得相纸',
      fr: 'Recharge de film instantané',
      de: 'Sofortbildfilm',
      jp: 'インスタントフィルム',
    },
    short: {
      en: 'Fresh film packs in classic white frames or fun colour borders for your instant camera.',
      es: 'Película fresca con marco blanco clásico o bordes de colores para tu cámara instantánea.',
      zh: '经典白边或缤纷彩框，为你的拍立得相机补充新鲜相纸。',
      fr: 'Du film frais, cadre blanc classique ou bordures colorées, pour votre appareil instantané.',
      de: 'Frischer Film mit klassischem weißem Rahmen oder bunten Rändern für Ihre Sofortbildkamera.',
      jp: '定番の白フチからカラフルなフレームまで。インスタントカメラ用の新鮮なフィルム。',
    },
    description: {
      en:
        'Each pack holds a set number of self-developing exposures in a light-tight cartridge that loads in seconds. ' +
        'Check the film format your camera uses, and store packs somewhere cool for the best colours.',
      es:
        'Cada pack contiene un número determinado de exposiciones autorrevelables ' +
        'en un cartucho estanco a la luz que se carga en segundos. ' +
        'Comprueba el formato de película de tu cámara y guarda los packs en un lugar fresco ' +
        'para obtener los mejores colores.',
      zh:
        '每盒相纸装有固定张数的自显影胶片，密封避光的片盒几秒即可装入。' +
        '购买前请确认相机适用的相纸规格，并存放于阴凉处，以获得最佳色彩。',
      fr:
        'Chaque recharge contient un nombre défini de vues à développement automatique, ' +
        'dans une cartouche étanche à la lumière qui se charge en quelques secondes. ' +
        'Vérifiez le format de film de votre appareil et conservez les recharges au frais ' +
        'pour des couleurs optimales.',
      de:
        'Jede Packung enthält eine feste Anzahl selbstentwickelnder Aufnahmen ' +
        'in einer lichtdichten Kassette, die in Sekunden eingelegt ist. ' +
        'Achten Sie auf das passende Filmformat Ihrer Kamera und lagern Sie die Packungen kühl – ' +
        'für die schönsten Farben.',
      jp:
        '1パックには決まった枚数の自動現像フィルムが遮光カートリッジに収められ、数秒で装填できます。' +
        'ご購入前にカメラに対応するフィルム規格をご確認ください。美しい発色のため、冷暗所での保管がおすすめです。',
    },
  },
  {
    key: 'standard-zoom',
    category: 'standard-zoom-lenses',
    shape: 'lens',
    name: {
      en: 'Standard zoom lens',
      es: 'Objetivo zoom estándar',
      zh: '标准变焦镜头',
      fr: 'Objectif zoom standard',
      de: 'Standardzoomobjektiv',
      jp: '標準ズームレンズ',
    },
    short: {
      en: 'The lens that lives on your camera: wide to short telephoto with fast, sharp optics.',
      es: 'El objetivo que nunca se separa de tu cámara: de gran angular a tele corto, con óptica luminosa y nítida.',
      zh: '常驻机身的万用镜头：从广角到中焦，光学素质明亮锐利。',
      fr: "L'objectif qui ne quitte plus votre boîtier : du grand-angle au petit télé, lumineux et piqué.",
      de: 'Das Objektiv, das immer an der Kamera bleibt: von Weitwinkel bis leichtem Tele, lichtstark und scharf.',
      jp: 'カメラにつけっぱなしにしたくなる一本。広角から中望遠まで、明るくシャープに。',
    },
    description: {
      en:
        'Covering roughly 24 to 70 mm or similar, a standard zoom handles landscapes, street scenes, events ' +
        'and portraits without a lens change. ' +
        'Higher-grade versions add a constant wide aperture, weather sealing and quiet autofocus motors ' +
        'suited to both stills and video.',
      es:
        'Con un rango aproximado de 24 a 70 mm, un zoom estándar resuelve paisajes, calle, eventos y retratos ' +
        'sin cambiar de objetivo. ' +
        'Las versiones de gama alta suman apertura máxima constante, sellado contra la intemperie ' +
        'y motores de enfoque silenciosos, aptos para foto y vídeo.',
      zh:
        '标准变焦镜头焦段大致覆盖 24–70 mm，风光、街拍、活动与人像都无需更换镜头。' +
        '高端型号更具备恒定大光圈、防尘防滴设计与静音对焦马达，拍照、录像两相宜。',
      fr:
        'Couvrant environ de 24 à 70 mm, un zoom standard enchaîne paysages, scènes de rue, événements ' +
        "et portraits sans changer d'objectif. " +
        'Les versions haut de gamme ajoutent une grande ouverture constante, une tropicalisation ' +
        'et une motorisation autofocus silencieuse, adaptée à la photo comme à la vidéo.',
      de:
        'Mit einem Bereich von etwa 24 bis 70 mm meistert ein Standardzoom Landschaft, Street, Events ' +
        'und Porträts ohne Objektivwechsel. ' +
        'Hochwertige Varianten bieten eine durchgehend große Lichtstärke, Wetterschutz ' +
        'und leise AF-Motoren für Foto und Video.',
      jp:
        '24〜70mm前後をカバーする標準ズームなら、風景、スナップ、イベント、ポートレートまでレンズ交換なしで撮影できます。' +
        '上位モデルでは開放F値固定の大口径、防塵防滴構造、静音AFモーターを備え、静止画にも動画にも対応します。',
    },
  },
  {
    key: 'kit-zoom',
    category: 'standard-zoom-lenses',
    shape: 'lens',
    name: {
      en: 'Kit zoom lens',
      es: 'Objetivo zoom de kit',
      zh: '套机变焦镜头',
      fr: 'Zoom de kit',
      de: 'Kit-Zoomobjektiv',
      jp: 'キットズームレンズ',
    },
    short: {
      en: 'A compact, affordable zoom that covers everyday shooting right out of the box.',
      es: 'Un zoom compacto y asequible para la fotografía diaria desde el primer momento.',
      zh: '小巧实惠的变焦镜头，开箱即可应对日常拍摄。',
      fr: 'Un zoom compact et abordable pour photographier au quotidien dès le déballage.',
      de: 'Ein kompaktes, günstiges Zoom, das den Foto-Alltag vom ersten Tag an abdeckt.',
      jp: '手頃でコンパクト。箱から出してすぐ、日常のあらゆるシーンに。',
    },
    description: {
      en:
        'Often bundled with a new camera body, a kit zoom spans wide-angle to short telephoto ' +
        'in a light, compact barrel. ' +
        'Low weight and smooth, quiet autofocus make it a capable first lens and a handy travel companion.',
      es:
        'Suele venderse junto con un cuerpo nuevo y cubre de gran angular a teleobjetivo corto ' +
        'en un barril ligero y compacto. ' +
        'Su poco peso y su enfoque suave y silencioso lo convierten en un primer objetivo muy capaz ' +
        'y un buen compañero de viaje.',
      zh:
        '套机镜头常与新机身一同销售，轻巧紧凑的镜身覆盖广角到中焦。' +
        '重量轻、对焦顺滑安静，是称职的第一支镜头，也是旅行好伙伴。',
      fr:
        'Souvent vendu avec un boîtier neuf, le zoom de kit couvre du grand-angle au petit télé ' +
        'dans un fût léger et compact. ' +
        'Sa légèreté et son autofocus doux et silencieux en font un premier objectif efficace ' +
        'et un compagnon de voyage pratique.',
      de:
        'Meist zusammen mit einem neuen Gehäuse angeboten, deckt ein Kit-Zoom in einem leichten, kompakten Tubus ' +
        'Weitwinkel bis leichtes Tele ab. ' +
        'Geringes Gewicht und ein sanfter, leiser Autofokus machen es zum soliden Erstobjektiv ' +
        'und praktischen Reisebegleiter.',
      jp:
        '新しいカメラボディとセットで販売されることが多く、軽量コンパクトな鏡筒で広角から中望遠までをカバーします。' +
        '軽さとスムーズで静かなAFで、最初の一本としても旅のお供としても頼れるレンズです。',
    },
  },
  {
    key: 'telephoto-zoom',
    category: 'telephoto-lenses',
    shape: 'lens',
    name: {
      en: 'Telephoto zoom lens',
      es: 'Teleobjetivo zoom',
      zh: '长焦变焦镜头',
      fr: 'Zoom téléobjectif',
      de: 'Telezoomobjektiv',
      jp: '望遠ズームレンズ',
    },
    short: {
      en: 'Bring distant subjects close, from sports and wildlife to portraits with compressed perspective.',
      es: 'Acerca lo lejano: deportes, fauna y retratos con perspectiva comprimida.',
      zh: '拉近远处主体，无论是体育、野生动物还是压缩感十足的人像。',
      fr: 'Rapprochez les sujets lointains : sport, animaux sauvages ou portraits à la perspective compressée.',
      de: 'Holt Entferntes nah heran – für Sport, Tierwelt und Porträts mit verdichteter Perspektive.',
      jp: '遠くの被写体をぐっと引き寄せる。スポーツ、野生動物、圧縮効果を生かしたポートレートに。',
    },
    description: {
      en:
        'Telephoto zooms typically cover ranges such as 70–200 mm or 100–400 mm, letting you reframe without moving. ' +
        'Optical stabilisation and fast, precise autofocus keep moving subjects sharp, ' +
        'while the long focal length melts backgrounds into smooth blur.',
      es:
        'Los teleobjetivos zoom suelen cubrir rangos como 70-200 mm o 100-400 mm ' +
        'y permiten reencuadrar sin moverse del sitio. ' +
        'La estabilización óptica y un enfoque rápido y preciso mantienen nítidos los sujetos en movimiento, ' +
        'mientras la focal larga funde el fondo en un desenfoque suave.',
      zh:
        '长焦变焦镜头常见 70–200 mm、100–400 mm 等焦段，站在原地即可灵活构图。' +
        '光学防抖与快速精准的对焦让运动主体清晰锐利，长焦距则把背景化作柔和的虚化。',
      fr:
        'Les zooms télé couvrent généralement des plages comme 70-200 mm ou 100-400 mm, pour recadrer sans bouger. ' +
        'La stabilisation optique et un autofocus rapide et précis gardent les sujets en mouvement nets, ' +
        "tandis que la longue focale fond l'arrière-plan dans un flou doux.",
      de:
        'Telezooms decken typischerweise Bereiche wie 70–200 mm oder 100–400 mm ab ' +
        'und erlauben neue Bildausschnitte, ohne den Standort zu wechseln. ' +
        'Optische Stabilisierung und ein schneller, präziser Autofokus halten bewegte Motive scharf, ' +
        'während die lange Brennweite den Hintergrund weich verschwimmen lässt.',
      jp:
        '70-200mmや100-400mmといった焦点域が代表的で、その場から動かずに自在に構図を変えられます。' +
        '光学手ブレ補正と高速・高精度なAFで動く被写体もシャープに捉え、長い焦点距離が背景をなめらかにぼかします。',
    },
  },
  {
    key: 'super-telephoto',
    category: 'telephoto-lenses',
    shape: 'lens',
    name: {
      en: 'Super-telephoto lens',
      es: 'Superteleobjetivo',
      zh: '超长焦镜头',
      fr: 'Super-téléobjectif',
      de: 'Supertele-Objektiv',
      jp: '超望遠レンズ',
    },
    short: {
      en: 'Extreme reach for birds, wildlife and stadium sports.',
      es: 'Alcance extremo para aves, fauna salvaje y deportes en estadio.',
      zh: '极致远摄，专为鸟类、野生动物和赛场运动而生。',
      fr: 'Une portée extrême pour les oiseaux, la faune sauvage et le sport en stade.',
      de: 'Extreme Reichweite für Vögel, Wildtiere und Stadionsport.',
      jp: '野鳥、野生動物、スタジアムスポーツのための圧倒的な望遠性能。',
    },
    description: {
      en:
        'With focal lengths from around 400 mm upwards, a super-telephoto fills the frame ' +
        'with subjects you could never approach. ' +
        'Advanced optical elements control aberrations, while a rotating tripod collar ' +
        'and powerful stabilisation help you handle the long barrel.',
      es:
        'Con focales a partir de unos 400 mm, un superteleobjetivo llena el encuadre ' +
        'con sujetos a los que jamás podrías acercarte. ' +
        'Sus elementos ópticos avanzados controlan las aberraciones, y el collarín giratorio para trípode ' +
        'y una potente estabilización ayudan a manejar su largo barril.',
      zh:
        '超长焦镜头焦距通常在 400 mm 以上，能让你无法靠近的主体充满画面。' +
        '高级光学镜片有效抑制像差，可旋转的三脚架环与强力防抖则让长镜身操控更加从容。',
      fr:
        'Avec des focales à partir de 400 mm environ, un super-téléobjectif remplit le cadre ' +
        'de sujets impossibles à approcher. ' +
        'Des éléments optiques avancés maîtrisent les aberrations, et le collier de trépied rotatif ' +
        'comme la stabilisation puissante aident à manier ce long fût.',
      de:
        'Mit Brennweiten ab etwa 400 mm holt ein Supertele Motive formatfüllend ins Bild, ' +
        'denen man sich nie nähern könnte. ' +
        'Hochwertige Speziallinsen bändigen Abbildungsfehler, und drehbare Stativschelle ' +
        'sowie kräftige Stabilisierung erleichtern den Umgang mit dem langen Tubus.',
      jp:
        '焦点距離がおよそ400mm以上の超望遠レンズなら、近づけない被写体も画面いっぱいに捉えられます。' +
        '特殊硝材レンズが収差を抑え、回転式三脚座と強力な手ブレ補正が長い鏡筒の扱いを助けます。',
    },
  },
  {
    key: 'ultra-wide-zoom',
    category: 'wide-angle-lenses',
    shape: 'lens',
    name: {
      en: 'Ultra-wide zoom lens',
      es: 'Zoom ultra gran angular',
      zh: '超广角变焦镜头',
      fr: 'Zoom ultra grand-angle',
      de: 'Ultraweitwinkel-Zoomobjektiv',
      jp: '超広角ズームレンズ',
    },
    short: {
      en: 'Take in sweeping landscapes, soaring architecture and tight interiors in a single frame.',
      es: 'Paisajes inmensos, arquitectura imponente e interiores estrechos en un solo encuadre.',
      zh: '壮阔风光、高耸建筑与狭小室内，一框尽收。',
      fr: 'Paysages grandioses, architecture élancée et intérieurs exigus tiennent dans une seule image.',
      de: 'Weite Landschaften, hohe Architektur und enge Innenräume in einem einzigen Bild.',
      jp: '雄大な風景、そびえる建築、狭い室内までワンフレームに。',
    },
    description: {
      en:
        'Starting below 16 mm on full frame, an ultra-wide zoom exaggerates depth and draws the eye into the scene. ' +
        'Careful optical correction keeps lines straight, making it a favourite for landscapes, ' +
        'real estate, astrophotography and vlogging.',
      es:
        'Con focales que bajan de 16 mm en formato completo, un zoom ultra gran angular acentúa la profundidad ' +
        'y atrae la mirada hacia la escena. ' +
        'Su cuidada corrección óptica mantiene rectas las líneas, por lo que es un favorito ' +
        'para paisaje, inmobiliaria, astrofotografía y vlogs.',
      zh:
        '全画幅下起始焦距低于 16 mm，超广角变焦镜头能强化空间纵深，把视线引入画面。' +
        '精心的光学校正让直线保持笔直，是风光、建筑室内、星空摄影和 Vlog 的热门之选。',
      fr:
        'Descendant sous les 16 mm en plein format, un zoom ultra grand-angle accentue la profondeur ' +
        'et attire le regard dans la scène. ' +
        'Une correction optique soignée garde les lignes droites : un favori pour le paysage, ' +
        "l'immobilier, l'astrophotographie et le vlog.",
      de:
        'Mit Anfangsbrennweiten unter 16 mm (Kleinbild) betont ein Ultraweitwinkelzoom die Raumtiefe ' +
        'und zieht den Blick ins Bild. ' +
        'Eine sorgfältige optische Korrektur hält Linien gerade – beliebt für Landschaft, Immobilien, ' +
        'Astrofotografie und Vlogs.',
      jp:
        'フルサイズ換算16mm未満から始まる超広角ズームは、遠近感を強調し、見る人の視線を画面の奥へと導きます。' +
        '丁寧な光学補正で直線をまっすぐに描写し、風景、建築・不動産、星景、Vlogで人気を集めています。',
    },
  },
  {
    key: 'fisheye-lens',
    category: 'wide-angle-lenses',
    shape: 'lens',
    name: {
      en: 'Fisheye lens',
      es: 'Objetivo ojo de pez',
      zh: '鱼眼镜头',
      fr: 'Objectif fisheye',
      de: 'Fisheye-Objektiv',
      jp: '魚眼レンズ',
    },
    short: {
      en: 'A dramatic, curved view of up to 180 degrees for truly bold images.',
      es: 'Una visión curva y espectacular de hasta 180 grados para imágenes realmente atrevidas.',
      zh: '最高 180 度的弧形视角，拍出大胆夸张的画面。',
      fr: "Un champ courbe et spectaculaire jusqu'à 180 degrés pour des images vraiment audacieuses.",
      de: 'Ein dramatisch gekrümmter Blick von bis zu 180 Grad für wirklich kühne Bilder.',
      jp: '最大180度の湾曲した世界で、インパクトのある一枚を。',
    },
    description: {
      en:
        'A fisheye lens bends straight lines into sweeping curves, capturing an extremely wide field of view. ' +
        'It is a favourite for skateboarding, live music, creative architecture and 360-degree panoramas, ' +
        'and its small size makes it easy to carry.',
      es:
        'Un ojo de pez curva las líneas rectas y capta un campo de visión extremadamente amplio. ' +
        'Es el favorito para skate, conciertos, arquitectura creativa y panorámicas de 360 grados, ' +
        'y su pequeño tamaño lo hace fácil de llevar.',
      zh:
        '鱼眼镜头将直线弯曲成夸张的弧线，捕捉极其宽广的视野。' +
        '它是滑板、现场演出、创意建筑与 360 度全景拍摄的宠儿，小巧的体积也方便随身携带。',
      fr:
        "L'objectif fisheye courbe les lignes droites et saisit un champ de vision extrêmement large. " +
        "Très prisé pour le skate, les concerts, l'architecture créative et les panoramas à 360 degrés, " +
        'il se glisse facilement dans le sac grâce à sa petite taille.',
      de:
        'Ein Fisheye biegt gerade Linien zu schwungvollen Kurven und erfasst ein extrem weites Blickfeld. ' +
        'Beliebt für Skateboarding, Konzerte, kreative Architektur und 360-Grad-Panoramen – ' +
        'und dank kompakter Bauweise immer schnell eingepackt.',
      jp:
        '魚眼レンズは直線を大胆な曲線に変え、極めて広い画角を写し込みます。' +
        'スケートボード、ライブ会場、個性的な建築写真、360度パノラマで人気があり、小型なので気軽に持ち歩けます。',
    },
  },
  {
    key: 'portrait-prime',
    category: 'prime-lenses',
    shape: 'lens',
    name: {
      en: 'Portrait prime lens',
      es: 'Objetivo fijo para retrato',
      zh: '人像定焦镜头',
      fr: 'Focale fixe portrait',
      de: 'Porträt-Festbrennweite',
      jp: 'ポートレート向け単焦点レンズ',
    },
    short: {
      en: 'A fast aperture for flattering perspective and creamy, subject-isolating bokeh.',
      es: 'Gran luminosidad para una perspectiva favorecedora y un bokeh cremoso que aísla al sujeto.',
      zh: '大光圈定焦，透视自然讨喜，奶油般的虚化让主体脱颖而出。',
      fr: 'Une grande ouverture pour une perspective flatteuse et un bokeh crémeux qui détache le sujet.',
      de: 'Große Blende für schmeichelnde Perspektive und cremiges Bokeh, das das Motiv freistellt.',
      jp: '大口径で自然なパースと、被写体を際立たせるとろけるボケを。',
    },
    description: {
      en:
        'Focal lengths around 85 mm render faces naturally from a comfortable working distance. ' +
        'A wide aperture such as f/1.4 or f/1.8 lets in plenty of light and softens the background, ' +
        'while fast, accurate autofocus keeps the eyes tack sharp.',
      es:
        'Las focales en torno a 85 mm reproducen los rostros con naturalidad desde una distancia de trabajo cómoda. ' +
        'Una gran apertura, como f/1,4 o f/1,8, deja entrar mucha luz y suaviza el fondo, ' +
        'y un enfoque rápido y preciso mantiene los ojos perfectamente nítidos.',
      zh:
        '85 mm 左右的焦距能在舒适的拍摄距离下自然还原人物面部。' +
        'f/1.4、f/1.8 等大光圈进光充足、背景柔化，快速精准的对焦则让眼睛清晰锐利。',
      fr:
        'Les focales autour de 85 mm restituent les visages avec naturel, à une distance de travail confortable. ' +
        "Une grande ouverture, comme f/1,4 ou f/1,8, laisse entrer beaucoup de lumière et adoucit l'arrière-plan, " +
        "tandis qu'un autofocus rapide et précis garde les yeux parfaitement nets.",
      de:
        'Brennweiten um 85 mm geben Gesichter aus angenehmem Arbeitsabstand natürlich wieder. ' +
        'Eine große Blende wie f/1,4 oder f/1,8 lässt viel Licht herein und zeichnet den Hintergrund weich, ' +
        'während ein schneller, präziser Autofokus die Augen gestochen scharf hält.',
      jp:
        '85mm前後の焦点距離は、程よい撮影距離から顔を自然なプロポーションで描き出します。' +
        'F1.4やF1.8といった明るい開放F値で光をたっぷり取り込んで背景をやわらかくぼかし、' +
        '高速・高精度なAFで瞳をシャープに捉えます。',
    },
  },
  {
    key: 'macro-lens',
    category: 'prime-lenses',
    shape: 'lens',
    name: {
      en: 'Macro lens',
      es: 'Objetivo macro',
      zh: '微距镜头',
      fr: 'Objectif macro',
      de: 'Makroobjektiv',
      jp: 'マクロレンズ',
    },
    short: {
      en: 'Life-size magnification reveals the hidden detail of insects, flowers and products.',
      es: 'La ampliación a tamaño real revela el detalle oculto de insectos, flores y productos.',
      zh: '1:1 放大倍率，揭示昆虫、花卉与产品的隐秘细节。',
      fr: 'Le grossissement grandeur nature révèle les détails cachés des insectes, des fleurs et des objets.',
      de: 'Abbildung im Maßstab 1:1 enthüllt verborgene Details von Insekten, Blüten und Produkten.',
      jp: '等倍撮影で、昆虫や花、商品の見えないディテールまで。',
    },
    description: {
      en:
        'A true macro lens focuses close enough to reproduce a subject at 1:1, ' +
        'so a small coin can fill the whole sensor. ' +
        'Exceptional edge-to-edge sharpness also makes it a fine choice for portraits and product photography.',
      es:
        'Un verdadero objetivo macro enfoca tan cerca que reproduce el sujeto a escala 1:1: ' +
        'una moneda pequeña puede llenar todo el sensor. ' +
        'Su nitidez excepcional de borde a borde lo convierte además en una gran opción ' +
        'para retrato y fotografía de producto.',
      zh:
        '真正的微距镜头可近距离对焦至 1:1 放大倍率，一枚小硬币就能填满整个传感器。' +
        '出色的全画面锐度，也让它成为人像和产品摄影的好帮手。',
      fr:
        "Un véritable objectif macro fait la mise au point d'assez près pour reproduire le sujet à l'échelle 1:1 : " +
        'une petite pièce de monnaie remplit tout le capteur. ' +
        "Son piqué exceptionnel d'un bord à l'autre en fait aussi un excellent choix " +
        'pour le portrait et la photo de produits.',
      de:
        'Ein echtes Makroobjektiv stellt so nah scharf, dass es das Motiv im Maßstab 1:1 abbildet – ' +
        'eine kleine Münze füllt den ganzen Sensor. ' +
        'Dank hervorragender Schärfe bis in die Ecken eignet es sich auch bestens für Porträt- und Produktfotografie.',
      jp:
        '本格的なマクロレンズは被写体を等倍（1:1）で写せるほど近接でき、小さな硬貨でもセンサー全体を埋め尽くします。' +
        '周辺まで優れた解像力を持つため、ポートレートや商品撮影にも活躍します。',
    },
  },
  {
    key: 'travel-tripod',
    category: 'tripods-monopods',
    shape: 'tripod',
    name: {
      en: 'Travel tripod',
      es: 'Trípode de viaje',
      zh: '旅行三脚架',
      fr: 'Trépied de voyage',
      de: 'Reisestativ',
      jp: 'トラベル三脚',
    },
    short: {
      en: 'Folds down small and light, then stands tall and steady wherever the light is right.',
      es: 'Se pliega pequeño y ligero, y se alza firme allí donde la luz es perfecta.',
      zh: '收纳小巧轻便，展开高大稳固，好光线在哪里都能稳稳拍。',
      fr: 'Plié, il est petit et léger ; déplié, il se dresse haut et stable là où la lumière est belle.',
      de: 'Klein und leicht zusammengelegt, hoch und stabil aufgebaut – überall dort, wo das Licht stimmt.',
      jp: 'たためば小さく軽く、広げれば高く安定。いい光に出会えたその場所で。',
    },
    description: {
      en:
        'Legs that fold back around the head, light aluminium or carbon-fibre tubes and quick leg locks ' +
        'make a travel tripod easy to pack and fast to set up. ' +
        'Use it for sunsets, night cityscapes, long exposures and group shots with the self-timer.',
      es:
        'Patas que se pliegan sobre la rótula, tubos ligeros de aluminio o fibra de carbono y bloqueos rápidos ' +
        'hacen que un trípode de viaje sea fácil de guardar y rápido de montar. ' +
        'Úsalo para atardeceres, paisajes urbanos nocturnos, largas exposiciones y fotos de grupo con el temporizador.',
      zh:
        '反折收纳的脚管、轻质铝合金或碳纤维材质和快速锁扣，让旅行三脚架易于收纳、架设迅速。' +
        '日落、城市夜景、长曝光以及定时自拍合影，都能派上用场。',
      fr:
        'Jambes repliables autour de la rotule, tubes légers en aluminium ou en carbone et verrous rapides : ' +
        "un trépied de voyage se range facilement et s'installe en un instant. " +
        'Idéal pour les couchers de soleil, les vues urbaines nocturnes, les poses longues ' +
        'et les photos de groupe au retardateur.',
      de:
        'Um den Kopf zurückklappbare Beine, leichte Rohre aus Aluminium oder Carbon und schnelle Beinverschlüsse ' +
        'machen ein Reisestativ leicht zu verstauen und schnell aufzubauen. ' +
        'Perfekt für Sonnenuntergänge, nächtliche Stadtansichten, Langzeitbelichtungen ' +
        'und Gruppenfotos mit Selbstauslöser.',
      jp:
        '雲台を包み込むように反転収納できる脚、軽量なアルミやカーボンのパイプ、素早いロック機構で、' +
        '持ち運びも設置もスムーズ。夕景、夜景、長時間露光、セルフタイマーでの集合写真に活躍します。',
    },
  },
  {
    key: 'video-monopod',
    category: 'tripods-monopods',
    shape: 'tripod',
    name: {
      en: 'Video monopod',
      es: 'Monópode de vídeo',
      zh: '视频独脚架',
      fr: 'Monopode vidéo',
      de: 'Video-Einbeinstativ',
      jp: 'ビデオ一脚',
    },
    short: {
      en: 'Steady, fluid camera moves with the freedom to reposition in seconds.',
      es: 'Movimientos de cámara firmes y fluidos, con libertad para cambiar de posición en segundos.',
      zh: '稳定流畅的运镜，几秒内即可转移机位。',
      fr: 'Des mouvements de caméra stables et fluides, avec la liberté de changer de place en quelques secondes.',
      de: 'Ruhige, fließende Kamerabewegungen – und in Sekunden an einer neuen Position.',
      jp: '安定したなめらかなカメラワークと、数秒で移動できる機動力。',
    },
    description: {
      en:
        'A fluid head and a small fold-out base let a video monopod stand on its own ' +
        'while you pan and tilt smoothly. ' +
        'It takes the weight of the camera at events, weddings and sports, where a full tripod would be in the way.',
      es:
        'Una rótula fluida y una pequeña base desplegable permiten que el monópode de vídeo se sostenga solo ' +
        'mientras haces paneos e inclinaciones suaves. ' +
        'Soporta el peso de la cámara en eventos, bodas y deportes, allí donde un trípode completo estorbaría.',
      zh:
        '液压云台搭配可展开的小支脚，让视频独脚架能够自行站立，平摇、俯仰都顺滑流畅。' +
        '在活动、婚礼和体育现场，它替你分担相机重量，在三脚架施展不开的地方尤其好用。',
      fr:
        'Une rotule fluide et un petit pied dépliable permettent au monopode vidéo de tenir seul ' +
        'pendant vos panoramiques et bascules en douceur. ' +
        "Il soulage le poids de la caméra lors d'événements, de mariages ou de compétitions sportives, " +
        'là où un trépied serait encombrant.',
      de:
        'Ein Fluidkopf und ein kleiner ausklappbarer Standfuß lassen das Video-Einbeinstativ frei stehen, ' +
        'während Sie sanft schwenken und neigen. ' +
        'Es nimmt das Kameragewicht bei Events, Hochzeiten und Sport ab – überall dort, wo ein Dreibein im Weg wäre.',
      jp:
        'フルードヘッドと展開式の小型ベースで自立し、パンやチルトもなめらかに行えます。' +
        'イベント、ウェディング、スポーツの現場で機材の重さを支え、三脚を広げられない場所でこそ真価を発揮します。',
    },
  },
  {
    key: 'camera-gimbal',
    category: 'gimbals-stabilizers',
    shape: 'tripod',
    name: {
      en: 'Camera gimbal',
      es: 'Gimbal para cámara',
      zh: '相机稳定器',
      fr: 'Stabilisateur pour appareil photo',
      de: 'Kamera-Gimbal',
      jp: 'カメラ用ジンバル',
    },
    short: {
      en: 'Motorised stabilisation for smooth, cinematic footage on the move.',
      es: 'Estabilización motorizada para tomas fluidas y cinematográficas en movimiento.',
      zh: '电机驱动增稳，边走边拍也能得到流畅的电影感画面。',
      fr: 'Une stabilisation motorisée pour des plans fluides et cinématographiques en mouvement.',
      de: 'Motorisierte Stabilisierung für ruhige, filmische Aufnahmen in Bewegung.',
      jp: 'モーター制御のスタビライズで、動きながらでもなめらかなシネマティック映像を。',
    },
    description: {
      en:
        'Three brushless motors counter every bump and shake, so walking shots, orbits and reveals ' +
        'look as if they were filmed on a dolly. ' +
        'Sized for mirrorless and DSLR setups, it adds follow modes, quick balancing ' +
        'and app control for creative moves.',
      es:
        'Tres motores sin escobillas compensan cada bache y sacudida, de modo que los planos caminando, ' +
        'los giros y las revelaciones parecen rodados con un dolly. ' +
        'Pensado para equipos sin espejo y réflex, añade modos de seguimiento, equilibrado rápido ' +
        'y control desde una app para movimientos creativos.',
      zh:
        '三轴无刷电机抵消每一次颠簸与抖动，行走跟拍、环绕和揭示镜头都宛如用轨道车拍摄。' +
        '适配无反与单反相机，提供多种跟随模式、快速调平和 App 控制，助你实现创意运镜。',
      fr:
        'Trois moteurs sans balais compensent chaque secousse : plans en marchant, orbites et révélations ' +
        'semblent tournés sur un travelling. ' +
        'Conçu pour les hybrides et les reflex, il propose modes de suivi, équilibrage rapide ' +
        'et pilotage par application pour des mouvements créatifs.',
      de:
        'Drei bürstenlose Motoren gleichen jede Erschütterung aus, sodass Gehszenen, Kreisfahrten und Reveals ' +
        'wie auf einem Dolly gedreht wirken. ' +
        'Ausgelegt für spiegellose Kameras und DSLRs, bietet er Folgemodi, schnelles Ausbalancieren ' +
        'und App-Steuerung für kreative Bewegungen.',
      jp:
        '3軸のブラシレスモーターが揺れや振動を打ち消し、歩きながらの撮影や回り込み、' +
        'リビールショットもドリーで撮ったかのような仕上がりに。' +
        'ミラーレスや一眼レフに対応し、追従モード、素早いバランス調整、アプリ操作でクリエイティブなカメラワークを実現します。',
    },
  },
  {
    key: 'phone-gimbal',
    category: 'gimbals-stabilizers',
    shape: 'phone',
    name: {
      en: 'Smartphone gimbal',
      es: 'Gimbal para móvil',
      zh: '手机稳定器',
      fr: 'Stabilisateur pour smartphone',
      de: 'Smartphone-Gimbal',
      jp: 'スマートフォン用ジンバル',
    },
    short: {
      en: 'Turn your phone into a smooth, subject-tracking video rig that folds into a pocket.',
      es: 'Convierte tu móvil en un equipo de vídeo fluido con seguimiento de sujetos que cabe en el bolsillo.',
      zh: '让手机秒变可追踪主体的稳定拍摄利器，折叠后可放进口袋。',
      fr: 'Transformez votre smartphone en outil vidéo fluide avec suivi du sujet, qui se plie pour tenir en poche.',
      de:
        'Macht Ihr Smartphone zum ruckelfreien Video-Rig mit Motivverfolgung – ' +
        'zusammengeklappt passt es in die Tasche.',
      jp: 'スマートフォンを被写体追尾もできる本格映像機材に。折りたためばポケットサイズ。',
    },
    description: {
      en:
        'A three-axis gimbal keeps your phone level and steady while you walk, run or pan, ' +
        'for footage that looks far more professional. ' +
        'Subject tracking, time-lapse modes and one-tap creative moves in the companion app ' +
        'make vlogs and travel clips effortless.',
      es:
        'Un gimbal de tres ejes mantiene el móvil nivelado y estable mientras caminas, corres o haces paneos, ' +
        'para vídeos con un aspecto mucho más profesional. ' +
        'El seguimiento de sujetos, los modos de time-lapse y los movimientos creativos de un toque en la app ' +
        'hacen que grabar vlogs y viajes sea facilísimo.',
      zh:
        '三轴稳定器让手机在行走、奔跑或摇摄时保持水平稳定，拍出的画面专业得多。' +
        '借助配套 App 的主体追踪、延时摄影和一键创意运镜，拍 Vlog 和旅行短片毫不费力。',
      fr:
        'Un stabilisateur trois axes garde le smartphone droit et stable quand vous marchez, courez ' +
        'ou faites un panoramique, pour des vidéos bien plus professionnelles. ' +
        "Suivi du sujet, modes timelapse et mouvements créatifs en un geste dans l'application : " +
        "vlogs et vidéos de voyage deviennent un jeu d'enfant.",
      de:
        'Ein Drei-Achsen-Gimbal hält das Smartphone beim Gehen, Laufen oder Schwenken waagerecht und ruhig – ' +
        'für Videos, die deutlich professioneller wirken. ' +
        'Motivverfolgung, Zeitraffermodi und kreative Ein-Tipp-Bewegungen in der Begleit-App ' +
        'machen Vlogs und Reiseclips kinderleicht.',
      jp:
        '3軸ジンバルが歩行中や走行中、パン撮影でもスマートフォンを水平に保ち、ぐっとプロらしい映像に仕上げます。' +
        '専用アプリの被写体追尾、タイムラプス、ワンタップのクリエイティブ撮影で、Vlogや旅の動画づくりも手軽に。',
    },
  },
  {
    key: 'camera-battery',
    category: 'batteries-power',
    shape: 'card',
    name: {
      en: 'Rechargeable camera battery',
      es: 'Batería recargable para cámara',
      zh: '相机充电电池',
      fr: 'Batterie rechargeable pour appareil photo',
      de: 'Kamera-Akku',
      jp: 'カメラ用充電式バッテリー',
    },
    short: {
      en: 'A spare battery in your bag means never missing the last shot of the day.',
      es: 'Con una batería de repuesto en la mochila, nunca te perderás la última foto del día.',
      zh: '包里多备一块电池，当天最后一张好照片绝不错过。',
      fr: 'Une batterie de rechange dans le sac, et vous ne manquerez plus jamais la dernière photo de la journée.',
      de: 'Mit einem Ersatzakku in der Tasche verpassen Sie nie wieder das letzte Bild des Tages.',
      jp: '予備バッテリーがあれば、一日の最後のシャッターチャンスも逃さない。',
    },
    description: {
      en:
        'Lithium-ion cells with built-in protection circuits deliver steady power ' +
        'and report the remaining charge to the camera. ' +
        'Check that the battery matches your camera model; many charge over USB in the camera ' +
        'or in a dedicated charger.',
      es:
        'Sus celdas de iones de litio con circuitos de protección integrados ofrecen energía estable ' +
        'e informan a la cámara de la carga restante. ' +
        'Comprueba que la batería sea compatible con tu modelo de cámara; muchas se cargan por USB ' +
        'en la propia cámara o en un cargador específico.',
      zh:
        '内置保护电路的锂离子电芯供电稳定，并可向相机回报剩余电量。' +
        '请确认电池型号与您的相机兼容；许多电池支持 USB 机内充电或专用充电器充电。',
      fr:
        'Des cellules lithium-ion avec circuits de protection intégrés fournissent une alimentation stable ' +
        "et indiquent la charge restante à l'appareil. " +
        'Vérifiez la compatibilité avec votre modèle ; beaucoup se rechargent en USB dans le boîtier ' +
        'ou sur un chargeur dédié.',
      de:
        'Lithium-Ionen-Zellen mit integrierter Schutzschaltung liefern stabile Energie ' +
        'und melden der Kamera die Restladung. ' +
        'Achten Sie auf die Kompatibilität mit Ihrem Kameramodell; viele Akkus laden per USB in der Kamera ' +
        'oder im passenden Ladegerät.',
      jp:
        '保護回路を内蔵したリチウムイオンセルが安定した電力を供給し、残量をカメラに正確に伝えます。' +
        'ご使用のカメラに対応した型番かご確認ください。多くはUSBによるカメラ内充電や専用充電器での充電に対応しています。',
    },
  },
  {
    key: 'battery-grip',
    category: 'batteries-power',
    shape: 'box',
    name: {
      en: 'Battery grip',
      es: 'Empuñadura de batería',
      zh: '电池手柄',
      fr: "Poignée d'alimentation",
      de: 'Batteriegriff',
      jp: 'バッテリーグリップ',
    },
    short: {
      en: 'Double your battery life and get a comfortable grip for shooting in portrait orientation.',
      es: 'Duplica la autonomía y añade una cómoda empuñadura para disparar en vertical.',
      zh: '续航翻倍，竖拍握持更舒适。',
      fr: "Doublez votre autonomie et profitez d'une prise en main confortable pour les cadrages verticaux.",
      de: 'Doppelte Akkulaufzeit und ein bequemer Griff für Aufnahmen im Hochformat.',
      jp: 'バッテリー持続時間を倍増し、縦位置撮影も快適なグリップに。',
    },
    description: {
      en:
        'A battery grip attaches to the base of the camera and holds one or two extra batteries. ' +
        'A second shutter button and controls make vertical shooting as natural as horizontal, ' +
        'and the added bulk balances long lenses.',
      es:
        'La empuñadura se acopla a la base de la cámara y aloja una o dos baterías adicionales. ' +
        'Su disparador y controles duplicados hacen que fotografiar en vertical sea tan natural como en horizontal, ' +
        'y el volumen extra equilibra los objetivos largos.',
      zh:
        '电池手柄安装在机身底部，可容纳一到两块额外电池。' +
        '独立的快门按钮与操控键让竖拍如横拍一样自然，增加的体积也能更好地平衡长焦镜头。',
      fr:
        'La poignée se fixe sous le boîtier et accueille une ou deux batteries supplémentaires. ' +
        'Son déclencheur et ses commandes dédiés rendent la prise de vue verticale ' +
        "aussi naturelle qu'à l'horizontale, " +
        'et le volume ajouté équilibre les longues focales.',
      de:
        'Der Batteriegriff wird unten an die Kamera geschraubt und nimmt ein oder zwei zusätzliche Akkus auf. ' +
        'Eigener Auslöser und zusätzliche Bedienelemente machen Hochformataufnahmen so natürlich wie Querformat, ' +
        'und das Mehrvolumen balanciert lange Objektive aus.',
      jp:
        'カメラ底部に取り付け、1〜2個の予備バッテリーを収納できます。' +
        '縦位置用のシャッターボタンや操作部で横位置と同じ感覚で撮影でき、' +
        'ボリュームが増すことで大きな望遠レンズとのバランスも向上します。',
    },
  },
  {
    key: 'camera-strap',
    category: 'straps-clips',
    shape: 'bag',
    name: {
      en: 'Camera strap',
      es: 'Correa para cámara',
      zh: '相机背带',
      fr: 'Courroie pour appareil photo',
      de: 'Kameragurt',
      jp: 'カメラストラップ',
    },
    short: {
      en: 'Comfortable, quick-adjust carry that keeps your camera secure and ready.',
      es: 'Transporte cómodo y de ajuste rápido que mantiene la cámara segura y lista.',
      zh: '舒适背负、快速调节，让相机安全随身、随时待命。',
      fr: 'Un portage confortable et réglable en un instant, pour un appareil en sécurité et toujours prêt.',
      de: 'Bequemes, schnell verstellbares Tragen – die Kamera sicher und immer schussbereit.',
      jp: '快適で素早く長さ調整でき、カメラを安全に、いつでも構えられる状態に。',
    },
    description: {
      en:
        'Padded or woven straps spread the weight across your neck or shoulder, while quick-release connectors ' +
        'let you switch between neck, sling and wrist carry in seconds. ' +
        'Durable materials and secure anchors keep your gear safe on long days out.',
      es:
        'Las correas acolchadas o tejidas reparten el peso sobre el cuello o el hombro, y los conectores ' +
        'de liberación rápida permiten pasar en segundos del cuello a bandolera o a la muñeca. ' +
        'Materiales resistentes y anclajes seguros protegen tu equipo en las jornadas más largas.',
      zh:
        '带衬垫或编织材质的背带将重量分散到颈部或肩部，快拆接头可在颈挂、斜挎与腕带之间几秒切换。' +
        '耐用的材质与牢固的连接件，让你在漫长的外拍中也能安心。',
      fr:
        "Rembourrées ou tissées, les courroies répartissent le poids sur le cou ou l'épaule, " +
        'et des attaches rapides permettent de passer en quelques secondes au port en bandoulière ou au poignet. ' +
        'Matériaux durables et fixations sûres protègent votre matériel lors des longues journées de prise de vue.',
      de:
        'Gepolsterte oder gewebte Gurte verteilen das Gewicht auf Nacken oder Schulter, ' +
        'und Schnellverschlüsse wechseln in Sekunden zwischen Hals-, Schulter- und Handschlaufe. ' +
        'Robuste Materialien und sichere Befestigungen schützen Ihre Ausrüstung auch an langen Tagen unterwegs.',
      jp:
        'パッド入りや織りのストラップが首や肩への負担を分散し、' +
        'クイックリリース式コネクターで首掛け・たすき掛け・ハンドストラップを数秒で切り替えられます。' +
        '丈夫な素材と確実な取り付け部で、長時間の撮影でも機材をしっかり守ります。',
    },
  },
  {
    key: 'capture-clip',
    category: 'straps-clips',
    shape: 'box',
    name: {
      en: 'Camera belt clip',
      es: 'Clip de cinturón para cámara',
      zh: '相机快挂腰扣',
      fr: 'Clip de ceinture pour appareil photo',
      de: 'Kamera-Gürtelclip',
      jp: 'カメラ用ベルトクリップ',
    },
    short: {
      en: 'Carry your camera on a backpack strap or belt and draw it in an instant.',
      es: 'Lleva la cámara en la correa de la mochila o en el cinturón y sácala al instante.',
      zh: '把相机挂在背包肩带或腰带上，需要时瞬间取用。',
      fr: 'Portez votre appareil sur la bretelle du sac à dos ou à la ceinture, et dégainez-le en un instant.',
      de: 'Kamera am Rucksackgurt oder Gürtel tragen und blitzschnell zur Hand haben.',
      jp: 'バックパックのショルダーストラップやベルトにカメラを装着し、瞬時に取り出せる。',
    },
    description: {
      en:
        "A sturdy clip locks onto a backpack strap or belt, and a quick-release plate in the camera's tripod socket " +
        'holds the camera firmly in place. ' +
        'Hikers, travellers and event photographers keep their hands free and their camera ready without neck strain.',
      es:
        'Un clip robusto se fija a la correa de la mochila o al cinturón, y una placa de liberación rápida ' +
        'en la rosca de trípode sujeta la cámara con firmeza. ' +
        'Senderistas, viajeros y fotógrafos de eventos tienen las manos libres y la cámara lista sin cargar el cuello.',
      zh:
        '坚固的快挂夹扣在背包肩带或腰带上，通过安装在相机脚架接口的快装板牢牢固定相机。' +
        '徒步者、旅行者和活动摄影师都能解放双手，相机随时可用，颈部也不再受累。',
      fr:
        'Un clip robuste se fixe sur la bretelle du sac ou la ceinture, et un plateau à dégagement rapide ' +
        "vissé au pas de trépied maintient fermement l'appareil. " +
        "Randonneurs, voyageurs et photographes d'événements gardent les mains libres et l'appareil prêt, " +
        'sans fatiguer la nuque.',
      de:
        'Ein robuster Clip wird am Rucksackgurt oder Gürtel befestigt, und eine Schnellwechselplatte ' +
        'im Stativgewinde hält die Kamera sicher fest. ' +
        'Wanderer, Reisende und Eventfotografen haben die Hände frei und die Kamera griffbereit – ' +
        'ganz ohne Nackenbelastung.',
      jp:
        '頑丈なクリップをバックパックのストラップやベルトに取り付け、' +
        'カメラの三脚ネジ穴に装着したクイックリリースプレートでしっかり固定します。' +
        '登山や旅行、イベント撮影でも両手が空き、首に負担をかけずにすぐ撮影に移れます。',
    },
  },
  {
    key: 'mini-drone',
    category: 'camera-drones',
    shape: 'drone',
    name: {
      en: 'Mini camera drone',
      es: 'Minidron con cámara',
      zh: '迷你航拍无人机',
      fr: 'Mini-drone avec caméra',
      de: 'Mini-Kameradrohne',
      jp: '小型空撮ドローン',
    },
    short: {
      en: 'Palm-sized, foldable and easy to fly, with a stabilised camera for stunning aerial views.',
      es: 'Cabe en la palma, es plegable y fácil de pilotar, con cámara estabilizada para vistas aéreas de impacto.',
      zh: '掌心大小、折叠便携、上手容易，搭载增稳相机，轻松拍出惊艳航拍。',
      fr:
        'Tient dans la main, se replie et se pilote facilement, ' +
        'avec une caméra stabilisée pour de superbes vues aériennes.',
      de: 'Handtellergroß, faltbar und leicht zu fliegen – mit stabilisierter Kamera für atemberaubende Luftaufnahmen.',
      jp: '手のひらサイズで折りたためて操縦も簡単。ジンバル搭載カメラで息をのむ空撮を。',
    },
    description: {
      en:
        'Lightweight mini drones fold to the size of a phone and, in many regions, ' +
        'fall into the lightest registration class. ' +
        'A stabilised camera, GPS positioning, automatic return-to-home and smart flight modes ' +
        'make cinematic shots easy, even for first-time pilots. Always check local flying rules.',
      es:
        'Los minidrones ligeros se pliegan hasta el tamaño de un móvil y, en muchos países, ' +
        'entran en la categoría de registro más ligera. ' +
        'La cámara estabilizada, el posicionamiento GPS, el regreso automático y los modos de vuelo inteligentes ' +
        'facilitan tomas de cine incluso a pilotos novatos. Consulta siempre la normativa local.',
      zh:
        '轻巧的迷你无人机折叠后仅手机大小，在许多地区属于最宽松的登记类别。' +
        '增稳云台相机、GPS 定位、自动返航与智能飞行模式，让新手也能轻松拍出电影感镜头。' +
        '飞行前请务必了解当地法规。',
      fr:
        "Légers, les mini-drones se replient à la taille d'un smartphone et relèvent, dans de nombreux pays, " +
        'de la catégorie réglementaire la plus souple. ' +
        'Caméra stabilisée, positionnement GPS, retour automatique et modes de vol intelligents ' +
        'facilitent les plans cinématographiques, même pour un premier vol. ' +
        'Vérifiez toujours la réglementation locale.',
      de:
        'Leichte Minidrohnen lassen sich auf Smartphone-Größe falten und fallen in vielen Ländern ' +
        'in die niedrigste Gewichtsklasse. ' +
        'Stabilisierte Kamera, GPS-Positionierung, automatische Rückkehr und intelligente Flugmodi ' +
        'sorgen selbst bei Einsteigern für filmreife Aufnahmen. Beachten Sie stets die örtlichen Vorschriften.',
      jp:
        '軽量な小型ドローンはスマートフォンほどの大きさに折りたためて、多くの国・地域で最も規制の緩いカテゴリーに該当します。' +
        'ジンバル付きカメラ、GPS測位、自動帰還、インテリジェント飛行モードで、初心者でも映画のような映像を手軽に。' +
        '飛行前には必ず現地のルールをご確認ください。',
    },
  },
  {
    key: 'pro-camera-drone',
    category: 'camera-drones',
    shape: 'drone',
    name: {
      en: 'Professional camera drone',
      es: 'Dron profesional con cámara',
      zh: '专业航拍无人机',
      fr: 'Drone professionnel avec caméra',
      de: 'Profi-Kameradrohne',
      jp: 'プロ向け空撮ドローン',
    },
    short: {
      en: 'A large-sensor camera in the sky, with long flight times and robust obstacle avoidance.',
      es: 'Una cámara de sensor grande en el cielo, con gran autonomía de vuelo y detección de obstáculos fiable.',
      zh: '把大底相机带上天空，长续航、全方位避障，飞得更安心。',
      fr: "Une caméra à grand capteur dans le ciel, avec une longue autonomie et un évitement d'obstacles performant.",
      de: 'Eine Großsensor-Kamera am Himmel – mit langer Flugzeit und zuverlässiger Hinderniserkennung.',
      jp: '大型センサーのカメラを空へ。長時間飛行と確かな障害物回避で安心のフライトを。',
    },
    description: {
      en:
        'Professional drones carry larger sensors, often with multiple cameras ' +
        'and high-bitrate video profiles suited to colour grading. ' +
        'Omnidirectional sensing, long-range transmission and wind resistance ' +
        'let filmmakers, surveyors and inspectors work with confidence.',
      es:
        'Los drones profesionales montan sensores más grandes, a menudo con varias cámaras ' +
        'y perfiles de vídeo de alta tasa de bits pensados para el etalonaje. ' +
        'La detección omnidireccional, la transmisión de largo alcance y la resistencia al viento ' +
        'permiten trabajar con confianza a cineastas, topógrafos e inspectores.',
      zh:
        '专业无人机搭载更大尺寸的传感器，常配备多摄像头，并支持适合后期调色的高码率视频格式。' +
        '全向感知、远距离图传与出色的抗风能力，让影视创作者、测绘和巡检人员都能放心作业。',
      fr:
        'Les drones professionnels embarquent des capteurs plus grands, souvent plusieurs caméras ' +
        "et des profils vidéo à haut débit adaptés à l'étalonnage. " +
        'Détection omnidirectionnelle, transmission longue portée et résistance au vent permettent ' +
        'aux vidéastes, géomètres et inspecteurs de travailler en toute confiance.',
      de:
        'Profidrohnen tragen größere Sensoren, oft mehrere Kameras und Videoprofile mit hoher Bitrate ' +
        'für die Farbkorrektur. ' +
        'Rundum-Hinderniserkennung, Übertragung über große Distanzen und Windstabilität ' +
        'lassen Filmemacher, Vermesser und Inspekteure sicher arbeiten.',
      jp:
        'プロ向けドローンは大型センサーを搭載し、複数カメラやカラーグレーディングに適した' +
        '高ビットレートの動画記録に対応するモデルも多くあります。' +
        '全方向の障害物検知、長距離伝送、高い耐風性能で、映像制作、測量、点検の現場を力強く支えます。',
    },
  },
  {
    key: 'fpv-drone',
    category: 'fpv-drones',
    shape: 'drone',
    name: {
      en: 'FPV drone',
      es: 'Dron FPV',
      zh: 'FPV 穿越机',
      fr: 'Drone FPV',
      de: 'FPV-Drohne',
      jp: 'FPVドローン',
    },
    short: {
      en: "Fly from the pilot's seat with immersive, high-speed first-person footage.",
      es: 'Vuela como si estuvieras a bordo, con imágenes en primera persona inmersivas y a toda velocidad.',
      zh: '第一人称沉浸视角，高速穿梭，犹如亲临驾驶舱。',
      fr: 'Pilotez comme si vous étiez à bord, avec des images immersives à la première personne et à grande vitesse.',
      de: 'Fliegen wie im Cockpit – mit immersiven Ego-Aufnahmen in hohem Tempo.',
      jp: 'まるで機体に乗り込んだような、臨場感あふれる高速一人称視点の映像を。',
    },
    description: {
      en:
        'First-person-view drones stream live video to goggles, so you can thread through gaps, ' +
        'chase cars and dive down cliffs. ' +
        'Manual flight modes reward practice, while assisted modes and emergency braking ' +
        'help newcomers get airborne safely.',
      es:
        'Los drones FPV transmiten vídeo en directo a unas gafas para que puedas colarte por huecos estrechos, ' +
        'perseguir coches o lanzarte en picado por acantilados. ' +
        'Los modos manuales premian la práctica, mientras que los modos asistidos y el frenado de emergencia ' +
        'ayudan a los principiantes a despegar con seguridad.',
      zh:
        'FPV 无人机将实时画面传输到飞行眼镜中，让你穿越狭窄缝隙、追逐车辆、俯冲悬崖。' +
        '手动模式越练越有乐趣，辅助模式和紧急刹停功能则帮助新手安全起飞。',
      fr:
        'Les drones FPV transmettent la vidéo en direct vers des lunettes : faufilez-vous entre les obstacles, ' +
        'poursuivez des voitures ou plongez le long des falaises. ' +
        "Les modes manuels récompensent l'entraînement, tandis que les modes assistés et le freinage d'urgence " +
        'aident les débutants à décoller en toute sécurité.',
      de:
        'FPV-Drohnen übertragen Live-Bilder in eine Videobrille – so fliegen Sie durch enge Lücken, ' +
        'verfolgen Autos und stürzen sich Klippen hinab. ' +
        'Manuelle Flugmodi belohnen Übung, während assistierte Modi und Notbremse ' +
        'Einsteigern einen sicheren Start ermöglichen.',
      jp:
        'FPVドローンはゴーグルにライブ映像を送信し、狭い隙間をすり抜けたり、車を追いかけたり、崖を急降下したりできます。' +
        'マニュアル飛行は練習するほど上達が楽しく、アシストモードや緊急ブレーキが初心者の安全なフライトを支えます。',
    },
  },
  {
    key: 'fpv-goggles',
    category: 'fpv-drones',
    shape: 'headphones',
    name: {
      en: 'FPV goggles',
      es: 'Gafas FPV',
      zh: 'FPV 飞行眼镜',
      fr: 'Lunettes FPV',
      de: 'FPV-Videobrille',
      jp: 'FPVゴーグル',
    },
    short: {
      en: 'Crisp, low-latency video right before your eyes for total immersion in flight.',
      es: 'Vídeo nítido y de baja latencia ante tus ojos para una inmersión total en vuelo.',
      zh: '清晰低延迟画面近在眼前，全身心沉浸飞行。',
      fr: 'Une vidéo nette et à faible latence sous vos yeux, pour une immersion totale en vol.',
      de: 'Gestochen scharfe Bilder mit geringer Latenz direkt vor Ihren Augen – für totale Immersion im Flug.',
      jp: '鮮明で低遅延の映像を目の前に。飛行への没入感は圧倒的。',
    },
    description: {
      en:
        'FPV goggles combine bright micro displays, adjustable lenses and a low-latency receiver ' +
        'to show exactly what the drone sees. ' +
        'Check that the goggles use the same video transmission system as your drone; ' +
        'many also record footage and support head tracking.',
      es:
        'Las gafas FPV combinan micropantallas brillantes, lentes ajustables y un receptor de baja latencia ' +
        'para mostrar exactamente lo que ve el dron. ' +
        'Comprueba que usen el mismo sistema de transmisión de vídeo que tu dron; ' +
        'muchas también graban y admiten seguimiento de cabeza.',
      zh:
        'FPV 飞行眼镜集明亮的微型显示屏、可调节镜片与低延迟接收器于一体，精准呈现无人机所见画面。' +
        '请确认眼镜与无人机采用相同的图传系统；许多型号还支持录像与头部追踪。',
      fr:
        'Les lunettes FPV associent des micro-écrans lumineux, des optiques réglables et un récepteur ' +
        'à faible latence pour afficher exactement ce que voit le drone. ' +
        "Vérifiez qu'elles utilisent le même système de transmission vidéo que votre drone ; " +
        'beaucoup enregistrent aussi les images et gèrent le suivi de tête.',
      de:
        'FPV-Brillen kombinieren helle Mikrodisplays, einstellbare Linsen und einen latenzarmen Empfänger ' +
        'und zeigen genau das, was die Drohne sieht. ' +
        'Achten Sie darauf, dass Brille und Drohne dasselbe Videoübertragungssystem nutzen; ' +
        'viele Brillen zeichnen zudem auf und unterstützen Head-Tracking.',
      jp:
        'FPVゴーグルは明るいマイクロディスプレイ、調整可能なレンズ、低遅延の受信機を組み合わせ、' +
        'ドローンが見ている景色をそのまま映し出します。' +
        'ご使用のドローンと同じ映像伝送方式に対応しているかご確認ください。録画やヘッドトラッキングに対応するモデルも多くあります。',
    },
  },
  {
    key: 'action-camera',
    category: 'action-cameras',
    shape: 'camera',
    name: {
      en: 'Action camera',
      es: 'Cámara de acción',
      zh: '运动相机',
      fr: 'Caméra sport',
      de: 'Actioncam',
      jp: 'アクションカメラ',
    },
    short: {
      en: 'Tiny, tough and waterproof, with stabilisation that keeps every ride smooth.',
      es: 'Diminuta, resistente y sumergible, con una estabilización que suaviza cada recorrido.',
      zh: '小巧坚固、防水耐用，强力防抖让每段骑行都平稳流畅。',
      fr: 'Minuscule, robuste et étanche, avec une stabilisation qui lisse chaque descente.',
      de: 'Winzig, robust und wasserdicht – mit Stabilisierung, die jede Fahrt glättet.',
      jp: '小さくタフで防水。強力な手ブレ補正で、どんなライドもなめらかに。',
    },
    description: {
      en:
        'Action cameras shoot high-resolution, high-frame-rate video from helmets, handlebars, ' +
        'surfboards and chest mounts. ' +
        'Electronic stabilisation, a rugged waterproof body and quick-release mounts ' +
        'make them ready for biking, diving, skiing and everyday vlogging.',
      es:
        'Las cámaras de acción graban vídeo en alta resolución y a altas velocidades de fotograma ' +
        'desde cascos, manillares, tablas de surf o arneses de pecho. ' +
        'La estabilización electrónica, el cuerpo robusto y sumergible y los soportes de liberación rápida ' +
        'las preparan para bici, buceo, esquí y vlogs diarios.',
      zh:
        '运动相机可安装在头盔、车把、冲浪板或胸前，拍摄高分辨率、高帧率视频。' +
        '电子防抖、坚固防水的机身和快拆支架，让骑行、潜水、滑雪和日常 Vlog 都不在话下。',
      fr:
        'Les caméras sport filment en haute résolution et à cadence élevée depuis un casque, un guidon, ' +
        'une planche de surf ou un harnais de poitrine. ' +
        'Stabilisation électronique, boîtier robuste et étanche et fixations rapides : ' +
        'elles sont prêtes pour le vélo, la plongée, le ski et le vlog au quotidien.',
      de:
        'Actioncams filmen in hoher Auflösung und mit hohen Bildraten vom Helm, Lenker, Surfbrett ' +
        'oder Brustgurt aus. ' +
        'Elektronische Stabilisierung, ein robustes, wasserdichtes Gehäuse und Schnellwechselhalterungen ' +
        'machen sie bereit für Radfahren, Tauchen, Skifahren und Alltags-Vlogs.',
      jp:
        'アクションカメラはヘルメットやハンドルバー、サーフボード、胸部マウントに取り付けて、' +
        '高解像度・高フレームレートの動画を撮影できます。' +
        '電子手ブレ補正、頑丈な防水ボディ、着脱の速いマウントで、サイクリング、ダイビング、スキー、日常のVlogまで対応します。',
    },
  },
  {
    key: 'camera-360',
    category: 'action-cameras',
    shape: 'camera',
    name: {
      en: '360-degree camera',
      es: 'Cámara de 360 grados',
      zh: '360 度全景相机',
      fr: 'Caméra 360 degrés',
      de: '360-Grad-Kamera',
      jp: '360度カメラ',
    },
    short: {
      en: 'Capture everything around you, then choose the perfect angle afterwards.',
      es: 'Graba todo lo que te rodea y elige después el encuadre perfecto.',
      zh: '先把四周全部拍下，再后期挑选完美视角。',
      fr: "Filmez tout ce qui vous entoure, puis choisissez l'angle parfait après coup.",
      de: 'Alles rundherum aufnehmen und erst danach den perfekten Blickwinkel wählen.',
      jp: 'まわりをまるごと撮影して、ベストなアングルはあとから選ぶ。',
    },
    description: {
      en:
        'Two opposing ultra-wide lenses record a complete sphere, ' +
        'which the app stitches into a seamless 360-degree photo or video. ' +
        'Reframe it later into a normal flat clip, hide the selfie stick automatically, ' +
        'or share immersive virtual tours and VR content.',
      es:
        'Dos objetivos ultra gran angular opuestos registran una esfera completa ' +
        'que la app une en una foto o un vídeo de 360 grados sin costuras. ' +
        'Después puedes reencuadrar en un clip plano convencional, ocultar automáticamente el palo de selfi ' +
        'o compartir visitas virtuales y contenido de realidad virtual.',
      zh:
        '两颗背对背的超广角镜头记录完整球面画面，再由 App 无缝拼接成 360 度照片或视频。' +
        '后期可重新构图导出普通视频，自动隐藏自拍杆，也能分享沉浸式虚拟导览与 VR 内容。',
      fr:
        'Deux objectifs ultra grand-angle opposés enregistrent une sphère complète, ' +
        "que l'application assemble en une photo ou une vidéo 360 degrés sans raccord visible. " +
        'Recadrez ensuite en un clip classique, effacez automatiquement la perche à selfie ' +
        'ou partagez des visites virtuelles et des contenus VR immersifs.',
      de:
        'Zwei gegenüberliegende Ultraweitwinkelobjektive erfassen eine komplette Kugel, ' +
        'die die App nahtlos zu einem 360-Grad-Foto oder -Video zusammensetzt. ' +
        'Anschließend lässt sich daraus ein normaler Clip herausschneiden, der Selfie-Stick automatisch ausblenden ' +
        'oder eine immersive virtuelle Tour teilen.',
      jp:
        '背中合わせの2つの超広角レンズで全天球を記録し、アプリが継ぎ目のない360度の写真や動画に合成します。' +
        'あとから通常の動画として切り出したり、自撮り棒を自動で消したり、' +
        '没入感のあるバーチャルツアーやVRコンテンツを共有したりできます。',
    },
  },
];
