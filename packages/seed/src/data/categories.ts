import type { Silhouette } from '../pictures/silhouettes.ts';
import { type Translated, tr } from './translations.ts';

/** A word of a title with its English rendering: [Chinese, English]. */
export type Word = readonly [string, string];

export type Sizing = 'apparel' | 'kids' | 'womenShoes' | 'menShoes' | 'oneSize';
export type Season = 'spring' | 'summer' | 'autumn' | 'winter' | 'all';
export type Fabric =
  | 'cotton'
  | 'polyester'
  | 'chiffon'
  | 'knit'
  | 'denim'
  | 'wool'
  | 'linen'
  | 'corduroy'
  | 'nylon'
  | 'modal'
  | 'lace'
  | 'silk'
  | 'cowhide'
  | 'pu'
  | 'mesh'
  | 'canvas'
  | 'suede';
/** Who a title says the item is for. */
export type Audience = 'women' | 'men' | 'unisex' | 'kids' | 'girls' | 'boys' | 'baby';
export type Group = 'womenswear' | 'menswear' | 'kidswear' | 'womenShoes' | 'menShoes' | 'bags' | 'underwear' | 'sports';

export interface LeafData {
  id: number;
  name: Translated;
  silhouette: Silhouette;
  /** Garment words a title ends with. */
  nouns: readonly Word[];
  /** Wholesale price range in CNY. */
  price: readonly [number, number];
  sizing: Sizing;
  seasons: readonly Season[];
  fabrics: readonly Fabric[];
  audiences: readonly Audience[];
  /** Shown inline in the menu row (the spec's showList). */
  inline: boolean;
  denim: boolean;
}

export interface TagData {
  id: number;
  name: Translated;
  leaves: readonly LeafData[];
}

export interface TopCategoryData {
  id: number;
  group: Group;
  name: Translated;
  tags: readonly TagData[];
}

type LeafOptions = Partial<Pick<LeafData, 'sizing' | 'seasons' | 'fabrics' | 'audiences' | 'inline' | 'denim'>>;

const COLD: Season[] = ['autumn', 'winter'];
const MILD: Season[] = ['spring', 'autumn', 'all'];
const WARM: Season[] = ['summer', 'spring'];
const CLOTH: Fabric[] = ['cotton', 'polyester', 'linen'];
const KNIT: Fabric[] = ['knit', 'wool', 'cotton'];
const COAT: Fabric[] = ['polyester', 'nylon', 'wool', 'cotton'];
const SHOE: Fabric[] = ['cowhide', 'pu', 'suede'];
const SNEAKER: Fabric[] = ['mesh', 'pu', 'cowhide', 'canvas'];

function makeLeaf(defaults: LeafOptions) {
  return (
    id: number,
    name: Translated,
    silhouette: Silhouette,
    nouns: readonly Word[],
    price: readonly [number, number],
    options: LeafOptions = {},
  ): LeafData => ({
    id,
    name,
    silhouette,
    nouns,
    price,
    sizing: 'apparel',
    seasons: MILD,
    fabrics: CLOTH,
    audiences: ['women'],
    inline: false,
    denim: false,
    ...defaults,
    ...options,
  });
}

const women = makeLeaf({ audiences: ['women'] });
const men = makeLeaf({ audiences: ['men'] });
const kids = makeLeaf({ sizing: 'kids', audiences: ['kids', 'girls', 'boys'] });
const womenShoe = makeLeaf({ sizing: 'womenShoes', audiences: ['women'], fabrics: SHOE });
const menShoe = makeLeaf({ sizing: 'menShoes', audiences: ['men'], fabrics: SHOE });
const accessory = makeLeaf({ sizing: 'oneSize', audiences: ['women', 'unisex'], fabrics: ['pu', 'canvas', 'nylon', 'cowhide'], seasons: ['all'] });
const lingerie = makeLeaf({ audiences: ['women'], fabrics: ['cotton', 'modal', 'lace'], seasons: ['all'] });
const sport = makeLeaf({ audiences: ['unisex', 'women', 'men'], fabrics: ['polyester', 'nylon', 'cotton'] });

const T = {
  tops: tr('上装', 'Tops', '상의', 'トップス', 'Oberteile', 'Hauts', 'Partes de arriba', 'Áo', 'เสื้อ', 'Partes de cima'),
  outerwear: tr('外套', 'Outerwear', '아우터', 'アウター', 'Jacken & Mäntel', 'Manteaux et vestes', 'Abrigos y chaquetas', 'Áo khoác', 'เสื้อคลุม', 'Casacos'),
  trousers: tr('裤装', 'Trousers', '팬츠', 'パンツ', 'Hosen', 'Pantalons', 'Pantalones', 'Quần', 'กางเกง', 'Calças'),
  casualShoes: tr('休闲鞋', 'Casual Shoes', '캐주얼화', 'カジュアルシューズ', 'Freizeitschuhe', 'Chaussures décontractées', 'Zapatos casuales', 'Giày thường', 'รองเท้าลำลอง', 'Calçados casuais'),
  boots: tr('靴子', 'Boots', '부츠', 'ブーツ', 'Stiefel', 'Bottes', 'Botas', 'Bốt', 'รองเท้าบูท', 'Botas'),
  sandals: tr('凉拖', 'Sandals & Slippers', '샌들·슬리퍼', 'サンダル・スリッパ', 'Sandalen & Pantoletten', 'Sandales et mules', 'Sandalias y chanclas', 'Dép & sandal', 'รองเท้าแตะและรัดส้น', 'Sandálias e chinelos'),
};

const N = {
  tshirt: tr('T恤', 'T-shirts', '티셔츠', 'Tシャツ', 'T-Shirts', 'T-shirts', 'Camisetas', 'Áo thun', 'เสื้อยืด', 'Camisetas'),
  hoodie: tr('卫衣', 'Sweatshirts & Hoodies', '맨투맨·후드티', 'スウェット・パーカー', 'Sweatshirts & Hoodies', 'Sweats et hoodies', 'Sudaderas', 'Áo nỉ & hoodie', 'เสื้อสเวตเตอร์และฮู้ดดี้', 'Moletons'),
  down: tr('羽绒服', 'Down Jackets', '패딩', 'ダウンジャケット', 'Daunenjacken', 'Doudounes', 'Plumíferos', 'Áo phao lông vũ', 'เสื้อขนเป็ด', 'Jaquetas puffer'),
  jeans: tr('牛仔裤', 'Jeans', '청바지', 'ジーンズ', 'Jeans', 'Jeans', 'Vaqueros', 'Quần jeans', 'กางเกงยีนส์', 'Calças jeans'),
  casualTrousers: tr('休闲裤', 'Casual Trousers', '캐주얼 팬츠', 'カジュアルパンツ', 'Freizeithosen', 'Pantalons décontractés', 'Pantalones casuales', 'Quần dài', 'กางเกงลำลอง', 'Calças casuais'),
  shorts: tr('短裤', 'Shorts', '반바지', 'ショートパンツ', 'Shorts', 'Shorts', 'Pantalones cortos', 'Quần short', 'กางเกงขาสั้น', 'Shorts'),
  sandals: tr('凉鞋', 'Sandals', '샌들', 'サンダル', 'Sandalen', 'Sandales', 'Sandalias', 'Sandal', 'รองเท้ารัดส้น', 'Sandálias'),
  canvas: tr('帆布鞋', 'Canvas Shoes', '캔버스화', 'キャンバスシューズ', 'Canvas-Schuhe', 'Chaussures en toile', 'Zapatillas de lona', 'Giày vải', 'รองเท้าผ้าใบแคนวาส', 'Tênis de lona'),
};

