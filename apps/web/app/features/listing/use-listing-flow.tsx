import {
  canLinkTo,
  FACE_BUTTON,
  type Language,
  LISTING_CHANNELS,
  LISTING_DIALOG_WIDTH,
  LISTING_PAGE,
  LISTING_TOOL,
  type ListingChannel,
  precheckRoute,
  UNCHECK_RECORD,
  type UploadWay,
} from '@stallhub/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { marketTime } from '../../components/market-time.ts';
import { platformName } from '../../components/platform-name.ts';
import { Toast } from '../../components/toast.tsx';
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
  shopOf,
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
import { saveRememberedChoice } from './remember-choice.ts';

const isChannel = (value: string | null): value is ListingChannel =>
  (LISTING_CHANNELS as readonly string[]).includes(value ?? '');

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
  | { kind: 'way'; remembered: boolean }
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
  // The shop just authorised, said on the way back (issue 26 point 7).
  const [authorisedShop, setAuthorisedShop] = useState<{ channel: ListingChannel; shop: string } | null>(
    null,
  );
  const clearAuthorised = useCallback(() => setAuthorisedShop(null), []);
  const attempt = useRef<UploadAttempt>(firstAttempt);
  // The platform of the push under way: every platform takes the same steps (decision 072).
  const target = useRef<ListingChannel>('taobao');
  const named = () => ({ platform: platformName(t, target.current) });
  const pictures = useRef<{ imgs: string[]; enableImageCrop: boolean } | null>(null);
  const close = useCallback(() => setShown({ kind: 'none' }), []);
  const page = (path: string) => localePath(lang, path);

  const openPage = (href: string, newWindow: boolean) => {
    if (newWindow) window.open(page(href), '_blank', 'noopener');
    else window.location.assign(page(href));
  };
  const editPage = () => openPage(uploadPageHref([item.vid], target.current, 'edit'), false);

  const outcome = (next: UploadOutcome) => setShown(next);
  const fallback = t('listing.failure.generic');

  const post = async (next: UploadAttempt) => {
    attempt.current = next;
    setShown({ kind: 'working' });
    try {
      outcome(await postDirectUpload({ itemId: item.itemId, channel: target.current }, next, fallback));
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

  const startDirect = async (channel: ListingChannel, edit = false) => {
    target.current = channel;
    attempt.current = firstAttempt;
    setShown({ kind: 'working' });
    try {
      const { imgs, enableImageCrop } = await loadPictures();
      outcome(
        edit
          ? await editDirectUpload(imgs)
          : await runDirectUpload(
              { itemId: item.itemId, channel, pictures: imgs, enableImageCrop },
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
        void startDirect(step.channel);
        return;
      case 'choose-tool':
        setShown({ kind: 'tool', channel: step.channel });
        return;
      case 'choose-way':
        // Asked only after a remembered tool (platform-click): the way is remembered with it.
        setShown({ kind: 'way', remembered: true });
        return;
    }
  };

  // Douyin penalises a trademark logo in the main picture: a push there is warned of first (spec 2 §4
  // "Douyin logo warning"), whichever way it goes, tool 1 or tool 4.
  const warnsOfLogo = (channel: ListingChannel) =>
    channel === 'douyin' && item.systemRecognizeLogoFlag === true;
  const followTo = (channel: ListingChannel, step: ClickStep) => {
    if ((step.kind === 'open-page' || step.kind === 'direct-upload') && warnsOfLogo(channel))
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
    // The server keeps it for the buyer's other devices, or forgets it (decision 072).
    saveRememberedChoice(channel, toolId, remember, remember ? way : null);
    if (toolId === LISTING_TOOL.thirdParty) return openPage(uploadPageHref([item.vid], channel, null), true);
    // The same push for every platform; only Taobao has a way to choose (spec 2 §2 item 3).
    if (channel !== 'taobao') return void startDirect(channel);
    if (way && remember) rememberTaobaoWay(way, false, true);
    const chosen = way ?? savedTaobaoWay(browserCookie);
    if (chosen === null) return setShown({ kind: 'way', remembered: remember });
    if (chosen === 'edit') return editPage();
    void startDirect('taobao');
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
            className={`fixed ${authorisedShop ? 'top-32' : 'top-20'} left-1/2 z-[70] -translate-x-1/2 rounded-md bg-ink/85 px-4 py-2 text-sm text-white shadow-lg`}
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
            remembered={shown.remembered}
            onClose={close}
            onChoose={(way, today) => {
              rememberTaobaoWay(way, today, shown.remembered);
              if (shown.remembered) saveRememberedChoice('taobao', LISTING_TOOL.own, true, way);
              close();
              if (way === 'edit') editPage();
              else void startDirect('taobao');
            }}
          />
        );
      case 'authorise':
        return (
          <ListingDialog
            testId="listing-authorise"
            title={t('listing.notice')}
            text={t('listing.authorise.text', { platform: platformName(t, shown.channel) })}
            onClose={close}
          >
            <button type="button" className={SECONDARY} onClick={close}>
              {t('listing.cancel')}
            </button>
            <a
              className={PRIMARY}
              data-testid="authorise-go"
              href={page(
                `${LISTING_PAGE.authorize}?channel=${shown.channel}&reurl=${encodeURIComponent(resumeAt ?? currentPath())}`,
              )}
            >
              {t('listing.authorise.go', { platform: platformName(t, shown.channel) })}
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
            text={t('listing.listed.text', named())}
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
            platform={platformName(t, target.current)}
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
                <p>{t('listing.tooTall.text', { n: shown.fittingImages, ...named() })}</p>
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

  // Returning from the shop authorisation (/auth/authorize brings the buyer back with ?listing={channel}):
  // the buyer is told which shop was authorised, and the push they started goes on.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || resumeAt !== undefined) return;
    const query = new URLSearchParams(window.location.search);
    const channel = query.get('listing');
    if (!isChannel(channel)) return;
    resumed.current = true;
    query.delete('listing');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query.size ? `?${query}` : ''}`,
    );
    void shopOf(channel)
      .then(
        (shop) =>
          shop.authorised && setAuthorisedShop({ channel, shop: shop.shop_name || shop.taobao_user_nick }),
      )
      .catch(() => {});
    void startDirect(channel);
  });

  return {
    clickPlatform,
    go,
    upload: (edit) => void startDirect('taobao', edit),
    busy: shown.kind === 'working',
    dialogs: (
      <>
        {authorisedShop && (
          <Toast onDone={clearAuthorised} testId="shop-authorised">
            {t('listing.authorised', {
              platform: platformName(t, authorisedShop.channel),
              shop: authorisedShop.shop,
            })}
          </Toast>
        )}
        {dialogs}
      </>
    ),
  };
}
