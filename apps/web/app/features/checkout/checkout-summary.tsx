import type { OrderConfirm } from '@stallhub/contracts';
import { useNavigation } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ChargedTotal } from '../payment/order-lines.tsx';
import { CHOICES_FORM } from './checkout-choices.ts';
import { Step } from './checkout-step.tsx';

/**
 * What the order costs, line by line, and the button that places it: it posts the choices form to the
 * checkout's action (`place`). Before the script loads, a changed choice is priced by "update prices".
 */
export function CheckoutSummary({
  quote,
  repriced,
  refusal,
}: {
  quote: OrderConfirm;
  repriced: boolean;
  refusal: string | undefined;
}) {
  const { t } = useT();
  const { yuan } = useCurrency();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const placing = busy && navigation.formData?.get('intent') === 'place';
  const nothing = quote.groups.length === 0;
  return (
    <Step title={t('checkout.summary.total')}>
      <dl
        className="grid grid-cols-[1fr_auto] gap-y-1 text-sm"
        data-testid="checkout-summary"
        aria-busy={busy && !placing}
      >
        <dt className="text-ink-soft">
          {t('checkout.summary.goods')} ({t('checkout.summary.pieces', { count: quote.pieces })})
        </dt>
        <dd className="text-right">{yuan(quote.goods)}</dd>
        <dt className="text-ink-soft">{t('checkout.summary.delivery')}</dt>
        <dd className="text-right">{yuan(quote.deliveryFee)}</dd>
        {quote.qualityCheck && (
          <>
            <dt className="text-ink-soft">{t('checkout.summary.qualityCheck')}</dt>
            <dd className="text-right">{yuan(quote.qualityCheckFee)}</dd>
          </>
        )}
        {quote.discount > 0 && (
          <>
            <dt className="text-ink-soft">{t('checkout.summary.discount')}</dt>
            <dd className="text-right text-brand" data-testid="checkout-discount">
              −{yuan(quote.discount)}
            </dd>
          </>
        )}
      </dl>
      <ChargedTotal total={quote.total} label="checkout.summary.total" />
      {!nothing && (
        <button
          type="submit"
          form={CHOICES_FORM}
          data-testid="checkout-reprice"
          className="h-9 rounded border border-brand text-brand text-sm hover:bg-brand-soft hydrated:hidden"
        >
          {t('checkout.reprice')}
        </button>
      )}
      {repriced && (
        <p role="status" className="text-amber-800 text-sm" data-testid="checkout-repriced">
          {t('checkout.repriced')}
        </p>
      )}
      {quote.addressId === null && !nothing && (
        <p className="text-ink-soft text-sm">{t('checkout.chooseAddress')}</p>
      )}
      {refusal !== undefined && (
        <p role="alert" className="text-red-600 text-sm">
          {refusal || t('checkout.failed')}
        </p>
      )}
      <button
        type="submit"
        form={CHOICES_FORM}
        formMethod="post"
        name="intent"
        value="place"
        disabled={busy || nothing || quote.deliveryOptions.length === 0 || quote.addressId === null}
        data-testid="checkout-submit"
        className="h-11 rounded bg-brand font-medium text-white hover:opacity-90 disabled:opacity-60"
      >
        {placing ? t('checkout.placing') : t('checkout.submit')}
      </button>
    </Step>
  );
}
