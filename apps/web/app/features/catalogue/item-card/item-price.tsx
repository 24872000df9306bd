import type { ItemCard } from '@stallhub/contracts';
import clsx from 'clsx';
import { useCurrency } from '../../../components/currency/currency-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useSignInGate } from '../../sign-in-gate/use-sign-in-gate.ts';
import { priceDisplay } from './card-rules.ts';

/** The price line: the log-in prompt for guests, the price error, or the price in the chosen currency. */
export function ItemPrice({
  item,
  compact = false,
}: {
  item: Pick<ItemCard, 'price' | 'priceType'>;
  /** Small type, for thumbnails. */
  compact?: boolean;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const gate = useSignInGate();
  const shown = priceDisplay(item);
  if (shown.kind === 'login') {
    return (
      <a
        href={gate.loginHref}
        onClick={gate.onLoginClick}
        className={clsx('font-medium text-brand hover:underline', compact ? 'text-xs' : 'text-sm')}
      >
        {t('card.loginForPrice')}
      </a>
    );
  }
  if (shown.kind === 'error') {
    return (
      <span className={clsx('text-ink-faint', compact ? 'text-xs' : 'text-sm')}>{t('card.priceError')}</span>
    );
  }
  return (
    <span className={clsx('font-bold text-brand leading-none', compact ? 'text-sm' : 'text-lg')}>
      {format(shown.cny)}
    </span>
  );
}
