import {
  type CartLine,
  type CartView,
  cartRemoveRoute,
  cartUpdateRoute,
  imageUrl,
  type Language,
} from '@stallhub/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrency } from '../../components/currency/currency-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { CartCheckoutBar } from './cart-checkout-bar.tsx';
import { setCartCount } from './cart-count-store.ts';
import { ChooseBox } from './choose-box.tsx';
import { quantityValid, typedQuantity } from './dialog-rules.ts';

/** The cart's lines grouped by stall, with quantity edits, removal and the total (spec 3 §2 /cart.html). */
export function CartLines({
  initial,
  lang,
  loginHref,
}: {
  initial: CartView;
  lang: Language;
  loginHref: string;
}) {
  const { t } = useT();
  const { format } = useCurrency();
  const [cart, setCart] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const allLines = cart.groups.flatMap((group) => group.lines);
  const buyable = (line: CartLine) => line.onShelf && !line.stockShort;
  // Every line that can be bought starts chosen, as carts do; a line that cannot is never chosen.
  const [selected, setSelected] = useState<ReadonlySet<number>>(
    () => new Set(allLines.filter(buyable).map((line) => line.id)),
  );
  const chosen = new Set(allLines.filter((line) => selected.has(line.id) && buyable(line)).map((l) => l.id));
  const choose = (lines: readonly CartLine[], on: boolean) => {
    const next = new Set(selected);
    for (const line of lines) {
      if (on && buyable(line)) next.add(line.id);
      else next.delete(line.id);
    }
    setSelected(next);
  };

  async function change(run: () => Promise<CartView>) {
    try {
      const next = await run();
      setCart(next);
      setCartCount(next.cartCount);
      setMessage(null);
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : t('cart.failed'));
    }
  }

  if (cart.groups.length === 0) {
    return (
      <p data-testid="cart-empty" className="rounded-lg bg-white p-10 text-center text-ink-soft">
        {t('cart.empty')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {message && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-700 text-sm">
          {message}
        </p>
      )}
      {cart.groups.map((group) => (
        <section key={group.shopId} className="rounded-lg bg-white" data-testid="cart-group">
          <h2 className="flex items-center gap-2 border-line border-b px-4 py-2.5 font-semibold text-ink text-sm">
            <input
              type="checkbox"
              aria-label={t('cartCheckout.selectStall')}
              checked={
                group.lines.some(buyable) && group.lines.filter(buyable).every((l) => chosen.has(l.id))
              }
              disabled={!group.lines.some(buyable)}
              onChange={(event) => choose(group.lines, event.target.checked)}
              className="size-4"
            />
            <Link to={localePath(lang, `/shop/${group.shopId}`)} className="hover:text-brand">
              {group.shopName}
            </Link>
            <span className="ml-2 font-normal text-ink-faint text-xs">
              {[group.subName, group.floor, group.position].filter(Boolean).join(' ')}
            </span>
          </h2>
          <ul>
            {group.lines.map((line) => (
              <LineRow
                key={line.id}
                line={line}
                lang={lang}
                loginHref={loginHref}
                format={format}
                chosen={chosen.has(line.id)}
                onChoose={(on) => choose([line], on)}
                onAmount={(amount) => change(() => browserApi.call(cartUpdateRoute, { id: line.id, amount }))}
                onRemove={() => change(() => browserApi.call(cartRemoveRoute, { id: line.id }))}
              />
            ))}
          </ul>
        </section>
      ))}
      <CartCheckoutBar
        lang={lang}
        lines={allLines}
        selected={chosen}
        signedIn={cart.signedIn}
        loginHref={loginHref}
        format={format}
        onSelectAll={(on) => choose(allLines, on)}
      />
    </div>
  );
}

function LineRow({
  line,
  lang,
  loginHref,
  format,
  chosen,
  onChoose,
  onAmount,
  onRemove,
}: {
  line: CartLine;
  lang: Language;
  loginHref: string;
  format: (cny: number) => string;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onAmount: (amount: string) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  const [quantity, setQuantity] = useState(String(line.amount));
  const commit = () => {
    if (quantityValid(quantity) && Number(quantity) !== line.amount) onAmount(quantity);
    else setQuantity(String(line.amount));
  };
  return (
    <li
      data-testid="cart-line"
      className="flex flex-wrap items-center gap-3 border-line border-b px-4 py-3 last:border-b-0"
    >
      <ChooseBox
        label={t('cartCheckout.selectLine')}
        checked={chosen}
        disabled={!line.onShelf || line.stockShort}
        onChange={onChoose}
        testId="cart-line-select"
      />
      <img src={imageUrl(line.indexImgUrl, 80)} alt="" className="size-16 shrink-0 rounded object-cover" />
      <div className="min-w-0 flex-1 basis-48">
        <Link
          to={localePath(lang, `/item/${line.vid}`)}
          className="line-clamp-2 text-ink text-sm hover:text-brand"
        >
          {line.title}
        </Link>
        <p className="text-ink-faint text-xs">
          {t('cart.lineSku', { color: line.color, size: line.size, artNo: line.artNo })}
        </p>
        {!line.onShelf && <p className="text-red-600 text-xs">{t('cart.delisted')}</p>}
        {line.onShelf && line.stockShort && (
          <p className="text-amber-700 text-xs">{t('cart.stockShort', { stock: line.stock })}</p>
        )}
      </div>
      <div className="w-24 text-right text-sm">
        {line.price == null ? (
          <a href={loginHref} className="text-brand text-xs hover:underline" data-gate="login">
            {t('cart.loginForPrice')}
          </a>
        ) : (
          <span className="text-ink">{format(line.price)}</span>
        )}
      </div>
      <label className="flex items-center gap-1 text-ink-soft text-xs">
        <span className="sr-only">{t('cart.quantity')}</span>
        <input
          value={quantity}
          inputMode="numeric"
          maxLength={3}
          onChange={(event) => setQuantity(typedQuantity(event.target.value))}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          aria-label={t('cart.quantity')}
          className="w-16 rounded border border-line px-2 py-1 text-center text-ink text-sm"
        />
      </label>
      <button type="button" onClick={onRemove} className="text-ink-faint text-xs hover:text-red-600">
        {t('cart.remove')}
      </button>
    </li>
  );
}
