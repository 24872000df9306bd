// The signed-in user as the pages see it (spec 1 §3 "User info", §4 "Startup on every navigation").

import { z } from 'zod';
import { citySchema } from '../shell/schemas.ts';

export const loginInfoInput = z.object({
  user_key: z.string().max(128).optional(),
  city: citySchema.optional(),
});
export type LoginInfoInput = z.input<typeof loginInfoInput>;

/** userId null: a guest (the page then clears its uid cookie). */
export const loginInfo = z.object({
  userId: z.number().int().nullable(),
  /** 1 stall owner, 0 shop owner; null for a guest. */
  userType: z.number().int().nullable(),
  nickname: z.string().nullable(),
  /** Masked: 138****8000. */
  mobile: z.string().nullable(),
  mobileConfirm: z.boolean(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type LoginInfo = z.infer<typeof loginInfo>;

/** Unread counts for the header (the spec leaves the shape to us); zeros for a guest. */
export const unreadInfo = z.object({
  messages: z.number().int(),
  notices: z.number().int(),
  total: z.number().int(),
});
export type UnreadInfo = z.infer<typeof unreadInfo>;
