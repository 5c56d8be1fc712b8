// Demo texts in tr (see LangPack in ../types.ts); blogs and policies are in ./tr-pages.ts.
import type { LangPack } from '../types.ts';
import { blogs, policies } from './tr-pages.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Full frame aynasız fotoğraf makinesi',
      short: 'Kompakt gövdede büyük sensör: zengin detay, yumuşak bokeh ve düşük ışıkta temiz kareler.',
      description:
        '35 mm film karesi boyutundaki full frame sensör daha fazla ışık toplar; bu da daha geniş dinamik ' +
        'aralık ve daha düşük gürültü demektir. Hızlı otomatik netleme ve güçlü video özellikleri, onu hem ' +
        'hobi fotoğrafçıları hem de profesyoneller için çok yönlü bir araç yapar.',
    },
    'apsc-mirrorless': {
      name: 'APS-C aynasız fotoğraf makinesi',
      short: 'Değiştirilebilir objektif kalitesi, her yere götürebileceğiniz hafif bir gövdede.',
      description:
        'APS-C sensör görüntü kalitesi, boyut ve fiyat arasında dengeyi yakalar; crop faktörü ise tele ' +
        'objektiflere ekstra erişim kazandırır. İlk değiştirilebilir objektifli makine olarak, seyahatte ' +
        'ya da hafif bir ikinci gövde olarak idealdir.',
    },
    'fullframe-dslr': {
      name: 'Full frame DSLR fotoğraf makinesi',
      short: 'Gün boyu çekim yapan fotoğrafçılar için optik vizör, sağlam gövde ve uzun pil ömrü.',
      description:
        'Ayna ve pentaprizma, sahneyi objektif üzerinden sıfır gecikmeyle gösterir; full frame sensör ise ' +
        "geniş dinamik aralık ve yüksek ISO'da temiz dosyalar sunar. Hava koşullarına dayanıklı gövdeler, " +
        'güvenilir otomatik netleme ve devasa uyumlu objektif yelpazesi, onu profesyonel fotoğrafçıların ' +
        'gözdesi yapmaya devam ediyor.',
    },
    'apsc-dslr': {
      name: 'APS-C DSLR fotoğraf makinesi',
      short: 'İlk karelerden ciddi bir hobiye kadar sizinle birlikte büyüyen, öğrenmesi kolay ve güvenilir bir DSLR.',
      description:
        'APS-C DSLR, parlak bir optik vizörü gerçek arka plan bulanıklığı ve düşük ışık çekimleri için ' +
        'yeterince büyük bir sensörle bir araya getirir. Yönlendirmeli menüler, uzun pil ömrü ve geniş ' +
        'uygun fiyatlı objektif seçeneği, fotoğrafçılığı öğrenmenin harika bir yolunu sunar.',
    },
    'premium-compact': {
      name: 'Premium kompakt fotoğraf makinesi',
      short: 'Ceket cebine sığan büyük sensörlü bir fotoğraf makinesi.',
      description:
        '1 inç veya daha büyük sensör ve parlak dahili objektif, telefonun çok ötesinde görüntü kalitesi ' +
        'sunar; RAW dosyalar ve tam manuel kontrol de cabası. Sessiz, dikkat çekmeyen ve her an hazır: her ' +
        'gün gerçekten yanınızda taşıyacağınız makine bu.',
    },
    'travel-zoom-compact': {
      name: 'Seyahat zoom kompakt fotoğraf makinesi',
      short: 'Geniş manzaralardan uzaktaki detaylara, cebe sığan tek bir makine tüm seyahati karşılar.',
      description:
        'Uzun optik zoom ince bir gövdeye katlanır; böylece şehrin silüetini kadraja alıp ardından ' +
        'meydanın karşısındaki bir yüzü yakalayabilirsiniz. Optik görüntü sabitleme, telefona kolay ' +
        'aktarım ve akıllı otomatik modlar, tatil karelerinizi zahmetsizce net tutar.',
    },
    'instant-camera': {
      name: 'Şipşak fotoğraf makinesi',
      short: 'Deklanşöre basın, birkaç saniye sonra elinizde gerçek bir baskı olsun.',
      description:
        'Şipşak fotoğraf makinesi kendi kendine banyo olan özel filme çeker ve her kareyi eşsiz bir ' +
        'baskıya dönüştürür. Basit kontroller, dahili flaş ve selfie aynası onu partilerin, düğünlerin ve ' +
        'arkadaşlarla gezilerin yıldızı yapar.',
    },
    'instant-film': {
      name: 'Şipşak film paketi',
      short: 'Şipşak makineniz için klasik beyaz çerçeveli ya da eğlenceli renkli kenarlı taze film paketleri.',
      description:
        'Her paket, saniyeler içinde takılan ışık geçirmez bir kartuşta belirli sayıda kendiliğinden banyo ' +
        'olan poz içerir. Makinenizin kullandığı film formatını kontrol edin ve en iyi renkler için ' +
        'paketleri serin bir yerde saklayın.',
    },
    'standard-zoom': {
      name: 'Standart zoom objektif',
      short: 'Makinenizin üzerinden hiç inmeyen objektif: geniş açıdan kısa teleye, hızlı ve keskin optik.',
      description:
        'Yaklaşık 24–70 mm veya benzeri bir aralığı kapsayan standart zoom; manzara, sokak, etkinlik ve ' +
        'portre çekimlerini objektif değiştirmeden halleder. Üst sınıf versiyonlar sabit geniş diyafram, ' +
        'hava koşullarına karşı sızdırmazlık ve hem fotoğraf hem video için uygun sessiz netleme motorları ' +
        'ekler.',
    },
    'kit-zoom': {
      name: 'Kit zoom objektif',
      short: 'Kutudan çıktığı anda günlük çekimleri karşılayan kompakt ve uygun fiyatlı bir zoom.',
      description:
        'Genellikle yeni bir gövdeyle birlikte satılan kit zoom, hafif ve kompakt bir gövdede geniş açıdan ' +
        'kısa teleye kadar uzanır. Düşük ağırlığı ve akıcı, sessiz otomatik netlemesi onu yetenekli bir ' +
        'ilk objektif ve kullanışlı bir seyahat arkadaşı yapar.',
    },
    'telephoto-zoom': {
      name: 'Tele zoom objektif',
      short: 'Spor ve yaban hayatından sıkıştırılmış perspektifli portrelere kadar uzaktaki konuları yakınlaştırın.',
      description:
        'Tele zoomlar genellikle 70–200 mm veya 100–400 mm gibi aralıkları kapsar ve yerinizden ' +
        'kıpırdamadan kadrajı değiştirmenizi sağlar. Optik sabitleme ile hızlı ve hassas otomatik netleme ' +
        'hareketli konuları keskin tutarken, uzun odak uzaklığı arka planı yumuşak bir bulanıklığa ' +
        'dönüştürür.',
    },
    'super-telephoto': {
      name: 'Süper tele objektif',
      short: 'Kuşlar, yaban hayatı ve stadyum sporları için olağanüstü erişim.',
      description:
        'Yaklaşık 400 mm ve üzeri odak uzaklıklarıyla süper tele objektif, asla yaklaşamayacağınız ' +
        'konularla kadrajı doldurur. Gelişmiş optik elemanlar sapmaları kontrol altında tutarken, ' +
        'dönebilen tripod yakası ve güçlü sabitleme uzun gövdeyi kullanmayı kolaylaştırır.',
    },
    'ultra-wide-zoom': {
      name: 'Ultra geniş açı zoom objektif',
      short: 'Uçsuz bucaksız manzaraları, yükselen mimariyi ve dar iç mekânları tek karede yakalayın.',
      description:
        "Full frame'de 16 mm'nin altından başlayan ultra geniş açı zoom, derinliği abartır ve gözü " +
        'sahnenin içine çeker. Özenli optik düzeltme çizgileri düz tutar; bu da onu manzara, emlak, ' +
        'astrofotoğrafçılık ve vlog çekimlerinin gözdesi yapar.',
    },
    'fisheye-lens': {
      name: 'Balıkgözü objektif',
      short: 'Gerçekten cesur görüntüler için 180 dereceye kadar çarpıcı, kavisli bir bakış.',
      description:
        'Balıkgözü objektif düz çizgileri geniş kavislere dönüştürerek son derece geniş bir görüş alanı ' +
        'yakalar. Kaykay, canlı müzik, yaratıcı mimari ve 360 derece panoramalar için çok sevilir; küçük ' +
        'boyutu sayesinde taşıması da kolaydır.',
    },
    'portrait-prime': {
      name: 'Portre sabit objektif',
      short: 'Yüzü güzel gösteren perspektif ve konuyu öne çıkaran yumuşak bokeh için geniş diyafram.',
      description:
        '85 mm civarındaki odak uzaklıkları, yüzleri rahat bir çalışma mesafesinden doğal biçimde ' +
        'yansıtır. f/1.4 veya f/1.8 gibi geniş bir diyafram bol ışık alır ve arka planı yumuşatır; hızlı ' +
        've isabetli otomatik netleme ise gözleri jilet gibi keskin tutar.',
    },
    'macro-lens': {
      name: 'Makro objektif',
      short: 'Gerçek boyutlu büyütme; böceklerin, çiçeklerin ve ürünlerin gizli detaylarını ortaya çıkarır.',
      description:
        'Gerçek bir makro objektif, konuyu 1:1 ölçekte yansıtacak kadar yakından netleme yapar; küçük bir ' +
        'bozuk para bile tüm sensörü doldurabilir. Kenardan kenara olağanüstü keskinliği onu portre ve ' +
        'ürün fotoğrafçılığı için de iyi bir seçim yapar.',
    },
    'travel-tripod': {
      name: 'Seyahat tripodu',
      short: 'Küçük ve hafif katlanır, ışık doğru olduğunda her yerde yüksek ve sağlam durur.',
      description:
        'Kafanın etrafına geriye katlanan bacaklar, hafif alüminyum veya karbon fiber borular ve hızlı ' +
        'bacak kilitleri, seyahat tripodunu kolay taşınır ve hızla kurulur hale getirir. Gün batımları, ' +
        'gece şehir manzaraları, uzun pozlamalar ve zamanlayıcıyla grup fotoğrafları için kullanın.',
    },
    'video-monopod': {
      name: 'Video monopod',
      short: 'Saniyeler içinde yer değiştirme özgürlüğüyle sabit ve akıcı kamera hareketleri.',
      description:
        'Hidrolik kafa ve açılır küçük ayak sayesinde video monopod kendi başına durabilir, siz de akıcı ' +
        'şekilde pan ve tilt yaparsınız. Tam bir tripodun ayak altında kalacağı etkinliklerde, düğünlerde ' +
        've spor çekimlerinde makinenin ağırlığını üstlenir.',
    },
    'camera-gimbal': {
      name: 'Fotoğraf makinesi gimbalı',
      short: 'Hareket halindeyken akıcı, sinematik görüntüler için motorlu sabitleme.',
      description:
        'Üç fırçasız motor her sarsıntıyı ve titreşimi dengeler; yürüyüş çekimleri, dönüşler ve açılış ' +
        'planları dolly ile çekilmiş gibi görünür. Aynasız ve DSLR kurulumlarına uygun boyuttaki gimbal; ' +
        'takip modları, hızlı dengeleme ve yaratıcı hareketler için uygulama kontrolü sunar.',
    },
    'phone-gimbal': {
      name: 'Akıllı telefon gimbalı',
      short:
        'Telefonunuzu, konuyu takip eden ve cebe sığacak şekilde katlanan akıcı bir video düzeneğine ' + 'dönüştürün.',
      description:
        'Üç eksenli gimbal, yürürken, koşarken ya da pan yaparken telefonunuzu düz ve sabit tutar; ' +
        'görüntüler çok daha profesyonel görünür. Konu takibi, time-lapse modları ve uygulamadaki tek ' +
        'dokunuşla yaratıcı hareketler, vlog ve seyahat videolarını zahmetsiz hale getirir.',
    },
    'camera-battery': {
      name: 'Şarj edilebilir fotoğraf makinesi bataryası',
      short: 'Çantanızdaki yedek batarya, günün son karesini asla kaçırmamanız demek.',
      description:
        'Dahili koruma devreli lityum iyon hücreler istikrarlı güç sağlar ve kalan şarjı makineye ' +
        'bildirir. Bataryanın makine modelinizle uyumlu olduğundan emin olun; pek çoğu makine içinde USB ' +
        'üzerinden ya da özel bir şarj cihazında şarj olur.',
    },
    'battery-grip': {
      name: 'Dikey batarya tutamağı',
      short: 'Pil ömrünü ikiye katlayın ve dikey çekimler için rahat bir tutuş elde edin.',
      description:
        'Dikey batarya tutamağı (battery grip) makinenin altına takılır ve bir ya da iki ek batarya taşır. ' +
        'İkinci deklanşör ve kontroller dikey çekimi yatay çekim kadar doğal kılar; eklenen hacim de uzun ' +
        'objektifleri dengeler.',
    },
    'camera-strap': {
      name: 'Fotoğraf makinesi askısı',
      short: 'Makinenizi güvende ve hazır tutan, hızla ayarlanabilen rahat bir askı.',
      description:
        'Dolgulu ya da dokuma askılar ağırlığı boyun veya omuz boyunca dağıtır; hızlı bağlantı parçaları ' +
        'ise boyun, çapraz ve bilek taşıma arasında saniyeler içinde geçiş yapmanızı sağlar. Dayanıklı ' +
        'malzemeler ve güvenli bağlantı noktaları, uzun günlerde ekipmanınızı emniyette tutar.',
    },
    'capture-clip': {
      name: 'Fotoğraf makinesi kemer klipsi',
      short: 'Makinenizi sırt çantası askısında ya da kemerde taşıyın, bir anda çıkarın.',
      description:
        'Sağlam klips sırt çantası askısına veya kemere kilitlenir; makinenin tripod yuvasına takılan ' +
        'hızlı bağlantı plakası ise makineyi yerinde sıkıca tutar. Yürüyüşçüler, gezginler ve etkinlik ' +
        'fotoğrafçıları boyunlarını yormadan ellerini serbest, makinelerini hazır tutar.',
    },
    'mini-drone': {
      name: 'Mini kameralı drone',
      short:
        'Avuç içi boyutunda, katlanabilir ve uçurması kolay; muhteşem havadan görüntüler için sabitlenmiş ' +
        'kamerası var.',
      description:
        "Hafif mini drone'lar telefon boyutuna katlanır ve birçok bölgede en hafif kayıt sınıfına girer. " +
        'Sabitlenmiş kamera, GPS konumlandırma, otomatik eve dönüş ve akıllı uçuş modları, ilk kez ' +
        'uçuranlar için bile sinematik çekimleri kolaylaştırır. Yerel uçuş kurallarını mutlaka kontrol ' +
        'edin.',
    },
    'pro-camera-drone': {
      name: 'Profesyonel kameralı drone',
      short: 'Gökyüzünde büyük sensörlü bir kamera; uzun uçuş süreleri ve güçlü engelden kaçınma.',
      description:
        "Profesyonel drone'lar daha büyük sensörler taşır; çoğu zaman birden fazla kamera ve renk " +
        'düzenlemeye uygun yüksek bit hızlı video profilleri sunar. Her yönden algılama, uzun menzilli ' +
        'aktarım ve rüzgâr direnci, film yapımcılarının, harita mühendislerinin ve denetçilerin güvenle ' +
        'çalışmasını sağlar.',
    },
    'fpv-drone': {
      name: 'FPV drone',
      short: 'Sürükleyici, yüksek hızlı birinci şahıs görüntülerle pilot koltuğundan uçun.',
      description:
        "Birinci şahıs görüş (FPV) drone'ları canlı görüntüyü gözlüğe aktarır; böylece dar aralıklardan " +
        'geçebilir, arabaları takip edebilir ve uçurumlardan aşağı dalabilirsiniz. Manuel uçuş modları ' +
        'pratiği ödüllendirir; destekli modlar ve acil fren ise yeni başlayanların güvenle havalanmasına ' +
        'yardımcı olur.',
    },
    'fpv-goggles': {
      name: 'FPV gözlüğü',
      short: 'Uçuşa tamamen dalmanız için gözlerinizin önünde net, düşük gecikmeli görüntü.',
      description:
        "FPV gözlükleri, drone'un tam olarak ne gördüğünü göstermek için parlak mikro ekranları, " +
        "ayarlanabilir lensleri ve düşük gecikmeli bir alıcıyı bir araya getirir. Gözlüğün drone'unuzla " +
        'aynı video aktarım sistemini kullandığından emin olun; birçoğu görüntü kaydı ve kafa takibi de ' +
        'destekler.',
    },
    'action-camera': {
      name: 'Aksiyon kamerası',
      short: 'Minik, sağlam ve su geçirmez; her sürüşü akıcı tutan sabitlemeyle.',
      description:
        'Aksiyon kameraları kasklara, gidonlara, sörf tahtalarına ve göğüs bağlantılarına takılarak yüksek ' +
        'çözünürlüklü, yüksek kare hızlı video çeker. Elektronik sabitleme, sağlam su geçirmez gövde ve ' +
        'hızlı bağlantı aparatları onları bisiklet, dalış, kayak ve günlük vlog için hazır hale getirir.',
    },
    'camera-360': {
      name: '360 derece kamera',
      short: 'Çevrenizdeki her şeyi kaydedin, en iyi açıyı sonra seçin.',
      description:
        'Karşılıklı yerleştirilmiş iki ultra geniş açı lens eksiksiz bir küre kaydeder; uygulama bunu ' +
        'kesintisiz bir 360 derece fotoğraf ya da videoya birleştirir. Sonradan normal düz bir klibe ' +
        'yeniden kadrajlayın, selfie çubuğunu otomatik olarak gizleyin ya da sürükleyici sanal turlar ve ' +
        'VR içerikler paylaşın.',
    },
    speedlight: {
      name: 'Tepe flaşı',
      short: 'Makinenize takılan ve çekim yaptığınız her yere gelen taşınabilir, güçlü ışık.',
      description:
        'Otomatik TTL pozlama, yatırılıp döndürülebilen kafa ve hızlı şarj süresine sahip, etkinlikler, ' +
        'portreler ve iç mekân çekimleri için tasarlanmış bir tepe flaşı. Yumuşak ışık için tavana ' +
        'sektirin ya da daha yaratıcı bir görünüm için kablosuz tetikleyiciyle makineden ayrı patlatın.',
    },
    'studio-strobe': {
      name: 'Stüdyo flaşı',
      short: 'Portre, ürün ve moda çekimleri için ciddi flaş gücü ve tutarlı renk.',
      description:
        'Stüdyoda ya da dış çekimde kullanılan, tepe flaşından çok daha yüksek güce ve ışığı önceden ' +
        'görmek için modelaj lambasına sahip bir monoblok flaş. Ağzına softbox, şemsiye ve reflektör ' +
        'takılabilir; hassas güç kademeleri aynı ışık düzenini kare kare tekrarlamayı kolaylaştırır.',
    },
    'led-panel': {
      name: 'LED video paneli',
      short: 'Sonucu çekim sırasında gösteren yumuşak, titreşimsiz sürekli ışık.',
      description:
        'Parlaklığı ve renk sıcaklığı ayarlanabilen düz LED panel; fotoğrafta olduğu kadar röportajlarda, ' +
        'yayınlarda ve görüntülü görüşmelerde de işini iyi yapar. Şebeke elektriği ya da bataryayla ' +
        'çalışır, dokunulduğunda ısınmaz ve saniyeler içinde ışık ayağına veya soğuk pabuca takılır.',
    },
    'rgb-tube-light': {
      name: 'RGB tüp ışık',
      short: 'Her renk, her efekt: tek elde tutabileceğiniz ince bir tüpte yaratıcı ışık.',
      description:
        'Tam RGB renk, ayarlanabilir beyaz ışık ve polis çakarı, ateş ve şimşek gibi dahili efektlere ' +
        'sahip bataryalı LED tüp. Kadraj içinde pratik ışık, saç ışığı ya da renkli bir arka plan vurgusu ' +
        'olarak kullanın ve birden fazla tüpü aynı anda telefon uygulamasından kontrol edin.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Sert flaş veya LED ışığını yumuşak ve yüzü güzel gösteren bir aydınlatmaya dönüştürür.',
      description:
        'Difüzör paneli ışığı eşit şekilde dağıtan ve yüzlerdeki ve ürünlerdeki gölgeleri yumuşatan ' +
        'katlanabilir bir ışık şekillendirici. Taşımak için düz şekilde katlanır, ışığa adaptör halkasıyla ' +
        'takılır ve ışık taşmasını kontrol etmek için kumaş grid ile kullanılabilir.',
    },
    'light-stand': {
      name: 'Işık ayağı',
      short: 'Işıklar, şekillendiriciler ve fonlar için sağlam, ayarlanabilir bir taban.',
      description:
        'Geniş açılan bacakları ve standart pimi olan teleskopik ayak; flaşları, LED panelleri ve ' +
        'softboxları tam istediğiniz yükseklikte tutar. Hafif ama dengelidir, dış çekimler için küçük ' +
        'katlanır; bacaklara konan bir kum torbası ise açık havada ekstra güvenlik sağlar.',
    },
    'shotgun-mic': {
      name: 'Shotgun mikrofon',
      short: 'Nereye yöneltirseniz oradan net, odaklı ses.',
      description:
        'Yanlardan ve arkadan gelen gürültünün büyük bölümünü bastıran yönlü bir mikrofon; böylece sesler ' +
        've önünüzdeki her şey temiz bir şekilde kaydedilir. Makinenizin pabucuna ya da bir boom direğine ' +
        'takın, dış mekânda kayıt yaparken rüzgâr süngeri ekleyin.',
    },
    'wireless-mic': {
      name: 'Kablosuz mikrofon sistemi',
      short: 'Tek bir kablo olmadan her yerde temiz diyalog için yakaya takılan vericiler.',
      description:
        'Kompakt vericiler kıyafete takılır ve sesi makinenizdeki, telefonunuzdaki ya da ' +
        'bilgisayarınızdaki alıcıya gönderir. Vlog, röportaj ve hızlı çekimler için ideal olan sistem, siz ' +
        'görüntüye odaklanırken sunucuların doğal şekilde hareket etmesini sağlar.',
    },
    'anc-headphones': {
      name: 'Gürültü önleyici kulaklık',
      short: 'Dünyayı dışarıda bırakın; müziğin, aramaların ve uçuşların tadını huzur içinde çıkarın.',
      description:
        'Motor, trafik ve ofis uğultusunu susturan aktif gürültü önlemeli, kablosuz kulak üstü kulaklık. ' +
        'Yumuşak pedler saatlerce konfor sağlar, şeffaflık modu gerektiğinde çevrenizi duymanızı sağlar ve ' +
        'dahili mikrofonlar aramaları halleder.',
    },
    'studio-headphones': {
      name: 'Stüdyo monitör kulaklığı',
      short: 'Kayıt, miks ve kurgu için dürüst ve detaylı ses.',
      description:
        'Kaydınızı olduğundan güzel değil, gerçekte olduğu gibi duymanız için düz ve doğru bir frekans ' +
        'tepkisine ayarlanmış kablolu kulaklık. Kapalı kasa tasarımı sesin mikrofonlara sızmasını önler, ' +
        'sağlam yapısı da stüdyodaki günlük kullanıma dayanır.',
    },
    'true-wireless-earbuds': {
      name: 'Tam kablosuz kulak içi kulaklık',
      short: 'Hiç kablo olmadan her yere sizinle gelen, cebe sığan ses.',
      description:
        'Kutusunu açtığınız anda telefonunuza bağlanan minik kablosuz kulaklıklar; kutu aynı zamanda ' +
        'onları yolda şarj eder. Dokunmatik kontroller müziği ve aramaları yönetir; birçok model gürültü ' +
        'önleme ve sıkı, rahat oturması için farklı boyutlarda kulak uçları da sunar.',
    },
    'sport-earbuds': {
      name: 'Spor kulaklık',
      short: 'Her antrenmana ayak uyduran, tere dayanıklı ve yerinden oynamayan kulaklık.',
      description:
        'Koşu, spor salonu ve açık hava antrenmanları için tasarlanmış, yoğun hareketlerde bile yerinde ' +
        'duran kulak kancalı veya kanatçıklı kablosuz kulaklıklar. Tere ve suya dayanıklı tasarımı yağmuru ' +
        've zorlu seansları dert etmez; ortam modu ise yolda trafiği duymanızı sağlar.',
    },
    'flagship-phone': {
      name: 'Amiral gemisi akıllı telefon',
      short: 'En üst düzey performans, profesyonel kameralar ve göz alıcı ekran tek cihazda.',
      description:
        'Yüksek yenileme hızlı OLED ekran, tele zoomlu çok lensli kamera sistemi ve oyunları ve video ' +
        'kurgusunu rahatlıkla kaldıran bir işlemciye sahip segmentinin zirvesindeki telefon. Premium ' +
        'malzemeler, hızlı şarj ve uzun süreli yazılım desteği onu uzun ömürlü bir telefon yapar.',
    },
    'midrange-phone': {
      name: 'Orta segment akıllı telefon',
      short: 'Bir akıllı telefondan beklediğiniz her şey, mantıklı bir fiyata.',
      description:
        'Büyük ve parlak ekranı, yetenekli ana kamerası ve tam bir günü rahatça çıkaran bataryasıyla ' +
        'dengeli bir telefon. Mesajlaşma, video izleme, sosyal medya ve hafif oyunlar akıcı çalışır; ' +
        'günlük kullanım için akıllıca bir tercih.',
    },
    'book-foldable': {
      name: 'Kitap tipi katlanabilir telefon',
      short: 'Cebinizde telefon, elinizde tablet.',
      description:
        'Tam boyutlu dış ekranı ve kitap gibi açılan büyük iç ekranıyla katlanabilir telefon. İki ya da üç ' +
        'uygulamayı yan yana çalıştırın, büyük ekranda belge okuyun ve fotoğraf düzenleyin; sonra kapatıp ' +
        'yolda tek elle kullanın.',
    },
    'flip-foldable': {
      name: 'Kapaklı katlanabilir telefon',
      short: 'Her cebe sığmak için ikiye katlanan tam boyutlu bir akıllı telefon.',
      description:
        'Uzun katlanır ekranı ve bildirimler, hızlı yanıtlar ve ana kamerayla selfie için küçük kapak ' +
        'ekranıyla kompakt bir flip telefon. Yarıya kadar katlayıp masaya koyun; eller serbest görüntülü ' +
        'görüşme ya da fotoğraf için tripoda gerek yok.',
    },
    'magsafe-charger': {
      name: 'Manyetik kablosuz şarj cihazı',
      short: 'Telefonunuzu yapıştırın ve şarj başlasın; her seferinde kusursuz hizalama.',
      description:
        'Uyumlu telefonları verimli şarj için tam doğru noktada tutan dahili mıknatıslara sahip kablosuz ' +
        'şarj cihazı. Masanızda ya da komodininizde bulundurun, kablolarla uğraşmadan telefonunuzu ' +
        'istediğiniz zaman alın.',
    },
    'phone-lens-kit': {
      name: 'Akıllı telefon lens seti',
      short: 'Hep yanınızda taşıdığınız kameraya geniş açı, makro ve daha fazlasını ekleyin.',
      description:
        'Telefon kameranızın yapabileceklerini geniş açılı manzaralardan yakın plan makro çekimlere kadar ' +
        'genişleten, klipsli ya da takmalı lens seti. Cam optikler saniyeler içinde takılır ve küçük bir ' +
        'keseye sığar; seyahat, yemek ve doğa fotoğrafçılığı için ideal.',
    },
    'creator-laptop': {
      name: 'İçerik üreticisi dizüstü bilgisayarı',
      short: 'Nereye giderseniz gidin fotoğraf, video ve 3D işleri için masaüstü sınıfı güç.',
      description:
        'RAW dosyaları, 4K videoları ve 3D sahneleri düzenlemek için güçlü işlemci, güçlü grafik ve bol ' +
        'belleğe sahip yüksek performanslı dizüstü bilgisayar. Doğru renkli ekran ve diskler ile ' +
        'aksesuarlar için hızlı bağlantı noktaları onu eksiksiz bir mobil stüdyoya dönüştürür.',
    },
    ultrabook: {
      name: 'İnce ve hafif dizüstü bilgisayar',
      short: 'Çantanızda varlığını zor fark edeceğiniz ince, hafif bir dizüstünde gün boyu pil ömrü.',
      description:
        'Keskin ekranı, rahat klavyesi ve sessiz, verimli performansıyla iş, okul ve seyahat için ' +
        'tasarlanmış ince ve hafif dizüstü bilgisayar. Anında uyanır, USB-C ile şarj olur ve belgeler, ' +
        'internette gezinme ve görüntülü görüşmeleri kolayca halleder.',
    },
    'pro-tablet': {
      name: 'Profesyonel tablet',
      short: 'Çizim, düzenleme ve ciddi işler için dizüstü sınıfında bir tablet.',
      description:
        'Büyük ve akıcı ekranı, güçlü işlemcisi ve hassas kalem ile klavyeli kılıf desteğine sahip üst ' +
        'düzey tablet. Eskiz çizin, fotoğraf rötuşlayın, video kurgulayın ya da toplantılarda not alın; ' +
        'sonra klavyeyi çıkarıp koltukta bir film keyfi yapın.',
    },
    'everyday-tablet': {
      name: 'Günlük kullanım tableti',
      short: 'Evde video izlemek, okumak ve görüntülü görüşmeler için büyük, kullanıcı dostu bir ekran.',
      description:
        'Keskin ekranı, stereo hoparlörleri ve uzun pil ömrüyle filmler, e-kitaplar, tarifler ve ödevler ' +
        'için tasarlanmış uygun fiyatlı tablet. Saatlerce tutacak kadar hafiftir ve tüm aile kolayca ortak ' +
        'kullanabilir.',
    },
    'photo-monitor': {
      name: 'Fotoğraf düzenleme monitörü',
      short: 'Gerçeğe sadık renkler; baskılarınız ve paylaşımlarınız tam istediğiniz gibi görünür.',
      description:
        'Doğru renge ihtiyaç duyan fotoğrafçılar ve tasarımcılar için geniş renk gamı ve fabrika ' +
        'kalibrasyonuna sahip yüksek çözünürlüklü monitör. Panel genelinde eşit parlaklık ve kalibrasyon ' +
        'desteği, her tonu ve gölgeyi güvenle değerlendirmenize yardımcı olur.',
    },
    'compact-desktop': {
      name: 'Kompakt masaüstü bilgisayar',
      short: 'Monitörünüzün yanına sığacak kadar küçük bir kutuda tam masaüstü performansı.',
      description:
        'Masanızı işgal etmeden ofis işleri, fotoğraf düzenleme ve ev eğlencesi için hızlı ve sessiz ' +
        'performans sunan küçük form faktörlü masaüstü bilgisayar. Bol bağlantı noktası monitörleri, ' +
        'diskleri ve aksesuarları bağlar; tam boy bir kasanın tükettiği gücün yalnızca küçük bir kısmını ' +
        'harcar.',
    },
    smartwatch: {
      name: 'Akıllı saat',
      short: 'Bildirimler, sağlık takibi ve temassız ödeme, tam bileğinizde.',
      description:
        'Telefonunuzla eşleşerek mesajları, aramaları ve uygulamaları bir bakışta gösteren parlak ' +
        'dokunmatik ekranlı saat. Dahili sensörler nabzı, uykuyu ve antrenmanları takip eder; ' +
        'değiştirilebilir kordonlarla da her kombine uyum sağlar.',
    },
    'outdoor-watch': {
      name: 'Outdoor GPS saat',
      short: 'Patikalar, zirveler ve açık sular için sağlam, uzun ömürlü navigasyon.',
      description:
        'Çok bantlı GPS, topografik haritalar ve şarjlar arasında günlerce, hatta haftalarca dayanan pile ' +
        'sahip dayanıklı saat. Güçlendirilmiş kasa, çizilmeye dayanıklı cam ve su geçirmezlik onu doğa ' +
        'yürüyüşü, patika koşusu, tırmanış ve yüzme için hazır hale getirir.',
    },
    'fitness-band': {
      name: 'Akıllı bileklik',
      short: 'Bileğinizde varlığını zor fark edeceğiniz; adım, uyku ve nabız takibi yapan ince bir takipçi.',
      description:
        'Günlük aktiviteyi, antrenmanları ve uyku kalitesini günün her saati kaydeden ve tümünü ' +
        'telefonunuzdaki uygulamayla eşitleyen kompakt bileklik. Bir haftayı rahatça aşan pil ömrü ve suya ' +
        'dayanıklı tasarımı sayesinde gece gündüz, hatta duşta bile takılı kalabilir.',
    },
    'smart-ring': {
      name: 'Akıllı yüzük',
      short: 'Gün boyu takabileceğiniz bir yüzükten uyku, toparlanma ve nabız verileri.',
      description:
        'Uyku evrelerini, nabzı, cilt sıcaklığını ve günlük aktiviteyi takip eden sensörlerle dolu hafif ' +
        'bir yüzük; dikkatinizi dağıtacak bir ekranı yok. Pürüzsüz, suya dayanıklı kasası günün her saati ' +
        'rahattır; eşlik eden uygulama ise verileri basit günlük puanlara dönüştürür.',
    },
    'camera-backpack': {
      name: 'Fotoğraf makinesi sırt çantası',
      short: 'Makinenizi, objektiflerinizi ve dizüstü bilgisayarınızı çekim sizi nereye götürürse rahatça taşıyın.',
      description:
        'Dolgulu, ayarlanabilir bölmeler bir makineyi ve birkaç objektifi korurken ayrı bir bölme dizüstü ' +
        'bilgisayar ya da tablet taşır. Yan ve sırt erişimi ekipmanınıza hızla ulaşmanızı sağlar; dolgulu ' +
        'askılar, hava koşullarına dayanıklı kumaş ve tripod kayışı arazideki uzun günleri kolaylaştırır.',
    },
    'roller-bag': {
      name: 'Tekerlekli fotoğraf çantası',
      short: 'Ağırlığını taşımadan tüm ekipmanınızı havalimanlarından çekim yerine kadar çekin.',
      description:
        'Akıcı tekerlekleri, teleskopik kolu ve iki gövde, bir dizi objektif ve aksesuar alan dolgulu iç ' +
        'hacmiyle tekerlekli çanta. Birçok boyu yaygın kabin bagajı sınırlarına uyar; kilitlenebilir ' +
        'fermuarlar ve güçlendirilmiş gövde değerli ekipmanı yolda güvende tutar.',
    },
    'sling-bag': {
      name: 'Fotoğraf makinesi sling çantası',
      short: 'Öne çevirin ve çekin: bir gövde ile bir iki objektif için kompakt çanta.',
      description:
        'Çapraz takılan sling çanta öne döner, böylece çantayı çıkarmadan makinenize ulaşabilirsiniz. Bir ' +
        'iki objektifli aynasız bir gövdeyi ve küçük eşyaları alır; sokak fotoğrafçılığı, şehir ' +
        'kaçamakları ve günlük kullanım için idealdir.',
    },
    'shoulder-bag': {
      name: 'Fotoğraf makinesi omuz çantası',
      short: 'Ekipmanınızı yanınızda tutan ve her ortama yakışan klasik postacı tarzı çanta.',
      description:
        'Yolda hızlı objektif değişimi için üst kapaklı ve hızlı erişim fermuarlı dolgulu omuz çantası. ' +
        'Çıkarılabilir bölmeler iki üç objektifli bir makineyi alır, dış cepler batarya, kart ve telefonu ' +
        'taşır; sade görünümü de içinde fotoğraf ekipmanı olduğunu bağırmaz.',
    },
    'hard-case': {
      name: 'Sert ekipman çantası',
      short: 'Tek parça halinde ulaşması gereken ekipman için ezilmez, su geçirmez koruma.',
      description:
        'Kalıplanmış polimer gövde, contalı kapak ve sağlam kilitler makineleri, objektifleri ve ' +
        "drone'ları düşmeye, toza ve yağmura karşı korur. Kişiselleştirilebilir sünger veya bölmeli iç " +
        'yapı her parçayı yerinde tutar; otomatik basınç valfi de onu uçak yolculuğuna uygun hale getirir.',
    },
    'camera-insert': {
      name: 'Fotoğraf makinesi çanta içi bölmesi',
      short: 'Herhangi bir sırt çantasını ya da omuz çantasını saniyeler içinde fotoğraf çantasına dönüştürün.',
      description:
        'Bir makineyi ve birkaç objektifi korumak için günlük çantanızın içine yerleşen, ayarlanabilir ' +
        'bölmeli dolgulu kutu. Makine evde kaldığında çıkarın; sevdiğiniz çanta eski haline döner, ikinci ' +
        'bir çantaya gerek kalmaz.',
    },
    'sd-card': {
      name: 'SD hafıza kartı',
      short:
        "Fotoğraf makineleri, drone'lar ve daha fazlasında fotoğraf ve 4K video için hızlı, güvenilir " + 'depolama.',
      description:
        'Sürekli yazma hızlarıyla seri çekime ve yüksek bit hızlı videoya ayak uyduran UHS hafıza kartı. ' +
        'Suya, aşırı sıcaklıklara, darbelere ve X ışınlarına dayanacak şekilde üretilmiştir; hafta sonu ' +
        'gezisinden tam bir prodüksiyona kadar her ihtiyaca uygun kapasitelerde sunulur.',
    },
    'cfexpress-card': {
      name: 'CFexpress kartı',
      short: 'Yüksek çözünürlüklü seri çekimler ve RAW video için profesyonel düzeyde hız.',
      description:
        "PCIe arayüzü üzerine kurulu CFexpress kartlar SD'den birkaç kat daha hızlı okur ve yazar; " +
        'böylece tampon neredeyse anında boşalır, 8K veya RAW video kare kaybı olmadan kaydedilir. Sağlam ' +
        'kasa ve özenli termal tasarım, uzun kayıt seanslarında performansı sabit tutar.',
    },
    'portable-ssd': {
      name: 'Taşınabilir SSD',
      short: 'Devasa fotoğraf ve video arşivlerini dakikalar içinde taşıyan cep boyutunda depolama.',
      description:
        'USB-C ile bağlanan ve verileri geleneksel bir sabit diskten kat kat hızlı aktaran kompakt katı ' +
        'hal sürücüsü. Yolda çekimlerinizi yedeklemek, görüntüleri doğrudan diskten kurgulamak ya da ' +
        'harici depolamayı destekleyen makine ve telefonlardan doğrudan kayıt yapmak için kullanın.',
    },
    'rugged-ssd': {
      name: 'Darbeye dayanıklı taşınabilir SSD',
      short: 'Düşmeye, toza ve yağmura aldırmayan hızlı harici depolama.',
      description:
        'Toz ve suya karşı IP sertifikalı, darbe emici bir kasayla sarılmış hızlı flash depolama; ' +
        'görüntüleriniz keşif gezilerinde, film setlerinde ve şantiyelerde güvende kalır. Donanım tabanlı ' +
        'şifreleme ve karabina halkası güvenliği artırır ve onu hep elinizin altında tutar.',
    },
    'card-reader': {
      name: 'Hafıza kartı okuyucu',
      short: 'Kartlarınızı tam hızda doğrudan dizüstü bilgisayara, tablete veya telefona aktarın.',
      description:
        'En yaygın kart formatları için yuvalara sahip, modern kartların hızını yavaşlatmak yerine ona ' +
        'ayak uyduracak şekilde tasarlanmış kompakt USB-C kart okuyucu. Küçük alüminyum gövdesi her ' +
        'çantaya sığar; her çekimden sonra hızlı yedekleme yapmak kolaylaşır.',
    },
    'usb-flash-drive': {
      name: 'USB bellek',
      short: 'Dosyalar, sunumlar ve hızlı yedekler için anahtarlık boyutunda depolama.',
      description:
        'USB-A veya USB-C, çoğu zaman her ikisi birden bağlantılı minik ve dayanıklı bir bellek; ' +
        'bilgisayar, tablet ve telefonlarla aynı şekilde çalışır. Fotoğraf teslim etmenin, belge taşımanın ' +
        'ya da önemli dosyaların yedeğini tutmanın en basit yolu.',
    },
    'smart-speaker': {
      name: 'Akıllı hoparlör',
      short: 'Odayı dolduran ses ve yardıma hazır bir sesli asistan.',
      description:
        'Wi-Fi veya Bluetooth üzerinden müzik, podcast ve radyo dinleyin; hava durumunu sorun, zamanlayıcı ' +
        'kurun ya da ışıkları eller serbest kontrol edin. Stereo ses için iki tanesini eşleştirin ya da ' +
        'çok odalı ses için evin farklı yerlerine birkaç tane yerleştirin.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Televizyonunuzun altındaki tek bir ince çubuktan sinema tadında ses.',
      description:
        'Soundbar, televizyonun zayıf hoparlörlerinin yerini net diyaloglar, daha geniş stereo ve daha ' +
        'derin baslarla alır; birçoğu surround ve 3D ses formatlarını da destekler. Tek bir HDMI ' +
        'kablosuyla bağlanır, böylece televizyon kumandanızla kontrol edilir; subwoofer veya arka ' +
        'hoparlörler sonradan eklenebilir.',
    },
    'streaming-box': {
      name: 'Medya oynatıcı',
      short: "Her televizyonu en sevdiğiniz yayın uygulamalarının hepsine sahip bir akıllı TV'ye dönüştürün.",
      description:
        "HDMI girişine takın; filmleri, dizileri ve canlı spor yayınlarını HDR ve sürükleyici sesle 4K'ya " +
        'kadar izleyin. Sesli kumanda izleyecek bir şey bulmayı hızlandırır, hızlı işlemci de eski ' +
        'televizyonlarda bile menülerin akıcı çalışmasını sağlar.',
    },
    projector: {
      name: 'Ev projektörü',
      short: 'Film geceleri ve maç günleri için her duvarda dev ekran.',
      description:
        '100 inç ve üzeri net görüntü yansıtan, dahili yayın uygulamaları ve hoparlörleriyle kutusundan ' +
        'çıktığı gibi çalışan kompakt projektör. Otomatik netleme ve otomatik trapez düzeltme, ister rafta ' +
        'dursun ister bahçeye çıkarılsın, görüntüyü saniyeler içinde düzeltir.',
    },
    'item-tracker': {
      name: 'Bluetooth eşya takip cihazı',
      short: 'Anahtarlarınızı, çantanızı veya fotoğraf ekipmanınızı bir daha asla kaybetmeyin.',
      description:
        'Anahtarlara, bavula veya fotoğraf çantasına takılan ve konumunu telefon uygulamanızdaki haritada ' +
        'gösteren küçük bir etiket. Yakındaysa çaldırın; menzil dışına çıktığında ise yakındaki ' +
        'telefonlardan oluşan bir ağ onu anonim olarak bulmanıza yardım eder. Değiştirilebilir pili ' +
        'yaklaşık bir yıl dayanır.',
    },
    'smart-display': {
      name: 'Akıllı ekran',
      short: 'Tarifler, görüntülü görüşmeler ve akıllı eviniz için sesle kontrol edilen ekran.',
      description:
        'Mutfak tezgâhı ya da komodin için tasarlanmış, dahili sesli asistan, hoparlör ve kameraya sahip ' +
        'dokunmatik ekran. Tarifleri adım adım izleyin, görüntülü görüşme yapın, kapıda kimin olduğunu ' +
        'görün, ışıkları ve ısıtmayı tek yerden yönetin; boşta kaldığında da dijital çerçeve olarak ' +
        'fotoğraflarınızı göstersin.',
    },
  },
  variants: {
    'body-only': 'Sadece gövde',
    'kit-24-105': '24–105 mm kit objektifle',
    'kit-standard-zoom': 'standart zoom kit objektifle',
    'lens-only': 'Sadece objektif',
    'lens-uv-filter': 'UV koruma filtresiyle',
    black: 'Siyah',
    silver: 'Gümüş',
    white: 'Beyaz',
    'midnight-blue': 'Gece mavisi',
    'sage-green': 'Adaçayı yeşili',
    'pastel-blue': 'Pastel mavi',
    'blossom-pink': 'Çiçek pembesi',
    'natural-titanium': 'Natürel titanyum',
    'black-titanium': 'Siyah titanyum',
    'ring-size-9': '9 numara',
    'ring-size-10': '10 numara',
    'ring-size-11': '11 numara',
    aluminium: 'Alüminyum',
    'carbon-fibre': 'Karbon fiber',
    standard: 'Standart',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'İçerik üreticisi paketi',
    'mic-1tx': '1 verici + alıcı',
    'mic-2tx': '2 verici + alıcı',
    'film-single': 'Tekli paket (10 poz)',
    'film-twin': 'İkili paket (20 poz)',
    'pack-single': 'Tekli',
    'pack-2': 'İkili paket',
    'pack-4': "4'lü paket",
    'mount-canon': 'Canon uyumlu',
    'mount-nikon': 'Nikon uyumlu',
    'mount-sony': 'Sony uyumlu',
    'mount-fujifilm': 'Fujifilm uyumlu',
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
    canon: 'EOS fotoğraf makinesi sistemi ve RF objektif serisinin arkasındaki Japon görüntüleme şirketi.',
    nikon:
      "Tokyo'dan bir asrı aşkın optik birikimi: Z bağlantılı aynasız makineler, NIKKOR objektifler ve " +
      "efsanevi DSLR'lar.",
    sony:
      'Alpha aynasız makinelerin ve pek çok başka makinenin içindeki görüntü sensörlerinin üreticisi; ünlü ' +
      'kulaklıkları da cabası.',
    fujifilm:
      'Film mirası dijitalde: ünlü film simülasyonlarıyla X Serisi ve GFX makineleri, bir de instax şipşak ' +
      'fotoğraflar.',
    panasonic: 'LUMIX makineleri, full frame L-Mount ve Micro Four Thirds gövdeleriyle video üreticilerinin gözdesi.',
    'om-system':
      'Olympus fotoğraf makinelerinin halefi: doğa ve seyahat için üretilmiş kompakt, hava koşullarına ' +
      'dayanıklı Micro Four Thirds ekipman.',
    leica:
      '35 mm fotoğraf makinesinin arkasındaki Alman marka; elde bitirilen gövdeleri ve olağanüstü ' +
      'objektifleriyle tanınır.',
    sigma:
      "Japonya'nın Aizu şehrinden bağımsız objektif üreticisi; Art, Contemporary ve Sports serileri çoğu " +
      'bağlantıya uyar.',
    tamron: 'Aynasız makineler için hafif, keskin ve uygun fiyatlı zoom objektifleriyle ünlü Japon optik uzmanı.',
    dji:
      'Havadan fotoğrafçılığı herkesin erişebileceği hale getiren Shenzhen merkezli şirket; artık gimbal, ' +
      'aksiyon kamerası ve kablosuz mikrofon da üretiyor.',
    godox: 'Kablosuz flaş sistemi ve LED ışıkları uygun fiyatlarla stüdyo standardı haline gelen aydınlatma markası.',
    manfrotto:
      "1972'den beri Venedik'in eteklerinde tasarlanan tripod, tripod kafası, ışık ayağı ve çantaların " +
      'İtalyan üreticisi.',
    'peak-design':
      'Özenle tasarlanmış fotoğraf çantaları, askılar, klipsler ve seyahat tripodları üreten, ömür boyu ' +
      'garanti veren San Francisco markası.',
    sandisk: 'Extreme ve Extreme PRO kartları sayısız fotoğraf çantasında yer alan flash bellek öncüsü.',
    rode:
      'Film yapımcılarının, podcast yayıncılarının ve yayıncıların güvendiği, Sidney merkezli Avustralyalı ' +
      'mikrofon üreticisi.',
    apple: "Cihazları fotoğraflar, müzik ve ev konusunda birlikte çalışan iPhone, Mac ve iPad'in tasarımcısı.",
    samsung:
      "Galaxy telefonların, katlanabilir telefonların, giyilebilir cihazların, hızlı SSD'lerin ve hafıza " +
      'kartlarının arkasındaki Koreli elektronik devi.',
    gopro: 'Sağlam, her yere takılabilen aksiyon kamerasını icat eden Kaliforniyalı marka.',
    insta360:
      '360° kameralar, minik giyilebilir kameralar ve yapay zekâ ile takip yapan telefon gimbalları üreten ' +
      'Shenzhen merkezli şirket.',
    lowepro:
      "Kökleri Colorado'nun doğasına dayanan, sağlam ve iyi dolgulu sırt çantalarıyla tanınan fotoğraf " +
      'çantası öncüsü.',
  },
  shops: {
    'demo-camera-house':
      'Fotoğraf makineleri, objektifler ve bunlara takılan ya da yanlarında taşınan her şey için amiral ' +
      'demo mağaza.',
    'lens-and-light-co':
      'Cam ve ışık bir arada: portre fotoğrafçıları için parlak sabit objektifler, profesyonel zoomlar, ' +
      'flaşlar ve stüdyo ekipmanı.',
    'skyline-aerial':
      "Drone'lar, FPV ekipmanı ve aksiyon kameraları; yerde de her kareyi sabit tutan gimballarla birlikte.",
    'studio-sound-supply':
      'Kendi stüdyosunda kayıt yapan içerik üreticileri için mikrofonlar, monitör kulaklıklar ve sürekli ' + 'ışıklar.',
    'pocket-mobile':
      'En yeni akıllı telefonlar ve katlanabilir modeller, bir de onlarla eşleşen saatler, yüzükler ve ' +
      'kulaklıklar.',
    'byte-and-pixel':
      'Her yerde fotoğraf ve video düzenlemek için dizüstü bilgisayarlar, tabletler ve doğru renkli monitörler.',
    'card-and-drive-depot':
      "Hızlı hafıza kartları, taşınabilir SSD'ler ve kart okuyucular; çekimin ortasında yeriniz asla dolmasın.",
    'trail-and-carry':
      'Patikalar, havalimanları ve aradaki her yer için üretilmiş fotoğraf sırt çantaları, sling çantalar ' +
      've sert çantalar.',
    'smart-nest-home':
      'Bağlantılı bir evi kolaylaştıran akıllı hoparlörler, soundbarlar, projektörler ve takip cihazları.',
  },
  ads: [
    { title: 'Aynasız Günleri', subtitle: "Seçili fotoğraf makinesi gövdelerinde %20'ye varan indirim" },
    { title: 'Yeni telefonlar geldi', subtitle: 'Güvenilir mağazalardan en yeni amiral gemileri' },
    { title: 'Objektif Haftası', subtitle: 'Sabit ve zoom objektiflerde özel fiyatlar' },
    { title: '{{money:9900}} üzeri siparişlerde ücretsiz kargo', subtitle: 'Katılımcı mağazalarda, tüm kategorilerde' },
    { title: 'Drone sezonu', subtitle: "Yeni drone'lar ve yedek bataryalarla daha uzağa uçun" },
    { title: 'Her detayı duyun', subtitle: 'İçerik üreticileri için kulaklıklar ve mikrofonlar' },
    { title: 'Yeriniz hiç dolmasın', subtitle: "Hızlı hafıza kartları ve taşınabilir SSD'ler" },
    { title: 'Yola hazır', subtitle: 'Her yolculuk için fotoğraf çantaları ve sırt çantaları' },
    { title: 'Her bileğe bir akıllı saat', subtitle: 'Koşularınızı, uykunuzu ve bildirimlerinizi takip edin' },
    {
      title: 'İçerik üreticileri için dizüstü bilgisayarlar',
      subtitle: 'Fotoğraf ve videolarınızı her yerde düzenleyin',
    },
  ],
  announcements: [
    {
      title: "Polymart'a hoş geldiniz; tatil dönemi kargo takvimimiz",
      body:
        "Polymart'a hoş geldiniz! Artık birçok ülkeden bağımsız mağazalar fotoğraf makinelerini, " +
        "objektifleri, drone'ları ve çok daha fazlasını tek bir yerde satıyor; her ödeme de siparişiniz " +
        'tamamlanana kadar güvenle tutuluyor.\n\n' +
        'Resmi tatillerde bazı mağazalar birkaç günlüğüne kargo gönderimine ara veriyor. Ödeme adımında ' +
        'gösterilen tahmini teslimat tarihi her mağazanın takvimini zaten hesaba katıyor; destek ekibimiz ' +
        'de tatil dönemi boyunca mesajları yanıtlamaya devam ediyor.',
    },
  ],
  flashDealTitle: 'Hafta sonuna özel fotoğraf makinesi fırsatları',
  blogs,
  policies,
};
