import {
  blockShopRoute,
  CODE,
  followShopCancelRoute,
  followShopRoute,
  type Language,
  unblockShopRoute,
} from '@stallhub/contracts';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { ConfirmDialog, NoticeToast } from './notice.tsx';
import { useOneCallAtATime } from './use-one-call-at-a-time.ts';

export interface StallRelationControl {
  following: boolean;
  blocked: boolean;
  busy: boolean;
  /** Follow, or ask before unfollowing (spec 3 §4 "Follow stall"). */
  toggleFollow: () => void;
  /** Block (asking first: its items get flagged), or unblock. */
  toggleBlock: () => void;
  feedback: ReactNode;
}

type Asking = 'unfollow' | 'block' | null;

/** A signed-in buyer's follow and block of one stall, with the answers of spec 3 §8 "Follow stall". */
export function useStallRelation(
  shopId: number,
  initial: { hasFavorite: boolean; isBlock: boolean },
  lang: Language,
): StallRelationControl {
  const { t } = useT();
  const { requireSignIn } = useSignInGate();
  const [following, setFollowing] = useState(initial.hasFavorite);
  const [blocked, setBlocked] = useState(initial.isBlock);
  const { busy, notice, setNotice, clearNotice, run } = useOneCallAtATime();
  const [asking, setAsking] = useState<Asking>(null);

  const follow = () =>
    run(async () => {
      const answer = await browserApi.envelope(followShopRoute, { shopId, lang });
      if (answer.code === CODE.ok) {
        setFollowing(true);
        setNotice({ tone: 'success', text: t('follows.followed') });
      } else if (answer.code === CODE.already) {
        setFollowing(true);
        setNotice({ tone: 'warning', text: answer.message });
      } else if (answer.code === CODE.limit || answer.code === CODE.serverMessage) {
        setNotice({ tone: 'warning', text: answer.message });
      } else {
        setNotice({ tone: 'error', text: answer.message || t('favourites.networkError') });
      }
    });

  const unfollow = () =>
    run(async () => {
      const answer = await browserApi.envelope(followShopCancelRoute, { shopId, lang });
      if (answer.code !== CODE.ok) throw new Error(answer.message);
      setFollowing(false);
      setNotice({ tone: 'success', text: t('follows.unfollowed') });
    });

  const setBlock = (block: boolean) =>
    run(async () => {
      const answer = await browserApi.envelope(block ? blockShopRoute : unblockShopRoute, { shopId, lang });
      if (answer.code !== CODE.ok) {
        setNotice({ tone: 'warning', text: answer.message || t('favourites.networkError') });
        return;
      }
      setBlocked(block);
      setNotice({ tone: 'success', text: block ? t('blocks.blocked') : t('blocks.unblocked') });
    });

  const feedback = (
    <>
      <NoticeToast notice={notice} onDone={clearNotice} />
      <ConfirmDialog
        testId={asking === 'block' ? 'block-confirm' : 'unfollow-confirm'}
        open={asking !== null}
        text={asking === 'block' ? t('blocks.blockConfirm') : t('follows.unfollowConfirm')}
        onConfirm={() => void (asking === 'block' ? setBlock(true) : unfollow())}
        onClose={() => setAsking(null)}
      />
    </>
  );

  return {
    following,
    blocked,
    busy,
    toggleFollow: () => requireSignIn(() => (following ? setAsking('unfollow') : void follow())),
    toggleBlock: () => requireSignIn(() => (blocked ? void setBlock(false) : setAsking('block'))),
    feedback,
  };
}
