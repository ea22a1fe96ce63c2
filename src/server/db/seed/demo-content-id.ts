/**
 * The Indonesian texts of the demo content, keyed by the English name or title they belong to (see
 * demo-content.ts). They are written for Indonesian readers rather than translated sentence by sentence.
 */

export interface IdNameDescription {
  name: string;
  /** Absent where the demo shows a text falling back to English. */
  description?: string;
}

export interface IdArticle {
  title: string;
  content: string;
}

export interface IdCareer {
  name: string;
  position: string;
  description: string;
}

export const categoriesId: Record<string, Required<IdNameDescription>> = {
  Sweeteners: {
    name: 'Pemanis',
    description:
      'Pemanis intensitas tinggi dan poliol untuk minuman, pemanis meja, kembang gula, dan produk pangan rendah gula.',
  },
  Preservatives: {
    name: 'Pengawet',
    description:
      'Pengawet antimikroba untuk minuman, roti dan kue, produk susu, serta pangan olahan. Food grade, lengkap dengan dokumen pendukung.',
  },
  'Amino Acids': {
    name: 'Asam Amino',
    description:
      'Asam amino untuk pangan, nutrisi, dan pakan: mulai dari lisin dan metionin feed grade hingga glisin dan sistein food grade.',
  },
  'Thickeners & Stabilisers': {
    name: 'Pengental & Penstabil',
    description:
      'Hidrokoloid untuk membentuk kekentalan, menahan partikel tetap tersuspensi, dan membentuk gel pada saus, produk susu, minuman jeli, serta pangan instan.',
  },
  Emulsifiers: {
    name: 'Pengemulsi',
    description:
      'Lesitin, mono- dan digliserida, serta pengemulsi lain untuk roti, cokelat, margarin, es krim, dan minuman.',
  },
  'Flavour Enhancers': {
    name: 'Penguat Rasa',
    description:
      'Glutamat, ribonukleotida, dan ekstrak ragi untuk melengkapi rasa gurih pada bumbu, makanan ringan, mi, dan sup.',
  },
  Acidulants: {
    name: 'Pengasam',
    description:
      'Asam pangan beserta garamnya untuk memberi rasa asam, mengatur pH, dan menjadi buffer pada minuman, kembang gula, produk susu, dan pangan olahan.',
  },
  'Vitamins & Premixes': {
    name: 'Vitamin & Premiks',
    description:
      'Vitamin tunggal serta premiks vitamin dan mineral sesuai formula pelanggan untuk fortifikasi pangan dan produk nutrisi.',
  },
  'Cosmetic Actives': {
    name: 'Bahan Aktif Kosmetik',
    description:
      'Bahan aktif dan bahan fungsional untuk formulasi perawatan kulit dan perawatan diri, dilengkapi dokumen cosmetic grade.',
  },
  'Veterinary Additives': {
    name: 'Aditif Veteriner',
    description:
      'Imbuhan pakan dan komponen premiks untuk pabrik pakan unggas, babi, ruminansia, dan akuakultur, serta perusahaan integrator.',
  },
  Antioxidants: {
    name: 'Antioksidan',
    description:
      'Antioksidan sintetis dan alami yang memperlambat oksidasi lemak, minyak, dan perisa pada pangan maupun pakan.',
  },
  Colourants: {
    name: 'Pewarna',
    description:
      'Pewarna alami dan identik alami untuk minuman, kembang gula, dan produk susu. Lini produk baru sedang kami tambahkan.',
  },
};

