import type { Language, ListingChannel, UploadWay } from '@stallhub/contracts';
import { type ReactNode, useCallback, useState } from 'react';
import { DialogWaiting } from '../../components/dialog.tsx';
import { firstUse, useFirstUse } from '../../components/first-use.ts';
import { useT } from '../../i18n/use-t.ts';
import type { Shown } from './listing-shown.ts';
import type { ClickedItem } from './platform-click.ts';
import { AuthoriseDialog, useAuthorisationReturn } from './shop-authorisation.tsx';
import { useListingChoice } from './use-listing-choice.ts';
import { useListingPush } from './use-listing-push.ts';

// The flow's dialogs come with the first platform a buyer clicks, not with every page of cards.
const dialogsCode = firstUse(() =>
  Promise.all([import('./listing-choice-dialogs.tsx'), import('./listing-outcome-dialogs.tsx')]).then(
    ([choice, outcome]) => ({ ChoiceDialog: choice.ChoiceDialog, OutcomeDialog: outcome.OutcomeDialog }),
  ),
);

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

/**
 * One item's listing flow, from a platform button to the platform's answer: the rules of spec 2 §4
 * ("Platform button click", "Tool chooser", "Direct Taobao upload", "Face verification dialog",
 * "Image cropper") and the dialogs of §2 item 10, each answer of §8 in its dialog. A client-side state
 * machine across several calls, one dialog at a time: the choice of tool and way (`useListingChoice`),
 * the shop's authorisation (`shop-authorisation`), the push and its tries (`useListingPush`), and the
 * push's outcome (`OutcomeDialog`).
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
  const close = useCallback(() => setShown({ kind: 'none' }), []);
  const push = useListingPush(item.itemId, setShown);
  const choice = useListingChoice(item, lang, signedIn, setShown, push);
  const authorisation = useAuthorisationReturn(signedIn, resumeAt, (channel) => void push.start(channel));
  const dialogs = useFirstUse(dialogsCode, shown.kind !== 'none');

  const step =
    shown.kind === 'working' ? (
      <div
        role="status"
        data-testid="listing-working"
        className={`fixed ${authorisation.told ? 'top-32' : 'top-20'} left-1/2 z-[70] -translate-x-1/2 rounded-md bg-ink/85 px-4 py-2 text-sm text-white shadow-lg`}
      >
        {t('listing.working')}
      </div>
    ) : shown.kind === 'authorise' ? (
      <AuthoriseDialog channel={shown.channel} lang={lang} resumeAt={resumeAt} onClose={close} />
    ) : shown.kind === 'none' ? null : dialogs ? (
      <>
        <dialogs.ChoiceDialog shown={shown} choice={choice} onClose={close} />
        <dialogs.OutcomeDialog
          shown={shown}
          push={push}
          lang={lang}
          editPage={choice.editPage}
          onClose={close}
        />
      </>
    ) : (
      <DialogWaiting />
    );

  return {
    clickPlatform: choice.clickPlatform,
    go: choice.go,
    upload: (edit) => void push.start('taobao', edit),
    busy: shown.kind === 'working',
    dialogs: (
      <>
        {authorisation.toast}
        {step}
      </>
    ),
  };
}
