import { BASE_CURRENCY, imageUrl, type Language, type OrderLine, type OrderView } from '@stallhub/contracts';
import { ChargedAmount, ChargedInYuanNote } from '../../components/currency/charged-amount.tsx';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';

/** The total charged (always CNY) under its label, the display currency beside it and a note when that differs. */
export function ChargedTotal({ total, label = 'payment.charged' }: { total: number; label?: string }) {
  const { t } = useT();
  const { currency, format, yuan } = useCurrency();
  return (
    <div className="flex flex-col items-end gap-0.5">
      <p className="flex flex-wrap items-baseline justify-end gap-x-2 text-sm">
        <span className="text-ink-soft">{t(label)}</span>
        <strong className="text-2xl text-brand" data-testid="charged-amount">
          {yuan(total)}
        </strong>
        {currency !== BASE_CURRENCY && (
          <span className="text-ink-faint" data-testid="display-amount">
            {t('payment.approx', { amount: format(total) })}
          </span>
        )}
      </p>
      <ChargedInYuanNote className="text-right" />
    </div>
  );
}

/** One SKU line of an order or a checkout: picture, title, colour and size, unit price and pieces. */
export function OrderLineRow({ lang, line, testId }: { lang: Language; line: OrderLine; testId: string }) {
  const { t } = useT();
  return (
    <li
      data-testid={testId}
      className="flex items-center gap-3 border-line border-b px-3 py-3 last:border-b-0"
    >
      <img src={imageUrl(line.indexImgUrl, 80)} alt="" className="size-14 shrink-0 rounded object-cover" />
      <a
        href={localePath(lang, `/item/${line.vid}`)}
        className="min-w-0 flex-1 text-ink text-sm hover:text-brand"
      >
        <span className="line-clamp-1">{line.title}</span>
        <span className="text-ink-faint text-xs">
          {t('cart.lineSku', { color: line.color, size: line.size, artNo: line.artNo })}
        </span>
      </a>
      <span className="shrink-0 text-right text-sm">
        <ChargedAmount cny={line.price} />
        <span className="block text-ink-soft text-xs">×{line.amount}</span>
      </span>
    </li>
  );
}

/** An order's lines as they were when it was made. */
export function OrderLines({ lang, order }: { lang: Language; order: OrderView }) {
  return (
    <ul className="rounded-lg border border-line">
      {order.lines.map((line) => (
        // One line a SKU: the item with its colour and size names it.
        <OrderLineRow
          key={`${line.itemId}/${line.color}/${line.size}`}
          lang={lang}
          line={line}
          testId="order-line"
        />
      ))}
    </ul>
  );
}
