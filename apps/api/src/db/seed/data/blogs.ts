import type { SeedBlog, SeedBlogCategory } from './types.ts';

export const blogCategories: SeedBlogCategory[] = [
  {
    slug: 'guides',
    name: {
      zh: '指南',
      en: 'Guides',
      es: 'Guías',
      jp: 'ガイド',
      th: 'คู่มือ',
      zhtw: '指南',
      it: 'Guide',
      hu: 'Útmutatók',
      de: 'Ratgeber',
      sv: 'Guider',
      da: 'Vejledninger',
      cs: 'Návody',
      pl: 'Poradniki',
      pt: 'Guias',
      id: 'Panduan',
      fr: 'Guides',
      ko: '가이드',
      kk: 'Нұсқаулықтар',
      tr: 'Rehberler',
    },
  },
  {
    slug: 'news',
    name: {
      zh: '资讯',
      en: 'News',
      es: 'Noticias',
      jp: 'ニュース',
      th: 'ข่าวสาร',
      zhtw: '資訊',
      it: 'Notizie',
      hu: 'Hírek',
      de: 'Neuigkeiten',
      sv: 'Nyheter',
      da: 'Nyheder',
      cs: 'Novinky',
      pl: 'Aktualności',
      pt: 'Notícias',
      id: 'Berita',
      fr: 'Actualités',
      ko: '뉴스',
      kk: 'Жаңалықтар',
      tr: 'Haberler',
    },
  },
  {
    slug: 'reviews',
    name: {
      zh: '评测',
      en: 'Reviews',
      es: 'Reseñas',
      jp: 'レビュー',
      th: 'รีวิว',
      zhtw: '評測',
      it: 'Recensioni',
      hu: 'Tesztek',
      de: 'Testberichte',
      sv: 'Recensioner',
      da: 'Anmeldelser',
      cs: 'Recenze',
      pl: 'Recenzje',
      pt: 'Análises',
      id: 'Ulasan',
      fr: 'Tests',
      ko: '리뷰',
      kk: 'Шолулар',
      tr: 'İncelemeler',
    },
  },
];

