import { ADDRESS_FIELD_MAX, type Address, addressSaveRoute, PHONE_PATTERN } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';

const FIELDS = [
  { name: 'name', max: ADDRESS_FIELD_MAX.name, required: true, autoComplete: 'name' },
  { name: 'mobile', max: 11, required: true, autoComplete: 'tel-national' },
  { name: 'province', max: ADDRESS_FIELD_MAX.region, required: true, autoComplete: 'address-level1' },
  { name: 'city', max: ADDRESS_FIELD_MAX.region, required: true, autoComplete: 'address-level2' },
  { name: 'district', max: ADDRESS_FIELD_MAX.region, required: false, autoComplete: 'address-level3' },
  { name: 'detail', max: ADDRESS_FIELD_MAX.detail, required: true, autoComplete: 'street-address' },
  { name: 'postcode', max: ADDRESS_FIELD_MAX.postcode, required: false, autoComplete: 'postal-code' },
] as const;
type Field = (typeof FIELDS)[number]['name'];
type Values = Record<Field, string>;

const EMPTY: Values = {
  name: '',
  mobile: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  postcode: '',
};

/** Adds an address, or edits `editing`; the server checks everything again and names any field at fault. */
export function AddressForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: Address | null;
  onSaved: (saved: Address) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const [values, setValues] = useState<Values>(editing ?? EMPTY);
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = FIELDS.find((f) => f.required && !values[f.name].trim());
    if (missing)
      return setProblem(t('addresses.error.required', { field: t(`addresses.field.${missing.name}`) }));
    if (!PHONE_PATTERN.test(values.mobile.trim())) return setProblem(t('addresses.error.mobile'));
    setProblem(null);
    setSaving(true);
    try {
      onSaved(await browserApi.call(addressSaveRoute, { ...values, id: editing?.id, isDefault }));
    } catch (error) {
      setProblem((error as Error).message || t('addresses.error.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
      data-testid="address-form"
      noValidate
    >
      <h2 className="font-medium text-ink">{editing ? t('addresses.edit') : t('addresses.add')}</h2>
      <div className="grid gap-3 md:grid-cols-2">
        {FIELDS.map((field) => (
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
              value={values[field.name]}
              maxLength={field.max}
              autoComplete={field.autoComplete}
              inputMode={field.name === 'mobile' ? 'numeric' : undefined}
              required={field.required}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              className="h-9 rounded border border-line px-3 text-ink outline-none focus:border-brand"
            />
          </label>
        ))}
      </div>
      <label className="flex items-center gap-2 text-ink text-sm">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
        {t('addresses.makeDefault')}
      </label>
      {problem && (
        <p role="alert" className="text-brand text-sm">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={saving}
          className="h-9 rounded bg-brand px-5 text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('addresses.save')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-9 rounded border border-line px-5 text-ink hover:border-brand"
        >
          {t('addresses.cancel')}
        </button>
      </div>
    </form>
  );
}
