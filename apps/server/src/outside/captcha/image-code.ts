import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { imageCodes } from './tables.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;
const SECONDS = 5 * 60;
const WIDTH = 120;
const HEIGHT = 40;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The picture: each character turned and shifted a little, over crossing lines and dots. */
function picture(answer: string): string {
  const glyphs = [...answer]
    .map((char, i) => {
      const x = 14 + i * 26 + randomInt(-3, 4);
      const y = 28 + randomInt(-4, 5);
      const turn = randomInt(-25, 26);
      const hue = randomInt(0, 360);
      return `<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})" font-family="monospace" font-size="24" font-weight="700" fill="hsl(${hue} 60% 35%)">${char}</text>`;
    })
    .join('');
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="hsl(${randomInt(0, 360)} 50% 55%)" stroke-width="1.5"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="1" fill="#999"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f5f7"/>${dots}${lines}${glyphs}</svg>`;
}

/**
 * Image codes for forms that need a human but no slider: 4 characters from the CSPRNG, live 5 minutes,
 * case-insensitive, spent by the first check. Like the slider, an SVG can be read by a determined bot;
 * it slows scripted resends down together with the per-address limits.
 */
export function createImageCodes(db: Db) {
  return {
    async issue(): Promise<{ id: string; svg: string }> {
      const id = randomBytes(16).toString('base64url');
      const answer = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
      await db.insert(imageCodes).values({
        id,
        answerHash: sha256(answer),
        expiresAt: sql`now() + ${SECONDS}::int * interval '1 second'`,
      });
      if (randomInt(0, 100) === 0) {
        await db.delete(imageCodes).where(lt(imageCodes.expiresAt, sql`now() - interval '1 day'`));
      }
      return { id, svg: picture(answer) };
    },

    /** True when `answer` matches the live code `id`; the code is spent either way. */
    async check(id: string | undefined, answer: string): Promise<boolean> {
      if (!id) return false;
      const [spent] = await db
        .update(imageCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(imageCodes.id, id), isNull(imageCodes.usedAt), gt(imageCodes.expiresAt, sql`now()`)))
        .returning({ answerHash: imageCodes.answerHash });
      return spent !== undefined && spent.answerHash === sha256(answer.trim().toUpperCase());
    },
  };
}

export type ImageCodes = ReturnType<typeof createImageCodes>;
