import { BASE_CURRENCY } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';
import { useCurrency } from './currency-context.tsx';

/**
 * An amount a buyer is charged: in CNY, the currency orders are paid in, with its value in the chosen
 * display currency beside it when that is another (issue 26 point 5: checkout and orders must not switch
 * to ¥ without saying so).
 */
export function ChargedAmount({ cny, className }: { cny: number; className?: string }) {
  const { t } = useT();
  const { currency, format, yuan } = useCurrency();
  return (
    <span className={className}>
      {yuan(cny)}
      {currency !== BASE_CURRENCY && (
        <span className="ml-1 font-normal text-[0.8em] text-ink-faint">
          {t('payment.approx', { amount: format(cny) })}
        </span>
      )}
    </span>
  );
}

/** Says, where a display currency other than CNY is chosen, that the amounts are charged in CNY. */
export function ChargedInYuanNote({ className }: { className?: string }) {
  const { t } = useT();
  const { currency } = useCurrency();
  if (currency === BASE_CURRENCY) return null;
  return (
    <p role="note" data-testid="charged-in-yuan" className={clsx('text-ink-soft text-xs', className)}>
      {t('payment.chargedInCny')}
    </p>
  );
}
