import { useT } from '../../i18n/use-t.ts';
import {
  CancelButton,
  ContinueButton,
  ListingDialog,
  PRIMARY,
  SECONDARY,
  ToolDialog,
  WayDialog,
} from './listing-dialogs.tsx';
import type { Shown } from './listing-shown.ts';
import type { ListingChoice } from './use-listing-choice.ts';

/** The dialogs before a push: a notice, the blocked stall, the tool, the Taobao way, Douyin's logo. */
export function ChoiceDialog({
  shown,
  choice,
  onClose,
}: {
  shown: Shown;
  choice: ListingChoice;
  onClose: () => void;
}) {
  const { t } = useT();
  const then = (step: () => void) => () => {
    onClose();
    step();
  };
  switch (shown.kind) {
    case 'notice':
    case 'refused':
      return (
        <ListingDialog
          testId="listing-notice"
          title={t('listing.notice')}
          text={shown.kind === 'notice' ? shown.text : shown.message}
          onClose={onClose}
        >
          <button type="button" className={PRIMARY} onClick={onClose}>
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
          onClose={onClose}
        >
          <CancelButton onClose={onClose} />
          <ContinueButton
            testId="blocked-continue"
            onContinue={then(() => choice.continueBlocked(shown.channel))}
          />
        </ListingDialog>
      );
    case 'tool':
      return (
        <ToolDialog
          channel={shown.channel}
          onClose={onClose}
          onConfirm={(toolId, remember) => then(() => choice.go(shown.channel, toolId, null, remember))()}
        />
      );
    case 'logo':
      return (
        <ListingDialog
          testId="listing-logo"
          title={t('listing.logo.title')}
          text={t('listing.logo.text')}
          onClose={onClose}
        >
          <button type="button" className={SECONDARY} onClick={then(choice.adjustLogo)}>
            {t('listing.logo.adjust')}
          </button>
          <button type="button" className={PRIMARY} data-testid="logo-continue" onClick={then(shown.proceed)}>
            {t('listing.logo.continue')}
          </button>
        </ListingDialog>
      );
    case 'way':
      return (
        <WayDialog
          remembered={shown.remembered}
          onClose={onClose}
          onChoose={(way, today) => then(() => choice.chooseWay(way, today, shown.remembered))()}
        />
      );
    default:
      return null;
  }
}
