import type { OrderProgressView } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';

type Money = Pick<
  OrderProgressView,
  'goods' | 'deliveryFee' | 'qualityCheckFee' | 'discount' | 'delivery' | 'total' | 'pieces'
>;

/** What the order cost, as checkout quoted it: goods, delivery by its service, quality check, coupon, total. */
export function OrderMoney({ order }: { order: Money }) {
  const { t } = useT();
  const rows: [string, string, string][] = [
    ['goods', t('checkout.summary.goods'), `¥${order.goods.toFixed(2)}`],
    [
      'delivery',
      order.delivery
        ? `${t('checkout.summary.delivery')} · ${t(`checkout.delivery.services.${order.delivery}`)}`
        : t('checkout.summary.delivery'),
      `¥${order.deliveryFee.toFixed(2)}`,
    ],
  ];
  if (order.qualityCheckFee > 0) {
    rows.push(['qualityCheck', t('checkout.summary.qualityCheck'), `¥${order.qualityCheckFee.toFixed(2)}`]);
  }
  if (order.discount > 0)
    rows.push(['discount', t('checkout.summary.discount'), `−¥${order.discount.toFixed(2)}`]);
  return (
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
        <dd className="font-bold text-brand text-xl">¥{order.total.toFixed(2)}</dd>
      </div>
    </dl>
  );
}
