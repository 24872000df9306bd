import { type CheckoutGroup, type CheckoutShortfall, imageUrl, type Language } from '@stallhub/contracts';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { OrderLineRow } from '../payment/order-lines.tsx';

/** The order's lines, one block per stall: each stall's goods leave its market as one parcel. */
export function StallParcels({ lang, groups }: { lang: Language; groups: readonly CheckoutGroup[] }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <section key={group.shopId} data-testid="checkout-stall" className="rounded-lg border border-line">
          <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 border-line border-b px-3 py-2 text-sm">
            <a
              href={localePath(lang, `/shop/${group.shopId}`)}
              className="font-semibold text-ink hover:text-brand"
            >
              {group.shopName}
              <span className="ml-2 font-normal text-ink-faint text-xs">{group.market}</span>
            </a>
            <span className="text-ink-soft text-xs">
              {t('checkout.stallSubtotal', { count: group.pieces, goods: yuan(group.goods) })}
            </span>
          </h3>
          <ul>
            {group.lines.map((line) => (
              <OrderLineRow key={line.lineId} lang={lang} line={line} testId="checkout-line" />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Chosen lines that cannot be bought now, each with its reason: they stay in the buyer's list. */
export function Shortfalls({
  lang,
  shortfalls,
}: {
  lang: Language;
  shortfalls: readonly CheckoutShortfall[];
}) {
  const { t } = useT();
  if (shortfalls.length === 0) return null;
  return (
    <section data-testid="checkout-shortfalls" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 className="mb-2 font-medium text-amber-900 text-sm">{t('checkout.shortfall.title')}</h3>
      <ul className="flex flex-col gap-2">
        {shortfalls.map((line) => (
          <li key={line.lineId} data-testid="checkout-shortfall" className="flex items-center gap-3 text-sm">
            <img
              src={imageUrl(line.indexImgUrl, 80)}
              alt=""
              className="size-10 shrink-0 rounded object-cover"
            />
            <a href={localePath(lang, `/item/${line.vid}`)} className="min-w-0 flex-1 hover:text-brand">
              <span className="line-clamp-1 text-ink">{line.title}</span>
              <span className="text-ink-faint text-xs">
                {t('checkout.lineSku', { color: line.color, size: line.size })}
              </span>
            </a>
            <span className="shrink-0 text-amber-800 text-xs">
              {t(`checkout.shortfall.${line.reason}`, { stock: line.stock, amount: line.amount })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
