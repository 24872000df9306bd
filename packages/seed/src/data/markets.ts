import type { City } from '@stallhub/contracts';
import { type Translated, tr } from './translations.ts';

/** Kinds of market building; the word is translated, the proper name is romanised. */
const TYPE_WORDS = {
  building: tr('大厦', 'Building', '빌딩', 'ビル', 'Gebäude', 'Immeuble', 'Edificio', 'Tòa nhà', 'อาคาร', 'Edifício'),
  clothingCity: tr('服装城', 'Clothing City', '의류상가', 'アパレルモール', 'Bekleidungszentrum', 'Centre de mode', 'Centro de Ropa', 'Trung tâm quần áo', 'ศูนย์เสื้อผ้า', 'Centro de Roupas'),
  fashionCity: tr('时装城', 'Fashion Mall', '패션몰', 'ファッションモール', 'Modezentrum', 'Galerie de mode', 'Centro de Moda', 'Trung tâm thời trang', 'แฟชั่นมอลล์', 'Shopping de Moda'),
  clothingMarket: tr('服装市场', 'Clothing Market', '의류시장', '衣料品市場', 'Bekleidungsmarkt', 'Marché du vêtement', 'Mercado de Ropa', 'Chợ quần áo', 'ตลาดเสื้อผ้า', 'Mercado de Roupas'),
  plaza: tr('广场', 'Plaza', '플라자', 'プラザ', 'Plaza', 'Plaza', 'Plaza', 'Plaza', 'พลาซ่า', 'Plaza'),
  shoeCity: tr('鞋城', 'Shoe City', '신발상가', 'シューズモール', 'Schuhzentrum', 'Centre de la chaussure', 'Centro del Calzado', 'Trung tâm giày dép', 'ศูนย์รองเท้า', 'Centro de Calçados'),
  denimCity: tr('牛仔城', 'Denim City', '데님상가', 'デニムモール', 'Denim-Zentrum', 'Centre du denim', 'Centro del Denim', 'Trung tâm denim', 'ศูนย์ยีนส์', 'Centro do Jeans'),
  womenswear: tr('女装大楼', 'Womenswear Building', '여성복 빌딩', 'レディースビル', 'Damenmode-Haus', 'Immeuble mode femme', 'Edificio de Moda Mujer', 'Tòa nhà thời trang nữ', 'อาคารเสื้อผ้าผู้หญิง', 'Edifício de Moda Feminina'),
} as const;
type TypeWord = keyof typeof TYPE_WORDS;

/** Languages that put the kind of building before the name ("Centre de mode Baima"). */
const TYPE_FIRST = new Set(['de', 'fr', 'es', 'vi', 'th', 'pt-br']);

export interface BuildingData {
  city: City;
  name: Translated;
  /** Floors, lowest first: "B1", "1F", ... */
  floors: readonly string[];
}

/** [Chinese name, romanised proper name, kind of building, top floor, has a basement] */
type Row = readonly [string, string, TypeWord | null, number, boolean];

