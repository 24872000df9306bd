import { USER_TYPE } from '@stallhub/contracts';
import type { ItemsService } from '../modules/catalogue/index.ts';
import type { StallLinesService } from '../modules/orders/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { DEMO_STALL_OWNER } from './accounts.ts';

const DEMO_CITY = 'gz';

/**
 * Links the demo stall owner to the Guangzhou stall with the most on-shelf items (the lowest id among
 * equals: the seed is deterministic, so it is the same stall on every fresh clone). Idempotent.
 */
export async function ensureDemoStallKeeper(deps: {
  users: UsersService;
  items: ItemsService;
  stallLines: StallLinesService;
}): Promise<number | undefined> {
  const owner = await deps.users.byEmail(DEMO_STALL_OWNER);
  if (!owner || owner.userType !== USER_TYPE.stallOwner) return undefined;
  if ((await deps.stallLines.keptShop(owner.id)) !== undefined) return undefined;
  const shopId = await deps.items.busiestShop(DEMO_CITY);
  if (shopId === undefined) return undefined;
  return (await deps.stallLines.keep(owner.id, shopId)) ? shopId : undefined;
}
