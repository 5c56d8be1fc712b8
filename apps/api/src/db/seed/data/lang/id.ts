// Demo texts in id (see LangPack in ../types.ts); blogs and policies are in ./id-pages.ts.
import type { LangPack } from '../types.ts';
import { blogs, policies } from './id-pages.ts';

export const pack: LangPack = {
  productTypes: {
    'fullframe-mirrorless': {
      name: 'Kamera mirrorless full frame',
      short: 'Sensor besar dalam bodi ringkas untuk detail kaya, bokeh lembut, dan foto bersih saat minim cahaya.',
      description:
        'Sensor full frame seukuran bingkai film 35 mm menangkap lebih banyak cahaya, sehingga rentang ' +
        'dinamisnya lebih lebar dan noise-nya lebih rendah. Autofokus cepat dan fitur video yang andal ' +
        'menjadikannya alat serbaguna bagi penghobi maupun profesional.',
    },
    'apsc-mirrorless': {
      name: 'Kamera mirrorless APS-C',
      short: 'Kualitas gambar kamera lensa tukar dalam bodi ringan yang bisa dibawa ke mana saja.',
      description:
        'Sensor APS-C menyeimbangkan kualitas gambar, ukuran, dan harga, sementara crop factor-nya memberi ' +
        'jangkauan ekstra pada lensa tele. Ideal sebagai kamera lensa tukar pertama, untuk traveling, atau ' +
        'sebagai bodi kedua yang ringan.',
    },
    'fullframe-dslr': {
      name: 'Kamera DSLR full frame',
      short: 'Jendela bidik optik, bodi kokoh, dan baterai tahan lama untuk fotografer yang memotret seharian.',
      description:
        'Cermin dan pentaprisma menampilkan pemandangan melalui lensa tanpa jeda sedikit pun, sementara ' +
        'sensor full frame menghasilkan rentang dinamis lebar dan file bersih pada ISO tinggi. Bodi tahan ' +
        'cuaca, autofokus yang bisa diandalkan, dan pilihan lensa kompatibel yang sangat banyak membuatnya ' +
        'tetap jadi favorit fotografer profesional.',
    },
    'apsc-dslr': {
      name: 'Kamera DSLR APS-C',
      short: 'DSLR andal dan mudah dipelajari yang tumbuh bersama Anda, dari jepretan pertama hingga hobi serius.',
      description:
        'DSLR APS-C memadukan jendela bidik optik yang terang dengan sensor yang cukup besar untuk latar ' +
        'belakang blur yang nyata dan foto minim cahaya. Menu berpanduan, baterai tahan lama, dan banyak ' +
        'pilihan lensa terjangkau menjadikannya cara yang tepat untuk belajar fotografi.',
    },
    'premium-compact': {
      name: 'Kamera saku premium',
      short: 'Kamera bersensor besar yang muat di saku jaket.',
      description:
        'Sensor 1 inci atau lebih besar dan lensa bawaan yang terang menghasilkan kualitas gambar jauh ' +
        'melampaui ponsel, lengkap dengan file RAW dan kontrol manual penuh. Senyap, tidak mencolok, dan ' +
        'selalu siap, inilah kamera yang benar-benar Anda bawa setiap hari.',
    },
    'travel-zoom-compact': {
      name: 'Kamera saku travel zoom',
      short: 'Dari lanskap luas hingga detail di kejauhan, satu kamera saku untuk seluruh perjalanan.',
      description:
        'Zoom optik panjang terlipat di dalam bodi tipis, sehingga Anda bisa membingkai cakrawala kota ' +
        'lalu membidik wajah di seberang alun-alun. Stabilisasi gambar optik, transfer mudah ke ponsel, ' +
        'dan mode otomatis pintar menjaga foto liburan tetap tajam tanpa repot.',
    },
    'instant-camera': {
      name: 'Kamera instan',
      short: 'Tekan tombol rana dan pegang cetakan foto asli beberapa detik kemudian.',
      description:
        'Kamera instan menggunakan film khusus yang tercetak dengan sendirinya, mengubah setiap jepretan ' +
        'menjadi foto cetak yang tiada duanya. Kontrol sederhana, lampu kilat bawaan, dan cermin selfie ' +
        'menjadikannya bintang di pesta, pernikahan, dan liburan bersama teman.',
    },
    'instant-film': {
      name: 'Film instan',
      short: 'Pak film baru berbingkai putih klasik atau bingkai warna-warni seru untuk kamera instan Anda.',
      description:
        'Setiap pak berisi sejumlah lembar film yang tercetak sendiri dalam kartrid kedap cahaya yang bisa ' +
        'dipasang dalam hitungan detik. Periksa format film yang digunakan kamera Anda, dan simpan pak ' +
        'film di tempat sejuk agar warnanya terbaik.',
    },
    'standard-zoom': {
      name: 'Lensa zoom standar',
      short: 'Lensa yang selalu terpasang di kamera: dari lebar hingga tele pendek dengan optik cepat dan tajam.',
      description:
        'Mencakup sekitar 24 hingga 70 mm atau serupa, lensa zoom standar sanggup memotret lanskap, ' +
        'suasana jalanan, acara, dan potret tanpa perlu ganti lensa. Versi kelas atas menambahkan bukaan ' +
        'lebar konstan, perlindungan cuaca, dan motor autofokus senyap yang cocok untuk foto maupun video.',
    },
    'kit-zoom': {
      name: 'Lensa kit zoom',
      short: 'Zoom ringkas dan terjangkau untuk pemotretan sehari-hari, langsung dari dalam kotak.',
      description:
        'Sering dijual sepaket dengan bodi kamera baru, lensa kit zoom menjangkau sudut lebar hingga tele ' +
        'pendek dalam tabung yang ringan dan ringkas. Bobotnya yang ringan serta autofokus yang halus dan ' +
        'senyap menjadikannya lensa pertama yang mumpuni dan teman perjalanan yang praktis.',
    },
    'telephoto-zoom': {
      name: 'Lensa zoom tele',
      short: 'Dekatkan subjek yang jauh, dari olahraga dan satwa liar hingga potret dengan perspektif terkompresi.',
      description:
        'Lensa zoom tele biasanya mencakup rentang seperti 70–200 mm atau 100–400 mm, sehingga Anda bisa ' +
        'mengubah komposisi tanpa berpindah tempat. Stabilisasi optik dan autofokus yang cepat serta ' +
        'presisi menjaga subjek bergerak tetap tajam, sementara focal length panjang melebur latar ' +
        'belakang menjadi blur yang halus.',
    },
    'super-telephoto': {
      name: 'Lensa super tele',
      short: 'Jangkauan ekstrem untuk burung, satwa liar, dan olahraga di stadion.',
      description:
        'Dengan focal length mulai sekitar 400 mm ke atas, lensa super tele memenuhi bingkai dengan subjek ' +
        'yang tak mungkin Anda dekati. Elemen optik canggih mengendalikan aberasi, sementara kerah tripod ' +
        'yang bisa diputar dan stabilisasi yang kuat membantu Anda mengendalikan tabung lensa yang ' +
        'panjang.',
    },
    'ultra-wide-zoom': {
      name: 'Lensa zoom ultra lebar',
      short: 'Tangkap lanskap luas, arsitektur menjulang, dan interior sempit dalam satu bingkai.',
      description:
        'Dimulai di bawah 16 mm pada full frame, lensa zoom ultra lebar memperkuat kesan kedalaman dan ' +
        'menarik mata masuk ke dalam adegan. Koreksi optik yang cermat menjaga garis tetap lurus, ' +
        'menjadikannya favorit untuk lanskap, properti, astrofotografi, dan vlogging.',
    },
    'fisheye-lens': {
      name: 'Lensa fisheye',
      short: 'Pandangan melengkung yang dramatis hingga 180 derajat untuk gambar yang benar-benar berani.',
      description:
        'Lensa fisheye membengkokkan garis lurus menjadi lengkungan lebar dan menangkap sudut pandang yang ' +
        'sangat luas. Lensa ini favorit untuk skateboard, konser musik, arsitektur kreatif, dan panorama ' +
        '360 derajat, dan ukurannya yang kecil membuatnya mudah dibawa.',
    },
    'portrait-prime': {
      name: 'Lensa fix potret',
      short: 'Bukaan lebar untuk perspektif yang menyanjung dan bokeh lembut yang memisahkan subjek.',
      description:
        'Focal length sekitar 85 mm menampilkan wajah secara alami dari jarak kerja yang nyaman. Bukaan ' +
        'lebar seperti f/1.4 atau f/1.8 memasukkan banyak cahaya dan melembutkan latar belakang, sementara ' +
        'autofokus yang cepat dan akurat menjaga mata tetap tajam.',
    },
    'macro-lens': {
      name: 'Lensa makro',
      short: 'Pembesaran seukuran aslinya mengungkap detail tersembunyi serangga, bunga, dan produk.',
      description:
        'Lensa makro sejati dapat fokus cukup dekat untuk mereproduksi subjek pada skala 1:1, sehingga ' +
        'sebuah koin kecil bisa memenuhi seluruh sensor. Ketajamannya yang luar biasa dari tepi ke tepi ' +
        'juga menjadikannya pilihan tepat untuk potret dan foto produk.',
    },
    'travel-tripod': {
      name: 'Tripod travel',
      short: 'Terlipat kecil dan ringan, lalu berdiri tinggi dan kokoh di mana pun cahayanya pas.',
      description:
        'Kaki yang terlipat ke belakang mengelilingi kepala, tabung aluminium atau serat karbon yang ' +
        'ringan, dan pengunci kaki yang cepat membuat tripod travel mudah dikemas dan cepat dipasang. ' +
        'Gunakan untuk matahari terbenam, pemandangan kota malam hari, long exposure, dan foto bersama ' +
        'dengan self-timer.',
    },
    'video-monopod': {
      name: 'Monopod video',
      short: 'Gerakan kamera yang stabil dan mulus, dengan kebebasan berpindah posisi dalam hitungan detik.',
      description:
        'Kepala fluid dan kaki kecil yang bisa dibuka membuat monopod video berdiri sendiri sementara Anda ' +
        'melakukan pan dan tilt dengan mulus. Monopod ini menopang bobot kamera saat meliput acara, ' +
        'pernikahan, dan olahraga, di mana tripod penuh akan menghalangi.',
    },
    'camera-gimbal': {
      name: 'Gimbal kamera',
      short: 'Stabilisasi bermotor untuk rekaman sinematik yang mulus saat bergerak.',
      description:
        'Tiga motor brushless meredam setiap guncangan dan getaran, sehingga pengambilan gambar sambil ' +
        'berjalan, gerakan memutar, dan reveal terlihat seperti direkam dengan dolly. Dirancang untuk ' +
        'kamera mirrorless dan DSLR, gimbal ini menawarkan mode follow, penyeimbangan cepat, dan kontrol ' +
        'lewat aplikasi untuk gerakan kreatif.',
    },
    'phone-gimbal': {
      name: 'Gimbal smartphone',
      short: 'Ubah ponsel Anda menjadi perangkat video yang mulus, bisa melacak subjek, dan muat di saku.',
      description:
        'Gimbal tiga sumbu menjaga ponsel tetap rata dan stabil saat Anda berjalan, berlari, atau ' +
        'melakukan pan, sehingga rekaman terlihat jauh lebih profesional. Pelacakan subjek, mode ' +
        'time-lapse, dan gerakan kreatif sekali ketuk di aplikasi pendamping membuat vlog dan video ' +
        'perjalanan jadi mudah.',
    },
    'camera-battery': {
      name: 'Baterai kamera isi ulang',
      short: 'Baterai cadangan di tas berarti tak pernah melewatkan jepretan terakhir hari itu.',
      description:
        'Sel lithium-ion dengan sirkuit pelindung bawaan memberikan daya yang stabil dan melaporkan sisa ' +
        'daya ke kamera. Pastikan baterai sesuai dengan model kamera Anda; banyak yang bisa diisi lewat ' +
        'USB di dalam kamera atau dengan charger khusus.',
    },
    'battery-grip': {
      name: 'Battery grip',
      short: 'Gandakan daya tahan baterai dan dapatkan pegangan nyaman untuk memotret dalam orientasi potret.',
      description:
        'Battery grip terpasang di bagian bawah kamera dan menampung satu atau dua baterai tambahan. ' +
        'Tombol rana dan kontrol kedua membuat pemotretan vertikal terasa sealami horizontal, dan tambahan ' +
        'bobotnya menyeimbangkan lensa panjang.',
    },
    'camera-strap': {
      name: 'Tali kamera',
      short: 'Tali nyaman yang cepat disetel untuk menjaga kamera tetap aman dan siap.',
      description:
        'Tali berbantalan atau anyaman menyebarkan beban ke leher atau bahu, sementara konektor ' +
        'quick-release memungkinkan Anda beralih antara gaya leher, selempang, dan pergelangan tangan ' +
        'dalam hitungan detik. Bahan yang awet dan pengait yang aman menjaga perlengkapan Anda tetap aman ' +
        'sepanjang hari.',
    },
    'capture-clip': {
      name: 'Klip sabuk kamera',
      short: 'Bawa kamera di tali ransel atau sabuk dan cabut dalam sekejap.',
      description:
        'Klip kokoh terkunci pada tali ransel atau sabuk, dan pelat quick-release di soket tripod kamera ' +
        'menahan kamera dengan kuat di tempatnya. Pendaki, pelancong, dan fotografer acara tetap bebas ' +
        'menggunakan tangan dengan kamera selalu siap, tanpa leher pegal.',
    },
    'mini-drone': {
      name: 'Drone kamera mini',
      short:
        'Seukuran telapak tangan, bisa dilipat, dan mudah diterbangkan, dengan kamera stabil untuk ' +
        'pemandangan udara yang memukau.',
      description:
        'Drone mini yang ringan bisa dilipat seukuran ponsel dan di banyak wilayah termasuk kelas ' +
        'registrasi paling ringan. Kamera yang distabilkan, penentuan posisi GPS, kembali ke titik awal ' +
        'otomatis, dan mode terbang pintar membuat pengambilan gambar sinematik jadi mudah, bahkan bagi ' +
        'pilot pemula. Selalu periksa aturan terbang setempat.',
    },
    'pro-camera-drone': {
      name: 'Drone kamera profesional',
      short: 'Kamera bersensor besar di udara, dengan waktu terbang lama dan penghindar rintangan yang andal.',
      description:
        'Drone profesional membawa sensor yang lebih besar, sering kali dengan beberapa kamera dan profil ' +
        'video bitrate tinggi yang cocok untuk color grading. Sensor rintangan segala arah, transmisi ' +
        'jarak jauh, dan ketahanan terhadap angin membuat pembuat film, surveyor, dan inspektur dapat ' +
        'bekerja dengan yakin.',
    },
    'fpv-drone': {
      name: 'Drone FPV',
      short:
        'Terbang dari kursi pilot dengan rekaman sudut pandang orang pertama yang imersif dan berkecepatan ' +
        'tinggi.',
      description:
        'Drone first-person view mengirimkan video langsung ke goggle, sehingga Anda bisa menyelinap di ' +
        'celah sempit, mengejar mobil, dan menukik menuruni tebing. Mode terbang manual menghargai ' +
        'latihan, sementara mode berbantuan dan rem darurat membantu pemula mengudara dengan aman.',
    },
    'fpv-goggles': {
      name: 'Goggle FPV',
      short: 'Video jernih berlatensi rendah tepat di depan mata untuk pengalaman terbang yang imersif.',
      description:
        'Goggle FPV memadukan layar mikro yang terang, lensa yang bisa disetel, dan receiver berlatensi ' +
        'rendah untuk menampilkan persis apa yang dilihat drone. Pastikan goggle menggunakan sistem ' +
        'transmisi video yang sama dengan drone Anda; banyak juga yang bisa merekam video dan mendukung ' +
        'head tracking.',
    },
    'action-camera': {
      name: 'Kamera aksi',
      short: 'Mungil, tangguh, dan tahan air, dengan stabilisasi yang membuat setiap perjalanan terekam mulus.',
      description:
        'Kamera aksi merekam video beresolusi tinggi dengan frame rate tinggi dari helm, setang, papan ' +
        'selancar, dan dudukan dada. Stabilisasi elektronik, bodi tahan air yang tangguh, dan mount ' +
        'quick-release membuatnya siap untuk bersepeda, menyelam, bermain ski, dan vlogging sehari-hari.',
    },
    'camera-360': {
      name: 'Kamera 360 derajat',
      short: 'Rekam semua yang ada di sekitar Anda, lalu pilih sudut terbaik belakangan.',
      description:
        'Dua lensa ultra lebar yang saling berlawanan merekam bola penuh, yang kemudian disatukan aplikasi ' +
        'menjadi foto atau video 360 derajat tanpa sambungan. Ubah komposisinya nanti menjadi klip datar ' +
        'biasa, sembunyikan tongsis secara otomatis, atau bagikan tur virtual imersif dan konten VR.',
    },
    speedlight: {
      name: 'Flash speedlight',
      short: 'Cahaya portabel dan bertenaga yang terpasang di kamera dan ikut ke mana pun Anda memotret.',
      description:
        'Flash hot shoe dengan eksposur TTL otomatis, kepala yang bisa dimiringkan dan diputar, serta ' +
        'waktu isi ulang yang cepat, dibuat untuk acara, potret, dan pemotretan dalam ruangan. Pantulkan ' +
        'ke langit-langit untuk cahaya lembut, atau tembakkan terpisah dari kamera dengan trigger nirkabel ' +
        'untuk tampilan yang lebih kreatif.',
    },
    'studio-strobe': {
      name: 'Lampu flash studio',
      short: 'Daya flash serius dan warna konsisten untuk potret, produk, dan fesyen.',
      description:
        'Lampu monolight untuk studio atau lokasi, dengan output jauh lebih besar daripada flash hot shoe ' +
        'dan lampu modeling untuk melihat hasil cahaya lebih dulu. Mount-nya bisa dipasangi softbox, ' +
        'payung, dan reflektor, dan langkah daya yang presisi memudahkan Anda mengulang pengaturan yang ' +
        'sama dari jepretan ke jepretan.',
    },
    'led-panel': {
      name: 'Panel LED video',
      short: 'Cahaya kontinu yang lembut dan bebas kedip, memperlihatkan hasilnya saat Anda memotret.',
      description:
        'Panel LED datar dengan kecerahan dan suhu warna yang bisa diatur, sama andalnya untuk wawancara, ' +
        'streaming, dan panggilan video seperti untuk foto. Bisa ditenagai listrik atau baterai, tetap ' +
        'dingin saat disentuh, dan terpasang di light stand atau cold shoe dalam hitungan detik.',
    },
    'rgb-tube-light': {
      name: 'Lampu tabung RGB',
      short: 'Warna apa pun, efek apa pun: cahaya kreatif dalam tabung ramping yang bisa digenggam satu tangan.',
      description:
        'Tabung LED bertenaga baterai dengan warna RGB penuh, cahaya putih yang bisa diatur, dan efek ' +
        'bawaan seperti lampu polisi, api, dan petir. Gunakan sebagai lampu praktis di dalam bingkai, hair ' +
        'light, atau aksen warna di latar belakang, dan kendalikan beberapa tabung sekaligus dari aplikasi ' +
        'ponsel.',
    },
    softbox: {
      name: 'Softbox',
      short: 'Mengubah cahaya flash atau LED yang keras menjadi pencahayaan lembut yang menyanjung.',
      description:
        'Pengubah cahaya lipat dengan panel difusi yang menyebarkan cahaya secara merata dan melembutkan ' +
        'bayangan pada wajah dan produk. Bisa dilipat rata untuk dibawa, dipasang ke lampu dengan ring ' +
        'adaptor, dan dilengkapi grid kain untuk mengendalikan cahaya yang meluber.',
    },
    'light-stand': {
      name: 'Light stand',
      short: 'Dudukan kokoh dan bisa disetel untuk lampu, pengubah cahaya, dan backdrop.',
      description:
        'Stand teleskopik dengan kaki yang terbuka lebar dan spigot standar untuk menahan flash, panel ' +
        'LED, dan softbox tepat di ketinggian yang diinginkan. Ringan namun stabil, terlipat ringkas untuk ' +
        'pemotretan di lokasi, dan karung pasir di kakinya menambah keamanan di luar ruangan.',
    },
    'shotgun-mic': {
      name: 'Mikrofon shotgun',
      short: 'Suara jernih dan terarah dari arah mana pun Anda membidiknya.',
      description:
        'Mikrofon terarah yang meredam sebagian besar suara bising dari samping dan belakang, sehingga ' +
        'suara orang dan apa pun di depannya terekam dengan bersih. Pasang di shoe kamera atau boom pole, ' +
        'dan tambahkan windscreen saat merekam di luar ruangan.',
    },
    'wireless-mic': {
      name: 'Sistem mikrofon nirkabel',
      short: 'Transmitter jepit untuk dialog bersih di mana saja, tanpa satu kabel pun.',
      description:
        'Transmitter ringkas dijepitkan ke pakaian dan mengirim audio ke receiver di kamera, ponsel, atau ' +
        'komputer Anda. Ideal untuk vlog, wawancara, dan syuting run-and-gun, sistem ini membiarkan ' +
        'presenter bergerak bebas sementara Anda tetap fokus pada gambar.',
    },
    'anc-headphones': {
      name: 'Headphone peredam bising',
      short: 'Redam dunia luar dan nikmati musik, panggilan, dan penerbangan dengan tenang.',
      description:
        'Headphone over-ear nirkabel dengan peredam bising aktif yang meredam suara mesin, lalu lintas, ' +
        'dan obrolan kantor. Bantalan empuk membuatnya nyaman dipakai berjam-jam, mode transparansi ' +
        'membiarkan Anda mendengar sekitar saat perlu, dan mikrofon bawaan menangani panggilan.',
    },
    'studio-headphones': {
      name: 'Headphone monitor studio',
      short: 'Suara jujur dan detail untuk rekaman, mixing, dan editing.',
      description:
        'Headphone berkabel dengan respons datar dan akurat, sehingga Anda mendengar rekaman apa adanya, ' +
        'bukan versi yang dipercantik. Desain closed-back mencegah suara bocor ke mikrofon, dan konstruksi ' +
        'kokohnya tahan dipakai setiap hari di studio.',
    },
    'true-wireless-earbuds': {
      name: 'Earbud true wireless',
      short: 'Suara seukuran saku yang ikut ke mana pun Anda pergi, tanpa kabel sama sekali.',
      description:
        'Earbud nirkabel mungil yang langsung terhubung ke ponsel begitu case dibuka, dan case-nya ' +
        'sekaligus mengisi daya saat bepergian. Kontrol sentuh mengatur musik dan panggilan, dan banyak ' +
        'model menambahkan peredam bising serta beberapa ukuran ear tip agar pas dan nyaman.',
    },
    'sport-earbuds': {
      name: 'Earbud olahraga',
      short: 'Pas dan tahan keringat, siap menemani setiap sesi latihan.',
      description:
        'Earbud nirkabel untuk lari, gym, dan latihan luar ruangan, dengan pengait telinga atau sirip yang ' +
        'tetap di tempatnya saat bergerak intens. Desain tahan keringat dan air tak terganggu hujan maupun ' +
        'latihan berat, dan mode ambient membuat Anda tetap waspada terhadap lalu lintas di jalan.',
    },
    'flagship-phone': {
      name: 'Smartphone flagship',
      short: 'Performa kelas atas, kamera setara profesional, dan layar memukau dalam satu perangkat.',
      description:
        'Ponsel kelas teratas dengan layar OLED refresh rate tinggi, sistem kamera multilensa dengan zoom ' +
        'tele, dan prosesor yang melibas game dan editing video dengan mudah. Material premium, pengisian ' +
        'cepat, dan dukungan software jangka panjang menjadikannya ponsel yang awet.',
    },
    'midrange-phone': {
      name: 'Smartphone kelas menengah',
      short: 'Semua yang Anda butuhkan dari smartphone, dengan harga yang masuk akal.',
      description:
        'Ponsel seimbang dengan layar besar dan terang, kamera utama yang mumpuni, dan baterai yang dengan ' +
        'mudah bertahan seharian penuh. Chatting, streaming, media sosial, dan game ringan berjalan ' +
        'lancar, menjadikannya pilihan cerdas untuk pemakaian sehari-hari.',
    },
    'book-foldable': {
      name: 'Ponsel lipat model buku',
      short: 'Ponsel di saku yang terbuka menjadi tablet di tangan.',
      description:
        'Ponsel lipat dengan layar luar berukuran penuh dan layar dalam besar yang terbuka seperti buku. ' +
        'Jalankan dua atau tiga aplikasi berdampingan, baca dokumen, dan edit foto di layar besar, lalu ' +
        'lipat untuk digunakan dengan satu tangan saat bepergian.',
    },
    'flip-foldable': {
      name: 'Ponsel lipat flip',
      short: 'Smartphone berukuran penuh yang terlipat dua agar muat di saku mana pun.',
      description:
        'Ponsel flip ringkas dengan layar lipat yang tinggi dan layar cover kecil untuk notifikasi, ' +
        'balasan cepat, dan selfie dengan kamera utama. Lipat setengah dan berdirikan di meja untuk ' +
        'panggilan video atau foto tanpa dipegang, tanpa perlu tripod.',
    },
    'magsafe-charger': {
      name: 'Charger nirkabel magnetik',
      short: 'Tempelkan ponsel dan langsung mengisi daya, selalu di posisi yang pas.',
      description:
        'Charger nirkabel dengan magnet bawaan yang menahan ponsel kompatibel tepat di titik yang benar ' +
        'untuk pengisian yang efisien. Letakkan di meja kerja atau meja samping tempat tidur dan ambil ' +
        'ponsel kapan pun Anda butuh, tanpa repot dengan kabel.',
    },
    'phone-lens-kit': {
      name: 'Set lensa smartphone',
      short: 'Tambahkan sudut lebar, makro, dan lainnya ke kamera yang selalu Anda bawa.',
      description:
        'Satu set lensa jepit atau pasang yang memperluas kemampuan kamera ponsel, dari pemandangan sudut ' +
        'lebar hingga jepretan makro jarak dekat. Optik kacanya terpasang dalam hitungan detik dan muat di ' +
        'kantong kecil, ideal untuk fotografi perjalanan, kuliner, dan alam.',
    },
    'creator-laptop': {
      name: 'Laptop kreator',
      short: 'Tenaga setara desktop untuk pekerjaan foto, video, dan 3D, ke mana pun Anda pergi.',
      description:
        'Laptop berperforma tinggi dengan prosesor bertenaga, grafis kuat, dan memori melimpah untuk ' +
        'mengedit file RAW, video 4K, dan adegan 3D. Layar dengan warna akurat dan port cepat untuk drive ' +
        'dan aksesori menjadikannya studio bergerak yang lengkap.',
    },
    ultrabook: {
      name: 'Laptop tipis dan ringan',
      short: 'Baterai tahan seharian dalam laptop tipis dan ringan yang nyaris tak terasa di tas.',
      description:
        'Laptop tipis dan ringan untuk kerja, kuliah, dan perjalanan, dengan layar tajam, keyboard nyaman, ' +
        'serta performa yang senyap dan efisien. Langsung menyala seketika, diisi daya lewat USB-C, dan ' +
        'menangani dokumen, browsing, dan panggilan video dengan mudah.',
    },
    'pro-tablet': {
      name: 'Tablet pro',
      short: 'Tablet sekelas laptop untuk menggambar, mengedit, dan pekerjaan serius.',
      description:
        'Tablet kelas atas dengan layar besar yang mulus, prosesor bertenaga, dan dukungan stylus presisi ' +
        'serta keyboard cover. Buat sketsa, retouch foto, edit video, atau catat rapat, lalu lepas ' +
        'keyboard dan bersantai di sofa sambil menonton film.',
    },
    'everyday-tablet': {
      name: 'Tablet harian',
      short: 'Layar besar dan ramah untuk streaming, membaca, dan panggilan video di rumah.',
      description:
        'Tablet terjangkau dengan layar tajam, speaker stereo, dan baterai tahan lama, dibuat untuk film, ' +
        'e-book, resep, dan PR. Cukup ringan untuk dipegang berjam-jam dan mudah dipakai bergantian oleh ' +
        'seluruh keluarga.',
    },
    'photo-monitor': {
      name: 'Monitor editing foto',
      short: 'Warna sesuai aslinya, sehingga cetakan dan unggahan Anda tampil persis seperti yang diinginkan.',
      description:
        'Monitor resolusi tinggi dengan gamut warna luas dan kalibrasi pabrik, dibuat untuk fotografer dan ' +
        'desainer yang membutuhkan warna akurat. Kecerahan merata di seluruh panel dan dukungan kalibrasi ' +
        'membantu Anda menilai setiap nada dan bayangan dengan yakin.',
    },
    'compact-desktop': {
      name: 'Komputer desktop ringkas',
      short: 'Performa desktop penuh dalam kotak kecil yang muat di samping monitor.',
      description:
        'Desktop berukuran kecil dengan performa cepat dan senyap untuk pekerjaan kantor, editing foto, ' +
        'dan hiburan di rumah, tanpa menyita meja Anda. Banyak port untuk menghubungkan monitor, drive, ' +
        'dan aksesori, dan konsumsi dayanya hanya sebagian kecil dari PC tower penuh.',
    },
    smartwatch: {
      name: 'Smartwatch',
      short: 'Notifikasi, pemantauan kesehatan, dan pembayaran nirsentuh, langsung di pergelangan tangan.',
      description:
        'Jam dengan layar sentuh terang yang terhubung ke ponsel untuk menampilkan pesan, panggilan, dan ' +
        'aplikasi sekilas pandang. Sensor bawaan memantau detak jantung, tidur, dan olahraga, dan tali ' +
        'yang bisa diganti membuatnya cocok untuk gaya formal maupun santai.',
    },
    'outdoor-watch': {
      name: 'Jam GPS outdoor',
      short: 'Navigasi tangguh dan tahan lama untuk jalur pendakian, puncak gunung, dan perairan terbuka.',
      description:
        'Jam tangguh dengan GPS multi-band, peta topografi, dan baterai yang tahan berhari-hari bahkan ' +
        'berminggu-minggu sekali isi daya. Casing yang diperkuat, kaca tahan gores, dan ketahanan air ' +
        'membuatnya siap untuk hiking, trail running, panjat tebing, dan berenang.',
    },
    'fitness-band': {
      name: 'Gelang kebugaran',
      short: 'Pelacak ramping untuk langkah, tidur, dan detak jantung yang nyaris tak terasa di pergelangan tangan.',
      description:
        'Gelang ringkas yang mencatat aktivitas harian, olahraga, dan kualitas tidur sepanjang waktu lalu ' +
        'menyinkronkan semuanya ke aplikasi di ponsel. Dengan baterai yang tahan jauh lebih dari seminggu ' +
        'dan desain tahan air, gelang ini bisa dipakai siang dan malam, bahkan saat mandi.',
    },
    'smart-ring': {
      name: 'Cincin pintar',
      short: 'Data tidur, pemulihan, dan detak jantung dari cincin yang bisa dipakai seharian.',
      description:
        'Cincin ringan berisi sensor yang memantau fase tidur, detak jantung, suhu kulit, dan aktivitas ' +
        'harian, tanpa layar yang mengganggu. Cangkangnya yang halus dan tahan air nyaman dipakai ' +
        'sepanjang waktu, dan aplikasi pendampingnya mengubah data menjadi skor harian yang sederhana.',
    },
    'camera-backpack': {
      name: 'Ransel kamera',
      short: 'Bawa kamera, lensa, dan laptop dengan nyaman, ke mana pun pemotretan membawa Anda.',
      description:
        'Sekat berbantalan yang bisa diatur melindungi kamera dan beberapa lensa, sementara kompartemen ' +
        'terpisah menampung laptop atau tablet. Akses dari samping dan belakang memudahkan Anda mengambil ' +
        'perlengkapan dengan cepat, dan tali bahu berbantalan, bahan tahan cuaca, serta tali tripod ' +
        'membuat hari panjang di lapangan lebih ringan.',
    },
    'roller-bag': {
      name: 'Koper kamera beroda',
      short: 'Dorong seluruh perlengkapan melewati bandara hingga ke lokasi tanpa harus memikul bebannya.',
      description:
        'Tas beroda dengan roda halus, gagang teleskopik, dan interior berbantalan yang muat dua bodi, ' +
        'sejumlah lensa, dan aksesori. Banyak ukurannya memenuhi batas umum bagasi kabin, dan ritsleting ' +
        'yang bisa dikunci serta cangkang yang diperkuat menjaga perlengkapan berharga tetap aman di ' +
        'perjalanan.',
    },
    'sling-bag': {
      name: 'Tas selempang kamera',
      short: 'Putar ke depan dan langsung memotret: tas ringkas untuk satu bodi dan satu atau dua lensa.',
      description:
        'Dikenakan menyilang di badan, tas selempang bisa diputar ke depan sehingga Anda dapat meraih ' +
        'kamera tanpa melepas tas. Tas ini menampung bodi mirrorless dengan satu atau dua lensa plus ' +
        'barang kecil penting, ideal untuk street photography, liburan singkat di kota, dan dibawa ' +
        'sehari-hari.',
    },
    'shoulder-bag': {
      name: 'Tas bahu kamera',
      short: 'Tas klasik bergaya messenger yang menjaga perlengkapan tetap dekat dan cocok di mana saja.',
      description:
        'Tas bahu berbantalan dengan penutup atas dan ritsleting akses cepat untuk ganti lensa dengan ' +
        'cepat saat bepergian. Sekat yang bisa dilepas muat kamera dengan dua atau tiga lensa, saku luar ' +
        'menampung baterai, kartu memori, dan ponsel, dan tampilannya yang kalem tidak terang-terangan ' +
        'menunjukkan ada perlengkapan kamera di dalamnya.',
    },
    'hard-case': {
      name: 'Hard case perlengkapan',
      short: 'Perlindungan anti remuk dan tahan air untuk perlengkapan yang harus tiba dalam keadaan utuh.',
      description:
        'Cangkang polimer cetak, tutup dengan seal karet, dan pengunci kokoh melindungi kamera, lensa, dan ' +
        'drone dari benturan, debu, dan hujan. Interior busa atau sekat yang bisa disesuaikan menahan ' +
        'setiap barang di tempatnya, dan katup tekanan otomatis membuatnya cocok dibawa naik pesawat.',
    },
    'camera-insert': {
      name: 'Insert tas kamera',
      short: 'Ubah ransel atau tas jinjing apa pun menjadi tas kamera dalam hitungan detik.',
      description:
        'Kotak berbantalan dengan sekat yang bisa diatur, dimasukkan ke dalam tas harian Anda untuk ' +
        'melindungi kamera dan beberapa lensa. Keluarkan saat kamera ditinggal di rumah dan tas favorit ' +
        'Anda kembali seperti semula, tanpa perlu tas kedua.',
    },
    'sd-card': {
      name: 'Kartu memori SD',
      short: 'Penyimpanan cepat dan andal untuk foto dan video 4K di kamera, drone, dan lainnya.',
      description:
        'Kartu memori UHS dengan kecepatan tulis berkelanjutan yang mampu mengimbangi pemotretan beruntun ' +
        'dan video bitrate tinggi. Dibuat tahan air, suhu ekstrem, guncangan, dan sinar-X, dan tersedia ' +
        'dalam berbagai kapasitas untuk segala kebutuhan, dari liburan akhir pekan hingga produksi penuh.',
    },
    'cfexpress-card': {
      name: 'Kartu CFexpress',
      short: 'Kecepatan kelas profesional untuk burst resolusi tinggi dan video RAW.',
      description:
        'Dibangun di atas antarmuka PCIe, kartu CFexpress membaca dan menulis beberapa kali lebih cepat ' +
        'daripada SD, sehingga buffer kosong hampir seketika dan video 8K atau RAW terekam tanpa frame ' +
        'yang hilang. Casing yang kokoh dan desain termal yang cermat menjaga performa tetap stabil selama ' +
        'sesi rekaman panjang.',
    },
    'portable-ssd': {
      name: 'SSD portabel',
      short: 'Penyimpanan seukuran saku yang memindahkan pustaka foto dan video besar dalam hitungan menit.',
      description:
        'Solid-state drive ringkas yang terhubung lewat USB-C dan mentransfer data berkali-kali lebih ' +
        'cepat daripada hard disk biasa. Gunakan untuk mencadangkan hasil pemotretan di perjalanan, ' +
        'mengedit rekaman langsung dari drive, atau merekam langsung dari kamera dan ponsel yang mendukung ' +
        'penyimpanan eksternal.',
    },
    'rugged-ssd': {
      name: 'SSD portabel tahan banting',
      short: 'Penyimpanan eksternal cepat yang tak gentar terhadap jatuh, debu, dan hujan.',
      description:
        'Penyimpanan flash cepat yang dibungkus cangkang peredam guncangan dengan rating IP terhadap debu ' +
        'dan air, sehingga rekaman tetap aman di ekspedisi, lokasi syuting, dan proyek lapangan. Enkripsi ' +
        'hardware dan lubang karabiner menambah keamanan dan membuatnya selalu mudah dijangkau.',
    },
    'card-reader': {
      name: 'Pembaca kartu memori',
      short: 'Salin isi kartu memori dengan kecepatan penuh langsung ke laptop, tablet, atau ponsel.',
      description:
        'Pembaca kartu USB-C ringkas dengan slot untuk format kartu yang paling umum, dirancang untuk ' +
        'mengimbangi kecepatan kartu modern, bukan menghambatnya. Bodi aluminiumnya yang kecil muat di tas ' +
        'mana pun, sehingga pencadangan cepat setelah setiap pemotretan jadi mudah.',
    },
    'usb-flash-drive': {
      name: 'Flashdisk USB',
      short: 'Penyimpanan seukuran gantungan kunci untuk file, presentasi, dan cadangan cepat.',
      description:
        'Flashdisk mungil dan awet dengan konektor USB-A atau USB-C, sering kali keduanya, sehingga bisa ' +
        'dipakai di komputer, tablet, maupun ponsel. Cara paling sederhana untuk menyerahkan foto, membawa ' +
        'dokumen, atau menyimpan salinan cadangan file penting.',
    },
    'smart-speaker': {
      name: 'Speaker pintar',
      short: 'Suara yang memenuhi ruangan dengan asisten suara yang siap membantu.',
      description:
        'Putar musik, podcast, dan radio lewat Wi-Fi atau Bluetooth, lalu tanyakan cuaca, setel timer, ' +
        'atau kendalikan lampu tanpa menyentuh apa pun. Pasangkan dua unit untuk suara stereo, atau ' +
        'letakkan beberapa di sekitar rumah untuk audio multiruangan.',
    },
    soundbar: {
      name: 'Soundbar',
      short: 'Suara ala bioskop dari satu batang ramping di bawah TV Anda.',
      description:
        'Soundbar menggantikan speaker TV yang tipis dengan dialog jernih, stereo lebih lebar, dan bass ' +
        'lebih dalam, dan banyak yang juga mendukung format audio surround dan 3D. Cukup terhubung dengan ' +
        'satu kabel HDMI sehingga bisa dikendalikan dengan remote TV, dan subwoofer atau speaker belakang ' +
        'bisa ditambahkan nanti.',
    },
    'streaming-box': {
      name: 'Perangkat streaming media',
      short: 'Ubah TV apa pun menjadi smart TV dengan semua aplikasi streaming favorit Anda.',
      description:
        'Colokkan ke port HDMI untuk streaming film, serial, dan siaran olahraga langsung hingga 4K dengan ' +
        'HDR dan suara imersif. Remote suara membuat Anda cepat menemukan tontonan, dan prosesor yang ' +
        'cepat menjaga menu tetap mulus, bahkan di TV lama.',
    },
    projector: {
      name: 'Proyektor rumah',
      short: 'Gambar layar lebar di dinding mana pun, untuk malam nonton film maupun main game.',
      description:
        'Proyektor ringkas yang memancarkan gambar tajam 100 inci atau lebih, dengan aplikasi streaming ' +
        'dan speaker bawaan sehingga langsung bisa dipakai begitu keluar dari kotak. Autofokus dan koreksi ' +
        'keystone otomatis merapikan gambar dalam hitungan detik, baik diletakkan di rak maupun dibawa ke ' +
        'taman.',
    },
    'item-tracker': {
      name: 'Pelacak barang Bluetooth',
      short: 'Jangan pernah kehilangan kunci, tas, atau perlengkapan kamera lagi.',
      description:
        'Tag kecil yang dijepitkan ke kunci, koper, atau tas kamera dan menampilkan lokasinya di peta pada ' +
        'aplikasi ponsel. Bunyikan saat berada di dekat Anda, dan ketika di luar jangkauan, jaringan ' +
        'ponsel di sekitarnya membantu menemukannya secara anonim; baterainya bisa diganti dan tahan ' +
        'sekitar satu tahun.',
    },
    'smart-display': {
      name: 'Layar pintar',
      short: 'Layar yang dikendalikan suara untuk resep, panggilan video, dan rumah pintar Anda.',
      description:
        'Layar sentuh dengan asisten suara, speaker, dan kamera bawaan, dibuat untuk meja dapur atau meja ' +
        'samping tempat tidur. Ikuti resep langkah demi langkah, lakukan panggilan video, lihat siapa yang ' +
        'ada di depan pintu, dan kendalikan lampu serta pemanas dari satu tempat, lalu biarkan layar ' +
        'menampilkan foto Anda sebagai bingkai digital saat tidak dipakai.',
    },
  },
  variants: {
    'body-only': 'Bodi saja',
    'kit-24-105': 'dengan lensa kit 24–105 mm',
    'kit-standard-zoom': 'dengan lensa kit zoom standar',
    'lens-only': 'Lensa saja',
    'lens-uv-filter': 'dengan filter pelindung UV',
    black: 'Hitam',
    silver: 'Perak',
    white: 'Putih',
    'midnight-blue': 'Biru tengah malam',
    'sage-green': 'Hijau sage',
    'pastel-blue': 'Biru pastel',
    'blossom-pink': 'Merah muda bunga',
    'natural-titanium': 'Titanium alami',
    'black-titanium': 'Titanium hitam',
    'ring-size-9': 'Ukuran 9',
    'ring-size-10': 'Ukuran 10',
    'ring-size-11': 'Ukuran 11',
    aluminium: 'Aluminium',
    'carbon-fibre': 'Serat karbon',
    standard: 'Standar',
    'fly-more-combo': 'Fly More Combo',
    'fly-more-combo-plus': 'Fly More Combo Plus',
    'creator-bundle': 'Paket kreator',
    'mic-1tx': '1 pemancar + penerima',
    'mic-2tx': '2 pemancar + penerima',
    'film-single': 'Isi satu (10 lembar)',
    'film-twin': 'Isi dua (20 lembar)',
    'pack-single': 'Satuan',
    'pack-2': 'Isi 2',
    'pack-4': 'Isi 4',
    'mount-canon': 'untuk Canon',
    'mount-nikon': 'untuk Nikon',
    'mount-sony': 'untuk Sony',
    'mount-fujifilm': 'untuk Fujifilm',
    'storage-128gb': '128 GB',
    'storage-256gb': '256 GB',
    'storage-512gb': '512 GB',
    'storage-1tb': '1 TB',
    'ram16-ssd512': 'RAM 16 GB / SSD 512 GB',
    'ram24-ssd1tb': 'RAM 24 GB / SSD 1 TB',
    'ram32-ssd1tb': 'RAM 32 GB / SSD 1 TB',
    'card-64gb': '64 GB',
    'card-128gb': '128 GB',
    'card-256gb': '256 GB',
    'card-512gb': '512 GB',
    'ssd-1tb': '1 TB',
    'ssd-2tb': '2 TB',
    'ssd-4tb': '4 TB',
  },
  brands: {
    canon: 'Perusahaan pencitraan asal Jepang di balik sistem kamera EOS dan jajaran lensa RF.',
    nikon:
      'Lebih dari satu abad keahlian optik dari Tokyo: kamera mirrorless Z-mount, lensa NIKKOR, dan DSLR ' +
      'legendaris.',
    sony:
      'Pembuat kamera mirrorless Alpha dan sensor gambar di dalam banyak kamera lain, ditambah headphone ' +
      'yang terkenal.',
    fujifilm:
      'Warisan film dalam wujud digital: kamera X Series dan GFX dengan simulasi film yang tersohor, serta ' +
      'foto instan instax.',
    panasonic:
      'Kamera LUMIX-nya jadi favorit para pembuat video, dengan bodi full frame L-Mount dan Micro Four Thirds.',
    'om-system':
      'Penerus kamera Olympus: perlengkapan Micro Four Thirds yang ringkas dan tahan cuaca, dibuat untuk ' +
      'alam dan perjalanan.',
    leica:
      'Nama Jerman di balik kamera 35 mm, dikenal dengan bodi yang diselesaikan dengan tangan dan lensa ' +
      'yang luar biasa.',
    sigma:
      'Pembuat lensa independen dari Aizu, Jepang, dengan lini Art, Contemporary, dan Sports yang cocok ' +
      'untuk sebagian besar mount kamera.',
    tamron:
      'Spesialis optik Jepang yang terkenal dengan lensa zoom ringan, tajam, dan terjangkau untuk kamera ' +
      'mirrorless.',
    dji:
      'Perusahaan asal Shenzhen yang membuat fotografi udara jadi populer, kini juga membuat gimbal, ' +
      'action camera, dan mikrofon nirkabel.',
    godox:
      'Merek pencahayaan yang sistem flash nirkabel dan lampu LED-nya menjadi standar studio dengan harga ' +
      'bersahabat.',
    manfrotto:
      'Produsen tripod, head, light stand, dan tas asal Italia, dirancang di kaki pegunungan Venesia sejak ' + '1972.',
    'peak-design':
      'Merek asal San Francisco dengan tas kamera, tali, klip, dan tripod travel yang dirancang cermat, ' +
      'bergaransi seumur hidup.',
    sandisk: 'Pelopor memori flash yang kartu Extreme dan Extreme PRO-nya ada di tak terhitung banyaknya tas kamera.',
    rode: 'Produsen mikrofon Australia dari Sydney, dipercaya oleh pembuat film, podcaster, dan streamer.',
    apple: 'Perancang iPhone, Mac, dan iPad, yang perangkatnya saling terhubung untuk foto, musik, dan rumah.',
    samsung:
      'Raksasa elektronik Korea di balik ponsel Galaxy, ponsel lipat, perangkat wearable, SSD cepat, dan ' +
      'kartu memori.',
    gopro: 'Merek asal California yang menciptakan action camera tangguh yang bisa dipasang di mana saja.',
    insta360: 'Pembuat kamera 360°, kamera wearable mungil, dan gimbal ponsel dengan pelacakan AI asal Shenzhen.',
    lowepro: 'Pelopor tas kamera yang berakar di alam bebas Colorado, dikenal dengan ransel tangguh berbantalan tebal.',
  },
  shops: {
    'demo-camera-house': 'Toko demo utama untuk kamera, lensa, dan segala yang terpasang di atau menemani keduanya.',
    'lens-and-light-co':
      'Lensa dan cahaya di bawah satu atap: lensa fix bukaan besar, zoom pro, flash, dan perlengkapan ' +
      'studio untuk fotografer potret.',
    'skyline-aerial':
      'Drone, perlengkapan FPV, dan action camera, plus gimbal untuk menjaga setiap rekaman tetap stabil ' +
      'di darat.',
    'studio-sound-supply':
      'Mikrofon, headphone monitor, dan lampu kontinu untuk kreator yang merekam di studio sendiri.',
    'pocket-mobile': 'Smartphone dan ponsel lipat terbaru, plus jam, cincin, dan earbud yang serasi dengannya.',
    'byte-and-pixel': 'Laptop, tablet, dan monitor berwarna akurat untuk mengedit foto dan video di mana saja.',
    'card-and-drive-depot':
      'Kartu memori cepat, SSD portabel, dan card reader, supaya ruang penyimpanan tak pernah habis di ' +
      'tengah pemotretan.',
    'trail-and-carry':
      'Ransel kamera, tas selempang, dan hard case untuk jalur pendakian, bandara, dan segala tempat di ' +
      'antaranya.',
    'smart-nest-home': 'Speaker pintar, soundbar, proyektor, dan pelacak untuk membuat rumah terhubung jadi mudah.',
  },
  ads: [
    { title: 'Pekan Mirrorless', subtitle: 'Diskon hingga 20% untuk bodi kamera pilihan' },
    { title: 'Ponsel baru sudah tiba', subtitle: 'Flagship terbaru dari toko tepercaya' },
    { title: 'Pekan Lensa', subtitle: 'Lensa fix dan zoom dengan harga spesial' },
    {
      title: 'Gratis ongkir untuk belanja di atas {{money:9900}}',
      subtitle: 'Di toko yang berpartisipasi, untuk semua kategori',
    },
    { title: 'Musim drone', subtitle: 'Terbang lebih jauh dengan drone baru dan baterai cadangan' },
    { title: 'Dengar setiap detail', subtitle: 'Headphone dan mikrofon untuk kreator' },
    { title: 'Ruang penyimpanan tak pernah habis', subtitle: 'Kartu memori cepat dan SSD portabel' },
    { title: 'Siap berangkat', subtitle: 'Tas dan ransel kamera untuk setiap perjalanan' },
    { title: 'Smartwatch untuk setiap pergelangan', subtitle: 'Pantau lari, tidur, dan notifikasi Anda' },
    { title: 'Laptop untuk kreator', subtitle: 'Edit foto dan video di mana saja' },
  ],
  announcements: [
    {
      title: 'Selamat datang di Polymart, dan jadwal pengiriman selama libur',
      body:
        'Selamat datang di Polymart! Kini toko-toko independen dari berbagai negara menjual kamera, lensa, ' +
        'drone, dan banyak lagi di satu tempat, dan setiap pembayaran disimpan dengan aman sampai pesanan ' +
        'Anda selesai.\n\n' +
        'Selama hari libur nasional, beberapa toko menghentikan sementara pengiriman selama beberapa hari. ' +
        'Perkiraan tanggal tiba yang ditampilkan saat checkout sudah memperhitungkan jadwal setiap toko, ' +
        'dan tim dukungan kami tetap membalas pesan sepanjang masa libur.',
    },
  ],
  flashDealTitle: 'Flash sale kamera akhir pekan',
  blogs,
  policies,
};
