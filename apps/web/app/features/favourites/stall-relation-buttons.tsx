import type { Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { useT } from '../../i18n/use-t.ts';
import { useStallRelation } from './use-stall-relation.tsx';

/** The stall header's follow/unfollow and block/unblock buttons for a signed-in buyer. */
export function StallRelationButtons({
  lang,
  shopId,
  initial,
}: {
  lang: Language;
  shopId: number;
  initial: { hasFavorite: boolean; isBlock: boolean };
}) {
  const { t } = useT();
  const stall = useStallRelation(shopId, initial, lang);
  return (
    <>
      <button
        type="button"
        data-testid="follow-button"
        aria-pressed={stall.following}
        disabled={stall.busy}
        onClick={stall.toggleFollow}
        className={clsx(
          'rounded border px-3 py-1 disabled:opacity-60',
          stall.following
            ? 'border-line bg-page text-ink-soft hover:text-brand'
            : 'border-brand text-brand hover:bg-brand-soft',
        )}
      >
        {stall.following ? t('follows.following') : t('shopHome.follow')}
      </button>
      <button
        type="button"
        data-testid="block-button"
        aria-pressed={stall.blocked}
        disabled={stall.busy}
        onClick={stall.toggleBlock}
        className="rounded border border-line px-3 py-1 text-ink-soft hover:text-brand disabled:opacity-60"
      >
        {stall.blocked ? t('blocks.unblock') : t('blocks.block')}
      </button>
      {stall.feedback}
    </>
  );
}
