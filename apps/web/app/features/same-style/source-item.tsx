import { type ItemCard, imageUrl, type Language, type SameStyleCompete } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';
import { StallInfo } from '../catalogue/stall-badges/stall-info.tsx';
import { CompeteLine } from './compete-line.tsx';

interface Props {
  item: ItemCard;
  onShelf: boolean;
  /** How the other stalls compare; absent where the list is by picture alone. */
  compete?: SameStyleCompete;
  lang: Language;
}

/** The item whose style is compared: picture, title, stall, its price, and how the other stalls compare. */
export function SourceItem({ item, onShelf, compete, lang }: Props) {
  const { t } = useT();
  const itemHref = localePath(lang, `/item/${item.vid}`);
  const picture = (
    <img
      src={imageUrl(item.indexImgUrl, 400)}
      alt={item.title}
      width={400}
      height={400}
      className="size-full object-cover"
    />
  );
  return (
    <section
      data-testid="same-style-source"
      aria-label={t('sameStyle.source')}
      className="flex gap-3 rounded-lg bg-white p-3 md:gap-5 md:p-4"
    >
      <div className="size-24 shrink-0 overflow-hidden rounded-md bg-page md:size-32">
        {/* A delisted item has no page to open. */}
        {onShelf ? (
          <Link to={itemHref} className="block size-full">
            {picture}
          </Link>
        ) : (
          picture
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 className="line-clamp-2 font-medium text-ink text-sm leading-snug md:text-base">
          {!onShelf && (
            <span className="mr-1.5 rounded-sm bg-ink-faint px-1 py-px align-[1px] text-white text-xs">
              {t('sameStyle.offShelf')}
            </span>
          )}
          {onShelf ? (
            <Link to={itemHref} className="hover:text-brand">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h2>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <ItemPrice item={item} />
          <span className="text-ink-faint text-xs">{t('card.artNo', { artNo: item.artNo })}</span>
        </div>
        <div className="text-xs md:max-w-sm">
          <StallInfo lang={lang} stall={{ ...item, name: item.shopName, address: item.address }} />
        </div>
        {compete && <CompeteLine compete={compete} />}
      </div>
    </section>
  );
}
