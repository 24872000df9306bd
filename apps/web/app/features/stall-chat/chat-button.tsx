import { CHAT_TIP_HIDE_MS, COOKIE, REMIND_TYPE_CHAT, remindToBeMemberRoute } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { ChatIcon } from '../../components/icons.tsx';
import { HoverPopover } from '../../components/popover.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { readCookie } from '../../routing/locale.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { chatHref } from './chat-rules.ts';

type RemindState = 'idle' | 'sending' | 'sent';

interface Props {
  shopId: number;
  /** rightsData.wangwang is 1: the stall has the chat service on. */
  open: boolean;
  wwNickname: string | null;
  signedIn: boolean;
  /** The item page's stall block fills its cell; the stall header sits in a row of small buttons. */
  look: 'block' | 'inline';
}

const LOOKS = {
  block:
    'inline-flex items-center justify-center gap-1.5 rounded-md border border-brand px-3 py-1.5 text-brand text-sm hover:bg-brand-soft',
  inline:
    'inline-flex items-center gap-1 rounded border border-line px-3 py-1 text-ink-soft hover:text-brand',
};

/**
 * Chat with the stall on Wangwang when it has the service (rightsData.wangwang 1). Otherwise the button
 * opens a tip saying so, with a remind action; the tip hides 500 ms after leaving (spec 3 §4, §9).
 * Reminding needs a signed-in buyer: a guest gets the login dialog (or the login page, and back).
 */
export function ChatButton({ shopId, open, wwNickname, signedIn, look }: Props) {
  const { t } = useT();
  const gate = useSignInGate();
  const [remind, setRemind] = useState<RemindState>('idle');
  const className = LOOKS[look];
  const href = chatHref(open, wwNickname);

  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        <ChatIcon className="size-4" />
        {t('stall.chat')}
      </a>
    );
  }

  const sendReminder = async () => {
    if (!signedIn) {
      gate.requireSignIn();
      return;
    }
    setRemind('sending');
    try {
      const cookies = document.cookie;
      const uid = Number(readCookie(cookies, COOKIE.uid));
      await browserApi.call(remindToBeMemberRoute, {
        cu: readCookie(cookies, COOKIE.deviceId),
        userId: Number.isInteger(uid) && uid > 0 ? uid : undefined,
        remindShopId: shopId,
        type: REMIND_TYPE_CHAT,
      });
      setRemind('sent');
    } catch (error) {
      // A lost session already went to sign in (the shared handling); a failure is only logged (spec 3 §8).
      console.error('reminder failed', error);
      setRemind('idle');
    }
  };

  return (
    <HoverPopover
      hideMs={CHAT_TIP_HIDE_MS}
      label={t('remind.chatDisabled')}
      testId="chat-tip"
      align={look === 'block' ? 'end' : 'start'}
      // The item page's tip is as wide as its button; the stall header's is a fixed width.
      className={clsx('p-3 text-xs', look === 'block' ? 'w-[var(--radix-popover-trigger-width)]' : 'w-56')}
      trigger={
        <button
          type="button"
          data-testid="chat-off"
          className={clsx(className, look === 'block' && 'w-full', 'opacity-70')}
        >
          <ChatIcon className="size-4" />
          {t('stall.chat')}
        </button>
      }
    >
      {remind === 'sent' ? (
        <p role="status" className="text-emerald-700">
          {t('remind.delivered')}
        </p>
      ) : (
        <>
          <p>{t('remind.chatDisabled')}</p>
          <button
            type="button"
            disabled={remind === 'sending'}
            onClick={sendReminder}
            className="mt-2 w-full rounded-md bg-brand py-1 text-white hover:bg-brand-dark disabled:opacity-60"
          >
            {t('remind.action')}
          </button>
        </>
      )}
    </HoverPopover>
  );
}
