// Demo variant families with axes (issue 17, migration 0034): a camera in two colours, body only or
// with its kit lens; headphones in three colours; a backpack in two colours and three sizes. Each
// member is its own product with its own price and stock, and one combination of each two-axis
// family is sold out (the backpack also lacks one), so the product page shows disabled choices.
// Colour and kit values are the catalogue's variant names (variants.ts, all 19 languages); the
// axis names and the sizes are written here in all 19 languages.
import type { FullText } from './types.ts';

export type AxisKey = 'colour' | 'kit' | 'size';

export const AXES: Record<AxisKey, FullText> = {
  colour: {
    en: 'Colour',
    es: 'Color',
    zh: '颜色',
    fr: 'Couleur',
    de: 'Farbe',
    jp: 'カラー',
    th: 'สี',
    zhtw: '顏色',
    it: 'Colore',
    hu: 'Szín',
    sv: 'Färg',
    da: 'Farve',
    cs: 'Barva',
    pl: 'Kolor',
    pt: 'Cor',
    id: 'Warna',
    ko: '색상',
    kk: 'Түсі',
    tr: 'Renk',
  },
  kit: {
    en: 'Kit',
    es: 'Kit',
    zh: '套装',
    fr: 'Kit',
    de: 'Set',
    jp: 'セット',
    th: 'ชุด',
    zhtw: '套裝',
    it: 'Kit',
    hu: 'Készlet',
    sv: 'Paket',
    da: 'Sæt',
    cs: 'Sada',
    pl: 'Zestaw',
    pt: 'Kit',
    id: 'Paket',
    ko: '구성',
    kk: 'Жинақ',
    tr: 'Set',
  },
  size: {
    en: 'Size',
    es: 'Tamaño',
    zh: '尺寸',
    fr: 'Taille',
    de: 'Größe',
    jp: 'サイズ',
    th: 'ขนาด',
    zhtw: '尺寸',
    it: 'Misura',
    hu: 'Méret',
    sv: 'Storlek',
    da: 'Størrelse',
    cs: 'Velikost',
    pl: 'Rozmiar',
    pt: 'Tamanho',
    id: 'Ukuran',
    ko: '크기',
    kk: 'Өлшемі',
    tr: 'Boyut',
  },
};

/** Bag sizes (the backpack is feminine in Spanish and Portuguese, masculine in French and Italian). */
export const SIZES: Record<'small' | 'medium' | 'large', FullText> = {
  small: {
    en: 'Small',
    es: 'Pequeña',
    zh: '小号',
    fr: 'Petit',
    de: 'Klein',
    jp: 'スモール',
    th: 'เล็ก',
    zhtw: '小號',
    it: 'Piccolo',
    hu: 'Kicsi',
    sv: 'Liten',
    da: 'Lille',
    cs: 'Malý',
    pl: 'Mały',
    pt: 'Pequena',
    id: 'Kecil',
    ko: '소형',
    kk: 'Шағын',
    tr: 'Küçük',
  },
  medium: {
    en: 'Medium',
    es: 'Mediana',
    zh: '中号',
    fr: 'Moyen',
    de: 'Mittel',
    jp: 'ミディアム',
    th: 'กลาง',
    zhtw: '中號',
    it: 'Medio',
    hu: 'Közepes',
    sv: 'Mellan',
    da: 'Mellem',
    cs: 'Střední',
    pl: 'Średni',
    pt: 'Média',
    id: 'Sedang',
    ko: '중형',
    kk: 'Орташа',
    tr: 'Orta',
  },
  large: {
    en: 'Large',
    es: 'Grande',
    zh: '大号',
    fr: 'Grand',
    de: 'Groß',
    jp: 'ラージ',
    th: 'ใหญ่',
    zhtw: '大號',
    it: 'Grande',
    hu: 'Nagy',
    sv: 'Stor',
    da: 'Stor',
    cs: 'Velký',
    pl: 'Duży',
    pt: 'Grande',
    id: 'Besar',
    ko: '대형',
    kk: 'Үлкен',
    tr: 'Büyük',
  },
};

export interface SeedFamilyMember {
  /** one value per axis: a variant key (variants.ts) for colour and kit, a SIZES key for size */
  values: string[];
  /** added to the model's price (USD cents) */
  priceDelta: number;
  stock: number;
}

export interface SeedFamily {
  /** a model of models.ts */
  model: string;
  shop: string;
  sku: string;
  axes: AxisKey[];
  members: SeedFamilyMember[];
}

export const families: SeedFamily[] = [
  {
    model: 'X-T5',
    shop: 'demo-camera-house',
    sku: 'XT5',
    axes: ['colour', 'kit'],
    members: [
      { values: ['black', 'body-only'], priceDelta: 0, stock: 14 },
      { values: ['silver', 'body-only'], priceDelta: 3000, stock: 6 },
      { values: ['black', 'kit-standard-zoom'], priceDelta: 30000, stock: 9 },
      { values: ['silver', 'kit-standard-zoom'], priceDelta: 33000, stock: 0 },
    ],
  },
  {
    model: 'WH-1000XM6',
    shop: 'studio-sound-supply',
    sku: 'WH6',
    axes: ['colour'],
    members: [
      { values: ['black'], priceDelta: 0, stock: 25 },
      { values: ['silver'], priceDelta: 1000, stock: 11 },
      { values: ['midnight-blue'], priceDelta: 2000, stock: 4 },
    ],
  },
  {
    model: 'ProTactic BP 450 AW II',
    shop: 'trail-and-carry',
    sku: 'PT450',
    axes: ['colour', 'size'],
    members: [
      { values: ['black', 'small'], priceDelta: -4000, stock: 18 },
      { values: ['black', 'medium'], priceDelta: 0, stock: 12 },
      { values: ['black', 'large'], priceDelta: 5000, stock: 7 },
      { values: ['sage-green', 'small'], priceDelta: -3000, stock: 5 },
      { values: ['sage-green', 'medium'], priceDelta: 1000, stock: 0 },
    ],
  },
];