/** The category tree: top-level categories (pid), tag groups (tag_id) and leaves (vcid). */
export const CATEGORY_DATA: readonly TopCategoryData[] = [
  {
    id: 1,
    group: 'womenswear',
    name: tr('女装', "Women's Clothing", '여성의류', 'レディース', 'Damenmode', 'Mode femme', 'Moda mujer', 'Thời trang nữ', 'เสื้อผ้าผู้หญิง', 'Moda feminina'),
    tags: [
      {
        id: 11,
        name: T.tops,
        leaves: [
          women(101, N.tshirt, 'tshirt', [['短袖T恤', 'Short-Sleeve T-Shirt'], ['长袖T恤', 'Long-Sleeve T-Shirt'], ['打底衫', 'Base Layer Top'], ['印花T恤', 'Graphic T-Shirt']], [15, 59], { seasons: [...WARM, 'autumn'], fabrics: ['cotton', 'modal', 'polyester'], inline: true }),
          women(102, tr('衬衫', 'Shirts & Blouses', '셔츠·블라우스', 'シャツ・ブラウス', 'Hemden & Blusen', 'Chemises et blouses', 'Camisas y blusas', 'Áo sơ mi', 'เสื้อเชิ้ต', 'Camisas e blusas'), 'shirt', [['衬衫', 'Shirt'], ['雪纺衬衫', 'Chiffon Blouse'], ['衬衣', 'Blouse'], ['娃娃领衬衫', 'Peter Pan Collar Shirt']], [35, 99], { fabrics: ['cotton', 'chiffon', 'linen', 'silk'] }),
          women(103, N.hoodie, 'hoodie', [['连帽卫衣', 'Hooded Sweatshirt'], ['圆领卫衣', 'Crew-Neck Sweatshirt'], ['加绒卫衣', 'Fleece-Lined Sweatshirt']], [45, 129], { seasons: COLD, fabrics: ['cotton', 'polyester'] }),
          women(104, tr('针织衫', 'Knitwear', '니트', 'ニット', 'Strickwaren', 'Mailles', 'Punto', 'Áo len', 'เสื้อถัก', 'Tricôs'), 'sweater', [['针织开衫', 'Knit Cardigan'], ['毛衣', 'Sweater'], ['高领毛衣', 'Turtleneck Sweater'], ['针织衫', 'Knit Top']], [39, 139], { seasons: COLD, fabrics: KNIT, inline: true }),
          women(105, tr('马甲', 'Vests', '조끼', 'ベスト', 'Westen', 'Gilets', 'Chalecos', 'Áo gile', 'เสื้อกั๊ก', 'Coletes'), 'vest', [['马甲', 'Vest'], ['针织马甲', 'Knit Vest'], ['西装马甲', 'Suit Vest']], [35, 99], { fabrics: ['knit', 'polyester', 'wool'] }),
        ],
      },
      {
        id: 12,
        name: T.outerwear,
        leaves: [
          women(106, tr('外套', 'Jackets', '재킷', 'ジャケット', 'Jacken', 'Vestes', 'Chaquetas', 'Áo khoác', 'แจ็กเก็ต', 'Jaquetas'), 'coat', [['外套', 'Jacket'], ['西装外套', 'Blazer'], ['短款夹克', 'Cropped Jacket'], ['牛仔外套', 'Denim Jacket']], [69, 239], { fabrics: COAT, inline: true }),
          women(107, tr('风衣', 'Trench Coats', '트렌치코트', 'トレンチコート', 'Trenchcoats', 'Trenchs', 'Gabardinas', 'Áo măng tô', 'เทรนช์โค้ท', 'Trench coats'), 'coat', [['风衣', 'Trench Coat'], ['中长款风衣', 'Mid-Length Trench Coat']], [99, 299], { seasons: ['spring', 'autumn'], fabrics: ['cotton', 'polyester'] }),
          women(108, N.down, 'coat', [['羽绒服', 'Down Jacket'], ['短款羽绒服', 'Short Down Jacket'], ['面包服', 'Puffer Jacket']], [129, 399], { seasons: ['winter'], fabrics: ['nylon', 'polyester'] }),
          women(109, tr('毛呢大衣', 'Wool Coats', '울 코트', 'ウールコート', 'Wollmäntel', 'Manteaux en laine', 'Abrigos de lana', 'Áo dạ', 'โค้ทผ้าวูล', 'Casacos de lã'), 'coat', [['毛呢大衣', 'Wool Coat'], ['双面呢大衣', 'Double-Faced Wool Coat'], ['呢子外套', 'Woollen Coat']], [159, 400], { seasons: COLD, fabrics: ['wool'] }),
        ],
      },
      {
        id: 13,
        name: tr('裙装', 'Dresses & Skirts', '원피스·스커트', 'ワンピース・スカート', 'Kleider & Röcke', 'Robes et jupes', 'Vestidos y faldas', 'Váy & đầm', 'ชุดเดรสและกระโปรง', 'Vestidos e saias'),
        leaves: [
          women(110, tr('连衣裙', 'Dresses', '원피스', 'ワンピース', 'Kleider', 'Robes', 'Vestidos', 'Đầm', 'ชุดเดรส', 'Vestidos'), 'dress', [['连衣裙', 'Dress'], ['针织连衣裙', 'Knit Dress'], ['长裙', 'Maxi Dress'], ['碎花裙', 'Floral Dress']], [49, 199], { seasons: ['all', 'spring', 'summer', 'autumn'], fabrics: ['chiffon', 'cotton', 'knit', 'polyester'], inline: true }),
          women(111, tr('半身裙', 'Skirts', '스커트', 'スカート', 'Röcke', 'Jupes', 'Faldas', 'Chân váy', 'กระโปรง', 'Saias'), 'skirt', [['半身裙', 'Skirt'], ['百褶裙', 'Pleated Skirt'], ['A字裙', 'A-Line Skirt'], ['包臀裙', 'Pencil Skirt']], [35, 119], { fabrics: ['polyester', 'wool', 'denim', 'corduroy'] }),
        ],
      },
      {
        id: 14,
        name: T.trousers,
        leaves: [
          women(112, N.jeans, 'trousers', [['牛仔裤', 'Jeans'], ['直筒牛仔裤', 'Straight-Leg Jeans'], ['阔腿牛仔裤', 'Wide-Leg Jeans'], ['喇叭牛仔裤', 'Flared Jeans']], [45, 139], { fabrics: ['denim'], denim: true, inline: true }),
          women(113, N.casualTrousers, 'trousers', [['休闲裤', 'Casual Trousers'], ['阔腿裤', 'Wide-Leg Trousers'], ['西装裤', 'Suit Trousers'], ['工装裤', 'Cargo Trousers']], [39, 119], { fabrics: ['polyester', 'cotton', 'corduroy'] }),
          women(114, N.shorts, 'shorts', [['短裤', 'Shorts'], ['牛仔短裤', 'Denim Shorts'], ['热裤', 'Hot Pants']], [19, 69], { seasons: ['summer'], fabrics: ['denim', 'cotton'] }),
        ],
      },
      {
        id: 15,
        name: tr('套装', 'Sets', '세트', 'セットアップ', 'Sets', 'Ensembles', 'Conjuntos', 'Đồ bộ', 'ชุดเซ็ต', 'Conjuntos'),
        leaves: [
          women(115, tr('时尚套装', 'Co-ord Sets', '투피스 세트', 'セットアップ', 'Zweiteiler', 'Ensembles coordonnés', 'Conjuntos a juego', 'Đồ bộ thời trang', 'ชุดเซ็ตแฟชั่น', 'Conjuntos coordenados'), 'shirt', [['两件套', 'Two-Piece Set'], ['套装', 'Co-Ord Set'], ['针织套装', 'Knit Set']], [69, 229], { fabrics: ['knit', 'polyester', 'linen'] }),
        ],
      },
    ],
  },
  {
    id: 2,
    group: 'menswear',
    name: tr('男装', "Men's Clothing", '남성의류', 'メンズ', 'Herrenmode', 'Mode homme', 'Moda hombre', 'Thời trang nam', 'เสื้อผ้าผู้ชาย', 'Moda masculina'),
    tags: [
      {
        id: 21,
        name: T.tops,
        leaves: [
          men(201, N.tshirt, 'tshirt', [['短袖T恤', 'Short-Sleeve T-Shirt'], ['长袖T恤', 'Long-Sleeve T-Shirt'], ['打底衫', 'Base Layer Top']], [19, 69], { seasons: [...WARM, 'autumn'], fabrics: ['cotton', 'polyester'], inline: true }),
          men(202, tr('衬衫', 'Shirts', '셔츠', 'シャツ', 'Hemden', 'Chemises', 'Camisas', 'Áo sơ mi', 'เสื้อเชิ้ต', 'Camisas'), 'shirt', [['衬衫', 'Shirt'], ['长袖衬衫', 'Long-Sleeve Shirt'], ['格子衬衫', 'Plaid Shirt']], [39, 109], { fabrics: ['cotton', 'linen', 'polyester'] }),
          men(203, N.hoodie, 'hoodie', [['连帽卫衣', 'Hooded Sweatshirt'], ['圆领卫衣', 'Crew-Neck Sweatshirt']], [49, 139], { seasons: COLD, fabrics: ['cotton', 'polyester'] }),
          men(204, tr('毛衣', 'Sweaters', '스웨터', 'セーター', 'Pullover', 'Pulls', 'Jerséis', 'Áo len', 'เสื้อสเวตเตอร์', 'Suéteres'), 'sweater', [['毛衣', 'Sweater'], ['针织衫', 'Knit Sweater'], ['半高领毛衣', 'Mock-Neck Sweater']], [49, 159], { seasons: COLD, fabrics: KNIT }),
          men(211, tr('POLO衫', 'Polo Shirts', '폴로 셔츠', 'ポロシャツ', 'Poloshirts', 'Polos', 'Polos', 'Áo polo', 'เสื้อโปโล', 'Camisas polo'), 'tshirt', [['POLO衫', 'Polo Shirt'], ['翻领T恤', 'Polo T-Shirt']], [29, 89], { seasons: WARM, fabrics: ['cotton', 'polyester'] }),
        ],
      },
      {
        id: 22,
        name: T.outerwear,
        leaves: [
          men(205, tr('夹克', 'Jackets', '재킷', 'ジャケット', 'Jacken', 'Blousons', 'Cazadoras', 'Áo khoác', 'แจ็กเก็ต', 'Jaquetas'), 'coat', [['夹克', 'Jacket'], ['飞行员夹克', 'Bomber Jacket'], ['工装夹克', 'Utility Jacket']], [79, 259], { fabrics: COAT, inline: true }),
          men(206, tr('西装', 'Suits & Blazers', '정장·블레이저', 'スーツ・ブレザー', 'Anzüge & Sakkos', 'Costumes et blazers', 'Trajes y americanas', 'Vest & blazer', 'สูทและเบลเซอร์', 'Ternos e blazers'), 'coat', [['西装', 'Suit'], ['西装外套', 'Blazer'], ['休闲西服', 'Casual Blazer']], [99, 359], { fabrics: ['wool', 'polyester'], seasons: ['all', 'autumn'] }),
          men(207, N.down, 'coat', [['羽绒服', 'Down Jacket'], ['连帽羽绒服', 'Hooded Down Jacket']], [139, 400], { seasons: ['winter'], fabrics: ['nylon', 'polyester'] }),
          men(212, tr('棉服', 'Padded Jackets', '솜패딩', '中綿ジャケット', 'Steppjacken', 'Vestes matelassées', 'Chaquetas acolchadas', 'Áo khoác bông', 'เสื้อบุนวม', 'Jaquetas acolchoadas'), 'coat', [['棉服', 'Padded Jacket'], ['棉衣', 'Quilted Jacket']], [89, 259], { seasons: ['winter'], fabrics: ['polyester', 'cotton'] }),
        ],
      },
      {
        id: 23,
        name: T.trousers,
        leaves: [
          men(208, N.jeans, 'trousers', [['牛仔裤', 'Jeans'], ['直筒牛仔裤', 'Straight-Leg Jeans'], ['修身牛仔裤', 'Slim Jeans']], [49, 149], { fabrics: ['denim'], denim: true, inline: true }),
          men(209, N.casualTrousers, 'trousers', [['休闲裤', 'Casual Trousers'], ['工装裤', 'Cargo Trousers'], ['束脚裤', 'Jogger Trousers']], [39, 129], { fabrics: ['cotton', 'polyester', 'corduroy'] }),
          men(210, N.shorts, 'shorts', [['短裤', 'Shorts'], ['五分裤', 'Knee-Length Shorts']], [25, 79], { seasons: ['summer'], fabrics: ['cotton', 'denim', 'polyester'] }),
        ],
      },
    ],
  },
  {
    id: 3,
    group: 'kidswear',
    name: tr('童装', "Kids' Clothing", '아동복', 'キッズ', 'Kindermode', 'Mode enfant', 'Moda infantil', 'Quần áo trẻ em', 'เสื้อผ้าเด็ก', 'Moda infantil'),
    tags: [
      {
        id: 31,
        name: T.tops,
        leaves: [
          kids(301, tr('儿童T恤', "Kids' T-shirts", '아동 티셔츠', 'キッズTシャツ', 'Kinder-T-Shirts', 'T-shirts enfant', 'Camisetas infantiles', 'Áo thun trẻ em', 'เสื้อยืดเด็ก', 'Camisetas infantis'), 'tshirt', [['T恤', 'T-Shirt'], ['卡通T恤', 'Cartoon T-Shirt']], [15, 45], { seasons: WARM, fabrics: ['cotton'] }),
          kids(302, tr('儿童卫衣', "Kids' Sweatshirts", '아동 맨투맨', 'キッズスウェット', 'Kinder-Sweatshirts', 'Sweats enfant', 'Sudaderas infantiles', 'Áo nỉ trẻ em', 'เสื้อสเวตเตอร์เด็ก', 'Moletons infantis'), 'hoodie', [['卫衣', 'Sweatshirt'], ['连帽卫衣', 'Hooded Sweatshirt']], [29, 89], { seasons: COLD, fabrics: ['cotton'] }),
          kids(309, tr('儿童毛衣', "Kids' Sweaters", '아동 스웨터', 'キッズセーター', 'Kinderpullover', 'Pulls enfant', 'Jerséis infantiles', 'Áo len trẻ em', 'เสื้อไหมพรมเด็ก', 'Suéteres infantis'), 'sweater', [['毛衣', 'Sweater'], ['针织开衫', 'Knit Cardigan']], [35, 99], { seasons: COLD, fabrics: KNIT }),
        ],
      },
      {
        id: 32,
        name: T.outerwear,
        leaves: [
          kids(303, tr('儿童外套', "Kids' Jackets", '아동 재킷', 'キッズジャケット', 'Kinderjacken', 'Vestes enfant', 'Chaquetas infantiles', 'Áo khoác trẻ em', 'แจ็กเก็ตเด็ก', 'Jaquetas infantis'), 'coat', [['外套', 'Jacket'], ['冲锋衣外套', 'Windbreaker']], [49, 159], { fabrics: COAT }),
          kids(304, tr('儿童羽绒服', "Kids' Down Jackets", '아동 패딩', 'キッズダウン', 'Kinder-Daunenjacken', 'Doudounes enfant', 'Plumíferos infantiles', 'Áo phao trẻ em', 'เสื้อขนเป็ดเด็ก', 'Jaquetas puffer infantis'), 'coat', [['羽绒服', 'Down Jacket'], ['轻薄羽绒服', 'Lightweight Down Jacket']], [79, 229], { seasons: ['winter'], fabrics: ['nylon', 'polyester'] }),
        ],
      },
      {
        id: 33,
        name: tr('下装裙装', 'Bottoms & Skirts', '하의·스커트', 'ボトムス・スカート', 'Hosen & Röcke', 'Bas et jupes', 'Pantalones y faldas', 'Quần & váy', 'กางเกงและกระโปรง', 'Calças e saias'),
        leaves: [
          kids(305, tr('女童连衣裙', "Girls' Dresses", '여아 원피스', '女の子ワンピース', 'Mädchenkleider', 'Robes fille', 'Vestidos de niña', 'Đầm bé gái', 'ชุดเดรสเด็กหญิง', 'Vestidos de menina'), 'dress', [['连衣裙', 'Dress'], ['公主裙', 'Princess Dress'], ['背心裙', 'Pinafore Dress']], [35, 129], { audiences: ['girls'], seasons: ['all', 'spring', 'autumn'], fabrics: ['cotton', 'chiffon', 'knit'], inline: true }),
          kids(306, tr('儿童裤', "Kids' Trousers", '아동 바지', 'キッズパンツ', 'Kinderhosen', 'Pantalons enfant', 'Pantalones infantiles', 'Quần trẻ em', 'กางเกงเด็ก', 'Calças infantis'), 'trousers', [['裤子', 'Trousers'], ['加绒裤', 'Fleece-Lined Trousers'], ['牛仔裤', 'Jeans']], [25, 79], { fabrics: ['cotton', 'denim', 'corduroy'] }),
          kids(310, tr('女童半身裙', "Girls' Skirts", '여아 스커트', '女の子スカート', 'Mädchenröcke', 'Jupes fille', 'Faldas de niña', 'Chân váy bé gái', 'กระโปรงเด็กหญิง', 'Saias de menina'), 'skirt', [['半身裙', 'Skirt'], ['百褶裙', 'Pleated Skirt'], ['蓬蓬裙', 'Tutu Skirt']], [25, 79], { audiences: ['girls'], fabrics: ['polyester', 'cotton'] }),
        ],
      },
      {
        id: 34,
        name: tr('婴童', 'Baby', '베이비', 'ベビー', 'Baby', 'Bébé', 'Bebé', 'Em bé', 'ทารก', 'Bebê'),
        leaves: [
          kids(307, tr('儿童套装', "Kids' Sets", '아동 세트', 'キッズセットアップ', 'Kinder-Sets', 'Ensembles enfant', 'Conjuntos infantiles', 'Đồ bộ trẻ em', 'ชุดเซ็ตเด็ก', 'Conjuntos infantis'), 'tshirt', [['套装', 'Set'], ['两件套', 'Two-Piece Set']], [39, 139], { fabrics: ['cotton', 'knit'], inline: true }),
          kids(308, tr('婴儿连体衣', 'Baby Rompers', '아기 우주복', 'ベビーロンパース', 'Baby-Strampler', 'Grenouillères', 'Peleles de bebé', 'Bộ liền thân em bé', 'ชุดบอดี้สูททารก', 'Macacões de bebê'), 'tshirt', [['连体衣', 'Romper'], ['爬服', 'Crawling Suit']], [25, 89], { audiences: ['baby'], fabrics: ['cotton'] }),
        ],
      },
    ],
  },
  {
    id: 4,
    group: 'womenShoes',
    name: tr('女鞋', "Women's Shoes", '여성화', 'レディースシューズ', 'Damenschuhe', 'Chaussures femme', 'Zapatos de mujer', 'Giày nữ', 'รองเท้าผู้หญิง', 'Calçados femininos'),
    tags: [
      {
        id: 41,
        name: tr('单鞋', 'Pumps & Flats', '구두·플랫', 'パンプス・フラット', 'Pumps & Ballerinas', 'Escarpins et ballerines', 'Salones y bailarinas', 'Giày cao gót & bệt', 'รองเท้าส้นสูงและส้นแบน', 'Scarpins e sapatilhas'),
        leaves: [
          womenShoe(401, tr('高跟鞋', 'High Heels', '하이힐', 'ハイヒール', 'High Heels', 'Talons hauts', 'Tacones', 'Giày cao gót', 'รองเท้าส้นสูง', 'Salto alto'), 'heel', [['高跟鞋', 'High Heels'], ['细跟单鞋', 'Stiletto Pumps'], ['粗跟鞋', 'Block Heels']], [49, 189], { seasons: ['all', 'spring', 'autumn'] }),
          womenShoe(402, tr('单鞋', 'Flats', '플랫슈즈', 'フラットシューズ', 'Ballerinas', 'Ballerines', 'Bailarinas', 'Giày búp bê', 'รองเท้าส้นแบน', 'Sapatilhas'), 'heel', [['单鞋', 'Flats'], ['平底鞋', 'Flat Shoes'], ['芭蕾舞鞋', 'Ballet Flats']], [39, 139], { seasons: ['spring', 'autumn'] }),
          womenShoe(403, tr('乐福鞋', 'Loafers', '로퍼', 'ローファー', 'Loafer', 'Mocassins', 'Mocasines', 'Giày lười', 'รองเท้าโลฟเฟอร์', 'Mocassins'), 'sneaker', [['乐福鞋', 'Loafers'], ['小皮鞋', 'Leather Loafers']], [59, 169], { seasons: ['spring', 'autumn'] }),
          womenShoe(411, tr('玛丽珍鞋', 'Mary Janes', '메리제인', 'メリージェーン', 'Mary Janes', 'Babies', 'Merceditas', 'Giày Mary Jane', 'รองเท้าแมรี่เจน', 'Sapatos boneca'), 'heel', [['玛丽珍鞋', 'Mary Jane Shoes']], [49, 149], { seasons: ['spring', 'autumn'] }),
        ],
      },
      {
        id: 42,
        name: T.casualShoes,
        leaves: [
          womenShoe(404, tr('小白鞋', 'White Sneakers', '화이트 스니커즈', '白スニーカー', 'Weiße Sneaker', 'Baskets blanches', 'Zapatillas blancas', 'Giày trắng', 'รองเท้าผ้าใบสีขาว', 'Tênis brancos'), 'sneaker', [['小白鞋', 'White Sneakers'], ['板鞋', 'Skate Shoes']], [49, 159], { fabrics: SNEAKER, seasons: ['all'], inline: true }),
          womenShoe(405, tr('老爹鞋', 'Chunky Sneakers', '어글리 슈즈', 'ダッドスニーカー', 'Chunky Sneaker', 'Baskets chunky', 'Zapatillas chunky', 'Giày chunky', 'รองเท้าผ้าใบพื้นหนา', 'Tênis chunky'), 'sneaker', [['老爹鞋', 'Chunky Sneakers'], ['厚底运动鞋', 'Platform Sneakers']], [59, 199], { fabrics: SNEAKER, seasons: ['all'] }),
          womenShoe(406, N.canvas, 'sneaker', [['帆布鞋', 'Canvas Shoes'], ['高帮帆布鞋', 'High-Top Canvas Shoes']], [29, 99], { fabrics: ['canvas'], seasons: ['spring', 'summer'] }),
        ],
      },
      {
        id: 43,
        name: T.boots,
        leaves: [
          womenShoe(407, tr('短靴', 'Ankle Boots', '앵클부츠', 'ショートブーツ', 'Stiefeletten', 'Bottines', 'Botines', 'Bốt cổ ngắn', 'รองเท้าบูทหุ้มข้อ', 'Botas de cano curto'), 'boot', [['短靴', 'Ankle Boots'], ['切尔西靴', 'Chelsea Boots'], ['马丁靴', 'Martin Boots']], [79, 259], { seasons: COLD, inline: true }),
          womenShoe(408, tr('长靴', 'Knee-high Boots', '롱부츠', 'ロングブーツ', 'Hohe Stiefel', 'Bottes hautes', 'Botas altas', 'Bốt cao cổ', 'รองเท้าบูทยาว', 'Botas de cano alto'), 'boot', [['长靴', 'Knee-High Boots'], ['过膝靴', 'Over-the-Knee Boots']], [99, 299], { seasons: ['winter'] }),
          womenShoe(412, tr('雪地靴', 'Snow Boots', '어그부츠', 'ムートンブーツ', 'Schneestiefel', 'Bottes de neige', 'Botas de nieve', 'Bốt tuyết', 'รองเท้าบูทหิมะ', 'Botas de neve'), 'boot', [['雪地靴', 'Snow Boots'], ['加绒雪地靴', 'Fleece-Lined Snow Boots']], [59, 199], { seasons: ['winter'], fabrics: ['suede', 'cowhide'] }),
        ],
      },
      {
        id: 44,
        name: T.sandals,
        leaves: [
          womenShoe(409, N.sandals, 'sandal', [['凉鞋', 'Sandals'], ['罗马凉鞋', 'Gladiator Sandals']], [29, 119], { seasons: ['summer'], inline: true }),
          womenShoe(410, tr('拖鞋', 'Slippers', '슬리퍼', 'スリッパ', 'Pantoletten', 'Mules', 'Chanclas', 'Dép lê', 'รองเท้าแตะ', 'Chinelos'), 'sandal', [['拖鞋', 'Slippers'], ['外穿拖鞋', 'Outdoor Slides']], [15, 59], { seasons: ['summer', 'all'], fabrics: ['pu', 'suede'] }),
        ],
      },
    ],
  },
  {
    id: 5,
    group: 'menShoes',
    name: tr('男鞋', "Men's Shoes", '남성화', 'メンズシューズ', 'Herrenschuhe', 'Chaussures homme', 'Zapatos de hombre', 'Giày nam', 'รองเท้าผู้ชาย', 'Calçados masculinos'),
    tags: [
      {
        id: 51,
        name: T.casualShoes,
        leaves: [
          menShoe(501, tr('板鞋', 'Skate Shoes', '스케이트화', 'スケートシューズ', 'Skateschuhe', 'Chaussures de skate', 'Zapatillas de skate', 'Giày sneaker', 'รองเท้าสเก็ต', 'Tênis de skate'), 'sneaker', [['板鞋', 'Skate Shoes'], ['休闲板鞋', 'Casual Sneakers']], [49, 169], { fabrics: SNEAKER, seasons: ['all'], inline: true }),
          menShoe(502, tr('运动鞋', 'Sports Shoes', '운동화', 'スポーツシューズ', 'Sportschuhe', 'Chaussures de sport', 'Zapatillas deportivas', 'Giày thể thao', 'รองเท้ากีฬา', 'Tênis esportivos'), 'sneaker', [['运动鞋', 'Sports Shoes'], ['跑步鞋', 'Running Shoes'], ['篮球鞋', 'Basketball Shoes']], [59, 219], { fabrics: ['mesh', 'pu'], seasons: ['all'] }),
          menShoe(509, N.canvas, 'sneaker', [['帆布鞋', 'Canvas Shoes'], ['低帮帆布鞋', 'Low-Top Canvas Shoes']], [29, 99], { fabrics: ['canvas'], seasons: ['spring', 'summer'] }),
        ],
      },
      {
        id: 52,
        name: tr('皮鞋', 'Leather Shoes', '구두', '革靴', 'Lederschuhe', 'Chaussures en cuir', 'Zapatos de piel', 'Giày da', 'รองเท้าหนัง', 'Sapatos de couro'),
        leaves: [
          menShoe(503, tr('商务皮鞋', 'Dress Shoes', '정장 구두', 'ビジネスシューズ', 'Business-Schuhe', 'Chaussures de ville', 'Zapatos de vestir', 'Giày tây', 'รองเท้าหนังทางการ', 'Sapatos sociais'), 'sneaker', [['皮鞋', 'Leather Shoes'], ['商务皮鞋', 'Business Shoes'], ['德比鞋', 'Derby Shoes']], [89, 299], { fabrics: ['cowhide', 'pu'], seasons: ['all'] }),
          menShoe(504, tr('豆豆鞋', 'Driving Loafers', '드라이빙 슈즈', 'ドライビングシューズ', 'Mokassins', 'Mocassins de conduite', 'Mocasines de conducir', 'Giày lười lái xe', 'รองเท้าโลฟเฟอร์ขับรถ', 'Mocassins drive'), 'sneaker', [['豆豆鞋', 'Driving Loafers'], ['一脚蹬懒人鞋', 'Slip-On Loafers']], [59, 189], { seasons: ['spring', 'autumn'] }),
        ],
      },
      {
        id: 53,
        name: T.boots,
        leaves: [
          menShoe(505, tr('马丁靴', 'Martin Boots', '워커 부츠', 'マーチンブーツ', 'Schnürstiefel', 'Bottes Martin', 'Botas Martin', 'Bốt Martin', 'รองเท้าบูทมาร์ติน', 'Coturnos'), 'boot', [['马丁靴', 'Martin Boots'], ['高帮马丁靴', 'High-Top Martin Boots']], [89, 279], { seasons: COLD, inline: true }),
          menShoe(506, tr('工装靴', 'Work Boots', '워크부츠', 'ワークブーツ', 'Arbeitsstiefel', 'Bottes de travail', 'Botas de trabajo', 'Bốt lao động', 'รองเท้าบูทเวิร์ก', 'Botas de trabalho'), 'boot', [['工装靴', 'Work Boots'], ['户外靴', 'Outdoor Boots']], [99, 299], { seasons: COLD }),
        ],
      },
      {
        id: 54,
        name: T.sandals,
        leaves: [
          menShoe(507, N.sandals, 'sandal', [['凉鞋', 'Sandals'], ['沙滩鞋', 'Beach Sandals']], [29, 129], { seasons: ['summer'] }),
          menShoe(508, tr('拖鞋', 'Slides', '슬리퍼', 'スライドサンダル', 'Badelatschen', 'Claquettes', 'Chanclas', 'Dép lê', 'รองเท้าแตะ', 'Chinelos slide'), 'sandal', [['拖鞋', 'Slides'], ['凉拖', 'Summer Slides']], [15, 69], { seasons: ['summer', 'all'], fabrics: ['pu'] }),
        ],
      },
    ],
  },
  {
    id: 6,
    group: 'bags',
    name: tr('箱包配饰', 'Bags & Accessories', '가방·잡화', 'バッグ・小物', 'Taschen & Accessoires', 'Sacs et accessoires', 'Bolsos y complementos', 'Túi xách & phụ kiện', 'กระเป๋าและเครื่องประดับ', 'Bolsas e acessórios'),
    tags: [
      {
        id: 61,
        name: tr('包袋', 'Bags', '가방', 'バッグ', 'Taschen', 'Sacs', 'Bolsos', 'Túi', 'กระเป๋า', 'Bolsas'),
        leaves: [
          accessory(601, tr('手提包', 'Handbags', '핸드백', 'ハンドバッグ', 'Handtaschen', 'Sacs à main', 'Bolsos de mano', 'Túi xách tay', 'กระเป๋าถือ', 'Bolsas de mão'), 'bag', [['手提包', 'Handbag'], ['托特包', 'Tote Bag']], [49, 229], { audiences: ['women'], inline: true }),
          accessory(602, tr('单肩包', 'Shoulder Bags', '숄더백', 'ショルダーバッグ', 'Schultertaschen', "Sacs d'épaule", 'Bolsos de hombro', 'Túi đeo vai', 'กระเป๋าสะพายไหล่', 'Bolsas de ombro'), 'bag', [['单肩包', 'Shoulder Bag'], ['腋下包', 'Underarm Bag']], [39, 199], { audiences: ['women'] }),
          accessory(603, tr('斜挎包', 'Crossbody Bags', '크로스백', '斜めがけバッグ', 'Umhängetaschen', 'Sacs bandoulière', 'Bandoleras', 'Túi đeo chéo', 'กระเป๋าสะพายข้าง', 'Bolsas transversais'), 'bag', [['斜挎包', 'Crossbody Bag'], ['链条包', 'Chain Bag'], ['小方包', 'Small Square Bag']], [35, 179] ),
          accessory(604, tr('双肩包', 'Backpacks', '백팩', 'リュック', 'Rucksäcke', 'Sacs à dos', 'Mochilas', 'Ba lô', 'กระเป๋าเป้', 'Mochilas'), 'backpack', [['双肩包', 'Backpack'], ['书包', 'School Bag']], [39, 189], { audiences: ['unisex', 'women', 'men'], fabrics: ['nylon', 'canvas', 'pu'], inline: true }),
          accessory(605, tr('帆布包', 'Tote Bags', '캔버스백', 'トートバッグ', 'Stoffbeutel', 'Tote bags', 'Bolsas de tela', 'Túi vải', 'กระเป๋าผ้า', 'Ecobags'), 'bag', [['帆布包', 'Canvas Tote'], ['购物袋', 'Shopping Bag']], [19, 69], { fabrics: ['canvas'] }),
        ],
      },
      {
        id: 62,
        name: tr('帽子围巾', 'Hats & Scarves', '모자·스카프', '帽子・マフラー', 'Mützen & Schals', 'Chapeaux et écharpes', 'Gorros y bufandas', 'Mũ & khăn', 'หมวกและผ้าพันคอ', 'Chapéus e cachecóis'),
        leaves: [
          accessory(606, tr('棒球帽', 'Baseball Caps', '야구모자', 'キャップ', 'Baseballkappen', 'Casquettes', 'Gorras', 'Mũ lưỡi trai', 'หมวกแก๊ป', 'Bonés'), 'cap', [['棒球帽', 'Baseball Cap'], ['鸭舌帽', 'Peaked Cap']], [15, 59], { audiences: ['unisex'], fabrics: ['cotton', 'polyester'] }),
          accessory(607, tr('渔夫帽', 'Bucket Hats', '버킷햇', 'バケットハット', 'Fischerhüte', 'Bobs', 'Gorros de pescador', 'Mũ bucket', 'หมวกบักเก็ต', 'Chapéus bucket'), 'cap', [['渔夫帽', 'Bucket Hat']], [15, 59], { audiences: ['unisex', 'women'], fabrics: ['cotton', 'polyester'] }),
          accessory(608, tr('围巾', 'Scarves', '목도리', 'マフラー', 'Schals', 'Écharpes', 'Bufandas', 'Khăn quàng cổ', 'ผ้าพันคอ', 'Cachecóis'), 'scarf', [['围巾', 'Scarf'], ['针织围巾', 'Knit Scarf'], ['格子围巾', 'Plaid Scarf']], [19, 99], { seasons: COLD, fabrics: ['wool', 'knit'] }),
          accessory(609, tr('丝巾', 'Silk Scarves', '실크 스카프', 'シルクスカーフ', 'Seidentücher', 'Foulards en soie', 'Pañuelos de seda', 'Khăn lụa', 'ผ้าพันคอผ้าไหม', 'Lenços de seda'), 'scarf', [['丝巾', 'Silk Scarf'], ['小方巾', 'Square Scarf']], [19, 89], { audiences: ['women'], fabrics: ['silk', 'polyester'] }),
        ],
      },
    ],
  },
  {
    id: 7,
    group: 'underwear',
    name: tr('内衣家居', 'Underwear & Loungewear', '언더웨어·홈웨어', 'インナー・ルームウェア', 'Wäsche & Loungewear', 'Lingerie et intérieur', 'Ropa interior y de casa', 'Đồ lót & đồ mặc nhà', 'ชุดชั้นในและชุดอยู่บ้าน', 'Roupa íntima e de casa'),
    tags: [
      {
        id: 71,
        name: tr('内衣', 'Lingerie', '란제리', 'ランジェリー', 'Dessous', 'Lingerie', 'Lencería', 'Nội y', 'ชุดชั้นใน', 'Lingerie'),
        leaves: [
          lingerie(701, tr('文胸', 'Bras', '브라', 'ブラジャー', 'BHs', 'Soutiens-gorge', 'Sujetadores', 'Áo ngực', 'เสื้อชั้นใน', 'Sutiãs'), 'bra', [['文胸', 'Bra'], ['无钢圈文胸', 'Wireless Bra'], ['聚拢文胸', 'Push-Up Bra']], [19, 79]),
          lingerie(702, tr('内衣套装', 'Lingerie Sets', '속옷 세트', 'ブラショーツセット', 'Wäsche-Sets', 'Ensembles de lingerie', 'Conjuntos de lencería', 'Bộ nội y', 'ชุดชั้นในเซ็ต', 'Conjuntos de lingerie'), 'bra', [['内衣套装', 'Lingerie Set'], ['蕾丝内衣', 'Lace Lingerie']], [29, 99]),
          lingerie(706, tr('保暖内衣', 'Thermal Underwear', '내복', '保温インナー', 'Thermounterwäsche', 'Sous-vêtements thermiques', 'Ropa interior térmica', 'Đồ giữ nhiệt', 'ชุดชั้นในกันหนาว', 'Roupa térmica'), 'sweater', [['保暖内衣', 'Thermal Underwear'], ['秋衣秋裤', 'Thermal Top and Bottoms']], [29, 99], { audiences: ['women', 'men', 'unisex'], seasons: COLD, fabrics: ['cotton', 'modal'] }),
        ],
      },
      {
        id: 72,
        name: tr('家居服', 'Loungewear', '홈웨어', 'ルームウェア', 'Loungewear', "Vêtements d'intérieur", 'Ropa de casa', 'Đồ mặc nhà', 'ชุดอยู่บ้าน', 'Roupa de casa'),
        leaves: [
          lingerie(703, tr('睡衣套装', 'Pajama Sets', '잠옷 세트', 'パジャマ', 'Pyjamas', 'Pyjamas', 'Pijamas', 'Bộ đồ ngủ', 'ชุดนอน', 'Pijamas'), 'shirt', [['睡衣套装', 'Pajama Set'], ['睡衣', 'Pajamas']], [39, 139], { audiences: ['women', 'men'], fabrics: ['cotton', 'modal', 'silk'], inline: true }),
          lingerie(704, tr('睡裙', 'Nightdresses', '슬립 원피스', 'ネグリジェ', 'Nachthemden', 'Chemises de nuit', 'Camisones', 'Váy ngủ', 'ชุดนอนกระโปรง', 'Camisolas'), 'dress', [['睡裙', 'Nightdress'], ['吊带睡裙', 'Slip Nightdress']], [29, 99], { fabrics: ['cotton', 'modal', 'silk'] }),
          lingerie(705, tr('家居服', 'Loungewear', '홈웨어', 'ルームウェア', 'Loungewear', "Tenues d'intérieur", 'Ropa de estar por casa', 'Đồ mặc nhà', 'ชุดอยู่บ้าน', 'Roupa de ficar em casa'), 'hoodie', [['家居服', 'Loungewear'], ['家居服套装', 'Loungewear Set']], [39, 129], { audiences: ['women', 'men'], fabrics: ['cotton', 'knit'] }),
        ],
      },
      {
        id: 73,
        name: tr('袜子打底', 'Socks & Leggings', '양말·레깅스', '靴下・レギンス', 'Socken & Leggings', 'Chaussettes et leggings', 'Calcetines y leggings', 'Tất & quần legging', 'ถุงเท้าและเลกกิ้ง', 'Meias e leggings'),
        leaves: [
          lingerie(707, tr('袜子', 'Socks', '양말', '靴下', 'Socken', 'Chaussettes', 'Calcetines', 'Tất', 'ถุงเท้า', 'Meias'), 'socks', [['袜子', 'Socks'], ['中筒袜', 'Crew Socks'], ['船袜', 'No-Show Socks']], [15, 39], { sizing: 'oneSize', audiences: ['women', 'men', 'unisex'], fabrics: ['cotton'], inline: true }),
          lingerie(708, tr('打底裤', 'Leggings', '레깅스', 'レギンス', 'Leggings', 'Leggings', 'Leggings', 'Quần legging', 'เลกกิ้ง', 'Leggings'), 'trousers', [['打底裤', 'Leggings'], ['鲨鱼裤', 'Shark Pants']], [19, 69], { fabrics: ['nylon', 'cotton'], seasons: ['all', 'autumn'] }),
        ],
      },
    ],
  },
  {
    id: 8,
    group: 'sports',
    name: tr('运动户外', 'Sports & Outdoor', '스포츠·아웃도어', 'スポーツ・アウトドア', 'Sport & Outdoor', 'Sport et plein air', 'Deporte y aire libre', 'Thể thao & dã ngoại', 'กีฬาและกิจกรรมกลางแจ้ง', 'Esporte e aventura'),
    tags: [
      {
        id: 81,
        name: tr('运动上装', 'Sports Tops', '스포츠 상의', 'スポーツトップス', 'Sportoberteile', 'Hauts de sport', 'Tops deportivos', 'Áo thể thao', 'เสื้อกีฬา', 'Tops esportivos'),
        leaves: [
          sport(801, tr('运动T恤', 'Sports T-shirts', '스포츠 티셔츠', 'スポーツTシャツ', 'Sport-T-Shirts', 'T-shirts de sport', 'Camisetas deportivas', 'Áo thun thể thao', 'เสื้อยืดกีฬา', 'Camisetas esportivas'), 'tshirt', [['运动T恤', 'Sports T-Shirt'], ['速干T恤', 'Quick-Dry T-Shirt']], [25, 79], { seasons: WARM }),
          sport(802, tr('运动卫衣', 'Sports Hoodies', '스포츠 후드티', 'スポーツパーカー', 'Sport-Hoodies', 'Sweats de sport', 'Sudaderas deportivas', 'Hoodie thể thao', 'ฮู้ดดี้กีฬา', 'Moletons esportivos'), 'hoodie', [['运动卫衣', 'Sports Hoodie'], ['连帽运动衫', 'Hooded Sports Top']], [49, 149], { seasons: COLD }),
          sport(803, tr('运动套装', 'Tracksuits', '트레이닝 세트', 'ジャージセット', 'Trainingsanzüge', 'Survêtements', 'Chándales', 'Bộ đồ thể thao', 'ชุดวอร์ม', 'Conjuntos esportivos'), 'hoodie', [['运动套装', 'Tracksuit'], ['卫衣套装', 'Sweatsuit']], [69, 199], { inline: true }),
          sport(808, tr('运动背心', 'Sports Tank Tops', '스포츠 나시', 'スポーツタンクトップ', 'Sport-Tanktops', 'Débardeurs de sport', 'Camisetas de tirantes', 'Áo ba lỗ thể thao', 'เสื้อกล้ามกีฬา', 'Regatas esportivas'), 'vest', [['运动背心', 'Sports Tank Top'], ['健身背心', 'Gym Tank Top']], [19, 59], { seasons: ['summer'] }),
        ],
      },
      {
        id: 82,
        name: tr('运动下装', 'Sports Bottoms', '스포츠 하의', 'スポーツボトムス', 'Sporthosen', 'Bas de sport', 'Pantalones deportivos', 'Quần thể thao', 'กางเกงกีฬา', 'Calças esportivas'),
        leaves: [
          sport(804, tr('运动裤', 'Joggers', '트레이닝 팬츠', 'ジョガーパンツ', 'Jogginghosen', 'Joggings', 'Pantalones de chándal', 'Quần jogger', 'กางเกงจ๊อกเกอร์', 'Calças de moletom'), 'trousers', [['运动裤', 'Joggers'], ['束脚卫裤', 'Cuffed Sweatpants']], [39, 119]),
          sport(805, tr('运动短裤', 'Sports Shorts', '스포츠 반바지', 'スポーツショーツ', 'Sportshorts', 'Shorts de sport', 'Pantalones cortos deportivos', 'Quần short thể thao', 'กางเกงขาสั้นกีฬา', 'Shorts esportivos'), 'shorts', [['运动短裤', 'Sports Shorts'], ['跑步短裤', 'Running Shorts']], [19, 69], { seasons: ['summer'] }),
          sport(807, tr('瑜伽服', 'Yoga Wear', '요가복', 'ヨガウェア', 'Yoga-Kleidung', 'Tenues de yoga', 'Ropa de yoga', 'Đồ tập yoga', 'ชุดโยคะ', 'Roupas de ioga'), 'bra', [['瑜伽服', 'Yoga Set'], ['健身服', 'Workout Set']], [39, 139], { audiences: ['women'], seasons: ['all'], fabrics: ['nylon', 'polyester'] }),
        ],
      },
      {
        id: 83,
        name: tr('户外', 'Outdoor', '아웃도어', 'アウトドア', 'Outdoor', 'Plein air', 'Aire libre', 'Dã ngoại', 'กลางแจ้ง', 'Ao ar livre'),
        leaves: [
          sport(806, tr('冲锋衣', 'Outdoor Jackets', '바람막이', 'マウンテンパーカー', 'Outdoorjacken', 'Vestes coupe-vent', 'Chaquetas de montaña', 'Áo khoác gió', 'แจ็กเก็ตกันลม', 'Jaquetas corta-vento'), 'coat', [['冲锋衣', 'Outdoor Jacket'], ['三合一冲锋衣', '3-in-1 Outdoor Jacket']], [129, 399], { seasons: COLD, inline: true }),
          sport(809, tr('防晒衣', 'Sun-protection Jackets', '자외선 차단 재킷', 'UVカットパーカー', 'UV-Schutzjacken', 'Vestes anti-UV', 'Chaquetas con protección solar', 'Áo chống nắng', 'เสื้อกันแดด', 'Jaquetas com proteção UV'), 'hoodie', [['防晒衣', 'Sun-Protection Jacket'], ['冰丝防晒衫', 'Ice-Silk Sun Shirt']], [29, 99], { seasons: ['summer'] }),
        ],
      },
    ],
  },
];

export const ALL_LEAVES: readonly LeafData[] = CATEGORY_DATA.flatMap((top) => top.tags.flatMap((tag) => tag.leaves));

const groupOfLeaf = new Map<number, Group>(
  CATEGORY_DATA.flatMap((top) => top.tags.flatMap((tag) => tag.leaves.map((leaf) => [leaf.id, top.group] as const))),
);

/** The group of the top-level category a leaf sits under. */
export function leafGroup(leafId: number): Group {
  const group = groupOfLeaf.get(leafId);
  if (!group) throw new Error(`Unknown leaf category ${leafId}`);
  return group;
}

export function leafById(leafId: number): LeafData {
  const leaf = ALL_LEAVES.find((l) => l.id === leafId);
  if (!leaf) throw new Error(`Unknown leaf category ${leafId}`);
  return leaf;
}

export const leavesOfGroup = (group: Group): readonly LeafData[] =>
  CATEGORY_DATA.filter((top) => top.group === group).flatMap((top) => top.tags.flatMap((tag) => tag.leaves));
