import {
  type CartBatchInput,
  cartBatchAddRoute,
  DIALOG_WIDTH,
  type ItemDetail,
  imageUrl,
  type Language,
  type PurchaseAddAllInput,
  purchaseAddAllRoute,
} from '@stallhub/contracts';
import { type RefObject, useRef } from 'react';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { CornerClose, Dialog, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { setCartCount } from './cart-count-store.ts';
import { flyToCart } from './fly-to-cart.ts';
import { colorPicture, type GridLine, gridTotals } from './grid-rules.ts';
import { QuantityGrid } from './quantity-grid.tsx';
import { useQuantityGrid } from './use-quantity-grid.ts';

type Item = ItemDetail['item'];

/** Sends every line of the grid in one call; an injected sender stands in for the API in the component tests. */
export type SendToCart = (input: CartBatchInput) => Promise<{ cartCount: number }>;

const sendThroughApi: SendToCart = (input) => browserApi.call(cartBatchAddRoute, input);

/** Adds the grid's lines to the purchase list in one call; answers how many lines the list holds. */
export type SendToPurchaseList = (input: PurchaseAddAllInput) => Promise<{ orders_amount: number }>;

const keepThroughApi: SendToPurchaseList = (input) => browserApi.call(purchaseAddAllRoute, input);

/** What a successful add did, for the page to confirm once the dialog has closed. */
export type AddedTo = { to: 'cart' } | { to: 'purchaseList'; count: number };

/** The page's full-width card on a phone: the grid scrolls inside it, the page never sideways. */
const CARD =
  'max-h-full overflow-y-auto rounded-lg bg-white p-5 shadow-xl max-sm:-mx-3 max-sm:w-screen max-sm:rounded-none max-sm:px-3';

/**
 * The add-to-cart dialog (spec 3 §2, 660 px; issue 16 point 2): a colour × size grid of quantities with
 * live totals, all lines added in one call, all or none; the fly-to-cart on success. A successful add
 * hands over to `onAdded` (the page closes the dialog and confirms with a toast): a dialog left open
 * with its quantities filled invited adding the same lines twice (issue 26 point 9d).
 */
export function AddToCartDialog({
  item,
  lang,
  signedIn,
  loginHref,
  onClose,
  onAdded,
  send = sendThroughApi,
  keep = keepThroughApi,
}: {
  item: Item;
  lang: Language;
  signedIn: boolean;
  loginHref: string;
  onClose: () => void;
  onAdded: (added: AddedTo) => void;
  send?: SendToCart;
  keep?: SendToPurchaseList;
}) {
  const { t } = useT();
  const grid = useQuantityGrid(item);
  const addButton = useRef<HTMLButtonElement>(null);
  const submit = (go: (sent: readonly GridLine[]) => Promise<AddedTo>) => grid.submit(go, onAdded);

  const add = () =>
    submit(async (sent) => {
      const answer = await send({
        items: sent.map(({ sku, amount }) => ({
          itemId: item.itemId,
          color_id: sku.colorId,
          size_id: sku.sizeId,
          color: sku.color,
          size: sku.size,
          amount: String(amount),
          art_no: item.artNo,
          lang,
        })),
      });
      setCartCount(answer.cartCount);
      if (addButton.current)
        flyToCart(addButton.current, imageUrl(colorPicture(item, sent[0]!.sku.colorId), 80));
      return { to: 'cart' } as const;
    });

  const addToPurchaseList = () =>
    submit(async (sent) => {
      const answer = await keep({
        lines: sent.map(({ sku, amount }) => ({
          itemId: item.itemId,
          colorId: sku.colorId,
          sizeId: sku.sizeId,
          amount: String(amount),
        })),
      });
      return { to: 'purchaseList', count: answer.orders_amount } as const;
    });

  return (
    <Dialog onClose={onClose} width={DIALOG_WIDTH.addToCart} testId="add-to-cart-dialog" className={CARD}>
      <ItemHeading item={item} signedIn={signedIn} />
      <p className="mb-2 text-ink-soft text-xs">{t('cartGrid.hint')}</p>
      <QuantityGrid
        item={item}
        lang={lang}
        quantities={grid.quantities}
        refusedSkuId={grid.refusedSkuId}
        onChange={grid.change}
      />
      <GridTotals item={item} lines={grid.lines} signedIn={signedIn} />
      {item.isSpecialOffer && <p className="mb-2 text-amber-700 text-xs">{t('addToCart.noRefund')}</p>}
      {grid.message && (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {grid.message}
        </p>
      )}
      <DialogActions
        signedIn={signedIn}
        loginHref={loginHref}
        sending={grid.sending}
        addButton={addButton}
        onClose={onClose}
        onAdd={add}
        onKeep={addToPurchaseList}
      />
      <CornerClose label={t('addToCart.close')} />
    </Dialog>
  );
}

/** The item the grid is for: its picture, title, art number and price (a guest is asked to sign in). */
function ItemHeading({ item, signedIn }: { item: Item; signedIn: boolean }) {
  const { t } = useT();
  const { format } = useCurrency();
  return (
    <div className="mb-3 flex gap-3 pr-6">
      <img src={imageUrl(item.indexImgUrl, 80)} alt="" className="size-16 shrink-0 rounded object-cover" />
      <div className="min-w-0">
        <DialogTitle className="line-clamp-2 font-semibold text-base text-ink">{item.title}</DialogTitle>
        <p className="text-ink-soft text-xs">{t('addToCart.artNo', { artNo: item.artNo })}</p>
        <p className="mt-1 font-bold text-brand">
          {signedIn && item.price != null ? format(item.price) : t('addToCart.loginForPrice')}
        </p>
      </div>
    </div>
  );
}

/** The grid's lines, pieces and money as they are typed. */
function GridTotals({
  item,
  lines,
  signedIn,
}: {
  item: Item;
  lines: readonly GridLine[];
  signedIn: boolean;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const totals = gridTotals(lines, item.price);
  return (
    <p
      data-testid="grid-totals"
      aria-live="polite"
      className="mt-2 mb-3 flex flex-wrap items-baseline justify-end gap-x-3 text-ink text-sm"
    >
      <span>
        {t('cart.summary', {
          lines: t('cart.lineCount', { count: totals.lines }),
          pieces: t('cart.pieceCount', { count: totals.pieces }),
        })}
      </span>
      {signedIn && totals.money !== null && (
        <span className="font-bold text-brand">{t('cart.total', { total: format(totals.money) })}</span>
      )}
    </p>
  );
}

/** Cancel, keep in the purchase list (a guest is asked to sign in) and add to the cart. */
function DialogActions({
  signedIn,
  loginHref,
  sending,
  addButton,
  onClose,
  onAdd,
  onKeep,
}: {
  signedIn: boolean;
  loginHref: string;
  sending: boolean;
  addButton: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  onAdd: () => void;
  onKeep: () => void;
}) {
  const { t } = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={onClose}
        className="rounded border border-line px-4 py-2 text-ink text-sm hover:border-brand"
      >
        {t('addToCart.cancel')}
      </button>
      {signedIn ? (
        <button
          type="button"
          onClick={onKeep}
          disabled={sending}
          className="rounded border border-brand px-4 py-2 text-brand text-sm hover:bg-brand-soft disabled:opacity-60"
        >
          {t('purchaseList.add')}
        </button>
      ) : (
        <a
          href={loginHref}
          data-gate="login"
          className="rounded border border-line px-4 py-2 text-ink-soft text-sm hover:border-brand"
        >
          {t('purchaseList.loginToAdd')}
        </a>
      )}
      <button
        ref={addButton}
        type="button"
        onClick={onAdd}
        disabled={sending}
        className="rounded bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-60"
      >
        {t('addToCart.add')}
      </button>
    </div>
  );
}
