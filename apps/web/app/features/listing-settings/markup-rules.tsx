import {
  LISTING_CHANNELS,
  type ListingChannel,
  MARKUP_ROUNDING,
  type MarkupRounding,
  type MarkupRule,
  markedUpCents,
  markupSaveRoute,
} from '@stallhub/contracts';
import { useState } from 'react';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

/** The stall price the live example is worked on. */
const EXAMPLE_COST = 59.3;
const field = 'h-9 w-full rounded border border-line px-2 text-ink outline-none focus:border-brand';

/** One platform's markup rule with its live example price, saved on its own (issue 14 point 5). */
function RuleRow({ channel, saved }: { channel: ListingChannel; saved: MarkupRule | undefined }) {
  const { t } = useT();
  const [multiplier, setMultiplier] = useState(String(saved?.multiplier ?? 1));
  const [add, setAdd] = useState(String(saved?.add ?? 0));
  const [rounding, setRounding] = useState<MarkupRounding>(saved?.rounding ?? 'none');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const valid = Number(multiplier) > 0 && Number(add) >= 0;
  const price = valid
    ? markedUpCents(EXAMPLE_COST, { multiplier: Number(multiplier), add: Number(add), rounding }) / 100
    : null;

  const save = async () => {
    setNote(null);
    try {
      await browserApi.call(markupSaveRoute, { channel, multiplier, add, rounding });
      setNote({ ok: true, text: t('listingSettings.settings.saved') });
    } catch (error) {
      setNote({ ok: false, text: (error as Error).message || t('listingSettings.settings.failed') });
    }
  };

  return (
    <li className="grid grid-cols-2 items-end gap-2 px-4 py-3 text-sm md:grid-cols-[6rem_1fr_1fr_1.4fr_auto]">
      <span className="col-span-2 font-medium text-ink md:col-span-1 md:self-center">
        {platformName(t, channel)}
      </span>
      <label className="flex flex-col gap-1">
        <span className="text-ink-soft text-xs">{t('listingSettings.settings.markup.multiplier')}</span>
        <input
          className={field}
          inputMode="decimal"
          name={`multiplier-${channel}`}
          value={multiplier}
          onChange={(event) => setMultiplier(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-ink-soft text-xs">{t('listingSettings.settings.markup.add')}</span>
        <input
          className={field}
          inputMode="decimal"
          name={`add-${channel}`}
          value={add}
          onChange={(event) => setAdd(event.target.value)}
        />
      </label>
      <label className="col-span-2 flex flex-col gap-1 md:col-span-1">
        <span className="text-ink-soft text-xs">{t('listingSettings.settings.markup.rounding')}</span>
        <select
          className={field}
          name={`rounding-${channel}`}
          value={rounding}
          onChange={(event) => setRounding(event.target.value as MarkupRounding)}
        >
          {MARKUP_ROUNDING.map((value) => (
            <option key={value} value={value}>
              {t(`listingSettings.settings.markup.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="col-span-2 h-9 rounded bg-brand px-4 text-white hover:bg-brand-dark disabled:opacity-50 md:col-span-1"
        disabled={!valid}
        onClick={() => void save()}
      >
        {t('listingSettings.settings.markup.save')}
      </button>
      <span
        className="col-span-2 text-ink-soft text-xs md:col-span-5"
        data-testid={`markup-example-${channel}`}
      >
        {price !== null &&
          t('listingSettings.settings.markup.example', {
            cost: EXAMPLE_COST.toFixed(2),
            price: price.toFixed(2),
          })}
        {note && (
          <span
            role={note.ok ? 'status' : 'alert'}
            className={note.ok ? 'ml-3 text-green-700' : 'ml-3 text-brand'}
          >
            {note.text}
          </span>
        )}
      </span>
    </li>
  );
}

export function MarkupRules({ rules }: { rules: MarkupRule[] }) {
  const byChannel = new Map(rules.map((rule) => [rule.channel, rule]));
  return (
    <ul className="divide-y divide-line rounded-lg border border-line" data-testid="markup-rules">
      {LISTING_CHANNELS.map((channel) => (
        <RuleRow key={channel} channel={channel} saved={byChannel.get(channel)} />
      ))}
    </ul>
  );
}
