import { type ItemDetail, imageUrl, type Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useId } from 'react';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { arrivalDate } from '../item-detail/item-rules.ts';
import { cellFault, type GridCell, gridCell, type Quantities, typedCell } from './grid-rules.ts';

type Item = ItemDetail['item'];

/**
 * The add-to-cart grid: a row per colour (its picture and name), a column per size, a quantity box in
 * each cell that can be ordered, and the reason in each that cannot. Tab walks the boxes row by row;
 * on a narrow screen the grid scrolls inside itself with the colours kept in view.
 */
export function QuantityGrid({
  item,
  lang,
  quantities,
  refusedSkuId,
  onChange,
}: {
  item: Item;
  lang: Language;
  quantities: Quantities;
  /** The SKU the server refused, marked until its quantity changes. */
  refusedSkuId: number | null;
  onChange: (skuId: number, text: string) => void;
}) {
  const { t } = useT();
  return (
    <div
      className="max-h-[min(50vh,360px)] overflow-auto rounded-lg border border-line"
      data-testid="quantity-grid"
    >
      <table className="w-full border-collapse text-sm">
        <thead className="sticky top-0 z-10 bg-page text-ink-soft text-xs">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-page px-2 py-2 text-left font-medium">
              {t('cartGrid.corner')}
            </th>
            {item.sizes.map((size) => (
              <th key={size.id} scope="col" className="min-w-16 px-1.5 py-2 text-center font-medium">
                {size.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {item.colors.map((color) => (
            <tr key={color.id} data-color={color.id} className="border-line border-t">
              <th scope="row" className="sticky left-0 z-[1] bg-white px-2 py-1.5 text-left font-normal">
                <span className="flex items-center gap-2">
                  {/* Only the colour's own picture: a colour the stall did not photograph shows its name. */}
                  {color.pic ? (
                    <img
                      src={imageUrl(color.pic, 80)}
                      alt=""
                      className="size-10 shrink-0 rounded object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      data-testid="colour-without-picture"
                      className="flex size-10 shrink-0 items-center justify-center rounded border border-line bg-page text-ink-soft text-sm"
                    >
                      {[...color.name][0]}
                    </span>
                  )}
                  <span className="line-clamp-2 min-w-14 max-w-24 text-ink text-xs">{color.name}</span>
                </span>
              </th>
              {item.sizes.map((size) => (
                <td key={size.id} className="px-1.5 py-1.5 text-center align-top">
                  <Cell
                    cell={gridCell(item.skus, color.id, size.id)}
                    label={t('cartGrid.cell', { color: color.name, size: size.name })}
                    lang={lang}
                    quantities={quantities}
                    refusedSkuId={refusedSkuId}
                    onChange={onChange}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({
  cell,
  label,
  lang,
  quantities,
  refusedSkuId,
  onChange,
}: {
  cell: GridCell;
  label: string;
  lang: Language;
  quantities: Quantities;
  refusedSkuId: number | null;
  onChange: (skuId: number, text: string) => void;
}) {
  const { t } = useT();
  const noteId = useId();
  const box = 'w-14 rounded border px-1.5 py-1 text-center tabular-nums';
  if (cell.kind !== 'open') {
    return (
      <span className="flex flex-col items-center gap-0.5" data-cell={cell.kind}>
        <input
          aria-label={label}
          aria-describedby={noteId}
          disabled
          className={clsx(box, 'border-line bg-page')}
        />
        <span
          id={noteId}
          className={clsx(
            'min-w-24 max-w-32 text-[11px] leading-tight',
            cell.kind === 'lack' ? 'text-amber-700' : 'text-ink-faint',
          )}
        >
          {cell.kind === 'none' && t('cartGrid.notSold')}
          {cell.kind === 'notForSale' && t('itemDetail.sku.notForSale')}
          {cell.kind === 'lack' && (
            <>
              {t('itemDetail.sku.lack')}
              {cell.reason && <span className="block text-ink-faint">{cell.reason}</span>}
              {cell.arriveTime && (
                <span className="block text-ink-soft">
                  {t('itemDetail.sku.arrives', { date: arrivalDate(cell.arriveTime, HTML_LANG[lang]) })}
                </span>
              )}
            </>
          )}
        </span>
      </span>
    );
  }
  const { sku } = cell;
  const text = quantities[sku.id] ?? '';
  const outOfRange = cellFault(text);
  const faulty = outOfRange || refusedSkuId === sku.id;
  return (
    <span className="flex flex-col items-center gap-0.5" data-cell="open">
      <input
        aria-label={label}
        aria-invalid={faulty || undefined}
        aria-describedby={outOfRange ? noteId : undefined}
        value={text}
        onChange={(event) => onChange(sku.id, typedCell(event.target.value))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder="0"
        className={clsx(
          box,
          'text-ink placeholder:text-ink-faint',
          faulty ? 'border-red-500 bg-red-50 outline-red-500' : 'border-line focus:border-brand',
        )}
      />
      {outOfRange && (
        <span id={noteId} className="text-[11px] text-red-700 leading-tight">
          {t('cartGrid.outOfRange')}
        </span>
      )}
    </span>
  );
}
