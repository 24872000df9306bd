import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';

const BUTTON =
  'rounded-md bg-brand px-4 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50';

/** The bar that stays on top: all pictures at once, how many are chosen, the videos too, and download. */
export function DownloadBar({
  chosen,
  total,
  hasVideos,
  withVideo,
  packing,
  onAll,
  onWithVideo,
  onDownload,
}: {
  chosen: number;
  total: number;
  hasVideos: boolean;
  withVideo: boolean;
  packing: boolean;
  onAll: (on: boolean) => void;
  onWithVideo: (on: boolean) => void;
  onDownload: () => void;
}) {
  const { t } = useT();
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-white p-3">
      <label className="flex items-center gap-2 text-ink text-sm">
        <input
          type="checkbox"
          checked={chosen === total}
          onChange={(event) => onAll(event.target.checked)}
          data-testid="select-all"
        />
        {t('pictureDownload.selectAll')}
      </label>
      <span className="text-ink-soft text-sm" data-testid="selected-count">
        {t('pictureDownload.selected', { n: chosen, total })}
      </span>
      {hasVideos && (
        <label className="flex items-center gap-2 text-ink text-sm">
          <input
            type="checkbox"
            checked={withVideo}
            onChange={(event) => onWithVideo(event.target.checked)}
            data-testid="with-video"
          />
          {t('pictureDownload.withVideo')}
        </label>
      )}
      <button
        type="button"
        className={clsx(BUTTON, 'w-full sm:ml-auto sm:w-auto')}
        disabled={packing}
        onClick={onDownload}
        data-testid="download-package"
      >
        {packing ? t('pictureDownload.packing') : t('pictureDownload.download')}
      </button>
    </div>
  );
}
