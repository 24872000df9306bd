import {
  ApiError,
  batchLineAtFault,
  type CartBatchInput,
  cartBatchAddRoute,
  DIALOG_WIDTH,
  type ItemDetail,
  imageUrl,
  type Language,
  type PurchaseAddAllInput,
  purchaseAddAllRoute,
} from '@stallhub/contracts';
import { useRef, useState } from 'react';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { CornerClose, Dialog, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { setCartCount } from './cart-count-store.ts';
import { flyToCart } from './fly-to-cart.ts';
import {
  colorPicture,
  faultySkus,
  type GridLine,
  gridLines,
  gridTotals,
  type Quantities,
} from './grid-rules.ts';
import { QuantityGrid } from './quantity-grid.tsx';

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
  const { format } = useCurrency();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [refusedSkuId, setRefusedSkuId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const lines = gridLines(item, quantities);
  const totals = gridTotals(lines, item.price);
  const cellName = (sku: { color: string; size: string }) =>
    t('cartGrid.cell', { color: sku.color, size: sku.size });

  function change(skuId: number, text: string) {
    setQuantities((q) => ({ ...q, [skuId]: text }));
    if (skuId === refusedSkuId) setRefusedSkuId(null);
  }

  /** The lines when every cell is right and one at least holds a quantity; else says what to fix. */
  function checkedLines(): GridLine[] | null {
    const faulty = faultySkus(item.skus, quantities);
    if (faulty.length > 0) {
      setMessage(t('cartGrid.fixQuantities', { cells: faulty.map(cellName).join(', ') }));
      return null;
    }
    if (lines.length === 0) {
      setMessage(t('cartGrid.nothingChosen'));
      return null;
    }
    // A second click while the first is on its way sends nothing twice.
    if (sending) return null;
    return lines;
  }

  /** The server's refusal, naming the cell it is about when it names a line; nothing was added. */
  function refused(error: unknown, sent: readonly GridLine[]) {
    if (!(error instanceof ApiError) || !error.message) return setMessage(t('addToCart.failed'));
    const atFault = batchLineAtFault(error.message);
    const line = atFault ? sent[atFault.index] : undefined;
    if (!atFault || !line) return setMessage(error.message);
    setRefusedSkuId(line.sku.id);
    setMessage(t('cartGrid.lineRefused', { cell: cellName(line.sku), reason: atFault.reason }));
  }

  async function submit(go: (sent: readonly GridLine[]) => Promise<AddedTo>) {
    const sent = checkedLines();
    if (!sent) return;
    setSending(true);
    setMessage(null);
    setRefusedSkuId(null);
    let added: AddedTo;
    try {
      added = await go(sent);
    } catch (error) {
      refused(error, sent);
      return;
    } finally {
      setSending(false);
    }
    onAdded(added);
  }

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
      <p className="mb-2 text-ink-soft text-xs">{t('cartGrid.hint')}</p>
      <QuantityGrid
        item={item}
        lang={lang}
        quantities={quantities}
        refusedSkuId={refusedSkuId}
        onChange={change}
      />
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
      {item.isSpecialOffer && <p className="mb-2 text-amber-700 text-xs">{t('addToCart.noRefund')}</p>}
      {message && (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {message}
        </p>
      )}
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
            onClick={addToPurchaseList}
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
          onClick={add}
          disabled={sending}
          className="rounded bg-brand px-5 py-2 font-medium text-sm text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('addToCart.add')}
        </button>
      </div>
      <CornerClose label={t('addToCart.close')} />
    </Dialog>
  );
}
