import {
  BATCH_PLATFORM_ID,
  type BatchPrecheckResult,
  batchPrecheckRoute,
  batchSaveChooseRoute,
  CODE,
  DEFAULT_TOOL,
  type Language,
  LISTING_TOOL,
  type ListingChannel,
} from '@stallhub/contracts';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { browserCookie, rememberTool } from '../listing/listing-cookies.ts';
import { ListingDialog, PRIMARY, ToolDialog } from '../listing/listing-dialogs.tsx';
import { offersToolChoice, savedTool, uploadPageHref } from '../listing/platform-click.ts';
import { saveRememberedChoice, syncRememberedChoices } from '../listing/remember-choice.ts';
import { DouyinConfirmDialog } from './douyin-confirm-dialog.tsx';

/** A chosen item: the batch calls take its id, the upload page its vid. */
export interface ChosenItem {
  itemId: number;
  vid: string;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'notice'; text: ReactNode }
  | { kind: 'tool'; channel: ListingChannel; precheck: BatchPrecheckResult }
  | { kind: 'douyin'; precheck: BatchPrecheckResult };

/**
 * The tool chosen last for batches, else Stallhub's own, for every platform (decision 072: the spec's
 * "none for a first Taobao batch" gave way to one default everywhere).
 */
const preselectedTool = (channel: ListingChannel, precheck: BatchPrecheckResult) =>
  precheck.lastChooseToolId ?? DEFAULT_TOOL[channel];

/**
 * The tool that needs no question: the one remembered for the platform by "remember my choice" (the same
 * choice as a single push's, issue 26 point 7), or Stallhub's own where there is no other (spec 2 §1).
 */
const toolWithoutAsking = (channel: ListingChannel) =>
  offersToolChoice(channel) ? savedTool(channel, browserCookie) : LISTING_TOOL.own;

/**
 * The batch upload box's flow (spec 2 §2 screens 4, 6 and 7; §4 "Tool chooser", "Douyin batch confirm
 * dialog"): the multiupload precheck of the chosen items, the tool chooser unless a choice is remembered
 * (saved with the multiupload saveChoose), Douyin's confirm of safe and risky items, then the upload
 * page with the items to push.
 */
export function useBatchUpload(lang: Language) {
  const { t } = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<ChosenItem[]>([]);
  const close = () => setStep({ kind: 'idle' });

  const openUploadPage = (channel: ListingChannel, itemIds: number[]) => {
    const vidOf = new Map(chosen.map((item) => [item.itemId, item.vid]));
    const vids = itemIds.flatMap((id) => vidOf.get(id) ?? []);
    close();
    navigate(localePath(lang, uploadPageHref(vids, channel, null)));
  };

  const start = async (channel: ListingChannel, items: ChosenItem[]) => {
    if (items.length === 0) return setStep({ kind: 'notice', text: t('listingBatch.box.chooseFirst') });
    setBusy(true);
    setChosen(items);
    try {
      const answer = await browserApi.envelope(batchPrecheckRoute, {
        itemVidList: items.map((item) => item.itemId).join(','),
        channelId: BATCH_PLATFORM_ID[channel],
        lang,
      });
      if (answer.code !== CODE.ok) return setStep({ kind: 'notice', text: answer.message });
      const precheck = answer.data;
      if (precheck.normalItemList.length + precheck.errorItemList.length === 0) {
        return setStep({
          kind: 'notice',
          text: (
            <>
              {t('listingBatch.box.noneListable')}
              <ul className="mt-2 list-disc pl-5">
                {precheck.unableItemList.map((item) => (
                  <li key={item.vid}>{item.errorMessage}</li>
                ))}
              </ul>
            </>
          ),
        });
      }
      await syncRememberedChoices();
      const remembered = toolWithoutAsking(channel);
      if (remembered !== null) return await toolChosen(channel, precheck, remembered);
      setStep({ kind: 'tool', channel, precheck });
    } catch {
      setStep({ kind: 'notice', text: t('listingBatch.failed') });
    } finally {
      setBusy(false);
    }
  };

  const toolChosen = async (channel: ListingChannel, precheck: BatchPrecheckResult, toolId: number) => {
    setBusy(true);
    try {
      const answer = await browserApi.envelope(batchSaveChooseRoute, { toolId, lang });
      if (answer.code !== CODE.ok) return setStep({ kind: 'notice', text: answer.message });
    } catch {
      return setStep({ kind: 'notice', text: t('listingBatch.failed') });
    } finally {
      setBusy(false);
    }
    const ids = (list: BatchPrecheckResult['normalItemList']) => list.map((item) => item.vid);
    if (channel === 'douyin' && precheck.errorItemList.length > 0)
      return setStep({ kind: 'douyin', precheck });
    openUploadPage(channel, [...ids(precheck.normalItemList), ...ids(precheck.errorItemList)]);
  };

  const dialogs = (() => {
    switch (step.kind) {
      case 'idle':
        return null;
      case 'notice':
        return (
          <ListingDialog testId="batch-notice" title={t('listing.notice')} text={step.text} onClose={close}>
            <button type="button" className={PRIMARY} onClick={close}>
              {t('listing.ok')}
            </button>
          </ListingDialog>
        );
      case 'tool':
        return (
          <ToolDialog
            channel={step.channel}
            preselected={preselectedTool(step.channel, step.precheck)}
            onClose={close}
            onConfirm={(toolId, remember) => {
              rememberTool(step.channel, toolId, remember);
              saveRememberedChoice(step.channel, toolId, remember);
              void toolChosen(step.channel, step.precheck, toolId);
            }}
          />
        );
      case 'douyin':
        return (
          <DouyinConfirmDialog
            safe={step.precheck.normalItemList}
            risky={step.precheck.errorItemList}
            onClose={close}
            onConfirm={(picked) =>
              openUploadPage('douyin', [...step.precheck.normalItemList.map((item) => item.vid), ...picked])
            }
          />
        );
    }
  })();

  return {
    start: (channel: ListingChannel, items: ChosenItem[]) => void start(channel, items),
    busy,
    dialogs,
  };
}
