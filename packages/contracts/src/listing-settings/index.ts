export * from './calls.ts';
export * from './routes.ts';
export * from './schemas.ts';
