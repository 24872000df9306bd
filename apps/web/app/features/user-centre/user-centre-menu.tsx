import type { Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { currentPage, menuFor, userCentreHref } from './pages.ts';

/**
 * The user centre's menu: a sidebar of groups on a desktop, one scrolling row of tabs on a phone.
 * Plain links, so every page opens with its own loader (and the sign-in check) on the server.
 */
export function UserCentreMenu({
  lang,
  unread,
  stallOwner,
}: {
  lang: Language;
  unread: number;
  stallOwner: boolean;
}) {
  const { t } = useT();
  const here = currentPage(useLocation().pathname);
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is one scrolling row: bring the current page's tab into view.
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <nav ref={menu} aria-label={t('userCentre.menuLabel')} data-testid="user-centre-menu">
      <ul className="-mx-3 flex gap-1 overflow-x-auto border-line border-b bg-white px-3 py-2 md:mx-0 md:flex-col md:gap-4 md:overflow-visible md:rounded-lg md:border-0 md:p-4">
        {menuFor(stallOwner).map(({ group, pages }) => (
          <li key={group} className="contents md:block">
            <h2 className="hidden px-2 pb-1 font-semibold text-ink-faint text-xs uppercase md:block">
              {t(`userCentre.group.${group}`)}
            </h2>
            <ul className="contents md:flex md:flex-col md:gap-0.5">
              {pages.map((page) => (
                <li key={page.key} className="shrink-0">
                  <a
                    href={userCentreHref(lang, page.path)}
                    aria-current={here === page.key ? 'page' : undefined}
                    className={clsx(
                      'flex items-center justify-between gap-2 whitespace-nowrap rounded-full px-3 py-1.5 text-sm md:whitespace-normal md:rounded-md md:px-2',
                      here === page.key
                        ? 'bg-brand-soft font-medium text-brand'
                        : 'text-ink hover:bg-page hover:text-brand',
                    )}
                  >
                    {t(`userCentre.page.${page.key}`)}
                    {page.key === 'messages' && unread > 0 && (
                      <span className="rounded-full bg-brand px-1.5 text-white text-xs leading-5">
                        {unread > 99 ? '99+' : unread}
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
