export * from './calls.ts';
export * from './schemas.ts';
