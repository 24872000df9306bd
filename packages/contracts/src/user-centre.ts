// The user centre (spec 3 §2 routes under /user, §7 "User centre"): messages, broadcasts, the address
// book and the received coupons. The spec names the calls; their shapes are ours.
import { z } from 'zod';
import { defineCall, flag, pageInput } from './call.ts';
import { PHONE_PATTERN } from './constants.ts';
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
} from './user-centre-routes.ts';
import { unreadInfo } from './users.ts';

/** `message`: from stalls and the platform to this user; `notice`: announcements to this user. */
export const MESSAGE_KINDS = ['message', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageListInput = z.object({
  kind: z.enum(MESSAGE_KINDS).default('message'),
  page: pageInput.page,
  pageSize: pageInput.pageSize.default(20),
});
export type MessageListInput = z.input<typeof messageListInput>;

export const userMessage = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type UserMessage = z.infer<typeof userMessage>;

export const messagePage = z.object({
  list: z.array(userMessage),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unread: unreadInfo,
});
export type MessagePage = z.infer<typeof messagePage>;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const messageReadInput = z.object({ id });
export type MessageReadInput = z.input<typeof messageReadInput>;
export const messageReadAllInput = z.object({ kind: z.enum(MESSAGE_KINDS) });
export type MessageReadAllInput = z.input<typeof messageReadAllInput>;

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

/** A platform-wide announcement shown in the user centre while it runs. */
export const broadcast = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A path of this site, or null. */
  link: z.string().nullable(),
  startsAt: z.string(),
  clicked: z.boolean(),
});
export type Broadcast = z.infer<typeof broadcast>;
export const broadcastClickInput = z.object({ id });
export type BroadcastClickInput = z.input<typeof broadcastClickInput>;

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

/** How many addresses one account may keep. */
export const ADDRESS_LIMIT = 20;
export const ADDRESS_FIELD_MAX = { name: 30, region: 40, detail: 120, postcode: 10 } as const;

const text = (max: number) => z.string().trim().min(1).max(max);

export const addressSaveInput = z.object({
  /** Absent for a new address. */
  id: id.optional(),
  name: text(ADDRESS_FIELD_MAX.name),
  mobile: z.string().trim().regex(PHONE_PATTERN),
  province: text(ADDRESS_FIELD_MAX.region),
  city: text(ADDRESS_FIELD_MAX.region),
  district: z.string().trim().max(ADDRESS_FIELD_MAX.region).default(''),
  detail: text(ADDRESS_FIELD_MAX.detail),
  postcode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]*$/)
    .max(ADDRESS_FIELD_MAX.postcode)
    .default(''),
  isDefault: flag.default(false),
});
export type AddressSaveInput = z.input<typeof addressSaveInput>;
export const addressIdInput = z.object({ id });
export type AddressIdInput = z.input<typeof addressIdInput>;

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

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

export const ADDRESS_CODE = { limit: 540 } as const;

/** A coupon bundle the user received, with its state on the day asked. */
export const receivedCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  totalAmount: z.number(),
  expressAmount: z.number(),
  checkQualityAmount: z.number(),
  refundAmount: z.number(),
  refundFailAmount: z.number(),
  orderTotal: z.number().int(),
  refundTotal: z.number().int(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type ReceivedCoupon = z.infer<typeof receivedCoupon>;

/** The user's received coupons, the newest first. */
export const getReceivedCoupons = defineCall({
  ...couponListRoute,
  input: z.object({}),
  data: z.array(receivedCoupon),
});
