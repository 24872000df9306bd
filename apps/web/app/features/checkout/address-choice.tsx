import type { Address, ShipTo } from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { AddressForm } from '../user-centre/address-form.tsx';

/** An address on one line, as a parcel label reads it. */
export const addressLine = (a: ShipTo) =>
  [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

/** The buyer's addresses to ship to, and a new one added right here when there is none or none fits. */
export function AddressChoice({
  addresses,
  chosen,
  onChoose,
}: {
  addresses: readonly Address[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useT();
  const [adding, setAdding] = useState(addresses.length === 0);
  return (
    <div className="flex flex-col gap-2" data-testid="checkout-addresses">
      {addresses.length === 0 && !adding && (
        <p className="text-ink-soft text-sm">{t('checkout.address.none')}</p>
      )}
      {addresses.length > 0 && (
        <fieldset className="grid gap-2 md:grid-cols-2">
          <legend className="sr-only">{t('checkout.address.title')}</legend>
          {addresses.map((address) => (
            <label
              key={address.id}
              data-testid="checkout-address"
              className="flex cursor-pointer gap-2 rounded border border-line p-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5"
            >
              <input
                type="radio"
                name="address"
                checked={chosen === address.id}
                onChange={() => onChoose(address.id)}
                className="mt-1"
              />
              <span className="min-w-0">
                <span className="font-medium text-ink">
                  {address.name} {address.mobile}
                </span>
                {address.isDefault && (
                  <span className="ml-2 rounded bg-brand/10 px-1.5 text-brand text-xs">
                    {t('checkout.address.default')}
                  </span>
                )}
                <span className="block text-ink-soft">{addressLine(address)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <AddressForm
          editing={null}
          onSaved={(saved) => {
            setAdding(false);
            onChoose(saved.id);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          data-testid="checkout-add-address"
          className="min-h-6 self-start py-1 text-brand text-sm hover:underline"
        >
          + {t('checkout.address.add')}
        </button>
      )}
    </div>
  );
}
