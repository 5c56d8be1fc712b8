// Demo blog posts and policy pages in id (part of the pack in ./id.ts).
import type { LangPack } from '../types.ts';

export const blogs: LangPack['blogs'] = {
  'choosing-your-first-mirrorless-camera': {
    title: 'Cara memilih kamera mirrorless pertama Anda',
    summary:
      'Ukuran sensor, lensa, autofokus, dan anggaran: empat pertanyaan terpenting saat beralih dari ponsel ' +
      'ke kamera mirrorless.',
    body:
      'Beralih dari ponsel ke kamera sungguhan itu seru, sekaligus sedikit membingungkan. Lembar ' +
      'spesifikasinya panjang dan setiap merek mengklaim autofokusnya yang terbaik. Kabar baiknya, hampir ' +
      'semua kamera mirrorless yang dijual saat ini menghasilkan foto yang sangat bagus, jadi pertanyaan ' +
      'sebenarnya adalah kamera mana yang cocok dengan cara Anda memotret.\n\n' +
      'Mulailah dari sensor. Bodi full frame memberikan gambar paling bersih saat minim cahaya dan ruang ' +
      'tajam paling sempit, tetapi bodi dan lensanya lebih mahal dan lebih berat. Kamera APS-C lebih ' +
      'kecil, lebih ringan, dan jauh lebih murah, dan untuk fotografi perjalanan, keluarga, dan jalanan ' +
      'kemampuannya sudah lebih dari cukup. Micro Four Thirds bahkan lebih ringkas lagi, sesuatu yang ' +
      'disukai banyak videografer.\n\n' +
      'Selanjutnya, pikirkan lensa, bukan bodi. Anda kemungkinan akan memakai lensa lebih lama daripada ' +
      'kamera pertama Anda, jadi lihatlah sistemnya secara keseluruhan: apakah ada lensa fix yang ' +
      'terjangkau, lensa zoom travel yang bagus, dan pilihan dari produsen pihak ketiga? Mount dengan ' +
      'pilihan lensa yang beragam memberi Anda ruang untuk berkembang.\n\n' +
      'Lalu, genggam kameranya. Grip, tata letak tombol, dan jendela bidik lebih penting daripada beberapa ' +
      'megapiksel tambahan. Kalau bisa, cobalah di toko, atau baca kebijakan pengembalian dengan saksama ' +
      'sebelum membeli secara online. Periksa juga apakah layarnya bisa dibuka ke samping, karena itu ' +
      'sangat berpengaruh untuk vlogging dan sudut rendah.\n\n' +
      'Terakhir, tetapkan anggaran yang mencakup perlengkapan tambahan: baterai cadangan, kartu memori ' +
      'cepat, dan tas. Bodi kelas menengah dengan lensa bagus hampir selalu menghasilkan foto yang lebih ' +
      'baik daripada bodi kelas atas dengan lensa kit zoom murahan. Belilah kamera yang benar-benar akan ' +
      'Anda bawa, lalu keluarlah dan mulai memotret.',
  },
  'prime-vs-zoom-lenses': {
    title: 'Lensa fix atau zoom: lensa mana yang sebaiknya Anda beli berikutnya?',
    summary:
      'Kami menghabiskan dua minggu memotret adegan yang sama dengan lensa fix 35 mm dan zoom 24–70 mm. ' +
      'Inilah keunggulan masing-masing.',
    body:
      'Cepat atau lambat, setiap fotografer menghadapi pertanyaan yang sama: lensa fix bukaan besar atau ' +
      'zoom yang serbaguna? Untuk menjawabnya dengan jujur, kami memasang lensa fix 35 mm f/1.8 dan zoom ' +
      '24–70 mm f/4 pada kamera yang sama dan memakainya berdampingan selama dua minggu untuk street, ' +
      'potret, dan perjalanan.\n\n' +
      'Lensa fix unggul dalam cahaya dan karakter. Pada f/1.8, lensa ini menangkap lebih dari dua kali ' +
      'lipat cahaya dibanding zoom pada f/4, yang berarti ISO lebih rendah di dalam ruangan dan latar ' +
      'belakang yang lembut dan indah pada potret. Ukurannya juga lebih kecil dan lebih ringan, sehingga ' +
      'kamera ikut dibawa pada hari-hari yang biasanya ia tinggal di rumah. Hanya punya satu focal length ' +
      'memaksa kami bergerak dengan kaki dan memikirkan komposisi, dan beberapa foto favorit kami lahir ' +
      'dari keterbatasan itu.\n\n' +
      'Lensa zoom unggul dalam fleksibilitas. Di pasar atau acara keluarga, beralih dari pandangan luas ke ' +
      'detail dekat dalam sedetik itu tak ternilai, dan kami jauh lebih jarang melewatkan momen. Zoom ' +
      'modern sangat tajam, dan stabilisasi gambar menutupi sebagian besar selisih bukaan saat subjek ' +
      'diam.\n\n' +
      'Kualitas gambar lebih mirip dari yang kami duga. Saat bukaan dikecilkan ke f/5.6, kedua lensa ' +
      'menghasilkan file yang tajam dan kontras, dan pada cetakan hingga A3 kami tidak bisa membedakannya ' +
      'dengan pasti. Perbedaan nyata ada pada kondisi minim cahaya, blur latar belakang, dan cara ' +
      'masing-masing lensa mengubah gaya memotret kami.\n\n' +
      'Kesimpulan kami: jika Anda sudah punya lensa kit zoom, lensa fix 35 mm atau 50 mm bukaan besar ' +
      'adalah upgrade paling memuaskan untuk uang Anda. Jika Anda lebih sering memotret acara, perjalanan, ' +
      'atau video dan harus bereaksi cepat, zoom standar yang bagus akan lebih berguna. Banyak fotografer ' +
      'akhirnya punya keduanya, dan itu bukan posisi yang buruk.',
  },
  'drone-season-rules-for-beginners': {
    title: 'Musim drone telah tiba: aturan yang wajib diketahui setiap pemula',
    summary:
      'Sebelum penerbangan pertama, pelajari dasar-dasar yang berlaku hampir di mana saja: registrasi, ' +
      'batas ketinggian, zona larangan terbang, dan menghormati privasi.',
    body:
      'Hari yang lebih panjang dan cuaca yang lebih tenang berarti lebih banyak drone di langit, dan ' +
      'banyak pilot pemula. Terbang kini lebih mudah dari sebelumnya berkat stabilisasi GPS dan sensor ' +
      'rintangan, tetapi aturannya juga makin ketat. Regulasi berbeda dari satu negara ke negara lain, ' +
      'jadi selalu periksa ke otoritas penerbangan nasional Anda sebelum lepas landas. Meski begitu, ' +
      'prinsip-prinsip berikut berlaku hampir di mana saja.\n\n' +
      'Ketahui kelas berat drone Anda dan lakukan registrasi jika diwajibkan. Di banyak negara, drone di ' +
      'bawah 250 gram masuk kategori paling ringan dengan kewajiban paling sedikit, sedangkan model yang ' +
      'lebih berat memerlukan registrasi online, tes teori dasar, atau keduanya. Nomor registrasi biasanya ' +
      'harus ditampilkan di pesawat. Simpan bukti konfirmasinya di ponsel untuk berjaga-jaga jika ada yang ' +
      'memintanya.\n\n' +
      'Patuhi batas ketinggian dan jarak. Batas ketinggian yang umum untuk penerbangan hobi adalah sekitar ' +
      '120 meter (400 kaki) di atas permukaan tanah, dan drone harus selalu berada dalam jarak pandang ' +
      'Anda. Jangan pernah terbang di atas kerumunan, dan jaga jarak aman dari orang-orang yang tidak ' +
      'terlibat dalam penerbangan Anda.\n\n' +
      'Periksa peta sebelum setiap penerbangan. Bandara, helipad, area militer, lembaga pemasyarakatan, ' +
      'dan banyak taman nasional dibatasi atau tertutup bagi drone, dan pembatasan sementara bisa muncul ' +
      'untuk acara atau keadaan darurat. Sebagian besar aplikasi produsen dan peta penerbangan resmi ' +
      'menampilkan zona-zona ini; beberapa drone bahkan menolak lepas landas di dalamnya.\n\n' +
      'Terakhir, pikirkan soal privasi dan asuransi. Merekam orang di pekarangan rumah mereka atau melalui ' +
      'jendela dapat melanggar hukum privasi, bahkan di tempat yang mengizinkan penerbangan. Asuransi ' +
      'tanggung jawab pihak ketiga wajib di beberapa negara dan bijak dimiliki di mana pun. Terbanglah ' +
      'secara bertanggung jawab agar langit tetap terbuka bagi semua orang, dan Anda pun pulang membawa ' +
      'rekaman yang keren.',
  },
  'caring-for-camera-batteries-and-memory-cards': {
    title: 'Cara merawat baterai kamera dan kartu memori',
    summary:
      'Beberapa kebiasaan sederhana menjaga baterai tetap sehat selama bertahun-tahun dan melindungi foto ' +
      'Anda dari pesan "card error" yang menakutkan.',
    body:
      'Baterai dan kartu memori adalah bagian paling tidak glamor dari perlengkapan apa pun, padahal ' +
      'keduanya menjadi penyebab sebagian besar momen yang terlewat dan foto yang hilang. Kabar baiknya, ' +
      'merawatnya hanya butuh beberapa menit seminggu.\n\n' +
      'Baterai lithium-ion paling awet jika dayanya berada di kisaran 30 hingga 80 persen. Jika baterai ' +
      'tidak akan dipakai selama beberapa minggu, simpan dalam kondisi setengah penuh di tempat yang sejuk ' +
      'dan kering, bukan penuh atau benar-benar kosong. Jangan pernah meninggalkan baterai di mobil yang ' +
      'panas, dan saat cuaca dingin simpan baterai cadangan di saku dalam, tempat panas tubuh membuatnya ' +
      'bertahan lebih lama. Belilah baterai pengganti yang original atau yang ulasannya bagus: sel murah ' +
      'tanpa merek mungkin tidak punya sirkuit pelindung yang layak.\n\n' +
      'Format kartu memori di kamera, bukan di komputer, dan lakukan setiap kali file Anda sudah tersalin ' +
      'dengan aman. Memformat di kamera menyiapkan sistem file persis seperti yang diharapkan kamera dan ' +
      'mengurangi risiko error. Hindari menghapus foto satu per satu di kamera, karena lama-kelamaan hal ' +
      'itu membuat kartu terfragmentasi.\n\n' +
      'Perlakukan kartu dengan hati-hati. Simpan di dalam wadah keras, jauh dari pasir dan kelembapan, dan ' +
      'jangan pernah mencabut kartu saat kamera masih menulis data; tunggu hingga lampu akses padam. Saat ' +
      'bepergian, gunakan beberapa kartu berkapasitas lebih kecil daripada satu kartu raksasa, agar ' +
      'kehilangan atau kerusakan satu kartu tidak membuat Anda kehilangan segalanya.\n\n' +
      'Terakhir, segera buat cadangan. Rutinitas sederhana menyalin ke laptop lalu ke drive eksternal atau ' +
      'penyimpanan cloud mengubah kartu yang hilang dari bencana menjadi sekadar gangguan kecil. ' +
      'Pensiunkan kartu yang mulai menunjukkan error, dan tandai baterai yang sudah aus agar tetap tinggal ' +
      'di rumah. Diri Anda di masa depan, dan foto-foto Anda, akan berterima kasih.',
  },
  'lighting-a-home-studio': {
    title: 'Pencahayaan studio rumahan: perbandingan panel LED, softbox, dan ring light',
    summary:
      'Kami memasang tiga paket pencahayaan untuk pemula di sebuah kamar kosong dan memotret potret serta ' +
      'produk dengan masing-masing. Inilah yang berhasil dengan anggaran terbatas.',
    body:
      'Anda tidak butuh gudang untuk menata cahaya seperti profesional. Sebuah kamar kosong, beberapa ' +
      'meter persegi dinding, dan lampu yang tepat sudah cukup untuk potret, foto produk, dan panggilan ' +
      'video yang tampak jauh lebih baik daripada di bawah lampu langit-langit. Untuk mengetahui ' +
      'pendekatan mana yang paling cocok bagi pemula, kami memasang tiga paket populer di ruangan yang ' +
      'sama dan memakai masing-masing selama seminggu.\n\n' +
      'Ring light paling mudah untuk memulai. Letakkan di depan subjek, nyalakan, dan Anda mendapatkan ' +
      'cahaya datar dan merata dengan pantulan cahaya melingkar yang khas di mata. Sangat cocok untuk ' +
      'make-up, panggilan video, dan video vertikal pendek, tetapi tampilannya cepat terasa monoton dan ' +
      'kurang mampu membentuk wajah atau produk.\n\n' +
      'Dua panel LED bi-color memberi kami fleksibilitas paling besar. Panel ini tidak panas, menunjukkan ' +
      'persis hasil yang akan Anda dapat sebelum menekan tombol rana, dan memungkinkan Anda mengatur ' +
      'kecerahan serta suhu warna dari hangat hingga cahaya siang. Namun, cahaya panel tanpa diffuser ' +
      'terasa keras, jadi anggarkan diffuser atau softbox kecil untuk melembutkannya.\n\n' +
      'Paket softbox dengan lampu kontinu menghasilkan potret yang paling menyanjung. Softbox besar ' +
      'berukuran 60 hingga 90 cm yang diletakkan 45 derajat dari subjek memberikan cahaya lembut dan ' +
      'terarah dengan bayangan halus, tampilan studio klasik. Kekurangannya adalah ukuran: stand dan ' +
      'boksnya memakan cukup banyak ruang lantai dan butuh beberapa menit untuk dirakit.\n\n' +
      'Rekomendasi kami untuk studio rumahan pertama adalah satu softbox besar sebagai key light, satu ' +
      'panel LED sebagai fill light atau lampu latar, dan reflektor putih yang murah. Tambahkan tirai ' +
      'blackout agar cahaya matahari tidak menggeser warna selama sesi foto, dan selalu samakan suhu warna ' +
      'lampu-lampu Anda. Mulailah dengan sederhana, pelajari perilaku satu lampu, dan tambahkan lampu lain ' +
      'hanya jika Anda tahu apa yang kurang.',
  },
  'travel-photography-packing-list': {
    title: 'Daftar bawaan fotografer traveling: apa yang dibawa dan apa yang ditinggal',
    summary:
      'Bawa sedikit, potret lebih banyak. Daftar periksa praktis perlengkapan kamera untuk perjalanan ' +
      'Anda, dari memilih lensa hingga kabel yang selalu terlupa.',
    body:
      'Kamera travel terbaik adalah kamera yang masih dengan senang hati Anda bawa di hari kesepuluh. ' +
      'Setiap lensa dan gadget tambahan menambah beban, memperlambat Anda di pemeriksaan keamanan, dan ' +
      'membuat tas lebih mungkin ditinggal di hotel. Sebelum setiap perjalanan, jajarkan semuanya dan ' +
      'tanyakan untuk setiap barang: apakah saya benar-benar akan memakainya?\n\n' +
      'Untuk sebagian besar perjalanan, satu bodi dan dua lensa sudah lebih dari cukup. Zoom serbaguna ' +
      'dari sudut lebar hingga tele pendek menangani lanskap, jalanan, dan kuliner, sementara lensa fix ' +
      'kecil berbukaan besar mengurus suasana malam, interior, dan potret. Jika ada satwa liar dalam ' +
      'rencana perjalanan, tukar lensa fix dengan telezoom ringkas, alih-alih menambah lensa ketiga.\n\n' +
      'Berikutnya adalah daya dan penyimpanan. Bawa setidaknya dua baterai cadangan, charger USB yang bisa ' +
      'mengisinya dari power bank, dan adaptor travel universal. Bawa kartu memori lebih banyak dari yang ' +
      'Anda kira perlu, plus card reader kecil atau adaptor ponsel supaya Anda bisa membuat cadangan ' +
      'setiap malam.\n\n' +
      'Lalu barang-barang kecil penyelamat hari: kain mikrofiber dan blower untuk debu, rain cover (atau ' +
      'bahkan penutup kepala mandi sederhana), tripod travel ringan atau tripod mini fleksibel untuk foto ' +
      'malam, dan tali yang nyaman dipakai seharian. Tas polos yang tidak berteriak "ada kamera di dalam" ' +
      'lebih jarang menarik perhatian di tempat ramai.\n\n' +
      'Terakhir, simpan barang berharga di bagasi kabin, karena baterai lithium biasanya tidak diizinkan ' +
      'di bagasi tercatat, dan bawa nota pembelian atau daftar nomor seri untuk bea cukai dan asuransi. ' +
      'Jika berencana menerbangkan drone di luar negeri, periksa aturan setempat lebih dulu. Dan sisakan ' +
      'sedikit ruang di tas: oleh-oleh terbaik sering kali adalah barang yang sama sekali tidak Anda ' +
      'rencanakan untuk dibeli.',
  },
};

