// The users module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { ensureDemoAccounts, ensureDemoShoppers } from './demo-accounts.ts';
export { ARGON2_OPTIONS, hashPassword } from './passwords.ts';
export { usersRoutes } from './routes.ts';
export {
  createUsersService,
  maskMobile,
  type Registration,
  type StoredMessage,
  type TemplatedMessage,
  type User,
  type UsersService,
} from './service.ts';
