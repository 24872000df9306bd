import { type BatchCheckedItem, LISTING_DIALOG_WIDTH } from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CancelButton, ListingDialog, PRIMARY } from '../listing/listing-dialogs.tsx';

/**
 * "Please confirm whether to continue uploading" (730 px, spec 2 §2 dialog 7, §4 "Douyin batch confirm
 * dialog"): the safe items go as they are; the risky ones only when the buyer picks them, one by one or
 * all. Nothing safe and nothing picked: the primary button waits for a pick.
 */
export function DouyinConfirmDialog({
  safe,
  risky,
  onConfirm,
  onClose,
}: {
  safe: BatchCheckedItem[];
  risky: BatchCheckedItem[];
  onConfirm: (pickedRisky: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const allPicked = risky.length > 0 && picked.size === risky.length;
  const toggle = (vid: number) =>
    setPicked((now) => {
      const next = new Set(now);
      if (!next.delete(vid)) next.add(vid);
      return next;
    });
  const nothing = safe.length === 0 && picked.size === 0;
  return (
    <ListingDialog
      testId="douyin-confirm"
      title={t('listingBatch.douyin.title')}
      text={t('listingBatch.douyin.text')}
      width={LISTING_DIALOG_WIDTH.douyinConfirm}
      onClose={onClose}
    >
      <div className="flex max-h-[55vh] w-full flex-col gap-3 overflow-y-auto">
        <section aria-labelledby="douyin-risky">
          <div className="flex items-center justify-between gap-2">
            <h3 id="douyin-risky" className="font-medium text-red-600 text-sm">
              {t('listingBatch.douyin.risky', { count: risky.length })}
            </h3>
            <label className="flex items-center gap-1.5 text-ink-soft text-xs">
              <input
                type="checkbox"
                checked={allPicked}
                onChange={() => setPicked(allPicked ? new Set() : new Set(risky.map((item) => item.vid)))}
              />
              {t('listingBatch.douyin.pickAll')}
            </label>
          </div>
          <ul className="mt-1 divide-y divide-line">
            {risky.map((item) => (
              <CheckedRow key={item.vid} item={item}>
                <input
                  type="checkbox"
                  aria-label={t('listingBatch.douyin.pick', { title: item.title })}
                  checked={picked.has(item.vid)}
                  onChange={() => toggle(item.vid)}
                />
              </CheckedRow>
            ))}
          </ul>
        </section>
        {safe.length > 0 && (
          <section aria-labelledby="douyin-safe">
            <h3 id="douyin-safe" className="font-medium text-ink text-sm">
              {t('listingBatch.douyin.safe', { count: safe.length })}
            </h3>
            <ul className="mt-1 divide-y divide-line">
              {safe.map((item) => (
                <CheckedRow key={item.vid} item={item} />
              ))}
            </ul>
          </section>
        )}
      </div>
      {nothing && (
        <p role="status" className="w-full text-ink-faint text-xs">
          {t('listingBatch.douyin.pickOne')}
        </p>
      )}
      <CancelButton onClose={onClose} />
      <button
        type="button"
        className={PRIMARY}
        disabled={nothing}
        data-testid="douyin-confirm-go"
        onClick={() => onConfirm([...picked])}
      >
        {picked.size === 0 && safe.length > 0
          ? t('listingBatch.douyin.onlySafe')
          : t('listingBatch.douyin.go')}
      </button>
    </ListingDialog>
  );
}

function CheckedRow({ item, children }: { item: BatchCheckedItem; children?: React.ReactNode }) {
  const { t } = useT();
  return (
    <li className="flex items-start gap-2 py-2" data-testid="douyin-item" data-vid={item.vid}>
      {children && <span className="pt-4">{children}</span>}
      {item.indexImageUrl && (
        <img
          src={item.indexImageUrl}
          alt=""
          className="size-12 shrink-0 rounded object-cover"
          loading="lazy"
        />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-1 text-ink">{item.title}</p>
        <p className="text-ink-faint text-xs">
          {t('listingBatch.douyin.price', { price: item.discountPrice })}
        </p>
        {item.errorMessageDetail.length > 0 && (
          <ul className="mt-0.5 text-red-600 text-xs">
            {item.errorMessageDetail.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