export const policies = {
  terms: {
    title: 'Syarat dan Ketentuan Layanan',
    body:
      '## Tentang ketentuan ini\n\n' +
      'Ketentuan ini mengatur penggunaan Anda atas Polymart, marketplace online tempat toko-toko ' +
      'independen menjual produk mereka kepada pembeli. Dengan membuat akun atau melakukan pemesanan, Anda ' +
      'menyetujuinya. Marketplace ini dikelola oleh operator Polymart; produknya sendiri dijual oleh toko ' +
      'yang namanya tercantum di setiap halaman produk.\n\n' +
      '## Akun Anda\n\n' +
      'Anda wajib memberikan informasi yang akurat saat mendaftar dan menjaga kerahasiaan kata sandi Anda. ' +
      'Anda bertanggung jawab atas semua aktivitas di akun Anda. Kami dapat menangguhkan atau menutup akun ' +
      'yang terlibat penipuan, penyalahgunaan, atau pelanggaran berulang terhadap ketentuan ini.\n\n' +
      '## Berbelanja di Polymart\n\n' +
      'Setiap pesanan merupakan perjanjian antara Anda dan toko yang menjual barang tersebut. Harga dapat ' +
      'ditampilkan dalam beberapa mata uang; harga hasil konversi ditampilkan untuk memudahkan, dan jumlah ' +
      'yang ditagihkan adalah jumlah yang dikonfirmasi saat checkout. Toko bertanggung jawab atas daftar ' +
      'produk, stok, pengiriman, dan garansi produk mereka.\n\n' +
      '## Pembayaran dan dompet\n\n' +
      'Anda dapat membayar dengan saldo dompet Polymart, kartu bank, atau bayar di tempat (COD) jika toko ' +
      'menyediakannya. Pembayaran ditahan oleh Polymart dan baru diteruskan ke toko setelah pesanan ' +
      'selesai, sehingga melindungi pembeli maupun penjual. Pengembalian dana dikreditkan ke dompet Anda ' +
      'atau ke metode pembayaran awal, sebagaimana dijelaskan dalam Kebijakan Pengembalian kami.\n\n' +
      '## Berjualan di Polymart\n\n' +
      'Siapa pun dapat mengajukan pembukaan toko. Pengajuan ditinjau oleh operator Polymart, yang dapat ' +
      'meminta informasi tambahan serta dapat menolak atau menangguhkan toko yang tidak memenuhi standar ' +
      'marketplace. Penjual wajib mematuhi hukum, mendeskripsikan produk dengan jujur, dan mengirim dalam ' +
      'waktu yang dijanjikan. Polymart mengenakan komisi atas penjualan yang selesai, sebagaimana ' +
      'ditampilkan di dasbor penjual.\n\n' +
      '## Barang dan perilaku yang dilarang\n\n' +
      'Barang palsu, barang curian, barang yang melanggar hak kekayaan intelektual, dan apa pun yang tidak ' +
      'boleh dijual secara sah di negara tujuan tidak diizinkan. Ulasan harus mencerminkan pengalaman yang ' +
      'sebenarnya. Memanipulasi penilaian, menerima pembayaran di luar platform, atau melecehkan pengguna ' +
      'lain dapat berujung pada penutupan akun Anda.\n\n' +
      '## Tanggung jawab dan perubahan\n\n' +
      'Polymart menyediakan platform sebagaimana adanya dan bukan penjual barang yang didaftarkan oleh ' +
      'toko. Sejauh diizinkan oleh hukum, operator Polymart tidak bertanggung jawab atas kerugian tidak ' +
      'langsung atau kerugian konsekuensial. Kami dapat memperbarui ketentuan ini dari waktu ke waktu; ' +
      'perubahan penting akan diumumkan di situs sebelum berlaku, dan dengan terus menggunakan Polymart ' +
      'berarti Anda menerima ketentuan yang telah diperbarui.',
  },
  support: {
    title: 'Bantuan & Dukungan',
    body:
      '## Ada yang bisa kami bantu?\n\n' +
      'Sebagian besar jawaban sudah ada di akun Anda: status pesanan, detail pelacakan, dan permintaan ' +
      'pengembalian dana semuanya ada di Pesanan saya. Jika Anda tidak menemukan yang dicari di sana, toko ' +
      'maupun tim dukungan Polymart siap membantu.\n\n' +
      '## Menghubungi toko\n\n' +
      'Untuk pertanyaan tentang produk, kompatibilitas, stok, atau waktu pengiriman, cara tercepat adalah ' +
      'mengirim pesan langsung ke toko dari halaman produk atau dari pesanan Anda. Toko berupaya membalas ' +
      'dalam dua hari kerja, dan seluruh percakapan tetap tersimpan pada pesanan Anda.\n\n' +
      '## Menghubungi dukungan Polymart\n\n' +
      'Jika toko tidak membalas, atau jika pertanyaan Anda menyangkut pembayaran, dompet, atau akun Anda, ' +
      'hubungi dukungan Polymart melalui formulir bantuan di akun Anda atau melalui email ke ' +
      'support@polymart.example. Sertakan nomor pesanan Anda agar kami dapat membantu lebih cepat. Kami ' +
      'membalas dalam satu hari kerja, Senin sampai Jumat.\n\n' +
      '## Melacak pesanan Anda\n\n' +
      'Begitu toko mengirim pesanan Anda, nomor resi muncul di halaman pesanan dan Anda menerima ' +
      'notifikasi. Waktu pengiriman bergantung pada lokasi toko dan metode pengiriman yang dipilih saat ' +
      'checkout. Jika status pelacakan tidak diperbarui selama beberapa hari, hubungi toko terlebih ' +
      'dahulu.\n\n' +
      '## Masalah pembayaran\n\n' +
      'Jika pembayaran dengan kartu gagal, periksa detail kartu dan limit bank Anda, atau bayar dengan ' +
      'saldo dompet sebagai gantinya. Untuk bayar di tempat (COD), siapkan uang pas saat kurir tiba. Isi ' +
      'ulang dompet melalui transfer bank akan dikreditkan setelah operator Polymart mengonfirmasi dana ' +
      'telah diterima.\n\n' +
      '## Sengketa\n\n' +
      'Jika Anda dan toko tidak mencapai kesepakatan soal pengembalian barang atau dana, Anda dapat ' +
      'meminta operator Polymart untuk turun tangan dari halaman permintaan pengembalian dana. Kami ' +
      'meninjau pesan, foto, dan informasi pelacakan yang diberikan kedua belah pihak dan mengambil ' +
      'keputusan akhir, biasanya dalam lima hari kerja.',
  },
  return: {
    title: 'Kebijakan Pengembalian Barang & Dana',
    body:
      '## Hak Anda untuk mengembalikan barang\n\n' +
      'Anda dapat mengajukan pengembalian dalam 7 hari setelah pesanan Anda diterima. Tanggal penerimaan ' +
      'adalah tanggal yang dicatat oleh kurir atau dikonfirmasi di pesanan Anda. Beberapa toko menawarkan ' +
      'masa pengembalian yang lebih panjang; jika demikian, informasinya ditampilkan di halaman produk.\n\n' +
      '## Cara mengajukan pengembalian dana\n\n' +
      'Buka Pesanan saya, pilih pesanan, lalu pilih Ajukan pengembalian dana. Beri tahu kami barang mana ' +
      'yang ingin Anda kembalikan dan alasannya, serta lampirkan foto jika barang tiba dalam keadaan rusak ' +
      'atau tidak sesuai deskripsi. Toko akan meninjau permintaan Anda, biasanya dalam dua hari kerja, dan ' +
      'mengirimkan petunjuk pengembalian kepada Anda.\n\n' +
      '## Kondisi barang yang dikembalikan\n\n' +
      'Barang harus dikembalikan dalam keadaan lengkap, beserta semua aksesori, buku panduan, dan kemasan ' +
      'aslinya, serta dalam kondisi seperti saat Anda menerimanya. Kartu memori, earphone in-ear, dan ' +
      'lisensi software yang sudah dibuka hanya dapat dikembalikan jika rusak. Harap hapus data pribadi ' +
      'dan akun Anda dari ponsel, komputer, dan kamera sebelum mengirimkannya kembali.\n\n' +
      '## Ongkos kirim pengembalian\n\n' +
      'Jika barang rusak, cacat selama pengiriman, atau tidak sesuai deskripsi, toko menanggung ongkos ' +
      'kirim pengembalian. Untuk alasan lain, misalnya berubah pikiran, pembeli menanggung ongkos kirim ' +
      'pengembalian kecuali toko menyatakan lain. Selalu gunakan metode pengiriman yang bisa dilacak dan ' +
      'simpan bukti pengiriman Anda.\n\n' +
      '## Pengembalian dana\n\n' +
      'Setelah toko menerima barang dan mengonfirmasi kondisinya, dana dikembalikan dalam tiga hari kerja. ' +
      'Pembayaran dengan dompet atau kartu dikembalikan ke dompet atau kartu asal; pesanan bayar di tempat ' +
      '(COD) dikembalikan ke dompet Polymart Anda. Tergantung bank Anda, pengembalian dana ke kartu ' +
      'mungkin baru muncul di tagihan beberapa hari kemudian.\n\n' +
      '## Jika permintaan Anda ditolak\n\n' +
      'Jika toko menolak permintaan Anda dan Anda tidak setuju, Anda dapat meminta operator Polymart untuk ' +
      'meninjaunya. Karena pembayaran ditahan oleh Polymart sampai pesanan selesai, uang Anda tetap ' +
      'terlindungi selama kasus masih berjalan.',
  },
  privacy: {
    title: 'Kebijakan Privasi',
    body:
      '## Siapa kami\n\n' +
      'Kebijakan ini menjelaskan cara operator Polymart mengumpulkan dan menggunakan data pribadi saat ' +
      'Anda menggunakan marketplace Polymart. Toko yang berjualan di Polymart juga menerima sebagian data ' +
      'Anda untuk memproses pesanan Anda, dan mereka bertanggung jawab untuk menanganinya dengan benar.\n\n' +
      '## Data yang kami kumpulkan\n\n' +
      'Kami mengumpulkan informasi yang Anda berikan, seperti nama, alamat email, nomor telepon, dan ' +
      'alamat pengiriman, serta pesanan, permintaan pengembalian dana, ulasan, dan pesan Anda dengan toko ' +
      'dan tim dukungan. Kami mencatat transaksi dompet dan pembayaran, tetapi nomor kartu lengkap ' +
      'ditangani oleh penyedia pembayaran kami dan tidak pernah disimpan oleh Polymart. Kami juga ' +
      'mengumpulkan data teknis seperti perangkat, bahasa browser, alamat IP, dan cookie Anda.\n\n' +
      '## Cara kami menggunakan data Anda\n\n' +
      'Kami menggunakan data Anda untuk membuat dan mengamankan akun Anda, memproses pesanan dan ' +
      'pembayaran, mengatur pengiriman, menangani pengembalian, dan memberikan dukungan. Kami juga ' +
      'menggunakannya untuk mencegah penipuan, menjaga keamanan marketplace, dan meningkatkan layanan ' +
      'kami. Kami hanya mengirimkan pesan pemasaran dengan persetujuan Anda, dan Anda dapat berhenti ' +
      'berlangganan kapan saja.\n\n' +
      '## Berbagi data dengan toko dan mitra\n\n' +
      'Saat Anda membuat pesanan, toko menerima nama, alamat pengiriman, dan nomor telepon Anda agar dapat ' +
      'mengirimkan barang Anda. Kami membagikan data kepada penyedia pembayaran, jasa kurir, dan layanan ' +
      'hosting hanya sejauh yang mereka perlukan untuk menjalankan tugasnya. Kami tidak menjual data ' +
      'pribadi Anda.\n\n' +
      '## Cookie\n\n' +
      'Kami menggunakan cookie esensial agar Anda tetap masuk dan untuk mengingat bahasa, mata uang, dan ' +
      'keranjang belanja Anda. Cookie analitik opsional yang membantu kami memahami cara situs digunakan ' +
      'hanya dipasang jika Anda menyetujuinya.\n\n' +
      '## Penyimpanan dan keamanan\n\n' +
      'Kami menyimpan data Anda selama akun Anda aktif dan setelahnya hanya selama diwajibkan oleh hukum, ' +
      'misalnya untuk catatan akuntansi. Data dienkripsi selama transmisi, akses dibatasi hanya untuk staf ' +
      'yang membutuhkannya, dan kami meninjau langkah-langkah keamanan kami secara berkala.\n\n' +
      '## Hak Anda\n\n' +
      'Anda dapat mengakses, memperbaiki, mengekspor, atau menghapus data pribadi Anda, serta menolak ' +
      'penggunaan tertentu atasnya, melalui pengaturan akun atau dengan menulis ke ' +
      'privacy@polymart.example. Jika Anda merasa kami tidak menangani data Anda dengan benar, Anda juga ' +
      'berhak mengajukan keluhan kepada otoritas pelindungan data setempat.',
  },
  about_us: {
    title: 'Tentang Polymart',
    body:
      '## Siapa kami\n\n' +
      'Polymart adalah marketplace online yang menghimpun toko-toko independen yang berspesialisasi dalam ' +
      'kamera, lensa, dan aksesori foto, juga drone, audio, ponsel, komputer, perangkat wearable, tas, ' +
      'media penyimpanan, dan perangkat rumah pintar. Alih-alih satu gudang besar, kami adalah komunitas ' +
      'penjual yang memahami produk mereka luar dan dalam.\n\n' +
      '## Banyak toko, satu checkout\n\n' +
      'Setiap produk di Polymart dijual oleh toko independen, mulai dari toko spesialis kecil hingga ' +
      'peritel yang sudah lama berdiri. Anda dapat menjelajah, membandingkan, dan membeli dari banyak toko ' +
      'di satu tempat, dalam bahasa dan mata uang Anda sendiri, lalu checkout dengan satu keranjang.\n\n' +
      '## Pembayaran yang bisa Anda percaya\n\n' +
      'Pembayaran Anda masuk ke Polymart, bukan langsung ke penjual. Kami menyimpannya dengan aman sampai ' +
      'pesanan Anda selesai, baru kemudian membayarkannya ke toko. Anda dapat membayar dengan dompet ' +
      'Polymart, kartu, atau bayar di tempat (COD) jika toko menyediakannya. Jika terjadi masalah, Anda ' +
      'dapat mengajukan pengembalian dana dalam 7 hari setelah barang diterima.\n\n' +
      '## Toko yang kami jamin\n\n' +
      'Setiap toko ditinjau dan disetujui oleh operator Polymart sebelum dapat berjualan. Kami memantau ' +
      'penilaian, waktu pengiriman, dan permintaan pengembalian dana, dan kami turun tangan ketika sebuah ' +
      'toko tidak memenuhi standar yang diharapkan pembeli kami.\n\n' +
      '## Dibuat untuk pencinta fotografi\n\n' +
      'Banyak orang di balik Polymart dan toko-tokonya adalah fotografer. Di blog kami, Anda akan ' +
      'menemukan panduan membeli, ulasan langsung, dan tips praktis untuk membantu Anda memaksimalkan ' +
      'perlengkapan Anda.\n\n' +
      '## Bergabunglah dengan kami\n\n' +
      'Anda punya toko kamera atau menjual produk teknologi yang Anda sukai? Ajukan pembukaan toko dari ' +
      'akun Anda dan jangkau pembeli dalam 19 bahasa. Ada pertanyaan tentang pesanan? Halaman Bantuan & ' +
      'Dukungan kami adalah tempat terbaik untuk memulai.',
  },
} as LangPack['policies'];
