import { ApiError } from '@stallhub/contracts';

/**
 * A refusal the API explains to the person (bad input, a thing gone or in the wrong state, a business code
 * such as a full address book), as a route action answers it: the message and an HTTP status for the
 * page. Anything else (a lost session, a fault) is not a refusal: the action lets it reach the
 * ErrorBoundary.
 */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if ([400, 404, 409].includes(error.status)) return { status: error.status, message: error.message };
  // A business code rides on HTTP 200 (ApiClient.call throws it): the page answers it as bad input.
  if (error.status === 200) return { status: 400, message: error.message };
  return null;
}
