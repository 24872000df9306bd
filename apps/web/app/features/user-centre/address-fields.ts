import { ADDRESS_FIELD_MAX, type Address, PHONE_PATTERN } from '@stallhub/contracts';

/** The address form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = [
  { name: 'name', max: ADDRESS_FIELD_MAX.name, required: true, autoComplete: 'name' },
  { name: 'mobile', max: 11, required: true, autoComplete: 'tel-national' },
  { name: 'province', max: ADDRESS_FIELD_MAX.region, required: true, autoComplete: 'address-level1' },
  { name: 'city', max: ADDRESS_FIELD_MAX.region, required: true, autoComplete: 'address-level2' },
  { name: 'district', max: ADDRESS_FIELD_MAX.region, required: false, autoComplete: 'address-level3' },
  { name: 'detail', max: ADDRESS_FIELD_MAX.detail, required: true, autoComplete: 'street-address' },
  { name: 'postcode', max: ADDRESS_FIELD_MAX.postcode, required: false, autoComplete: 'postal-code' },
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number]['name'];

/** What the buyer typed, as the form sends it: every text field and the default tick. */
export type AddressValues = Record<AddressField, string> & { isDefault: boolean };

/** Why the address cannot be saved: a field left empty, a mobile number that is not one, or the server's words. */
export type AddressProblem =
  | { kind: 'required'; field: AddressField }
  | { kind: 'mobile' }
  | { kind: 'refused'; message: string };

/** The typed values of a submitted address form. */
export function addressValuesOf(form: FormData): AddressValues {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    name: text('name'),
    mobile: text('mobile'),
    province: text('province'),
    city: text('city'),
    district: text('district'),
    detail: text('detail'),
    postcode: text('postcode'),
    isDefault: form.get('isDefault') === '1',
  };
}

/** The values an address form starts from: an address being edited, or nothing. */
export const addressValuesFrom = (address: Address | null): AddressValues => ({
  name: address?.name ?? '',
  mobile: address?.mobile ?? '',
  province: address?.province ?? '',
  city: address?.city ?? '',
  district: address?.district ?? '',
  detail: address?.detail ?? '',
  postcode: address?.postcode ?? '',
  isDefault: address?.isDefault ?? false,
});

/**
 * The checks the form makes at once in the browser and the page's action makes again on the server
 * (where a page without its script is checked): every required field filled, a mobile number of 11
 * digits starting with 1. The API checks the rest (lengths, the book's limit) and names what it refuses.
 */
export function addressProblem(values: AddressValues): AddressProblem | null {
  const missing = ADDRESS_FIELDS.find((field) => field.required && values[field.name].trim() === '');
  if (missing) return { kind: 'required', field: missing.name };
  if (!PHONE_PATTERN.test(values.mobile.trim())) return { kind: 'mobile' };
  return null;
}
