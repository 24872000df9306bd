import type { ItemDetail, Language } from '@stallhub/contracts';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { CartIcon } from '../../components/icons.tsx';
import { Toast } from '../../components/toast.tsx';
import { useT } from '../../i18n/use-t.ts';
import {
  type AddedTo,
  AddToCartDialog,
  type SendToCart,
  type SendToPurchaseList,
} from './add-to-cart-dialog.tsx';
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
  send,
  keep,
}: {
  item: ItemDetail['item'];
  lang: Language;
  cartHref: string;
  priceReasonsHref: string;
  signedIn: boolean;
  loginHref: string;
  /** Stand-ins for the API in the component tests. */
  send?: SendToCart;
  keep?: SendToPurchaseList;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<(AddedTo & { id: number }) | null>(null);
  const clearAdded = useCallback(() => setAdded(null), []);
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
          signedIn={signedIn}
          loginHref={loginHref}
          onClose={() => setOpen(false)}
          onAdded={(answer) => {
            setOpen(false);
            setAdded({ ...answer, id: Date.now() });
          }}
          {...(send ? { send } : {})}
          {...(keep ? { keep } : {})}
        />
      )}
      {added && (
        // A new toast per add: its key restarts the timer when the buyer adds again within it.
        <Toast key={added.id} onDone={clearAdded} testId="added-toast">
          {added.to === 'cart' ? (
            <>
              {t('addToCart.added')}
              <Link to={cartHref} className="font-medium underline">
                {t('addToCart.goToCart')}
              </Link>
            </>
          ) : (
            t('purchaseList.added', { count: added.count })
          )}
        </Toast>
      )}
    </>
  );
}
