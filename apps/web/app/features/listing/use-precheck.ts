import { type PrecheckResult, precheckRoute } from '@stallhub/contracts';
import { useEffect, useRef, useState } from 'react';
import { browserApi, quietApi } from '../../lib/api.ts';
import { adoptRememberedChoices } from './listing-cookies.ts';

/**
 * An item's precheck for its upload box (disable reasons, early-warning tip), asked once, when `ask`
 * first holds: the item page asks after it paints (decision 043), a card when its box is first opened
 * (decision 053). Until it answers, and if it fails, every button stays live: the server still refuses
 * what it must (decision 042).
 */
export function usePrecheck(itemId: number, ask: boolean): PrecheckResult | null {
  const [precheck, setPrecheck] = useState<PrecheckResult | null>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (!ask || asked) return;
    setAsked(true);
    quietApi
      .call(precheckRoute, { itemId })
      .then((answer) => {
        // The buyer's choices remembered on another device hold here too (decision 072).
        adoptRememberedChoices(answer.rememberedChoices ?? []);
        setPrecheck(answer);
      })
      .catch(() => {});
  }, [ask, asked, itemId]);

  return precheck;
}

/** The pictures a push sends and whether the buyer crops them, read from the precheck once a push starts. */
export function usePushPictures(itemId: number) {
  const pictures = useRef<{ imgs: string[]; enableImageCrop: boolean } | null>(null);
  return async () => {
    if (!pictures.current) {
      const checked = await browserApi.call(precheckRoute, { itemId });
      pictures.current = { imgs: checked.imgs, enableImageCrop: checked.userUploadConfigTb.enableImageCrop };
    }
    return pictures.current;
  };
}