export const productsId: Record<string, IdNameDescription> = {
  Aspartame: {
    name: 'Aspartam',
    description:
      'Serbuk kristal putih (E951) dengan tingkat kemanisan sekitar 200 kali gula pasir. Banyak dipakai pada pemanis meja, minuman serbuk, dan minuman berkarbonasi. Paling cocok untuk produk yang tidak melalui pemanasan lama.',
  },
  'Acesulfame Potassium': {
    name: 'Asesulfam Kalium',
    description:
      'Serbuk kristal putih (E950) yang tahan panas, kira-kira 200 kali lebih manis dari gula. Sering dipadukan dengan aspartam atau sukralosa agar profil manisnya lebih bulat dan mendekati gula.',
  },
  Sucralose: {
    name: 'Sukralosa',
    description:
      'Serbuk kristal putih (E955) dengan kemanisan sekitar 600 kali sukrosa, stabil pada rentang pH yang luas maupun suhu pemanggangan. Digunakan pada minuman, produk susu, roti, dan saus.',
  },
  'Sodium Saccharin': {
    name: 'Natrium Sakarin',
    description:
      'Pemanis (E954) bentuk granul atau serbuk, 300 sampai 500 kali lebih manis dari gula. Umum dipakai pada pasta gigi, pemanis meja, dan minuman, biasanya dalam bentuk campuran.',
  },
  'Sodium Cyclamate': {
    name: 'Natrium Siklamat',
    description:
      'Serbuk kristal putih (E952) dengan kemanisan sekitar 30 sampai 40 kali sukrosa, biasanya dikombinasikan dengan sakarin pada minuman dan sirup. Batas penggunaannya diatur BPOM per kategori pangan.',
  },
  'Steviol Glycosides Reb A 97%': {
    name: 'Steviol Glikosida Reb A 97%',
    description:
      'Rebaudiosida A kemurnian tinggi hasil ekstraksi daun Stevia rebaudiana (E960), 200 sampai 300 kali lebih manis dari gula. Dipakai pada minuman, produk susu, dan pemanis meja, sering bersama eritritol.',
  },
  Erythritol: {
    name: 'Eritritol',
    description:
      'Poliol granul (E968) dengan kemanisan sekitar 60 sampai 70 persen sukrosa dan efek dingin yang cukup terasa. Memberi "body" pada minuman rendah gula, cokelat, dan campuran pemanis meja.',
  },
  'Sorbitol 70% Solution': {
    name: 'Sorbitol Cair 70%',
    description:
      'Larutan sorbitol (E420) yang jernih dan kental, berfungsi sebagai pemanis sekaligus humektan pada kembang gula, pasta gigi, sirup, dan isian roti.',
  },
  Maltitol: {
    name: 'Maltitol',
    description:
      'Poliol kristal (E965) dengan kemanisan sekitar 90 persen sukrosa dan volume yang serupa, cocok untuk cokelat bebas gula, permen keras, dan produk bakeri.',
  },
  Xylitol: {
    name: 'Xilitol',
    description:
      'Poliol kristal putih (E967) dengan rasa manis mendekati sukrosa dan efek dingin yang kuat. Banyak digunakan pada permen karet, permen mint, dan produk perawatan mulut.',
  },
  Neotame: {
    name: 'Neotam',
    description:
      'Pemanis berintensitas sangat tinggi (E961), 7.000 sampai 13.000 kali lebih manis dari sukrosa. Dipakai dalam takaran ppm pada minuman dan sebagai pengubah rasa dalam campuran pemanis.',
  },
  Isomalt: {
    name: 'Isomalt',
    description:
      'Poliol (E953) dengan higroskopisitas rendah dalam bentuk granul atau serbuk. Terutama untuk permen keras bebas gula, lapisan salut, dan dekorasi yang harus tahan lembap.',
  },
  'Sodium Benzoate': {
    name: 'Natrium Benzoat',
    description:
      'Pengawet (E211) berbentuk granul atau serbuk putih, efektif terutama terhadap khamir dan bakteri pada pH di bawah 4,5. Pilihan standar untuk minuman ringan, sirup, saus, dan acar.',
  },
  'Potassium Sorbate': {
    name: 'Kalium Sorbat',
    description:
      'Granul putih yang mudah mengalir (E202), sangat larut dalam air dan efektif melawan kapang dan khamir hingga sekitar pH 6,5. Digunakan pada minuman, keju, isian roti, dan wine.',
  },
  'Sorbic Acid': {
    name: 'Asam Sorbat',
    description:
      'Serbuk putih (E200) yang sukar larut dalam air, dipakai untuk perlakuan permukaan serta pada produk berlemak tinggi atau berkadar air rendah seperti keju, margarin, dan produk bakeri.',
  },
  'Calcium Propionate': {
    name: 'Kalsium Propionat',
    description:
      'Serbuk putih (E282) penghambat kapang pada roti dan kue, umumnya 0,1 sampai 0,3 persen dari berat tepung. Pada dosis normal hampir tidak mengganggu kerja ragi roti.',
  },
  Nisin: {
    name: 'Nisin',
    description:
      'Bakteriosin hasil fermentasi Lactococcus lactis (E234) dalam bentuk serbuk terstandar. Digunakan pada keju olahan, dessert susu, dan pangan kaleng untuk menekan bakteri Gram-positif.',
  },
  Natamycin: {
    name: 'Natamisin',
    description:
      'Pengawet antijamur (E235) berupa campuran serbuk, untuk perlakuan permukaan kulit keju dan sosis kering sesuai ketentuan yang berlaku.',
  },
  'Sodium Metabisulphite': {
    name: 'Natrium Metabisulfit',
    description:
      'Serbuk kristal putih (E223) yang berfungsi sebagai pengawet dan antioksidan pada buah kering, wine, sari buah, dan udang. Kandungan sulfit di atas ambang pelabelan wajib dicantumkan.',
  },
  'L-Lysine HCl 98.5% Feed Grade': {
    name: 'L-Lisin HCl 98,5% Feed Grade',
    description:
      'Serbuk granul cokelat muda hingga putih kekuningan dengan kandungan L-lisin 78,8 persen, asam amino pembatas pertama pada sebagian besar ransum babi berbasis jagung-bungkil kedelai. Ditambahkan ke pakan jadi dan premiks.',
  },
  'DL-Methionine 99% Feed Grade': {
    name: 'DL-Metionin 99% Feed Grade',
    description:
      'Serbuk kristal putih hingga cokelat muda, asam amino pembatas pertama pada ransum unggas pada umumnya. Ditambahkan melalui premiks atau pakan jadi sesuai formulasi ahli nutrisi.',
  },
  'L-Threonine 98.5% Feed Grade': {
    name: 'L-Treonin 98,5% Feed Grade',
    description:
      'Serbuk kristal hasil fermentasi yang mudah mengalir, digunakan bersama lisin dan metionin untuk menyusun ransum babi dan unggas dengan protein kasar lebih rendah.',
  },
  'L-Tryptophan 98% Feed Grade': {
    name: 'L-Triptofan 98% Feed Grade',
    description:
      'Serbuk putih kekuningan hasil fermentasi, umumnya asam amino pembatas keempat pada ransum babi. Dipakai dalam jumlah kecil, biasanya melalui premiks.',
  },
  Glycine: {
    name: 'Glisin',
    description:
      'Serbuk kristal putih (E640) dengan rasa agak manis, dipakai sebagai pengubah rasa dan buffer pada bumbu, minuman, dan produk nutrisi.',
  },
  'L-Glutamine': {
    name: 'L-Glutamin',
    description:
      'Serbuk kristal putih hasil fermentasi untuk serbuk nutrisi olahraga, nutrisi medis, dan suplemen makanan.',
  },
  'L-Arginine': {
    name: 'L-Arginin',
    description:
      'Serbuk kristal putih dalam bentuk basa bebas atau hidroklorida, untuk suplemen makanan, nutrisi olahraga, dan pengatur pH pada formulasi kosmetik.',
  },
  'L-Cysteine HCl Monohydrate': {
    name: 'L-Sistein HCl Monohidrat',
    description:
      'Serbuk kristal putih (E920) sebagai bahan perlakuan tepung untuk mempersingkat waktu pengadukan adonan roti, krekers, dan biskuit, serta untuk perisa reaksi gurih. Tersedia grade hasil fermentasi.',
  },
  'L-Leucine': {
    name: 'L-Leusin',
    description:
      'Serbuk kristal putih, salah satu asam amino rantai cabang (BCAA), untuk campuran nutrisi olahraga dan sebagai pelincir dalam pembuatan tablet.',
  },
  'Xanthan Gum': {
    name: 'Gom Xanthan',
    description:
      'Serbuk berwarna krem (E415) yang memberi kekentalan tinggi dan bersifat shear-thinning pada dosis 0,1 sampai 0,5 persen. Tahan asam, garam, dan panas; ideal untuk saus, dressing, dan minuman.',
  },
  'Guar Gum': {
    name: 'Gom Guar',
    description:
      'Serbuk putih kekuningan (E412) dari endosperma biji guar yang larut dalam air dingin, untuk mengentalkan saus, es krim, mi instan, dan produk bakeri.',
  },
  'Kappa Carrageenan (Refined)': {
    name: 'Karagenan Kappa (Refined)',
    description:
      'Hidrokoloid dari rumput laut (E407) yang membentuk gel kokoh dengan ion kalium. Digunakan pada puding jeli, minuman jeli, produk susu, dan larutan injeksi daging, sering bersama gom locust bean.',
  },
  'Sodium Carboxymethyl Cellulose': {
    name: 'Natrium Karboksimetil Selulosa (CMC)',
    description:
      'Serbuk putih hingga putih kekuningan (E466) dengan beberapa pilihan viskositas, untuk mi instan, minuman, es krim, dan minuman susu asam.',
  },
  'Gellan Gum (Low Acyl)': {
    name: 'Gom Gelan (Low Acyl)',
    description:
      'Hidrokoloid hasil fermentasi (E418) yang membentuk gel bening dan rapuh, serta mampu menahan bulir buah atau partikel dalam minuman pada dosis sangat rendah.',
  },
  'Locust Bean Gum': {
    name: 'Gom Locust Bean',
    description:
      'Gom dari biji carob (E410) yang perlu dipanaskan agar terhidrasi sempurna. Bersinergi dengan karagenan dan xanthan pada dessert, es krim, dan keju krim.',
  },
  'High Methoxyl Pectin': {
    name: 'Pektin Metoksil Tinggi',
    description:
      'Pektin jeruk atau apel (E440) yang membentuk gel pada padatan terlarut tinggi dan pH rendah; pilihan utama untuk selai, isian buah, dan minuman susu asam.',
  },
  'Soy Lecithin': {
    name: 'Lesitin Kedelai',
    description:
      'Lesitin cair atau serbuk (E322) untuk menurunkan viskositas cokelat, sebagai bahan pelepas cetakan, dan membantu serbuk instan lebih mudah terdispersi. Mengandung kedelai, alergen yang wajib dicantumkan.',
  },
  'Distilled Monoglycerides': {
    name: 'Monogliserida Distilasi',
    description:
      'Butiran atau serbuk berwarna gading (E471) dengan kandungan monoester minimal 90 persen. Menjaga roti tetap empuk lebih lama dan berfungsi sebagai pengemulsi pada es krim, margarin, dan whipped topping.',
  },
  'Polysorbate 80': {
    name: 'Polisorbat 80',
    description:
      'Cairan kental berwarna kuning (E433) dengan HLB tinggi, untuk mendispersikan minyak perisa dan pewarna dalam minuman, serta sebagai pelarut (solubiliser) pada produk kosmetik dan perawatan diri.',
  },
  'Sodium Stearoyl Lactylate': {
    name: 'Natrium Stearoil Laktilat (SSL)',
    description:
      'Serbuk berwarna krem (E481) untuk memperkuat adonan roti tawar dan roti manis, umumnya 0,25 sampai 0,5 persen dari berat tepung, serta untuk krimer kopi.',
  },
  'Sucrose Esters of Fatty Acids': {
    name: 'Ester Sukrosa Asam Lemak',
    description:
      'Serbuk putih hingga putih kekuningan (E473) dengan berbagai pilihan nilai HLB, untuk kopi dan susu dalam kemasan kaleng, produk bakeri, dan kembang gula.',
  },
  'Sorbitan Monostearate': {
    name: 'Sorbitan Monostearat',
    description:
      'Butiran berwarna krem (E491), pengemulsi dengan HLB rendah untuk produksi ragi kering aktif, cake emulsifier, dan whipped topping, sering dikombinasikan dengan polisorbat.',
  },
  'Monosodium Glutamate': {
    name: 'Mononatrium Glutamat (MSG)',
    description:
      'Kristal putih (E621) hasil fermentasi, penguat rasa umami klasik untuk bumbu, mi instan, makanan ringan, sup, dan daging olahan, umumnya 0,1 sampai 0,8 persen.',
  },
  "Disodium 5'-Ribonucleotides (I+G)": {
    name: "Dinatrium 5'-Ribonukleotida (I+G)",
    description:
      'Serbuk kristal putih (E635), campuran 50:50 dinatrium inosinat dan guanilat yang sangat memperkuat efek umami MSG, cukup beberapa persen dari jumlah MSG.',
  },
  'Disodium Inosinate': {
    name: 'Dinatrium Inosinat',
    description:
      'Serbuk kristal putih (E631) yang dipakai bersama glutamat pada bumbu gurih, kaldu, dan perisa makanan ringan. Sebaiknya ditambahkan setelah enzim fosfatase diinaktivasi dengan pemanasan.',
  },
  'Disodium Guanylate': {
    name: 'Dinatrium Guanilat',
    description:
      'Serbuk kristal putih (E627) dengan sinergi umami yang lebih kuat dari inosinat, dipakai dalam jumlah kecil pada sup, saus, dan campuran bumbu.',
  },
  'Yeast Extract': {
    name: 'Ekstrak Ragi',
    description:
      'Serbuk cokelat muda hasil autolisis ragi yang memberi rasa gurih seperti kaldu pada sup, saus, makanan ringan, dan produk daging, tanpa nomor E tersendiri.',
  },
  'Citric Acid Anhydrous': {
    name: 'Asam Sitrat Anhidrat',
    description:
      'Serbuk granul atau kristal halus berwarna putih (E330), asam pangan yang paling banyak digunakan: untuk minuman, kembang gula, selai, dan minuman serbuk. Simpan dalam kemasan tertutup karena mudah menggumpal di udara lembap.',
  },
  'Citric Acid Monohydrate': {
    name: 'Asam Sitrat Monohidrat',
    description:
      'Kristal tidak berwarna atau granul putih (E330) yang mengandung satu molekul air kristal, umumnya dipakai bila asam dilarutkan terlebih dahulu, misalnya pada minuman ringan, sirup, dan selai.',
  },
  'DL-Malic Acid': {
    name: 'Asam DL-Malat',
    description:
      'Serbuk kristal putih (E296) dengan rasa asam yang lembut dan bertahan lama, untuk minuman buah, permen asam, dan kombinasi dengan pemanis intensitas tinggi.',
  },
  'Lactic Acid 80%': {
    name: 'Asam Laktat 80%',
    description:
      'Cairan jernih tidak berwarna hingga kuning pucat (E270) hasil fermentasi, memberi keasaman yang lembut pada minuman, kembang gula, produk susu, dan produk daging.',
  },
  'Fumaric Acid': {
    name: 'Asam Fumarat',
    description:
      'Serbuk granul putih (E297) yang tidak mudah menyerap air dan sangat asam per gramnya, cocok untuk minuman serbuk, tortila, dan dessert gelatin.',
  },
  'Phosphoric Acid 85% Food Grade': {
    name: 'Asam Fosfat 85% Food Grade',
    description:
      'Cairan jernih seperti sirup (E338) yang memberi keasaman tajam khas minuman kola, juga dipakai untuk mengatur pH dalam proses produksi.',
  },
  'Trisodium Citrate Dihydrate': {
    name: 'Trinatrium Sitrat Dihidrat',
    description:
      'Serbuk granul putih (E331) sebagai garam buffer dan pengatur keasaman pada minuman, keju olahan, dan minuman susu.',
  },
  'L(+)-Tartaric Acid': {
    name: 'Asam L(+)-Tartrat',
    description:
      'Serbuk kristal putih (E334) yang berasal dari anggur, untuk wine, minuman rasa anggur, kembang gula, dan sebagai asam pengembang dalam baking powder.',
  },
  'Ascorbic Acid': {
    name: 'Asam Askorbat',
    description:
      'Vitamin C berupa serbuk kristal putih halus (E300) untuk fortifikasi, antioksidan pada minuman, dan bahan perlakuan tepung dalam bread improver.',
  },
  'Thiamine Mononitrate': {
    name: 'Tiamin Mononitrat',
    description:
      'Vitamin B1 berupa serbuk kristal putih, lebih dipilih daripada tiamin hidroklorida untuk campuran kering karena kurang higroskopis. Dipakai pada fortifikasi tepung dan premiks.',
  },
  Riboflavin: {
    name: 'Riboflavin',
    description:
      'Vitamin B2 berupa serbuk kristal kuning-jingga (E101) untuk fortifikasi tepung, sereal, dan minuman, sekaligus sebagai pewarna kuning.',
  },
  'Folic Acid': {
    name: 'Asam Folat',
    description:
      'Serbuk kristal kuning-jingga yang dipakai dalam dosis sangat rendah pada fortifikasi tepung dan premiks nutrisi, biasanya diencerkan dulu pada bahan pembawa agar tersebar merata.',
  },
  'Vitamin A Acetate 325 CWS': {
    name: 'Vitamin A Asetat 325 CWS',
    description:
      'Beadlet yang terdispersi dalam air dingin dengan kandungan 325.000 IU vitamin A per gram, untuk fortifikasi susu bubuk, minuman, dan pangan instan.',
  },
  'Vitamin D3 100 CWS': {
    name: 'Vitamin D3 100 CWS',
    description:
      'Serbuk yang terdispersi dalam air dingin dengan kandungan 100.000 IU kolekalsiferol per gram, untuk fortifikasi produk susu, minuman, dan produk nutrisi.',
  },
  'Vitamin E Acetate 50% Powder': {
    name: 'Vitamin E Asetat Serbuk 50%',
    description:
      'Serbuk mudah mengalir dengan kandungan 50 persen dl-alfa-tokoferil asetat, untuk fortifikasi campuran kering, tablet, dan susu bubuk.',
  },
  // Deliberately without an Indonesian description: the product page shows the English one, marked as a fallback.
  'Custom Food Fortification Premix': {
    name: 'Premiks Fortifikasi Pangan Khusus',
  },
  Niacinamide: {
    name: 'Niasinamida',
    description:
      'Serbuk kristal putih (vitamin B3) yang mudah larut dalam air, umumnya diformulasikan 2 sampai 5 persen pada serum, toner, dan pelembap dengan pH 5 sampai 7.',
  },
  'Sodium Hyaluronate': {
    name: 'Natrium Hialuronat',
    description:
      'Serbuk putih dengan pilihan berat molekul rendah, sedang, dan tinggi; humektan untuk serum, krim, dan sheet mask pada kadar sekitar 0,05 sampai 0,5 persen.',
  },
  'D-Panthenol 75%': {
    name: 'D-Pantenol 75%',
    description:
      'Larutan provitamin B5 yang jernih dan kental, sebagai humektan dan kondisioner pada produk perawatan kulit, rambut, dan bayi dengan kadar 0,5 sampai 5 persen.',
  },
  Allantoin: {
    name: 'Alantoin',
    description:
      'Serbuk kristal putih sebagai skin-conditioning agent pada krim, losion, lip balm, dan produk setelah bercukur, umumnya 0,1 sampai 0,5 persen.',
  },
  'Tranexamic Acid': {
    name: 'Asam Traneksamat',
    description:
      'Serbuk kristal putih yang larut dalam air, untuk serum dan esens leave-on pada rangkaian produk untuk meratakan warna kulit, lazimnya 2 sampai 3 persen.',
  },
  'Alpha-Arbutin': {
    name: 'Alfa-Arbutin',
    description:
      'Serbuk kristal putih dengan kemurnian tinggi untuk serum dan krim perata warna kulit, biasanya 0,2 sampai 2 persen dalam formula ber-pH sekitar 4 sampai 7.',
  },
  'Ceramide NP': {
    name: 'Ceramide NP',
    description:
      'Serbuk putih seperti lilin, biasanya dikombinasikan dengan kolesterol dan asam lemak pada krim dan losion perawatan skin barrier. Perlu dipanaskan dalam fase minyak agar larut.',
  },
  'Salicylic Acid (Cosmetic Grade)': {
    name: 'Asam Salisilat (Cosmetic Grade)',
    description:
      'Serbuk kristal putih untuk pembersih, toner, dan perawatan jerawat, dengan kadar sesuai batas ASEAN Cosmetic Directive.',
  },
  'Choline Chloride 60% Corn Cob': {
    name: 'Kolin Klorida 60% Tongkol Jagung',
    description:
      'Kolin klorida yang diserap pada pembawa tongkol jagung, berupa serbuk cokelat mudah mengalir untuk pakan unggas, babi, dan akuakultur. Sangat higroskopis, jadi karung harus segera ditutup kembali.',
  },
  'Betaine Anhydrous 96% Feed Grade': {
    name: 'Betain Anhidrat 96% Feed Grade',
    description:
      'Serbuk kristal putih sebagai donor gugus metil dan osmolit pada pakan unggas, babi, dan akuakultur, dengan dosis sesuai formulasi ahli nutrisi.',
  },
  'Phytase 10,000 FTU/g': {
    name: 'Fitase 10.000 FTU/g',
    description:
      'Enzim 6-fitase mikrobial dalam bentuk granul bersalut yang melepaskan fosfor terikat fitat, sehingga penggunaan fosfat anorganik bisa dikurangi. Grade tahan panas untuk pakan pelet.',
  },
  'Protected Sodium Butyrate 50%': {
    name: 'Natrium Butirat Terproteksi 50%',
    description:
      'Butiran natrium butirat bersalut lemak dengan bau yang lebih rendah, dirancang agar dilepas bertahap di sepanjang saluran cerna. Untuk pakan unggas dan babi, umumnya 0,5 sampai 1 kg per ton.',
  },
  'Calcium Formate 98%': {
    name: 'Kalsium Format 98%',
    description:
      'Serbuk kristal putih sebagai pengasam pakan dan sumber kalsium pada ransum anak babi dan unggas, umumnya 0,5 sampai 1,5 persen dari ransum.',
  },
  'Broiler Vitamin Premix': {
    name: 'Premiks Vitamin Broiler',
    description:
      'Premiks vitamin A, D3, E, K3, dan B kompleks yang diracik sesuai spesifikasi dan dosis pelanggan untuk pakan broiler fase starter, grower, dan finisher.',
  },
  'Sodium Ascorbate': {
    name: 'Natrium Askorbat',
    description:
      'Serbuk kristal putih hingga agak kekuningan (E301) sebagai antioksidan pada minuman dan pempercepat curing pada sosis serta daging olahan lainnya.',
  },
  'Mixed Tocopherols 70%': {
    name: 'Tokoferol Campuran 70%',
    description:
      'Cairan berminyak merah kecokelatan (E306) dari sumber nabati, untuk memperlambat oksidasi minyak nabati, lemak, bumbu makanan ringan, dan pakan hewan peliharaan.',
  },
  'Rosemary Extract': {
    name: 'Ekstrak Rosemary',
    description:
      'Ekstrak terstandar asam karnosat (E392) dalam bentuk cair larut minyak atau serbuk; antioksidan nabati untuk minyak goreng, produk daging, dan bumbu.',
  },
  TBHQ: {
    name: 'TBHQ',
    description:
      'Tersier butilhidrokuinon (E319), serbuk kristal putih hingga cokelat muda untuk memperpanjang umur pakai minyak goreng dan umur simpan minyak sawit, shortening, serta makanan ringan goreng, dalam batas yang diizinkan.',
  },
  BHT: {
    name: 'BHT',
    description:
      'Butil hidroksitoluena (E321), serbuk kristal putih untuk memperlambat ketengikan pada lemak, minyak, basis permen karet, dan minyak kosmetik.',
  },
  'Ascorbyl Palmitate': {
    name: 'Askorbil Palmitat',
    description:
      'Ester asam askorbat yang larut lemak (E304), serbuk putih hingga kekuningan yang sering dikombinasikan dengan tokoferol untuk melindungi minyak, lemak susu formula bayi, dan dressing.',
  },
};

