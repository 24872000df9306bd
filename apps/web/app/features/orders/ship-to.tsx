import type { ShipTo } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { addressLine } from '../checkout/address-choice.tsx';

/** Where an order goes, as the order keeps it: the buyer sees it on the order, the stall on the label. */
export function ShipToCard({ shipTo, compact = false }: { shipTo: ShipTo; compact?: boolean }) {
  const { t } = useT();
  return (
    <div className={compact ? 'text-xs' : 'text-sm'} data-testid="ship-to">
      <span className="text-ink-faint">{t('orders.shipTo')} </span>
      <span className="font-medium text-ink">
        {shipTo.name} {shipTo.mobile}
      </span>
      <span className="block text-ink-soft">
        {addressLine(shipTo)}
        {shipTo.postcode && ` ${shipTo.postcode}`}
      </span>
    </div>
  );
}
