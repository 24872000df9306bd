import { PASSWORD_RULE } from '@stallhub/contracts';
import type { TFunction } from '@stallhub/i18n';
import { type FormEvent, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormProblem, FormRefusal } from '../../lib/refusal.ts';
import { FormError } from './form-parts.tsx';

/**
 * A form posted to its page's action (decision 082), as the framework tells it: whether `intent` is on
 * its way, the problem to show (the browser's own check at once; the action's answer once nothing is on
 * its way) and the values the answer types back. `check` is the check the action makes again.
 */
export function usePostedForm<Values>(
  intent: string,
  answer: FormRefusal<Values> | undefined,
  check: (form: FormData) => FormProblem | null = () => null,
) {
  const navigation = useNavigation();
  const [checked, setChecked] = useState<FormProblem | null>(null);
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const answered = answer?.intent === intent ? answer : undefined;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(new FormData(event.currentTarget));
    setChecked(found);
    if (found) event.preventDefault();
  };
  return {
    busy,
    problem: checked ?? (busy ? null : (answered?.problem ?? null)),
    values: answered?.values,
    onSubmit,
  };
}

/**
 * The key of a posted form that starts empty again once its change is done: the page comes back by a
 * redirect (post/redirect/get), with no answer, as a new location. A refusal answers the same location's
 * post, and keeps what was typed (and a running countdown) where it is.
 */
export function useFreshFormKey(answer: unknown): string {
  const { key } = useLocation();
  const shown = useRef(key);
  if (answer === undefined) shown.current = key;
  return shown.current;
}

/** A form's problem in the page's language: a check's catalogue key (with the password rule's bounds), or the API's words. */
export const formProblemText = (problem: FormProblem, t: TFunction) =>
  problem.kind === 'check'
    ? t(problem.key, { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max })
    : problem.message;

/** A form's problem as its alert line. */
export function FormProblemLine({ problem }: { problem: FormProblem | null }) {
  const { t } = useT();
  return <FormError text={problem ? formProblemText(problem, t) : null} />;
}
