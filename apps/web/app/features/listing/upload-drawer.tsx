import { LISTING_DIALOG_WIDTH, LISTING_TOOL, type ListingChannel, type UploadWay } from '@stallhub/contracts';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PlatformChoice, ToolChoice } from './drawer-choices.tsx';
import { PRIMARY, SECONDARY } from './listing-dialogs.tsx';
import { TutorialButton } from './tutorial-dialog.tsx';
import { type DrawerChoice, useDrawerChoice } from './use-drawer-choice.ts';

const DRAWER =
  'ml-auto flex h-full max-h-full w-full flex-col overflow-y-auto bg-white p-5 shadow-xl sm:rounded-l-lg';

/**
 * The one-click upload drawer (1084 px from the right, spec 2 §2 item 2, §4 "Upload drawer"): on
 * opening the precheck is loaded and the default platform and tool preselected; choosing selects
 * exactly one of each; the action saves them as default when the box is ticked, then starts the direct
 * upload or goes to the upload page.
 */
export function UploadDrawer({
  itemId,
  settingsHref,
  helpHref,
  onGo,
  onClose,
}: {
  itemId: number;
  settingsHref: string | null;
  helpHref: string;
  onGo: (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const choice = useDrawerChoice(itemId);
  const { precheck, failed } = choice;
  const start = (way: UploadWay | null) => {
    if (!choice.ready || !choice.chosen || choice.toolId === null) return;
    onClose();
    onGo(choice.chosen.channelCode as ListingChannel, choice.toolId, way, choice.remember);
  };

  return (
    <Dialog onClose={onClose} width={LISTING_DIALOG_WIDTH.drawer} className={DRAWER} testId="listing-drawer">
      <DialogTitle className="pr-8 font-semibold text-ink text-lg">{t('listing.drawer.title')}</DialogTitle>
      <DialogDescription className="mt-1 text-ink-soft text-sm">{t('listing.drawer.text')}</DialogDescription>
      {!precheck && !failed && <p className="mt-6 text-ink-faint text-sm">{t('listing.loading')}</p>}
      {failed && (
        <p role="alert" className="mt-6 text-red-600 text-sm">
          {failed}
        </p>
      )}
      {precheck && (
        <>
          {precheck.earlyWarningTips && (
            <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-amber-800 text-sm">
              {precheck.earlyWarningTips}
            </p>
          )}
          <PlatformChoice precheck={precheck} choice={choice} />
          <ToolChoice choice={choice} />
          <label className="mt-4 flex items-center gap-2 text-ink-soft text-sm">
            <input
              type="checkbox"
              checked={choice.remember}
              onChange={(event) => choice.setRemember(event.target.checked)}
            />
            {t('listing.drawer.default')}
          </label>
          <DrawerGo choice={choice} onStart={start} />
        </>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-4 border-line border-t pt-4 text-sm">
        <TutorialButton />
        {settingsHref && (
          <a href={settingsHref} className="text-brand hover:underline">
            {t('listing.box.settings')}
          </a>
        )}
        <a href={helpHref} className="text-ink-soft hover:text-brand">
          {t('listing.help.link')}
        </a>
      </div>
      <CornerClose label={t('listing.close')} />
    </Dialog>
  );
}

/** The drawer's action: Taobao with Stallhub's own tool offers its two ways, any other choice one "go". */
function DrawerGo({ choice, onStart }: { choice: DrawerChoice; onStart: (way: UploadWay | null) => void }) {
  const { t } = useT();
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {choice.chosen?.channelCode === 'taobao' && choice.toolId === LISTING_TOOL.own ? (
        <>
          <button
            type="button"
            className={PRIMARY}
            disabled={!choice.ready}
            data-testid="drawer-direct"
            onClick={() => onStart('direct')}
          >
            {t('listing.way.direct')}
          </button>
          <button
            type="button"
            className={SECONDARY}
            disabled={!choice.ready}
            onClick={() => onStart('edit')}
          >
            {t('listing.way.edit')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={PRIMARY}
          disabled={!choice.ready}
          data-testid="drawer-go"
          onClick={() => onStart(null)}
        >
          {t('listing.drawer.go')}
        </button>
      )}
    </div>
  );
}
