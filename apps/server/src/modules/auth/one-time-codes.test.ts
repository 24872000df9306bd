import { SMS_CODE } from '@stallhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { parallel } from '../../testing/parallel.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { smsCodes } from './tables.ts';

// The rules every one-time code shares (the SMS code, the e-mail code and link, the second step), on
// the SMS codes' table; on PostgreSQL too when DATABASE_URL is set, where parallel guesses really race.

let database: Database;
let codes: ReturnType<typeof createOneTimeCodes<number>>;

beforeAll(async () => {
  database = await openTestDatabase();
  codes = createOneTimeCodes<number>({
    db: database.db,
    secret: Buffer.from('one-time-codes-test-secret'),
    codes: smsCodes,
    limits: SMS_CODE,
    purpose: '',
  });
});

afterAll(async () => {
  await database?.close();
});

let phones = 13_800_000_000;
/** A code issued to a phone of its own: its number and the code. */
async function issued() {
  phones += 1;
  const mobile = String(phones);
  const code = codes.fresh();
  await database.db
    .insert(smsCodes)
    .values({ mobile, codeHash: codes.hash(mobile, code), expiresAt: codes.expiry() });
  return { mobile, code, which: eq(smsCodes.mobile, mobile) };
}
const wrongOf = (code: string) => (code === '000000' ? '000001' : '000000');

describe('one-time codes', () => {
  it('issues codes of the limit’s length, live for the limit’s seconds', async () => {
    const { mobile, code } = await issued();
    expect(code).toMatch(new RegExp(`^\\d{${SMS_CODE.length}}$`));
    const [row] = await database.db
      .select({ life: sql<number>`extract(epoch from ${smsCodes.expiresAt} - ${smsCodes.createdAt})::int` })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile));
    expect(row!.life).toBe(SMS_CODE.seconds);
  });

  it('wrong guesses exhaust a code: after the limit even the right code is refused', async () => {
    const { mobile, code, which } = await issued();
    for (let left = SMS_CODE.guesses - 1; left >= 0; left--) {
      expect(await codes.guess(which, mobile, wrongOf(code))).toEqual({ kind: 'wrong', left });
    }
    expect(await codes.guess(which, mobile, code)).toEqual({ kind: 'expired' });
  });

  it('parallel wrong guesses never pass the limit', async () => {
    const { mobile, code, which } = await issued();
    const answers = await parallel(SMS_CODE.guesses * 2, () => codes.guess(which, mobile, wrongOf(code)));
    expect(answers.filter((answer) => answer.kind === 'wrong')).toHaveLength(SMS_CODE.guesses);
    expect(answers.filter((answer) => answer.kind === 'expired')).toHaveLength(SMS_CODE.guesses);
  });

  it('a spent code cannot be spent twice', async () => {
    const { mobile, code, which } = await issued();
    expect((await codes.guess(which, mobile, code)).kind).toBe('ok');
    expect(await codes.guess(which, mobile, code)).toEqual({ kind: 'expired' });
  });

  it('of ten parallel right guesses one spends the code', async () => {
    const { mobile, code, which } = await issued();
    const answers = await parallel(10, () => codes.guess(which, mobile, code));
    expect(answers.filter((answer) => answer.kind === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer.kind === 'expired')).toHaveLength(9);
  });

  it('of ten parallel spends of a link one wins', async () => {
    const { which } = await issued();
    const spent = await parallel(10, () => codes.spendLive(which));
    expect(spent.filter((id) => id !== null)).toHaveLength(1);
  });

  it('an expired code is refused, its guess not even counted', async () => {
    const { mobile, code, which } = await issued();
    await database.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(which);
    expect(await codes.guess(which, mobile, code)).toEqual({ kind: 'expired' });
    expect(await codes.spendLive(which)).toBeNull();
    const [row] = await database.db.select({ guesses: smsCodes.guesses }).from(smsCodes).where(which);
    expect(row!.guesses).toBe(0);
  });

  it('a retired code is refused, and a guess is judged against the newest live code', async () => {
    const first = await issued();
    await codes.retire(first.which);
    expect(await codes.guess(first.which, first.mobile, first.code)).toEqual({ kind: 'expired' });
    const second = codes.fresh();
    await database.db.insert(smsCodes).values({
      mobile: first.mobile,
      codeHash: codes.hash(first.mobile, second),
      expiresAt: codes.expiry(),
    });
    expect((await codes.guess(first.which, first.mobile, second)).kind).toBe('ok');
  });

  it('a code is bound to what it was sent for and to its store', async () => {
    const { mobile, code, which } = await issued();
    const other = createOneTimeCodes<number>({
      db: database.db,
      secret: Buffer.from('one-time-codes-test-secret'),
      codes: smsCodes,
      limits: SMS_CODE,
      purpose: 'email:',
    });
    expect(other.hash(mobile, code)).not.toBe(codes.hash(mobile, code));
    expect(codes.hash(`${mobile}0`, code)).not.toBe(codes.hash(mobile, code));
    expect((await codes.guess(which, mobile, code)).kind).toBe('ok');
  });
});
