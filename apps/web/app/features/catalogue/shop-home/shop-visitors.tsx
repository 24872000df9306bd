import { type Language, SHOP_VISIT_DAYS, type ShopVisits, shopVisitRoute } from '@stallhub/contracts';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { quietApi } from '../../../lib/api.ts';

/**
 * Logs the visit once the page runs in a browser (so a server render, a crawler without scripts or a
 * prefetch is not a visitor), then shows the stall's visitors. Nothing shows if the log fails.
 */
export function ShopVisitors({ shopId, lang }: { shopId: number; lang: Language }) {
  const { t } = useT();
  const [visits, setVisits] = useState<ShopVisits | null>(null);
  useEffect(() => {
    let current = true;
    quietApi.call(shopVisitRoute, { shopId, lang }).then(
      (answer) => current && setVisits(answer),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [shopId, lang]);
  if (!visits) return null;
  return (
    <span className="text-ink-faint text-xs" data-testid="shop-visitors">
      {t('shopHome.visitors', { count: visits.visitorDays, days: SHOP_VISIT_DAYS })}
    </span>
  );
}
