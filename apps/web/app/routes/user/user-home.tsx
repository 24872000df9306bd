import {
  getAddresses,
  getBroadcastIndex,
  getGoodsHistory,
  getReceivedCoupons,
  getUnreadInfo,
} from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { ItemCard } from '../../features/catalogue/item-card/item-card.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/user-home';

const RECENT = 8;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city, me } = await requireMember(request, params, context.api);
  const { api } = context;
  // The account is the page; each count only decorates it, so a failing one shows as missing.
  const orNull = <T,>(call: Promise<T>) => call.catch(() => null);
  const [unread, history, addresses, coupons, broadcast] = await Promise.all([
    orNull(api.call(getUnreadInfo, {})),
    orNull(api.call(getGoodsHistory, { page: 1, pageSize: RECENT, lang })),
    orNull(api.call(getAddresses, {})),
    orNull(api.call(getReceivedCoupons, {})),
    orNull(api.call(getBroadcastIndex, { lang })),
  ]);
  return {
    lang,
    city,
    me,
    counts: {
      messages: unread?.total ?? null,
      goodsHistory: history?.total ?? null,
      addresses: addresses?.length ?? null,
      coupons: coupons ? coupons.filter((c) => c.state === 'available').length : null,
    },
    recent: history?.list ?? [],
    broadcast,
  };
}

const TILES = [
  { key: 'messages', path: '/user/message.html' },
  { key: 'goodsHistory', path: '/goods-history' },
  { key: 'addresses', path: '/user/addresses.html' },
  { key: 'coupons', path: '/user/coupons.html' },
] as const;

/** /user/home.html (spec 3 §2): the account at a glance, its counts and the latest browsing. */
export default function UserHome() {
  const { lang, city, me, counts, recent, broadcast } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <div className="flex flex-col gap-3 md:gap-4">
      <title>{t('userCentre.home.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <section className="flex flex-col gap-4 rounded-lg bg-white p-4 md:flex-row md:items-center md:p-6">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-2xl text-brand"
          >
            {(me.nickname ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <h1 className="truncate font-semibold text-ink text-lg" data-testid="user-nickname">
              {me.nickname}
            </h1>
            <p className="text-ink-soft text-sm">
              {t('userCentre.home.type', { context: me.userType === 1 ? 'stall' : 'shop' })}
            </p>
            <p className="flex flex-wrap gap-x-4 text-ink-soft text-sm">
              <span>
                {t('userCentre.home.mobile')}{' '}
                {me.mobile ?? (
                  <a
                    className="text-brand hover:underline"
                    href={localePath(lang, '/user/account/updatePhone.html')}
                  >
                    {t('userCentre.home.bindMobile')}
                  </a>
                )}
              </span>
              {me.email && (
                <span>
                  {t('userCentre.home.email')} {me.email}
                </span>
              )}
            </p>
          </div>
        </div>
        <ul className="grid grid-cols-4 gap-2 md:w-[420px]">
          {TILES.map((tile) => (
            <li key={tile.key}>
              <a
                href={localePath(lang, tile.path)}
                className="flex flex-col items-center rounded-md px-1 py-2 hover:bg-page"
                data-testid={`count-${tile.key}`}
              >
                <span className="font-semibold text-ink text-xl">{counts[tile.key] ?? '–'}</span>
                <span className="text-center text-ink-soft text-xs">{t(`userCentre.page.${tile.key}`)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {broadcast && (
        <a
          href={`${localePath(lang, '/user/message.html')}?tab=broadcast`}
          className="flex items-center gap-2 rounded-lg bg-brand-soft px-4 py-2 text-sm text-ink hover:text-brand"
        >
          <span className="shrink-0 rounded bg-brand px-1.5 text-white text-xs leading-5">
            {t('userCentre.home.broadcast')}
          </span>
          <span className="truncate">{broadcast.title}</span>
        </a>
      )}
      <Panel
        title={t('userCentre.home.recent')}
        actions={
          <a className="text-brand text-sm hover:underline" href={localePath(lang, '/goods-history')}>
            {t('userCentre.home.all')}
          </a>
        }
      >
        {recent.length === 0 ? (
          <p className="py-8 text-center text-ink-soft">{t('goodsHistory.empty')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3">
            {recent.map((item, index) => (
              <li key={item.itemId} className="flex">
                <ItemCard item={item} lang={lang} city={city} eager={index < 4} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
