import { LISTING_TOOL, type PrecheckResult } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';
import type { DrawerChoice } from './use-drawer-choice.ts';

/** The platforms to list on, exactly one chosen; one that cannot take the item says why and stays off. */
export function PlatformChoice({ precheck, choice }: { precheck: PrecheckResult; choice: DrawerChoice }) {
  const { t } = useT();
  return (
    <>
      <h3 className="mt-5 font-medium text-ink text-sm">{t('listing.drawer.platform')}</h3>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {precheck.uploadChannelList.map((entry) => {
          const off = choice.unable.get(entry.channelCode);
          const on = choice.chosen?.channelCode === entry.channelCode;
          return (
            <button
              key={entry.channelCode}
              type="button"
              aria-pressed={on}
              aria-disabled={off ? true : undefined}
              title={off?.bubbleMsg}
              data-channel={entry.channelCode}
              onClick={() => {
                if (!off) choice.chooseChannel(entry);
              }}
              className={clsx(
                'rounded-md border px-3 py-2 text-left text-sm',
                on ? 'border-brand bg-brand/5 text-brand' : 'border-line text-ink',
                off && 'cursor-not-allowed opacity-50',
              )}
            >
              <span className="font-medium">{entry.name}</span>
              {off && <span className="block text-ink-faint text-xs">{off.bubbleMsg}</span>}
            </button>
          );
        })}
      </div>
    </>
  );
}

/** The chosen platform's tools, exactly one chosen: Stallhub's own or the third-party one. */
export function ToolChoice({ choice }: { choice: DrawerChoice }) {
  const { t } = useT();
  if (!choice.chosen) return null;
  return (
    <>
      <h3 className="mt-5 font-medium text-ink text-sm">{t('listing.drawer.tool')}</h3>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {choice.chosen.toolList.map((tool) => (
          <button
            key={tool.toolId}
            type="button"
            aria-pressed={choice.toolId === tool.toolId}
            data-tool={tool.toolId}
            onClick={() => choice.chooseTool(tool.toolId)}
            className={clsx(
              'rounded-md border p-3 text-left text-sm',
              choice.toolId === tool.toolId ? 'border-brand bg-brand/5' : 'border-line',
            )}
          >
            <span className="font-medium text-ink">{tool.name}</span>
            <span className="block text-ink-faint text-xs">
              {tool.toolId === LISTING_TOOL.own ? t('listing.tool.ownTip') : t('listing.tool.thirdPartyTip')}
            </span>
          </button>
        ))}
      </div>
    </>
  );
}
