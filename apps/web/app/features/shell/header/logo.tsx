import type { City, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';

/** The wordmark: a stall-awning mark, "Stallhub" and the Chinese trade name 档口批发 under it. */
export function Logo({ lang, city, small = false }: { lang: Language; city: City; small?: boolean }) {
  const { t } = useT();
  return (
    // Named by a hidden text rather than aria-label, whose name would have to contain every word shown
    // (WCAG 2.5.3): the trade name 档口批发 is a picture of the brand to a reader of another language.
    <Link to={localePath(lang, `/${city}`)} className="flex shrink-0 items-center gap-2 text-ink">
      <span className="sr-only">{t('header.homeLink')}</span>
      <svg viewBox="0 0 40 40" aria-hidden="true" className={clsx('shrink-0', small ? 'size-8' : 'size-10')}>
        <rect width="40" height="40" rx="10" fill="var(--color-brand-mark)" />
        <path d="M8 15h24l-2.5-6h-19z" fill="#fff" />
        <path
          d="M8 15c0 2.2 1.8 3.6 4 3.6s4-1.4 4-3.6c0 2.2 1.8 3.6 4 3.6s4-1.4 4-3.6c0 2.2 1.8 3.6 4 3.6s4-1.4 4-3.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
        />
        <path d="M11 21v10h18V21" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
        <path d="M17 31v-5h6v5" fill="#fff" />
      </svg>
      <span aria-hidden="true" className="flex flex-col leading-none">
        <span className={clsx('font-extrabold tracking-tight', small ? 'text-lg' : 'text-[22px]')}>
          Stall<span className="text-brand">hub</span>
        </span>
        {!small && (
          <span className="mt-1 text-[11px] text-ink-soft tracking-[0.3em]" lang="zh-CN">
            档口批发
          </span>
        )}
      </span>
    </Link>
  );
}