export const blogs: SeedBlog[] = [
  {
    slug: 'choosing-your-first-mirrorless-camera',
    category: 'guides',
    author: 'Maya Lindqvist',
    daysAgo: 3,
    title: {
      en: 'How to choose your first mirrorless camera',
      es: 'Cómo elegir tu primera cámara sin espejo',
      zh: '如何挑选你的第一台无反相机',
      fr: 'Bien choisir son premier appareil photo hybride',
      de: 'Die erste spiegellose Kamera: So triffst du die richtige Wahl',
      jp: 'はじめてのミラーレスカメラ、失敗しない選び方',
    },
    summary: {
      en:
        'Sensor size, lenses, autofocus and budget: the four questions that matter most when you move up from a ' +
        'phone to a mirrorless camera.',
      es:
        'Sensor, objetivos, enfoque automático y presupuesto: las cuatro preguntas clave para dar el salto del ' +
        'teléfono a una cámara sin espejo.',
      zh: '传感器尺寸、镜头群、对焦性能和预算——从手机升级到无反相机，最值得想清楚的就是这四个问题。',
      fr:
        'Capteur, objectifs, autofocus et budget : les quatre questions qui comptent vraiment quand on passe du ' +
        'smartphone à un hybride.',
      de:
        'Sensorgröße, Objektive, Autofokus und Budget – vier Fragen, die beim Umstieg vom Smartphone auf eine ' +
        'Systemkamera wirklich zählen.',
      jp:
        'センサーサイズ、レンズ、オートフォーカス、そして予算。スマホからミラーレスへステップアップするときに押さえ' +
        'たい4つのポイントをまとめました。',
    },
    body: {
      en:
        'Moving from a phone to a dedicated camera is exciting, and a little overwhelming. Spec sheets are long and ' +
        'every brand claims the best autofocus. The good news is that almost every mirrorless camera sold today ' +
        'takes excellent pictures, so the real question is which one fits the way you shoot.\n\n' +
        'Start with the sensor. Full-frame bodies give the cleanest images in low light and the shallowest depth of ' +
        'field, but they and their lenses cost more and weigh more. APS-C cameras are smaller, lighter and ' +
        'considerably cheaper, and for travel, family and street photography they are more than enough. Micro Four ' +
        'Thirds goes further still on size, which many video shooters appreciate.\n\n' +
        'Next, think about lenses rather than the body. You will probably keep your lenses longer than your first ' +
        'camera, so look at the system as a whole: are there affordable primes, a good travel zoom and third-party ' +
        'options? A mount with a healthy range of lenses gives you room to grow.\n\n' +
        'Then hold the camera. Grip, button layout and the viewfinder matter more than a few extra megapixels. If ' +
        'you can, try one in a shop, or read the return policy carefully before buying online. Check too whether ' +
        'the screen flips out, which makes a big difference for vlogging and low angles.\n\n' +
        'Finally, set a budget that includes the extras: a spare battery, a fast memory card and a bag. A mid-range ' +
        'body with a good lens will almost always produce better pictures than a top-end body with a cheap kit ' +
        'zoom. Buy the camera you will actually carry, then go out and shoot.',
      es:
        'Pasar del teléfono a una cámara de verdad ilusiona, pero también abruma un poco. Las fichas técnicas son ' +
        'interminables y todas las marcas presumen del mejor enfoque. La buena noticia es que prácticamente ' +
        'cualquier cámara sin espejo actual saca fotos excelentes, así que la pregunta de fondo es cuál encaja con ' +
        'tu forma de fotografiar.\n\n' +
        'Empieza por el sensor. Las cámaras de formato completo ofrecen la imagen más limpia con poca luz y el ' +
        'desenfoque más marcado, pero tanto ellas como sus objetivos son más caros y pesados. Las APS-C son más ' +
        'compactas, ligeras y bastante más asequibles, y para viajes, familia o fotografía callejera van sobradas. ' +
        'El Micro Cuatro Tercios reduce aún más el tamaño, algo que valoran muchos videógrafos.\n\n' +
        'Después, piensa en los objetivos más que en el cuerpo. Lo normal es que conserves tus ópticas mucho más ' +
        'tiempo que tu primera cámara, así que fíjate en el sistema completo: ¿hay focales fijas asequibles, un ' +
        'buen zoom de viaje y opciones de otros fabricantes? Una montura con un catálogo amplio te deja margen para ' +
        'crecer.\n\n' +
        'Luego, pruébala en la mano. La empuñadura, la disposición de los botones y el visor importan más que unos ' +
        'cuantos megapíxeles extra. Si puedes, pruébala en una tienda o lee con calma la política de devoluciones ' +
        'antes de comprar en línea. Comprueba también si la pantalla es abatible: para vlogs y ángulos bajos marca ' +
        'una gran diferencia.\n\n' +
        'Por último, fija un presupuesto que incluya los extras: una batería de repuesto, una tarjeta de memoria ' +
        'rápida y una bolsa. Un cuerpo de gama media con un buen objetivo casi siempre dará mejores fotos que uno ' +
        'de gama alta con un zoom de kit sencillo. Compra la cámara que de verdad vas a llevar contigo y sal a ' +
        'disparar.',
      zh:
        '从手机换到专业相机，既让人兴奋，也容易让人犯难。参数表一页接一页，每个品牌都说自家的对焦最强。好消息是，' +
        '如今市面上几乎所有无反相机都能拍出很好的照片，真正要考虑的是哪一台最适合你的拍摄习惯。\n\n' +
        '先看传感器。全画幅机身弱光画质最干净，虚化也最明显，但机身和镜头都更贵、更重。APS-C 相机更小巧轻便，' +
        '价格也亲民不少，用来拍旅行、家庭和街头完全够用。M43 系统在体积上更进一步，很受视频创作者欢迎。\n\n' +
        '其次，与其盯着机身，不如多看看镜头。镜头往往比你的第一台相机用得更久，所以要从整个系统来考虑：' +
        '有没有价格实惠的定焦、好用的旅行变焦，以及副厂镜头可选？镜头群丰富的卡口，才能给你留出成长空间。\n\n' +
        '然后亲手握一握。握持感、按键布局和取景器，比多出来的几百万像素更重要。条件允许的话先去实体店试试，' +
        '网购前也请仔细阅读退货政策。另外留意屏幕能否翻转，这对拍 Vlog 和低角度构图影响很大。\n\n' +
        '最后，预算里别忘了配件：一块备用电池、一张高速存储卡，再加一个相机包。中端机身配一支好镜头，' +
        '几乎总能比旗舰机身配廉价套机头拍得更好。买一台你真的愿意随身带着的相机，然后出门去拍吧。',
      fr:
        "Passer du smartphone à un vrai appareil photo, c'est enthousiasmant… et un peu déroutant. Les fiches " +
        "techniques n'en finissent pas et chaque marque revendique le meilleur autofocus. Bonne nouvelle : presque " +
        "tous les hybrides vendus aujourd'hui produisent d'excellentes images. La vraie question est donc de savoir " +
        'lequel correspond à votre façon de photographier.\n\n' +
        'Commencez par le capteur. Les boîtiers plein format offrent les images les plus propres en basse lumière ' +
        "et le flou d'arrière-plan le plus prononcé, mais eux comme leurs objectifs sont plus chers et plus lourds. " +
        'Les modèles APS-C sont plus compacts, plus légers et nettement plus abordables ; pour le voyage, la ' +
        'famille ou la photo de rue, ils suffisent largement. Le Micro 4/3 va encore plus loin côté encombrement, ' +
        "ce qu'apprécient beaucoup de vidéastes.\n\n" +
        'Ensuite, pensez objectifs plutôt que boîtier. Vous garderez sans doute vos optiques plus longtemps que ' +
        'votre premier appareil : regardez donc le système dans son ensemble. Existe-t-il des focales fixes ' +
        'abordables, un bon zoom de voyage, des objectifs de marques tierces ? Une monture bien fournie vous laisse ' +
        'de la marge pour progresser.\n\n' +
        "Puis prenez l'appareil en main. La poignée, la disposition des boutons et le viseur comptent davantage que " +
        'quelques mégapixels de plus. Si possible, essayez-le en magasin, ou lisez attentivement la politique de ' +
        "retour avant de commander en ligne. Vérifiez aussi si l'écran est orientable : pour le vlog et les " +
        'cadrages au ras du sol, cela change tout.\n\n' +
        'Enfin, prévoyez un budget qui inclut les accessoires : une batterie de rechange, une carte mémoire rapide ' +
        'et un sac. Un boîtier milieu de gamme associé à un bon objectif donnera presque toujours de meilleures ' +
        "photos qu'un boîtier haut de gamme équipé d'un zoom de kit bas de gamme. Choisissez l'appareil que vous " +
        "aurez réellement envie d'emporter, puis sortez photographier.",
      de:
        'Der Umstieg vom Smartphone auf eine richtige Kamera ist aufregend – und ein bisschen überwältigend. Die ' +
        'Datenblätter sind endlos, und jeder Hersteller verspricht den besten Autofokus. Die gute Nachricht: ' +
        'Praktisch jede aktuelle spiegellose Kamera macht hervorragende Bilder. Entscheidend ist also, welche zu ' +
        'deiner Art zu fotografieren passt.\n\n' +
        'Fang beim Sensor an. Vollformatkameras liefern bei wenig Licht die saubersten Bilder und das stärkste ' +
        'Bokeh, doch Gehäuse und Objektive sind teurer und schwerer. APS-C-Modelle sind kompakter, leichter und ' +
        'deutlich günstiger – für Reisen, Familie und Street-Fotografie reichen sie völlig aus. Micro Four Thirds ' +
        'spart noch mehr Platz, was viele Videofilmer zu schätzen wissen.\n\n' +
        'Denk danach eher an Objektive als an das Gehäuse. Deine Objektive behältst du meist deutlich länger als ' +
        'deine erste Kamera, also lohnt der Blick auf das ganze System: Gibt es bezahlbare Festbrennweiten, ein ' +
        'gutes Reisezoom und Objektive von Drittherstellern? Ein Bajonett mit großer Auswahl lässt dir Raum, dich ' +
        'weiterzuentwickeln.\n\n' +
        'Dann nimm die Kamera in die Hand. Griff, Tastenlayout und Sucher sind wichtiger als ein paar Megapixel ' +
        'mehr. Probier sie wenn möglich im Laden aus oder lies vor dem Onlinekauf die Rückgaberegeln genau durch. ' +
        'Achte auch auf ein schwenkbares Display – für Vlogs und bodennahe Perspektiven macht das einen großen ' +
        'Unterschied.\n\n' +
        'Plane zum Schluss ein Budget, das auch das Zubehör abdeckt: einen Ersatzakku, eine schnelle Speicherkarte ' +
        'und eine Tasche. Ein Mittelklasse-Gehäuse mit einem guten Objektiv liefert fast immer bessere Bilder als ' +
        'ein Spitzenmodell mit einfachem Kit-Zoom. Kauf die Kamera, die du wirklich mitnimmst – und dann raus zum ' +
        'Fotografieren.',
      jp:
        'スマートフォンから本格的なカメラへの買い替えは、わくわくする一方で迷うことも多いものです。' +
        'スペック表は長く、どのメーカーも「AF性能は業界トップクラス」とうたっています。とはいえ、' +
        'いま販売されているミラーレスカメラなら、どれを選んでもきれいな写真が撮れます。大切なのは、' +
        '自分の撮り方に合う一台を見つけることです。\n\n' +
        'まずはセンサーサイズから考えましょう。フルサイズ機は暗い場所でもノイズが少なく、大きなボケも得意ですが、' +
        'ボディもレンズも高価で重くなりがちです。APS-C機は小型・軽量で価格も手ごろ。旅行や家族の記録、' +
        'スナップなら十分すぎる性能です。マイクロフォーサーズはさらにコンパクトで、動画ユーザーにも人気があります。' +
        '\n\n' +
        '次に、ボディよりもレンズに目を向けてください。レンズは最初のカメラよりも長く使い続けることが多いので、' +
        'システム全体で考えるのがポイントです。手ごろな単焦点や使いやすい高倍率ズーム、' +
        'サードパーティ製レンズは揃っているでしょうか。レンズの選択肢が豊富なマウントなら、' +
        '腕が上がっても長く付き合えます。\n\n' +
        'そして、実際に手に持ってみましょう。グリップの握りやすさやボタン配置、ファインダーの見やすさは、' +
        '数百万画素の差よりもずっと重要です。できれば店頭で試し、ネットで購入する場合は返品条件をよく確認しておくと' +
        '安心です。バリアングル液晶かどうかも、Vlogやローアングル撮影では大きな違いになります。\n\n' +
        '最後に、アクセサリーも含めて予算を組みましょう。予備バッテリー、高速なメモリーカード、' +
        'カメラバッグは必需品です。ミドルクラスのボディに良いレンズを組み合わせたほうが、' +
        'ハイエンド機に安価なキットズームを付けるよりも、たいてい良い写真が撮れます。' +
        '毎日持ち歩きたくなる一台を選んで、どんどん撮りに出かけましょう。',
    },
  },
  {
    slug: 'prime-vs-zoom-lenses',
    category: 'reviews',
    author: 'Daniel Ortega',
    daysAgo: 11,
    title: {
      en: 'Prime vs zoom: which lens should you buy next?',
      es: 'Focal fija o zoom: ¿qué objetivo te conviene comprar ahora?',
      zh: '定焦还是变焦？下一支镜头该怎么选',
      fr: 'Focale fixe ou zoom : quel objectif acheter ensuite ?',
      de: 'Festbrennweite oder Zoom: Welches Objektiv als Nächstes?',
      jp: '単焦点かズームか？次に買うべきレンズを徹底比較',
    },
    summary: {
      en:
        'We spent two weeks shooting the same scenes with a 35 mm prime and a 24–70 mm zoom. Here is what each one ' +
        'does better.',
      es:
        'Durante dos semanas fotografiamos las mismas escenas con un 35 mm fijo y un zoom 24-70 mm. Te contamos en ' +
        'qué destaca cada uno.',
      zh: '我们用一支 35mm 定焦和一支 24-70mm 变焦拍了整整两周的同一批场景，看看它们各自强在哪里。',
      fr:
        'Pendant deux semaines, nous avons photographié les mêmes scènes avec un 35 mm fixe et un zoom 24-70 mm. ' +
        'Voici ce que chacun fait le mieux.',
      de:
        'Zwei Wochen lang haben wir dieselben Motive mit einer 35-mm-Festbrennweite und einem 24–70-mm-Zoom ' +
        'fotografiert. Das kann jedes Objektiv besser.',
      jp: '35mm単焦点と24-70mmズームで、同じ被写体を2週間撮り比べました。それぞれが得意なことをレポートします。',
    },
    body: {
      en:
        'Sooner or later every photographer faces the same question: a fast prime or a versatile zoom? To answer it ' +
        'honestly, we put a 35 mm f/1.8 prime and a 24–70 mm f/4 zoom on the same camera and used them side by side ' +
        'for two weeks of street, portrait and travel shooting.\n\n' +
        'The prime won on light and character. At f/1.8 it gathers more than twice as much light as the zoom at ' +
        'f/4, which meant lower ISO indoors and a beautifully soft background in portraits. It is also smaller and ' +
        'lighter, so the camera came along on days when it would otherwise have stayed at home. Having a single ' +
        'focal length forced us to move our feet and think about framing, and several of our favourite shots came ' +
        'from that constraint.\n\n' +
        'The zoom won on flexibility. At a market or a family gathering, going from a wide view to a tight detail ' +
        'in a second is priceless, and we missed far fewer moments. Modern zooms are impressively sharp, and image ' +
        'stabilisation makes up for much of the aperture difference when the subject stays still.\n\n' +
        'Image quality was closer than we expected. Stopped down to f/5.6, both lenses produced crisp, contrasty ' +
        'files, and in prints up to A3 we could not reliably tell them apart. The real differences were in low ' +
        'light, background blur and the way each lens changed how we shot.\n\n' +
        'Our verdict: if you already own a kit zoom, a fast 35 mm or 50 mm prime is the most rewarding upgrade for ' +
        'the money. If you mostly shoot events, travel or video and need to react quickly, a good standard zoom ' +
        'will serve you better. Many photographers end up with one of each, and that is not a bad place to be.',
      es:
        'Tarde o temprano, todo fotógrafo se enfrenta a la misma duda: ¿un objetivo fijo luminoso o un zoom ' +
        'versátil? Para responder con honestidad, montamos un 35 mm f/1,8 y un 24-70 mm f/4 en la misma cámara y ' +
        'los alternamos durante dos semanas de fotografía callejera, retrato y viajes.\n\n' +
        'El fijo gana en luz y en carácter. A f/1,8 recoge más del doble de luz que el zoom a f/4, lo que se ' +
        'traduce en ISO más bajos en interiores y un fondo precioso en los retratos. Además es más pequeño y ' +
        'ligero, así que la cámara nos acompañó en días en los que normalmente se habría quedado en casa. Tener una ' +
        'sola focal nos obligó a movernos y a pensar el encuadre, y varias de nuestras fotos favoritas nacieron de ' +
        'esa limitación.\n\n' +
        'El zoom gana en flexibilidad. En un mercado o en una reunión familiar, pasar de un plano general a un ' +
        'detalle en un segundo no tiene precio, y se nos escaparon muchos menos momentos. Los zooms actuales son ' +
        'sorprendentemente nítidos, y la estabilización compensa buena parte de la diferencia de apertura cuando el ' +
        'sujeto está quieto.\n\n' +
        'En calidad de imagen, la diferencia fue menor de lo que esperábamos. Cerrados a f/5,6, ambos ofrecieron ' +
        'archivos nítidos y con buen contraste, y en copias de hasta A3 no siempre supimos distinguirlos. Las ' +
        'diferencias reales estuvieron en la luz escasa, el desenfoque del fondo y la manera en que cada objetivo ' +
        'cambió nuestra forma de fotografiar.\n\n' +
        'Nuestro veredicto: si ya tienes un zoom de kit, un 35 mm o un 50 mm luminoso es la mejora que más ' +
        'satisfacciones da por su precio. Si fotografías sobre todo eventos, viajes o vídeo y necesitas reaccionar ' +
        'rápido, un buen zoom estándar te servirá mejor. Muchos fotógrafos acaban teniendo uno de cada, y no es ' +
        'mala opción.',
      zh:
        '每个摄影爱好者迟早都会遇到这个问题：买一支大光圈定焦，还是一支万能变焦？为了给出实在的答案，我们把 35mm ' +
        'f/1.8 定焦和 24-70mm f/4 变焦装在同一台机身上，在街拍、人像和旅行中交替使用了两周。\n\n' +
        '定焦胜在进光量和味道。f/1.8 的进光量是 f/4 的两倍多，室内可以用更低的 ISO，拍人像时背景虚化也更柔美。' +
        '它更小更轻，很多原本懒得带相机的日子，我们也顺手带上了。只有一个焦段，逼着我们用脚去变焦、认真思考构图，' +
        '不少最满意的作品正是在这种限制下拍出来的。\n\n' +
        '变焦胜在灵活。在集市或家庭聚会上，一秒之内从全景切换到特写，这种便利无可替代，错过的瞬间也少得多。' +
        '如今的变焦镜头锐度相当出色，拍摄静止主体时，防抖也能弥补大部分光圈上的差距。\n\n' +
        '画质差距比预想的要小。收到 f/5.6 时，两支镜头都能拍出锐利、反差良好的照片，打印到 A3 ' +
        '大小我们也很难稳定分辨。真正的区别在于弱光表现、背景虚化，以及它们如何改变了我们的拍摄方式。\n\n' +
        '我们的结论是：如果你手上已经有套机变焦，那么一支大光圈 35mm 或 50mm 定焦是性价比最高、最有成就感的升级。' +
        '如果你主要拍活动、旅行或视频，需要快速反应，一支优质的标准变焦会更合适。很多摄影师最后两种都有，' +
        '这也是个不错的归宿。',
      fr:
        'Tôt ou tard, tout photographe se pose la même question : une focale fixe lumineuse ou un zoom polyvalent ? ' +
        'Pour y répondre honnêtement, nous avons monté un 35 mm f/1,8 et un 24-70 mm f/4 sur le même boîtier et les ' +
        'avons utilisés en alternance pendant deux semaines, en photo de rue, en portrait et en voyage.\n\n' +
        "La focale fixe l'emporte sur la luminosité et le caractère. À f/1,8, elle capte plus de deux fois plus de " +
        'lumière que le zoom à f/4 : des ISO plus bas en intérieur et un arrière-plan joliment fondu en portrait. ' +
        "Plus compacte et plus légère, elle nous a aussi donné envie d'emporter l'appareil des jours où il serait " +
        'resté à la maison. Une seule focale oblige à bouger et à réfléchir au cadrage, et plusieurs de nos images ' +
        'préférées sont nées de cette contrainte.\n\n' +
        "Le zoom l'emporte sur la souplesse. Sur un marché ou lors d'une réunion de famille, passer d'un plan large " +
        "à un détail en une seconde n'a pas de prix, et nous avons raté beaucoup moins de moments. Les zooms " +
        "récents sont étonnamment piqués, et la stabilisation compense une bonne partie de l'écart d'ouverture " +
        'quand le sujet ne bouge pas.\n\n' +
        "En qualité d'image, l'écart s'est révélé plus faible que prévu. Fermés à f/5,6, les deux objectifs livrent " +
        "des fichiers nets et contrastés, et sur des tirages jusqu'au A3 nous ne parvenions pas toujours à les " +
        "distinguer. Les vraies différences se jouent en basse lumière, sur le flou d'arrière-plan et dans la " +
        'manière dont chaque objectif a changé notre façon de photographier.\n\n' +
        "Notre verdict : si vous possédez déjà un zoom de kit, un 35 mm ou un 50 mm lumineux est l'évolution la " +
        'plus gratifiante pour le prix. Si vous photographiez surtout des événements, des voyages ou de la vidéo et ' +
        'devez réagir vite, un bon zoom standard vous rendra plus de services. Beaucoup de photographes finissent ' +
        "par avoir les deux, et ce n'est pas une mauvaise idée.",
      de:
        'Früher oder später stellt sich jede Fotografin und jeder Fotograf dieselbe Frage: lichtstarke ' +
        'Festbrennweite oder vielseitiges Zoom? Um sie ehrlich zu beantworten, haben wir ein 35 mm f/1,8 und ein ' +
        '24–70 mm f/4 an derselben Kamera zwei Wochen lang abwechselnd eingesetzt – auf der Straße, beim Porträt ' +
        'und auf Reisen.\n\n' +
        'Die Festbrennweite punktet bei Licht und Bildcharakter. Bei f/1,8 sammelt sie mehr als doppelt so viel ' +
        'Licht wie das Zoom bei f/4. Das heißt: niedrigere ISO-Werte in Innenräumen und ein wunderbar weicher ' +
        'Hintergrund bei Porträts. Sie ist außerdem kleiner und leichter, sodass die Kamera auch an Tagen mitkam, ' +
        'an denen sie sonst zu Hause geblieben wäre. Nur eine Brennweite zwingt dazu, sich zu bewegen und bewusster ' +
        'zu komponieren – einige unserer Lieblingsbilder sind genau so entstanden.\n\n' +
        'Das Zoom punktet bei der Flexibilität. Auf dem Markt oder bei einer Familienfeier in einer Sekunde von der ' +
        'Totalen zum Detail zu wechseln, ist Gold wert, und wir haben deutlich weniger Momente verpasst. Moderne ' +
        'Zooms sind beeindruckend scharf, und der Bildstabilisator gleicht bei ruhigen Motiven einen Großteil des ' +
        'Blendenunterschieds aus.\n\n' +
        'Bei der Bildqualität lagen beide näher beieinander als erwartet. Auf f/5,6 abgeblendet lieferten beide ' +
        'knackige, kontrastreiche Aufnahmen, und bei Abzügen bis A3 konnten wir sie nicht zuverlässig ' +
        'auseinanderhalten. Die echten Unterschiede zeigten sich bei wenig Licht, bei der Hintergrundunschärfe und ' +
        'darin, wie jedes Objektiv unsere Art zu fotografieren verändert hat.\n\n' +
        'Unser Fazit: Wenn du bereits ein Kit-Zoom besitzt, ist eine lichtstarke 35- oder 50-mm-Festbrennweite das ' +
        'lohnendste Upgrade fürs Geld. Fotografierst du vor allem Events, Reisen oder Video und musst schnell ' +
        'reagieren, bist du mit einem hochwertigen Standardzoom besser bedient. Viele landen am Ende bei beidem – ' +
        'und das ist keine schlechte Lösung.',
      jp:
        'カメラに慣れてくると、誰もが一度は悩むのが「明るい単焦点にするか、便利なズームにするか」という問題です。' +
        '実際のところを確かめるため、35mm F1.8の単焦点と24-70mm F4のズームを同じボディに付け替えながら、スナップ、' +
        'ポートレート、旅行で2週間使い比べてみました。\n\n' +
        '単焦点の強みは、明るさと描写の味わいです。F1.8はF4の2倍以上の光を取り込めるので、' +
        '室内でもISO感度を低く抑えられ、ポートレートでは背景がとろけるようにボケます。小さく軽いため、' +
        'いつもならカメラを置いていくような日にも持ち出せました。画角が一つしかないぶん自分の足で動き、' +
        '構図をじっくり考えるようになり、お気に入りのカットの多くはその制約から生まれました。\n\n' +
        'ズームの強みは、なんといっても機動力です。市場や家族の集まりでは、' +
        '広い景色からクローズアップまで一瞬で切り替えられるのが本当に便利で、' +
        'シャッターチャンスを逃すことがぐっと減りました。最近のズームレンズは驚くほどシャープで、' +
        '被写体が止まっていれば手ブレ補正が明るさの差をかなり埋めてくれます。\n\n' +
        '画質の差は、予想していたよりも小さいものでした。F5.6まで絞れば、' +
        'どちらもシャープでコントラストのよい描写で、A3までのプリントでは見分けがつかないこともしばしばでした。' +
        '本当の違いが出たのは、暗所での撮影、背景のボケ、そして撮り方そのものへの影響です。\n\n' +
        '結論として、すでにキットズームをお持ちなら、明るい35mmや50mmの単焦点がいちばん満足度の高いステップアップで' +
        'す。イベントや旅行、動画が中心で、とっさの対応力が必要なら、上質な標準ズームのほうが頼りになります。' +
        '最終的に両方そろえる人も多く、それも悪くない選択です。',
    },
  },
  {
    slug: 'drone-season-rules-for-beginners',
    category: 'news',
    author: 'Hana Sato',
    daysAgo: 6,
    title: {
      en: 'Drone season is here: the rules every beginner should know',
      es: 'Llega la temporada de drones: las normas que todo principiante debe conocer',
      zh: '无人机季来了：新手必知的飞行规则',
      fr: 'La saison des drones est lancée : les règles à connaître quand on débute',
      de: 'Die Drohnensaison beginnt: Diese Regeln sollten Einsteiger kennen',
      jp: 'ドローンシーズン到来！初心者が知っておきたい飛行ルール',
    },
    summary: {
      en:
        'Before your first flight, learn the basics that apply almost everywhere: registration, altitude limits, ' +
        'no-fly zones and respect for privacy.',
      es:
        'Antes de tu primer vuelo, repasa lo básico que se aplica casi en todas partes: registro, límites de ' +
        'altura, zonas restringidas y respeto a la privacidad.',
      zh: '第一次起飞之前，先了解几乎在哪里都适用的基本规则：实名登记、限高、禁飞区和隐私保护。',
      fr:
        'Avant votre premier vol, révisez les bases valables presque partout : enregistrement, limites de hauteur, ' +
        'zones interdites et respect de la vie privée.',
      de:
        'Vor dem ersten Flug lohnt ein Blick auf die Grundregeln, die fast überall gelten: Registrierung, Flughöhe, ' +
        'Flugverbotszonen und Privatsphäre.',
      jp:
        '初フライトの前に、ほぼどこでも共通する基本を確認しましょう。機体登録、高度制限、飛行禁止区域、' +
        'そしてプライバシーへの配慮です。',
    },
    body: {
      en:
        'Longer days and calmer weather mean more drones in the sky, and many first-time pilots. Flying is easier ' +
        'than ever thanks to GPS stabilisation and obstacle sensors, but the rules have become stricter too. ' +
        'Regulations differ from country to country, so always check with your national aviation authority before ' +
        'you take off. The principles below, however, apply almost everywhere.\n\n' +
        'Know your weight class and register if required. In many countries, drones under 250 grams fall into the ' +
        'lightest category with the fewest obligations, while heavier models require online registration, a basic ' +
        'theory test, or both. The registration number usually has to be displayed on the aircraft. Keep the ' +
        'confirmation on your phone in case someone asks for it.\n\n' +
        'Respect altitude and distance limits. A common ceiling for hobby flights is around 120 metres (400 feet) ' +
        'above the ground, and you should always keep the drone within visual line of sight. Never fly over crowds, ' +
        'and keep a safe distance from people who are not involved in your flight.\n\n' +
        'Check the map before every flight. Airports, heliports, military sites, prisons and many national parks ' +
        'are restricted or closed to drones, and temporary restrictions can appear for events or emergencies. Most ' +
        "manufacturers' apps and official aviation maps show these zones; some drones will even refuse to take off " +
        'inside them.\n\n' +
        'Finally, think about privacy and insurance. Filming people in their gardens or through windows can break ' +
        'privacy law even where flying itself is legal. Third-party liability insurance is mandatory in some ' +
        'countries and sensible everywhere. Fly responsibly and the sky stays open for everyone, and you will come ' +
        'home with great footage.',
      es:
        'Días más largos y buen tiempo significan más drones en el cielo y muchos pilotos que vuelan por primera ' +
        'vez. Volar nunca ha sido tan fácil gracias a la estabilización por GPS y a los sensores de obstáculos, ' +
        'pero las normas también se han endurecido. La regulación varía de un país a otro, así que consulta siempre ' +
        'a la autoridad de aviación civil de tu país antes de despegar. Aun así, los principios que siguen se ' +
        'aplican casi en todas partes.\n\n' +
        'Conoce la categoría de tu dron y regístralo si es obligatorio. En muchos países, los drones de menos de ' +
        '250 gramos entran en la categoría más ligera, con menos obligaciones, mientras que los modelos más pesados ' +
        'exigen un registro en línea, un examen teórico básico o ambas cosas. Normalmente el número de registro ' +
        'debe figurar en la aeronave. Guarda el justificante en el teléfono por si alguien te lo pide.\n\n' +
        'Respeta los límites de altura y distancia. Un techo habitual para los vuelos recreativos ronda los 120 ' +
        'metros sobre el suelo, y el dron debe estar siempre dentro de tu alcance visual. No sobrevueles nunca ' +
        'aglomeraciones y mantén una distancia de seguridad con las personas ajenas al vuelo.\n\n' +
        'Consulta el mapa antes de cada vuelo. Aeropuertos, helipuertos, instalaciones militares, prisiones y ' +
        'muchos parques naturales están restringidos o cerrados a los drones, y pueden activarse restricciones ' +
        'temporales por eventos o emergencias. Las aplicaciones de la mayoría de los fabricantes y los mapas ' +
        'aeronáuticos oficiales muestran estas zonas; algunos drones ni siquiera despegan dentro de ellas.\n\n' +
        'Por último, piensa en la privacidad y en el seguro. Grabar a personas en su jardín o a través de una ' +
        'ventana puede vulnerar la ley aunque el vuelo en sí sea legal. El seguro de responsabilidad civil es ' +
        'obligatorio en algunos países y recomendable en todos. Vuela con responsabilidad: así el cielo seguirá ' +
        'abierto para todos y volverás a casa con imágenes estupendas.',
      zh:
        '白天变长、天气转好，天上的无人机越来越多，第一次上手的新飞手也越来越多。有了 GPS 悬停和避障传感器，' +
        '飞行比以往任何时候都容易，但相关规定也越来越严格。各国法规不尽相同，' +
        '起飞前请务必查询本国民航主管部门的最新要求。不过，下面这些原则几乎在哪里都适用。\n\n' +
        '了解你的无人机属于哪个重量级别，并按要求登记。在许多国家，250 克以下的无人机属于最轻的一类，义务较少；' +
        '更重的机型则需要在线实名登记、通过基础理论考试，或两者兼有。登记编号通常需要贴在机身上。' +
        '建议把登记凭证存在手机里，以备查验。\n\n' +
        '遵守高度和距离限制。很多地方对娱乐飞行的高度上限在 120 米左右，而且无人机必须始终保持在你的视距范围内。' +
        '切勿在人群上方飞行，并与无关人员保持安全距离。\n\n' +
        '每次起飞前都要查看地图。机场、直升机停机坪、军事设施、监狱以及许多自然保护区都限制或禁止无人机飞行，' +
        '遇到大型活动或突发事件时还可能临时划定禁飞区。大多数厂商的 App 和官方航空地图都会标出这些区域，' +
        '有些无人机在禁飞区内甚至无法起飞。\n\n' +
        '最后，别忘了隐私和保险。即使飞行本身合法，拍摄他人庭院或透过窗户拍摄，也可能触犯隐私相关法律。' +
        '第三者责任险在一些国家是强制的，在任何地方都值得购买。负责任地飞行，才能让天空对所有人保持开放，' +
        '也让你带着精彩的画面满载而归。',
      fr:
        'Avec les beaux jours, les drones se multiplient dans le ciel, et les pilotes débutants aussi. Grâce au ' +
        "positionnement GPS et aux capteurs d'obstacles, piloter n'a jamais été aussi simple, mais la " +
        "réglementation s'est durcie. Les règles varient d'un pays à l'autre : renseignez-vous toujours auprès de " +
        "l'autorité de l'aviation civile de votre pays avant de décoller. Les principes ci-dessous s'appliquent " +
        'néanmoins presque partout.\n\n' +
        'Connaissez la catégorie de votre drone et enregistrez-le si nécessaire. Dans de nombreux pays, les drones ' +
        "de moins de 250 grammes relèvent de la catégorie la plus légère, avec moins d'obligations, tandis que les " +
        'modèles plus lourds exigent un enregistrement en ligne, une formation théorique de base, ou les deux. Le ' +
        "numéro d'enregistrement doit généralement figurer sur l'appareil. Gardez votre attestation sur votre " +
        'téléphone en cas de contrôle.\n\n' +
        'Respectez les limites de hauteur et de distance. Un plafond courant pour les vols de loisir se situe ' +
        'autour de 120 mètres au-dessus du sol, et le drone doit toujours rester à vue. Ne survolez jamais de ' +
        'rassemblements de personnes et gardez une distance de sécurité avec les tiers.\n\n' +
        'Consultez la carte avant chaque vol. Aéroports, héliports, sites militaires, prisons et de nombreux parcs ' +
        'naturels sont interdits ou soumis à restrictions, et des interdictions temporaires peuvent être décidées ' +
        "lors d'événements ou de situations d'urgence. Les applications des fabricants et les cartes aéronautiques " +
        "officielles indiquent ces zones ; certains drones refusent même de décoller à l'intérieur.\n\n" +
        "Enfin, pensez à la vie privée et à l'assurance. Filmer des personnes dans leur jardin ou à travers une " +
        "fenêtre peut enfreindre la loi, même là où le vol lui-même est autorisé. L'assurance responsabilité civile " +
        'est obligatoire dans certains pays et recommandée partout. Pilotez de manière responsable : le ciel ' +
        'restera ouvert à tous, et vous rentrerez avec de superbes images.',
      de:
        'Längere Tage und ruhigeres Wetter bringen mehr Drohnen an den Himmel – und viele Erstpiloten. Dank ' +
        'GPS-Stabilisierung und Hindernissensoren ist das Fliegen so einfach wie nie, doch auch die Regeln sind ' +
        'strenger geworden. Die Vorschriften unterscheiden sich von Land zu Land, informiere dich daher vor dem ' +
        'Start immer bei der zuständigen Luftfahrtbehörde. Die folgenden Grundsätze gelten jedoch fast überall.\n\n' +
        'Kenne die Gewichtsklasse deiner Drohne und registriere dich, falls nötig. In vielen Ländern fallen Drohnen ' +
        'unter 250 Gramm in die leichteste Kategorie mit den wenigsten Pflichten, während schwerere Modelle eine ' +
        'Online-Registrierung, einen einfachen Kompetenznachweis oder beides erfordern. Die Registrierungsnummer ' +
        'muss meist sichtbar an der Drohne angebracht sein. Hab die Bestätigung auf dem Handy dabei, falls jemand ' +
        'danach fragt.\n\n' +
        'Halte dich an Höhen- und Abstandsgrenzen. Eine übliche Obergrenze für Hobbyflüge liegt bei etwa 120 Metern ' +
        'über Grund, und die Drohne muss stets in Sichtweite bleiben. Überfliege niemals Menschenansammlungen und ' +
        'halte ausreichend Abstand zu unbeteiligten Personen.\n\n' +
        'Prüfe vor jedem Flug die Karte. Flughäfen, Hubschrauberlandeplätze, militärische Anlagen, ' +
        'Justizvollzugsanstalten und viele Naturschutzgebiete sind für Drohnen gesperrt oder eingeschränkt, und bei ' +
        'Veranstaltungen oder Notfällen können kurzfristig weitere Sperrzonen hinzukommen. Die Apps der meisten ' +
        'Hersteller und offizielle Luftfahrtkarten zeigen diese Gebiete an; manche Drohnen starten dort gar nicht ' +
        'erst.\n\n' +
        'Denk zum Schluss an Privatsphäre und Versicherung. Wer Menschen im Garten oder durchs Fenster filmt, kann ' +
        'gegen Persönlichkeitsrechte verstoßen, selbst wenn der Flug an sich erlaubt ist. Eine ' +
        'Haftpflichtversicherung ist in manchen Ländern Pflicht und überall sinnvoll. Wer verantwortungsvoll ' +
        'fliegt, hält den Himmel für alle offen – und kommt mit großartigen Aufnahmen nach Hause.',
      jp:
        '日が長くなり天気も安定してくると、空を飛ぶドローンも、はじめて操縦する人も一気に増えます。' +
        'GPSによる安定飛行や障害物センサーのおかげで操縦はかつてないほど簡単になりましたが、' +
        'ルールも年々厳しくなっています。規制は国によって異なるため、飛ばす前には必ず各国の航空当局の最新情報を確認' +
        'してください。とはいえ、以下の原則はほとんどの国で共通です。\n\n' +
        'まず、機体の重量区分を把握し、必要なら登録を済ませましょう。多くの国では250g未満の機体は最も軽いカテゴリー' +
        'に分類され、義務も少なめです。一方、それより重い機体ではオンライン登録や簡単な学科試験、' +
        'あるいはその両方が求められます。登録番号は機体への表示が義務づけられていることが多いので、' +
        '登録証明はスマートフォンにも保存しておくと安心です。\n\n' +
        '高度と距離の制限を守りましょう。趣味での飛行は地上からおよそ120mまでとされている国が多く、' +
        '機体は常に目視できる範囲で飛ばす必要があります。人が集まっている場所の上空は絶対に避け、' +
        '関係のない人とは十分な距離を保ってください。\n\n' +
        'フライトのたびに地図を確認しましょう。空港やヘリポート、軍事施設、刑務所、' +
        '多くの国立公園などは飛行が制限または禁止されており、イベントや災害時には一時的な規制が設けられることもあり' +
        'ます。多くのメーカーのアプリや公式の航空マップでこうした区域を確認でき、' +
        '機種によっては区域内で離陸できないようになっています。\n\n' +
        '最後に、プライバシーと保険についても考えておきましょう。飛行そのものが合法でも、' +
        '他人の庭や窓の中を撮影すればプライバシーの侵害にあたる可能性があります。' +
        '賠償責任保険は国によっては加入が義務で、そうでなくても入っておくのが賢明です。' +
        'ルールを守って安全に飛ばせば、空はこれからもみんなのもの。きっと素晴らしい映像を持ち帰れるはずです。',
    },
  },
  {
    slug: 'caring-for-camera-batteries-and-memory-cards',
    category: 'guides',
    author: 'Wei Chen',
    daysAgo: 19,
    title: {
      en: 'How to look after your camera batteries and memory cards',
      es: 'Cómo cuidar las baterías y las tarjetas de memoria de tu cámara',
      zh: '相机电池和存储卡的正确保养方法',
      fr: 'Bien entretenir les batteries et les cartes mémoire de son appareil',
      de: 'Akkus und Speicherkarten richtig pflegen',
      jp: 'カメラのバッテリーとメモリーカード、正しいお手入れ方法',
    },
    summary: {
      en:
        'A few simple habits keep your batteries healthy for years and protect your photos from the dreaded "card ' +
        'error" message.',
      es:
        'Unos pocos hábitos sencillos mantienen tus baterías en forma durante años y protegen tus fotos del temido ' +
        'mensaje de «error de tarjeta».',
      zh: '养成几个简单的小习惯，就能让电池多用好几年，也能让你的照片远离可怕的“存储卡错误”。',
      fr:
        'Quelques gestes simples suffisent pour garder vos batteries en forme pendant des années et protéger vos ' +
        'photos du redouté message « erreur de carte ».',
      de:
        'Mit ein paar einfachen Gewohnheiten halten deine Akkus jahrelang durch – und deine Fotos bleiben vor der ' +
        'gefürchteten Meldung „Kartenfehler“ sicher.',
      jp: 'ちょっとした習慣で、バッテリーは何年も元気に使え、大切な写真を「カードエラー」から守れます。',
    },
    body: {
      en:
        'Batteries and memory cards are the least glamorous part of any kit, yet they are behind most missed shots ' +
        'and lost photos. The good news is that looking after them takes only a few minutes a week.\n\n' +
        'Lithium-ion batteries are happiest between about 30 and 80 percent charge. If you will not use a battery ' +
        'for a few weeks, store it half charged in a cool, dry place rather than full or completely empty. Never ' +
        'leave batteries in a hot car, and in cold weather keep spares in an inside pocket, where body heat keeps ' +
        'them working longer. Buy genuine or well-reviewed replacements: cheap unbranded cells may lack proper ' +
        'protection circuits.\n\n' +
        'Format memory cards in the camera, not on your computer, and do it every time you have safely copied your ' +
        'files. Formatting in the camera sets up the file system exactly as the camera expects and reduces the risk ' +
        'of errors. Avoid deleting images one by one in the camera, which fragments the card over time.\n\n' +
        'Handle cards with care. Keep them in a hard case, away from sand and moisture, and never remove a card ' +
        'while the camera is still writing to it; wait for the access light to go out. On trips, use several ' +
        'smaller cards rather than a single huge one, so that losing or damaging one does not cost you ' +
        'everything.\n\n' +
        'Finally, back up as soon as you can. A simple routine of copying to a laptop and then to an external drive ' +
        'or cloud storage turns a lost card into an annoyance rather than a disaster. Retire cards that have ' +
        'started showing errors, and mark worn batteries so they stay at home. Your future self, and your photos, ' +
        'will thank you.',
      es:
        'Las baterías y las tarjetas de memoria son la parte menos vistosa del equipo, pero están detrás de la ' +
        'mayoría de las fotos perdidas y las ocasiones desaprovechadas. Por suerte, cuidarlas solo lleva unos ' +
        'minutos a la semana.\n\n' +
        'Las baterías de iones de litio se conservan mejor entre el 30 y el 80 % de carga, aproximadamente. Si no ' +
        'vas a usar una batería durante unas semanas, guárdala a media carga en un lugar fresco y seco, ni llena ni ' +
        'completamente vacía. No la dejes nunca dentro de un coche al sol y, cuando haga frío, lleva las de ' +
        'repuesto en un bolsillo interior: el calor corporal hará que duren más. Compra baterías originales o de ' +
        'marcas con buenas opiniones, porque las genéricas más baratas pueden carecer de circuitos de protección ' +
        'adecuados.\n\n' +
        'Formatea las tarjetas en la cámara, no en el ordenador, y hazlo cada vez que hayas copiado los archivos de ' +
        'forma segura. Al formatear en la cámara, el sistema de archivos queda exactamente como ella lo espera y se ' +
        'reduce el riesgo de errores. Evita borrar fotos una a una desde la cámara, porque con el tiempo fragmenta ' +
        'la tarjeta.\n\n' +
        'Trata las tarjetas con cuidado. Guárdalas en un estuche rígido, lejos de la arena y la humedad, y no las ' +
        'saques nunca mientras la cámara esté escribiendo: espera a que se apague el piloto de acceso. En los ' +
        'viajes, usa varias tarjetas pequeñas en lugar de una enorme; así, si pierdes o se estropea una, no lo ' +
        'pierdes todo.\n\n' +
        'Por último, haz copias de seguridad cuanto antes. Una rutina sencilla, copiar al portátil y luego a un ' +
        'disco externo o a la nube, convierte la pérdida de una tarjeta en una molestia y no en un desastre. Jubila ' +
        'las tarjetas que empiecen a dar errores y marca las baterías gastadas para que se queden en casa. Tu yo ' +
        'del futuro, y tus fotos, te lo agradecerán.',
      zh:
        '电池和存储卡是器材里最不起眼的部分，却是大多数错失画面和照片丢失的罪魁祸首。好在保养它们，' +
        '每周只需要花几分钟。\n\n' +
        '锂离子电池最喜欢的电量区间大约在 30% 到 80% 之间。如果几周内都用不上，请把电池充到一半左右，' +
        '存放在阴凉干燥的地方，不要满电或完全放空保存。别把电池留在暴晒的车里；天冷时把备用电池放在贴身口袋里，' +
        '体温能让它们撑得更久。请购买原厂或口碑良好的替换电池，来路不明的廉价电池可能缺少必要的保护电路。\n\n' +
        '存储卡请在相机里格式化，而不是在电脑上，并且在确认文件已经安全备份后再进行。在相机内格式化，' +
        '能按照相机需要的方式建立文件系统，降低出错的概率。尽量避免在相机里一张张删除照片，' +
        '时间长了会让存储卡产生碎片。\n\n' +
        '拿取存储卡要小心。把它们放在硬质卡盒里，远离沙尘和潮湿；相机正在写入时千万不要拔卡，' +
        '一定要等读写指示灯熄灭。外出旅行时，用几张小容量卡代替一张超大容量卡，这样即使丢失或损坏一张，' +
        '也不至于全军覆没。\n\n' +
        '最后，尽早备份。养成先拷到笔记本电脑、再存到移动硬盘或云端的习惯，丢一张卡就只是小麻烦，而不是大灾难。' +
        '开始报错的存储卡请及时淘汰，老化的电池做好标记留在家里。未来的你，还有你的照片，都会感谢现在的自己。',
      fr:
        "Batteries et cartes mémoire sont les éléments les moins glamour d'un équipement photo, et pourtant elles " +
        "sont à l'origine de la plupart des photos ratées ou perdues. Heureusement, les entretenir ne demande que " +
        'quelques minutes par semaine.\n\n' +
        'Les batteries lithium-ion se portent mieux entre 30 et 80 % de charge environ. Si vous ne comptez pas ' +
        'utiliser une batterie pendant quelques semaines, stockez-la à moitié chargée, au frais et au sec, plutôt ' +
        'que pleine ou complètement vide. Ne la laissez jamais dans une voiture en plein soleil et, par temps ' +
        'froid, gardez vos batteries de rechange dans une poche intérieure : la chaleur du corps prolonge leur ' +
        "autonomie. Privilégiez les batteries d'origine ou de marques reconnues, car les modèles génériques bon " +
        "marché n'ont pas toujours de vrais circuits de protection.\n\n" +
        "Formatez vos cartes dans l'appareil, pas sur l'ordinateur, et faites-le chaque fois que vos fichiers sont " +
        "copiés en lieu sûr. Le formatage dans le boîtier crée un système de fichiers exactement comme l'appareil " +
        "l'attend et limite les risques d'erreur. Évitez de supprimer les images une à une depuis l'appareil, ce " +
        'qui fragmente la carte au fil du temps.\n\n' +
        "Manipulez vos cartes avec soin. Rangez-les dans un étui rigide, à l'abri du sable et de l'humidité, et ne " +
        "retirez jamais une carte pendant que l'appareil écrit dessus : attendez que le voyant d'accès s'éteigne. " +
        "En voyage, préférez plusieurs cartes de capacité moyenne à une seule énorme ; perdre ou abîmer l'une " +
        "d'elles ne vous coûtera pas tout.\n\n" +
        "Enfin, sauvegardez dès que possible. Une routine simple, copie sur l'ordinateur portable puis sur un " +
        "disque externe ou dans le cloud, fait de la perte d'une carte un simple contretemps plutôt qu'une " +
        'catastrophe. Mettez à la retraite les cartes qui commencent à afficher des erreurs et marquez les ' +
        "batteries fatiguées pour qu'elles restent à la maison. Vos photos vous diront merci.",
      de:
        'Akkus und Speicherkarten sind der unscheinbarste Teil der Ausrüstung, stecken aber hinter den meisten ' +
        'verpassten Motiven und verlorenen Bildern. Die gute Nachricht: Ihre Pflege kostet nur ein paar Minuten pro ' +
        'Woche.\n\n' +
        'Lithium-Ionen-Akkus fühlen sich bei etwa 30 bis 80 Prozent Ladung am wohlsten. Wenn du einen Akku einige ' +
        'Wochen nicht brauchst, lagere ihn halb geladen an einem kühlen, trockenen Ort – weder voll noch komplett ' +
        'leer. Lass Akkus nie im aufgeheizten Auto liegen, und trag Ersatzakkus bei Kälte in einer Innentasche: Die ' +
        'Körperwärme sorgt dafür, dass sie länger durchhalten. Kauf Originalakkus oder gut bewertete Alternativen, ' +
        'denn billige No-Name-Zellen haben oft keine ordentliche Schutzschaltung.\n\n' +
        'Formatiere Speicherkarten in der Kamera, nicht am Computer – und zwar jedes Mal, nachdem du deine Dateien ' +
        'sicher kopiert hast. So wird das Dateisystem genau so angelegt, wie die Kamera es erwartet, und das ' +
        'Fehlerrisiko sinkt. Lösche Bilder möglichst nicht einzeln in der Kamera, weil das die Karte mit der Zeit ' +
        'fragmentiert.\n\n' +
        'Geh sorgsam mit den Karten um. Bewahre sie in einer stabilen Hülle auf, fern von Sand und Feuchtigkeit, ' +
        'und nimm eine Karte nie heraus, während die Kamera noch schreibt – warte, bis die Zugriffsleuchte ' +
        'erlischt. Nimm auf Reisen lieber mehrere kleinere Karten mit als eine riesige; geht eine verloren oder ' +
        'kaputt, ist nicht gleich alles weg.\n\n' +
        'Und schließlich: Sichere deine Bilder so schnell wie möglich. Mit einer einfachen Routine – erst auf den ' +
        'Laptop, dann auf eine externe Festplatte oder in die Cloud – wird eine verlorene Karte zum Ärgernis statt ' +
        'zur Katastrophe. Sortiere Karten aus, die Fehler zeigen, und markiere schwächelnde Akkus, damit sie zu ' +
        'Hause bleiben. Deine Fotos werden es dir danken.',
      jp:
        'バッテリーやメモリーカードは機材の中でも目立たない存在ですが、撮り逃しや写真の消失の原因の多くはここにあり' +
        'ます。うれしいことに、お手入れにかかるのは週に数分だけです。\n\n' +
        'リチウムイオンバッテリーは、残量がおよそ30〜80％の状態がいちばん長持ちします。数週間使わない予定なら、' +
        '満充電や空っぽのままではなく、半分ほど充電して涼しく乾燥した場所に保管しましょう。' +
        '炎天下の車内に置きっぱなしにするのは厳禁です。寒い日は予備バッテリーを内ポケットに入れておくと、' +
        '体温で温まって長持ちします。交換用は純正品か評判の良い製品を選びましょう。安価なノーブランド品には、' +
        '十分な保護回路が備わっていないことがあります。\n\n' +
        'メモリーカードのフォーマットはパソコンではなくカメラで行い、データを確実にバックアップしたタイミングで毎回' +
        '実施するのがおすすめです。カメラでフォーマットすると、そのカメラに最適な形でファイルシステムが作られ、' +
        'エラーのリスクを減らせます。カメラ上で写真を1枚ずつ削除するのは、' +
        'カードの断片化につながるのでなるべく避けましょう。\n\n' +
        'カードの扱いにも気を配りましょう。ハードケースに入れて砂や湿気から守り、' +
        'カメラが書き込み中のときは絶対に抜かないでください。アクセスランプが消えるまで待つのが鉄則です。' +
        '旅行では大容量カード1枚より、容量控えめのカードを複数枚使うほうが安心です。1枚をなくしたり壊したりしても、' +
        'すべてを失わずに済みます。\n\n' +
        'そして、できるだけ早くバックアップを取りましょう。ノートパソコンにコピーし、' +
        'さらに外付けドライブやクラウドに保存する習慣をつければ、カードをなくしても「困った」で済み、「大惨事」' +
        'にはなりません。エラーが出始めたカードは引退させ、へたってきたバッテリーには印をつけて自宅用にしましょう。' +
        '未来のあなたと、あなたの写真が感謝してくれるはずです。',
    },
  },
  {
    slug: 'lighting-a-home-studio',
    category: 'reviews',
    author: 'Sophie Keller',
    daysAgo: 27,
    title: {
      en: 'Lighting a home studio: LED panels, softboxes and ring lights compared',
      es: 'Iluminar un estudio en casa: paneles LED, ventanas de luz y aros de luz, a prueba',
      zh: '家庭影棚怎么布光？LED 平板灯、柔光箱与环形灯横评',
      fr: 'Éclairer un studio à la maison : panneaux LED, boîtes à lumière et ring lights comparés',
      de: 'Heimstudio ausleuchten: LED-Panels, Softboxen und Ringlichter im Vergleich',
      jp: '自宅スタジオのライティング入門：LEDパネル、ソフトボックス、リングライトを比較',
    },
    summary: {
      en:
        'We set up three beginner lighting kits in a spare room and shot portraits and products with each. Here is ' +
        'what works on a small budget.',
      es:
        'Montamos tres kits de iluminación para principiantes en una habitación libre y fotografiamos retratos y ' +
        'productos con cada uno. Esto es lo que funciona con poco presupuesto.',
      zh: '我们在一间空房里搭起三套入门灯光，分别拍摄人像和产品。看看预算有限时，哪种方案最好用。',
      fr:
        "Nous avons installé trois kits d'éclairage pour débutants dans une pièce libre, puis photographié " +
        'portraits et objets avec chacun. Voici ce qui marche avec un petit budget.',
      de:
        'Wir haben drei Einsteiger-Lichtsets in einem freien Zimmer aufgebaut und damit Porträts und Produkte ' +
        'fotografiert. Das funktioniert mit kleinem Budget.',
      jp:
        '空き部屋に入門向けの照明セットを3種類組み、それぞれでポートレートと商品を撮影しました。' +
        '低予算で本当に使える構成を紹介します。',
    },
    body: {
      en:
        'You do not need a warehouse to light like a pro. A spare room, a few square metres of wall and the right ' +
        'lights are enough for portraits, product shots and video calls that look far better than under the ceiling ' +
        'lamp. To find out which approach suits beginners best, we set up three popular kits in the same room and ' +
        'used each one for a week.\n\n' +
        'The ring light was the easiest to start with. Place it in front of the subject, switch it on and you get ' +
        'flat, even light with a distinctive circular catchlight in the eyes. It is ideal for make-up, video calls ' +
        'and short vertical videos, but the look soon becomes repetitive and it does little to shape a face or a ' +
        'product.\n\n' +
        'Two bi-colour LED panels gave us the most flexibility. They run cool, show exactly what you will get ' +
        'before you press the shutter, and let you adjust brightness and colour temperature from warm to daylight. ' +
        'Bare panels are harsh, though, so budget for diffusers or small softboxes to soften them.\n\n' +
        'The continuous softbox kit produced the most flattering portraits. A large 60 to 90 cm softbox placed at ' +
        '45 degrees to the subject gives soft, directional light with gentle shadows, the classic studio look. The ' +
        'trade-off is size: the stands and boxes take up real floor space and need a few minutes to assemble.\n\n' +
        'Our recommendation for a first home studio is one large softbox as the key light, one LED panel as fill or ' +
        'background light, and an inexpensive white reflector. Add blackout curtains so that daylight does not ' +
        'shift your colours during a session, and always match the colour temperature of your lights. Start simple, ' +
        'learn how one light behaves, and add more only when you know what is missing.',
      es:
        'No hace falta una nave industrial para iluminar como un profesional. Una habitación libre, unos metros de ' +
        'pared y las luces adecuadas bastan para retratos, fotos de producto y videollamadas mucho mejores que bajo ' +
        'la lámpara del techo. Para saber qué opción conviene más a quien empieza, montamos tres kits populares en ' +
        'la misma habitación y usamos cada uno durante una semana.\n\n' +
        'El aro de luz fue el más fácil para empezar. Se coloca delante del sujeto, se enciende y ya tienes una luz ' +
        'plana y uniforme con ese característico reflejo circular en los ojos. Es ideal para maquillaje, ' +
        'videollamadas y vídeos verticales cortos, pero el resultado acaba siendo repetitivo y apenas modela un ' +
        'rostro o un producto.\n\n' +
        'Dos paneles LED bicolor nos dieron la mayor flexibilidad. Apenas se calientan, te muestran exactamente lo ' +
        'que vas a obtener antes de disparar y permiten ajustar la intensidad y la temperatura de color, de cálida ' +
        'a luz de día. Eso sí, sin difusor su luz es dura, así que reserva algo de presupuesto para difusores o ' +
        'pequeñas ventanas de luz.\n\n' +
        'El kit de ventanas de luz continua ofreció los retratos más favorecedores. Una ventana grande, de 60 a 90 ' +
        'cm, colocada a 45 grados del sujeto da una luz suave y direccional con sombras delicadas: el clásico ' +
        'aspecto de estudio. La contrapartida es el espacio: los pies y las ventanas ocupan bastante suelo y tardan ' +
        'unos minutos en montarse.\n\n' +
        'Nuestra recomendación para un primer estudio en casa: una ventana de luz grande como luz principal, un ' +
        'panel LED como relleno o para el fondo y un reflector blanco económico. Añade cortinas opacas para que la ' +
        'luz natural no altere los colores durante la sesión y procura que todas las luces tengan la misma ' +
        'temperatura de color. Empieza por lo sencillo, aprende cómo se comporta una sola luz y añade más solo ' +
        'cuando sepas qué te falta.',
      zh:
        '想拍出专业级的光线，并不需要一个大仓库。一间空房、几平方米的墙面，再加上合适的灯，就足以拍人像、拍产品，' +
        '开视频会议也比头顶的吸顶灯好看得多。为了弄清哪种方案最适合新手，我们在同一个房间里搭起三套热门灯光，' +
        '每套各用了一周。\n\n' +
        '环形灯上手最简单。把它放在被摄者正前方，一开灯就能得到平整均匀的光线，眼睛里还会出现标志性的圆形眼神光。' +
        '它非常适合化妆、视频通话和竖屏短视频，但效果容易千篇一律，对塑造人脸或产品的立体感帮助不大。\n\n' +
        '两盏双色温 LED 平板灯的灵活性最高。它们发热小，按快门之前就能直观看到最终效果，' +
        '亮度和色温也可以在暖光与日光之间自由调节。不过裸灯的光比较硬，记得预留一些预算给柔光罩或小型柔光箱。\n\n' +
        '常亮柔光箱套装拍出的人像最讨喜。一只 60 到 90 厘米的大柔光箱放在被摄者 45 度方向，' +
        '就能得到柔和而有方向感的光线，阴影过渡细腻，正是经典的影棚质感。代价是占地：灯架和柔光箱需要不小的空间，' +
        '每次组装也要花上几分钟。\n\n' +
        '我们对第一个家庭影棚的建议是：一只大柔光箱做主光，一盏 LED 平板灯做辅光或背景光，再加一块便宜的白色反光板。' +
        '装上遮光窗帘，避免拍摄过程中窗外光线改变色彩，并确保各灯的色温一致。从简单开始，先摸透一盏灯的脾气，' +
        '等清楚缺什么了再添置。',
      fr:
        "Nul besoin d'un entrepôt pour éclairer comme un pro. Une pièce libre, quelques mètres carrés de mur et les " +
        'bonnes lumières suffisent pour des portraits, des photos produits et des visioconférences bien plus ' +
        "flatteurs qu'avec le plafonnier. Pour savoir quelle solution convient le mieux aux débutants, nous avons " +
        'installé trois kits populaires dans la même pièce et utilisé chacun pendant une semaine.\n\n' +
        "Le ring light est le plus simple pour commencer. On le place face au sujet, on l'allume, et l'on obtient " +
        'une lumière plate et homogène, avec ce reflet circulaire si reconnaissable dans les yeux. Idéal pour le ' +
        'maquillage, la visio et les vidéos verticales courtes, mais le rendu devient vite répétitif et sculpte peu ' +
        'un visage ou un objet.\n\n' +
        'Deux panneaux LED bicolores nous ont offert le plus de souplesse. Ils chauffent peu, montrent exactement ' +
        "le résultat avant le déclenchement et permettent de régler l'intensité comme la température de couleur, du " +
        'chaud à la lumière du jour. Nus, ils donnent cependant une lumière dure : prévoyez un budget pour des ' +
        'diffuseurs ou de petites boîtes à lumière.\n\n' +
        'Le kit de boîtes à lumière en éclairage continu a donné les portraits les plus flatteurs. Une grande boîte ' +
        'de 60 à 90 cm placée à 45 degrés du sujet produit une lumière douce et directionnelle aux ombres délicates ' +
        ": le rendu studio classique. La contrepartie, c'est l'encombrement : pieds et boîtes occupent une vraie " +
        'place au sol et demandent quelques minutes de montage.\n\n' +
        'Notre conseil pour un premier studio à domicile : une grande boîte à lumière en lumière principale, un ' +
        'panneau LED en débouchage ou pour le fond, et un réflecteur blanc bon marché. Ajoutez des rideaux ' +
        'occultants pour que la lumière du jour ne modifie pas vos couleurs en cours de séance, et accordez ' +
        'toujours la température de couleur de vos sources. Commencez simple, apprenez à maîtriser une lumière, et ' +
        "n'en ajoutez que lorsque vous savez ce qui manque.",
      de:
        'Für professionelles Licht braucht es keine Lagerhalle. Ein freies Zimmer, ein paar Quadratmeter Wand und ' +
        'die richtigen Leuchten reichen für Porträts, Produktfotos und Videocalls, die deutlich besser aussehen als ' +
        'unter der Deckenlampe. Um herauszufinden, was sich für Einsteiger am besten eignet, haben wir drei ' +
        'beliebte Sets im selben Raum aufgebaut und jedes eine Woche lang genutzt.\n\n' +
        'Das Ringlicht war am einfachsten. Vor das Motiv stellen, einschalten – fertig ist das flache, gleichmäßige ' +
        'Licht mit dem typischen runden Lichtreflex in den Augen. Für Make-up, Videocalls und kurze Hochkant-Videos ' +
        'ist das ideal, auf Dauer wirkt der Look aber eintönig und modelliert Gesichter oder Produkte kaum.\n\n' +
        'Zwei Bicolor-LED-Panels boten die größte Flexibilität. Sie bleiben kühl, zeigen schon vor dem Auslösen ' +
        'genau, was du bekommst, und lassen sich in Helligkeit und Farbtemperatur von warm bis Tageslicht regeln. ' +
        'Ohne Diffusor ist ihr Licht allerdings hart – plane also etwas Budget für Diffusoren oder kleine Softboxen ' +
        'ein.\n\n' +
        'Das Dauerlicht-Softbox-Set lieferte die schmeichelhaftesten Porträts. Eine große Softbox mit 60 bis 90 cm, ' +
        'im 45-Grad-Winkel zum Motiv aufgestellt, erzeugt weiches, gerichtetes Licht mit sanften Schatten – der ' +
        'klassische Studio-Look. Der Preis dafür ist Platz: Stative und Boxen brauchen spürbar Stellfläche und ein ' +
        'paar Minuten zum Aufbauen.\n\n' +
        'Unsere Empfehlung für das erste Heimstudio: eine große Softbox als Hauptlicht, ein LED-Panel als Aufhell- ' +
        'oder Hintergrundlicht und ein günstiger weißer Reflektor. Verdunkelungsvorhänge verhindern, dass ' +
        'Tageslicht während des Shootings die Farben verändert, und alle Leuchten sollten dieselbe Farbtemperatur ' +
        'haben. Fang einfach an, lerne, wie sich ein Licht verhält, und ergänze erst, wenn du weißt, was fehlt.',
      jp:
        'プロのようなライティングに、広い倉庫は必要ありません。空き部屋と数平方メートルの壁、' +
        'そして適切なライトがあれば、ポートレートや商品撮影、ビデオ通話まで、' +
        '天井照明とは見違えるほどきれいに撮れます。初心者にどの方式が合うのかを確かめるため、' +
        '人気の3セットを同じ部屋に組み、それぞれ1週間ずつ使ってみました。\n\n' +
        'いちばん手軽だったのはリングライトです。被写体の正面に置いてスイッチを入れるだけで、フラットで均一な光と、' +
        '瞳に映る特徴的な丸いキャッチライトが得られます。メイクやビデオ通話、縦型のショート動画にはぴったりですが、' +
        '仕上がりが単調になりがちで、顔や商品の立体感はあまり出せません。\n\n' +
        '最も柔軟に使えたのは、バイカラーLEDパネル2灯の組み合わせです。発熱が少なく、' +
        'シャッターを切る前に仕上がりをそのまま確認でき、明るさと色温度を電球色から昼光色まで自由に調整できます。' +
        'ただし、そのままでは光が硬いので、ディフューザーや小型ソフトボックスの予算も見ておきましょう。\n\n' +
        'ポートレートがいちばん美しく仕上がったのは、定常光ソフトボックスのセットです。' +
        '60〜90cmの大きなソフトボックスを被写体に対して45度の位置に置くと、' +
        'やわらかく方向性のある光と穏やかな影が生まれ、王道のスタジオらしい写真になります。難点は場所をとること。' +
        'スタンドとボックスはそれなりに床面積が必要で、組み立てにも数分かかります。\n\n' +
        'はじめての自宅スタジオにおすすめなのは、大きめのソフトボックスをメインライトに、' +
        'LEDパネルを補助光や背景用に、そして安価な白いレフ板を1枚という構成です。' +
        '撮影中に外光で色が変わらないよう遮光カーテンを付け、ライト同士の色温度は必ずそろえましょう。' +
        'まずはシンプルに始めて1灯の光の性質を理解し、足りないものがわかってから買い足すのが近道です。',
    },
  },
  {
    slug: 'travel-photography-packing-list',
    category: 'guides',
    author: 'Lucas Martin',
    daysAgo: 42,
    title: {
      en: "The travel photographer's packing list: what to bring and what to leave",
      es: 'La lista de equipaje del fotógrafo viajero: qué llevar y qué dejar en casa',
      zh: '旅行摄影打包清单：该带什么，不该带什么',
      fr: 'La liste de bagages du photographe voyageur : quoi emporter, quoi laisser',
      de: 'Die Packliste für Reisefotografen: Was mit muss und was zu Hause bleibt',
      jp: '旅行写真の持ち物リスト：持っていくもの、置いていくもの',
    },
    summary: {
      en:
        'Pack light, shoot more. A practical checklist of camera gear for your trips, from choosing lenses to the ' +
        'cables you always forget.',
      es:
        'Viaja ligero y fotografía más. Una lista práctica del equipo fotográfico para tus viajes, desde la ' +
        'elección de objetivos hasta los cables que siempre se olvidan.',
      zh: '轻装上阵，才能拍得更多。一份实用的旅行摄影器材清单，从镜头选择到总被遗忘的数据线，一次说清。',
      fr:
        'Voyager léger pour photographier plus. Une check-list pratique du matériel photo en voyage, du choix des ' +
        "objectifs aux câbles qu'on oublie toujours.",
      de:
        'Leicht reisen, mehr fotografieren. Eine praktische Checkliste für die Fotoausrüstung unterwegs – von der ' +
        'Objektivwahl bis zu den Kabeln, die man immer vergisst.',
      jp:
        '荷物を軽くすれば、もっと撮れる。レンズ選びから、つい忘れがちなケーブル類まで、' +
        '旅先で役立つカメラ機材のチェックリストです。',
    },
    body: {
      en:
        'The best travel camera is the one you are still happy to carry on day ten. Every extra lens and gadget ' +
        'adds weight, slows you down at security and makes it more likely that the bag stays at the hotel. Before ' +
        'each trip, lay everything out and ask of every item: will I really use this?\n\n' +
        'For most journeys, one body and two lenses are plenty. A versatile zoom from wide angle to short telephoto ' +
        'handles landscapes, streets and food, while a small fast prime takes care of evenings, interiors and ' +
        'portraits. If wildlife is on the itinerary, swap the prime for a compact telezoom rather than adding a ' +
        'third lens.\n\n' +
        'Power and storage come next. Take at least two spare batteries, a USB charger that can top them up from a ' +
        'power bank, and a universal travel adapter. Pack more memory cards than you think you need, plus a small ' +
        'card reader or a phone adapter so that you can back up every evening.\n\n' +
        'Then the small things that save the day: a microfibre cloth and a blower for dust, a rain cover (or even a ' +
        'simple shower cap), a light travel tripod or a flexible mini tripod for night shots, and a strap you can ' +
        'wear comfortably all day. A plain bag that does not shout "camera inside" draws less attention in crowded ' +
        'places.\n\n' +
        'Finally, keep your valuables in your carry-on, since lithium batteries are usually not allowed in checked ' +
        'luggage, and bring receipts or a list of serial numbers for customs and insurance. If you plan to fly a ' +
        'drone abroad, check the local rules first. And leave a little room in the bag: the best souvenirs are ' +
        'often the ones you never planned to buy.',
      es:
        'La mejor cámara de viaje es la que todavía te apetece llevar encima el décimo día. Cada objetivo o ' +
        'accesorio de más añade peso, te retrasa en los controles de seguridad y aumenta las probabilidades de que ' +
        'la mochila se quede en el hotel. Antes de cada viaje, extiende todo sobre la cama y pregúntate por cada ' +
        'cosa: ¿de verdad voy a usarla?\n\n' +
        'Para la mayoría de los viajes, un cuerpo y dos objetivos son más que suficientes. Un zoom versátil que ' +
        'vaya del gran angular a un teleobjetivo corto resuelve paisajes, calles y comida, mientras que un fijo ' +
        'pequeño y luminoso se encarga de las noches, los interiores y los retratos. Si hay fauna en el itinerario, ' +
        'cambia el fijo por un teleobjetivo compacto en lugar de añadir un tercer objetivo.\n\n' +
        'Después vienen la energía y el almacenamiento. Lleva al menos dos baterías de repuesto, un cargador USB ' +
        'que pueda recargarlas desde una batería externa y un adaptador de enchufe universal. Mete más tarjetas de ' +
        'memoria de las que crees necesitar y un lector de tarjetas pequeño o un adaptador para el teléfono, para ' +
        'hacer copias cada noche.\n\n' +
        'Y luego, los pequeños detalles que salvan el día: un paño de microfibra y una pera de aire para el polvo, ' +
        'una funda para la lluvia (o incluso un simple gorro de ducha), un trípode de viaje ligero o un minitrípode ' +
        'flexible para las fotos nocturnas, y una correa que puedas llevar cómodamente todo el día. Una mochila ' +
        'discreta, que no grite «aquí dentro hay una cámara», llama menos la atención entre la multitud.\n\n' +
        'Por último, lleva lo valioso en el equipaje de mano, porque las baterías de litio no suelen admitirse en ' +
        'la maleta facturada, y guarda los comprobantes de compra o una lista de números de serie para la aduana y ' +
        'el seguro. Si piensas volar un dron en el extranjero, consulta antes la normativa local. Y deja algo de ' +
        'hueco en la mochila: los mejores recuerdos suelen ser los que no tenías pensado comprar.',
      zh:
        '最好的旅行相机，是到了第十天你仍然乐意背着的那一台。每多一支镜头、多一件配件，就多一分重量，过安检更慢，' +
        '也更容易让你把相机包留在酒店。每次出发前，把所有东西摊开，逐件问自己：这个我真的会用吗？\n\n' +
        '大多数行程，一台机身加两支镜头就绰绰有余。一支从广角到中长焦的多用途变焦，可以应付风光、街头和美食；' +
        '再配一支小巧的大光圈定焦，负责夜景、室内和人像。如果行程里有野生动物，就把定焦换成一支轻便的长焦变焦，' +
        '而不是再多带第三支镜头。\n\n' +
        '接下来是电力和存储。至少带两块备用电池、一个能用充电宝给电池充电的 USB 充电器，以及一个万能转换插头。' +
        '存储卡要比你预想的多带几张，再加一个小读卡器或手机转接头，方便每晚备份。\n\n' +
        '还有那些关键时刻能救场的小物件：除尘用的超细纤维布和气吹，一个防雨罩（哪怕是一次性浴帽也行），' +
        '拍夜景用的轻便旅行三脚架或八爪鱼迷你三脚架，以及一条能舒服背上一整天的背带。' +
        '选一个看不出“里面装着相机”的低调背包，在人多的地方更不容易引人注意。\n\n' +
        '最后，贵重器材请随身携带，因为锂电池通常不允许托运；同时带好购买凭证或序列号清单，以便应对海关和保险理赔。' +
        '如果打算在国外飞无人机，请提前查好当地法规。出发时给包里留点空间——最好的纪念品，' +
        '往往是计划之外买到的那一件。',
      fr:
        "Le meilleur appareil de voyage est celui que l'on a encore envie de porter le dixième jour. Chaque " +
        'objectif ou gadget supplémentaire alourdit le sac, ralentit le passage à la sécurité et augmente le risque ' +
        "de tout laisser à l'hôtel. Avant chaque départ, étalez votre matériel et posez-vous la question pour " +
        "chaque élément : vais-je vraiment m'en servir ?\n\n" +
        'Pour la plupart des voyages, un boîtier et deux objectifs suffisent largement. Un zoom polyvalent, du ' +
        "grand-angle au petit téléobjectif, couvre paysages, scènes de rue et gastronomie, tandis qu'une petite " +
        "focale fixe lumineuse s'occupe des soirées, des intérieurs et des portraits. Si la faune est au programme, " +
        "remplacez la focale fixe par un télézoom compact plutôt que d'ajouter un troisième objectif.\n\n" +
        "Viennent ensuite l'énergie et le stockage. Emportez au moins deux batteries de rechange, un chargeur USB " +
        'capable de les recharger sur une batterie externe et un adaptateur secteur universel. Prévoyez plus de ' +
        "cartes mémoire que nécessaire, ainsi qu'un petit lecteur de cartes ou un adaptateur pour téléphone afin de " +
        'sauvegarder chaque soir.\n\n' +
        'Puis les petits riens qui sauvent une journée : une chiffonnette en microfibre et une poire soufflante ' +
        'contre la poussière, une housse de pluie (voire un simple bonnet de douche), un trépied de voyage léger ou ' +
        "un mini-trépied flexible pour les photos de nuit, et une sangle que l'on peut porter confortablement toute " +
        "la journée. Un sac discret, qui ne crie pas « appareil photo à l'intérieur », attire moins l'attention " +
        'dans la foule.\n\n' +
        'Enfin, gardez vos objets de valeur en cabine, car les batteries lithium sont généralement interdites en ' +
        "soute, et emportez vos factures ou la liste des numéros de série pour la douane et l'assurance. " +
        "Renseignez-vous sur la réglementation locale avant de faire voler un drone à l'étranger. Et laissez un peu " +
        "de place dans le sac : les plus beaux souvenirs sont souvent ceux que l'on n'avait pas prévu d'acheter.",
      de:
        'Die beste Reisekamera ist die, die du auch am zehnten Tag noch gern mitnimmst. Jedes zusätzliche Objektiv ' +
        'und jedes Gadget bringt Gewicht, bremst dich an der Sicherheitskontrolle aus und erhöht die Chance, dass ' +
        'die Tasche im Hotel bleibt. Leg vor jeder Reise alles aus und frag dich bei jedem Teil: Brauche ich das ' +
        'wirklich?\n\n' +
        'Für die meisten Reisen genügen ein Gehäuse und zwei Objektive. Ein vielseitiges Zoom vom Weitwinkel bis ' +
        'zum leichten Tele deckt Landschaft, Straßenszenen und Essen ab, während eine kleine, lichtstarke ' +
        'Festbrennweite Abende, Innenräume und Porträts übernimmt. Stehen Tiere auf dem Programm, tausch die ' +
        'Festbrennweite gegen ein kompaktes Telezoom, statt ein drittes Objektiv einzupacken.\n\n' +
        'Danach geht es um Strom und Speicher. Nimm mindestens zwei Ersatzakkus mit, ein USB-Ladegerät, das sie ' +
        'auch an der Powerbank lädt, und einen universellen Reiseadapter. Pack mehr Speicherkarten ein, als du zu ' +
        'brauchen glaubst, dazu einen kleinen Kartenleser oder einen Adapter fürs Smartphone, damit du jeden Abend ' +
        'sichern kannst.\n\n' +
        'Dann die Kleinigkeiten, die den Tag retten: ein Mikrofasertuch und ein Blasebalg gegen Staub, ein ' +
        'Regenschutz (notfalls eine Duschhaube), ein leichtes Reisestativ oder ein flexibles Ministativ für ' +
        'Nachtaufnahmen und ein Gurt, den du den ganzen Tag bequem tragen kannst. Eine unauffällige Tasche, der man ' +
        'die Kamera nicht ansieht, zieht im Gedränge weniger Blicke auf sich.\n\n' +
        'Und zum Schluss: Wertsachen gehören ins Handgepäck, zumal Lithium-Akkus im aufgegebenen Gepäck meist nicht ' +
        'erlaubt sind. Nimm Kaufbelege oder eine Liste der Seriennummern für Zoll und Versicherung mit. Informiere ' +
        'dich vor einem Drohnenflug im Ausland über die örtlichen Regeln. Und lass etwas Platz in der Tasche – die ' +
        'schönsten Souvenirs sind oft die, die man gar nicht kaufen wollte.',
      jp:
        '最高の旅カメラとは、旅の10日目になっても喜んで持ち歩ける一台のことです。' +
        'レンズや小物が一つ増えるたびに荷物は重くなり、保安検査にも時間がかかり、' +
        '結局ホテルにカメラバッグを置いていくことになりかねません。出発前には機材をすべて並べ、' +
        '一つひとつ「本当に使う？」と自分に問いかけてみましょう。\n\n' +
        'たいていの旅なら、ボディ1台とレンズ2本で十分です。広角から中望遠までカバーする便利ズームがあれば、' +
        '風景も街並みも料理もこなせます。そこに小さくて明るい単焦点を1本加えれば、夜景や室内、' +
        'ポートレートも安心です。野生動物を撮る予定があるなら、3本目を足すのではなく、' +
        '単焦点をコンパクトな望遠ズームに入れ替えましょう。\n\n' +
        '次は電源とストレージです。予備バッテリーは最低2個、モバイルバッテリーから充電できるUSB充電器、' +
        'そしてマルチ変換プラグを用意しましょう。メモリーカードは必要だと思う枚数より多めに。' +
        'さらに小型のカードリーダーかスマートフォン用のアダプターがあれば、毎晩バックアップが取れます。\n\n' +
        'そして、いざというときに助けてくれる小物たち。ホコリ対策のマイクロファイバークロスとブロアー、' +
        'レインカバー（なければシャワーキャップでも代用できます）、夜景用の軽量トラベル三脚かフレキシブルなミニ三脚' +
        '、一日中つけていても疲れないストラップ。いかにも「カメラが入っています」' +
        'という見た目ではない控えめなバッグを選ぶと、人混みでも目立ちにくくなります。\n\n' +
        '最後に、貴重品は必ず機内持ち込みにしましょう。リチウムバッテリーは預け入れ荷物に入れられないのが一般的です' +
        '。税関や保険の手続きに備えて、購入時のレシートやシリアル番号の控えも持っておくと安心です。' +
        '海外でドローンを飛ばすなら、事前に現地のルールを確認してください。そしてバッグには少し余裕を。' +
        'いちばんの思い出の品は、買う予定のなかったものだったりするのですから。',
    },
  },
];
