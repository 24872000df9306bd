import { type Language, STALL_HOVER_HIDE_MS } from '@stallhub/contracts';
import { type FocusEvent, useId } from 'react';
import { Link } from 'react-router';
import { StoreIcon } from '../../../components/icons.tsx';
import { useDelayedHide } from '../../../components/use-delayed-hide.ts';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { BadgeChip } from './badge-chip.tsx';
import { creditBadge, type StallBadgeData, stallBadges } from './stall-badge-list.ts';

interface Stall extends StallBadgeData {
  shopId: number;
  name: string;
  address: string;
}

/**
 * The stall's name, address and badge chips; the chips open the stall's badge info on hover or focus,
 * which closes 300 ms after the pointer or focus leaves (spec 3 §4 "Item card stall hover").
 */
export function StallInfo({ lang, stall }: { lang: Language; stall: Stall }) {
  const { t } = useT();
  const panelId = useId();
  const popover = useDelayedHide(STALL_HOVER_HIDE_MS);
  const badges = stallBadges(stall);
  const credit = creditBadge(stall);
  const shopHref = localePath(lang, `/shop/${stall.shopId}`);

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) popover.hideLater();
  };

  return (
    <div className="min-w-0 text-xs">
      <Link to={shopHref} className="flex min-w-0 items-center gap-1 text-ink hover:text-brand">
        <StoreIcon className="size-3.5 shrink-0 text-ink-faint" />
        <span className="truncate">{stall.name}</span>
      </Link>
      <p className="mt-0.5 truncate text-ink-faint">{stall.address}</p>
      {(badges.length > 0 || credit) && (
        <div
          className="relative mt-1"
          onMouseEnter={popover.show}
          onMouseLeave={popover.hideLater}
          onFocus={popover.show}
          onBlur={onBlur}
          onKeyDown={(event) => event.key === 'Escape' && popover.hideNow()}
        >
          <button
            type="button"
            aria-expanded={popover.open}
            aria-controls={popover.open ? panelId : undefined}
            aria-label={t('stall.badgeInfo', { name: stall.name })}
            onClick={popover.show}
            className="flex h-[18px] max-w-full flex-wrap gap-1 overflow-hidden rounded-sm text-left"
          >
            {badges.length > 0
              ? badges.map((b) => <BadgeChip key={b.id} badge={b} />)
              : credit && <BadgeChip badge={credit} />}
          </button>
          {/* Rendered only while open: forty closed panels would weigh on every feed page. */}
          {popover.open && (
            <div
              id={panelId}
              role="dialog"
              aria-label={t('stall.badgeInfo', { name: stall.name })}
              className="absolute bottom-full left-0 z-30 mb-1.5 w-60 rounded-lg border border-line bg-white p-3 text-ink shadow-lg"
            >
              <p className="truncate font-medium text-sm">{stall.name}</p>
              <p className="mt-0.5 truncate text-ink-faint">{stall.address}</p>
              <ul className="mt-2 space-y-1">
                {[...badges, ...(credit ? [credit] : [])].map((badge) => (
                  <li key={badge.id} className="flex items-center gap-2">
                    <BadgeChip badge={badge} />
                    <span className="text-ink-soft">{t(`stall.explain.${badge.id}`)}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={shopHref}
                className="mt-2.5 block rounded-md bg-brand py-1 text-center text-white hover:bg-brand-dark"
              >
                {t('stall.visit')}
              </Link>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
