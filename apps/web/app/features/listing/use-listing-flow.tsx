import {
  BATCH_PLATFORM_ID,
  canLinkTo,
  FACE_BUTTON,
  type Language,
  LISTING_DIALOG_WIDTH,
  LISTING_PAGE,
  LISTING_TOOL,
  type ListingChannel,
  precheckRoute,
  saveChooseRoute,
  UNCHECK_RECORD,
  type UploadWay,
} from '@stallhub/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { marketTime } from '../../components/market-time.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import {
  type CropImage,
  type CropRatio,
  editDirectUpload,
  firstAttempt,
  postDirectUpload,
  runDirectUpload,
  type UploadAttempt,
  type UploadOutcome,
  withCrops,
} from './direct-upload.ts';
import { browserCookie, rememberTaobaoWay, rememberTool } from './listing-cookies.ts';
import { FaceDialog, ListingDialog, PRIMARY, SECONDARY, ToolDialog, WayDialog } from './listing-dialogs.tsx';
import {
  type ClickedItem,
  type ClickStep,
  platformClick,
  routeByDefault,
  savedTaobaoWay,
  uploadPageHref,
} from './platform-click.ts';

// The cropper (react-easy-crop) is loaded only when a picture needs cropping: most pushes never do, and
// the item page should not carry it (decision 043).
const CropDialog = lazy(() => import('./crop-dialog.tsx').then((module) => ({ default: module.CropDialog })));

/** What the flow shows now: one dialog at a time, or none. */
type Shown =
  | { kind: 'none' }
  | { kind: 'working' }
  | { kind: 'notice'; text: string }
  | { kind: 'blocked-stall'; channel: ListingChannel }
  | { kind: 'tool'; channel: ListingChannel }
  | { kind: 'way' }
  | { kind: 'logo'; proceed: () => void }
  | { kind: 'crop'; ratio: CropRatio; images: CropImage[]; pictures: string[] }
  | Exclude<UploadOutcome, { kind: 'crop' }>;

