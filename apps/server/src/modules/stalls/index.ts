// The stalls module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { importStalls, syncStallSequences } from './import.ts';
export { fillMissingStallTerms } from './missing-terms.ts';
export { stallsRoutes } from './routes.ts';
export { createStallsService, type StallSummary, type StallsService } from './service.ts';
export { createStallFinder, type StallFinder } from './stall-finder.ts';
export { createStallPageService, type StallPageService } from './stall-page-service.ts';
export type { StallTerms } from './stall-terms.ts';
export { createStallVisitsService } from './visits-service.ts';
