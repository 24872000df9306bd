// Zod-free on purpose: the browser imports routes, and the schemas stay on the server.

export type Method = 'GET' | 'POST' | 'DELETE';

/** Where a call goes, and (as types only) what it takes and answers: all a browser needs to call it. */
export interface Route<I = unknown, D = unknown> {
  method: Method;
  path: string;
  /** Never set: carries the input and data types. */
  readonly types?: { input: I; data: D };
}

export const defineRoute = <I, D>(method: Method, path: string): Route<I, D> => ({ method, path });

export type RouteInput<R> = R extends Route<infer I, unknown> ? I : never;
export type RouteData<R> = R extends Route<unknown, infer D> ? D : never;
