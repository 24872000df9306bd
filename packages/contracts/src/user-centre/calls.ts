// user-centre: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { unreadInfo } from '../users/schemas.ts';
import {
  addressDefaultRoute,
  addressDeleteRoute,
  addressQueryRoute,
  addressSaveRoute,
  broadcastClickRoute,
  broadcastIndexRoute,
  broadcastListRoute,
  couponListRoute,
  messageListRoute,
  messageReadAllRoute,
  messageReadRoute,
  unreadMessageCountRoute,
} from './routes.ts';
import {
  address,
  addressIdInput,
  addressSaveInput,
  broadcast,
  broadcastClickInput,
  messageListInput,
  messagePage,
  messageReadAllInput,
  messageReadInput,
  receivedCoupon,
} from './schemas.ts';

export const getMessageList = defineCall({ ...messageListRoute, input: messageListInput, data: messagePage });
export const getUnreadMessageCount = defineCall({
  ...unreadMessageCountRoute,
  input: z.object({}),
  data: unreadInfo,
});
/** Marks one of the user's messages read; 404 for an id that is not theirs. Answers the new counts. */
export const readMessage = defineCall({ ...messageReadRoute, input: messageReadInput, data: unreadInfo });
export const readAllMessages = defineCall({
  ...messageReadAllRoute,
  input: messageReadAllInput,
  data: unreadInfo,
});

export const getBroadcasts = defineCall({
  ...broadcastListRoute,
  input: z.object({}),
  data: z.array(broadcast),
});
export const getBroadcastIndex = defineCall({
  ...broadcastIndexRoute,
  input: z.object({}),
  data: broadcast.nullable(),
});
/** Records that the user opened a broadcast; 404 for one that is not running. */
export const clickBroadcast = defineCall({
  ...broadcastClickRoute,
  input: broadcastClickInput,
  data: z.null(),
});

/** The user's addresses, the default first, then the newest. */
export const getAddresses = defineCall({ ...addressQueryRoute, input: z.object({}), data: z.array(address) });
/**
 * Adds (no id) or edits (id) an address; 404 for an id that is not the user's; ADDRESS_CODE.limit past
 * ADDRESS_LIMIT. The first address is the default; `isDefault` moves the default here.
 */
export const saveAddress = defineCall({ ...addressSaveRoute, input: addressSaveInput, data: address });
/** Deleting the default makes the newest remaining address the default. */
export const deleteAddress = defineCall({ ...addressDeleteRoute, input: addressIdInput, data: z.null() });
export const setDefaultAddress = defineCall({
  ...addressDefaultRoute,
  input: addressIdInput,
  data: z.null(),
});

/** The user's received coupons, the newest first. */
export const getReceivedCoupons = defineCall({
  ...couponListRoute,
  input: z.object({}),
  data: z.array(receivedCoupon),
});
