import {
  type City,
  type getCategoryMenu,
  type Language,
  MENU_INLINE_MARKETS,
  MENU_INLINE_STYLES,
  type RouteData,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { splitInline } from './menu-rules.ts';
import { useHoverIntent } from './use-hover-intent.ts';

export type CategoryMenuData = RouteData<typeof getCategoryMenu>;

interface Row {
  id: string;
  title: string;
  inline: ReactNode;
  flyout: ReactNode;
  /** Market and style rows list their entries under the title rather than beside it. */
  stacked?: boolean;
  /** Entries only the flyout shows. */
  more?: number;
}

/**
 * The home page's left menu (spec 3 §2 "Category menu"): top categories with their inline leaves,
 * then markets (15 inline) and styles (9 inline). Each row opens a flyout over the banner listing
 * everything; the title button opens it from the keyboard.
 */
export function CategoryMenu({ lang, menu }: { lang: Language; city: City; menu: CategoryMenuData }) {
  const { t } = useT();
  const { active, hover, open } = useHoverIntent<string>();
  const idBase = useId();
  const markets = splitInline(menu.markets, MENU_INLINE_MARKETS);
  const styles = splitInline(menu.styles, MENU_INLINE_STYLES);
  const link = (
    href: string,
    label: string,
    key: string | number,
    className = 'shrink-0 whitespace-nowrap hover:text-brand',
  ) => (
    <Link key={key} to={localePath(lang, href)} className={className}>
      {label}
    </Link>
  );

  const rows: Row[] = [
    ...menu.categories.map((category) => ({
      id: `c${category.pid}`,
      title: category.pname,
      inline: category.showList.map((leaf) => link(leaf.hrefUrl, leaf.vcname, leaf.vcid)),
      flyout: (
        <dl className="space-y-3">
          {category.list.map((tag) => (
            <div key={tag.tag_id} className="flex gap-4">
              <dt className="w-24 shrink-0 pt-0.5 font-medium text-ink">{tag.tag_name}</dt>
              <dd className="flex flex-1 flex-wrap gap-x-4 gap-y-1.5 border-line border-b pb-3 text-ink-soft">
                {tag.catlist.map((leaf) => link(leaf.href_url, leaf.vcname, leaf.vcid))}
              </dd>
            </div>
          ))}
        </dl>
      ),
    })),
    {
      id: 'markets',
      title: t('menu.markets'),
      stacked: true,
      more: markets.more,
      inline: markets.inline.map((market) => link(market.href, market.name, market.bid)),
      flyout: (
        <FlyoutGrid title={t('menu.allMarkets', { count: menu.markets.length })}>
          {menu.markets.map((market) =>
            link(market.href, market.name, market.bid, 'truncate hover:text-brand'),
          )}
        </FlyoutGrid>
      ),
    },
    {
      id: 'styles',
      title: t('menu.styles'),
      stacked: true,
      more: styles.more,
      inline: styles.inline.map((style) => link(style.href, style.styleName, style.styleId)),
      flyout: (
        <FlyoutGrid title={t('menu.allStyles', { count: menu.styles.length })}>
          {menu.styles.map((style) =>
            link(style.href, style.styleName, style.styleId, 'truncate hover:text-brand'),
          )}
        </FlyoutGrid>
      ),
    },
  ];

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || active === null) return;
    open(null);
    document.getElementById(`${idBase}-${active}-title`)?.focus();
  };

  return (
    <nav
      aria-label={t('menu.label')}
      onMouseLeave={() => open(null)}
      onKeyDown={onKeyDown}
      className="relative h-full rounded-lg bg-white py-2 text-[13px]"
    >
      <ul>
        {rows.map((row) => {
          const expanded = active === row.id;
          const flyoutId = `${idBase}-${row.id}-flyout`;
          return (
            <li key={row.id} onMouseEnter={() => hover(row.id)}>
              <div
                className={clsx(
                  'mx-2 flex gap-x-2 rounded-md px-2.5 py-1.5',
                  row.stacked ? 'mt-1 flex-col border-line border-t pt-2.5' : 'items-center',
                  expanded && 'bg-brand-soft',
                )}
              >
                <button
                  id={`${idBase}-${row.id}-title`}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={flyoutId}
                  onClick={() => open(expanded ? null : row.id)}
                  className={clsx(
                    'flex shrink-0 items-center gap-1 text-left font-semibold text-ink hover:text-brand',
                    row.stacked && 'w-full justify-between',
                    expanded && 'text-brand',
                  )}
                >
                  {row.title}
                  <span className="flex items-center gap-0.5 font-normal text-ink-faint text-xs">
                    {row.more ? t('menu.more', { n: row.more }) : null}
                    <ChevronRightIcon className="size-3.5" />
                  </span>
                </button>
                <div
                  className={clsx(
                    'flex min-w-0 flex-wrap gap-x-2.5 gap-y-1 text-ink-soft',
                    row.stacked ? 'mt-1.5 text-xs' : 'h-5 overflow-hidden',
                  )}
                >
                  {/* A zero-width first item lets a leaf too wide for the line wrap out of sight
                      instead of being cut mid-word (long names in some languages). */}
                  {!row.stacked && <span aria-hidden="true" className="-mr-2.5 h-5" />}
                  {row.inline}
                </div>
              </div>
              <div
                id={flyoutId}
                hidden={!expanded}
                className="absolute top-0 left-full z-30 ml-3 min-h-full w-[min(956px,calc(100vw-290px))] rounded-lg border border-line bg-white p-5 shadow-xl"
              >
                <p className="mb-3 font-semibold text-base text-ink">{row.title}</p>
                {row.flyout}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FlyoutGrid({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <p className="-mt-2 mb-3 text-ink-faint text-xs">{title}</p>
      <div className="grid grid-cols-4 gap-x-4 gap-y-2 text-ink-soft">{children}</div>
    </>
  );
}
