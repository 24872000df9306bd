import type { Envelope } from './call.ts';
import type { Method, Route } from './route.ts';

/** Sends one request and returns the parsed envelope; fetch in the browser, in-process on the server. */
export type Transport = (request: {
  method: Method;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}) => Promise<{ status: number; envelope: Envelope<unknown> }>;

/** Marks an ApiError, whichever copy of this module made it. */
const API_ERROR: unique symbol = Symbol.for('stallhub.ApiError');

export class ApiError extends Error {
  readonly [API_ERROR] = true;

  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }

  /**
   * The pages' server bundle has its own copy of this module, and the server's in-process client throws
   * errors of the server's copy: `instanceof` reads the mark, so a page loader recognises either.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }
}

/** An answer that was a page (a gateway error, a login wall), not the JSON envelope. */
export class NonJsonReply extends Error {
  constructor(readonly url: string) {
    super(`expected JSON from ${url}`);
  }
}

export interface ApiClient {
  /** Calls and returns `data` when the code starts with 2; otherwise throws ApiError. */
  call<I, D>(route: Route<I, D>, input?: I): Promise<D>;
  /** Calls and returns the whole envelope, for callers that branch on business codes. */
  envelope<I, D>(route: Route<I, D>, input?: I): Promise<Envelope<D>>;
}

const toQuery = (input: object | undefined) =>
  Object.fromEntries(
    Object.entries(input ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );

export function createApiClient(transport: Transport): ApiClient {
  async function envelope<I, D>(route: Route<I, D>, input?: I) {
    const usesQuery = route.method === 'GET' || route.method === 'DELETE';
    const { status, envelope } = await transport({
      method: route.method,
      path: route.path,
      query: usesQuery ? toQuery(input as object | undefined) : undefined,
      body: usesQuery ? undefined : ((input as Record<string, unknown> | undefined) ?? {}),
    });
    if (status >= 400) {
      throw new ApiError(status, envelope.code, envelope.message, envelope.data);
    }
    return envelope as Envelope<D>;
  }
  return {
    envelope,
    async call(route, input) {
      const answer = await envelope(route, input);
      if (String(answer.code).startsWith('2')) return answer.data;
      throw new ApiError(200, answer.code, answer.message, answer.data);
    },
  };
}

/** The browser transport: same-origin fetch, JSON bodies. */
export const fetchTransport =
  (base = ''): Transport =>
  async ({ method, path, query, body }) => {
    const url = new URL(
      base + path,
      typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
    );
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.headers.get('content-type')?.includes('application/json'))
      throw new NonJsonReply(response.url);
    return { status: response.status, envelope: (await response.json()) as Envelope<unknown> };
  };
