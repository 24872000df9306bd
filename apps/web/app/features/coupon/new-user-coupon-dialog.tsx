import { type CouponOffer, DIALOG_WIDTH } from '@stallhub/contracts';
import { useRef } from 'react';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { useNewUserCoupon } from './use-new-user-coupon.ts';

/** The first-order coupon bundle for new users, offered once a day on the home page (spec 1 §2, §4). */
export function NewUserCouponDialog() {
  const { t } = useT();
  const { coupon, open, setOpen, busy, receive } = useNewUserCoupon();
  const gate = useSignInGate();
  const claimButton = useRef<HTMLButtonElement>(null);
  if (!coupon?.offerInfo) return null;
  const offer = coupon.offerInfo;
  // A guest signs in first (spec 1 §6: guests cannot claim the coupon); the login page brings them back.
  const claim = () => gate.requireSignIn(() => void receive());

  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      width={DIALOG_WIDTH.coupon}
      testId="coupon-dialog"
      // The offer's own button takes the focus, not the close cross in the corner.
      initialFocus={claimButton}
      className="max-h-full overflow-y-auto rounded-2xl bg-gradient-to-b from-brand to-brand-dark text-white shadow-2xl"
    >
      <DialogClose
        aria-label={t('coupon.close')}
        className="absolute top-2.5 right-2.5 rounded-full p-1 text-white/80 hover:bg-white/15 hover:text-white"
      >
        <CloseIcon className="size-4" />
      </DialogClose>
      <div className="px-6 pt-7 pb-4 text-center">
        <DialogTitle className="font-bold text-xl">{t('coupon.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-white/85">{t('coupon.subtitle')}</DialogDescription>
        <TotalAmount offer={offer} />
      </div>
      <div className="mx-4 mb-4 rounded-xl bg-white p-4 text-ink">
        <OfferLines offer={offer} />
        {coupon.receivedFlag ? (
          <div className="mt-4 text-center">
            <p className="font-medium text-brand" role="status">
              {t('coupon.received', { count: offer.remainingDays })}
            </p>
            <DialogClose className="mt-3 w-full rounded-full bg-brand py-2.5 font-medium text-white hover:bg-brand-dark">
              {t('coupon.ok')}
            </DialogClose>
          </div>
        ) : (
          <>
            <button
              ref={claimButton}
              type="button"
              onClick={claim}
              disabled={busy}
              className="mt-4 w-full rounded-full bg-brand py-2.5 font-medium text-white hover:bg-brand-dark disabled:opacity-60"
            >
              {t('coupon.receive')}
            </button>
            <p className="mt-2 text-center text-ink-faint text-xs">
              {t('coupon.claimWithin', { count: offer.remainingDays })}
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}

function TotalAmount({ offer }: { offer: CouponOffer }) {
  const { t } = useT();
  const { format } = useCurrency();
  return (
    <p className="mt-3">
      <span className="text-sm text-white/85">{t('coupon.worth')}</span>{' '}
      <span className="font-extrabold text-4xl tracking-tight">{format(offer.totalAmount)}</span>
    </p>
  );
}

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
    <>
      <ul className="grid grid-cols-2 gap-2">
        {lines.map((line) => (
          <li
            key={line.key}
            className="flex flex-col items-center rounded-lg border border-brand/25 border-dashed bg-brand-soft px-2 py-2.5"
          >
            <span className="font-bold text-brand text-lg leading-tight">{format(line.amount)}</span>
            <span className="mt-0.5 text-center text-ink-soft text-xs">{t(`coupon.line.${line.key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-center text-ink-soft text-xs">
        {t('coupon.covers', { orders: offer.orderTotal, refunds: offer.refundTotal })}
      </p>
    </>
  );
}
