export * from './calls.ts';
export * from './constants.ts';
export * from './market-day.ts';
export * from './routes.ts';
export * from './schemas.ts';
