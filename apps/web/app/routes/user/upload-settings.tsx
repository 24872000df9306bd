import {
  getUploadSettings,
  LISTING_CHANNELS,
  type ListingChannel,
  listMarkupRules,
  listRememberedChoices,
  UPLOAD_HISTORY_PAGE,
  uploadUserAuth,
} from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { platformName } from '../../components/platform-name.ts';
import { rememberedChoices } from '../../features/listing/platform-click.ts';
import { RememberedChoices } from '../../features/listing/remembered-choices.tsx';
import { MarkupRules } from '../../features/listing-settings/markup-rules.tsx';
import { ShopList } from '../../features/listing-settings/shop-list.tsx';
import { UploadOptions } from '../../features/listing-settings/upload-options.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath, readCookie } from '../../routing/locale.ts';
import type { Route } from './+types/upload-settings';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const [auth, markup, settings, remembered] = await Promise.all([
    context.api.call(uploadUserAuth, {}),
    context.api.call(listMarkupRules, {}),
    context.api.call(getUploadSettings, {}),
    context.api.call(listRememberedChoices, {}),
  ]);
  // Back from a platform's shop authorisation (decision 042): say which shop was authorised.
  const authorised = new URL(request.url).searchParams.get('authorised');
  const justAuthorised = LISTING_CHANNELS.includes(authorised as ListingChannel)
    ? (authorised as ListingChannel)
    : null;
  // "Remember my choice" lives in the spec's cookies (spec 2 §3), read here so the page paints them, and
  // on the server for the buyer's other devices (decision 072): this device's cookie wins.
  const cookies = request.headers.get('cookie');
  const here = rememberedChoices((name) => readCookie(cookies, name));
  const choices = LISTING_CHANNELS.flatMap(
    (channel) =>
      here.find((choice) => choice.channel === channel) ??
      remembered.choices.filter((choice) => choice.channel === channel),
  );
  const shop = justAuthorised ? auth.shops.find((entry) => entry.channel === justAuthorised) : undefined;
  return {
    lang,
    shops: auth.shops,
    rules: markup.rules,
    settings,
    choices,
    justAuthorised: justAuthorised && shop ? { channel: justAuthorised, shop: shop.shopName } : null,
  };
}

/** /transaction/user/uploadSetting.html (spec 2 §2): shops, markup rules, title rules, picture crop. */
export default function UploadSettingsPage() {
  const { lang, shops, rules, settings, choices, justAuthorised } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <Panel
      title={t('listingSettings.settings.title')}
      actions={
        <a className="text-brand text-sm hover:underline" href={localePath(lang, UPLOAD_HISTORY_PAGE)}>
          {t('userCentre.page.favoriteUpload')}
        </a>
      }
    >
      <title>{t('listingSettings.settings.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      {justAuthorised && (
        <p
          role="status"
          data-testid="shop-authorised"
          className="mb-4 rounded bg-green-50 px-3 py-2 text-green-800 text-sm"
        >
          {t('listing.authorised', {
            platform: platformName(t, justAuthorised.channel),
            shop: justAuthorised.shop,
          })}
        </p>
      )}
      <div className="flex flex-col gap-8">
        <section className="flex flex-col gap-2">
          <h2 className="font-medium text-ink">{t('listingSettings.settings.shops.title')}</h2>
          <ShopList shops={shops} />
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="font-medium text-ink">{t('listing.remembered.title')}</h2>
          <p className="text-ink-soft text-xs">{t('listing.remembered.hint')}</p>
          <RememberedChoices initial={choices} />
        </section>
        <section className="flex flex-col gap-2">
          <h2 className="font-medium text-ink">{t('listingSettings.settings.markup.title')}</h2>
          <p className="text-ink-soft text-xs">{t('listingSettings.settings.markup.hint')}</p>
          <MarkupRules rules={rules} />
        </section>
        <UploadOptions settings={settings} />
      </div>
    </Panel>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
