import { ADDRESS_LIMIT, type Address } from '@stallhub/contracts';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { AddressAnswer } from './address-action.ts';
import { AddressForm } from './address-form.tsx';

/** What the address book shows besides the cards, as its address says: `?add=1`, `?edit=<id>`, `?delete=<id>`. */
export type AddressBookView =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; id: number }
  | { kind: 'delete'; id: number };

/** The view an address book's URL asks for. */
export function addressBookView(query: URLSearchParams): AddressBookView {
  const id = (name: string) => {
    const value = Number(query.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const edit = id('edit');
  const remove = id('delete');
  if (edit !== null) return { kind: 'edit', id: edit };
  if (remove !== null) return { kind: 'delete', id: remove };
  return query.get('add') === '1' ? { kind: 'add' } : { kind: 'list' };
}

/** An intent button of one address (delete, make default): a plain form posting to the page's action. */
function AddressAction({
  address,
  intent,
  label,
  className,
}: {
  address: Address;
  intent: 'delete' | 'default';
  label: string;
  className: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get('intent') === intent && navigation.formData.get('id') === String(address.id);
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={address.id} />
      <button type="submit" disabled={busy} className={className}>
        {label}
      </button>
    </Form>
  );
}

/**
 * The address book: the addresses as cards (default first) and the add / edit form. Which form is open,
 * and which address asks to be deleted, is in the page's address, so every step is a link and works
 * before the script loads; an empty book opens the add form.
 */
export function AddressBook({
  addresses,
  view,
  answer,
  listHref,
}: {
  addresses: Address[];
  view: AddressBookView;
  answer: AddressAnswer | undefined;
  listHref: string;
}) {
  const { t } = useT();
  const editing = view.kind === 'edit' ? (addresses.find((a) => a.id === view.id) ?? null) : null;
  const adding = editing === null && (view.kind === 'add' || addresses.length === 0);
  const formOpen = adding || editing !== null;
  const link = 'text-brand hover:underline';
  const quiet = 'text-ink-soft hover:text-brand disabled:opacity-60';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-sm">
        <span className="text-ink-soft">
          {t('addresses.count', { count: addresses.length, limit: ADDRESS_LIMIT })}
        </span>
        {!formOpen && addresses.length < ADDRESS_LIMIT && (
          <Link to="?add=1" className="rounded bg-brand px-4 py-1.5 text-white hover:bg-brand-dark">
            {t('addresses.add')}
          </Link>
        )}
      </div>
      {formOpen && (
        <AddressForm
          key={editing?.id ?? 'new'}
          editing={editing}
          answer={answer}
          cancelHref={addresses.length > 0 ? listHref : undefined}
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
            {view.kind === 'delete' && view.id === address.id ? (
              <div
                role="alert"
                className="mt-2 flex flex-wrap items-center gap-4 text-xs"
                data-testid="address-delete-confirm"
              >
                <span className="text-ink">{t('addresses.confirmDelete')}</span>
                <AddressAction
                  address={address}
                  intent="delete"
                  label={t('addresses.delete')}
                  className="rounded bg-brand px-3 py-1 text-white hover:bg-brand-dark disabled:opacity-60"
                />
                <Link to={listHref} replace className={quiet}>
                  {t('addresses.cancel')}
                </Link>
              </div>
            ) : (
              <div className="mt-2 flex gap-4 text-xs">
                <Link to={`?edit=${address.id}`} className={link}>
                  {t('addresses.edit')}
                </Link>
                <Link to={`?delete=${address.id}`} className={quiet}>
                  {t('addresses.delete')}
                </Link>
                {!address.isDefault && (
                  <AddressAction
                    address={address}
                    intent="default"
                    label={t('addresses.setDefault')}
                    className={quiet}
                  />
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
