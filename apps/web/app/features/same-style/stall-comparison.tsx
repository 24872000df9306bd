import type { Language, SameStyleComparison } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';
import { shopPath } from '../catalogue/shop-home/shop-rules.ts';
import { creditLabel } from '../catalogue/stall-badges/badge-rules.ts';

/**
 * The stalls selling the style side by side (issue 15 point 6): each stall's offer with its price (the
 * log-in prompt for guests), sales and credit; the lowest price and the most trusted stall marked, and
 * the item's own stall named. Shown when another stall sells the style.
 */
export function StallComparison({ comparison, lang }: { comparison: SameStyleComparison; lang: Language }) {
  const { t } = useT();
  if (!comparison.stalls.some((stall) => !stall.own)) return null;
  return (
    <section
      aria-labelledby="stall-comparison-title"
      data-testid="stall-comparison"
      className="rounded-lg bg-white p-3 md:p-4"
    >
      <h2 id="stall-comparison-title" className="mb-2 font-bold text-base text-ink md:text-lg">
        {t('sameStyle.compare.title')}
      </h2>
      <table className="w-full table-fixed text-left text-sm">
        <thead className="text-ink-faint text-xs">
          <tr>
            <th scope="col" className="w-[40%] py-1.5 font-normal">
              {t('sameStyle.compare.stall')}
            </th>
            <th scope="col" className="py-1.5 font-normal">
              {t('sameStyle.compare.price')}
            </th>
            <th scope="col" className="py-1.5 font-normal">
              {t('sameStyle.compare.sales')}
            </th>
            <th scope="col" className="py-1.5 font-normal">
              {t('sameStyle.compare.credit')}
            </th>
          </tr>
        </thead>
        <tbody>
          {comparison.stalls.map((stall) => {
            const credit = creditLabel(stall.creditLevel);
            return (
              <tr
                key={stall.shopId}
                data-testid="stall-comparison-row"
                className={clsx('border-line border-t align-top', stall.own && 'bg-brand-soft/40')}
              >
                <th scope="row" className="py-2 pr-2 font-normal">
                  <Link
                    to={shopPath(lang, stall.shopId)}
                    className="block break-words font-medium text-ink hover:text-brand"
                  >
                    {stall.shopName}
                  </Link>
                  <span className="mt-1 flex flex-wrap gap-1 text-xs">
                    {stall.own && (
                      <span className="rounded-sm bg-ink-soft px-1 text-white">{t('sameStyle.source')}</span>
                    )}
                    {stall.cheapest && (
                      <span className="rounded-sm bg-brand px-1 text-white">
                        {t('sameStyle.compare.cheapest')}
                      </span>
                    )}
                    {stall.mostTrusted && (
                      <span className="rounded-sm bg-emerald-700 px-1 text-white">
                        {t('sameStyle.compare.mostTrusted')}
                      </span>
                    )}
                  </span>
                </th>
                <td className="py-2 pr-2">
                  <ItemPrice item={stall} compact />
                </td>
                <td className="py-2 pr-2 text-ink">{stall.saleNum}</td>
                <td className="py-2 text-ink-soft text-xs">{credit ? t(`badge.credit.${credit}`) : '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
