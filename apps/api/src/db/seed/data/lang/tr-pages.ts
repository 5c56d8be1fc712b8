// Demo blog posts and policy pages in tr (part of the pack in ./tr.ts).
import type { LangPack } from '../types.ts';

export const blogs: LangPack['blogs'] = {
  'choosing-your-first-mirrorless-camera': {
    title: 'İlk aynasız fotoğraf makinenizi nasıl seçersiniz?',
    summary:
      'Sensör boyutu, objektifler, otomatik netleme ve bütçe: telefondan aynasız makineye geçerken en ' +
      'önemli dört soru.',
    body:
      'Telefondan gerçek bir fotoğraf makinesine geçmek heyecan verici ve biraz da kafa karıştırıcı. ' +
      'Teknik özellik listeleri uzun, her marka en iyi otomatik netlemenin kendisinde olduğunu iddia ' +
      'ediyor. İyi haber şu: Bugün satılan aynasız makinelerin neredeyse tamamı mükemmel fotoğraflar ' +
      'çekiyor; asıl soru, hangisinin sizin çekim tarzınıza uyduğu.\n\n' +
      'Sensörle başlayın. Full frame gövdeler düşük ışıkta en temiz görüntüleri ve en sığ alan derinliğini ' +
      'verir, ancak hem kendileri hem de objektifleri daha pahalı ve daha ağırdır. APS-C makineler daha ' +
      'küçük, daha hafif ve belirgin biçimde daha ucuzdur; seyahat, aile ve sokak fotoğrafçılığı için ' +
      'fazlasıyla yeterlidir. Micro Four Thirds boyutta daha da ileri gider ve bu, pek çok video çekeninin ' +
      'hoşuna gider.\n\n' +
      'Ardından gövdeden çok objektifleri düşünün. Objektiflerinizi muhtemelen ilk makinenizden daha uzun ' +
      'süre kullanacaksınız; bu yüzden sisteme bir bütün olarak bakın: Uygun fiyatlı sabit objektifler, ' +
      'iyi bir seyahat zoomu ve üçüncü parti seçenekler var mı? Geniş objektif yelpazesine sahip bir ' +
      'bağlantı size gelişmek için alan tanır.\n\n' +
      'Sonra makineyi elinize alın. Tutuş, tuş yerleşimi ve vizör, birkaç ekstra megapikselden daha ' +
      'önemlidir. Mümkünse bir mağazada deneyin ya da internetten almadan önce iade koşullarını dikkatle ' +
      'okuyun. Ekranın dışarı açılıp açılmadığına da bakın; bu, vlog ve alçak açılı çekimler için büyük ' +
      'fark yaratır.\n\n' +
      'Son olarak ekstraları da kapsayan bir bütçe belirleyin: yedek batarya, hızlı bir hafıza kartı ve ' +
      'bir çanta. İyi bir objektifle birlikte orta sınıf bir gövde, ucuz bir kit zoom takılı üst segment ' +
      'bir gövdeden neredeyse her zaman daha iyi fotoğraflar çeker. Gerçekten yanınızda taşıyacağınız ' +
      'makineyi alın, sonra çıkıp çekim yapın.',
  },
  'prime-vs-zoom-lenses': {
    title: 'Sabit mi, zoom mu: Sıradaki objektifiniz hangisi olmalı?',
    summary:
      'İki hafta boyunca aynı sahneleri 35 mm sabit objektif ve 24–70 mm zoom ile çektik. İşte her birinin ' +
      'daha iyi yaptıkları.',
    body:
      'Er ya da geç her fotoğrafçı aynı soruyla karşılaşır: Parlak bir sabit objektif mi, çok yönlü bir ' +
      'zoom mu? Bu soruyu dürüstçe yanıtlamak için 35 mm f/1.8 sabit objektifi ve 24–70 mm f/4 zoomu aynı ' +
      'makineye takıp iki hafta boyunca sokak, portre ve seyahat çekimlerinde yan yana kullandık.\n\n' +
      "Işık ve karakterde sabit objektif kazandı. f/1.8'de, f/4'teki zoomun iki katından fazla ışık " +
      'toplar; bu da iç mekânda daha düşük ISO ve portrelerde harika yumuşak bir arka plan demekti. Ayrıca ' +
      'daha küçük ve daha hafif olduğu için makine, normalde evde kalacağı günlerde bile yanımıza geldi. ' +
      'Tek bir odak uzaklığına sahip olmak bizi ayaklarımızla hareket etmeye ve kadrajı düşünmeye zorladı; ' +
      'en sevdiğimiz karelerin birçoğu da bu kısıtlamadan doğdu.\n\n' +
      'Esneklikte zoom kazandı. Bir pazar yerinde ya da aile toplantısında geniş bir plandan dar bir ' +
      'detaya bir saniyede geçebilmek paha biçilemez; çok daha az anı kaçırdık. Modern zoomlar etkileyici ' +
      'derecede keskin ve konu sabit durduğunda görüntü sabitleme diyafram farkının büyük bölümünü ' +
      'kapatıyor.\n\n' +
      "Görüntü kalitesi beklediğimizden daha yakındı. f/5.6'ya kısıldığında iki objektif de net ve " +
      "kontrastlı dosyalar üretti; A3'e kadar baskılarda onları güvenilir şekilde ayırt edemedik. Gerçek " +
      'farklar düşük ışıkta, arka plan bulanıklığında ve her objektifin çekim şeklimizi nasıl ' +
      'değiştirdiğindeydi.\n\n' +
      'Kararımız: Zaten bir kit zoomunuz varsa, parlak bir 35 mm veya 50 mm sabit objektif paranızın ' +
      'karşılığını en iyi veren yükseltmedir. Çoğunlukla etkinlik, seyahat ya da video çekiyorsanız ve ' +
      'hızlı tepki vermeniz gerekiyorsa, iyi bir standart zoom size daha iyi hizmet eder. Birçok ' +
      'fotoğrafçı sonunda ikisinden birer tane edinir ve bu hiç de kötü bir yer değil.',
  },
  'drone-season-rules-for-beginners': {
    title: 'Drone sezonu başladı: Her yeni başlayanın bilmesi gereken kurallar',
    summary:
      'İlk uçuşunuzdan önce neredeyse her yerde geçerli olan temel kuralları öğrenin: kayıt, irtifa ' +
      'sınırları, uçuşa yasak bölgeler ve mahremiyete saygı.',
    body:
      'Uzayan günler ve sakin hava, gökyüzünde daha fazla drone ve pek çok ilk kez uçuran pilot demek. GPS ' +
      'sabitleme ve engel sensörleri sayesinde uçmak hiç olmadığı kadar kolay, ancak kurallar da ' +
      'sıkılaştı. Mevzuat ülkeden ülkeye değişir; bu yüzden havalanmadan önce mutlaka ülkenizin sivil ' +
      'havacılık otoritesine danışın. Yine de aşağıdaki ilkeler neredeyse her yerde geçerlidir.\n\n' +
      'Ağırlık sınıfınızı bilin ve gerekiyorsa kayıt yaptırın. Birçok ülkede 250 gramın altındaki ' +
      "drone'lar en az yükümlülüğe sahip en hafif kategoriye girer; daha ağır modeller ise çevrim içi " +
      'kayıt, temel bir teori sınavı ya da her ikisini gerektirir. Kayıt numarasının genellikle hava ' +
      'aracının üzerinde görünür olması gerekir. Sorulursa diye onay belgesini telefonunuzda saklayın.\n\n' +
      'İrtifa ve mesafe sınırlarına uyun. Hobi uçuşları için yaygın tavan, yerden yaklaşık 120 metredir ' +
      '(400 fit) ve drone her zaman görüş hattınız içinde kalmalıdır. Asla kalabalıkların üzerinden ' +
      'uçmayın ve uçuşunuzla ilgisi olmayan kişilerle aranızda güvenli bir mesafe bırakın.\n\n' +
      'Her uçuştan önce haritayı kontrol edin. Havalimanları, helikopter pistleri, askeri alanlar, ' +
      "cezaevleri ve pek çok milli park drone'lara kısıtlı ya da kapalıdır; etkinlikler veya acil " +
      'durumlar için geçici kısıtlamalar da getirilebilir. Üreticilerin çoğunun uygulamaları ve resmi ' +
      "havacılık haritaları bu bölgeleri gösterir; hatta bazı drone'lar bu bölgelerde kalkış yapmayı " +
      'reddeder.\n\n' +
      'Son olarak mahremiyet ve sigortayı düşünün. İnsanları bahçelerinde ya da pencerelerinden ' +
      'görüntülemek, uçuşun kendisi yasal olsa bile mahremiyet yasalarını ihlal edebilir. Üçüncü şahıs ' +
      'sorumluluk sigortası bazı ülkelerde zorunludur, her yerde de akıllıcadır. Sorumlu uçun; gökyüzü ' +
      'herkese açık kalsın, siz de eve harika görüntülerle dönün.',
  },
  'caring-for-camera-batteries-and-memory-cards': {
    title: 'Fotoğraf makinesi bataryalarınıza ve hafıza kartlarınıza nasıl bakmalısınız?',
    summary:
      'Birkaç basit alışkanlık bataryalarınızı yıllarca sağlıklı tutar ve fotoğraflarınızı korkulan "kart ' +
      'hatası" mesajından korur.',
    body:
      'Bataryalar ve hafıza kartları her ekipmanın en az göz alıcı parçasıdır, ama kaçırılan karelerin ve ' +
      'kaybolan fotoğrafların çoğunun arkasında onlar vardır. İyi haber şu ki onlara bakmak haftada ' +
      'yalnızca birkaç dakikanızı alır.\n\n' +
      'Lityum iyon bataryalar yaklaşık yüzde 30 ile 80 arasında şarjdayken en mutludur. Bir bataryayı ' +
      'birkaç hafta kullanmayacaksanız, onu tam dolu ya da tamamen boş değil, yarı şarjlı olarak serin ve ' +
      'kuru bir yerde saklayın. Bataryaları asla sıcak bir arabada bırakmayın; soğuk havada yedekleri iç ' +
      'cebinizde taşıyın, vücut ısısı daha uzun süre çalışmalarını sağlar. Orijinal ya da iyi yorum almış ' +
      'yedekler alın: Markasız ucuz hücrelerde uygun koruma devreleri bulunmayabilir.\n\n' +
      'Hafıza kartlarını bilgisayarda değil, makinede biçimlendirin ve bunu dosyalarınızı güvenle ' +
      'kopyaladığınız her seferde yapın. Makinede biçimlendirme, dosya sistemini tam olarak makinenin ' +
      'beklediği şekilde kurar ve hata riskini azaltır. Fotoğrafları makinede tek tek silmekten kaçının; ' +
      'bu zamanla kartı parçalı hale getirir.\n\n' +
      'Kartları özenle taşıyın. Onları kumdan ve nemden uzakta, sert bir kutuda saklayın ve makine hâlâ ' +
      'yazarken kartı asla çıkarmayın; erişim ışığının sönmesini bekleyin. Seyahatlerde tek bir dev kart ' +
      'yerine birkaç küçük kart kullanın; böylece birini kaybetmek ya da bozmak size her şeye mal olmaz.\n\n' +
      'Son olarak, en kısa sürede yedek alın. Önce dizüstü bilgisayara, sonra harici bir diske ya da bulut ' +
      'depolamaya kopyalamaktan oluşan basit bir rutin, kaybolan bir kartı felaket olmaktan çıkarıp küçük ' +
      'bir can sıkıntısına dönüştürür. Hata vermeye başlayan kartları emekliye ayırın, yıpranmış ' +
      'bataryaları da evde kalmaları için işaretleyin. Gelecekteki siz de fotoğraflarınız da size teşekkür ' +
      'edecek.',
  },
  'lighting-a-home-studio': {
    title: 'Ev stüdyosu aydınlatması: LED paneller, softboxlar ve halka ışıklar karşılaştırması',
    summary:
      'Boş bir odaya yeni başlayanlar için üç aydınlatma seti kurduk ve her biriyle portre ve ürün çektik. ' +
      'İşte kısıtlı bütçede işe yarayanlar.',
    body:
      'Profesyonel gibi ışık kurmak için bir depoya ihtiyacınız yok. Boş bir oda, birkaç metrekare duvar ' +
      've doğru ışıklar; portreler, ürün çekimleri ve tavan lambası altındakinden çok daha iyi görünen ' +
      'görüntülü görüşmeler için yeterlidir. Yeni başlayanlara hangi yaklaşımın en uygun olduğunu bulmak ' +
      'için aynı odaya üç popüler set kurduk ve her birini birer hafta kullandık.\n\n' +
      'Başlaması en kolay olan halka ışıktı. Konunun önüne yerleştirip açıyorsunuz ve gözlerde kendine ' +
      'özgü dairesel bir parıltıyla düz, eşit bir ışık elde ediyorsunuz. Makyaj, görüntülü görüşmeler ve ' +
      'kısa dikey videolar için ideal, ancak görünüm kısa sürede tekdüzeleşiyor ve bir yüze ya da ürüne ' +
      'biçim vermekte pek işe yaramıyor.\n\n' +
      'İki adet çift renkli LED panel bize en fazla esnekliği sağladı. Isınmıyorlar, deklanşöre basmadan ' +
      'önce ne elde edeceğinizi tam olarak gösteriyorlar ve parlaklığı ve renk sıcaklığını sıcaktan gün ' +
      'ışığına kadar ayarlamanıza izin veriyorlar. Ancak çıplak panellerin ışığı serttir; onları ' +
      'yumuşatmak için difüzör ya da küçük softboxları bütçenize ekleyin.\n\n' +
      'Sürekli ışıklı softbox seti en güzel portreleri çıkardı. Konuya 45 derece açıyla yerleştirilmiş 60 ' +
      "ila 90 cm'lik büyük bir softbox, yumuşak gölgelerle yumuşak ve yönlü bir ışık verir; klasik stüdyo " +
      'görünümü. Bedeli ise boyutu: Ayaklar ve kutular zeminde ciddi yer kaplar ve kurulması birkaç dakika ' +
      'sürer.\n\n' +
      'İlk ev stüdyosu için önerimiz: ana ışık olarak bir büyük softbox, dolgu ya da fon ışığı olarak bir ' +
      'LED panel ve ucuz bir beyaz reflektör. Çekim sırasında gün ışığının renklerinizi değiştirmemesi ' +
      'için karartma perdesi ekleyin ve ışıklarınızın renk sıcaklığını her zaman birbirine eşitleyin. ' +
      'Basit başlayın, tek bir ışığın nasıl davrandığını öğrenin ve ancak neyin eksik olduğunu ' +
      'bildiğinizde yenisini ekleyin.',
  },
  'travel-photography-packing-list': {
    title: 'Seyahat fotoğrafçısının bavul listesi: Neleri almalı, neleri bırakmalı?',
    summary:
      'Hafif toplanın, daha çok çekin. Objektif seçiminden hep unutulan kablolara kadar seyahatleriniz ' +
      'için pratik bir fotoğraf ekipmanı kontrol listesi.',
    body:
      'En iyi seyahat makinesi, onuncu günde bile taşımaktan memnun olduğunuz makinedir. Her ekstra ' +
      'objektif ve alet ağırlık ekler, güvenlik kontrolünde sizi yavaşlatır ve çantanın otelde kalma ' +
      'ihtimalini artırır. Her seyahatten önce her şeyi önünüze serin ve her parça için kendinize sorun: ' +
      'Bunu gerçekten kullanacak mıyım?\n\n' +
      'Çoğu yolculuk için bir gövde ve iki objektif fazlasıyla yeterli. Geniş açıdan kısa teleye çok yönlü ' +
      'bir zoom manzaraları, sokakları ve yemekleri halleder; küçük, parlak bir sabit objektif ise ' +
      'akşamları, iç mekânları ve portreleri üstlenir. Programda yaban hayatı varsa, üçüncü bir objektif ' +
      'eklemek yerine sabit objektifi kompakt bir tele zoomla değiştirin.\n\n' +
      'Sırada güç ve depolama var. En az iki yedek batarya, bunları powerbankten şarj edebilen bir USB ' +
      'şarj cihazı ve evrensel bir seyahat adaptörü alın. İhtiyacınız olduğunu düşündüğünüzden daha fazla ' +
      'hafıza kartı koyun; her akşam yedek alabilmek için küçük bir kart okuyucu ya da telefon adaptörü de ' +
      'ekleyin.\n\n' +
      'Ardından günü kurtaran küçük şeyler: toz için mikrofiber bez ve hava pompası, yağmurluk (ya da ' +
      'basit bir duş bonesi), gece çekimleri için hafif bir seyahat tripodu veya esnek mini tripod ve gün ' +
      'boyu rahatça takabileceğiniz bir askı. "İçinde fotoğraf makinesi var" diye bağırmayan sade bir ' +
      'çanta kalabalık yerlerde daha az dikkat çeker.\n\n' +
      'Son olarak, lityum bataryalar genellikle kayıtlı bagaja kabul edilmediği için değerli eşyalarınızı ' +
      'kabin bagajınızda tutun ve gümrük ile sigorta için faturaları ya da seri numaralarının listesini ' +
      'yanınıza alın. Yurt dışında drone uçurmayı planlıyorsanız önce yerel kuralları kontrol edin. Bir de ' +
      'çantada biraz yer bırakın: En güzel hatıralar çoğu zaman hiç almayı planlamadıklarınızdır.',
  },
};

