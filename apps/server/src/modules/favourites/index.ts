// The favourites module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createFavouriteMarks } from './marks-service.ts';
export { favouritesRoutes } from './routes.ts';
export { createFavouritesService } from './service.ts';
