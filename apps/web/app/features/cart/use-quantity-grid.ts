import { ApiError, batchLineAtFault, type ItemDetail } from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { faultySkus, type GridLine, gridLines, type Quantities } from './grid-rules.ts';

/**
 * The add-to-cart grid's quantities and one send of its lines: the cells checked first, one send at a
 * time, and the server's refusal said against the cell it names.
 */
export function useQuantityGrid(item: ItemDetail['item']) {
  const { t } = useT();
  const [quantities, setQuantities] = useState<Quantities>({});
  const [refusedSkuId, setRefusedSkuId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lines = gridLines(item, quantities);
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

  /** Sends the checked lines through `go`, and hands what it did to `done` when it worked. */
  async function submit<Done>(go: (sent: readonly GridLine[]) => Promise<Done>, done: (added: Done) => void) {
    const sent = checkedLines();
    if (!sent) return;
    setSending(true);
    setMessage(null);
    setRefusedSkuId(null);
    let added: Done;
    try {
      added = await go(sent);
    } catch (error) {
      refused(error, sent);
      return;
    } finally {
      setSending(false);
    }
    done(added);
  }

  return { quantities, lines, refusedSkuId, message, sending, change, submit };
}
