import type { ListingChannel } from '@stallhub/contracts';
import type { TFunction } from '@stallhub/i18n';

/**
 * A resale platform's name as the reader's language knows it: 淘宝 in Chinese, Taobao in English,
 * タオバオ in Japanese (issue 26 point 7, decision 072). LISTING_CHANNEL_NAME stays the Latin brand for
 * logs and files; every page names a platform through this.
 */
export const platformName = (t: TFunction, channel: ListingChannel): string =>
  t(`listing.platform.${channel}`);
