import { type City, type ItemCard as Item, imageUrl, type Language } from '@stallhub/contracts';
import { type FocusEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '../../../components/format-count.ts';
import { FlameIcon, MoreIcon, PlayIcon } from '../../../components/icons.tsx';
import { HTML_LANG } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { useFavourite } from '../../favourites/use-favourite.tsx';
import { CardUploadBox } from '../../listing/card-upload-box.tsx';
import { isGuest, useSignInGate } from '../../sign-in-gate/use-sign-in-gate.ts';
import { StallInfo } from '../stall-badges/stall-info.tsx';
import { hotRecommendation, salesFigure } from './card-rules.ts';
import { ItemActions } from './item-actions.tsx';
import { ItemPrice } from './item-price.tsx';
import { ServiceTags } from './service-tags.tsx';

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
  const [stripShown, setStripShown] = useState(false);
  const [boxShown, setBoxShown] = useState(false);
  // The upload box is mounted at its first opening and kept, so its dialogs outlive the pointer.
  const [opened, setOpened] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const listingRef = useRef<HTMLButtonElement>(null);
  const boxId = useId();
  const locale = HTML_LANG[lang];
  const itemHref = localePath(lang, `/item/${item.vid}`);
  const { loginHref } = useSignInGate();
  const favourite = useFavourite(item.itemId, item.isFavorited, lang);
  const figure = salesFigure(item);
  const hot = hotRecommendation(item);

  // Opened only in the browser (a click), so reading the cookie here never meets the server.
  const signedIn = opened && !isGuest(document.cookie);
  const sameStyleHref = localePath(lang, `/${city}/samestyle/${item.itemId}?searchCity=${city}`);

  const hide = () => {
    setStripShown(false);
    setBoxShown(false);
  };
  // A mouse pointing at the picture shows the strip; a finger's emulated hover must not, or a tap meant
  // for the item would land on the strip instead (decision 069).
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setStripShown(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') hide();
  };
  // Focus shows the strip only when it came from the keyboard: a tap's or a click's own focus is not.
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element).matches(':focus-visible')) setStripShown(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
  };
  const toggleBox = () => {
    setOpened(true);
    setBoxShown((shown) => !shown);
  };
  const closeBox = () => {
    setBoxShown(false);
    listingRef.current?.focus();
  };

  return (
    <article className="flex w-full flex-col rounded-lg border border-transparent bg-white transition-shadow hover:border-brand/40 hover:shadow-[0_4px_16px_rgb(0_0_0/0.08)]">
      {/* The picture opens the item wherever it is pressed; only the strip's own buttons do other things. */}
      <div
        className="relative aspect-square overflow-hidden rounded-t-lg bg-page"
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <Link to={itemHref} className="block size-full" data-testid="card-picture">
          <img
            src={imageUrl(item.indexImgUrl, 400)}
            alt={item.title}
            width={400}
            height={400}
            loading={eager || first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding={first ? undefined : 'async'}
            className="size-full object-cover"
          />
        </Link>
        {item.hasVideo && (
          <span
            className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-ink/55 text-white"
            title={t('card.hasVideo')}
          >
            <PlayIcon className="size-3.5" />
            <span className="sr-only">{t('card.hasVideo')}</span>
          </span>
        )}
        {/* A phone has no hover: this corner button shows and hides the strip. */}
        <button
          type="button"
          data-testid="card-upload-toggle"
          aria-expanded={stripShown}
          aria-label={t('cardUpload.toggle')}
          onClick={() => (stripShown ? hide() : setStripShown(true))}
          className="absolute top-2 left-2 flex size-8 items-center justify-center rounded-full bg-ink/55 text-white md:hidden"
        >
          <MoreIcon className="size-5" />
        </button>
        <div className="absolute inset-x-0 bottom-0 flex flex-col-reverse">
          {stripShown ? (
            <ItemActions
              favourite={favourite}
              sameStyleHref={sameStyleHref}
              sameStyleCount={sameStyleCount}
              listing={{ ref: listingRef, shown: boxShown, controls: boxId, toggle: toggleBox }}
            />
          ) : (
            <div
              data-testid="card-info"
              className="flex items-center justify-between gap-1 bg-gradient-to-t from-black/55 to-transparent px-2 pt-4 pb-1.5 text-[11px] text-white"
            >
              <span>
                {t(`card.count.${figure.kind}`, {
                  count: figure.value,
                  value: formatCount(figure.value, locale),
                })}
              </span>
              {hot && (
                <span className="flex items-center gap-0.5 rounded-sm bg-brand px-1 font-medium leading-4">
                  <FlameIcon className="size-3" />
                  {t(`card.hot.${hot}`)}
                </span>
              )}
            </div>
          )}
          {opened && (
            <CardUploadBox
              id={boxId}
              item={item}
              lang={lang}
              signedIn={signedIn}
              loginHref={loginHref}
              itemHref={itemHref}
              shown={stripShown && boxShown}
              drawer={drawer}
              onDrawerOpen={() => setDrawer(true)}
              onDrawerClose={() => setDrawer(false)}
              onClose={closeBox}
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
        {stallShown && (
          <div className="mt-auto border-line border-t border-dashed pt-1.5">
            {item.isBlock && (
              <p data-testid="card-blocked" className="mb-1 text-[11px] text-amber-700">
                {t('blocks.cardFlag')}
              </p>
            )}
            <StallInfo
              lang={lang}
              stall={{
                ...item,
                name: item.shopName,
                address: [item.subName, item.floor, item.position].filter(Boolean).join(' '),
              }}
            />
          </div>
        )}
      </div>
      {favourite.feedback}
    </article>
  );
}
