import { type Language, STALL_HOVER_HIDE_MS } from '@stallhub/contracts';
import { Link } from 'react-router';
import { StoreIcon } from '../../../components/icons.tsx';
import { HoverPopover } from '../../../components/popover.tsx';
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
 * The stall's name, address and badge chips; the chips open the stall's badge info on hover or a click,
 * which closes 300 ms after the pointer or focus leaves (spec 3 §4 "Item card stall hover").
 */
export function StallInfo({ lang, stall }: { lang: Language; stall: Stall }) {
  const { t } = useT();
  const label = t('stall.badgeInfo', { name: stall.name });
  const badges = stallBadges(stall);
  const credit = creditBadge(stall);
  const shopHref = localePath(lang, `/shop/${stall.shopId}`);

  return (
    <div className="min-w-0 text-xs">
      <Link to={shopHref} className="flex min-h-6 min-w-0 items-center gap-1 text-ink hover:text-brand">
        <StoreIcon className="size-3.5 shrink-0 text-ink-faint" />
        <span className="truncate">{stall.name}</span>
      </Link>
      <p className="truncate text-ink-faint">{stall.address}</p>
      {(badges.length > 0 || credit) && (
        <HoverPopover
          hideMs={STALL_HOVER_HIDE_MS}
          side="top"
          label={label}
          className="w-60 p-3"
          trigger={
            // A finger's 24 px around one row of chips; chips that do not fit the row stay hidden. Its
            // name starts with what it opens and goes on with the chips a sighted reader sees (WCAG 2.5.3).
            // Relative, so the hidden name is placed in the button: in a row that scrolls sideways it
            // would otherwise sit at the page's edge and widen the page.
            <button type="button" className="relative flex h-6 max-w-full items-center rounded-sm text-left">
              <span className="sr-only">{label}</span>
              <span className="flex h-[18px] flex-wrap gap-1 overflow-hidden">
                {badges.length > 0
                  ? badges.map((b) => <BadgeChip key={b.id} badge={b} />)
                  : credit && <BadgeChip badge={credit} />}
              </span>
            </button>
          }
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
        </HoverPopover>
      )}
    </div>
  );
}