export const careersId: Record<string, IdCareer> = {
  'Technical Sales Executive': {
    name: 'Technical Sales Executive',
    position: 'Staf',
    description: [
      'Bergabunglah dengan tim penjualan kami di Jakarta dan bantu produsen makanan dan minuman menemukan solusi bahan tambahan pangan yang tepat.',
      '',
      'Tanggung jawab:',
      '- Mengembangkan pelanggan baru dan menjaga hubungan dengan pelanggan yang ada di wilayah Jabodetabek',
      '- Memahami formulasi pelanggan dan merekomendasikan aditif yang sesuai',
      '- Mengoordinasikan pengiriman sampel, uji aplikasi, dan penawaran harga',
      '- Menyusun laporan penjualan bulanan dan informasi pasar',
      '',
      'Kualifikasi:',
      '- S1 Teknologi Pangan, Kimia, atau bidang terkait',
      '- Pengalaman 1 sampai 3 tahun di penjualan bahan baku atau kimia; lulusan baru dipersilakan melamar',
      '- Mampu berkomunikasi dengan baik dalam Bahasa Indonesia dan Bahasa Inggris',
      '- Memiliki SIM A atau SIM C dan bersedia melakukan perjalanan dinas',
    ].join('\n'),
  },
  'Regulatory Affairs Supervisor': {
    name: 'Supervisor Regulatory Affairs',
    position: 'Supervisor',
    description: [
      'Memimpin penyiapan dokumen regulasi dan halal untuk seluruh portofolio pangan, kosmetik, dan veteriner kami.',
      '',
      'Tanggung jawab:',
      '- Mengelola spesifikasi, CoA, SDS, dan sertifikat halal untuk semua produk',
      '- Membantu pelanggan menyiapkan dokumen untuk registrasi BPOM dan audit halal',
      '- Memantau perubahan regulasi BPOM, halal, dan imbuhan pakan, lalu menginformasikannya ke tim penjualan',
      '- Mengoordinasikan izin impor dan registrasi produk bersama prinsipal',
      '',
      'Kualifikasi:',
      '- S1 Farmasi, Teknologi Pangan, atau Kimia',
      '- Pengalaman minimal 3 tahun di bidang regulatory affairs, diutamakan di perusahaan bahan baku',
      '- Memahami prosedur BPOM, BPJPH, dan Kementerian Pertanian',
      '- Teliti, terorganisasi, dan mampu membawahi dua orang staf',
    ].join('\n'),
  },
  'Cosmetic Application Specialist': {
    name: 'Cosmetic Application Specialist',
    position: 'Staf',
    description: [
      'Mengembangkan prototipe formula dan mendampingi pelanggan kosmetik dalam menggunakan bahan aktif kami.',
      '',
      'Tanggung jawab:',
      '- Menyiapkan formula awal dan sampel untuk pelanggan produk perawatan kulit dan perawatan diri',
      '- Melakukan uji stabilitas dan mendokumentasikan hasilnya',
      '- Ikut dalam kunjungan penjualan dan mempresentasikan informasi bahan kepada formulator',
      '- Mengikuti tren bahan aktif kosmetik dan ASEAN Cosmetic Directive',
      '',
      'Kualifikasi:',
      '- S1 Farmasi, Kimia, atau Ilmu Kosmetik',
      '- Pengalaman minimal 1 tahun di bidang formulasi kosmetik',
      '- Terampil bekerja di laboratorium dan terbiasa mendokumentasikan pekerjaan dengan rapi',
      '- Mampu melakukan presentasi dengan baik dalam Bahasa Indonesia dan Bahasa Inggris',
    ].join('\n'),
  },
  'Key Account Manager - Animal Nutrition': {
    name: 'Key Account Manager - Nutrisi Hewan',
    position: 'Manajer',
    description: [
      'Mengembangkan bisnis imbuhan pakan dan produk veteriner kami bersama pabrik pakan dan integrator di seluruh Jawa.',
      '',
      'Tanggung jawab:',
      '- Mengelola pelanggan utama: pabrik pakan, produsen premiks, dan integrator',
      '- Menyusun rencana tahunan, perkiraan kebutuhan, dan strategi harga bersama prinsipal',
      '- Memberikan dukungan teknis untuk asam amino, enzim, dan imbuhan pakan',
      '- Memimpin dan membina tim penjualan nutrisi hewan',
      '',
      'Kualifikasi:',
      '- Sarjana Peternakan atau Kedokteran Hewan',
      '- Pengalaman minimal 5 tahun di penjualan imbuhan pakan atau premiks, termasuk menangani key account',
      '- Memiliki jaringan yang kuat di industri pakan Indonesia',
      '- Bersedia sering melakukan perjalanan dinas di Pulau Jawa',
    ].join('\n'),
  },
  'Warehouse Supervisor - Semarang': {
    name: 'Supervisor Gudang - Semarang',
    position: 'Supervisor',
    description: [
      'Mengelola operasional harian gudang di kantor cabang Semarang.',
      '',
      'Tanggung jawab:',
      '- Mengawasi penerimaan, penyimpanan, picking, dan pengiriman bahan baku pangan, kosmetik, dan pakan',
      '- Menerapkan prinsip FEFO (first expired, first out) dan menjaga catatan stok tetap akurat',
      '- Menjaga standar cara penyimpanan yang baik, pengendalian hama, dan kebersihan gudang',
      '- Memimpin tim staf gudang dan operator forklift',
      '',
      'Kualifikasi:',
      '- D3 atau S1, diutamakan jurusan Logistik atau Teknik Industri',
      '- Pengalaman minimal 2 tahun sebagai supervisor gudang, diutamakan di industri pangan atau kimia',
      '- Terbiasa menggunakan software inventori dan spreadsheet',
      '- Berdomisili di Semarang atau bersedia pindah ke Semarang',
    ].join('\n'),
  },
};

