import { type Language, type ShopCard as Shop, similarShopsRoute } from '@stallhub/contracts';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { browserApi } from '../../../lib/api.ts';
import { ShopCard } from '../shop-card/shop-card.tsx';

type Panel = { kind: 'closed' } | { kind: 'asking' } | { kind: 'failed' } | { kind: 'shown'; shops: Shop[] };

/**
 * The shop header's similar-stalls panel (spec 3 §2). It starts folded, so its stalls are asked for when a
 * buyer first opens it, not with every render of the page; a failed answer is asked again on reopening.
 */
export function SimilarShops({ shopId, lang }: { shopId: number; lang: Language }) {
  const { t } = useT();
  const [panel, setPanel] = useState<Panel>({ kind: 'closed' });
  // Set at once, unlike the state: toggle events arriving before the next render ask only once.
  const asked = useRef(false);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || asked.current) return;
    asked.current = true;
    setPanel({ kind: 'asking' });
    browserApi.call(similarShopsRoute, { shopId, lang }).then(
      (shops) => setPanel({ kind: 'shown', shops }),
      () => {
        asked.current = false;
        setPanel({ kind: 'failed' });
      },
    );
  };

  return (
    <details className="group" data-testid="similar-shops" onToggle={onToggle}>
      <summary className="cursor-pointer select-none text-ink-soft text-sm hover:text-brand">
        {t('shopHome.similar')}
      </summary>
      {panel.kind === 'shown' && panel.shops.length > 0 ? (
        <ul className="mt-2 grid grid-cols-2 gap-2 lg:grid-cols-3">
          {panel.shops.map((other) => (
            <li key={other.shopId} className="flex flex-col rounded-lg border border-line">
              <ShopCard lang={lang} shop={other} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-faint text-sm" role="status">
          {panel.kind === 'failed'
            ? t('shopHome.similarFailed')
            : panel.kind === 'shown'
              ? t('shopHome.similarNone')
              : t('shopHome.similarLoading')}
        </p>
      )}
    </details>
  );
}
