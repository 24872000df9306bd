import type { Language } from '@stallhub/contracts';

// What the order and payment calls answer when they refuse, in the asker's language.
const MESSAGES = {
  nothingToPay: {
    cn: '进货单里没有可购买的商品',
    en: 'Nothing in your purchase list can be bought now',
    ko: '구매 목록에 지금 구매할 수 있는 상품이 없습니다',
    ja: '仕入れリストに今購入できる商品がありません',
    de: 'In Ihrer Einkaufsliste ist derzeit nichts kaufbar',
    fr: 'Rien dans votre liste d’achat ne peut être acheté pour l’instant',
    es: 'No hay nada en su lista de compra que se pueda comprar ahora',
    vi: 'Danh sách nhập hàng không có sản phẩm nào mua được lúc này',
    th: 'ไม่มีสินค้าในรายการสั่งซื้อที่ซื้อได้ตอนนี้',
    'pt-br': 'Nada na sua lista de compras pode ser comprado agora',
  },
  noOrder: {
    cn: '订单不存在',
    en: 'No such order',
    ko: '주문이 없습니다',
    ja: '注文が見つかりません',
    de: 'Diese Bestellung gibt es nicht',
    fr: 'Cette commande n’existe pas',
    es: 'El pedido no existe',
    vi: 'Không có đơn hàng này',
    th: 'ไม่พบคำสั่งซื้อนี้',
    'pt-br': 'Pedido não encontrado',
  },
  alreadyPaid: {
    cn: '订单已支付，无需重复付款',
    en: 'This order is already paid',
    ko: '이미 결제된 주문입니다',
    ja: 'この注文は支払い済みです',
    de: 'Diese Bestellung ist bereits bezahlt',
    fr: 'Cette commande est déjà payée',
    es: 'Este pedido ya está pagado',
    vi: 'Đơn hàng này đã được thanh toán',
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว',
    'pt-br': 'Este pedido já foi pago',
  },
  methodUnavailable: {
    cn: '暂不支持该支付方式',
    en: 'This payment method is not available',
    ko: '이 결제 수단은 사용할 수 없습니다',
    ja: 'この支払い方法は利用できません',
    de: 'Diese Zahlungsart ist nicht verfügbar',
    fr: 'Ce moyen de paiement n’est pas disponible',
    es: 'Este método de pago no está disponible',
    vi: 'Phương thức thanh toán này không khả dụng',
    th: 'ไม่รองรับวิธีชำระเงินนี้',
    'pt-br': 'Esta forma de pagamento não está disponível',
  },
  subject: {
    cn: '档口货源订单 {{orderNo}}',
    en: 'Stallhub order {{orderNo}}',
    ko: 'Stallhub 주문 {{orderNo}}',
    ja: 'Stallhub 注文 {{orderNo}}',
    de: 'Stallhub-Bestellung {{orderNo}}',
    fr: 'Commande Stallhub {{orderNo}}',
    es: 'Pedido Stallhub {{orderNo}}',
    vi: 'Đơn hàng Stallhub {{orderNo}}',
    th: 'คำสั่งซื้อ Stallhub {{orderNo}}',
    'pt-br': 'Pedido Stallhub {{orderNo}}',
  },
} satisfies Record<string, Record<Language, string>>;

export type OrderMessageKey = keyof typeof MESSAGES;
export const orderMessage = (lang: Language, key: OrderMessageKey, values: Record<string, string> = {}) =>
  MESSAGES[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
