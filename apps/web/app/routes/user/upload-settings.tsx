import {
  getUploadSettings,
  LISTING_CHANNEL_NAME,
  LISTING_CHANNELS,
  type ListingChannel,
  listMarkupRules,
  UPLOAD_HISTORY_PAGE,
  uploadUserAuth,
} from '@stallhub/contracts';
import { useLoaderData } from 'react-router';
import { MarkupRules } from '../../features/listing-settings/markup-rules.tsx';
import { ShopList } from '../../features/listing-settings/shop-list.tsx';
import { UploadOptions } from '../../features/listing-settings/upload-options.tsx';
import { Panel } from '../../features/user-centre/panel.tsx';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import type { Route } from './+types/upload-settings';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const [auth, markup, settings] = await Promise.all([
    context.api.call(uploadUserAuth, {}),
    context.api.call(listMarkupRules, {}),
    context.api.call(getUploadSettings, {}),
  ]);
  // Back from a platform's shop authorisation (decision 042): say which shop was authorised.
  const authorised = new URL(request.url).searchParams.get('authorised');
  const justAuthorised = LISTING_CHANNELS.includes(authorised as ListingChannel)
    ? (authorised as ListingChannel)
    : null;
  return { lang, shops: auth.shops, rules: markup.rules, settings, justAuthorised };
}

/** /transaction/user/uploadSetting.html (spec 2 §2): shops, markup rules, title rules, picture crop. */
export default function UploadSettingsPage() {
  const { lang, shops, rules, settings, justAuthorised } = useLoaderData<typeof loader>();
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
        <p role="status" className="mb-4 rounded bg-green-50 px-3 py-2 text-green-800 text-sm">
          {t('listingSettings.settings.authorisedNotice', { platform: LISTING_CHANNEL_NAME[justAuthorised] })}
        </p>
      )}
      <div className="flex flex-col gap-8">
        <section className="flex flex-col gap-2">
          <h2 className="font-medium text-ink">{t('listingSettings.settings.shops.title')}</h2>
          <ShopList shops={shops} />
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
