import type { BatchImageFault, BatchItem } from '@stallhub/contracts';
import { BATCH_TITLE_MAX } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';

const TONE: Record<BatchItem['status'], string> = {
  draft: 'bg-line text-ink-soft',
  waiting: 'bg-amber-100 text-amber-800',
  running: 'bg-sky-100 text-sky-800',
  listed: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-700',
  cancelled: 'bg-line text-ink-faint',
};

/**
 * One item of the batch: its pictures, the title pushed (editable while the batch is a draft, saved when
 * the field is left), the main pictures that break the platform's rule with the crop button, its state
 * and, once pushed, the platform's item id or the reason it failed.
 */
export function BatchItemRow(props: {
  item: BatchItem;
  editable: boolean;
  busy: boolean;
  /** The pictures checkBatchImage answered for this item (none: they pass). */
  pictureFaults: BatchImageFault[];
  onRename: (title: string) => void;
  onCrop: () => void;
  onRemove: () => void;
}) {
  const { item, editable, busy, pictureFaults } = props;
  const toCrop = pictureFaults.filter((fault) => fault.reason !== 'unreadable').length;
  const unreadable = pictureFaults.length - toCrop;
  const { t } = useT();
  const [title, setTitle] = useState(item.title);
  const save = () => {
    const next = title.trim();
    if (next !== '' && next !== item.title) props.onRename(next);
    else setTitle(item.title);
  };
  return (
    <li
      className="flex gap-3 border-line border-b py-3 last:border-b-0"
      data-testid="batch-item"
      data-status={item.status}
    >
      <img
        src={item.imageUrls[0]}
        alt=""
        className="size-16 shrink-0 rounded bg-line object-cover md:size-20"
        loading="lazy"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {editable ? (
          <label className="flex flex-col gap-1 text-ink-faint text-xs">
            {t('listingBatch.item.title')}
            <input
              className="w-full rounded border border-line px-2 py-1.5 text-ink text-sm focus:border-brand focus:outline-none"
              value={title}
              maxLength={BATCH_TITLE_MAX}
              disabled={busy}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={save}
            />
          </label>
        ) : (
          <p className="line-clamp-2 text-ink text-sm">{item.title}</p>
        )}
        {item.imageUrls.length > 1 && (
          <ul className="flex gap-1" aria-label={t('listingBatch.item.pictures')}>
            {item.imageUrls.slice(1).map((url) => (
              <li key={url}>
                <img src={url} alt="" className="size-8 rounded bg-line object-cover" loading="lazy" />
              </li>
            ))}
          </ul>
        )}
        {pictureFaults.length > 0 && (
          <div className="flex flex-wrap items-center gap-2 text-xs" data-testid="batch-item-pictures">
            {toCrop > 0 && (
              <span className="text-amber-700">{t('listingBatch.pictures.toCrop', { count: toCrop })}</span>
            )}
            {unreadable > 0 && (
              <span className="text-red-600">
                {t('listingBatch.pictures.unreadable', { count: unreadable })}
              </span>
            )}
            {editable && toCrop > 0 && (
              <button
                type="button"
                className="rounded border border-brand px-2 py-0.5 text-brand hover:bg-brand hover:text-white disabled:opacity-50"
                disabled={busy}
                onClick={props.onCrop}
              >
                {t('listingBatch.pictures.crop')}
              </button>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className={clsx('rounded px-1.5 py-0.5 font-medium', TONE[item.status])}>
            {t(`listingBatch.status.${item.status}`)}
          </span>
          {item.toItemId && (
            <span className="text-ink-faint">{t('listingBatch.item.platformId', { id: item.toItemId })}</span>
          )}
          {item.errorMessage && (
            <span className={item.status === 'failed' ? 'text-red-600' : 'text-ink-faint'}>
              {item.errorMessage}
            </span>
          )}
        </div>
      </div>
      {editable && (
        <button
          type="button"
          className="self-start rounded px-2 py-1 text-ink-faint text-sm hover:text-red-600 disabled:opacity-50"
          disabled={busy}
          onClick={props.onRemove}
        >
          {t('listingBatch.item.remove')}
        </button>
      )}
    </li>
  );
}