export const galleryId: Record<string, { name: string }> = {
  'Jakarta head office reception': { name: 'Area resepsionis kantor pusat Jakarta' },
  'Racking and FEFO labels in the Jakarta warehouse': { name: 'Rak penyimpanan dan label FEFO di gudang Jakarta' },
  'Incoming goods inspection': { name: 'Pemeriksaan barang masuk' },
  'Quality control laboratory': { name: 'Laboratorium quality control' },
  'Beverage sweetener trials in the application lab': { name: 'Uji coba pemanis minuman di laboratorium aplikasi' },
  'Cosmetic formulation workshop for customers': { name: 'Workshop formulasi kosmetik bersama pelanggan' },
  'Food ingredients exhibition booth in Jakarta': { name: 'Booth kami di pameran bahan pangan, Jakarta' },
  'Feed industry trade show booth': { name: 'Booth kami di pameran industri pakan' },
  'Semarang branch warehouse': { name: 'Gudang kantor cabang Semarang' },
  'Customer technical seminar in Semarang': { name: 'Seminar teknis untuk pelanggan di Semarang' },
  'Halal assurance training session': { name: 'Pelatihan sistem jaminan halal' },
  'Forklift safety training': { name: 'Pelatihan keselamatan kerja operator forklift' },
  // 'Annual company outing' deliberately has no Indonesian name: the gallery shows the English one as a fallback.
  'Independence Day games at the office': { name: 'Lomba 17 Agustus di kantor' },
  '25th anniversary dinner': { name: 'Makan malam perayaan ulang tahun ke-25' },
};

