import { type Language, LISTING_CHANNELS } from '@stallhub/contracts';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { type ChosenItem, useBatchUpload } from './use-batch-upload.tsx';

/**
 * The batch upload box (spec 2 §2 screen 6): the items chosen on the page, select all, and a button per
 * batch platform (Taobao, Tmall, Douyin, Pinduoduo, Kuaishou, Xiaohongshu) that starts the batch flow.
 */
export function BatchUploadBox({
  lang,
  chosen,
  allChosen,
  onChooseAll,
}: {
  lang: Language;
  chosen: ChosenItem[];
  allChosen: boolean;
  onChooseAll: (all: boolean) => void;
}) {
  const { t } = useT();
  const flow = useBatchUpload(lang);
  return (
    <section
      aria-label={t('listingBatch.box.title')}
      data-testid="batch-upload-box"
      className="flex flex-col gap-2 rounded-lg border border-line bg-white px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3 text-sm">
        <label className="flex items-center gap-1.5 text-ink">
          <input
            type="checkbox"
            checked={allChosen}
            onChange={(event) => onChooseAll(event.target.checked)}
          />
          {t('listingBatch.box.chooseAll')}
        </label>
        <span className="text-ink-soft" data-testid="batch-chosen" data-count={chosen.length}>
          {t('listingBatch.box.chosen', { count: chosen.length })}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="text-ink-soft text-sm">{t('listingBatch.box.title')}</span>
        {LISTING_CHANNELS.map((channel) => (
          <button
            key={channel}
            type="button"
            disabled={flow.busy}
            onClick={() => flow.start(channel, chosen)}
            className="rounded-full border border-line px-3 py-1 text-ink text-sm hover:border-brand hover:text-brand disabled:opacity-50"
          >
            {platformName(t, channel)}
          </button>
        ))}
      </div>
      {flow.dialogs}
    </section>
  );
}
