export * from './calls.ts';
export * from './constants.ts';
export * from './crop.ts';
export * from './pages.ts';
export * from './routes.ts';
export * from './schemas.ts';
