import { type City, type Language, type ShopProfile, STRENGTH_TYPE } from '@stallhub/contracts';
import { Link } from 'react-router';
import { QrCode } from '../../../components/qr-code.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { StallRelationButtons } from '../../favourites/stall-relation-buttons.tsx';
import { ChatButton } from '../../stall-chat/chat-button.tsx';
import { BadgeChip } from '../stall-badges/badge-chip.tsx';
import { creditBadge, stallBadges } from '../stall-badges/stall-badge-list.ts';
import { CreditCard } from './credit-card.tsx';
import { InShopSearch } from './in-shop-search.tsx';
import { NewReleaseTip } from './new-release-tip.tsx';
import { shopPath } from './shop-rules.ts';
import { ShopVisitors } from './shop-visitors.tsx';
import { SimilarShops } from './similar-shops.tsx';

interface Props {
  lang: Language;
  city: City;
  shop: ShopProfile;
  /** The stall page's absolute address, which the QR code carries. */
  pageUrl: string;
  /** Where a guest's follow click goes: the sign-in page returning here. Null when signed in. */
  loginHref: string | null;
  /** The signed-in buyer's follow and block of this stall; null for a guest. */
  relation: { hasFavorite: boolean; isBlock: boolean } | null;
  q: string;
}

/** The stall home's header (spec 3 §2 "Shop header"). */
export function ShopHeader({ lang, city, shop, pageUrl, loginHref, relation, q }: Props) {
  const { t } = useT();
  const credit = creditBadge(shop);
  const badges = [...stallBadges(shop), ...(credit ? [credit] : [])];
  const newRelease = shop.strength && shop.strengthType === STRENGTH_TYPE.newRelease;
  return (
    <header
      className="grid gap-3 rounded-lg bg-white p-3 md:grid-cols-[1fr_280px] md:p-4"
      data-testid="shop-header"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-bold text-ink text-xl" data-testid="shop-name">
              <Link to={shopPath(lang, shop.shopId)} className="hover:text-brand">
                {shop.name}
              </Link>
            </h1>
            <p className="mt-0.5 text-ink-soft text-sm">{shop.address}</p>
            {shop.slogan && <p className="mt-0.5 text-ink-faint text-sm">{shop.slogan}</p>}
          </div>
          <div className="hidden shrink-0 flex-col items-center gap-0.5 sm:flex">
            <QrCode url={pageUrl} label={t('shopHome.qr', { name: shop.name })} />
            <span className="text-[11px] text-ink-faint">{t('shopHome.qrHint')}</span>
          </div>
        </div>
        <div className="relative">
          <ul className="flex flex-wrap gap-1" aria-label={t('stall.badges')} data-testid="shop-badges">
            {badges.map((badge) => (
              <li key={badge.id} className="flex">
                <BadgeChip badge={badge} />
              </li>
            ))}
          </ul>
          {newRelease && <NewReleaseTip />}
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {loginHref && (
            <a
              href={loginHref}
              data-gate="login"
              data-testid="follow-button"
              className="rounded border border-brand px-3 py-1 text-brand hover:bg-brand-soft"
            >
              {t('shopHome.follow')}
            </a>
          )}
          {relation && <StallRelationButtons lang={lang} shopId={shop.shopId} initial={relation} />}
          <ChatButton
            shopId={shop.shopId}
            open={shop.wangwang}
            wwNickname={shop.wwNickname}
            signedIn={loginHref === null}
            look="inline"
          />
          <Link
            to={`${shopPath(lang, shop.shopId)}?type=1`}
            className="rounded border border-line px-3 py-1 text-ink-soft hover:text-brand"
            data-testid="strength-link"
          >
            {t('shopHome.strengthLink')}
          </Link>
          {shop.depositString && (
            <span className="text-ink-soft text-xs">
              {t('shopHome.deposit', { amount: shop.depositString })}
            </span>
          )}
          <span className="text-ink-faint text-xs">
            {t('shopHome.stats', {
              items: t('shopHome.newItems', { count: shop.upshelfItemNum365d }),
              fans: t('shopHome.followers', { count: shop.focusStall }),
            })}
          </span>
          <ShopVisitors shopId={shop.shopId} lang={lang} />
        </div>
        <InShopSearch lang={lang} city={city} shopId={shop.shopId} q={q} />
        <SimilarShops shopId={shop.shopId} lang={lang} />
      </div>
      <CreditCard shop={shop} />
    </header>
  );
}
