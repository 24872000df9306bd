// The addresses module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { addressesRoutes } from './routes.ts';
export { type AddressesService, createAddressesService } from './service.ts';
