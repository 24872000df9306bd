import type { ItemDetail, Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { arrivalDate, skuState, stockStatusArticle } from './item-rules.ts';

/**
 * Every colour × size with its stock state: in stock, not for sale (price 0), or out with the stall's
 * reason and expected arrival. Buyers also see each SKU's price; guests get none from the server.
 */
export function SkuTable({
  item,
  lang,
  city,
  loginHref,
}: {
  item: ItemDetail['item'];
  lang: Language;
  /** The item's city, whose help article explains the stock states. */
  city: string;
  loginHref: string;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const priced = item.price != null;
  return (
    <section aria-labelledby="sku-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="sku-title" className="font-bold text-ink text-sm">
          {t('itemDetail.sku.title', {
            colors: t('itemDetail.sku.colorCount', { count: item.colors.length }),
            sizes: t('itemDetail.sku.sizeCount', { count: item.sizes.length }),
          })}
        </h2>
        <a
          href={localePath(lang, stockStatusArticle(city))}
          className="text-ink-soft text-xs underline-offset-2 hover:text-brand hover:underline"
        >
          {t('itemDetail.sku.stockHelp')}
        </a>
        {!priced && (
          <a href={loginHref} className="ml-auto text-brand text-xs hover:underline" data-gate="login">
            {t('itemDetail.sku.loginForPrices')}
          </a>
        )}
      </div>
      <div className="max-h-[320px] overflow-auto rounded-lg border border-line">
        <table data-testid="sku-table" className="w-full border-collapse text-left text-[13px]">
          <thead className="sticky top-0 bg-page text-ink-soft text-xs">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('itemDetail.sku.color')}
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('itemDetail.sku.size')}
              </th>
              {priced && (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('itemDetail.sku.price')}
                </th>
              )}
              <th scope="col" className="px-3 py-2 font-medium">
                {t('itemDetail.sku.stock')}
              </th>
            </tr>
          </thead>
          <tbody>
            {item.skus.map((sku) => {
              const state = skuState(sku);
              return (
                <tr
                  key={sku.id}
                  data-sku={sku.skuid}
                  data-state={state.kind}
                  className={clsx('border-line border-t', state.kind !== 'available' && 'text-ink-faint')}
                >
                  <td className="px-3 py-1.5">{sku.color}</td>
                  <td className="px-3 py-1.5">{sku.size}</td>
                  {priced && (
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {sku.discountPrice ? format(sku.discountPrice) : '—'}
                    </td>
                  )}
                  <td className="px-3 py-1.5">
                    {state.kind === 'available' && (
                      <span className="text-emerald-700">{t('itemDetail.sku.inStock')}</span>
                    )}
                    {state.kind === 'unavailable' && t('itemDetail.sku.notForSale')}
                    {state.kind === 'lack' && (
                      <span className="text-amber-700">
                        {t('itemDetail.sku.lack')}
                        {state.reason && <span className="text-ink-faint">（{state.reason}）</span>}
                        {state.arriveTime && (
                          <span className="block text-ink-soft text-xs">
                            {t('itemDetail.sku.arrives', {
                              date: arrivalDate(state.arriveTime, HTML_LANG[lang]),
                            })}
                          </span>
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
