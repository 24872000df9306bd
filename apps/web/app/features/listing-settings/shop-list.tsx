import {
  LISTING_CHANNELS,
  type ListingChannel,
  shopAuthoriseRoute,
  shopRemoveRoute,
  type UserAuthState,
} from '@stallhub/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/** The buyer's shop on each platform: authorise, authorise again (replaces the grant), or remove it. */
export function ShopList({ shops }: { shops: UserAuthState['shops'] }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<string | null>(null);
  const byChannel = new Map(shops.map((shop) => [shop.channel, shop]));

  const authorise = async (channel: ListingChannel) => {
    setProblem(null);
    try {
      const { url } = await browserApi.call(shopAuthoriseRoute, { channel });
      if (url) window.location.assign(url);
      else setProblem(t('listingSettings.settings.shops.notOffered'));
    } catch (error) {
      setProblem((error as Error).message || t('listingSettings.settings.failed'));
    }
  };
  const remove = async (channel: ListingChannel) => {
    if (
      !window.confirm(
        t('listingSettings.settings.shops.confirmRemove', { platform: platformName(t, channel) }),
      )
    )
      return;
    setProblem(null);
    try {
      await browserApi.call(shopRemoveRoute, { channel });
      revalidator.revalidate();
    } catch (error) {
      setProblem((error as Error).message || t('listingSettings.settings.failed'));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {problem && (
        <p role="alert" className="rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {problem}
        </p>
      )}
      <ul className="divide-y divide-line rounded-lg border border-line" data-testid="authorised-shops">
        {LISTING_CHANNELS.map((channel) => {
          const shop = byChannel.get(channel);
          return (
            <li key={channel} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <span className="w-24 font-medium text-ink">{platformName(t, channel)}</span>
              <span className="min-w-0 flex-1 text-ink-soft">
                {shop ? (
                  <>
                    <span className="text-ink">{shop.shopName}</span> · {shop.sellerNick}
                    {shop.isExpire && (
                      <span className="ml-2 rounded bg-brand-soft px-1.5 text-brand text-xs">
                        {t('listingSettings.settings.shops.expired')}
                      </span>
                    )}
                  </>
                ) : (
                  t('listingSettings.settings.shops.none')
                )}
              </span>
              <span className="flex gap-3">
                <button
                  type="button"
                  className="text-brand hover:underline"
                  onClick={() => void authorise(channel)}
                >
                  {shop
                    ? t('listingSettings.settings.shops.again')
                    : t('listingSettings.settings.shops.authorise')}
                </button>
                {shop && (
                  <button
                    type="button"
                    className="text-ink-soft hover:text-brand"
                    onClick={() => void remove(channel)}
                  >
                    {t('listingSettings.settings.shops.remove')}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
