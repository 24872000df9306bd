import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TYPE, type CaptchaType, type SliderChallenge, type SliderToken } from '@stallhub/contracts';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { CaptchaVerifier } from './captcha.ts';
import { captchaChallenges } from './tables.ts';

const WIDTH = 300;
const HEIGHT = 150;
const PIECE = 44;
/** How far from the gap a dropped piece still counts, in pixels. */
const TOLERANCE = 5;
const TRIES = 3;
const CHALLENGE_SECONDS = 120;
const TOKEN_SECONDS = 120;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function pictures(answerX: number, pieceY: number) {
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 14 }, () => {
    const h = (hue + randomInt(-60, 60) + 360) % 360;
    return `<circle cx="${randomInt(0, WIDTH)}" cy="${randomInt(0, HEIGHT)}" r="${randomInt(8, 40)}" fill="hsl(${h} 70% ${randomInt(35, 75)}%)" opacity="0.7"/>`;
  }).join('');
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="hsl(${hue} 45% 55%)"/>${shapes}<rect x="${answerX}" y="${pieceY}" width="${PIECE}" height="${PIECE}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><rect x="1" y="1" width="${PIECE - 2}" height="${PIECE - 2}" rx="6" fill="hsl(${hue} 45% 55%)" stroke="#fff" stroke-width="2"/></svg>`;
  return { background: svgUrl(background), piece: svgUrl(piece) };
}

/**
 * Our own slider captcha, standing in for a hosted one behind the same two steps: a puzzle whose gap
 * position stays on the server, then a one-time token for a close enough answer. The gap is drawn in
 * an SVG, which a determined bot can read; a hosted service (behind CaptchaVerifier) is the production
 * answer. CAPTCHA_TEST_TOKEN, when set, passes every check, like the hosted services' test keys.
 */
export function createSliderCaptcha(db: Db, options: { testToken?: string } = {}) {
  const testToken = options.testToken ? sha256(options.testToken) : null;

  const isTestToken = (token: string) =>
    testToken !== null && timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(testToken, 'hex'));

  const verifier: CaptchaVerifier = {
    async verify(token, accept) {
      if (!token) return false;
      if (isTestToken(token)) return true;
      const used = await db
        .update(captchaChallenges)
        .set({ tokenUsedAt: sql`now()` })
        .where(
          and(
            eq(captchaChallenges.tokenHash, sha256(token)),
            isNull(captchaChallenges.tokenUsedAt),
            gt(captchaChallenges.tokenExpiresAt, sql`now()`),
            inArray(captchaChallenges.type, [...accept]),
          ),
        )
        .returning({ id: captchaChallenges.id });
      return used.length === 1;
    },
  };

  return {
    ...verifier,

    async issue(type: CaptchaType = CAPTCHA_TYPE.embedded): Promise<SliderChallenge> {
      const id = randomBytes(16).toString('base64url');
      const answerX = randomInt(PIECE + 16, WIDTH - PIECE - 8);
      const pieceY = randomInt(8, HEIGHT - PIECE - 8);
      await db.insert(captchaChallenges).values({
        id,
        type,
        answerX,
        expiresAt: sql`now() + ${CHALLENGE_SECONDS}::int * interval '1 second'`,
      });
      // Now and then, forget puzzles that ended a day ago.
      if (randomInt(0, 100) === 0) {
        await db
          .delete(captchaChallenges)
          .where(lt(captchaChallenges.expiresAt, sql`now() - interval '1 day'`));
      }
      return {
        challengeId: id,
        type,
        width: WIDTH,
        height: HEIGHT,
        pieceSize: PIECE,
        pieceY,
        ...pictures(answerX, pieceY),
        expiresIn: CHALLENGE_SECONDS,
      };
    },

    /** A token for a right answer within the puzzle's few tries; null otherwise. */
    async answer(challengeId: string, x: number): Promise<SliderToken | null> {
      // Each try is counted before it is judged, so parallel guesses cannot exceed the allowance.
      const [tried] = await db
        .update(captchaChallenges)
        .set({ tries: sql`${captchaChallenges.tries} + 1` })
        .where(
          and(
            eq(captchaChallenges.id, challengeId),
            lt(captchaChallenges.tries, TRIES),
            gt(captchaChallenges.expiresAt, sql`now()`),
            isNull(captchaChallenges.tokenHash),
          ),
        )
        .returning({ answerX: captchaChallenges.answerX, type: captchaChallenges.type });
      if (!tried || Math.abs(tried.answerX - x) > TOLERANCE) return null;
      const token = randomBytes(24).toString('base64url');
      const [solved] = await db
        .update(captchaChallenges)
        .set({
          tokenHash: sha256(token),
          tokenExpiresAt: sql`now() + ${TOKEN_SECONDS}::int * interval '1 second'`,
        })
        .where(and(eq(captchaChallenges.id, challengeId), isNull(captchaChallenges.tokenHash)))
        .returning({ type: captchaChallenges.type });
      return solved ? { token, type: solved.type, expiresIn: TOKEN_SECONDS } : null;
    },
  };
}

export type SliderCaptcha = ReturnType<typeof createSliderCaptcha>;
