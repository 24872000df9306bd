import type { Address } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { AddressAnswer } from './address-action.ts';
import {
  ADDRESS_FIELDS,
  type AddressProblem,
  addressProblem,
  addressValuesFrom,
  addressValuesOf,
} from './address-fields.ts';

/** A problem with the address, in words. */
function useProblemText() {
  const { t } = useT();
  return (problem: AddressProblem) =>
    problem.kind === 'required'
      ? t('addresses.error.required', { field: t(`addresses.field.${problem.field}`) })
      : problem.kind === 'mobile'
        ? t('addresses.error.mobile')
        : problem.message || t('addresses.error.failed');
}

/**
 * Adds an address, or edits `editing`: a plain form posting `intent=save` to the page's action, so it
 * works before the script loads. With the script the same checks run at once; the action checks again on
 * the server, where the API has the last word, and a refusal comes back (`answer`) with the typed values.
 */
export function AddressForm({
  editing,
  answer,
  cancelHref,
}: {
  editing: Address | null;
  answer: AddressAnswer | undefined;
  /** Where cancel goes; none when the form is the only way on (an empty book). */
  cancelHref: string | undefined;
}) {
  const { t } = useT();
  const problemText = useProblemText();
  const navigation = useNavigation();
  const [checked, setChecked] = useState<AddressProblem | null>(null);
  const values = answer?.values ?? addressValuesFrom(editing);
  const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save';
  const problem = checked ?? (saving ? null : answer?.problem);
  const atFault = problem?.kind === 'required' ? problem.field : problem?.kind === 'mobile' ? 'mobile' : null;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const found = addressProblem(addressValuesOf(new FormData(event.currentTarget)));
    setChecked(found);
    if (found) event.preventDefault();
  };

  return (
    <Form
      method="post"
      onSubmit={check}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid="address-form"
      noValidate
    >
      <input type="hidden" name="intent" value="save" />
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <h2 className="font-medium text-ink">{editing ? t('addresses.edit') : t('addresses.add')}</h2>
      <div className="grid gap-3 md:grid-cols-2">
        {ADDRESS_FIELDS.map((field) => (
          <label
            key={field.name}
            className={field.name === 'detail' ? 'flex flex-col gap-1 md:col-span-2' : 'flex flex-col gap-1'}
          >
            <span className="text-ink-soft text-sm">
              {t(`addresses.field.${field.name}`)}
              {field.required && <span className="text-brand"> *</span>}
            </span>
            <input
              name={field.name}
              defaultValue={values[field.name]}
              maxLength={field.max}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'mobile' ? 'numeric' : undefined}
              required={field.required}
              aria-invalid={atFault === field.name || undefined}
              className="h-9 rounded border border-line px-3 text-ink outline-none focus:border-brand"
            />
          </label>
        ))}
      </div>
      <label className="flex items-center gap-2 text-ink text-sm">
        <input type="checkbox" name="isDefault" value="1" defaultChecked={values.isDefault} />
        {t('addresses.makeDefault')}
      </label>
      {problem && (
        <p role="alert" className="text-brand text-sm">
          {problemText(problem)}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={saving}
          className="h-9 rounded bg-brand px-5 text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {saving ? t('addresses.saving') : t('addresses.save')}
        </button>
        {cancelHref !== undefined && (
          <Link
            to={cancelHref}
            replace
            preventScrollReset
            className="inline-flex h-9 items-center rounded border border-line px-5 text-ink hover:border-brand"
          >
            {t('addresses.cancel')}
          </Link>
        )}
      </div>
    </Form>
  );
}
