import type { Language, NavEntry } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link, useLocation } from 'react-router';
import { formatCount } from '../../components/format-count.ts';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { isCurrentNav } from './nav-rules.ts';

const TAG_STYLE: Record<NonNullable<NavEntry['tag']>, string> = {
  NEW: 'bg-emerald-700',
  SALE: 'bg-rose-700',
  HOT: 'bg-brand',
};

/** The city's navigation bar: tags as small badges, the new-items count, the current page marked. */
export function NavBar({
  lang,
  entries,
  newAmount,
}: {
  lang: Language;
  entries: NavEntry[];
  newAmount: number | null;
}) {
  const { t } = useT();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')} className="border-brand border-b-2 bg-white">
      <ul className="mx-auto flex max-w-[1200px] items-stretch gap-1 overflow-x-auto px-1 [mask-image:linear-gradient(to_right,#000_calc(100%-24px),transparent)] [scrollbar-width:none] xl:px-0">
        {entries.map((entry) => {
          const current = isCurrentNav(entry.path, pathname);
          return (
            <li key={entry.key} className="shrink-0">
              <Link
                to={localePath(lang, entry.path)}
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'relative flex h-10 items-center gap-1 whitespace-nowrap px-2.5 font-medium text-[15px] transition-colors',
                  current ? 'rounded-t-md bg-brand text-white' : 'text-ink hover:text-brand',
                )}
              >
                {t(`nav.${entry.key}`)}
                {entry.showNewAmount && newAmount !== null && newAmount > 0 && (
                  <span
                    className={clsx(
                      'rounded-full px-1.5 text-[11px] leading-4',
                      current ? 'bg-white/25 text-white' : 'bg-brand-soft text-brand',
                    )}
                  >
                    {t('nav.newCount', { n: formatCount(newAmount, HTML_LANG[lang]) })}
                  </span>
                )}
                {entry.tag && (
                  <span
                    className={clsx(
                      'self-start rounded-sm px-1 font-bold text-[9px] text-white leading-[14px] tracking-wide',
                      'mt-1.5',
                      TAG_STYLE[entry.tag],
                    )}
                  >
                    {t(`nav.tags.${entry.tag}`)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
