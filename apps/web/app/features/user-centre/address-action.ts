import { type Address, type ApiClient, addressSaveRoute } from '@stallhub/contracts';
import { data } from 'react-router';
import { refusalOf } from '../../lib/refusal.ts';
import {
  type AddressProblem,
  type AddressValues,
  addressProblem,
  addressValuesOf,
} from './address-fields.ts';

/** What a page's action answers an address form it could not save: the typed values back, and why. */
export interface AddressAnswer {
  intent: 'save';
  values: AddressValues;
  problem: AddressProblem;
}

/**
 * Saves the address form posted to a page's action (the address book's, the checkout's): the address
 * saved, or the refusal to answer the form with (HTTP 400 or the API's status), the typed values kept.
 * A fault that is no refusal is thrown on to the ErrorBoundary.
 */
export async function saveAddressForm(
  form: FormData,
  api: ApiClient,
): Promise<{ saved: Address } | { refused: ReturnType<typeof data<AddressAnswer>> }> {
  const values = addressValuesOf(form);
  const refuse = (problem: AddressProblem, status = 400) => ({
    refused: data<AddressAnswer>({ intent: 'save', values, problem }, { status }),
  });
  const problem = addressProblem(values);
  if (problem) return refuse(problem);
  const id = Number(form.get('id'));
  try {
    const saved = await api.call(addressSaveRoute, {
      ...values,
      id: Number.isInteger(id) && id > 0 ? id : undefined,
    });
    return { saved };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return refuse({ kind: 'refused', message: refusal.message }, refusal.status);
  }
}
