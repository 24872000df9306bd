import type { OrderProgressView } from '@stallhub/contracts';
import { ChargedAmount, ChargedInYuanNote } from '../../components/currency/charged-amount.tsx';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';

type Money = Pick<
  OrderProgressView,
  'goods' | 'deliveryFee' | 'qualityCheckFee' | 'discount' | 'delivery' | 'total' | 'pieces'
>;

/** What the order cost, as checkout quoted it: goods, delivery by its service, quality check, coupon, total. */
export function OrderMoney({ order }: { order: Money }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const rows: [string, string, string][] = [
    ['goods', t('checkout.summary.goods'), yuan(order.goods)],
    [
      'delivery',
      order.delivery
        ? `${t('checkout.summary.delivery')} · ${t(`checkout.delivery.services.${order.delivery}`)}`
        : t('checkout.summary.delivery'),
      yuan(order.deliveryFee),
    ],
  ];
  if (order.qualityCheckFee > 0) {
    rows.push(['qualityCheck', t('checkout.summary.qualityCheck'), yuan(order.qualityCheckFee)]);
  }
  if (order.discount > 0) rows.push(['discount', t('checkout.summary.discount'), `−${yuan(order.discount)}`]);
  return (
    <div className="flex flex-col gap-1">
      <dl className="flex flex-col gap-1 text-sm" data-testid="order-money">
        {rows.map(([key, label, amount]) => (
          <div key={key} className="flex justify-between gap-4" data-money={key}>
            <dt className="text-ink-soft">{label}</dt>
            <dd className={key === 'discount' ? 'text-red-700' : undefined}>{amount}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-line border-t pt-1">
          <dt className="text-ink-soft">
            {t('orders.total')} · {t('orders.pieceCount', { count: order.pieces })}
          </dt>
          <dd>
            <ChargedAmount cny={order.total} className="font-bold text-brand text-xl" />
          </dd>
        </div>
      </dl>
      <ChargedInYuanNote className="text-right" />
    </div>
  );
}
