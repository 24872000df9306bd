import type { ShopItemDistro } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { clearFilters, type SearchState, toQueryString } from '../../search-results/search-params.ts';

const chip = 'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm';
const chipIdle = 'border-line bg-white text-ink hover:border-brand hover:text-brand';
const chipOn = 'border-brand bg-brand text-white';

/**
 * The stall's categories with how many on-shelf items each holds (/apif/shop/item/distro). A category opens
 * its /shop/{id}/{vcid} form; the words and the sort stay, the facet filters go (their values differ).
 */
export function ShopCategories({
  distro,
  state,
  path,
}: {
  distro: ShopItemDistro;
  state: SearchState;
  path: string;
}) {
  const { t } = useT();
  if (distro.categories.length < 2) return null;
  const keep = toQueryString({ ...clearFilters(state), vcid: undefined });
  const chosen = state.vcid;
  return (
    <nav
      aria-label={t('shopHome.categories')}
      data-testid="shop-categories"
      className="flex gap-2 overflow-x-auto pb-1 md:flex-wrap md:overflow-visible"
    >
      <Link
        to={path + keep}
        aria-current={chosen === undefined ? 'page' : undefined}
        className={clsx(chip, 'shrink-0', chosen === undefined ? chipOn : chipIdle)}
      >
        {t('shopHome.allCategories')}
        <span className="text-xs">{distro.total}</span>
      </Link>
      {distro.categories.map((c) => (
        <Link
          key={c.vcid}
          to={`${path}/${c.vcid}${keep}`}
          aria-current={chosen === c.vcid ? 'page' : undefined}
          data-testid="shop-category"
          className={clsx(chip, 'shrink-0', chosen === c.vcid ? chipOn : chipIdle)}
        >
          {c.vcname}
          <span className="text-xs">{c.count}</span>
        </Link>
      ))}
    </nav>
  );
}
