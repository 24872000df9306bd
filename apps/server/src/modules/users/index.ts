// The users module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { accountIdsByEmail, type ImportedAccount, importAccounts } from './import.ts';
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