export const policies = {
  terms: {
    title: 'Kullanım Koşulları',
    body:
      '## Bu koşullar hakkında\n\n' +
      "Bu koşullar, bağımsız mağazaların ürünlerini alıcılara sattığı çevrim içi pazaryeri Polymart'ı " +
      'kullanımınızı düzenler. Hesap oluşturarak ya da sipariş vererek bu koşulları kabul etmiş olursunuz. ' +
      'Pazaryeri Polymart işletmecileri tarafından yönetilir; ürünlerin kendisi ise her ürün sayfasında ' +
      'adı geçen mağazalar tarafından satılır.\n\n' +
      '## Hesabınız\n\n' +
      'Kayıt olurken doğru bilgi vermeli ve şifrenizi gizli tutmalısınız. Hesabınız altında gerçekleşen ' +
      'tüm işlemlerden siz sorumlusunuz. Dolandırıcılık, kötüye kullanım veya bu koşulların tekrar tekrar ' +
      'ihlaliyle ilişkili hesapları askıya alabilir ya da kapatabiliriz.\n\n' +
      "## Polymart'ta alışveriş\n\n" +
      'Her sipariş, sizinle ürünü satan mağaza arasında yapılan bir sözleşmedir. Fiyatlar birkaç para ' +
      'biriminde gösterilebilir; çevrilmiş fiyatlar kolaylık için gösterilir ve tahsil edilen tutar, ödeme ' +
      'adımında onaylanan tutardır. İlanlarından, stoklarından, kargolamadan ve ürün garantilerinden ' +
      'mağazalar sorumludur.\n\n' +
      '## Ödemeler ve cüzdan\n\n' +
      'Polymart cüzdan bakiyenizle, banka kartıyla ya da mağazanın sunduğu yerlerde kapıda ödemeyle ödeme ' +
      'yapabilirsiniz. Ödemeler Polymart tarafından tutulur ve yalnızca sipariş tamamlandıktan sonra ' +
      'mağazaya aktarılır; bu da hem alıcıları hem satıcıları korur. İadeler, İade Politikamızda ' +
      'açıklandığı şekilde cüzdanınıza ya da orijinal ödeme yönteminize yapılır.\n\n' +
      "## Polymart'ta satış\n\n" +
      'Herkes mağaza açmak için başvurabilir. Başvurular Polymart işletmecileri tarafından incelenir; ' +
      'işletmeciler ek bilgi isteyebilir ve pazaryeri standartlarını karşılamayan mağazaları reddedebilir ' +
      'ya da askıya alabilir. Satıcılar yasalara uymak, ürünleri dürüstçe tanımlamak ve vaat ettikleri ' +
      'süre içinde kargoya vermek zorundadır. Polymart, tamamlanan satışlardan satıcı panelinde ' +
      'gösterildiği şekilde komisyon alır.\n\n' +
      '## Yasaklı ürünler ve davranışlar\n\n' +
      'Sahte ürünler, çalıntı mallar, fikri mülkiyet haklarını ihlal eden ürünler ve varış ülkesinde yasal ' +
      'olarak satılamayan her şey yasaktır. Değerlendirmeler gerçek deneyimleri yansıtmalıdır. Puanları ' +
      'manipüle etmek, platform dışında ödeme almak veya diğer kullanıcıları taciz etmek hesabınızın ' +
      'kapatılmasına yol açabilir.\n\n' +
      '## Sorumluluk ve değişiklikler\n\n' +
      'Polymart platformu olduğu gibi sunar ve mağazaların listelediği ürünlerin satıcısı değildir. ' +
      'Yasaların izin verdiği ölçüde Polymart işletmecileri dolaylı veya sonuç olarak ortaya çıkan ' +
      'zararlardan sorumlu değildir. Bu koşulları zaman zaman güncelleyebiliriz; önemli değişiklikler ' +
      "yürürlüğe girmeden önce sitede duyurulur ve Polymart'ı kullanmaya devam etmeniz güncellenmiş " +
      'koşulları kabul ettiğiniz anlamına gelir.',
  },
  support: {
    title: 'Yardım ve Destek',
    body:
      '## Size nasıl yardımcı olabiliriz?\n\n' +
      'Yanıtların çoğu zaten hesabınızda: Sipariş durumu, kargo takip bilgileri ve iade talepleri ' +
      'Siparişlerim bölümünde yer alır. Aradığınızı orada bulamazsanız hem mağazalar hem de Polymart ' +
      'destek ekibi size yardımcı olmaktan mutluluk duyar.\n\n' +
      '## Bir mağazayla iletişim\n\n' +
      'Ürün, uyumluluk, stok veya teslimat süreleriyle ilgili sorularda en hızlı yol, ürün sayfasından ya ' +
      'da siparişinizden mağazaya doğrudan mesaj göndermektir. Mağazalar iki iş günü içinde yanıt vermeyi ' +
      'hedefler ve tüm yazışma siparişinize bağlı kalır.\n\n' +
      '## Polymart destek ekibiyle iletişim\n\n' +
      'Mağaza yanıt vermezse ya da sorunuz ödemeler, cüzdanınız veya hesabınızla ilgiliyse, hesabınızdaki ' +
      'yardım formu üzerinden veya support@polymart.example adresine e-posta göndererek Polymart desteğe ' +
      'ulaşın. Size daha hızlı yardımcı olabilmemiz için sipariş numaranızı ekleyin. Pazartesiden cumaya ' +
      'bir iş günü içinde yanıt veriyoruz.\n\n' +
      '## Siparişinizi takip etme\n\n' +
      'Mağaza siparişinizi kargoya verir vermez takip numarası sipariş sayfasında görünür ve size bir ' +
      'bildirim gelir. Teslimat süreleri mağazanın bulunduğu yere ve ödeme adımında seçilen kargo ' +
      'yöntemine bağlıdır. Kargo takibi birkaç gündür güncellenmediyse önce mağazayla iletişime geçin.\n\n' +
      '## Ödeme sorunları\n\n' +
      'Kartla ödeme başarısız olursa kart bilgilerinizi ve bankanızın limitlerini kontrol edin ya da bunun ' +
      'yerine cüzdan bakiyenizle ödeyin. Kapıda ödemede lütfen kurye geldiğinde tutarı hazır bulundurun. ' +
      'Havale/EFT ile yapılan cüzdan yüklemeleri, Polymart işletmecileri ödemenin ulaştığını onayladıktan ' +
      'sonra hesabınıza geçer.\n\n' +
      '## Anlaşmazlıklar\n\n' +
      'Bir mağazayla iade ya da geri ödeme konusunda anlaşamazsanız, iade talebi sayfasından Polymart ' +
      'işletmecilerinin devreye girmesini isteyebilirsiniz. İki tarafın sunduğu mesajları, fotoğrafları ve ' +
      'kargo takip bilgilerini inceler ve genellikle beş iş günü içinde nihai kararı veririz.',
  },
  return: {
    title: 'İade ve Geri Ödeme Politikası',
    body:
      '## İade hakkınız\n\n' +
      'Siparişiniz teslim edildikten sonraki 7 gün içinde iade talebinde bulunabilirsiniz. Teslim tarihi, ' +
      'kargo firmasının kaydettiği ya da siparişinizde onaylanan tarihtir. Bazı mağazalar daha uzun bir ' +
      'iade süresi sunar; bu durumda süre ürün sayfasında belirtilir.\n\n' +
      '## Geri ödeme nasıl talep edilir?\n\n' +
      "Siparişlerim bölümünü açın, siparişi seçin ve İade talep et'e tıklayın. Hangi ürünleri neden iade " +
      'etmek istediğinizi belirtin; ürün hasarlı geldiyse ya da açıklamasıyla uyuşmuyorsa fotoğraf ' +
      'ekleyin. Mağaza talebinizi genellikle iki iş günü içinde inceler ve size iade talimatlarını ' +
      'gönderir.\n\n' +
      '## İade edilen ürünlerin durumu\n\n' +
      'Ürünler tüm aksesuarları, kılavuzları ve orijinal ambalajıyla eksiksiz ve teslim aldığınız durumda ' +
      'iade edilmelidir. Ambalajı açılmış hafıza kartları, kulak içi kulaklıklar ve yazılım lisansları ' +
      'yalnızca arızalıysa iade edilebilir. Telefonları, bilgisayarları ve fotoğraf makinelerini geri ' +
      'göndermeden önce lütfen kişisel verilerinizi ve hesaplarınızı silin.\n\n' +
      '## İade kargo ücretleri\n\n' +
      'Ürün arızalıysa, taşıma sırasında hasar gördüyse ya da açıklandığı gibi değilse iade kargo ücretini ' +
      'mağaza öder. Fikir değiştirme gibi diğer nedenlerde, mağaza aksini belirtmedikçe iade kargo ' +
      'ücretini alıcı öder. Her zaman takip edilebilir bir kargo yöntemi kullanın ve gönderi belgenizi ' +
      'saklayın.\n\n' +
      '## Geri ödemeler\n\n' +
      'Mağaza ürünü teslim alıp durumunu onayladıktan sonra geri ödeme üç iş günü içinde yapılır. Cüzdanla ' +
      'veya kartla yapılan ödemeler cüzdana ya da orijinal karta iade edilir; kapıda ödemeli siparişlerin ' +
      'iadesi Polymart cüzdanınıza yapılır. Bankanıza bağlı olarak kart iadelerinin hesap ekstrenize ' +
      'yansıması birkaç gün daha sürebilir.\n\n' +
      '## Talebiniz reddedilirse\n\n' +
      'Mağaza talebinizi reddederse ve buna katılmıyorsanız, Polymart işletmecilerinden talebi ' +
      "incelemelerini isteyebilirsiniz. Ödemeler sipariş tamamlanana kadar Polymart'ta tutulduğu için, " +
      'süreç devam ederken paranız güvende kalır.',
  },
  privacy: {
    title: 'Gizlilik Politikası',
    body:
      '## Biz kimiz?\n\n' +
      'Bu politika, Polymart pazaryerini kullandığınızda Polymart işletmecilerinin kişisel verileri nasıl ' +
      "topladığını ve kullandığını açıklar. Polymart'ta satış yapan mağazalar da siparişlerinizi yerine " +
      'getirmek için verilerinizin bir kısmını alır ve bu verileri usulüne uygun şekilde işlemekten ' +
      'sorumludur.\n\n' +
      '## Topladığımız veriler\n\n' +
      'Adınız, e-posta adresiniz, telefon numaranız ve teslimat adresleriniz gibi bize verdiğiniz ' +
      'bilgileri; ayrıca siparişlerinizi, iade taleplerinizi, değerlendirmelerinizi ve mağazalarla ve ' +
      'destek ekibiyle yazışmalarınızı topluyoruz. Cüzdan işlemlerinin ve ödemelerin kaydını tutuyoruz, ' +
      "ancak kart numaralarının tamamı ödeme hizmeti sağlayıcılarımız tarafından işlenir ve Polymart'ta " +
      'asla saklanmaz. Cihazınız, tarayıcı diliniz, IP adresiniz ve çerezler gibi teknik verileri de ' +
      'topluyoruz.\n\n' +
      '## Verilerinizi nasıl kullanıyoruz?\n\n' +
      'Verilerinizi hesabınızı oluşturmak ve korumak, siparişleri ve ödemeleri işlemek, teslimatı ' +
      'düzenlemek, iadeleri yönetmek ve destek sağlamak için kullanıyoruz. Ayrıca dolandırıcılığı önlemek, ' +
      'pazaryerini güvenli tutmak ve hizmetimizi geliştirmek için de kullanıyoruz. Pazarlama mesajlarını ' +
      'yalnızca onayınızla gönderiyoruz ve bu mesajlardan dilediğiniz zaman çıkabilirsiniz.\n\n' +
      '## Mağazalar ve iş ortaklarıyla paylaşım\n\n' +
      'Sipariş verdiğinizde, ürünlerinizi gönderebilmesi için mağaza adınızı, teslimat adresinizi ve ' +
      'telefon numaranızı alır. Verileri ödeme hizmeti sağlayıcıları, kargo firmaları ve barındırma ' +
      'hizmetleriyle yalnızca işlerini yapmaları için gerektiği ölçüde paylaşıyoruz. Kişisel verilerinizi ' +
      'satmıyoruz.\n\n' +
      '## Çerezler\n\n' +
      'Oturumunuzun açık kalması ve dilinizi, para biriminizi ve alışveriş sepetinizi hatırlamak için ' +
      'zorunlu çerezler kullanıyoruz. Sitenin nasıl kullanıldığını anlamamıza yardımcı olan isteğe bağlı ' +
      'analiz çerezleri yalnızca onay vermeniz halinde yerleştirilir.\n\n' +
      '## Saklama ve güvenlik\n\n' +
      'Verilerinizi hesabınız aktif olduğu sürece, sonrasında ise yalnızca yasaların gerektirdiği süre ' +
      'boyunca, örneğin muhasebe kayıtları için saklıyoruz. Veriler aktarım sırasında şifrelenir, erişim ' +
      'yalnızca ihtiyacı olan çalışanlarla sınırlandırılır ve güvenlik önlemlerimizi düzenli olarak gözden ' +
      'geçiririz.\n\n' +
      '## Haklarınız\n\n' +
      'Hesap ayarlarınızdan ya da privacy@polymart.example adresine yazarak kişisel verilerinize ' +
      'erişebilir, bunları düzeltebilir, dışa aktarabilir veya silebilir ve belirli kullanımlarına itiraz ' +
      'edebilirsiniz. Verilerinizin uygun şekilde işlenmediğini düşünüyorsanız, yerel veri koruma ' +
      'otoritesine şikâyette bulunma hakkınız da vardır.',
  },
  about_us: {
    title: 'Polymart Hakkında',
    body:
      '## Biz kimiz?\n\n' +
      'Polymart; fotoğraf makineleri, objektifler ve fotoğraf aksesuarlarının yanı sıra drone, ses ' +
      'ekipmanı, telefon, bilgisayar, giyilebilir teknoloji, çanta, depolama ve akıllı ev ürünlerinde ' +
      'uzmanlaşmış bağımsız mağazaları bir araya getiren çevrim içi bir pazaryeridir. Tek bir büyük depo ' +
      'yerine, ürünlerini en ince ayrıntısına kadar bilen satıcılardan oluşan bir topluluğuz.\n\n' +
      '## Çok sayıda mağaza, tek ödeme\n\n' +
      "Polymart'taki her ürün, küçük uzman mağazalardan köklü perakendecilere kadar bağımsız bir mağaza " +
      'tarafından satılır. Birçoğunu tek bir yerde, kendi dilinizde ve para biriminizde inceleyebilir, ' +
      'karşılaştırabilir ve satın alabilir, tek bir sepetle ödemenizi tamamlayabilirsiniz.\n\n' +
      '## Güvenebileceğiniz ödemeler\n\n' +
      "Ödemeniz doğrudan satıcıya değil, Polymart'a gider. Siparişiniz tamamlanana kadar parayı güvenle " +
      'tutar, ancak ondan sonra mağazaya öderiz. Polymart cüzdanınızla, kartla ya da mağaza sunuyorsa ' +
      'kapıda ödemeyle ödeyebilirsiniz. Bir sorun çıkarsa, teslimattan sonraki 7 gün içinde geri ödeme ' +
      'talep edebilirsiniz.\n\n' +
      '## Arkasında durduğumuz mağazalar\n\n' +
      'Her mağaza, satışa başlamadan önce Polymart işletmecileri tarafından incelenir ve onaylanır. ' +
      'Puanları, teslimat sürelerini ve iade taleplerini yakından takip eder, bir mağaza alıcılarımızın ' +
      'beklediği standartların gerisinde kaldığında devreye gireriz.\n\n' +
      '## Fotoğraf çekmeyi sevenler için\n\n' +
      "Polymart'ın ve mağazalarının arkasındaki insanların çoğu da fotoğrafçı. Blogumuzda ekipmanınızdan " +
      'daha fazlasını elde etmenize yardımcı olacak satın alma rehberleri, uygulamalı incelemeler ve ' +
      'pratik ipuçları bulacaksınız.\n\n' +
      '## Bize katılın\n\n' +
      'Bir fotoğraf mağazanız mı var ya da değer verdiğiniz teknoloji ürünlerini mi satıyorsunuz? ' +
      'Hesabınızdan mağaza açmak için başvurun ve 19 dilde alıcılara ulaşın. Bir siparişle ilgili sorunuz ' +
      'mu var? Yardım ve Destek sayfamız başlamak için en doğru yer.',
  },
} as LangPack['policies'];
