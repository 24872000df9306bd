import type { BatchCheckedItem, Language, UploadWay } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { PRIMARY, SECONDARY } from './listing-dialogs.tsx';
import { useListingFlow } from './use-listing-flow.tsx';

/** An item of the upload page as the multiupload precheck answered it, with its id and its vid. */
export type UploadRowItem = Omit<BatchCheckedItem, 'vid'> & { itemId: number; vid: string };

/** Never custom-made: the precheck answers custom-made items as unable, so they have no row. */
const ORDINARY_ITEM = 1;

/**
 * One item of the upload page: picture, title, the price it would list at and its risks; on Taobao its
 * own direct upload (`directWay`: direct, or edit with the crop first), through the item's listing flow.
 */
export function UploadRow({
  item,
  lang,
  directWay,
}: {
  item: UploadRowItem;
  lang: Language;
  directWay: UploadWay | null;
}) {
  const { t } = useT();
  const flow = useListingFlow(
    { itemId: item.itemId, vid: item.vid, transactionMode: ORDINARY_ITEM, isBlock: item.isBlock },
    lang,
    true,
  );
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-center"
      data-testid="upload-row"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        {item.indexImageUrl && (
          <img src={item.indexImageUrl} alt="" className="size-20 shrink-0 rounded object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <a
            href={localePath(lang, `/item/${item.vid}`)}
            className="line-clamp-2 text-ink text-sm hover:text-brand"
          >
            {item.title}
          </a>
          <p className="mt-1 text-ink-soft text-xs">
            {t('listingBatch.douyin.price', { price: item.discountPrice })}
          </p>
          {item.errorMessageDetail.length > 0 && (
            <ul className="mt-1 text-amber-700 text-xs" data-testid="row-risks">
              {item.errorMessageDetail.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {directWay && (
        <button
          type="button"
          className={directWay === 'direct' ? PRIMARY : SECONDARY}
          disabled={flow.busy}
          data-testid="row-upload"
          onClick={() =>
            item.isBlock ? flow.clickPlatform('taobao', false) : flow.upload(directWay === 'edit')
          }
        >
          {directWay === 'direct' ? t('listing.way.direct') : t('listing.page.editAndUpload')}
        </button>
      )}
      {flow.dialogs}
    </li>
  );
}
