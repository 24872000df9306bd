import type { Language } from '@stallhub/contracts';

/** A moment in market time (the stalls' clock), so server and browser render the same text. */
export const marketTime = (lang: Language, iso: string) =>
  new Date(iso).toLocaleString(lang === 'cn' ? 'zh-CN' : lang, {
    timeZone: 'Asia/Shanghai',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
