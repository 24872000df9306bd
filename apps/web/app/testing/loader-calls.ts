import { ApiError, type Route as CallRoute } from '@stallhub/contracts';

// For the route loaders' tests: the API a loader calls, faked in process, and the answer a loader throws.

/** A fake in-process API: each path answers what the test says; any other fails as a 500. */
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

export function fakeApi(answers: Record<string, unknown>) {
  const asked: { path: string; input: unknown }[] = [];
  return {
    asked,
    api: {
      async call(route: CallRoute, input: unknown) {
        asked.push({ path: route.path, input });
        const answer = answers[route.path] ?? new ApiError(500, 500, 'down', null);
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
