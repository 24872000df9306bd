import type { ItemCard } from '@stallhub/contracts';
import { useT } from '../../../i18n/use-t.ts';

type Services = Pick<ItemCard, 'isGoodsInStock' | 'isDf' | 'isTx' | 'isSp'>;

/** The item's service tags: in stock, drop-shipping, cash refunds, real photos. */
const SERVICES: { flag: keyof Services; key: string }[] = [
  { flag: 'isGoodsInStock', key: 'card.service.inStock' },
  { flag: 'isDf', key: 'card.service.dropShipping' },
  { flag: 'isTx', key: 'card.service.refund' },
  { flag: 'isSp', key: 'card.service.realPhotos' },
];

export function ServiceTags({ item }: { item: Services }) {
  const { t } = useT();
  const shown = SERVICES.filter((service) => item[service.flag]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex h-[18px] flex-wrap gap-1 overflow-hidden" aria-label={t('card.services')}>
      {shown.map((service) => (
        <li
          key={service.flag}
          className="shrink-0 whitespace-nowrap rounded-sm border border-brand/40 px-1 text-[11px] text-brand leading-4"
        >
          {t(service.key)}
        </li>
      ))}
    </ul>
  );
}
