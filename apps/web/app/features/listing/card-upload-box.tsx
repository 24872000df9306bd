import { batchDownloadPath, canLinkTo, type Language, LISTING_PAGE } from '@stallhub/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { PlatformButtons } from './platform-buttons.tsx';
import type { ClickedItem } from './platform-click.ts';
import { UploadDrawer } from './upload-drawer.tsx';
import { useListingFlow } from './use-listing-flow.tsx';
import { usePrecheck } from './use-precheck.ts';

/** How long a card's box shows before its precheck is asked: a pointer passing over cards asks nothing. */
export const CARD_PRECHECK_DWELL_MS = 300;

const PLATFORM =
  'inline-flex h-6 w-full min-w-0 items-center justify-center truncate rounded border bg-white text-[11px] tracking-tight transition-colors';
const LINK = 'inline-flex min-h-6 min-w-0 items-center truncate hover:text-brand';

/**
 * The upload box of an item card (spec 2 §2 item 1, decisions 053 and 069): the item page's platform
 * buttons, click rules and dialogs (`useListingFlow`), opened from the strip's "one-click upload" over the
 * lower part of the picture, with the way to choose platform and tool (the drawer), the settings and
 * picture download links and the early-warning tip. Mounted when first opened and kept, so a dialog
 * outlives the pointer leaving the card; the precheck is asked once the box has shown a moment.
 */
export function CardUploadBox({
  id,
  item,
  lang,
  signedIn,
  loginHref,
  itemHref,
  shown,
  drawer,
  onDrawerOpen,
  onDrawerClose,
  onClose,
}: {
  id: string;
  item: ClickedItem;
  lang: Language;
  signedIn: boolean;
  loginHref: string;
  /** The item page: where the push goes on after the shop authorisation. */
  itemHref: string;
  shown: boolean;
  drawer: boolean;
  onDrawerOpen: () => void;
  onDrawerClose: () => void;
  /** Puts the box away and gives the focus back to the button that opened it. */
  onClose: () => void;
}) {
  const { t } = useT();
  const [dwelt, setDwelt] = useState(false);
  const boxRef = useRef<HTMLElement>(null);
  const precheck = usePrecheck(item.itemId, signedIn && dwelt);
  // A card does not carry the logo flag; the precheck does, once the box has been open a moment.
  const flow = useListingFlow(
    precheck ? { ...item, systemRecognizeLogoFlag: precheck.systemRecognizeLogoFlag } : item,
    lang,
    signedIn,
    itemHref,
  );

  useEffect(() => {
    if (!shown || dwelt) return;
    const timer = setTimeout(() => setDwelt(true), CARD_PRECHECK_DWELL_MS);
    return () => clearTimeout(timer);
  }, [shown, dwelt]);

  // Opened by a press or a key, the box takes the focus: its platforms come next for a keyboard.
  useEffect(() => {
    if (shown) boxRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const settingsHref = canLinkTo(LISTING_PAGE.settings) ? localePath(lang, LISTING_PAGE.settings) : null;
  const downloadPath = batchDownloadPath([item.vid]);

  return (
    <>
      {shown && (
        <section
          ref={boxRef}
          id={id}
          data-testid="card-upload-box"
          aria-label={t('listing.box.label')}
          onKeyDown={onKeyDown}
          className="bg-white/95 px-1.5 pt-1.5 text-[11px] text-ink-soft"
        >
          {/* Two a row on a phone's narrow card, so every platform's name fits; three on a desktop's. */}
          <div className="grid grid-cols-2 gap-1 lg:grid-cols-3">
            <PlatformButtons
              precheck={precheck}
              flow={flow}
              signedIn={signedIn}
              loginHref={loginHref}
              className={PLATFORM}
              cellClassName="flex min-w-0"
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-2">
            {signedIn && (
              <button type="button" data-testid="card-upload-choose" onClick={onDrawerOpen} className={LINK}>
                {t('cardUpload.choose')}
              </button>
            )}
            {settingsHref && (
              <a href={settingsHref} className={LINK}>
                {t('cardUpload.settings')}
              </a>
            )}
            {canLinkTo(downloadPath) && (
              <a
                href={signedIn ? localePath(lang, downloadPath) : loginHref}
                className={LINK}
                data-testid="card-download-pictures"
              >
                {t('cardUpload.download')}
              </a>
            )}
            <button
              type="button"
              data-testid="card-upload-close"
              aria-label={t('cardUpload.close')}
              title={t('cardUpload.close')}
              onClick={onClose}
              className="ml-auto inline-flex size-6 items-center justify-center hover:text-brand"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </div>
          {precheck?.earlyWarningTips && (
            <p className="line-clamp-2 pb-1 text-amber-800" data-testid="card-early-warning">
              {precheck.earlyWarningTips}
            </p>
          )}
        </section>
      )}
      {drawer && signedIn && (
        <UploadDrawer
          itemId={item.itemId}
          settingsHref={settingsHref}
          helpHref={localePath(lang, LISTING_PAGE.help)}
          onGo={flow.go}
          onClose={onDrawerClose}
        />
      )}
      {flow.dialogs}
    </>
  );
}
