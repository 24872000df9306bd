import { CREDIT_CYCLES, type ShopProfile } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { creditLabel } from '../stall-badges/badge-rules.ts';
import { figuresOf, floorPercent, peerKey } from './shop-rules.ts';

/** The stall's credit: its level, and four figures over a chosen cycle of 90 to 1460 days (spec 3 §3). */
export function CreditCard({ shop }: { shop: ShopProfile }) {
  const { t } = useT();
  const [cycle, setCycle] = useState<number>(CREDIT_CYCLES[0]);
  const level = creditLabel(shop.creditLevel);
  const figures = figuresOf(shop.creditDataList, cycle);
  return (
    <section
      aria-labelledby="credit-title"
      className="rounded-lg border border-line bg-white p-3"
      data-testid="credit-card"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="credit-title" className="font-semibold text-ink text-sm">
          {t('shopHome.credit.title')}
        </h2>
        {level && (
          <span className="text-emerald-700 text-xs" data-testid="credit-level">
            {t(`badge.credit.${level}`)}
          </span>
        )}
      </div>
      <div role="tablist" aria-label={t('shopHome.credit.cycles')} className="mt-2 flex flex-wrap gap-1">
        {CREDIT_CYCLES.map((days) => (
          <button
            key={days}
            type="button"
            role="tab"
            aria-selected={days === cycle}
            onClick={() => setCycle(days)}
            className={clsx(
              'rounded-full border px-2 py-0.5 text-xs',
              days === cycle
                ? 'border-brand bg-brand-soft text-brand'
                : 'border-line text-ink-soft hover:text-brand',
            )}
          >
            {t('shopHome.credit.days', { count: days })}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
          {figures.map((figure) => (
            <div key={figure.type} className="flex flex-col">
              <dt className="text-ink-faint">{t(`shopHome.credit.type.${figure.type}`)}</dt>
              <dd className="font-semibold text-ink">
                {figure.dataPoor ? t('shopHome.credit.dataPoor') : floorPercent(figure.value)}
                {!figure.dataPoor && figure.overSameMarketRatio !== null && (
                  <span className="ml-1 font-normal text-ink-faint">
                    {t('shopHome.credit.overPeers', { value: floorPercent(figure.overSameMarketRatio) })}
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {(shop.stockRateRank || shop.spRateRank) && (
        <ul className="mt-2 flex flex-col gap-0.5 border-line border-t pt-2 text-ink-soft text-xs">
          {shop.stockRateRank && (
            <li>
              {t('shopHome.rates.stock', { value: floorPercent(shop.stockRateRank.rate) })}{' '}
              {t(`shopHome.rates.${peerKey(shop.stockRateRank.type)}`)}
            </li>
          )}
          {shop.spRateRank && (
            <li>
              {t('shopHome.rates.sp', { value: floorPercent(shop.spRateRank.rate) })}{' '}
              {t(`shopHome.rates.${peerKey(shop.spRateRank.type)}`)}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
