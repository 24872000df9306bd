import type { ItemStall, Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { formatCount } from '../../components/format-count.ts';
import { StoreIcon } from '../../components/icons.tsx';
import { HTML_LANG } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { BadgeChip } from '../catalogue/stall-badges/badge-chip.tsx';
import { creditBadge, stallBadges } from '../catalogue/stall-badges/stall-badge-list.ts';
import { ChatButton } from '../stall-chat/chat-button.tsx';

/** The stall beside the item: name, place, trust badges with what they mean, credit, figures, chat. */
export function StallBlock({
  stall,
  lang,
  signedIn,
}: {
  stall: ItemStall;
  lang: Language;
  signedIn: boolean;
}) {
  const { t } = useT();
  const badges = stallBadges(stall);
  const credit = creditBadge(stall);
  const shopHref = localePath(lang, `/shop/${stall.shopId}`);
  const locale = HTML_LANG[lang];
  return (
    <section
      data-testid="stall-block"
      aria-labelledby="stall-name"
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4"
    >
      <div className="flex items-start gap-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-soft text-brand">
          <StoreIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="stall-name" className="truncate font-bold text-base text-ink">
            <Link to={shopHref} className="hover:text-brand">
              {stall.name}
            </Link>
          </h2>
          <p className="truncate text-ink-faint text-xs">
            {[stall.subName, stall.floor, stall.position].filter(Boolean).join(' ')}
          </p>
        </div>
      </div>
      {badges.length > 0 && (
        <ul className="flex flex-col gap-1.5 text-xs" aria-label={t('stall.badges')}>
          {badges.map((badge) => (
            <li key={badge.id} className="flex items-center gap-2">
              <BadgeChip badge={badge} />
              <span className="truncate text-ink-soft">{t(`stall.explain.${badge.id}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-3 gap-1 rounded-md bg-page py-2 text-center text-xs">
        <div>
          <dt className="text-ink-faint">{t('itemDetail.stall.credit')}</dt>
          <dd className="mt-0.5 font-medium text-ink" data-testid="stall-credit">
            {credit ? t(credit.key) : '—'}
          </dd>
        </div>
        <div>
          <dt className="text-ink-faint">{t('itemDetail.stall.followers')}</dt>
          <dd className="mt-0.5 font-medium text-ink">{formatCount(stall.focusStall, locale)}</dd>
        </div>
        <div>
          <dt className="text-ink-faint">{t('itemDetail.stall.newItems')}</dt>
          <dd className="mt-0.5 font-medium text-ink">{formatCount(stall.upshelfItemNum365d, locale)}</dd>
        </div>
      </dl>
      <div className="grid grid-cols-2 gap-2">
        <Link
          to={shopHref}
          className="inline-flex items-center justify-center rounded-md bg-brand px-3 py-1.5 text-sm text-white hover:bg-brand-dark"
        >
          {t('stall.visit')}
        </Link>
        <ChatButton
          shopId={stall.shopId}
          open={stall.rightsData.wangwang === 1}
          wwNickname={stall.wwNickname}
          signedIn={signedIn}
          look="block"
        />
      </div>
    </section>
  );
}