export interface ListingFlow {
  /** A platform button's click (spec 2 §4 "Platform button click"). */
  clickPlatform: (channel: ListingChannel, disabled: boolean) => void;
  /** Chosen in the drawer or on the upload page: the tool saved, then on its way. */
  go: (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => void;
  /** The direct upload now: `edit` has the buyer crop the pictures first (the upload page's edit way). */
  upload: (edit: boolean) => void;
  busy: boolean;
  /** The flow's dialogs: render once. */
  dialogs: ReactNode;
}

const currentPath = () => window.location.pathname + window.location.search;

/**
 * One item's listing flow, from a platform button to the platform's answer: the rules of spec 2 §4
 * ("Platform button click", "Tool chooser", "Direct Taobao upload", "Face verification dialog",
 * "Image cropper") and the dialogs of §2 item 10, each answer of §8 in its dialog.
 *
 * The shop authorisation brings the buyer back to `resumeAt` when given (an item card's flow: the item
 * page, whose flow goes on with the push, decision 053); otherwise to this page, where this flow does.
 */
export function useListingFlow(
  item: ClickedItem,
  lang: Language,
  signedIn: boolean,
  resumeAt?: string,
): ListingFlow {
  const { t } = useT();
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const attempt = useRef<UploadAttempt>(firstAttempt);
  const pictures = useRef<{ imgs: string[]; enableImageCrop: boolean } | null>(null);
  const close = useCallback(() => setShown({ kind: 'none' }), []);
  const page = (path: string) => localePath(lang, path);

  const openPage = (href: string, newWindow: boolean) => {
    if (newWindow) window.open(page(href), '_blank', 'noopener');
    else window.location.assign(page(href));
  };
  const editPage = () => openPage(uploadPageHref([item.vid], 'taobao', 'edit'), false);

  const outcome = (next: UploadOutcome) => setShown(next);
  const fallback = t('listing.failure.generic');

  const post = async (next: UploadAttempt) => {
    attempt.current = next;
    setShown({ kind: 'working' });
    try {
      outcome(await postDirectUpload(item.itemId, next, fallback));
    } catch {
      setShown({ kind: 'failed', message: fallback });
    }
  };

  const loadPictures = async () => {
    if (!pictures.current) {
      const checked = await browserApi.call(precheckRoute, { itemId: item.itemId });
      pictures.current = { imgs: checked.imgs, enableImageCrop: checked.userUploadConfigTb.enableImageCrop };
    }
    return pictures.current;
  };

  const startDirect = async (edit = false) => {
    attempt.current = firstAttempt;
    setShown({ kind: 'working' });
    try {
      const { imgs, enableImageCrop } = await loadPictures();
      outcome(
        edit
          ? await editDirectUpload(imgs)
          : await runDirectUpload(
              { itemId: item.itemId, pictures: imgs, enableImageCrop },
              firstAttempt,
              fallback,
            ),
      );
    } catch {
      setShown({ kind: 'failed', message: fallback });
    }
  };

  const follow = (step: ClickStep) => {
    switch (step.kind) {
      case 'login':
        window.location.assign(page(loginPath(currentPath())));
        return;
      case 'ignore':
        return;
      case 'custom-made':
        setShown({ kind: 'notice', text: t('listing.customMade') });
        return;
      case 'blocked-stall':
        return;
      case 'open-page':
        openPage(step.href, step.newWindow);
        return;
      case 'direct-upload':
        void startDirect();
        return;
      case 'choose-tool':
        setShown({ kind: 'tool', channel: step.channel });
        return;
      case 'choose-way':
        setShown({ kind: 'way' });
        return;
    }
  };

  // Douyin penalises a trademark logo in the main picture: a push there is warned of first (spec 2 §4
  // "Douyin logo warning"), whichever way it goes, tool 1 or tool 4.
  const warnsOfLogo = (channel: ListingChannel) =>
    channel === 'douyin' && item.systemRecognizeLogoFlag === true;
  const followTo = (channel: ListingChannel, step: ClickStep) => {
    if (step.kind === 'open-page' && warnsOfLogo(channel))
      setShown({ kind: 'logo', proceed: () => follow(step) });
    else follow(step);
  };

  const clickPlatform = (channel: ListingChannel, disabled: boolean) => {
    const step = platformClick(channel, item, { signedIn, disabled }, browserCookie);
    if (step.kind === 'blocked-stall') setShown({ kind: 'blocked-stall', channel });
    else followTo(channel, step);
  };

  const go = (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => {
    if (warnsOfLogo(channel)) setShown({ kind: 'logo', proceed: () => goOn(channel, toolId, way, remember) });
    else goOn(channel, toolId, way, remember);
  };

  const goOn = (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => {
    rememberTool(channel, toolId, remember);
    if (remember)
      void browserApi
        .call(saveChooseRoute, { channelId: BATCH_PLATFORM_ID[channel], toolId })
        .catch(() => {});
    if (toolId === LISTING_TOOL.thirdParty) return openPage(uploadPageHref([item.vid], channel, null), true);
    if (channel !== 'taobao') return openPage(uploadPageHref([item.vid], channel, null), false);
    const chosen = way ?? savedTaobaoWay(browserCookie);
    if (chosen === null) return setShown({ kind: 'way' });
    if (chosen === 'edit') return editPage();
    void startDirect();
  };

  const dialogs = (() => {
    switch (shown.kind) {
      case 'none':
        return null;
      case 'working':
        return (
          <div
            role="status"
            data-testid="listing-working"
            className="fixed top-20 left-1/2 z-[70] -translate-x-1/2 rounded-md bg-ink/85 px-4 py-2 text-sm text-white shadow-lg"
          >
            {t('listing.working')}
          </div>
        );
      case 'notice':
      case 'refused':
        return (
          <ListingDialog
            testId="listing-notice"
            title={t('listing.notice')}
            text={shown.kind === 'notice' ? shown.text : shown.message}
            onClose={close}
          >
            <button type="button" className={PRIMARY} onClick={close}>
              {t('listing.ok')}
            </button>
          </ListingDialog>
        );
      case 'blocked-stall':
        return (
          <ListingDialog
            testId="listing-blocked"
            title={t('listing.notice')}
            text={t('listing.blocked')}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={close}>
              {t('listing.cancel')}
            </button>
            <button
              type="button"
              className={PRIMARY}
              data-testid="blocked-continue"
              onClick={() => {
                close();
                followTo(shown.channel, routeByDefault(shown.channel, item, browserCookie));
              }}
            >
              {t('listing.continueListing')}
            </button>
          </ListingDialog>
        );
      case 'tool':
        return (
          <ToolDialog
            channel={shown.channel}
            onClose={close}
            onConfirm={(toolId, remember) => {
              close();
              go(shown.channel, toolId, null, remember);
            }}
          />
        );
      case 'logo':
        return (
          <ListingDialog
            testId="listing-logo"
            title={t('listing.logo.title')}
            text={t('listing.logo.text')}
            onClose={close}
          >
            <button
              type="button"
              className={SECONDARY}
              onClick={() => {
                close();
                openPage(uploadPageHref([item.vid], 'douyin', 'edit', true), false);
              }}
            >
              {t('listing.logo.adjust')}
            </button>
            <button
              type="button"
              className={PRIMARY}
              data-testid="logo-continue"
              onClick={() => {
                close();
                shown.proceed();
              }}
            >
              {t('listing.logo.continue')}
            </button>
          </ListingDialog>
        );
      case 'way':
        return (
          <WayDialog
            onClose={close}
            onChoose={(way, today) => {
              rememberTaobaoWay(way, today);
              close();
              if (way === 'edit') editPage();
              else void startDirect();
            }}
          />
        );
      case 'authorise':
        return (
          <ListingDialog
            testId="listing-authorise"
            title={t('listing.notice')}
            text={t('listing.authorise.text')}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={close}>
              {t('listing.cancel')}
            </button>
            <a
              className={PRIMARY}
              data-testid="authorise-go"
              href={page(
                `${LISTING_PAGE.authorize}?channel=taobao&reurl=${encodeURIComponent(resumeAt ?? currentPath())}`,
              )}
            >
              {t('listing.authorise.go')}
            </a>
          </ListingDialog>
        );
      case 'crop':
        return (
          <Suspense fallback={null}>
            <CropDialog
              ratio={shown.ratio}
              initial={shown.images}
              onClose={close}
              onSubmit={(images) =>
                void post({ ...attempt.current, imageUrls: withCrops(shown.pictures, images) })
              }
            />
          </Suspense>
        );
      case 'listed':
        return (
          <ListingDialog
            testId="listing-listed"
            title={t('listing.listed.title')}
            text={t('listing.listed.text')}
            onClose={close}
          >
            {canLinkTo(LISTING_PAGE.history) && (
              <a className={SECONDARY} href={page(LISTING_PAGE.history)}>
                {t('listing.listed.history')}
              </a>
            )}
            {shown.itemUrl && (
              <a
                className={PRIMARY}
                href={shown.itemUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="listed-open"
              >
                {t('listing.listed.open')}
              </a>
            )}
          </ListingDialog>
        );
      case 'already':
        return (
          <ListingDialog
            testId="listing-already"
            title={t('listing.notice')}
            text={t('listing.already', {
              time: shown.uploadTime ? marketTime(lang, shown.uploadTime) : '',
            })}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={close}>
              {t('listing.cancel')}
            </button>
            <button
              type="button"
              className={PRIMARY}
              data-testid="already-continue"
              onClick={() => void post({ ...attempt.current, unCheckRecord: UNCHECK_RECORD.listAgain })}
            >
              {t('listing.continueListing')}
            </button>
          </ListingDialog>
        );
      case 'face':
        return (
          <FaceDialog
            verificationUrl={shown.verificationUrl}
            onClose={close}
            onFinished={() => void post({ ...attempt.current, btn: FACE_BUTTON.afterVerification })}
          />
        );
      case 'too-tall':
        return (
          <ListingDialog
            testId="listing-too-tall"
            title={t('listing.tooTall.title')}
            text={
              <>
                <p>{t('listing.tooTall.text', { n: shown.fittingImages })}</p>
                {canLinkTo(LISTING_PAGE.settings) && (
                  <a className="mt-2 inline-block text-brand underline" href={page(LISTING_PAGE.settings)}>
                    {t('listing.tooTall.auto')}
                  </a>
                )}
              </>
            }
            width={LISTING_DIALOG_WIDTH.tool}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={editPage}>
              {t('listing.editUpload')}
            </button>
            <button
              type="button"
              className={PRIMARY}
              data-testid="too-tall-split"
              onClick={() => void post({ ...attempt.current, splitTooLongDesc: true })}
            >
              {t('listing.tooTall.split')}
            </button>
          </ListingDialog>
        );
      case 'space':
        return (
          <ListingDialog
            testId="listing-space"
            title={t('listing.notice')}
            text={t('listing.space')}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={close}>
              {t('listing.close')}
            </button>
            <a
              className={PRIMARY}
              href={LISTING_PAGE.materialCentre}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('listing.materialCentre')}
            </a>
          </ListingDialog>
        );
      case 'failed':
        return (
          <ListingDialog
            testId="listing-failed"
            title={t('listing.failure.title')}
            text={
              <>
                <p>{t('listing.failure.text')}</p>
                <p className="mt-1 text-red-600">{shown.message}</p>
              </>
            }
            width={LISTING_DIALOG_WIDTH.failure}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={editPage}>
              {t('listing.editUpload')}
            </button>
            <button
              type="button"
              className={PRIMARY}
              data-testid="failed-retry"
              onClick={() => void post(attempt.current)}
            >
              {t('listing.retry')}
            </button>
          </ListingDialog>
        );
    }
  })();

  // Returning from the shop authorisation (/auth/authorize brings the buyer back with ?listing=taobao):
  // the push the buyer started goes on.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || resumeAt !== undefined) return;
    const query = new URLSearchParams(window.location.search);
    if (query.get('listing') !== 'taobao') return;
    resumed.current = true;
    query.delete('listing');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query.size ? `?${query}` : ''}`,
    );
    void startDirect();
  });

  return {
    clickPlatform,
    go,
    upload: (edit) => void startDirect(edit),
    busy: shown.kind === 'working',
    dialogs,
  };
}