const BUILDINGS: Record<City, readonly Row[]> = {
  gz: [
    ['十三行新中国大厦', 'Shisanhang New China', 'building', 6, true],
    ['十三行女人街', 'Shisanhang Women Street', null, 4, false],
    ['大西豪服装城', 'Daxihao', 'clothingCity', 5, false],
    ['宝华服装城', 'Baohua', 'clothingCity', 4, false],
    ['非凡服装城', 'Feifan', 'clothingCity', 5, true],
    ['国投服装城', 'Guotou', 'clothingCity', 4, false],
    ['新百佳服装城', 'Xinbaijia', 'clothingCity', 4, false],
    ['十三行服装城', 'Shisanhang', 'clothingCity', 6, true],
    ['富丽服装大厦', 'Fuli', 'building', 5, false],
    ['沙河南城', 'Shahe Nancheng', null, 6, true],
    ['沙河万佳服装城', 'Shahe Wanjia', 'clothingCity', 5, true],
    ['沙河金马服装城', 'Shahe Jinma', 'clothingCity', 4, false],
    ['佰润服装城', 'Bairun', 'clothingCity', 5, false],
    ['大时代服装城', 'Dashidai', 'clothingCity', 4, false],
    ['益民服装城', 'Yimin', 'clothingCity', 3, false],
    ['白马服装市场', 'Baima', 'clothingMarket', 6, true],
    ['红棉国际时装城', 'Hongmian International', 'fashionCity', 6, true],
    ['天马国际服装城', 'Tianma International', 'clothingCity', 5, false],
    ['站西步步高服装城', 'Zhanxi Bubugao', 'clothingCity', 4, false],
    ['流花服装市场', 'Liuhua', 'clothingMarket', 4, true],
    ['壹马服装广场', 'Yima', 'plaza', 6, true],
    ['广州国际时装城', 'Guangzhou International', 'fashionCity', 5, false],
    ['圣恒服装城', 'Shengheng', 'clothingCity', 4, false],
    ['金麒麟服装城', 'Jinqilin', 'clothingCity', 3, false],
  ],
  pn: [
    ['普宁国际服装城', 'Puning International', 'clothingCity', 5, false],
    ['流沙服装市场', 'Liusha', 'clothingMarket', 4, false],
    ['新佳城服装广场', 'Xinjiacheng', 'plaza', 4, true],
    ['南亚服装城', 'Nanya', 'clothingCity', 3, false],
    ['广达服装城', 'Guangda', 'clothingCity', 4, false],
    ['普宁中国服装城', 'Puning China', 'clothingCity', 5, false],
  ],
  xt: [
    ['新塘国际牛仔城', 'Xintang International', 'denimCity', 5, false],
    ['大敦牛仔城', 'Dadun', 'denimCity', 4, false],
    ['沙埔牛仔城', 'Shapu', 'denimCity', 3, false],
    ['新塘服装城', 'Xintang', 'clothingCity', 4, true],
    ['东华牛仔广场', 'Donghua Denim', 'plaza', 4, false],
  ],
  jfn: [
    ['步云天地鞋城', 'Buyun Tiandi', 'shoeCity', 6, true],
    ['解放南国际鞋城', 'Jiefangnan International', 'shoeCity', 5, false],
    ['金龙盘鞋业广场', 'Jinlongpan Footwear', 'plaza', 4, false],
    ['越秀鞋城', 'Yuexiu', 'shoeCity', 4, true],
    ['南方鞋业大厦', 'Nanfang Footwear', 'building', 5, false],
    ['新洪基鞋城', 'Xinhongji', 'shoeCity', 3, false],
    ['壹号鞋城', 'Yihao', 'shoeCity', 4, false],
  ],
  hz: [
    ['四季青服装市场', 'Sijiqing', 'clothingMarket', 5, true],
    ['意法服饰城', 'Yifa', 'clothingCity', 6, false],
    ['中洲服装市场', 'Zhongzhou', 'clothingMarket', 4, false],
    ['九堡服装城', 'Jiubao', 'clothingCity', 5, false],
    ['新杭派服装市场', 'Xinhangpai', 'clothingMarket', 4, false],
    ['环北丝绸服装城', 'Huanbei Silk', 'clothingCity', 5, true],
    ['置地国际服装城', 'Zhidi International', 'clothingCity', 4, false],
  ],
  hznz: [
    ['四季青女装大楼', 'Sijiqing', 'womenswear', 6, false],
    ['常青服装市场', 'Changqing', 'clothingMarket', 4, false],
    ['杭派女装城', 'Hangpai', 'fashionCity', 5, false],
    ['九天国际女装城', 'Jiutian International', 'fashionCity', 5, true],
    ['中纺中心服装城', 'Zhongfang Center', 'clothingCity', 4, false],
    ['精品女装大厦', 'Jingpin', 'womenswear', 5, false],
  ],
};

function buildingName([cn, roman, type]: Row): Translated {
  if (type === null) return tr(cn, roman, roman, roman, roman, roman, roman, roman, roman, roman);
  const word = TYPE_WORDS[type];
  const named = (lang: keyof Translated) =>
    TYPE_FIRST.has(lang) ? `${word[lang]} ${roman}` : `${roman} ${word[lang]}`;
  return tr(cn, named('en'), named('ko'), named('ja'), named('de'), named('fr'), named('es'), named('vi'), named('th'), named('pt-br'));
}

const floorsOf = (top: number, basement: boolean) => [
  ...(basement ? ['B1'] : []),
  ...Array.from({ length: top }, (_, i) => `${i + 1}F`),
];

export const BUILDING_DATA: readonly BuildingData[] = (Object.keys(BUILDINGS) as City[]).flatMap((city) =>
  BUILDINGS[city].map((row) => ({ city, name: buildingName(row), floors: floorsOf(row[3], row[4]) })),
);
