import { type Language, LISTING_CHANNELS, LISTING_PAGE, type ListingChannel } from '@stallhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { platformName } from '../../components/platform-name.ts';
import { Toast } from '../../components/toast.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { shopOf } from './direct-upload.ts';
import { CancelButton, ListingDialog, PRIMARY } from './listing-dialogs.tsx';
import { currentPath } from './use-listing-choice.ts';

const isChannel = (value: string | null): value is ListingChannel =>
  (LISTING_CHANNELS as readonly string[]).includes(value ?? '');

/**
 * "Authorise your shop first": the platform's authorisation page, which brings the buyer back to
 * `resumeAt` when given (an item card's flow: the item page, decision 053), otherwise to this page.
 */
export function AuthoriseDialog({
  channel,
  lang,
  resumeAt,
  onClose,
}: {
  channel: ListingChannel;
  lang: Language;
  resumeAt: string | undefined;
  onClose: () => void;
}) {
  const { t } = useT();
  const platform = platformName(t, channel);
  return (
    <ListingDialog
      testId="listing-authorise"
      title={t('listing.notice')}
      text={t('listing.authorise.text', { platform })}
      onClose={onClose}
    >
      <CancelButton onClose={onClose} />
      <a
        className={PRIMARY}
        data-testid="authorise-go"
        href={localePath(
          lang,
          `${LISTING_PAGE.authorize}?channel=${channel}&reurl=${encodeURIComponent(resumeAt ?? currentPath())}`,
        )}
      >
        {t('listing.authorise.go', { platform })}
      </a>
    </ListingDialog>
  );
}

/**
 * Returning from the shop authorisation (/auth/authorize brings the buyer back with ?listing={channel}):
 * the buyer is told which shop was authorised (issue 26 point 7), and the push they started goes on.
 * Only the page the flow resumes on does this, never a card's flow (`resumeAt` given).
 */
export function useAuthorisationReturn(
  signedIn: boolean,
  resumeAt: string | undefined,
  resume: (channel: ListingChannel) => void,
) {
  const { t } = useT();
  const [authorisedShop, setAuthorisedShop] = useState<{ channel: ListingChannel; shop: string } | null>(
    null,
  );
  const clearAuthorised = useCallback(() => setAuthorisedShop(null), []);
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || !signedIn || resumeAt !== undefined) return;
    const query = new URLSearchParams(window.location.search);
    const channel = query.get('listing');
    if (!isChannel(channel)) return;
    resumed.current = true;
    query.delete('listing');
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${query.size ? `?${query}` : ''}`,
    );
    void shopOf(channel)
      .then(
        (shop) =>
          shop.authorised && setAuthorisedShop({ channel, shop: shop.shop_name || shop.taobao_user_nick }),
      )
      .catch(() => {});
    resume(channel);
  });

  return {
    told: authorisedShop !== null,
    toast: authorisedShop && (
      <Toast onDone={clearAuthorised} testId="shop-authorised">
        {t('listing.authorised', {
          platform: platformName(t, authorisedShop.channel),
          shop: authorisedShop.shop,
        })}
      </Toast>
    ),
  };
}
