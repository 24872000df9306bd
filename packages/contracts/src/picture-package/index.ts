export * from './calls.ts';
export * from './constants.ts';
export * from './routes.ts';
export * from './schemas.ts';
