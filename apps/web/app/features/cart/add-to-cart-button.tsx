import type { ItemDetail, Language } from '@stallhub/contracts';
import { useState } from 'react';
import { CartIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { AddToCartDialog } from './add-to-cart-dialog.tsx';
import { refusal } from './dialog-rules.ts';

/**
 * The item page's add-to-cart: the dialog for an item that can be bought; for a pre-sold item, one with
 * no art number or a wrongly set price, the reason instead (spec 3 §4). Guests use a user_key cart.
 */
export function AddToCartButton({
  item,
  lang,
  cartHref,
  priceReasonsHref,
  signedIn,
  loginHref,
}: {
  item: ItemDetail['item'];
  lang: Language;
  cartHref: string;
  priceReasonsHref: string;
  signedIn: boolean;
  loginHref: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const refused = refusal(item);
  if (refused) {
    return (
      <p data-testid="cart-refusal" className="rounded bg-page px-3 py-2 text-ink-soft text-sm">
        {t(`addToCart.refused.${refused}`)}
        {refused === 'priceError' && (
          <>
            {' '}
            <a href={priceReasonsHref} className="text-brand hover:underline">
              {t('addToCart.priceReasons')}
            </a>
          </>
        )}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center justify-center gap-1.5 self-start rounded-md border border-brand bg-white px-5 py-2 font-medium text-brand text-sm hover:bg-brand hover:text-white"
      >
        <CartIcon className="size-4" />
        {t('addToCart.open')}
      </button>
      {open && (
        <AddToCartDialog
          item={item}
          lang={lang}
          cartHref={cartHref}
          signedIn={signedIn}
          loginHref={loginHref}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
