import { ApiError } from '@stallhub/contracts';
import { data } from 'react-router';

/**
 * A refusal the API explains to the person (bad input, a thing gone or in the wrong state, a business code
 * such as a full address book, a code asked for again too soon), as a route action answers it: the
 * message and an HTTP status for the page. Anything else (a lost session, a fault) is not a refusal: the
 * action lets it reach the ErrorBoundary.
 */
export function refusalOf(error: unknown): { status: number; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if ([400, 404, 409, 429].includes(error.status)) return { status: error.status, message: error.message };
  // A business code rides on HTTP 200 (ApiClient.call throws it): the page answers it as bad input.
  if (error.status === 200) return { status: 400, message: error.message };
  return null;
}

/**
 * Why a posted form was not done: a check the page makes (a catalogue key, the same check in the browser
 * and in the action) or the API's refusal in its own words.
 */
export type FormProblem = { kind: 'check'; key: string } | { kind: 'refused'; message: string };

/** What an action answers a form it did not do: which form, what to type back (never a password), why. */
export interface FormRefusal<Values> {
  intent: string;
  values: Values;
  problem: FormProblem;
}

/** The answer to a form the page's own check stopped (HTTP 400), the typed values kept. */
export const checkedForm = <Values>(intent: string, values: Values, problem: FormProblem) =>
  data<FormRefusal<Values>>({ intent, values, problem }, { status: 400 });

/** The answer to a form the API refused, in the API's words; an error that is no refusal is thrown on. */
export function refusedForm<Values>(intent: string, values: Values, error: unknown) {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return data<FormRefusal<Values>>(
    { intent, values, problem: { kind: 'refused', message: refusal.message } },
    { status: refusal.status },
  );
}
