// The request limits' front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createPostgresRequestCounts } from './postgres-counts.ts';
export { createRedisRequestCounts } from './redis-counts.ts';
export { type RequestCounter, sharedRequestStore } from './shared-store.ts';
