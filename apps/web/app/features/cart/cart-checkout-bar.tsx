import type { CartLine, Language } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { checkoutHref } from '../checkout/checkout-href.ts';

/** The cart's foot: select all, what the chosen lines come to, and the way to check them out. */
export function CartCheckoutBar({
  lang,
  lines,
  selected,
  signedIn,
  loginHref,
  format,
  onSelectAll,
}: {
  lang: Language;
  lines: readonly CartLine[];
  selected: ReadonlySet<number>;
  signedIn: boolean;
  loginHref: string;
  format: (cny: number) => string;
  onSelectAll: (all: boolean) => void;
}) {
  const { t } = useT();
  const chosen = lines.filter((line) => selected.has(line.id));
  const pieces = chosen.reduce((sum, line) => sum + line.amount, 0);
  const total =
    chosen.reduce((sum, line) => sum + Math.round((line.price ?? 0) * 100) * line.amount, 0) / 100;
  const selectable = lines.filter((line) => line.onShelf && !line.stockShort);
  const allChosen = selectable.length > 0 && selectable.every((line) => selected.has(line.id));
  return (
    <div
      data-testid="cart-checkout-bar"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 text-sm"
    >
      <label className="flex min-h-6 items-center gap-2 py-1 text-ink">
        <input
          type="checkbox"
          checked={allChosen}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-4"
          data-testid="cart-select-all"
        />
        {t('cartCheckout.selectAll')}
      </label>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <span className="text-ink-soft" data-testid="cart-selected">
          {t('cartCheckout.selected', {
            lines: t('cart.lineCount', { count: chosen.length }),
            pieces: t('cart.pieceCount', { count: pieces }),
          })}
        </span>
        {signedIn && (
          <span data-testid="cart-total" className="font-bold text-brand text-lg">
            {t('cart.total', { total: format(total) })}
          </span>
        )}
        {!signedIn ? (
          <a
            href={loginHref}
            data-gate="login"
            className="flex h-10 items-center rounded bg-brand px-6 font-medium text-white hover:opacity-90"
          >
            {t('cartCheckout.loginToCheckout')}
          </a>
        ) : chosen.length === 0 ? (
          <span
            aria-disabled="true"
            title={t('cartCheckout.chooseLines')}
            className="flex h-10 items-center rounded bg-brand/50 px-6 font-medium text-white"
          >
            {t('cartCheckout.checkout')}
          </span>
        ) : (
          <a
            href={checkoutHref(
              lang,
              'cart',
              chosen.map((line) => line.id),
            )}
            data-testid="cart-checkout"
            className="flex h-10 items-center rounded bg-brand px-6 font-medium text-white hover:opacity-90"
          >
            {t('cartCheckout.checkout')}
          </a>
        )}
      </div>
    </div>
  );
}
