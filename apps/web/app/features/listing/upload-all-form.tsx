import type { ListingChannel } from '@stallhub/contracts';
import { Form, useNavigation } from 'react-router';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';
import { PRIMARY, SECONDARY } from './listing-dialogs.tsx';

/** The intent the upload page's action takes every item as one batch by. */
export const UPLOAD_ALL = 'upload-all';

/**
 * Every item of the upload page as one batch (decision 065): a form posted to the page's action, which
 * goes on to the batch page; before the platform's shop is authorised, the way to authorise it instead.
 * What the action could not do, it answers here (`failure`, in the server's words or the page's).
 */
export function UploadAllForm({
  channel,
  itemIds,
  authorised,
  authoriseHref,
  failure,
}: {
  channel: ListingChannel;
  itemIds: readonly number[];
  authorised: boolean;
  authoriseHref: string;
  failure: string | null;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const adding = navigation.state !== 'idle' && navigation.formData?.get('intent') === UPLOAD_ALL;
  const platform = platformName(t, channel);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3" data-testid="upload-all-bar">
        {authorised ? (
          <Form method="post">
            <input type="hidden" name="intent" value={UPLOAD_ALL} />
            <input type="hidden" name="channel" value={channel} />
            <input type="hidden" name="itemIds" value={itemIds.join(',')} />
            <button
              type="submit"
              className={channel === 'taobao' ? SECONDARY : PRIMARY}
              disabled={adding}
              data-testid="upload-all"
            >
              {t('listing.page.uploadAll', { count: itemIds.length, platform })}
            </button>
          </Form>
        ) : (
          <p className="text-ink-soft text-sm" data-testid="not-authorised">
            {t('listing.page.notAuthorised', { platform })}{' '}
            <a className="font-medium text-brand underline" href={authoriseHref}>
              {t('listing.page.authorise', { platform })}
            </a>
          </p>
        )}
        <span className="text-ink-faint text-xs">{t('listing.page.batchTip')}</span>
      </div>
      {failure !== null && (
        <p role="alert" className="mt-3 rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {failure || t('listingBatch.failed')}
        </p>
      )}
    </>
  );
}
