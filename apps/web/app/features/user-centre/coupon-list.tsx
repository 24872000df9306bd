import type { Language, ReceivedCoupon } from '@stallhub/contracts';
import clsx from 'clsx';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';

const LINES = [
  ['express', 'expressAmount'],
  ['checkQuality', 'checkQualityAmount'],
  ['refund', 'refundAmount'],
  ['refundFail', 'refundFailAmount'],
] as const;

/** The coupon bundles the user received: worth, the coupons inside, and until when they can be used. */
export function CouponList({ lang, coupons }: { lang: Language; coupons: ReceivedCoupon[] }) {
  const { t } = useT();
  const { format } = useCurrency();
  if (coupons.length === 0) return <p className="py-12 text-center text-ink-soft">{t('myCoupons.empty')}</p>;
  return (
    <ul className="flex flex-col gap-3" data-testid="coupon-list">
      {coupons.map((coupon) => (
        <li
          key={coupon.id}
          className={clsx(
            'flex flex-col gap-3 rounded-lg border border-dashed p-4 md:flex-row md:items-center',
            coupon.expired ? 'border-line bg-page text-ink-faint' : 'border-brand/40 bg-brand-soft',
          )}
        >
          <div className="flex shrink-0 flex-col md:w-40">
            <span className={clsx('font-bold text-3xl', !coupon.expired && 'text-brand')}>
              {format(coupon.totalAmount)}
            </span>
            <span className="text-sm">{coupon.name}</span>
          </div>
          <ul className="flex flex-1 flex-wrap gap-x-4 gap-y-1 text-sm">
            {LINES.filter(([, field]) => coupon[field] > 0).map(([line, field]) => (
              <li key={line}>
                {t(`coupon.line.${line}`)} <span className="font-medium">{format(coupon[field])}</span>
              </li>
            ))}
            <li className="w-full text-xs">
              {t('coupon.covers', { orders: coupon.orderTotal, refunds: coupon.refundTotal })}
            </li>
          </ul>
          <p className="shrink-0 text-xs">
            {coupon.expired
              ? t('myCoupons.expired')
              : t('myCoupons.validUntil', { date: marketTime(lang, coupon.expiresAt, 'date') })}
          </p>
        </li>
      ))}
    </ul>
  );
}
