import { type OrderConfirm, QUALITY_CHECK_CENTS_PER_PIECE } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { CHOICES_FORM } from './checkout-choices.ts';
import { Step } from './checkout-step.tsx';

type Reprice = (event: ChangeEvent<HTMLInputElement>) => void;

/** How the parcels travel: one radio a carrier service, with its days and fee; none, and nothing ships. */
export function DeliveryChoice({ quote, onChange }: { quote: OrderConfirm; onChange: Reprice }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  return (
    <Step title={t('checkout.delivery.title')}>
      {quote.deliveryOptions.length === 0 ? (
        <p className="text-red-700 text-sm">{t('checkout.delivery.none')}</p>
      ) : (
        <fieldset className="grid gap-2 sm:grid-cols-2" data-testid="checkout-delivery">
          <legend className="mb-2 text-ink-faint text-xs">{t('checkout.delivery.parcels')}</legend>
          {quote.deliveryOptions.map((option) => (
            <label
              key={option.code}
              className="flex cursor-pointer items-center gap-2 rounded border border-line px-3 py-2 text-sm has-[:checked]:border-brand"
            >
              <input
                type="radio"
                name="delivery"
                value={option.code}
                form={CHOICES_FORM}
                checked={quote.delivery === option.code}
                onChange={onChange}
              />
              <span className="flex-1">
                {t(`checkout.delivery.services.${option.code}`)}
                <span className="block text-ink-faint text-xs">
                  {t('checkout.delivery.days', { min: option.daysMin, max: option.daysMax })}
                </span>
              </span>
              <span className="text-ink">{yuan(option.fee)}</span>
            </label>
          ))}
        </fieldset>
      )}
    </Step>
  );
}

/** The quality check the stalls' goods can have before they ship, priced by the piece. */
export function QualityCheckChoice({ quote, onChange }: { quote: OrderConfirm; onChange: Reprice }) {
  const { t } = useT();
  const { yuan } = useCurrency();
  return (
    <Step title={t('checkout.vas.title')}>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="qualityCheck"
          value="1"
          form={CHOICES_FORM}
          checked={quote.qualityCheck}
          onChange={onChange}
          data-testid="checkout-quality-check"
        />
        {t('checkout.vas.qualityCheck', { fee: yuan(QUALITY_CHECK_CENTS_PER_PIECE / 100) })}
      </label>
    </Step>
  );
}
