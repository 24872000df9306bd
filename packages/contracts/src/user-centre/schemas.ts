// The user centre (spec 3 §2 routes under /user, §7 "User centre"): messages, broadcasts, the address
// book and the received coupons. The spec names the calls; their shapes are ours.

import { z } from 'zod';
import { flag, pageInput } from '../call.ts';
import { LANGUAGES, PHONE_PATTERN } from '../constants.ts';
import { COUPON_STATES } from '../coupons/constants.ts';
import { id } from '../ids.ts';
import { unreadInfo } from '../users/schemas.ts';
import { ADDRESS_FIELD_MAX, MESSAGE_KINDS } from './constants.ts';

export const messageListInput = z.object({
  kind: z.enum(MESSAGE_KINDS).default('message'),
  page: pageInput.page,
  pageSize: pageInput.pageSize.default(20),
  /** The reader's language: messages are rendered when read, in it (decision 074); else the lang cookie. */
  lang: z.enum(LANGUAGES).optional(),
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

export const messageReadInput = z.object({ id });
export type MessageReadInput = z.input<typeof messageReadInput>;
export const messageReadAllInput = z.object({ kind: z.enum(MESSAGE_KINDS) });
export type MessageReadAllInput = z.input<typeof messageReadAllInput>;

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
/** Broadcasts read in the reader's language where they have it (decision 074); else the lang cookie's. */
export const broadcastListInput = z.object({ lang: z.enum(LANGUAGES).optional() });
export type BroadcastListInput = z.input<typeof broadcastListInput>;
export const broadcastClickInput = z.object({ id });
export type BroadcastClickInput = z.input<typeof broadcastClickInput>;

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
  /** Orders it has paid towards, of `orderTotal`. */
  ordersUsed: z.number().int(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(COUPON_STATES),
  /** When it last paid towards an order (that order's checkout); null while unused. */
  usedAt: z.string().nullable(),
});
export type ReceivedCoupon = z.infer<typeof receivedCoupon>;
