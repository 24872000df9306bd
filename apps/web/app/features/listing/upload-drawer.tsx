import {
  LISTING_DIALOG_WIDTH,
  LISTING_TOOL,
  type ListingChannel,
  type PrecheckResult,
  precheckRoute,
  type UploadWay,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { CornerClose, Dialog, DialogDescription, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { adoptRememberedChoices } from './listing-cookies.ts';
import { PRIMARY, SECONDARY } from './listing-dialogs.tsx';
import { TutorialButton } from './tutorial-dialog.tsx';

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
  const [precheck, setPrecheck] = useState<PrecheckResult | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [channel, setChannel] = useState<string | null>(null);
  const [toolId, setToolId] = useState<number | null>(null);
  const [remember, setRemember] = useState(true);

  useEffect(() => {
    let live = true;
    browserApi
      .call(precheckRoute, { itemId })
      .then((answer) => {
        if (!live) return;
        adoptRememberedChoices(answer.rememberedChoices ?? []);
        setPrecheck(answer);
        const unable = new Set(answer.uploadConf.unableChannels.map((entry) => entry.channelKey));
        const first =
          answer.uploadChannelList.find(
            (entry) => entry.isDefaultChannel && !unable.has(entry.channelCode),
          ) ?? answer.uploadChannelList.find((entry) => !unable.has(entry.channelCode));
        setChannel(first?.channelCode ?? null);
        setToolId(first?.toolList.find((tool) => tool.isDefaultTool)?.toolId ?? null);
      })
      .catch((error: unknown) => live && setFailed(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [itemId]);

  const unable = new Map(precheck?.uploadConf.unableChannels.map((entry) => [entry.channelKey, entry]) ?? []);
  const chosen = precheck?.uploadChannelList.find((entry) => entry.channelCode === channel) ?? null;
  const ready = chosen !== null && toolId !== null && !unable.has(chosen.channelCode);
  const start = (way: UploadWay | null) => {
    if (!ready) return;
    onClose();
    onGo(chosen.channelCode as ListingChannel, toolId, way, remember);
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
          <h3 className="mt-5 font-medium text-ink text-sm">{t('listing.drawer.platform')}</h3>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {precheck.uploadChannelList.map((entry) => {
              const off = unable.get(entry.channelCode);
              return (
                <button
                  key={entry.channelCode}
                  type="button"
                  aria-pressed={channel === entry.channelCode}
                  aria-disabled={off ? true : undefined}
                  title={off?.bubbleMsg}
                  data-channel={entry.channelCode}
                  onClick={() => {
                    if (off) return;
                    setChannel(entry.channelCode);
                    setToolId(entry.toolList.find((tool) => tool.isDefaultTool)?.toolId ?? null);
                  }}
                  className={clsx(
                    'rounded-md border px-3 py-2 text-left text-sm',
                    channel === entry.channelCode
                      ? 'border-brand bg-brand/5 text-brand'
                      : 'border-line text-ink',
                    off && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <span className="font-medium">{entry.name}</span>
                  {off && <span className="block text-ink-faint text-xs">{off.bubbleMsg}</span>}
                </button>
              );
            })}
          </div>
          {chosen && (
            <>
              <h3 className="mt-5 font-medium text-ink text-sm">{t('listing.drawer.tool')}</h3>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {chosen.toolList.map((tool) => (
                  <button
                    key={tool.toolId}
                    type="button"
                    aria-pressed={toolId === tool.toolId}
                    data-tool={tool.toolId}
                    onClick={() => setToolId(tool.toolId)}
                    className={clsx(
                      'rounded-md border p-3 text-left text-sm',
                      toolId === tool.toolId ? 'border-brand bg-brand/5' : 'border-line',
                    )}
                  >
                    <span className="font-medium text-ink">{tool.name}</span>
                    <span className="block text-ink-faint text-xs">
                      {tool.toolId === LISTING_TOOL.own
                        ? t('listing.tool.ownTip')
                        : t('listing.tool.thirdPartyTip')}
                    </span>
                  </button>
                ))}
              </div>
            </>
          )}
          <label className="mt-4 flex items-center gap-2 text-ink-soft text-sm">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            {t('listing.drawer.default')}
          </label>
          <div className="mt-5 flex flex-wrap gap-2">
            {chosen?.channelCode === 'taobao' && toolId === LISTING_TOOL.own ? (
              <>
                <button
                  type="button"
                  className={PRIMARY}
                  disabled={!ready}
                  data-testid="drawer-direct"
                  onClick={() => start('direct')}
                >
                  {t('listing.way.direct')}
                </button>
                <button type="button" className={SECONDARY} disabled={!ready} onClick={() => start('edit')}>
                  {t('listing.way.edit')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={PRIMARY}
                disabled={!ready}
                data-testid="drawer-go"
                onClick={() => start(null)}
              >
                {t('listing.drawer.go')}
              </button>
            )}
          </div>
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
