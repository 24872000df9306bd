import { type BatchState, batchCheckPath, type Language, LISTING_PAGE } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';

/**
 * The batch's platform and the platform shop it goes to, with the way to authorise one while the batch
 * is a draft without it, and where the batch stands.
 */
export function BatchHeader({
  lang,
  batch,
  platform,
}: {
  lang: Language;
  batch: BatchState;
  platform: string;
}) {
  const { t } = useT();
  const draft = batch.status === 'draft';
  const authoriseHref = localePath(
    lang,
    `${LISTING_PAGE.authorize}?channel=${batch.channel}&reurl=${encodeURIComponent(
      localePath(lang, batchCheckPath(batch.batchId)),
    )}`,
  );
  return (
    <header className="flex flex-wrap items-baseline justify-between gap-2">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-ink text-lg md:text-xl">{t('listingBatch.title', { platform })}</h1>
        <p className="text-ink-faint text-sm">
          {batch.shopName ? t('listingBatch.shop', { shop: batch.shopName }) : t('listingBatch.noShop')}
          {!batch.shopName && draft && (
            <a
              className="ml-2 font-medium text-brand underline"
              data-testid="batch-authorise"
              href={authoriseHref}
            >
              {t('listing.page.authorise', { platform })}
            </a>
          )}
        </p>
      </div>
      <p className="font-medium text-ink-soft text-sm" data-testid="batch-status" data-status={batch.status}>
        {t(`listingBatch.batchStatus.${batch.status}`)}
      </p>
    </header>
  );
}
