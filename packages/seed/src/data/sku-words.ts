import { COLORS, ONE_SIZE } from './attributes.ts';
import { LACK_REASONS, REFUND_RULES } from './shop-words.ts';
import { type Translated, tr } from './translations.ts';

/** What a catalogue value names: a SKU's colour or size, its lack reason, an item's return rule. */
export type CatalogueValueKind = 'color' | 'size' | 'lackReason' | 'refundRule';

const COLOR_NAMES: Record<string, Translated> = {
  black: tr('黑色', 'Black', '블랙', 'ブラック', 'Schwarz', 'Noir', 'Negro', 'Đen', 'สีดำ', 'Preto'),
  white: tr('白色', 'White', '화이트', 'ホワイト', 'Weiß', 'Blanc', 'Blanco', 'Trắng', 'สีขาว', 'Branco'),
  cream: tr('米白色', 'Cream', '아이보리', 'オフホワイト', 'Cremeweiß', 'Crème', 'Crema', 'Trắng kem', 'สีครีม', 'Off-white'),
  apricot: tr('杏色', 'Apricot', '살구색', 'アプリコット', 'Apricot', 'Abricot', 'Albaricoque', 'Màu mơ', 'สีแอปริคอต', 'Damasco'),
  khaki: tr('卡其色', 'Khaki', '카키', 'カーキ', 'Khaki', 'Kaki', 'Caqui', 'Kaki', 'สีกากี', 'Cáqui'),
  coffee: tr('咖啡色', 'Coffee', '브라운', 'ブラウン', 'Kaffeebraun', 'Café', 'Café', 'Nâu cà phê', 'สีน้ำตาลกาแฟ', 'Café'),
  camel: tr('驼色', 'Camel', '카멜', 'キャメル', 'Camel', 'Camel', 'Camel', 'Nâu lạc đà', 'สีอูฐ', 'Caramelo'),
  grey: tr('灰色', 'Grey', '그레이', 'グレー', 'Grau', 'Gris', 'Gris', 'Xám', 'สีเทา', 'Cinza'),
  navy: tr('藏青色', 'Navy', '네이비', 'ネイビー', 'Marineblau', 'Bleu marine', 'Azul marino', 'Xanh than', 'สีกรมท่า', 'Azul-marinho'),
  'haze-blue': tr('雾霾蓝', 'Haze Blue', '더스티 블루', 'くすみブルー', 'Rauchblau', 'Bleu brume', 'Azul niebla', 'Xanh khói', 'สีฟ้าหม่น', 'Azul acinzentado'),
  'denim-blue': tr('牛仔蓝', 'Denim Blue', '데님 블루', 'デニムブルー', 'Jeansblau', 'Bleu denim', 'Azul vaquero', 'Xanh jeans', 'สีน้ำเงินยีนส์', 'Azul jeans'),
  'light-blue': tr('浅蓝色', 'Light Blue', '라이트 블루', 'ライトブルー', 'Hellblau', 'Bleu clair', 'Azul claro', 'Xanh nhạt', 'สีฟ้าอ่อน', 'Azul-claro'),
  burgundy: tr('酒红色', 'Burgundy', '버건디', 'ボルドー', 'Bordeaux', 'Bordeaux', 'Burdeos', 'Đỏ rượu vang', 'สีแดงเบอร์กันดี', 'Bordô'),
  red: tr('红色', 'Red', '레드', 'レッド', 'Rot', 'Rouge', 'Rojo', 'Đỏ', 'สีแดง', 'Vermelho'),
  pink: tr('粉色', 'Pink', '핑크', 'ピンク', 'Rosa', 'Rose', 'Rosa', 'Hồng', 'สีชมพู', 'Rosa'),
  purple: tr('紫色', 'Purple', '퍼플', 'パープル', 'Lila', 'Violet', 'Morado', 'Tím', 'สีม่วง', 'Roxo'),
  avocado: tr('牛油果绿', 'Avocado Green', '아보카도 그린', 'アボカドグリーン', 'Avocadogrün', 'Vert avocat', 'Verde aguacate', 'Xanh bơ', 'สีเขียวอะโวคาโด', 'Verde-abacate'),
  'dark-green': tr('墨绿色', 'Dark Green', '다크 그린', 'ダークグリーン', 'Dunkelgrün', 'Vert foncé', 'Verde oscuro', 'Xanh rêu', 'สีเขียวเข้ม', 'Verde-escuro'),
  yellow: tr('黄色', 'Yellow', '옐로우', 'イエロー', 'Gelb', 'Jaune', 'Amarillo', 'Vàng', 'สีเหลือง', 'Amarelo'),
  orange: tr('橙色', 'Orange', '오렌지', 'オレンジ', 'Orange', 'Orange', 'Naranja', 'Cam', 'สีส้ม', 'Laranja'),
  silver: tr('银色', 'Silver', '실버', 'シルバー', 'Silber', 'Argent', 'Plateado', 'Bạc', 'สีเงิน', 'Prata'),
};

