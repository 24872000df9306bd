import type { Fabric, Group, Season, Sizing, Word } from './categories.ts';

/**
 * Item attribute vocabularies. Items store the code (`items.color = 'black'`), the search filters use
 * the same codes, and pages translate them; SKU colour and size names are the stall's Chinese text.
 */
export interface ColorData {
  id: number;
  code: string;
  /** The stall's name for the colour, as SKUs show it. */
  cn: string;
  en: string;
  hex: string;
}

export const COLORS: readonly ColorData[] = [
  { id: 1, code: 'black', cn: '黑色', en: 'Black', hex: '#232326' },
  { id: 2, code: 'white', cn: '白色', en: 'White', hex: '#f4f2ee' },
  { id: 3, code: 'cream', cn: '米白色', en: 'Cream', hex: '#ece3d2' },
  { id: 4, code: 'apricot', cn: '杏色', en: 'Apricot', hex: '#e6c9a5' },
  { id: 5, code: 'khaki', cn: '卡其色', en: 'Khaki', hex: '#c1a273' },
  { id: 6, code: 'coffee', cn: '咖啡色', en: 'Coffee', hex: '#6f4e37' },
  { id: 7, code: 'camel', cn: '驼色', en: 'Camel', hex: '#b8875a' },
  { id: 8, code: 'grey', cn: '灰色', en: 'Grey', hex: '#9b9ca0' },
  { id: 9, code: 'navy', cn: '藏青色', en: 'Navy', hex: '#26365a' },
  { id: 10, code: 'haze-blue', cn: '雾霾蓝', en: 'Haze Blue', hex: '#8fa4ba' },
  { id: 11, code: 'denim-blue', cn: '牛仔蓝', en: 'Denim Blue', hex: '#4b6b96' },
  { id: 12, code: 'light-blue', cn: '浅蓝色', en: 'Light Blue', hex: '#9fc0de' },
  { id: 13, code: 'burgundy', cn: '酒红色', en: 'Burgundy', hex: '#7b2333' },
  { id: 14, code: 'red', cn: '红色', en: 'Red', hex: '#c8333d' },
  { id: 15, code: 'pink', cn: '粉色', en: 'Pink', hex: '#eab4c2' },
  { id: 16, code: 'purple', cn: '紫色', en: 'Purple', hex: '#8b70b0' },
  { id: 17, code: 'avocado', cn: '牛油果绿', en: 'Avocado Green', hex: '#a9b97a' },
  { id: 18, code: 'dark-green', cn: '墨绿色', en: 'Dark Green', hex: '#2f4e3b' },
  { id: 19, code: 'yellow', cn: '黄色', en: 'Yellow', hex: '#e6c14a' },
  { id: 20, code: 'orange', cn: '橙色', en: 'Orange', hex: '#e07b3a' },
  { id: 21, code: 'silver', cn: '银色', en: 'Silver', hex: '#c4c7cc' },
];

const byCode = new Map(COLORS.map((c) => [c.code, c]));
export const colorByCode = (code: string): ColorData => {
  const color = byCode.get(code);
  if (!color) throw new Error(`Unknown colour ${code}`);
  return color;
};

type Weights = readonly (readonly [string, number])[];

const APPAREL_COLORS: Weights = [
  ['black', 12], ['white', 10], ['cream', 6], ['apricot', 6], ['khaki', 6], ['coffee', 4], ['camel', 4],
  ['grey', 7], ['navy', 5], ['haze-blue', 4], ['burgundy', 4], ['red', 3], ['pink', 5], ['purple', 2],
  ['avocado', 3], ['dark-green', 3], ['yellow', 2], ['orange', 1],
];
const DENIM_COLORS: Weights = [['denim-blue', 10], ['light-blue', 8], ['black', 5], ['grey', 2], ['white', 1]];
const SHOE_COLORS: Weights = [
  ['black', 14], ['white', 10], ['cream', 6], ['apricot', 5], ['khaki', 4], ['coffee', 6], ['camel', 3],
  ['grey', 4], ['burgundy', 2], ['pink', 2], ['silver', 2], ['red', 1],
];
const BAG_COLORS: Weights = [
  ['black', 10], ['white', 5], ['cream', 5], ['apricot', 4], ['khaki', 4], ['coffee', 5], ['camel', 4],
  ['burgundy', 3], ['red', 2], ['pink', 2], ['silver', 1], ['avocado', 1], ['dark-green', 2],
];

