import {
  canLinkTo,
  FACE_BUTTON,
  type Language,
  LISTING_DIALOG_WIDTH,
  LISTING_PAGE,
  UNCHECK_RECORD,
} from '@stallhub/contracts';
import { lazy, Suspense } from 'react';
import { marketTime } from '../../components/market-time.ts';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { withCrops } from './direct-upload.ts';
import {
  CancelButton,
  ContinueButton,
  FaceDialog,
  ListingDialog,
  PRIMARY,
  SECONDARY,
} from './listing-dialogs.tsx';
import type { Shown } from './listing-shown.ts';
import type { ListingPush } from './use-listing-push.ts';

// The cropper (react-easy-crop) is loaded only when a picture needs cropping: most pushes never do, and
// the item page should not carry it (decision 043).
const CropDialog = lazy(() => import('./crop-dialog.tsx').then((module) => ({ default: module.CropDialog })));

interface OutcomeProps {
  push: ListingPush;
  lang: Language;
  editPage: () => void;
  onClose: () => void;
}

/** The push's answer, each in its dialog (spec 2 §8), with what the buyer can do next. */
export function OutcomeDialog({ shown, ...props }: OutcomeProps & { shown: Shown }) {
  const { t } = useT();
  const { push, lang, onClose } = props;
  switch (shown.kind) {
    case 'crop':
      return (
        <Suspense fallback={null}>
          <CropDialog
            ratio={shown.ratio}
            initial={shown.images}
            onClose={onClose}
            onSubmit={(images) => push.retry({ imageUrls: withCrops(shown.pictures, images) })}
          />
        </Suspense>
      );
    case 'listed':
      return <ListedDialog itemUrl={shown.itemUrl} {...props} />;
    case 'already':
      return (
        <ListingDialog
          testId="listing-already"
          title={t('listing.notice')}
          text={t('listing.already', { time: shown.uploadTime ? marketTime(lang, shown.uploadTime) : '' })}
          onClose={onClose}
        >
          <CancelButton onClose={onClose} />
          <ContinueButton
            testId="already-continue"
            onContinue={() => push.retry({ unCheckRecord: UNCHECK_RECORD.listAgain })}
          />
        </ListingDialog>
      );
    case 'face':
      return (
        <FaceDialog
          platform={platformName(t, push.target())}
          verificationUrl={shown.verificationUrl}
          onClose={onClose}
          onFinished={() => push.retry({ btn: FACE_BUTTON.afterVerification })}
        />
      );
    case 'too-tall':
      return <TooTallDialog fittingImages={shown.fittingImages} {...props} />;
    case 'space':
      return (
        <ListingDialog
          testId="listing-space"
          title={t('listing.notice')}
          text={t('listing.space')}
          onClose={onClose}
        >
          <button type="button" className={SECONDARY} onClick={onClose}>
            {t('listing.close')}
          </button>
          <a className={PRIMARY} href={LISTING_PAGE.materialCentre} target="_blank" rel="noopener noreferrer">
            {t('listing.materialCentre')}
          </a>
        </ListingDialog>
      );
    case 'failed':
      return <FailedDialog message={shown.message} {...props} />;
    default:
      return null;
  }
}

function ListedDialog({ itemUrl, push, lang, onClose }: OutcomeProps & { itemUrl: string | null }) {
  const { t } = useT();
  return (
    <ListingDialog
      testId="listing-listed"
      title={t('listing.listed.title')}
      text={t('listing.listed.text', { platform: platformName(t, push.target()) })}
      onClose={onClose}
    >
      {canLinkTo(LISTING_PAGE.history) && (
        <a className={SECONDARY} href={localePath(lang, LISTING_PAGE.history)}>
          {t('listing.listed.history')}
        </a>
      )}
      {itemUrl && (
        <a
          className={PRIMARY}
          href={itemUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="listed-open"
        >
          {t('listing.listed.open')}
        </a>
      )}
    </ListingDialog>
  );
}

function TooTallDialog({
  fittingImages,
  push,
  lang,
  editPage,
  onClose,
}: OutcomeProps & { fittingImages: number }) {
  const { t } = useT();
  return (
    <ListingDialog
      testId="listing-too-tall"
      title={t('listing.tooTall.title')}
      text={
        <>
          <p>{t('listing.tooTall.text', { n: fittingImages, platform: platformName(t, push.target()) })}</p>
          {canLinkTo(LISTING_PAGE.settings) && (
            <a
              className="mt-2 inline-block text-brand underline"
              href={localePath(lang, LISTING_PAGE.settings)}
            >
              {t('listing.tooTall.auto')}
            </a>
          )}
        </>
      }
      width={LISTING_DIALOG_WIDTH.tool}
      onClose={onClose}
    >
      <button type="button" className={SECONDARY} onClick={editPage}>
        {t('listing.editUpload')}
      </button>
      <button
        type="button"
        className={PRIMARY}
        data-testid="too-tall-split"
        onClick={() => push.retry({ splitTooLongDesc: true })}
      >
        {t('listing.tooTall.split')}
      </button>
    </ListingDialog>
  );
}

function FailedDialog({ message, push, editPage, onClose }: OutcomeProps & { message: string }) {
  const { t } = useT();
  return (
    <ListingDialog
      testId="listing-failed"
      title={t('listing.failure.title')}
      text={
        <>
          <p>{t('listing.failure.text')}</p>
          <p className="mt-1 text-red-600">{message}</p>
        </>
      }
      width={LISTING_DIALOG_WIDTH.failure}
      onClose={onClose}
    >
      <button type="button" className={SECONDARY} onClick={editPage}>
        {t('listing.editUpload')}
      </button>
      <button type="button" className={PRIMARY} data-testid="failed-retry" onClick={() => push.retry()}>
        {t('listing.retry')}
      </button>
    </ListingDialog>
  );
}
