import { LISTING_TOOL } from '@stallhub/contracts';
import { useState } from 'react';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { forgetChoice } from './listing-cookies.ts';
import type { RememberedChoice } from './platform-click.ts';
import { saveRememberedChoice } from './remember-choice.ts';

/**
 * The upload settings page's remembered choices (issue 26 point 7): each platform whose tool (and, for
 * Taobao, way) "remember my choice" keeps, with "change", which forgets it so the next push asks again.
 */
export function RememberedChoices({ initial }: { initial: RememberedChoice[] }) {
  const { t } = useT();
  const [choices, setChoices] = useState(initial);
  if (choices.length === 0)
    return (
      <p className="text-ink-faint text-sm" data-testid="remembered-choices">
        {t('listing.remembered.none')}
      </p>
    );
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" data-testid="remembered-choices">
      {choices.map((choice) => (
        <li
          key={choice.channel}
          data-channel={choice.channel}
          className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm"
        >
          <span className="w-24 font-medium text-ink">{platformName(t, choice.channel)}</span>
          <span className="min-w-0 flex-1 text-ink-soft">
            {choice.toolId === LISTING_TOOL.own ? t('listing.tool.own') : t('listing.tool.thirdParty')}
            {choice.way && ` · ${choice.way === 'direct' ? t('listing.way.direct') : t('listing.way.edit')}`}
          </span>
          <button
            type="button"
            className="text-brand hover:underline"
            data-testid={`forget-${choice.channel}`}
            onClick={() => {
              forgetChoice(choice.channel);
              saveRememberedChoice(choice.channel, choice.toolId, false);
              setChoices((list) => list.filter((entry) => entry.channel !== choice.channel));
            }}
          >
            {t('listing.remembered.change')}
          </button>
        </li>
      ))}
    </ul>
  );
}
