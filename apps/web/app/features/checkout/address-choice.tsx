import type { Address, ShipTo } from '@stallhub/contracts';
import type { ChangeEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { AddressAnswer } from '../user-centre/address-action.ts';
import { AddressForm } from '../user-centre/address-form.tsx';
import { CHOICES_FORM } from './checkout-choices.ts';

/** An address on one line, as a parcel label reads it. */
export const addressLine = (a: ShipTo) =>
  [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

/**
 * The buyer's addresses to ship to, and a new one added right here when there is none or none fits: the
 * address book's own form, posted to the checkout's action, which comes back with the new one chosen.
 */
export function AddressChoice({
  addresses,
  chosen,
  onChange,
  adding,
  answer,
  addHref,
  cancelHref,
}: {
  addresses: readonly Address[];
  chosen: number | null;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  adding: boolean;
  answer: AddressAnswer | undefined;
  addHref: string;
  cancelHref: string;
}) {
  const { t } = useT();
  const none = addresses.length === 0;
  return (
    <div className="flex flex-col gap-2" data-testid="checkout-addresses">
      {none && <p className="text-ink-soft text-sm">{t('checkout.address.none')}</p>}
      {!none && (
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
                name="addressId"
                value={address.id}
                form={CHOICES_FORM}
                checked={chosen === address.id}
                onChange={onChange}
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
      {adding || none ? (
        <AddressForm editing={null} answer={answer} cancelHref={none ? undefined : cancelHref} />
      ) : (
        <Link
          to={addHref}
          replace
          preventScrollReset
          data-testid="checkout-add-address"
          className="min-h-6 self-start py-1 text-brand text-sm hover:underline"
        >
          + {t('checkout.address.add')}
        </Link>
      )}
    </div>
  );
}
