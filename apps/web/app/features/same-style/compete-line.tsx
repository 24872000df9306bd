import type { SameStyleCompete } from '@stallhub/contracts';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';

/**
 * "同款 N 家档口，¥x – ¥y": how many other stalls sell the style, and their price range for a signed-in
 * buyer; a guest (the answer has no prices) is asked to log in to compare.
 */
export function CompeteLine({ compete }: { compete: SameStyleCompete }) {
  const { t } = useT();
  const { format } = useCurrency();
  const gate = useSignInGate();
  if (compete.stalls === 0) return null;
  const { minPrice, maxPrice } = compete;
  const priced = minPrice != null && maxPrice != null;
  const range = priced
    ? minPrice === maxPrice
      ? format(minPrice)
      : `${format(minPrice)} – ${format(maxPrice)}`
    : '';
  return (
    <p data-testid="same-style-compete" className="mt-auto flex flex-wrap items-baseline gap-x-2 text-sm">
      <span className="font-medium text-ink">
        {priced
          ? t('sameStyle.competePriced', { count: compete.stalls, range })
          : t('sameStyle.competeStalls', { count: compete.stalls })}
      </span>
      {!priced && (
        <a href={gate.loginHref} onClick={gate.onLoginClick} className="text-brand hover:underline">
          {t('sameStyle.loginToCompare')}
        </a>
      )}
    </p>
  );
}
