import type { Language, ShopCard as Shop } from '@stallhub/contracts';
import { ShopCard } from '../catalogue/shop-card/shop-card.tsx';

/** A titled row of stall cards (the stalls selling the item's category): five a row, scrolling on a phone. */
export function StallRow({ title, stalls, lang }: { title: string; stalls: Shop[]; lang: Language }) {
  if (stalls.length === 0) return null;
  return (
    <section aria-labelledby="stall-row-title" className="flex flex-col gap-3">
      <h2 id="stall-row-title" className="font-bold text-ink text-lg">
        {title}
      </h2>
      <ul
        data-testid="stall-row"
        className="grid auto-cols-[70%] grid-flow-col gap-2.5 overflow-x-auto pb-1 sm:auto-cols-[40%] lg:grid-flow-row lg:grid-cols-5 lg:gap-3 lg:overflow-visible"
      >
        {stalls.map((stall) => (
          <li
            key={stall.shopId}
            data-shop-id={stall.shopId}
            className="flex flex-col rounded-lg border border-line"
          >
            <ShopCard lang={lang} shop={stall} />
          </li>
        ))}
      </ul>
    </section>
  );
}
