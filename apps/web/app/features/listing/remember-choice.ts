import {
  BATCH_PLATFORM_ID,
  type ListingChannel,
  rememberedChoicesRoute,
  saveChooseRoute,
  type UploadWay,
} from '@stallhub/contracts';
import { quietApi } from '../../lib/api.ts';
import { adoptRememberedChoices } from './listing-cookies.ts';

/**
 * Tells the server a platform's choice to remember, or to forget (decision 072), so it holds on the
 * buyer's other devices. The cookies decide on this one; a failure here costs only the other devices.
 */
export function saveRememberedChoice(
  channel: ListingChannel,
  toolId: number,
  remember: boolean,
  way?: UploadWay | null,
) {
  void quietApi
    .call(saveChooseRoute, {
      channelId: BATCH_PLATFORM_ID[channel],
      toolId,
      remember,
      ...(way ? { way } : {}),
    })
    .catch(() => {});
}

let synced: Promise<void> | null = null;

/**
 * Once a page: the server's remembered choices adopted where no precheck brings them (the batch box).
 */
export function syncRememberedChoices(): Promise<void> {
  synced ??= quietApi
    .call(rememberedChoicesRoute, {})
    .then(({ choices }) => adoptRememberedChoices(choices))
    .catch(() => {});
  return synced;
}
