import type { Language } from '@stallhub/contracts';

/** The one text this module answers with: the partner could not be reached or is not set up. */
const UNAVAILABLE: Record<Language, string> = {
  cn: '第三方登录暂时不可用，请稍后再试或使用其他方式登录',
  en: 'This sign-in option is unavailable right now. Please try again later or sign in another way',
  ko: '지금은 이 로그인 방법을 사용할 수 없습니다. 잠시 후 다시 시도하거나 다른 방법으로 로그인하세요',
  ja: '現在この方法ではログインできません。しばらくしてから再度お試しいただくか、別の方法でログインしてください',
  de: 'Diese Anmeldeart ist gerade nicht verfügbar. Bitte später erneut versuchen oder anders anmelden',
  fr: 'Ce mode de connexion est indisponible pour le moment. Réessayez plus tard ou connectez-vous autrement',
  es: 'Este método de inicio de sesión no está disponible ahora. Inténtalo más tarde o inicia sesión de otra forma',
  vi: 'Hiện không thể đăng nhập bằng cách này. Vui lòng thử lại sau hoặc đăng nhập bằng cách khác',
  th: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยวิธีนี้ได้ โปรดลองอีกครั้งภายหลังหรือเข้าสู่ระบบด้วยวิธีอื่น',
  'pt-br': 'Esta forma de entrar está indisponível agora. Tente mais tarde ou entre de outro jeito',
};

export const unavailableMessage = (lang: Language) => UNAVAILABLE[lang];
