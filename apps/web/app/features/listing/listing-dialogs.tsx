import {
  DEFAULT_TOOL,
  LISTING_DIALOG_WIDTH,
  LISTING_TOOL,
  LISTING_TOOL_IDS,
  type ListingChannel,
  type UploadWay,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';

export const PRIMARY =
  'rounded-full bg-brand px-4 py-1.5 text-sm text-white hover:bg-brand-dark disabled:opacity-50';
export const SECONDARY = 'rounded-full border border-line px-4 py-1.5 text-ink-soft text-sm hover:text-brand';

/** A listing dialog's "cancel": it closes the dialog and does nothing else. */
export function CancelButton({ onClose }: { onClose: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className={SECONDARY} onClick={onClose}>
      {t('listing.cancel')}
    </button>
  );
}

/** "Continue listing": the push goes on past a notice the buyer has read. */
export function ContinueButton({ testId, onContinue }: { testId: string; onContinue: () => void }) {
  const { t } = useT();
  return (
    <button type="button" className={PRIMARY} data-testid={testId} onClick={onContinue}>
      {t('listing.continueListing')}
    </button>
  );
}

/** A listing question or notice: title, text, and its buttons (spec 2 §2 item 10). */
export function ListingDialog({
  testId,
  title,
  text,
  width = LISTING_DIALOG_WIDTH.confirm,
  onClose,
  children,
}: {
  testId: string;
  title: string;
  text: ReactNode;
  width?: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog onClose={onClose} width={width} testId={testId}>
      <DialogTitle className="pr-8 font-semibold text-base text-ink">{title}</DialogTitle>
      <DialogDescription asChild>
        <div className="mt-2 text-ink-soft text-sm leading-relaxed">{text}</div>
      </DialogDescription>
      <div className="mt-5 flex flex-wrap justify-end gap-2">{children}</div>
      <CornerClose label={t('listing.close')} />
    </Dialog>
  );
}

/**
 * "Please choose the platform to list on" (472 px, spec 2 §4 "Tool chooser"): Stallhub's own tool
 * preselected, listed first and marked recommended, the third-party tool the explicit alternative
 * (decision 072); remember-my-choice ticked (unticked, the saved selection is cleared). A batch passes
 * the tool it chose last.
 */
export function ToolDialog({
  channel,
  preselected = DEFAULT_TOOL[channel],
  rememberable = true,
  onConfirm,
  onClose,
}: {
  channel: ListingChannel;
  preselected?: number | null;
  rememberable?: boolean;
  onConfirm: (toolId: number, remember: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [tool, setTool] = useState<number | null>(preselected);
  const [remember, setRemember] = useState(true);
  const [unchosen, setUnchosen] = useState(false);
  return (
    <ListingDialog
      testId="listing-tool"
      title={t('listing.tool.title')}
      text={t('listing.tool.text', { platform: platformName(t, channel) })}
      width={LISTING_DIALOG_WIDTH.tool}
      onClose={onClose}
    >
      <fieldset className="w-full">
        <legend className="sr-only">{t('listing.tool.title')}</legend>
        <div className="grid gap-2">
          {LISTING_TOOL_IDS.map((id) => (
            <label
              key={id}
              className={clsx(
                'flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm',
                tool === id ? 'border-brand bg-brand/5' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="listing-tool"
                data-tool={id}
                checked={tool === id}
                onChange={() => {
                  setTool(id);
                  setUnchosen(false);
                }}
                className="mt-0.5"
              />
              <span>
                <span className="font-medium text-ink">
                  {id === LISTING_TOOL.own ? t('listing.tool.own') : t('listing.tool.thirdParty')}
                  {id === LISTING_TOOL.own && (
                    <span className="ml-2 rounded bg-brand/10 px-1.5 py-0.5 font-normal text-brand text-xs">
                      {t('listing.way.recommended')}
                    </span>
                  )}
                </span>
                <span className="block text-ink-faint text-xs">
                  {id === LISTING_TOOL.own ? t('listing.tool.ownTip') : t('listing.tool.thirdPartyTip')}
                </span>
              </span>
            </label>
          ))}
        </div>
        {rememberable && (
          <label className="mt-3 flex items-center gap-2 text-ink-soft text-sm">
            <input
              type="checkbox"
              data-testid="tool-remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('listing.tool.remember')}
          </label>
        )}
        {rememberable && <p className="mt-1 text-ink-faint text-xs">{t('listing.tool.rememberTip')}</p>}
        {unchosen && (
          <p role="alert" className="mt-3 text-red-600 text-sm">
            {t('listing.tool.required')}
          </p>
        )}
        <div className="mt-4 flex justify-end gap-2">
          <CancelButton onClose={onClose} />
          <button
            type="button"
            className={PRIMARY}
            data-testid="tool-confirm"
            onClick={() => (tool === null ? setUnchosen(true) : onConfirm(tool, remember))}
          >
            {t('listing.confirm')}
          </button>
        </div>
      </fieldset>
    </ListingDialog>
  );
}

/** Direct upload (recommended) or edit upload, and "don't pop up again today" (spec 2 §2 item 3). */
export function WayDialog({
  remembered = false,
  onChoose,
  onClose,
}: {
  /** "Remember my choice" was ticked for the tool: the way is remembered with it, nothing to tick here. */
  remembered?: boolean;
  onChoose: (way: UploadWay, today: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [today, setToday] = useState(false);
  return (
    <ListingDialog
      testId="listing-way"
      title={t('listing.way.title')}
      text={t('listing.way.text')}
      width={LISTING_DIALOG_WIDTH.tool}
      onClose={onClose}
    >
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <button
          type="button"
          className={clsx(PRIMARY, 'rounded-md py-3')}
          data-testid="way-direct"
          onClick={() => onChoose('direct', today)}
        >
          {t('listing.way.direct')}
          <span className="block text-xs opacity-90">{t('listing.way.recommended')}</span>
        </button>
        <button
          type="button"
          className={clsx(SECONDARY, 'rounded-md py-3')}
          data-testid="way-edit"
          onClick={() => onChoose('edit', today)}
        >
          {t('listing.way.edit')}
          <span className="block text-xs">{t('listing.way.editTip')}</span>
        </button>
      </div>
      {remembered ? (
        <p className="w-full text-ink-faint text-xs" data-testid="way-remembered">
          {t('listing.way.remembered', { platform: platformName(t, 'taobao') })}
        </p>
      ) : (
        <label className="flex w-full items-center gap-2 text-ink-soft text-sm">
          <input
            type="checkbox"
            checked={today}
            data-testid="way-today"
            onChange={(event) => setToday(event.target.checked)}
          />
          {t('listing.way.notToday')}
        </label>
      )}
    </ListingDialog>
  );
}

/**
 * Face verification (400 px, spec 2 §4): "go verify" opens the platform's page, then "I have finished"
 * closes and retries with button code 102.
 */
export function FaceDialog({
  platform,
  verificationUrl,
  onFinished,
  onClose,
}: {
  platform: string;
  verificationUrl: string;
  onFinished: () => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [opened, setOpened] = useState(false);
  return (
    <ListingDialog
      testId="listing-face"
      title={t('listing.face.title')}
      text={t('listing.face.text', { platform })}
      width={LISTING_DIALOG_WIDTH.face}
      onClose={onClose}
    >
      {opened ? (
        <button type="button" className={PRIMARY} data-testid="face-finished" onClick={onFinished}>
          {t('listing.face.finished')}
        </button>
      ) : (
        <a
          href={verificationUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={PRIMARY}
          data-testid="face-go"
          onClick={() => setOpened(true)}
        >
          {t('listing.face.go')}
        </a>
      )}
    </ListingDialog>
  );
}
