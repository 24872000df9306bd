import { randomInt } from 'node:crypto';
import {
  IMAGE_SEARCH_CAPTCHA_PER_ADDRESS,
  IMAGE_SEARCH_CAPTCHA_PER_BUYER,
  IMAGE_SEARCH_CAPTCHA_WINDOW_SECONDS,
} from '@stallhub/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import type { ImageCodes } from '../../outside/captcha/image-code.ts';
import { imageSearchAttempts } from './tables.ts';

/** Whether a search may run: yes (with its attempt to forget if the picture is refused), or why not. */
export type Admission =
  | { kind: 'ok'; attemptId: number }
  | { kind: 'captchaRequired' }
  | { kind: 'captchaWrong' };

/**
 * The image-search captcha rule (spec 3 §4 status 3, decision 052): past IMAGE_SEARCH_CAPTCHA_PER_BUYER
 * searches by a buyer or IMAGE_SEARCH_CAPTCHA_PER_ADDRESS from an address in the window, a search needs
 * the 4-character image code; a right code lets it through and starts both counts again.
 */
export function createSearchCaptcha(deps: { db: Db; imageCodes: ImageCodes }) {
  const { db } = deps;

  /** Searches since the later of the window's start and the last solved code, by buyer and by address. */
  async function counts(userId: number, address: string) {
    const windowStart = sql`now() - ${IMAGE_SEARCH_CAPTCHA_WINDOW_SECONDS}::int * interval '1 second'`;
    const [row] = await queryRows<{ by_buyer: number; by_address: number }>(
      db,
      sql`select
        (select count(*)::int from image_search_attempts a where a.user_id = ${userId} and a.at > greatest(${windowStart},
          (select max(s.at) from image_search_attempts s where s.solved and s.user_id = ${userId}))) as by_buyer,
        (select count(*)::int from image_search_attempts a where a.address = ${address} and a.at > greatest(${windowStart},
          (select max(s.at) from image_search_attempts s where s.solved and s.address = ${address}))) as by_address`,
    );
    return { byBuyer: row?.by_buyer ?? 0, byAddress: row?.by_address ?? 0 };
  }

  return {
    /**
     * Records the search and answers whether it may run. The attempt is written before counting: of
     * parallel searches each sees the others, so none slips past the limit (some may be asked too early).
     */
    async admit(input: {
      userId: number;
      address: string;
      codeId: string | undefined;
      code: string | undefined;
    }): Promise<Admission> {
      const solved = Boolean(input.code);
      if (solved && !(await deps.imageCodes.check(input.codeId, input.code!)))
        return { kind: 'captchaWrong' };
      const [attempt] = await db
        .insert(imageSearchAttempts)
        .values({ userId: input.userId, address: input.address, solved })
        .returning({ id: imageSearchAttempts.id });
      if (randomInt(0, 100) === 0) {
        await db.delete(imageSearchAttempts).where(lt(imageSearchAttempts.at, sql`now() - interval '1 day'`));
      }
      if (!solved) {
        const { byBuyer, byAddress } = await counts(input.userId, input.address);
        if (byBuyer > IMAGE_SEARCH_CAPTCHA_PER_BUYER || byAddress > IMAGE_SEARCH_CAPTCHA_PER_ADDRESS)
          return { kind: 'captchaRequired' };
      }
      return { kind: 'ok', attemptId: attempt!.id };
    },

    /** A refused picture (not an image, an address we may not read) is no search: it is not counted. */
    async forget(attemptId: number) {
      await db
        .delete(imageSearchAttempts)
        .where(and(eq(imageSearchAttempts.id, attemptId), eq(imageSearchAttempts.solved, false)));
    },
  };
}

export type SearchCaptcha = ReturnType<typeof createSearchCaptcha>;
