export * from './calls.ts';
export * from './constants.ts';
export * from './line-moves.ts';
export * from './routes.ts';
export * from './schemas.ts';
