import {
  BATCH_MAX_ITEMS,
  BATCH_PLATFORM_ID,
  batchAdd,
  batchCheckPath,
  batchPrecheck,
  CODE,
  canLinkTo,
  itemIdsOfVidsCall,
  type Language,
  LISTING_CHANNELS,
  LISTING_PAGE,
  type ListingChannel,
  TB_AUTH_TYPE,
  UPLOAD_WAYS,
  type UploadWay,
} from '@stallhub/contracts';
import { useState } from 'react';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { uploadPageHref } from '../../features/listing/platform-click.ts';
import { TutorialButton } from '../../features/listing/tutorial-dialog.tsx';
import { UploadAllForm } from '../../features/listing/upload-all-form.tsx';
import { UploadPageChoice } from '../../features/listing/upload-page-choice.tsx';
import { UploadRow, type UploadRowItem } from '../../features/listing/upload-row.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { refusalOf } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/item-upload';

const VID = /^\d{1,20}$/;
const channelOf = (value: string | null): ListingChannel =>
  (LISTING_CHANNELS as readonly string[]).includes(value ?? '') ? (value as ListingChannel) : 'taobao';
const wayOf = (value: string | null): UploadWay =>
  (UPLOAD_WAYS as readonly string[]).includes(value ?? '') ? (value as UploadWay) : 'direct';

/**
 * /itemUpload and /main/itemUpload (spec 2 §2): the one-click upload page for one item (vid) or several
 * (vids, up to a batch's 200), opened on a platform (toPlatform) and a way (defaultUploadWay); setting=1
 * points the buyer to the settings first. The multiupload precheck says which items can go, at what price,
 * with which risks, and whether the platform's shop is authorised. Taobao items go one by one by direct
 * upload; every platform takes them all as a batch, confirmed and watched on the batch page (decision 065).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const asked = [
    ...new Set(
      (query.get('vids') ?? query.get('vid') ?? '')
        .split(',')
        .map((vid) => vid.trim())
        .filter(Boolean),
    ),
  ].slice(0, BATCH_MAX_ITEMS);
  const channel = channelOf(query.get('toPlatform'));
  const page = {
    lang,
    channel,
    way: wayOf(query.get('defaultUploadWay')),
    setting: query.get('setting') === '1',
    vids: asked,
  };
  const valid = asked.filter((vid) => VID.test(vid));
  const { items: found } =
    valid.length > 0 ? await context.api.call(itemIdsOfVidsCall, { vids: valid.join(',') }) : { items: [] };
  const nothing = {
    ...page,
    rows: [] as UploadRowItem[],
    unable: [],
    missing: asked.length,
    authorised: true,
  };
  if (found.length === 0) return { ...nothing, refused: null };
  const answer = await context.api.envelope(batchPrecheck, {
    itemVidList: found.map((item) => item.itemId).join(','),
    channelId: BATCH_PLATFORM_ID[channel],
    lang,
  });
  if (answer.code !== CODE.ok) return { ...nothing, missing: 0, refused: answer.message };
  const vidOf = new Map(found.map((item) => [item.itemId, item.vid]));
  const order = new Map(found.map((item, at) => [item.itemId, at]));
  const precheck = answer.data;
  return {
    ...page,
    rows: [...precheck.normalItemList, ...precheck.errorItemList]
      .sort((a, b) => (order.get(a.vid) ?? 0) - (order.get(b.vid) ?? 0))
      .map((item) => ({ ...item, itemId: item.vid, vid: vidOf.get(item.vid) ?? '' })),
    unable: precheck.unableItemList.map((item) => ({ ...item, vid: vidOf.get(item.vid) ?? '' })),
    missing: asked.length - found.length,
    authorised: precheck.tbAuthType === TB_AUTH_TYPE.authorised,
    refused: null,
  };
}

/**
 * Every item of the page as one batch (decision 065), then on to the batch page to confirm and watch it.
 * A refusal the server explains comes back to the form in its words; anything else is the ErrorBoundary's.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const form = await request.formData();
  try {
    const added = await context.api.call(batchAdd, {
      itemVidList: String(form.get('itemIds') ?? ''),
      channelId: BATCH_PLATFORM_ID[channelOf(String(form.get('channel') ?? ''))],
      lang,
    });
    return redirect(localePath(lang, batchCheckPath(added.batchId)));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data({ failure: refusal.message }, { status: refusal.status });
  }
}

export default function ItemUploadPage() {
  const page = useLoaderData<typeof loader>();
  const { lang, channel, rows, unable, missing, setting, authorised, refused } = page;
  const { t } = useT();
  const [way, setWay] = useState<UploadWay>(page.way);
  const failure = useActionData<typeof action>()?.failure ?? null;
  const settingsHref = canLinkTo(LISTING_PAGE.settings) ? localePath(lang, LISTING_PAGE.settings) : null;
  const here = (to: ListingChannel) => localePath(lang, uploadPageHref(page.vids, to, page.way, setting));
  const authoriseHref = localePath(
    lang,
    `${LISTING_PAGE.authorize}?channel=${channel}&reurl=${encodeURIComponent(here(channel))}`,
  );

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
        <UploadPageChoice channel={channel} way={way} hrefOf={here} onWay={setWay} />
        {refused === null && rows.length > 0 && (
          <UploadAllForm
            channel={channel}
            itemIds={rows.map((row) => row.itemId)}
            authorised={authorised}
            authoriseHref={authoriseHref}
            failure={failure}
          />
        )}
      </section>
      {refused !== null && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {refused}
        </p>
      )}
      {missing > 0 && <p className="text-ink-soft text-sm">{t('listing.page.missing', { n: missing })}</p>}
      {unable.length > 0 && <UnableItems lang={lang} items={unable} />}
      {rows.length === 0 ? (
        refused === null && (
          <p className="py-10 text-center text-ink-soft" data-testid="no-items">
            {t('listing.page.noItems')}
          </p>
        )
      ) : (
        <ul className="grid gap-3">
          {rows.map((item) => (
            <UploadRow key={item.vid} item={item} lang={lang} directWay={channel === 'taobao' ? way : null} />
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

/** The items no platform can take, each with why. */
function UnableItems({
  lang,
  items,
}: {
  lang: Language;
  items: readonly { vid: string; errorMessage: string }[];
}) {
  const { t } = useT();
  return (
    <section className="rounded-lg bg-page px-4 py-3 text-sm" data-testid="unable-items">
      <h2 className="font-medium text-ink">{t('listing.page.unable', { count: items.length })}</h2>
      <ul className="mt-1 text-ink-soft">
        {items.map((item) => (
          <li key={item.vid}>
            <a href={localePath(lang, `/item/${item.vid}`)} className="hover:text-brand">
              {item.vid}
            </a>
            : {item.errorMessage}
          </li>
        ))}
      </ul>
    </section>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
