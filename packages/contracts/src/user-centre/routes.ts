// user-centre: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { UnreadInfo } from '../users/schemas.ts';
import type {
  Address,
  AddressIdInput,
  AddressSaveInput,
  Broadcast,
  BroadcastClickInput,
  MessageListInput,
  MessagePage,
  MessageReadAllInput,
  MessageReadInput,
  ReceivedCoupon,
} from './schemas.ts';

export const messageListRoute = defineRoute<MessageListInput, MessagePage>('GET', '/apic/user/message/list');
export const unreadMessageCountRoute = defineRoute<Record<string, never>, UnreadInfo>(
  'GET',
  '/apic/user/message/unreadMessageCount',
);
/** Ours, in the spec's family: reading one message, and all of one kind. */
export const messageReadRoute = defineRoute<MessageReadInput, UnreadInfo>('POST', '/apic/user/message/read');
export const messageReadAllRoute = defineRoute<MessageReadAllInput, UnreadInfo>(
  'POST',
  '/apic/user/message/readAll',
);
export const broadcastListRoute = defineRoute<Record<string, never>, Broadcast[]>(
  'POST',
  '/apic/user/broadcast/list',
);
/** The newest broadcast the user has not opened yet, for the user-centre home; null when none. */
export const broadcastIndexRoute = defineRoute<Record<string, never>, Broadcast | null>(
  'POST',
  '/apic/user/broadcast/index',
);
export const broadcastClickRoute = defineRoute<BroadcastClickInput, null>(
  'POST',
  '/apic/user/broadcast/click',
);

export const addressQueryRoute = defineRoute<Record<string, never>, Address[]>(
  'GET',
  '/apic/global/address/query',
);
/** Ours, in the spec's family: the address book's writes. */
export const addressSaveRoute = defineRoute<AddressSaveInput, Address>('POST', '/apic/user/address/save');
export const addressDeleteRoute = defineRoute<AddressIdInput, null>('POST', '/apic/user/address/delete');
export const addressDefaultRoute = defineRoute<AddressIdInput, null>('POST', '/apic/user/address/setDefault');

export const couponListRoute = defineRoute<Record<string, never>, ReceivedCoupon[]>(
  'GET',
  '/apic/user/coupon/getList',
);
