import {
  ApiError,
  CUSTOM_MADE_TRANSACTION_MODE,
  canLinkTo,
  getItemDetail,
  type ItemDetail,
  imageUrl,
  LISTING_CHANNEL_NAME,
  LISTING_CHANNELS,
  LISTING_PAGE,
  type ListingChannel,
  UPLOAD_WAYS,
  type UploadWay,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PRIMARY, SECONDARY } from '../../features/listing/listing-dialogs.tsx';
import { TutorialButton } from '../../features/listing/tutorial-dialog.tsx';
import { useListingFlow } from '../../features/listing/use-listing-flow.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/item-upload';

/** Items one page lists; more go through the batch upload. */
const MOST_ITEMS = 20;

const channelOf = (value: string | null): ListingChannel =>
  (LISTING_CHANNELS as readonly string[]).includes(value ?? '') ? (value as ListingChannel) : 'taobao';
const wayOf = (value: string | null): UploadWay =>
  (UPLOAD_WAYS as readonly string[]).includes(value ?? '') ? (value as UploadWay) : 'direct';

/**
 * /itemUpload and /main/itemUpload (spec 2 §2): the one-click upload page for one item (vid) or a few
 * (vids), opened on a platform (toPlatform) and a way (defaultUploadWay); setting=1 points the buyer to
 * the settings first. Uploads need a signed-in buyer (spec 2 §5).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const vids = (query.get('vids') ?? query.get('vid') ?? '')
    .split(',')
    .map((vid) => vid.trim())
    .filter(Boolean)
    .slice(0, MOST_ITEMS);
  // An item that no longer exists is left out; any other failure is the page's 500.
  const found = await Promise.all(
    vids.map((vid) =>
      context.api.call(getItemDetail, { vid, lang }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return {
    lang,
    items: found.filter((detail): detail is ItemDetail => detail !== null).map((detail) => detail.item),
    missing: found.filter((detail) => detail === null).length,
    channel: channelOf(query.get('toPlatform')),
    way: wayOf(query.get('defaultUploadWay')),
    setting: query.get('setting') === '1',
  };
}

type UploadItem = ItemDetail['item'];

export default function ItemUploadPage() {
  const data = useLoaderData<typeof loader>();
  const { lang, items, missing, setting } = data;
  const { t } = useT();
  const [channel, setChannel] = useState<ListingChannel>(data.channel);
  const [way, setWay] = useState<UploadWay>(data.way);
  const settingsHref = canLinkTo(LISTING_PAGE.settings) ? localePath(lang, LISTING_PAGE.settings) : null;

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-4 px-3 py-4 md:py-6 xl:px-0">
      <title>{t('listing.page.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-semibold text-ink text-xl">{t('listing.page.title')}</h1>
      {setting && settingsHref && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-800 text-sm" data-testid="setting-tip">
          {t('listing.page.settingTip')}{' '}
          <a href={settingsHref} className="font-medium text-brand underline">
            {t('listing.box.settings')}
          </a>
        </p>
      )}
      <section className="rounded-lg border border-line p-4">
        <h2 className="font-medium text-ink text-sm">{t('listing.drawer.platform')}</h2>
        <div className="mt-2 flex flex-wrap gap-2">
          {LISTING_CHANNELS.map((entry) => (
            <button
              key={entry}
              type="button"
              aria-pressed={channel === entry}
              onClick={() => setChannel(entry)}
              className={clsx(
                'rounded-md border px-3 py-1.5 text-sm',
                channel === entry ? 'border-brand bg-brand/5 text-brand' : 'border-line text-ink',
              )}
            >
              {LISTING_CHANNEL_NAME[entry]}
            </button>
          ))}
        </div>
        {channel === 'taobao' && (
          <>
            <h2 className="mt-4 font-medium text-ink text-sm">{t('listing.way.title')}</h2>
            <div className="mt-2 flex flex-wrap gap-2">
              {UPLOAD_WAYS.map((entry) => (
                <button
                  key={entry}
                  type="button"
                  aria-pressed={way === entry}
                  onClick={() => setWay(entry)}
                  className={clsx(
                    'rounded-md border px-3 py-1.5 text-sm',
                    way === entry ? 'border-brand bg-brand/5 text-brand' : 'border-line text-ink',
                  )}
                >
                  {entry === 'direct' ? t('listing.way.direct') : t('listing.way.edit')}
                </button>
              ))}
            </div>
            <p className="mt-2 text-ink-faint text-xs">
              {way === 'direct' ? t('listing.way.recommended') : t('listing.way.editTip')}
            </p>
          </>
        )}
        {channel !== 'taobao' && (
          <p className="mt-3 text-ink-soft text-sm" data-testid="not-direct">
            {t('listing.page.notDirect', { platform: LISTING_CHANNEL_NAME[channel] })}{' '}
            <a
              className="text-brand underline"
              href={localePath(
                lang,
                `${LISTING_PAGE.authorize}?channel=${channel}&reurl=${encodeURIComponent(
                  localePath(
                    lang,
                    `${LISTING_PAGE.upload}?vids=${items.map((item) => item.vid).join(',')}&toPlatform=${channel}`,
                  ),
                )}`,
              )}
            >
              {t('listing.page.authorise', { platform: LISTING_CHANNEL_NAME[channel] })}
            </a>
          </p>
        )}
      </section>
      {missing > 0 && <p className="text-ink-soft text-sm">{t('listing.page.missing', { n: missing })}</p>}
      {items.length === 0 ? (
        <p className="py-10 text-center text-ink-soft" data-testid="no-items">
          {t('listing.page.noItems')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <UploadRow key={item.vid} item={item} lang={lang} channel={channel} way={way} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-4 text-sm">
        <TutorialButton />
        <a href={localePath(lang, LISTING_PAGE.help)} className="text-ink-soft hover:text-brand">
          {t('listing.help.link')}
        </a>
      </div>
    </main>
  );
}

function UploadRow({
  item,
  lang,
  channel,
  way,
}: {
  item: UploadItem;
  lang: Parameters<typeof localePath>[0];
  channel: ListingChannel;
  way: UploadWay;
}) {
  const { t } = useT();
  const flow = useListingFlow(
    { itemId: item.itemId, vid: item.vid, transactionMode: item.transactionMode, isBlock: item.isBlock },
    lang,
    true,
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-center"
      data-testid="upload-row"
    >
      <img src={imageUrl(item.indexImgUrl, 400)} alt="" className="size-20 shrink-0 rounded object-cover" />
      <div className="min-w-0 flex-1">
        <a
          href={localePath(lang, `/item/${item.vid}`)}
          className="line-clamp-2 text-ink text-sm hover:text-brand"
        >
          {item.title}
        </a>
        <p className="mt-1 text-ink-faint text-xs">{item.artNo}</p>
      </div>
      {channel === 'taobao' && (
        <button
          type="button"
          className={way === 'direct' ? PRIMARY : SECONDARY}
          disabled={flow.busy}
          data-testid="row-upload"
          onClick={() =>
            item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE || item.isBlock
              ? flow.clickPlatform('taobao', false)
              : flow.upload(way === 'edit')
          }
        >
          {way === 'direct' ? t('listing.way.direct') : t('listing.page.editAndUpload')}
        </button>
      )}
      {flow.dialogs}
    </li>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
