import type { ItemDetail } from '@stallhub/contracts';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';
import { type ItemTip, priceArea, priceErrorArticle, struckPrice } from './item-rules.ts';

const TIP_TONE: Record<ItemTip, string> = {
  priceSetting: 'border-red-200 bg-red-50 text-red-700',
  preSale: 'border-amber-200 bg-amber-50 text-amber-800',
  specialOffer: 'border-amber-200 bg-amber-50 text-amber-800',
};

/** The price block: price or log-in prompt or price error, the struck list price, and the item's tips. */
export function PricePanel({ item, city }: { item: ItemDetail['item']; city: string }) {
  const { t } = useT();
  const { format } = useCurrency();
  const { tips } = priceArea(item);
  const struck = struckPrice(item);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-brand-soft/60 px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="item-price">
        <span className="text-ink-soft text-xs">{t('itemDetail.price.label')}</span>
        <span className="[&>*]:text-2xl">
          <ItemPrice item={item} />
        </span>
        {struck !== null && <s className="text-ink-faint text-sm">{format(struck)}</s>}
        <span className="ml-auto text-ink-soft text-xs">{t('card.artNo', { artNo: item.artNo || '—' })}</span>
      </div>
      {tips.length > 0 && (
        <ul className="flex flex-col gap-1.5" data-testid="item-tips">
          {tips.map((tip) => (
            <li key={tip} role="note" className={`rounded-md border px-2.5 py-1.5 text-xs ${TIP_TONE[tip]}`}>
              {t(`itemDetail.tip.${tip}`)}
              {tip === 'priceSetting' && (
                <a href={priceErrorArticle(city)} className="ml-1.5 underline">
                  {t('itemDetail.tip.priceSettingWhy')}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
