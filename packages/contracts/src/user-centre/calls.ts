// user-centre: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { unreadInfo } from '../users/schemas.ts';
import { ADDRESS_CODE, ADDRESS_LIMIT } from './constants.ts';
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
  broadcastListInput,
  messageListInput,
  messagePage,
  messageReadAllInput,
  messageReadInput,
  receivedCoupon,
} from './schemas.ts';

export const getMessageList = defineCall({
  ...messageListRoute,
  input: messageListInput,
  data: messagePage,
  signIn: true,
  example: { kind: 'message', page: 1, pageSize: 20 },
});
export const getUnreadMessageCount = defineCall({
  ...unreadMessageCountRoute,
  input: z.object({}),
  data: unreadInfo,
  signIn: true,
  example: {},
});
/** Marks one of the user's messages read; 404 for an id that is not theirs. Answers the new counts. */
export const readMessage = defineCall({
  ...messageReadRoute,
  input: messageReadInput,
  data: unreadInfo,
  signIn: true,
  example: { id: 1 },
});
export const readAllMessages = defineCall({
  ...messageReadAllRoute,
  input: messageReadAllInput,
  data: unreadInfo,
  signIn: true,
  example: { kind: 'notice' },
});

export const getBroadcasts = defineCall({
  ...broadcastListRoute,
  input: broadcastListInput,
  data: z.array(broadcast),
  signIn: true,
  example: {},
});
export const getBroadcastIndex = defineCall({
  ...broadcastIndexRoute,
  input: broadcastListInput,
  data: broadcast.nullable(),
  signIn: true,
  example: {},
});
/** Records that the user opened a broadcast; 404 for one that is not running. */
export const clickBroadcast = defineCall({
  ...broadcastClickRoute,
  input: broadcastClickInput,
  data: z.null(),
  signIn: true,
  example: { id: 1 },
});

/** The user's addresses, the default first, then the newest. */
export const getAddresses = defineCall({
  ...addressQueryRoute,
  input: z.object({}),
  data: z.array(address),
  signIn: true,
  example: {},
});
/**
 * Adds (no id) or edits (id) an address; 404 for an id that is not the user's; ADDRESS_CODE.limit past
 * ADDRESS_LIMIT. The first address is the default; `isDefault` moves the default here.
 */
export const saveAddress = defineCall({
  ...addressSaveRoute,
  input: addressSaveInput,
  data: address,
  signIn: true,
  codes: { [ADDRESS_CODE.limit]: `${ADDRESS_LIMIT} addresses at most` },
  example: {
    name: 'Li Wei',
    mobile: '13800138000',
    province: 'Guangdong',
    city: 'Guangzhou',
    district: 'Yuexiu',
    detail: '18 Zhanqian Road',
    isDefault: true,
  },
});
/** Deleting the default makes the newest remaining address the default. */
export const deleteAddress = defineCall({
  ...addressDeleteRoute,
  input: addressIdInput,
  data: z.null(),
  signIn: true,
  example: { id: 1 },
});
export const setDefaultAddress = defineCall({
  ...addressDefaultRoute,
  input: addressIdInput,
  data: z.null(),
  signIn: true,
  example: { id: 1 },
});

/** The user's received coupons, the newest first. */
export const getReceivedCoupons = defineCall({
  ...couponListRoute,
  input: z.object({}),
  data: z.array(receivedCoupon),
  signIn: true,
  example: {},
});
