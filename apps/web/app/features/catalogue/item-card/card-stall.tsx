import type { ItemCard as Item, Language } from '@stallhub/contracts';
import { useT } from '../../../i18n/use-t.ts';
import { StallInfo } from '../stall-badges/stall-info.tsx';

/** The card's foot: the stall that sells the item and where it stands, flagged when the buyer blocked it. */
export function CardStall({ item, lang }: { item: Item; lang: Language }) {
  const { t } = useT();
  return (
    <div className="mt-auto border-line border-t border-dashed pt-1.5">
      {item.isBlock && (
        <p data-testid="card-blocked" className="mb-1 text-[11px] text-amber-700">
          {t('blocks.cardFlag')}
        </p>
      )}
      <StallInfo
        lang={lang}
        stall={{
          ...item,
          name: item.shopName,
          address: [item.subName, item.floor, item.position].filter(Boolean).join(' '),
        }}
      />
    </div>
  );
}
