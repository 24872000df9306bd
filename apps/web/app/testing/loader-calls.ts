import { ApiError, type Route as CallRoute } from '@stallhub/contracts';

// For the route loaders' tests: the API a loader calls, faked in process, and the answer a loader throws.

/** A signed-in buyer as `/apic/user/login/info` answers for them: what a member page's loader asks first. */
export const MEMBER = {
  userId: 7,
  userType: 0,
  nickname: 'b',
  mobile: null,
  mobileConfirm: false,
  email: null,
  emailVerified: false,
};

/** A fake in-process API: each path answers what the test says (null too); any other fails as a 500. */
export function fakeApi(answers: Record<string, unknown>) {
  const asked: { path: string; input: unknown }[] = [];
  return {
    asked,
    api: {
      async call(route: CallRoute, input: unknown) {
        asked.push({ path: route.path, input });
        const answer = route.path in answers ? answers[route.path] : new ApiError(500, 500, 'down', null);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  };
}

/** The Response a loader throws (a redirect, a 404); fails when it throws anything else or nothing. */
export async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('the loader did not throw');
}

/**
 * Posts a form to a route action as the browser does (a page under /en/ carries its language), with the
 * API faked; answers what the action returned: a redirect Response, or a `data()` answer.
 */
export function postTo(
  action: (args: never) => unknown,
  path: string,
  fields: Record<string, string>,
  api: unknown,
): Promise<unknown> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return Promise.resolve(
    action({
      request: new Request(`http://localhost${path}`, { method: 'POST', body: form }),
      params: path.startsWith('/en/') ? { lang: 'en' } : {},
      context: { api },
    } as never),
  );
}

/** A form the action answered without doing it: the `data()` answer's body and status. */
export type Refused<Values = Record<string, unknown>> = {
  data: { intent: string; values: Values; problem: unknown };
  init: { status: number };
};
