// content: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { FeedPage, HomeFeedInput } from './schemas.ts';

export const homeFeedRoute = defineRoute<HomeFeedInput, FeedPage>('GET', '/apif/index/globalFeed');
