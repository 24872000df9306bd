import { batchDownloadPath, canLinkTo, type Language, LISTING_PAGE } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { UploadIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { PlatformButtons } from './platform-buttons.tsx';
import type { ClickedItem } from './platform-click.ts';
import { UploadDrawer } from './upload-drawer.tsx';
import { useListingFlow } from './use-listing-flow.tsx';
import { usePrecheck } from './use-precheck.ts';

const PLATFORM =
  'inline-flex items-center justify-center rounded-md border px-3 py-1.5 text-sm transition-colors';

/**
 * The upload box of an item (spec 2 §2 item 1): a button per platform, disabled ones explaining why on
 * hover or tap; the one-click upload drawer; links to the settings, the pictures' download and the
 * same style; the early-warning tip. A guest's buttons lead to sign-in and back (spec 2 §6).
 */
export function UploadBox({
  item,
  lang,
  signedIn,
  loginHref,
  sameStyleHref,
}: {
  item: ClickedItem;
  lang: Language;
  signedIn: boolean;
  loginHref: string;
  sameStyleHref: string;
}) {
  const { t } = useT();
  const flow = useListingFlow(item, lang, signedIn);
  const precheck = usePrecheck(item.itemId, signedIn);
  const [drawer, setDrawer] = useState(false);

  const settingsHref = canLinkTo(LISTING_PAGE.settings) ? localePath(lang, LISTING_PAGE.settings) : null;

  return (
    <section
      data-testid="upload-box"
      aria-label={t('listing.box.label')}
      className="rounded-lg border border-line p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        {signedIn ? (
          <button
            type="button"
            data-testid="open-drawer"
            onClick={() => setDrawer(true)}
            className={clsx(PLATFORM, 'gap-1.5 border-brand bg-brand text-white hover:bg-brand-dark')}
          >
            <UploadIcon className="size-4" />
            {t('listing.box.upload')}
          </button>
        ) : (
          <a
            href={loginHref}
            className={clsx(PLATFORM, 'gap-1.5 border-brand bg-brand text-white hover:bg-brand-dark')}
          >
            <UploadIcon className="size-4" />
            {t('listing.box.upload')}
          </a>
        )}
        <PlatformButtons
          precheck={precheck}
          flow={flow}
          signedIn={signedIn}
          loginHref={loginHref}
          className={PLATFORM}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {settingsHref && (
          <a href={settingsHref} className="text-brand hover:underline">
            {t('listing.box.settings')}
          </a>
        )}
        {canLinkTo(batchDownloadPath([item.vid])) && (
          <a
            href={signedIn ? localePath(lang, batchDownloadPath([item.vid])) : loginHref}
            className="text-ink-soft hover:text-brand"
            data-testid="download-pictures"
          >
            {t('listing.box.download')}
          </a>
        )}
        <a href={sameStyleHref} className="text-ink-soft hover:text-brand">
          {t('listing.box.sameStyle')}
        </a>
      </div>
      {precheck?.earlyWarningTips && (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-amber-800 text-xs" data-testid="early-warning">
          {precheck.earlyWarningTips}
        </p>
      )}
      {drawer && (
        <UploadDrawer
          itemId={item.itemId}
          settingsHref={settingsHref}
          helpHref={localePath(lang, LISTING_PAGE.help)}
          onGo={flow.go}
          onClose={() => setDrawer(false)}
        />
      )}
      {flow.dialogs}
    </section>
  );
}
