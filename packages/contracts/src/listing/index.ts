export * from './calls.ts';
export * from './constants.ts';
export * from './routes.ts';
export * from './schemas.ts';
export * from './settings-calls.ts';
export * from './settings-routes.ts';
export * from './settings-schemas.ts';
