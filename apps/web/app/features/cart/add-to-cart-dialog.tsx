import {
  ApiError,
  cartAddRoute,
  DIALOG_WIDTH,
  type ItemDetail,
  imageUrl,
  type Language,
  purchaseAddAllRoute,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { CornerClose, Dialog, DialogTitle } from '../../components/dialog.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { setCartCount } from './cart-count-store.ts';
import {
  colorDisabled,
  quantityValid,
  type Selection,
  selectedSku,
  sizeDisabled,
  toggle,
  typedQuantity,
} from './dialog-rules.ts';
import { flyToCart } from './fly-to-cart.ts';

type Item = ItemDetail['item'];

/** Sends the choice; an injected sender stands in for the API in the component tests. */
export type SendToCart = (input: {
  itemId: number;
  color_id: number;
  size_id: number;
  color: string;
  size: string;
  amount: string;
  art_no: string;
  lang: Language;
}) => Promise<{ cartCount: number }>;

const sendThroughApi: SendToCart = (input) => browserApi.call(cartAddRoute, input);

/** Adds the chosen SKU to the purchase list; answers how many lines the list holds. */
export type SendToPurchaseList = (line: {
  itemId: number;
  colorId: number;
  sizeId: number;
  amount: string;
}) => Promise<{ orders_amount: number }>;

const keepThroughApi: SendToPurchaseList = (line) => browserApi.call(purchaseAddAllRoute, { lines: [line] });

/** The add-to-cart dialog (spec 3 §2, 660 px): colour, size and quantity; the fly-to-cart on success. */
export function AddToCartDialog({
  item,
  lang,
  cartHref,
  signedIn,
  loginHref,
  onClose,
  send = sendThroughApi,
  keep = keepThroughApi,
}: {
  item: Item;
  lang: Language;
  cartHref: string;
  signedIn: boolean;
  loginHref: string;
  onClose: () => void;
  send?: SendToCart;
  keep?: SendToPurchaseList;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [kept, setKept] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const sku = selectedSku(item.skus, selection);

  /** The chosen SKU when the choice is complete and the quantity valid; else says what is missing. */
  function checkedChoice() {
    setAdded(false);
    setKept(null);
    if (selection.colorId === undefined || selection.sizeId === undefined || !sku) {
      setMessage(t('addToCart.selectColorSize'));
      return null;
    }
    if (!quantityValid(quantity)) {
      setMessage(t('addToCart.quantityRule'));
      return null;
    }
    // A second click while the first is on its way sends nothing twice.
    if (sending) return null;
    return sku;
  }

  async function addToPurchaseList() {
    const sku = checkedChoice();
    if (!sku) return;
    setSending(true);
    setMessage(null);
    try {
      const answer = await keep({
        itemId: item.itemId,
        colorId: sku.colorId,
        sizeId: sku.sizeId,
        amount: quantity,
      });
      setKept(answer.orders_amount);
    } catch (error) {
      setMessage(error instanceof ApiError && error.message ? error.message : t('addToCart.failed'));
    } finally {
      setSending(false);
    }
  }

  async function add() {
    const sku = checkedChoice();
    if (!sku) return;
    setSending(true);
    setMessage(null);
    try {
      const answer = await send({
        itemId: item.itemId,
        color_id: sku.colorId,
        size_id: sku.sizeId,
        color: sku.color,
        size: sku.size,
        amount: quantity,
        art_no: item.artNo,
        lang,
      });
      setCartCount(answer.cartCount);
      if (addButton.current) flyToCart(addButton.current, imageUrl(item.indexImgUrl, 80));
      setAdded(true);
    } catch (error) {
      setMessage(error instanceof ApiError && error.message ? error.message : t('addToCart.failed'));
    } finally {
      setSending(false);
    }
  }

  const option = (chosen: boolean, disabled: boolean) =>
    clsx(
      'min-w-12 rounded border px-3 py-1.5 text-sm',
      chosen ? 'border-brand bg-brand-soft text-brand' : 'border-line text-ink hover:border-brand',
      disabled && 'cursor-not-allowed border-dashed text-ink-faint opacity-50 hover:border-line',
    );

  return (
    <Dialog onClose={onClose} width={DIALOG_WIDTH.addToCart} testId="add-to-cart-dialog">
      <div className="mb-4 flex gap-3 pr-6">
        <img src={imageUrl(item.indexImgUrl, 80)} alt="" className="size-16 shrink-0 rounded object-cover" />
        <div className="min-w-0">
          <DialogTitle className="line-clamp-2 font-semibold text-base text-ink">{item.title}</DialogTitle>
          <p className="text-ink-soft text-xs">{t('addToCart.artNo', { artNo: item.artNo })}</p>
          <p className="mt-1 font-bold text-brand">
            {sku?.discountPrice != null
              ? format(sku.discountPrice)
              : item.price != null
                ? format(item.price)
                : t('addToCart.loginForPrice')}
          </p>
        </div>
      </div>
      <fieldset className="mb-3">
        <legend className="mb-1.5 text-ink-soft text-sm">{t('addToCart.color')}</legend>
        <div className="flex flex-wrap gap-2">
          {item.colors.map((color) => {
            const disabled = colorDisabled(item.skus, color.id, selection.sizeId);
            const chosen = selection.colorId === color.id;
            return (
              <button
                key={color.id}
                type="button"
                aria-pressed={chosen}
                disabled={disabled}
                onClick={() => setSelection((s) => ({ ...s, colorId: toggle(s.colorId, color.id) }))}
                className={option(chosen, disabled)}
              >
                {color.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="mb-1.5 text-ink-soft text-sm">{t('addToCart.size')}</legend>
        <div className="flex flex-wrap gap-2">
          {item.sizes.map((size) => {
            const disabled = sizeDisabled(item.skus, size.id, selection.colorId);
            const chosen = selection.sizeId === size.id;
            return (
              <button
                key={size.id}
                type="button"
                aria-pressed={chosen}
                disabled={disabled}
                onClick={() => setSelection((s) => ({ ...s, sizeId: toggle(s.sizeId, size.id) }))}
                className={option(chosen, disabled)}
              >
                {size.name}
              </button>
            );
          })}
        </div>
      </fieldset>
      <label className="mb-4 flex items-center gap-2 text-ink-soft text-sm">
        {t('addToCart.quantity')}
        <input
          value={quantity}
          onChange={(event) => setQuantity(typedQuantity(event.target.value))}
          inputMode="numeric"
          maxLength={3}
          className="w-20 rounded border border-line px-2 py-1 text-ink"
        />
        <span className="text-ink-faint text-xs">{t('addToCart.quantityRule')}</span>
      </label>
      {item.isSpecialOffer && <p className="mb-2 text-amber-700 text-xs">{t('addToCart.noRefund')}</p>}
      {message && (
        <p role="alert" className="mb-3 rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {message}
        </p>
      )}
      {added && (
        <p role="status" className="mb-3 rounded bg-green-50 px-3 py-2 text-green-800 text-sm">
          {t('addToCart.added')}{' '}
          <Link to={cartHref} className="font-medium underline">
            {t('addToCart.goToCart')}
          </Link>
        </p>
      )}
      {kept !== null && (
        <p role="status" className="mb-3 rounded bg-green-50 px-3 py-2 text-green-800 text-sm">
          {t('purchaseList.added', { count: kept })}
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
