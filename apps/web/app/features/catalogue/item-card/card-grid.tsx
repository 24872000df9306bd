import { CARDS_PER_FLOOR, type City, type ItemCard as Item, type Language } from '@stallhub/contracts';
import type { CSSProperties } from 'react';
import { useSameStyleCounts } from '../../same-style/use-same-style-counts.ts';
import { ItemCard } from './item-card.tsx';

/**
 * Item cards in floors of five at full width (spec 3 §9), two a row on a phone. Their same-style links
 * show counts, asked for the whole grid at once when a buyer first reaches into it.
 */
export function CardGrid({
  items,
  lang,
  city,
  testId,
  stallShown = true,
  choice,
  belowFold = false,
}: {
  items: Item[];
  lang: Language;
  city: City;
  testId?: string;
  /** A stall's own page leaves its name off its cards. */
  stallShown?: boolean;
  /** A grid under another (search's recommendations): its pictures wait until scrolled near, none asked first. */
  belowFold?: boolean;
  /** Cards a buyer can tick for a batch action (the favourites' batch upload). */
  choice?: {
    chosen: ReadonlySet<number>;
    toggle: (item: Item) => void;
    /** The checkbox's visible word, and its name for a screen reader (which card). */
    text: string;
    label: (item: Item) => string;
  };
}) {
  const floor = { '--cards-per-floor': CARDS_PER_FLOOR } as CSSProperties;
  const sameStyle = useSameStyleCounts(
    items.map((item) => item.itemId),
    city,
  );
  return (
    <ul
      data-testid={testId}
      style={floor}
      onPointerEnter={sameStyle.load}
      onFocus={sameStyle.load}
      className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-[repeat(var(--cards-per-floor),minmax(0,1fr))] lg:gap-3"
    >
      {items.map((item, index) => (
        <li key={item.itemId} data-item-id={item.itemId} className="flex flex-col gap-1">
          {choice && (
            <label className="flex items-center gap-1.5 px-1 text-ink-soft text-xs">
              <input
                type="checkbox"
                checked={choice.chosen.has(item.itemId)}
                onChange={() => choice.toggle(item)}
                aria-label={choice.label(item)}
              />
              <span aria-hidden="true">{choice.text}</span>
            </label>
          )}
          <ItemCard
            item={item}
            lang={lang}
            city={city}
            eager={!belowFold && index < CARDS_PER_FLOOR}
            first={!belowFold && index === 0}
            stallShown={stallShown}
            sameStyleCount={sameStyle.counts?.get(item.itemId)}
          />
        </li>
      ))}
    </ul>
  );
}
