import { CODE, favouriteItemAddRoute, favouriteItemCancelRoute, type Language } from '@stallhub/contracts';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { ConfirmDialog, NoticeToast } from './notice.tsx';
import { useOneCallAtATime } from './use-one-call-at-a-time.ts';

export interface FavouriteControl {
  isFavorited: boolean;
  busy: boolean;
  /** Favourite, or ask before cancelling; a guest is sent to sign in. */
  toggle: () => void;
  /** The toast and dialogs: render once beside the button, outside anything that unmounts on hover. */
  feedback: ReactNode;
}

/** One item's favourite button state and its answers (spec 3 §4 "Favourite item", §8 "Favourite add/cancel"). */
export function useFavourite(itemId: number, initial: number, lang: Language): FavouriteControl {
  const { t } = useT();
  const { requireSignIn } = useSignInGate();
  const [isFavorited, setFavorited] = useState(initial === 1);
  const { busy, notice, setNotice, clearNotice, run } = useOneCallAtATime();
  const [asking, setAsking] = useState(false);
  const [limit, setLimit] = useState<string | null>(null);

  const add = () =>
    run(async () => {
      const answer = await browserApi.envelope(favouriteItemAddRoute, { itemId, lang });
      if (answer.code === CODE.ok) {
        setFavorited(true);
        setNotice({ tone: 'success', text: t('favourites.added') });
      } else if (answer.code === CODE.already) {
        setFavorited(true);
        setNotice({ tone: 'warning', text: t('favourites.already') });
      } else if (answer.code === CODE.limit) {
        setLimit(answer.message);
      } else {
        setNotice({ tone: 'error', text: answer.message || t('favourites.networkError') });
      }
    });

  const cancel = () =>
    run(async () => {
      const answer = await browserApi.envelope(favouriteItemCancelRoute, { itemId, lang });
      if (answer.code !== CODE.ok) throw new Error(answer.message);
      setFavorited(false);
      setNotice({ tone: 'success', text: t('favourites.cancelled') });
    });

  const toggle = () => requireSignIn(() => (isFavorited ? setAsking(true) : void add()));

  const feedback = (
    <>
      <NoticeToast notice={notice} onDone={clearNotice} />
      <ConfirmDialog
        testId="favourite-cancel-confirm"
        open={asking}
        text={t('favourites.cancelConfirm')}
        onConfirm={() => void cancel()}
        onClose={() => setAsking(false)}
      />
      <ConfirmDialog
        testId="favourite-limit"
        open={limit !== null}
        text={limit ?? ''}
        onClose={() => setLimit(null)}
        extraAction={
          <a
            href={localePath(lang, '/user/favorite.html')}
            data-testid="favourite-manage"
            className="rounded-full bg-brand px-4 py-1.5 text-sm text-white hover:bg-brand-dark"
          >
            {t('favourites.goManage')}
          </a>
        }
      />
    </>
  );
  return { isFavorited, busy, toggle, feedback };
}
