import type { City, ItemCard as Item, Language } from '@stallhub/contracts';
import { ItemCard } from '../catalogue/item-card/item-card.tsx';

/** A titled row of item cards (same style, same stall, recommended): five a row, scrolling on a phone. */
export function ItemRow({
  title,
  items,
  lang,
  city,
  testId,
}: {
  title: string;
  items: Item[];
  lang: Language;
  city: City;
  testId: string;
}) {
  if (items.length === 0) return null;
  const id = `${testId}-title`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-bold text-ink text-lg">
        {title}
      </h2>
      <ul
        data-testid={testId}
        className="grid auto-cols-[46%] grid-flow-col gap-2.5 overflow-x-auto pb-1 sm:auto-cols-[31%] lg:grid-flow-row lg:grid-cols-5 lg:gap-3 lg:overflow-visible"
      >
        {items.slice(0, 10).map((item) => (
          <li key={item.itemId} data-item-id={item.itemId} className="flex">
            <ItemCard item={item} lang={lang} city={city} />
          </li>
        ))}
      </ul>
    </section>
  );
}
