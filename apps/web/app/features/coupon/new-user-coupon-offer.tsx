import type { CouponOffer, NewUserCoupon } from '@stallhub/contracts';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { CloseIcon, GiftIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { useNewUserCoupon } from './use-new-user-coupon.ts';

/**
 * The first-order coupon bundle for new users, offered once a day on the home page (spec 1 §2, §4) as
 * a strip above the goods: it never covers the page, and the page is rendered with it, so nothing moves.
 */
export function NewUserCouponOffer({ offered }: { offered: NewUserCoupon | null }) {
  const { t } = useT();
  const { format } = useCurrency();
  const { coupon, open, close, busy, receive } = useNewUserCoupon(offered);
  const gate = useSignInGate();
  if (!open || !coupon?.offerInfo) return null;
  const offer = coupon.offerInfo;
  // A guest signs in first (spec 1 §6: guests cannot claim the coupon), then the claim goes on.
  const claim = () => gate.requireSignIn(() => void receive());

  return (
    <section
      aria-labelledby="coupon-offer-title"
      data-testid="coupon-offer"
      className="relative mb-3 overflow-hidden rounded-xl bg-gradient-to-r from-brand to-brand-dark text-white shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 pr-11 pl-3 md:flex-nowrap md:py-3 md:pl-4">
        <GiftIcon className="hidden size-8 shrink-0 sm:block" />
        <div className="min-w-0 md:shrink-0">
          <h2 id="coupon-offer-title" className="whitespace-nowrap font-bold text-base leading-tight">
            {t('coupon.title')}
            <span className="ml-2 font-normal text-sm text-white/85">{t('coupon.worth')}</span>{' '}
            <span className="font-extrabold text-lg">{format(offer.totalAmount)}</span>
          </h2>
          <p className="text-white/85 text-xs">{t('coupon.subtitle')}</p>
        </div>
        <OfferLines offer={offer} />
        <div className="ml-auto flex items-center gap-3">
          {coupon.receivedFlag ? (
            <>
              <p className="font-medium text-sm" role="status">
                {t('coupon.received', { count: offer.remainingDays })}
              </p>
              <button
                type="button"
                onClick={close}
                className="shrink-0 rounded-full bg-white px-4 py-1.5 font-medium text-brand text-sm hover:bg-brand-soft"
              >
                {t('coupon.ok')}
              </button>
            </>
          ) : (
            <>
              <p className="text-white/85 text-xs">
                {t('coupon.claimWithin', { count: offer.remainingDays })}
              </p>
              <button
                type="button"
                onClick={claim}
                disabled={busy}
                className="shrink-0 rounded-full bg-white px-4 py-1.5 font-medium text-brand text-sm hover:bg-brand-soft disabled:opacity-60"
              >
                {t('coupon.receive')}
              </button>
            </>
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t('coupon.close')}
        className="absolute top-2 right-2 rounded-full p-1 text-white/80 hover:bg-white/15 hover:text-white md:top-1/2 md:-translate-y-1/2"
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}

/** The bundle's coupons as chips, where the strip has room for them. */
function OfferLines({ offer }: { offer: CouponOffer }) {
  const { t } = useT();
  const { format } = useCurrency();
  const lines = [
    { key: 'express', amount: offer.expressAmount },
    { key: 'checkQuality', amount: offer.checkQualityAmount },
    { key: 'refund', amount: offer.refundAmount },
    { key: 'refundFail', amount: offer.refundFailAmount },
  ].filter((line) => line.amount > 0);
  return (
    <ul
      className="hidden h-6 min-w-0 flex-1 flex-wrap justify-center gap-1.5 overflow-hidden xl:flex"
      title={t('coupon.covers', { orders: offer.orderTotal, refunds: offer.refundTotal })}
    >
      {lines.map((line) => (
        <li key={line.key} className="whitespace-nowrap rounded-md bg-white/15 px-2 py-1 text-xs">
          <span className="font-bold">{format(line.amount)}</span> {t(`coupon.line.${line.key}`)}
        </li>
      ))}
    </ul>
  );
}
