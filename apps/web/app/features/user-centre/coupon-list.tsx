import { COUPON_STATES, type CouponState, type Language, type ReceivedCoupon } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';

const LINES = [
  ['express', 'expressAmount'],
  ['checkQuality', 'checkQualityAmount'],
  ['refund', 'refundAmount'],
  ['refundFail', 'refundFailAmount'],
] as const;

/** The `?tab=` of the coupons page: one of the states, available when absent or unknown. */
export const couponTab = (asked: string | null): CouponState =>
  (COUPON_STATES as readonly (string | null)[]).includes(asked) ? (asked as CouponState) : 'available';

/**
 * The coupons page's tabs, as a card wallet files coupons (Taobao's 卡券包): available, used, expired,
 * each with its count. Links, so they work before the page's script loads.
 */
export function CouponTabs({ coupons, shown }: { coupons: ReceivedCoupon[]; shown: CouponState }) {
  const { t } = useT();
  return (
    <nav aria-label={t('myCoupons.title')} className="mb-4 flex gap-1 border-line border-b text-sm">
      {COUPON_STATES.map((state) => (
        <Link
          key={state}
          to={`?tab=${state}`}
          replace
          preventScrollReset
          aria-current={state === shown ? 'page' : undefined}
          data-testid={`coupon-tab-${state}`}
          className={clsx(
            '-mb-px inline-flex min-h-10 items-center gap-1 border-b-2 px-3',
            state === shown ? 'border-brand font-medium text-brand' : 'border-transparent text-ink-soft',
          )}
        >
          {t(`myCoupons.tabs.${state}`)}
          <span className="text-xs">({coupons.filter((c) => c.state === state).length})</span>
        </Link>
      ))}
    </nav>
  );
}

/** What a bundle's state says on its card: until when it is good, when it was used, when it expired. */
function StateNote({ lang, coupon }: { lang: Language; coupon: ReceivedCoupon }) {
  const { t } = useT();
  const at = (iso: string) => marketTime(lang, iso);
  if (coupon.state === 'available')
    return (
      <>
        <span>{t('myCoupons.validUntil', { date: at(coupon.expiresAt) })}</span>
        {coupon.ordersUsed > 0 && (
          <span>{t('myCoupons.partlyUsed', { used: coupon.ordersUsed, total: coupon.orderTotal })}</span>
        )}
      </>
    );
  return (
    <>
      <span
        className="self-start rounded border border-current px-1.5 py-0.5 font-medium md:self-end"
        data-testid="coupon-state"
      >
        {t(`myCoupons.tabs.${coupon.state}`)}
      </span>
      {coupon.state === 'used' ? (
        coupon.usedAt && <span>{t('myCoupons.usedAt', { time: at(coupon.usedAt) })}</span>
      ) : (
        <span>{t('myCoupons.expiredAt', { time: at(coupon.expiresAt) })}</span>
      )}
    </>
  );
}

/** The bundles of one state: worth, the coupons inside, and where each stands. */
export function CouponList({
  lang,
  coupons,
  state,
}: {
  lang: Language;
  coupons: ReceivedCoupon[];
  state: CouponState;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const shown = coupons.filter((c) => c.state === state);
  if (shown.length === 0)
    return (
      <p className="py-12 text-center text-ink-soft" data-testid="coupon-list-empty">
        {t(`myCoupons.empty.${state}`)}
      </p>
    );
  const live = state === 'available';
  return (
    <ul className="flex flex-col gap-3" data-testid="coupon-list">
      {shown.map((coupon) => (
        <li
          key={coupon.id}
          data-testid="coupon-card"
          data-state={coupon.state}
          className={clsx(
            'flex flex-col gap-3 rounded-lg border border-dashed p-4 md:flex-row md:items-center',
            live ? 'border-brand/40 bg-brand-soft' : 'border-line bg-page text-ink-soft',
          )}
        >
          <div className="flex shrink-0 flex-col md:w-40">
            <span className={clsx('font-bold text-3xl', live && 'text-brand')}>
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
          <p
            className="flex shrink-0 flex-col gap-1 text-xs md:items-end md:text-right"
            data-testid="coupon-note"
          >
            <StateNote lang={lang} coupon={coupon} />
          </p>
        </li>
      ))}
    </ul>
  );
}