const LACK_REASON_NAMES: readonly Translated[] = [
  tr('档口断货', 'Sold out at the stall', '매장 품절', '店舗で品切れ', 'Am Stand ausverkauft', 'Épuisé au stand', 'Agotado en el puesto', 'Sạp đã hết hàng', 'หมดที่แผงร้าน', 'Esgotado na banca'),
  tr('面料缺货', 'Fabric out of stock', '원단 품절', '生地の在庫切れ', 'Stoff nicht vorrätig', 'Tissu en rupture', 'Tejido agotado', 'Hết vải', 'ผ้าหมด', 'Tecido em falta'),
  tr('工厂补货中', 'Factory restocking', '공장 재입고 중', '工場で再入荷準備中', 'Fabrik produziert nach', 'Réassort en usine', 'Fábrica reponiendo', 'Xưởng đang bổ sung hàng', 'โรงงานกำลังเติมสินค้า', 'Fábrica repondo o estoque'),
  tr('该尺码已售罄', 'This size is sold out', '해당 사이즈 품절', 'このサイズは完売', 'Diese Größe ist ausverkauft', 'Cette taille est épuisée', 'Esta talla está agotada', 'Size này đã bán hết', 'ไซซ์นี้ขายหมดแล้ว', 'Este tamanho esgotou'),
];

const REFUND_RULE_NAMES: readonly Translated[] = [
  tr('7天无理由退换', '7-day returns, no reason needed', '7일 이내 무조건 교환·반품', '7日間理由を問わず返品・交換可', 'Rückgabe oder Umtausch 7 Tage ohne Angabe von Gründen', 'Retour ou échange sous 7 jours sans justification', 'Devolución o cambio en 7 días sin justificar', 'Đổi trả trong 7 ngày không cần lý do', 'คืนหรือเปลี่ยนได้ภายใน 7 วันโดยไม่ต้องระบุเหตุผล', 'Troca ou devolução em 7 dias sem justificativa'),
  tr('支持退换 不影响二次销售', 'Returns and exchanges if the item can still be resold', '재판매에 지장이 없으면 교환·반품 가능', '再販売に支障がなければ返品・交換可', 'Rückgabe und Umtausch, solange die Ware wieder verkäuflich ist', 'Retours et échanges si l’article reste revendable', 'Devoluciones y cambios si el artículo puede revenderse', 'Hỗ trợ đổi trả nếu hàng còn bán lại được', 'คืนหรือเปลี่ยนได้หากสินค้ายังขายต่อได้', 'Aceita troca e devolução se o produto puder ser revendido'),
  tr('只换不退', 'Exchanges only, no refunds', '교환만 가능, 환불 불가', '交換のみ可、返品不可', 'Nur Umtausch, keine Rückerstattung', 'Échange uniquement, pas de remboursement', 'Solo cambios, sin reembolso', 'Chỉ đổi, không trả', 'เปลี่ยนได้เท่านั้น ไม่รับคืน', 'Somente troca, sem reembolso'),
  tr('质量问题包退', 'Refunds for quality defects', '품질 문제 시 반품 보장', '品質不良は返品保証', 'Bei Qualitätsmängeln garantiert', 'Remboursé en cas de défaut', 'Garantizadas ante defectos de calidad', 'Bao trả nếu lỗi chất lượng', 'รับคืนหากมีปัญหาด้านคุณภาพ', 'Garantidas em caso de defeito'),
  tr('特价商品 不退不换', 'Special offer: no returns or exchanges', '특가 상품: 교환·반품 불가', '特価品：返品・交換不可', 'Sonderangebot: kein Umtausch, keine Rückgabe', 'Offre spéciale : ni reprise ni échange', 'Oferta especial: sin cambios ni devoluciones', 'Hàng giảm giá: không đổi trả', 'สินค้าราคาพิเศษ ไม่รับเปลี่ยนหรือคืน', 'Oferta especial: sem troca nem devolução'),
];

const SIZE_NAMES: readonly Translated[] = [
  tr(ONE_SIZE, 'One size', '프리 사이즈', 'フリーサイズ', 'Einheitsgröße', 'Taille unique', 'Talla única', 'Freesize', 'ฟรีไซซ์', 'Tamanho único'),
];

/**
 * The catalogue's Chinese values with their translations. SKUs, carts and orders keep the Chinese
 * value (a cart line's colour matches its SKU); pages translate it. Sizes such as "M" or "38" read the
 * same in every language and have no entry.
 */
export const CATALOGUE_VALUES: Readonly<Record<CatalogueValueKind, readonly Translated[]>> = {
  color: COLORS.map((color) => {
    const names = COLOR_NAMES[color.code];
    if (!names || names.cn !== color.cn) throw new Error(`Colour ${color.code} has no translations`);
    return names;
  }),
  size: SIZE_NAMES,
  lackReason: LACK_REASON_NAMES,
  refundRule: REFUND_RULE_NAMES,
};

/** Every Chinese value a seeded SKU or item can hold has its translations (checked when loaded). */
for (const [kind, source] of [
  ['lackReason', LACK_REASONS],
  ['refundRule', REFUND_RULES],
] as const) {
  const known = new Set(CATALOGUE_VALUES[kind].map((t) => t.cn));
  const missing = source.filter((value) => !known.has(value));
  if (missing.length > 0) throw new Error(`${kind} without translations: ${missing.join(', ')}`);
}
