import type { ListingChannel } from '@stallhub/contracts';
import { useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import {
  editDirectUpload,
  firstAttempt,
  postDirectUpload,
  runDirectUpload,
  type UploadAttempt,
} from './direct-upload.ts';
import type { Show } from './listing-shown.ts';
import { usePushPictures } from './use-precheck.ts';

export interface ListingPush {
  /** The platform of the push under way: every platform takes the same steps (decision 072). */
  target: () => ListingChannel;
  /** A new push to `channel`: `edit` has the buyer crop the pictures first. */
  start: (channel: ListingChannel, edit?: boolean) => Promise<void>;
  /** The last try posted again, changed as the buyer answered its dialog. */
  retry: (change?: Partial<UploadAttempt>) => void;
}

/** One item's direct upload, its tries and their outcomes (spec 2 §4 "Direct Taobao upload"). */
export function useListingPush(itemId: number, show: Show): ListingPush {
  const { t } = useT();
  const attempt = useRef<UploadAttempt>(firstAttempt);
  const target = useRef<ListingChannel>('taobao');
  const pictures = usePushPictures(itemId);
  const fallback = t('listing.failure.generic');

  const post = async (next: UploadAttempt) => {
    attempt.current = next;
    show({ kind: 'working' });
    try {
      show(await postDirectUpload({ itemId, channel: target.current }, next, fallback));
    } catch {
      show({ kind: 'failed', message: fallback });
    }
  };

  const start = async (channel: ListingChannel, edit = false) => {
    target.current = channel;
    attempt.current = firstAttempt;
    show({ kind: 'working' });
    try {
      const { imgs, enableImageCrop } = await pictures();
      show(
        edit
          ? await editDirectUpload(imgs)
          : await runDirectUpload(
              { itemId, channel, pictures: imgs, enableImageCrop },
              firstAttempt,
              fallback,
            ),
      );
    } catch {
      show({ kind: 'failed', message: fallback });
    }
  };

  return {
    target: () => target.current,
    start,
    retry: (change = {}) => void post({ ...attempt.current, ...change }),
  };
}