export const colorWeights = (group: Group, denim: boolean): Weights =>
  denim
    ? DENIM_COLORS
    : group === 'womenShoes' || group === 'menShoes'
      ? SHOE_COLORS
      : group === 'bags'
        ? BAG_COLORS
        : APPAREL_COLORS;

export const PATTERN_NAMES: Record<string, Word> = {
  solid: ['纯色', 'Solid'],
  stripes: ['条纹', 'Striped'],
  checks: ['格子', 'Plaid'],
  dots: ['波点', 'Polka-Dot'],
  floral: ['碎花', 'Floral'],
};

export const patternWeights = (group: Group, denim: boolean): Weights => {
  if (denim) return [['solid', 1]];
  switch (group) {
    case 'womenShoes':
    case 'menShoes':
      return [['solid', 90], ['checks', 4], ['dots', 2], ['stripes', 2]];
    case 'bags':
      return [['solid', 78], ['checks', 10], ['stripes', 6], ['floral', 4], ['dots', 2]];
    case 'menswear':
      return [['solid', 72], ['stripes', 12], ['checks', 14], ['dots', 2]];
    default:
      return [['solid', 58], ['stripes', 12], ['checks', 10], ['dots', 7], ['floral', 13]];
  }
};

export const FABRIC_NAMES: Record<Fabric, Word> = {
  cotton: ['纯棉', 'Cotton'],
  polyester: ['涤纶', 'Polyester'],
  chiffon: ['雪纺', 'Chiffon'],
  knit: ['针织', 'Knit'],
  denim: ['牛仔布', 'Denim'],
  wool: ['羊毛', 'Wool'],
  linen: ['棉麻', 'Linen'],
  corduroy: ['灯芯绒', 'Corduroy'],
  nylon: ['锦纶', 'Nylon'],
  modal: ['莫代尔', 'Modal'],
  lace: ['蕾丝', 'Lace'],
  silk: ['真丝', 'Silk'],
  cowhide: ['头层牛皮', 'Cowhide Leather'],
  pu: ['PU皮', 'PU Leather'],
  mesh: ['网面', 'Mesh'],
  canvas: ['帆布', 'Canvas'],
  suede: ['绒面', 'Suede'],
};

export const SEASON_NAMES: Record<Season, Word> = {
  spring: ['春季', 'Spring'],
  summer: ['夏季', 'Summer'],
  autumn: ['秋季', 'Autumn'],
  winter: ['冬季', 'Winter'],
  all: ['四季', 'All-Season'],
};

/** Age bands of the suitableAge filter. */
export const ADULT_AGES = ['18-24', '25-29', '30-34', '35-39', '40+'] as const;
export const KID_AGES = ['1-3', '4-7', '8-12', '13-16'] as const;
export const BABY_AGES = ['0-1', '1-3'] as const;

/** The modelId filter: the cut of a garment. Shoes and bags have none. */
export const MODELS: Record<number, Word> = {
  1: ['宽松', 'Loose'],
  2: ['修身', 'Slim'],
  3: ['直筒', 'Straight'],
  4: ['常规', 'Regular'],
  5: ['收腰', 'Fitted Waist'],
  6: ['oversize', 'Oversized'],
};

export const ONE_SIZE = '均码';
export const SIZE_RUNS: Record<Sizing, readonly string[]> = {
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  kids: ['73', '80', '90', '100', '110', '120', '130', '140', '150', '160'],
  womenShoes: ['35', '36', '37', '38', '39', '40'],
  menShoes: ['38', '39', '40', '41', '42', '43', '44'],
  oneSize: [ONE_SIZE],
};

/** Size ids are stable across items: the cart and purchase list carry them (spec 3 §3). */
const ALL_SIZES = [...new Set(Object.values(SIZE_RUNS).flat())];
export const sizeId = (size: string) => {
  const index = ALL_SIZES.indexOf(size);
  if (index < 0) throw new Error(`Unknown size ${size}`);
  return 100 + index;
};
