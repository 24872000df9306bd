import { ApiError, getItemDetail } from '@stallhub/contracts';
import { useLoaderData, useLocation } from 'react-router';
import { AddToCartButton } from '../../features/cart/add-to-cart-button.tsx';
import { ServiceTags } from '../../features/catalogue/item-card/service-tags.tsx';
import { ActionStrip } from '../../features/item-detail/action-strip.tsx';
import { ItemGallery } from '../../features/item-detail/item-gallery.tsx';
import { ItemRows } from '../../features/item-detail/item-rows.tsx';
import { priceErrorArticle } from '../../features/item-detail/item-rules.ts';
import { PricePanel } from '../../features/item-detail/price-panel.tsx';
import { SkuTable } from '../../features/item-detail/sku-table.tsx';
import { StallBlock } from '../../features/item-detail/stall-block.tsx';
import { UploadBox } from '../../features/listing/upload-box.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { isCity, localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/item-detail';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { api } = context;
  const vid = params.vid;
  // The item is the page: unknown or delisted answers 404 through the boundary, and so does an address
  // that cannot name an item (a refused vid: NUL, too long); any other failure 500.
  // The rows under it are asked for by the browser as the reader scrolls near them (ItemRows).
  const detail = await api.call(getItemDetail, { vid, lang }).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw new Response(null, { status: 404 });
    throw error;
  });
  return { lang, city, detail };
}

export default function ItemDetailPage() {
  const { lang, city, detail } = useLoaderData<typeof loader>();
  const { item, stall, signedIn } = detail;
  const { t } = useT();
  const location = useLocation();
  const loginHref = localePath(lang, loginPath(location.pathname + location.search));
  const itemCity = isCity(item.city) ? item.city : city;
  const sameStyleHref = localePath(lang, `/${itemCity}/samestyle/${item.itemId}?searchCity=${itemCity}`);

  return (
    <main className="mx-auto flex max-w-[1200px] flex-col gap-6 px-3 py-3 md:py-5 xl:px-0">
      <title>{t('itemDetail.metaTitle', { title: item.title, stall: stall.name })}</title>
      <meta name="description" content={`${item.title} · ${stall.name} · ${item.artNo}`} />
      <article className="grid gap-4 md:grid-cols-[minmax(0,380px)_minmax(0,1fr)] lg:grid-cols-[420px_minmax(0,1fr)_260px] lg:gap-6">
        <ItemGallery images={item.images} title={item.title} />
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="font-bold text-ink text-lg leading-snug md:text-xl">{item.title}</h1>
          <ServiceTags item={item} />
          <PricePanel item={item} city={itemCity} />
          <SkuTable item={item} lang={lang} city={itemCity} loginHref={loginHref} />
          <AddToCartButton
            item={item}
            lang={lang}
            cartHref={localePath(lang, '/cart.html')}
            priceReasonsHref={priceErrorArticle(itemCity)}
            signedIn={signedIn}
            loginHref={loginHref}
          />
          <ActionStrip
            signedIn={signedIn}
            loginHref={loginHref}
            sameStyleHref={sameStyleHref}
            sameStyleCount={item.sameStyleCount}
            itemId={item.itemId}
            isFavorited={item.isFavorited}
            lang={lang}
          />
          <UploadBox
            item={{
              itemId: item.itemId,
              vid: item.vid,
              transactionMode: item.transactionMode,
              isBlock: item.isBlock,
            }}
            lang={lang}
            signedIn={signedIn}
            loginHref={loginHref}
            sameStyleHref={sameStyleHref}
          />
          {item.refundRuleContent && !item.isSpecialOffer && (
            <p className="text-ink-faint text-xs">
              {t('itemDetail.refundRule', { rule: item.refundRuleContent })}
            </p>
          )}
        </div>
        <aside className="md:col-span-2 lg:col-span-1">
          <StallBlock stall={stall} lang={lang} signedIn={signedIn} />
        </aside>
      </article>
      <ItemRows
        key={item.vid}
        vid={item.vid}
        lang={lang}
        itemCity={itemCity}
        readerCity={city}
        stallName={stall.name}
      />
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
