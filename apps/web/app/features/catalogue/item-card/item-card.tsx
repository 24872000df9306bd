import type { City, ItemCard as Item, Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { MoreIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { useFavourite } from '../../favourites/use-favourite.tsx';
import { CardUploadBox } from '../../listing/card-upload-box.tsx';
import { isGuest, useSignInGate } from '../../sign-in-gate/use-sign-in-gate.ts';
import { CardCounts } from './card-counts.tsx';
import { CardPicture } from './card-picture.tsx';
import { CardStall } from './card-stall.tsx';
import { ItemActions } from './item-actions.tsx';
import { ItemPrice } from './item-price.tsx';
import { ServiceTags } from './service-tags.tsx';
import { useCardStrip } from './use-card-strip.ts';

interface Props {
  item: Item;
  lang: Language;
  city: City;
  /** Cards in the first screen load their picture at once; the rest wait until scrolled near. */
  eager?: boolean;
  /** The grid's first card: its picture is the likely largest paint of a phone's first screen, asked first. */
  first?: boolean;
  /** On the stall's own page the header already names it: its cards leave the stall block out. */
  stallShown?: boolean;
  /** Other stalls' items of the style in the city, once the grid has asked (use-same-style-counts.ts). */
  sameStyleCount?: number;
}

/** An item card (spec 3 §2 "Item card"): picture, price, title, art number, stall, services, counts. */
export function ItemCard({
  item,
  lang,
  city,
  eager = false,
  first = false,
  stallShown = true,
  sameStyleCount,
}: Props) {
  const { t } = useT();
  const strip = useCardStrip();
  const itemHref = localePath(lang, `/item/${item.vid}`);
  const { loginHref } = useSignInGate();
  const favourite = useFavourite(item.itemId, item.isFavorited, lang);

  // Opened only in the browser (a click), so reading the cookie here never meets the server.
  const signedIn = strip.opened && !isGuest(document.cookie);
  const sameStyleHref = localePath(lang, `/${city}/samestyle/${item.itemId}?searchCity=${city}`);

  return (
    <article className="flex w-full flex-col rounded-lg border border-transparent bg-white transition-shadow hover:border-brand/40 hover:shadow-[0_4px_16px_rgb(0_0_0/0.08)]">
      {/* The picture opens the item wherever it is pressed; only the strip's own buttons do other things. */}
      <div className="relative aspect-square overflow-hidden rounded-t-lg bg-page" {...strip.hover}>
        <CardPicture item={item} href={itemHref} eager={eager} first={first} />
        {/* A phone has no hover: this corner button shows and hides the strip. */}
        <button
          type="button"
          data-testid="card-upload-toggle"
          aria-expanded={strip.stripShown}
          aria-label={t('cardUpload.toggle')}
          onClick={strip.toggleStrip}
          className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-ink/55 text-white md:hidden"
        >
          <MoreIcon className="size-5" />
        </button>
        <div className="absolute inset-x-0 bottom-0 flex flex-col-reverse">
          {strip.stripShown ? (
            <ItemActions
              favourite={favourite}
              sameStyleHref={sameStyleHref}
              sameStyleCount={sameStyleCount}
              listing={strip.listing}
            />
          ) : (
            <CardCounts item={item} lang={lang} />
          )}
          {strip.opened && (
            <CardUploadBox
              id={strip.listing.controls}
              item={item}
              lang={lang}
              signedIn={signedIn}
              loginHref={loginHref}
              itemHref={itemHref}
              shown={strip.stripShown && strip.boxShown}
              drawer={strip.drawer}
              onDrawerOpen={() => strip.setDrawer(true)}
              onDrawerClose={() => strip.setDrawer(false)}
              onClose={strip.closeBox}
            />
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <div className="flex items-baseline justify-between gap-2">
          <ItemPrice item={item} />
          <span
            className="truncate text-[11px] text-ink-faint"
            title={t('card.artNo', { artNo: item.artNo })}
          >
            {t('card.artNo', { artNo: item.artNo })}
          </span>
        </div>
        <h3 className="line-clamp-2 min-h-[2lh] text-[13px] text-ink leading-[1.4]">
          <Link to={itemHref} className="hover:text-brand">
            {item.title}
          </Link>
        </h3>
        <ServiceTags item={item} />
        {stallShown && <CardStall item={item} lang={lang} />}
      </div>
      {favourite.feedback}
    </article>
  );
}
