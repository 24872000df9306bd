import type { Language } from '@stallhub/contracts';

// The address book's refusal when full, shown to the buyer as the envelope's message. {max} is the limit.
const LIMIT_TEXT: Record<Language, string> = {
  cn: '最多保存 {max} 个收货地址，请先删除不用的地址',
  en: 'You can keep at most {max} delivery addresses. Delete one you no longer use first',
  ko: '배송지는 최대 {max}개까지 저장할 수 있습니다. 사용하지 않는 주소를 먼저 삭제해 주세요',
  ja: 'お届け先は最大 {max} 件まで保存できます。使わない住所を先に削除してください',
  de: 'Du kannst höchstens {max} Lieferadressen speichern. Lösche zuerst eine, die du nicht mehr brauchst',
  fr: 'Vous pouvez enregistrer au plus {max} adresses de livraison. Supprimez d’abord une adresse inutilisée',
  es: 'Puedes guardar como máximo {max} direcciones de envío. Elimina primero una que ya no uses',
  vi: 'Bạn chỉ lưu được tối đa {max} địa chỉ nhận hàng. Hãy xóa một địa chỉ không dùng nữa trước',
  th: 'บันทึกที่อยู่จัดส่งได้สูงสุด {max} รายการ โปรดลบที่อยู่ที่ไม่ใช้แล้วก่อน',
  'pt-br': 'Você pode guardar no máximo {max} endereços de entrega. Exclua primeiro um que não usa mais',
};

export const addressLimitMessage = (lang: Language, max: number) =>
  LIMIT_TEXT[lang].replace('{max}', String(max));