export const articlesId: Record<string, IdArticle> = {
  'BPOM registration: the supplier documents you will be asked for': {
    title: 'Registrasi BPOM: dokumen pemasok yang akan diminta',
    content: [
      'Setiap pangan olahan yang beredar di Indonesia wajib memiliki nomor izin edar BPOM sebelum masuk ke rak toko: MD untuk produk dalam negeri dan ML untuk produk impor. Bagi banyak produsen, bagian paling lama dalam penyusunan dokumen justru bukan pengujian produk jadi, melainkan mengumpulkan dokumen lengkap untuk setiap bahan baku. Bahan tambahan pangan mendapat perhatian khusus karena batas penggunaannya diatur per kategori pangan.',
      'Saat Anda meminta aditif untuk produk yang akan diregistrasi, kami akan menyertakan spesifikasi teknis, certificate of analysis (CoA) untuk lot yang Anda terima, safety data sheet, serta pernyataan asal bahan dan proses produksinya. Pastikan nama dan nomor INS dalam formulasi Anda sama persis dengan dokumen pemasok. Perbedaan kecil, misalnya nama dagang di satu halaman dan nama kimia di halaman lain, sering membuat evaluator mengajukan pertanyaan tambahan.',
      'Hal kedua yang perlu disiapkan adalah kadar penggunaan. BPOM menetapkan batas maksimum per kategori pangan, dan beberapa aditif seperti pemanis buatan juga wajib mencantumkan keterangan tertentu pada label. Hitung kadarnya dalam produk akhir, bukan dalam sirup atau premiks, dan simpan perhitungannya dalam berkas Anda. Jika aditif yang sama berasal dari beberapa bahan, misalnya benzoat dari konsentrat buah dan dari penambahan Anda sendiri, jumlahkan keduanya.',
      'Dokumen halal kini berjalan seiring dengan registrasi. Sertifikat halal yang masih berlaku untuk setiap aditif, dengan nama produsen dan nama produk yang sesuai dengan catatan pembelian Anda, akan menghemat waktu saat sertifikasi halal perusahaan Anda diaudit.',
      'Tim regulatory kami selalu menyiapkan paket dokumen terbaru untuk setiap produk yang kami stok. Mintalah kepada tim penjualan sejak tahap sampel, jangan menunggu formula final: mengganti bahan di awal jauh lebih mudah daripada membuka kembali dokumen yang sudah diajukan.',
    ].join('\n\n'),
  },
  'Halal certification for food additives: what to check': {
    title: 'Sertifikasi halal bahan tambahan pangan: apa saja yang perlu dicek',
    content: [
      'Sejak Undang-Undang Jaminan Produk Halal tahun 2014, sertifikasi halal di Indonesia berubah dari sukarela menjadi kewajiban. Sertifikat diterbitkan oleh BPJPH setelah audit oleh Lembaga Pemeriksa Halal yang terakreditasi dan penetapan fatwa kehalalan produk. Tahap pertama kewajiban sertifikasi mencakup makanan dan minuman beserta bahan baku, bahan tambahan pangan, dan bahan penolongnya.',
      'Bagi pengguna aditif, pertanyaannya sederhana: apakah setiap bahan dalam formula Anda sudah tercakup sertifikat yang diakui BPJPH? Sertifikat dari lembaga halal luar negeri dapat diterima bila lembaga tersebut sudah memiliki kerja sama saling pengakuan. Karena itu, untuk aditif impor kami selalu memeriksa lembaga penerbit sekaligus masa berlakunya.',
      'Beberapa aditif memerlukan perhatian lebih. Mono- dan digliserida (INS 471) bisa dibuat dari lemak nabati maupun hewani. L-sistein bisa diproduksi secara fermentasi atau melalui jalur lain. Sebagian beadlet vitamin mengandung gelatin, dan pembawa perisa bisa mengandung etanol. Dalam semua kasus ini, sertifikat harus mencakup grade spesifik yang Anda beli, bukan sekadar nama produsennya.',
      'Kami menyarankan Anda membuat matriks halal bahan baku: nama produk, produsen, nomor sertifikat, lembaga penerbit, dan tanggal kedaluwarsa. Tinjau setiap tiga bulan dan setiap kali pemasok mengganti lokasi atau proses produksi. Kami mengirimkan sertifikat yang diperbarui segera setelah kami terima, tetapi matriks di pihak Andalah yang akan diperiksa auditor.',
      'Jika ragu apakah suatu grade sesuai, tanyakan sebelum melakukan trial. Beralih ke alternatif bersertifikat sejak awal jauh lebih murah daripada reformulasi setelah ada temuan audit.',
    ].join('\n\n'),
  },
  'Storing hygroscopic powders in a tropical warehouse': {
    title: 'Menyimpan serbuk higroskopis di gudang beriklim tropis',
    content: [
      'Kelembapan relatif di Jakarta dan Semarang berkisar 70 sampai 90 persen hampir sepanjang tahun. Bagi banyak aditif, inilah risiko penyimpanan terbesar. Asam sitrat, kolin klorida, sorbitol serbuk, dan beberapa hidrokoloid menyerap uap air dari udara, mulai dari menggumpal ringan sampai membatu di dalam karung.',
      'Aturan pertama: simpan produk dalam kemasan aslinya yang masih tersegel sampai akan dipakai. Karung berlapis dengan kantong dalam polietilena memang dirancang untuk iklim seperti ini; begitu kantong dalam dibuka, waktunya mulai berjalan. Pilin dan ikat kembali kantong dalam setiap selesai dipakai, atau pindahkan sisanya ke wadah tertutup berlabel nama produk, nomor lot, dan tanggal dibuka.',
      'Palet sama pentingnya dengan kemasan. Letakkan karung di atas palet, tidak menempel ke lantai dan dinding, agar udara bisa mengalir dan pemeriksaan hama bisa dilakukan. Jangan menumpuk melebihi batas yang tertera di label, karena tekanan pada lapisan bawah memadatkan serbuk dan memperparah penggumpalan.',
      'Perubahan suhu menimbulkan masalah yang kurang disadari. Karung dari gudang ber-AC yang langsung dibuka di area produksi yang lembap akan membuat uap air mengembun pada serbuk yang masih dingin. Biarkan karung mencapai suhu ruang dalam keadaan masih tertutup.',
      'Terakhir, ambil barang berdasarkan tanggal kedaluwarsa, bukan tanggal kedatangan. Prinsip FEFO menjaga lot yang mendekati kedaluwarsa tetap terpakai lebih dulu. Lot yang sudah menggumpal sebaiknya dicek dulu terhadap spesifikasinya, jangan langsung dihancurkan lalu dipakai. Tim gudang kami siap berbagi kondisi penyimpanan yang dianjurkan untuk setiap produk yang kami pasok.',
    ].join('\n\n'),
  },
  'Choosing a sweetener system for reduced-sugar beverages': {
    title: 'Memilih sistem pemanis untuk minuman rendah gula',
    content: [
      'Mengurangi gula dalam minuman tidak hanya menghilangkan rasa manis. Gula juga memberi body, menyeimbangkan rasa asam, dan menutupi off-note dari perisa maupun bahan fungsional. Sistem pemanis yang baik harus menjawab semua hal itu, sehingga sebagian besar minuman rendah gula yang sukses memakai campuran pemanis, bukan satu jenis saja.',
      'Aspartam dan asesulfam kalium adalah pasangan klasik. Keduanya bersama-sama terasa lebih manis daripada masing-masing sendiri, dengan rasa manis yang lebih cepat muncul dan akhir yang lebih bersih. Aspartam perlahan kehilangan kemanisannya dalam minuman asam, paling lambat di sekitar pH 4,3, sehingga uji umur simpan pada suhu tropis sangat penting. Sukralosa lebih tahan panas dan asam, cocok untuk produk hot-fill atau retort.',
      'Steviol glikosida menarik bagi merek yang menginginkan label berbasis tanaman, tetapi pada dosis tinggi bisa menimbulkan rasa manis yang tertinggal serta sedikit pahit atau seperti licorice. Kombinasi stevia dengan eritritol, atau dengan sedikit gula, biasanya menghasilkan profil yang lebih bulat. Eritritol juga mengembalikan sebagian body yang hilang, meski pada kadar tinggi efek dinginnya mulai terasa.',
      'Mouthfeel dapat dibangun kembali dengan hidrokoloid dosis sangat rendah seperti gom gelan atau CMC, dan keseimbangan asam biasanya perlu disesuaikan setelah gula dikurangi. Jangan lupakan aspek regulasi: BPOM menetapkan batas maksimum setiap pemanis dan mewajibkan keterangan khusus pada label untuk pemanis buatan.',
      'Tim aplikasi kami dapat menyiapkan campuran pemanis sebagai pembanding produk Anda saat ini. Kirimkan target kemanisan, pH, dan kondisi proses, dan kami akan mengusulkan dua atau tiga titik awal formulasi.',
    ].join('\n\n'),
  },
  'Benzoate, sorbate and pH: preservatives in soft drinks': {
    title: 'Benzoat, sorbat, dan pH: pengawet dalam minuman ringan',
    content: [
      'Asam benzoat dan asam sorbat adalah asam lemah, dan hanya bentuk yang tidak terdisosiasi yang efektif menembus membran sel khamir dan kapang. Karena itu pH lebih menentukan daripada dosis. Asam benzoat memiliki pKa sekitar 4,2, sehingga natrium benzoat bekerja paling baik pada minuman dengan pH di bawah 4. Asam sorbat, dengan pKa sekitar 4,8, masih cukup aktif pada pH lebih tinggi dan lebih kuat terhadap kapang.',
      'Banyak formula minuman mengombinasikan keduanya pada kadar sedang. Natrium benzoat dan kalium sorbat sama-sama mudah larut, tetapi sebaiknya dilarutkan terpisah dalam air sebelum asam ditambahkan. Jika dimasukkan ke sirup yang sudah diasamkan, asam bebasnya bisa mengendap dan tampak sebagai kekeruhan atau bintik putih.',
      'Ada pula interaksi kimia yang perlu diwaspadai. Dengan adanya asam askorbat, jejak ion logam, panas, dan cahaya, benzoat dapat membentuk benzena dalam jumlah sangat kecil. Produsen minuman mengelolanya dengan meninjau apakah kedua bahan memang diperlukan, mengendalikan kadar logam dalam air dan bahan baku, serta menguji produk jadi selama studi umur simpan.',
      'Tidak ada pengawet yang bisa mengimbangi cemaran mikroba awal yang tinggi. Air yang bersih, tangki dan mesin pengisi yang tersanitasi, serta penanganan gula dan konsentrat buah yang baik tetap menjadi fondasinya. Pengawet hanya melindungi produk yang sejak awal bersih.',
      'Terakhir, periksa batasnya. BPOM menetapkan batas maksimum per kategori pangan, dan jumlah totalnya termasuk pengawet yang terbawa dari konsentrat dan perisa.',
    ].join('\n\n'),
  },
  'Cosmetic actives Indonesian formulators are asking for': {
    title: 'Bahan aktif kosmetik yang paling dicari formulator Indonesia',
    content: [
      'Merek skincare lokal tumbuh pesat dalam beberapa tahun terakhir, dan daftar bahan pada serum kini menjadi nilai jual tersendiri. Konsumen membaca nama INCI, membandingkan konsentrasi, dan berharap merek menjelaskan fungsi setiap bahan aktif. Hal ini ikut mengubah permintaan formulator kepada kami.',
      'Niasinamida masih menjadi bahan aktif yang paling banyak diminta. Mudah diformulasikan, larut dalam air, dan stabil di sekitar pH 5 sampai 7, sehingga muncul di hampir semua produk, dari toner sampai tabir surya. Natrium hialuronat menyusul di belakangnya, kini semakin sering dalam bentuk campuran beberapa berat molekul. Ceramide, biasanya dikombinasikan dengan kolesterol dan asam lemak, menjadi tulang punggung tren perawatan skin barrier.',
      'Produk untuk meratakan warna kulit merupakan segmen besar di Indonesia, dan asam traneksamat serta alfa-arbutin adalah bahan aktif yang paling sering dibicarakan di segmen ini. Keduanya larut air dan relatif mudah diformulasikan, tetapi uji stabilitas pada suhu tropis tetap wajib, begitu pula pengecekan setiap klaim terhadap pedoman BPOM.',
      'Regulasi menentukan setiap peluncuran produk. Kosmetik diedarkan melalui notifikasi BPOM, batas bahan mengikuti ASEAN Cosmetic Directive, dan sertifikasi halal untuk kosmetik diberlakukan secara bertahap. Setiap bahan aktif kami pasok dengan spesifikasi, CoA, dan dokumen halal yang tersedia untuk grade tersebut.',
      'Jika Anda sedang mengembangkan rangkaian produk baru, tim aplikasi kami dapat berbagi formula awal dan membantu memilih grade yang sesuai dengan proses dan anggaran Anda.',
    ].join('\n\n'),
  },
  'Amino acids and the lower-protein feed formula': {
    title: 'Asam amino dan formula pakan rendah protein',
    content: [
      'Bungkil kedelai merupakan salah satu komponen biaya terbesar dalam pakan jadi di Indonesia, dan sebagian besar masih diimpor. Asam amino kristal memungkinkan ahli nutrisi memenuhi kebutuhan asam amino ternak dengan protein utuh yang lebih sedikit, sehingga biaya pakan turun dan nitrogen yang terbuang lewat kotoran berkurang.',
      'Dasarnya adalah konsep protein ideal: setiap asam amino esensial dinyatakan sebagai rasio terhadap lisin. Pada ransum jagung dan bungkil kedelai, lisin biasanya menjadi pembatas pertama untuk babi dan metionin untuk unggas, diikuti treonin, triptofan, dan valin. Dengan menambahkan beberapa asam amino pembatas pertama dalam bentuk kristal, formulator dapat menurunkan protein kasar sambil menjaga profil asam amino tercerna tetap sesuai target.',
      'Formulasi berdasarkan nilai standardised ileal digestible (SID), bukan asam amino total, menghasilkan kecocokan yang jauh lebih baik antara formula dan kebutuhan ternak. Perlu diingat juga bahwa produknya bukan asam amino murni: L-lisin HCl mengandung 78,8 persen lisin, sehingga nilai matriks di software formulasi harus sesuai dengan produk yang benar-benar dipakai.',
      'Karena dosisnya kecil, kualitas pencampuran sangat menentukan. Asam amino biasanya ditambahkan melalui premiks, dan kinerja mixer perlu dicek berkala dengan uji koefisien variasi (CV).',
      'Tim teknis kami bekerja sama dengan pabrik pakan dalam menentukan nilai matriks, merancang premiks, dan pengendalian mutu untuk lisin, metionin, treonin, dan triptofan.',
    ].join('\n\n'),
  },
  'Organic acids, enzymes and butyrate in Indonesian feed mills': {
    title: 'Asam organik, enzim, dan butirat di pabrik pakan Indonesia',
    content: [
      'Sejak 2018, regulasi di Indonesia tidak lagi mengizinkan antibiotik sebagai pemacu pertumbuhan (AGP) dalam pakan. Pabrik pakan dan integrator menanggapinya dengan meninjau ulang seluruh sistem produksi, bukan sekadar mencari satu produk pengganti, dan beberapa kelompok imbuhan pakan kini menjadi perangkat standar.',
      'Asam organik dan garamnya, seperti kalsium format, banyak dipakai pada pakan anak babi dan unggas. Bahan ini menurunkan pH dan kapasitas buffer pakan, dan sering dikombinasikan dengan sanitasi air minum yang baik. Natrium butirat terproteksi, yang disalut agar dilepas bertahap, kini lazim digunakan dalam ransum broiler.',
      'Kelompok kedua adalah enzim. Fitase melepaskan fosfor yang terikat fitat sehingga penggunaan fosfat anorganik dapat dikurangi, dan kini hampir selalu ada dalam pakan unggas. Karbohidrase seperti xilanase dipakai bila ransum mengandung lebih banyak hasil samping berserat. Untuk pakan pelet, pilih grade enzim yang tahan panas atau tambahkan setelah proses pelleting.',
      'Tidak ada imbuhan pakan yang bekerja sendirian. Biosekuriti, ventilasi, kualitas air, dan kepadatan kandang tetap menjadi penentu utama hasil, dan imbuhan pakan memberikan manfaat terbaik di kandang yang dikelola dengan baik.',
      'Setiap imbuhan pakan yang beredar di Indonesia wajib terdaftar di Kementerian Pertanian. Kami menyertakan nomor pendaftaran, spesifikasi, dan CoA untuk setiap produk dalam lini veteriner kami.',
    ].join('\n\n'),
  },
  'How to read a certificate of analysis': {
    title: 'Cara membaca certificate of analysis (CoA)',
    content: [
      'Certificate of analysis atau CoA adalah pernyataan produsen bahwa suatu lot memenuhi spesifikasinya. Dokumen ini termasuk yang terpenting dalam berkas bahan baku Anda, dan layak dibaca lebih teliti daripada sekadar melihat tanda tangannya.',
      'Mulailah dari identitas. Nama produk, grade, dan nomor lot pada CoA harus sama dengan label pada karung yang Anda terima. Periksa tanggal produksi serta tanggal kedaluwarsa atau tanggal uji ulang, dan pastikan sisa umur simpannya cukup untuk rencana produksi Anda.',
      'Selanjutnya, bandingkan hasil dengan batasnya. CoA yang baik mencantumkan batas spesifikasi dan hasil aktual untuk setiap parameter: kadar (assay), susut pengeringan, pH, logam berat seperti timbal dan arsen, serta mikrobiologi untuk hidrokoloid dan ekstrak tumbuhan. CoA yang hanya menulis "memenuhi syarat" memberi informasi lebih sedikit; mintalah hasil berupa angka untuk parameter yang penting bagi proses Anda.',
      'Perhatikan juga metode yang dirujuk. Hasil dari metode yang diakui, seperti monografi JECFA, Food Chemicals Codex, atau farmakope, lebih mudah dibandingkan dengan hasil uji Anda sendiri maupun dengan batas regulasi.',
      'Terakhir, jangan hanya mengandalkan dokumen. Sebagian besar sistem mutu memverifikasi beberapa parameter kritis saat penerimaan, seperti penampakan, kadar, atau kadar air, dan secara berkala mengirim sampel ke laboratorium eksternal. Kami menyimpan sampel retensi dari setiap lot yang kami distribusikan, sehingga dapat mendukung investigasi dengan cepat.',
    ].join('\n\n'),
  },
  'Hydrocolloids for sauces, jelly drinks and noodles': {
    title: 'Hidrokoloid untuk saus, minuman jeli, dan mi',
    content: [
      'Memilih pengental dimulai dari proses dan pH. Gom xanthan adalah jawaban yang umum untuk saus sambal dan dressing: larut dalam air dingin, tahan asam dan garam, dan kekentalannya menurun saat saus dituang lalu pulih kembali di dalam botol. Dosis yang lazim 0,2 sampai 0,4 persen.',
      'Gom guar lebih ekonomis dan juga larut dalam air dingin, tetapi kekentalannya lebih cepat turun bila dipanaskan dalam kondisi asam. Bahan ini cocok untuk produk netral, bumbu mi instan, dan es krim. CMC banyak dipakai pada mi instan dan minuman bening yang menuntut penampakan jernih.',
      'Indonesia termasuk produsen rumput laut karagenan terbesar di dunia, dan karagenan kappa menjadi tulang punggung puding jeli dan minuman jeli lokal. Sendirian, karagenan kappa membentuk gel yang kokoh dan rapuh; dikombinasikan dengan gom locust bean, gelnya menjadi lebih elastis dan sineresis berkurang. Untuk minuman yang mengandung bulir buah atau nata de coco, gom gelan dosis sangat rendah membentuk fluid gel yang menjaga partikel tetap tersebar merata.',
      'Sebagian besar masalah hidrokoloid berasal dari dispersi yang kurang baik. Campurkan dulu gom dengan gula atau bahan kering lain, tambahkan perlahan ke dalam pusaran adukan, dan beri waktu untuk terhidrasi sebelum menilai kekentalannya.',
      'Semua hidrokoloid ini tersedia di stok lokal kami, dan kami dapat melakukan uji banding pada produk Anda di laboratorium aplikasi kami.',
    ].join('\n\n'),
  },
  'Getting umami right: MSG and ribonucleotides': {
    title: 'Meracik rasa umami: MSG dan ribonukleotida',
    content: [
      'Mononatrium glutamat (MSG) adalah garam natrium dari asam glutamat, diproduksi melalui fermentasi tetes tebu atau pati tapioka. MSG menjadi dasar bumbu gurih untuk mi instan, makanan ringan, dan makanan siap saji di seluruh Indonesia.',
      'Ribonukleotida, yaitu dinatrium inosinat dan dinatrium guanilat, hampir tidak berasa bila berdiri sendiri, tetapi melipatgandakan efek umami glutamat. Sinergi inilah yang membuat produsen bumbu jarang memakai MSG saja: mengganti sebagian kecil MSG dengan campuran I+G, biasanya beberapa persen dari jumlah MSG, menghasilkan rasa gurih yang sama atau lebih kuat dengan dosis total lebih rendah.',
      'Ribonukleotida punya satu kelemahan. Enzim fosfatase yang terdapat pada daging mentah, ikan, dan banyak sayuran menguraikannya dengan cepat. Tambahkan I+G setelah tahap pemanasan yang menginaktivasi enzim tersebut, atau gunakan pada bumbu kering dan saus yang enzimnya sudah tidak aktif.',
      'MSG juga bermanfaat untuk mengurangi natrium. Kandungan natriumnya sekitar 12 persen, dibandingkan sekitar 39 persen pada garam dapur, sehingga mengganti sebagian garam dengan MSG dapat menurunkan total natrium tanpa mengurangi rasa gurih. Ekstrak ragi menambahkan karakter kaldu yang lebih bulat dan digemari merek yang ingin daftar bahannya lebih ringkas.',
      'Laboratorium aplikasi kami dapat membantu membandingkan campuran bumbu dan menyesuaikan komposisi MSG, I+G, dan ekstrak ragi dengan profil rasa dan biaya yang Anda targetkan.',
    ].join('\n\n'),
  },
  'Twenty-five years of supplying Indonesian manufacturers': {
    title: 'Dua puluh lima tahun melayani produsen Indonesia',
    content: [
      'Perusahaan kami didirikan di Jakarta pada Mei 2000 dengan tujuan sederhana: memberi produsen makanan dan minuman di Indonesia akses yang andal ke bahan tambahan pangan berkualitas tinggi, didukung tim yang memahami perilaku bahan-bahan tersebut di lini produksi.',
      'Pada tahun yang sama kami menandatangani keagenan tunggal pertama kami, mewakili produsen aspartam dan asam amino asal Jepang di Indonesia. Kemitraan itu menanamkan standar yang masih kami pegang hingga kini: mutu yang konsisten, dokumen yang lengkap, dan dukungan teknis yang tetap berjalan jauh setelah pesanan pertama.',
      'Seiring bertambahnya pelanggan dan ragam produk, pada Juni 2008 kami mengganti nama perusahaan untuk mencerminkan peran yang lebih luas sebagai pemasok bahan baku aditif dari beberapa prinsipal. Pada 2013 kami memperluas portofolio dari pangan ke bahan kosmetik dan imbuhan pakan veteriner, dengan keahlian yang sama dalam spesifikasi, regulasi, dan aplikasi.',
      'Saat ini kantor pusat kami berada di Jakarta, dan kantor cabang Semarang melayani pelanggan di seluruh Jawa Tengah. Tim penjualan, regulatory, quality, dan logistik bekerja bersama agar setiap pengiriman tiba dengan dokumen dan dukungan yang tepat.',
      'Terima kasih kepada para pelanggan, prinsipal, dan rekan kerja yang telah menjadi bagian dari perjalanan ini. Kami menantikan dua puluh lima tahun berikutnya bersama Anda.',
    ].join('\n\n'),
  },
  'Our Semarang branch: stock and support for Central Java': {
    title: 'Cabang Semarang: stok dan dukungan teknis untuk Jawa Tengah',
    content: [
      'Jawa Tengah memiliki basis industri yang besar dan beragam, mulai dari minuman, makanan ringan, dan bakeri hingga jamu tradisional, ditambah jaringan pabrik pakan dan peternakan unggas yang sangat aktif. Cabang Semarang kami dibuka agar pelanggan di wilayah ini bisa dilayani dari dekat, bukan dari Jakarta.',
      'Cabang ini menyimpan stok lokal produk-produk yang paling banyak digunakan, antara lain pemanis, pengasam, pengawet, hidrokoloid, dan asam amino feed grade. Bagi pelanggan tetap, artinya waktu tunggu lebih singkat, pengiriman bisa lebih kecil dan lebih sering, serta modal yang tertahan di persediaan bahan baku lebih sedikit.',
      'Yang tak kalah penting adalah kontak teknis. Sales engineer kami di Semarang mengunjungi lokasi produksi, membantu trial dan penanganan masalah, serta dapat melibatkan tim aplikasi dan regulatory di Jakarta bila diperlukan pembahasan lebih mendalam. Dokumen seperti CoA, spesifikasi, dan sertifikat halal tersedia langsung dari cabang untuk setiap pengiriman.',
      'Jika perusahaan Anda berada di Jawa Tengah atau provinsi sekitarnya, silakan hubungi cabang Semarang langsung untuk penawaran harga, sampel, dan kunjungan teknis. Kami senang dapat bekerja sama dengan Anda.',
    ].join('\n\n'),
  },
};
