import type { Group, Word } from './categories.ts';
import { type Translated, tr } from './translations.ts';

export interface StyleData {
  id: number;
  urlPath: string;
  name: Translated;
  /** How a title says it: "韩版" / "Korean-Style". */
  word: Word;
  /** Category groups the style suits; items of other groups do not get it. */
  groups: readonly Group[];
}

const CLOTHES: Group[] = ['womenswear', 'menswear', 'kidswear', 'sports', 'underwear'];
const ALL: Group[] = [...CLOTHES, 'womenShoes', 'menShoes', 'bags'];
const WOMEN: Group[] = ['womenswear', 'womenShoes', 'bags', 'underwear', 'kidswear'];

/** Styles of the menu's style flyout (spec 3 §3 "Style: styleId, styleName, urlPath"). */
export const STYLE_DATA: readonly StyleData[] = [
  { id: 1, urlPath: 'korean', name: tr('韩版', 'Korean', '한국 스타일', '韓国風', 'Koreanisch', 'Coréen', 'Coreano', 'Hàn Quốc', 'สไตล์เกาหลี', 'Coreano'), word: ['韩版', 'Korean-Style'], groups: ALL },
  { id: 2, urlPath: 'western', name: tr('欧美', 'Western', '유럽·미국', '欧米風', 'Westlich', 'Occidental', 'Occidental', 'Âu Mỹ', 'สไตล์ตะวันตก', 'Ocidental'), word: ['欧美风', 'Western-Style'], groups: ALL },
  { id: 3, urlPath: 'japanese', name: tr('日系', 'Japanese', '일본 스타일', '日系', 'Japanisch', 'Japonais', 'Japonés', 'Nhật Bản', 'สไตล์ญี่ปุ่น', 'Japonês'), word: ['日系', 'Japanese-Style'], groups: ALL },
  { id: 4, urlPath: 'minimal-commute', name: tr('简约通勤', 'Minimal Office', '심플 오피스룩', 'シンプル通勤', 'Schlicht fürs Büro', 'Sobre et bureau', 'Minimalista de oficina', 'Công sở tối giản', 'มินิมอลไปทำงาน', 'Minimalista para o trabalho'), word: ['简约通勤', 'Minimalist Office'], groups: ['womenswear', 'menswear', 'womenShoes', 'menShoes', 'bags'] },
  { id: 5, urlPath: 'streetwear', name: tr('街头潮牌', 'Streetwear', '스트리트', 'ストリート', 'Streetwear', 'Streetwear', 'Urbano', 'Đường phố', 'สตรีทแวร์', 'Streetwear'), word: ['街头潮牌', 'Streetwear'], groups: [...CLOTHES, 'womenShoes', 'menShoes', 'bags'] },
  { id: 6, urlPath: 'sweet', name: tr('甜美', 'Sweet', '러블리', 'ガーリー', 'Verspielt', 'Romantique', 'Dulce', 'Ngọt ngào', 'หวานน่ารัก', 'Romântico'), word: ['甜美', 'Sweet'], groups: WOMEN },
  { id: 7, urlPath: 'vintage', name: tr('复古', 'Vintage', '빈티지', 'レトロ', 'Vintage', 'Vintage', 'Vintage', 'Cổ điển', 'วินเทจ', 'Vintage'), word: ['复古', 'Vintage'], groups: ALL },
  { id: 8, urlPath: 'ethnic', name: tr('民族风', 'Ethnic', '에스닉', 'エスニック', 'Ethno', 'Ethnique', 'Étnico', 'Thổ cẩm', 'สไตล์ชนเผ่า', 'Étnico'), word: ['民族风', 'Ethnic-Style'], groups: ['womenswear', 'bags', 'kidswear'] },
  { id: 9, urlPath: 'athleisure', name: tr('运动休闲', 'Athleisure', '애슬레저', 'スポーツカジュアル', 'Athleisure', 'Sportswear chic', 'Deportivo casual', 'Thể thao năng động', 'สปอร์ตลำลอง', 'Esportivo casual'), word: ['运动休闲', 'Athleisure'], groups: ALL },
  { id: 10, urlPath: 'elegant', name: tr('优雅名媛', 'Elegant Lady', '우아한 레이디', 'エレガント', 'Elegant', 'Élégante', 'Elegante', 'Thanh lịch', 'หรูหราสง่างาม', 'Elegante'), word: ['名媛风', 'Elegant'], groups: ['womenswear', 'womenShoes', 'bags'] },
  { id: 11, urlPath: 'preppy', name: tr('学院风', 'Preppy', '프레피', 'プレッピー', 'Preppy', 'Preppy', 'Preppy', 'Học đường', 'สไตล์นักเรียน', 'Preppy'), word: ['学院风', 'Preppy'], groups: ['womenswear', 'menswear', 'kidswear', 'womenShoes', 'bags'] },
  { id: 12, urlPath: 'unisex', name: tr('中性', 'Unisex', '젠더리스', 'ユニセックス', 'Unisex', 'Unisexe', 'Unisex', 'Phi giới tính', 'ยูนิเซ็กซ์', 'Unissex'), word: ['中性风', 'Unisex'], groups: [...CLOTHES, 'bags'] },
  { id: 13, urlPath: 'original-design', name: tr('原创设计', 'Original Design', '오리지널 디자인', 'オリジナルデザイン', 'Eigenes Design', 'Création originale', 'Diseño propio', 'Thiết kế riêng', 'ดีไซน์ออริจินัล', 'Design autoral'), word: ['原创设计', 'Original-Design'], groups: ALL },
  { id: 14, urlPath: 'mori', name: tr('森女', 'Mori Girl', '모리걸', '森ガール', 'Mori-Girl', 'Mori girl', 'Mori girl', 'Mori girl', 'โมริเกิร์ล', 'Mori girl'), word: ['森系', 'Mori-Girl'], groups: ['womenswear', 'bags'] },
  { id: 15, urlPath: 'french', name: tr('法式', 'French', '프렌치', 'フレンチ', 'Französisch', 'À la française', 'Francés', 'Kiểu Pháp', 'สไตล์ฝรั่งเศส', 'Francês'), word: ['法式', 'French-Style'], groups: ['womenswear', 'womenShoes', 'bags'] },
  { id: 16, urlPath: 'new-chinese', name: tr('新中式', 'New Chinese', '뉴 차이니즈', '新中華風', 'Neuer China-Stil', 'Néo-chinois', 'Nuevo chino', 'Tân Trung Hoa', 'สไตล์จีนร่วมสมัย', 'Neochinês'), word: ['新中式', 'New Chinese-Style'], groups: ['womenswear', 'menswear', 'kidswear'] },
];
