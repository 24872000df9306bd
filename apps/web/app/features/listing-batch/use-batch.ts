import {
  BATCH_PROGRESS_POLL_MS,
  type BatchState,
  batchCancelRoute,
  batchConfirmRoute,
  batchDeleteItemRoute,
  batchEditImagesRoute,
  batchEditTitleRoute,
  batchProgressRoute,
  CODE,
  type Language,
} from '@stallhub/contracts';
import { useCallback, useEffect, useState } from 'react';
import { browserApi } from '../../lib/api.ts';

/**
 * The batch as the confirmation page holds it: the loader's state, then each change the buyer makes
 * (title, pictures, removal, confirm, cancel) and, while items are under way, the progress polled every second
 * until none waits (issue 14 point 4: the buyer watches it to the end).
 */
export function useBatch(initial: BatchState, lang: Language) {
  const [batch, setBatch] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { batchId } = batch;

  const polling = batch.status === 'running' || (batch.status === 'cancelled' && batch.progress.waiting > 0);
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(async () => {
      const answer = await browserApi.envelope(batchProgressRoute, { batchId, lang }).catch(() => null);
      if (answer?.code !== CODE.ok) return;
      const outcomes = new Map(answer.data.items.map((item) => [item.vid, item]));
      setBatch((now) => ({
        ...now,
        status: answer.data.status,
        progress: answer.data.progress,
        items: now.items.map((item) => ({ ...item, ...outcomes.get(item.vid) })),
      }));
    }, BATCH_PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [polling, batchId, lang]);

  /** One call at a time; its refusal's message shown, a failure of the network a generic one. */
  const run = useCallback(async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    try {
      setError(await work());
    } catch {
      setError('');
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    batch,
    busy,
    /** null: nothing to say; '': the generic failure; else the server's message. */
    error,
    rename: (vid: number, title: string) =>
      run(async () => {
        const answer = await browserApi.envelope(batchEditTitleRoute, { batchId, itemId: vid, title, lang });
        if (answer.code !== CODE.ok) return answer.message;
        setBatch((now) => ({
          ...now,
          items: now.items.map((item) => (item.vid === vid ? answer.data.item : item)),
        }));
        return null;
      }),
    /** Saves the item's main pictures (the crops in place of the originals); answers whether it did. */
    editPictures: async (vid: number, imageUrls: string[]) => {
      let saved = false;
      await run(async () => {
        const answer = await browserApi.envelope(batchEditImagesRoute, {
          batchId,
          itemId: vid,
          imageUrls,
          lang,
        });
        if (answer.code !== CODE.ok) return answer.message;
        setBatch((now) => ({
          ...now,
          items: now.items.map((item) => (item.vid === vid ? answer.data.item : item)),
        }));
        saved = true;
        return null;
      });
      return saved;
    },
    remove: (vid: number) =>
      run(async () => {
        const answer = await browserApi.envelope(batchDeleteItemRoute, { batchId, itemId: vid, lang });
        if (answer.code !== CODE.ok) return answer.message;
        setBatch((now) => ({
          ...now,
          progress: answer.data.progress,
          items: now.items.filter((item) => item.vid !== vid),
        }));
        return null;
      }),
    confirm: () =>
      run(async () => {
        const answer = await browserApi.envelope(batchConfirmRoute, { batchId, lang });
        if (answer.code !== CODE.ok) return answer.message;
        setBatch((now) => ({
          ...now,
          status: answer.data.status,
          progress: answer.data.progress,
          items: now.items.map((item) => ({
            ...item,
            status: item.status === 'draft' ? 'waiting' : item.status,
          })),
        }));
        return null;
      }),
    cancel: () =>
      run(async () => {
        const answer = await browserApi.envelope(batchCancelRoute, { batchId, lang });
        if (answer.code !== CODE.ok) return answer.message;
        setBatch((now) => ({
          ...now,
          status: answer.data.status,
          progress: answer.data.progress,
          items: now.items.map((item) =>
            item.status === 'waiting' || item.status === 'draft' ? { ...item, status: 'cancelled' } : item,
          ),
        }));
        return null;
      }),
  };
}
