import { ADDRESS_LIMIT, type Address, addressDefaultRoute, addressDeleteRoute } from '@stallhub/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { AddressForm } from './address-form.tsx';

/** The address book: the addresses as cards (default first) and the add / edit form. */
export function AddressBook({ addresses }: { addresses: Address[] }) {
  const { t } = useT();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Address | 'new' | null>(addresses.length === 0 ? 'new' : null);
  const [problem, setProblem] = useState<string | null>(null);

  const act = async (call: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await call();
      revalidator.revalidate();
    } catch (error) {
      setProblem((error as Error).message || t('addresses.error.failed'));
    }
  };
  const remove = (address: Address) => {
    if (window.confirm(t('addresses.confirmDelete')))
      void act(() => browserApi.call(addressDeleteRoute, { id: address.id }));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-sm">
        <span className="text-ink-soft">
          {t('addresses.count', { count: addresses.length, limit: ADDRESS_LIMIT })}
        </span>
        {editing === null && addresses.length < ADDRESS_LIMIT && (
          <button
            type="button"
            className="rounded bg-brand px-4 py-1.5 text-white hover:bg-brand-dark"
            onClick={() => setEditing('new')}
          >
            {t('addresses.add')}
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className="rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {problem}
        </p>
      )}
      {editing !== null && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            revalidator.revalidate();
          }}
        />
      )}
      <ul className="grid gap-3 md:grid-cols-2" data-testid="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="flex flex-col gap-1 rounded-lg border border-line p-4 text-sm">
            <p className="flex items-center gap-2">
              <span className="font-medium text-ink">{address.name}</span>
              <span className="text-ink-soft">{address.mobile}</span>
              {address.isDefault && (
                <span className="rounded bg-brand-soft px-1.5 text-brand text-xs leading-5">
                  {t('addresses.default')}
                </span>
              )}
            </p>
            <p className="text-ink">
              {[address.province, address.city, address.district, address.detail].filter(Boolean).join(' ')}
              {address.postcode && <span className="text-ink-faint"> · {address.postcode}</span>}
            </p>
            <p className="mt-2 flex gap-4 text-xs">
              <button
                type="button"
                className="text-brand hover:underline"
                onClick={() => setEditing(address)}
              >
                {t('addresses.edit')}
              </button>
              <button
                type="button"
                className="text-ink-soft hover:text-brand"
                onClick={() => remove(address)}
              >
                {t('addresses.delete')}
              </button>
              {!address.isDefault && (
                <button
                  type="button"
                  className="text-ink-soft hover:text-brand"
                  onClick={() => void act(() => browserApi.call(addressDefaultRoute, { id: address.id }))}
                >
                  {t('addresses.setDefault')}
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
