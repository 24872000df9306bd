import type { Language } from '@stallhub/contracts';
import type { RenderedText } from '../modules/messages/index.ts';

// The demo's platform announcements: words the platform wrote, in Chinese and translated into every
// language of the site, as an operator would publish them (decision 074). Seed data, not UI text.

/** A notice in the demo buyer's message centre. */
export const HOLIDAY_NOTICE: Record<Language, RenderedText> = {
  cn: { title: '平台春节放假安排', body: '春节期间部分档口暂停发货，具体以档口公告为准。' },
  en: {
    title: 'Spring Festival holiday arrangements',
    body: 'Some stalls stop shipping over the Spring Festival; each stall’s notice has its dates.',
  },
  ko: {
    title: '춘절 연휴 운영 안내',
    body: '춘절 기간에는 일부 매장의 발송이 중단됩니다. 자세한 일정은 각 매장 공지를 확인하세요.',
  },
  ja: {
    title: '春節休暇のお知らせ',
    body: '春節期間中は一部の店舗が発送を停止します。詳しくは各店舗のお知らせをご確認ください。',
  },
  de: {
    title: 'Frühlingsfest: Öffnungszeiten',
    body: 'Über das Frühlingsfest versenden einige Stände nicht; die Daten stehen in der Mitteilung des jeweiligen Stands.',
  },
  fr: {
    title: 'Congés du Nouvel An chinois',
    body: 'Certains stands suspendent leurs envois pendant le Nouvel An chinois ; les dates figurent dans l’avis de chaque stand.',
  },
  es: {
    title: 'Vacaciones del Año Nuevo chino',
    body: 'Algunos puestos dejan de enviar durante el Año Nuevo chino; las fechas están en el aviso de cada puesto.',
  },
  vi: {
    title: 'Lịch nghỉ Tết Nguyên đán',
    body: 'Trong dịp Tết, một số sạp tạm ngừng giao hàng; thời gian cụ thể xem trong thông báo của từng sạp.',
  },
  th: {
    title: 'ประกาศวันหยุดตรุษจีน',
    body: 'ช่วงตรุษจีนบางร้านจะหยุดจัดส่งชั่วคราว โปรดดูรายละเอียดในประกาศของแต่ละร้าน',
  },
  'pt-br': {
    title: 'Feriado do Ano Novo Chinês',
    body: 'Algumas bancas suspendem os envios durante o Ano Novo Chinês; as datas estão no aviso de cada banca.',
  },
};

/** The demo's running broadcast. */
export const SERVICE_UPGRADE_BROADCAST: Record<Language, RenderedText> = {
  cn: { title: '一件代发服务升级', body: '一键铺货现已支持更多平台，欢迎体验。' },
  en: {
    title: 'Dropshipping service upgraded',
    body: 'One-click listing now reaches more platforms. Give it a try.',
  },
  ko: {
    title: '위탁 배송 서비스 업그레이드',
    body: '원클릭 상품 등록이 이제 더 많은 플랫폼을 지원합니다. 사용해 보세요.',
  },
  ja: {
    title: 'ドロップシッピングサービスを強化しました',
    body: 'ワンクリック出品の対応プラットフォームが増えました。ぜひお試しください。',
  },
  de: {
    title: 'Dropshipping-Service erweitert',
    body: 'Das Einstellen mit einem Klick erreicht jetzt mehr Plattformen. Probieren Sie es aus.',
  },
  fr: {
    title: 'Service de dropshipping amélioré',
    body: 'La mise en ligne en un clic prend désormais en charge plus de plateformes. Essayez-la.',
  },
  es: {
    title: 'Servicio de dropshipping mejorado',
    body: 'La publicación en un clic ya llega a más plataformas. Pruébala.',
  },
  vi: {
    title: 'Nâng cấp dịch vụ giao hộ',
    body: 'Đăng hàng một chạm nay hỗ trợ thêm nhiều nền tảng. Hãy trải nghiệm.',
  },
  th: { title: 'อัปเกรดบริการดรอปชิป', body: 'การลงสินค้าในคลิกเดียวรองรับแพลตฟอร์มมากขึ้นแล้ว ลองใช้งานได้เลย' },
  'pt-br': {
    title: 'Serviço de dropshipping aprimorado',
    body: 'A publicação com um clique agora chega a mais plataformas. Experimente.',
  },
};
