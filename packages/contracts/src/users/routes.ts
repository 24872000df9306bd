// users: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { LoginInfo, LoginInfoInput, UnreadInfo } from './schemas.ts';

export const loginInfoRoute = defineRoute<LoginInfoInput, LoginInfo>('GET', '/apic/user/login/info');
export const unreadInfoRoute = defineRoute<Record<string, never>, UnreadInfo>(
  'GET',
  '/apic/user/unread/info',
);
