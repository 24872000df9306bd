import {
  CAPTCHA_TYPE,
  type CaptchaType,
  type Language,
  PHONE_PATTERN,
  SMS_CODE,
  SMS_RESEND_SECONDS,
} from '@stallhub/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import type { CaptchaVerifier } from '../../outside/captcha/captcha.ts';
import type { SmsSender } from '../../outside/sms/sms.ts';
import { claim, peek, release, type Window } from './counters.ts';
import type { AuthMessageKey } from './messages.ts';
import { authMessage } from './messages.ts';
import { createOneTimeCodes } from './one-time-codes.ts';
import { smsCodes } from './tables.ts';

const DAY = 24 * 60 * 60;

/** Caps of the SMS flow (spec 1 §9 gives the 30 s resend; the rest are ours; the code's own are SMS_CODE). */
export const SMS_LIMITS = {
  perPhonePerDay: 10,
  perDevicePerDay: 20,
  perAddressPerDay: 50,
  /** Phones asked for in the last hour from one device, or one address, before the popup slider is needed. */
  phonesPerDeviceHour: 3,
  phonesPerAddressHour: 10,
} as const;

/** Why a phone or code is unusable, as a message key (spec 1 §5: "phone empty", "phone error", "input code"). */
export function phoneProblem(mobile: string): AuthMessageKey | null {
  if (!mobile) return 'phoneEmpty';
  return PHONE_PATTERN.test(mobile) ? null : 'phoneError';
}

export function codeProblem(code: string): AuthMessageKey | null {
  if (!code) return 'codeEmpty';
  return code.length <= SMS_CODE.length && /^\d+$/.test(code) ? null : 'codeFormat';
}

export interface SendRequest {
  mobile: string;
  captcha: { type: number; param: string }[];
  ip: string;
  deviceId: string | null;
  lang: Language;
  /** The text the code goes out in: a sign-in code unless it is for a password reset. */
  text?: 'smsText' | 'resetSmsText';
}

export type SendResult =
  | { kind: 'sent' }
  | { kind: 'captchaRequired' | 'captchaFailed'; needVerifyType: CaptchaType }
  | { kind: 'tooSoon'; retryAfter: number }
  | { kind: 'dailyLimit'; reason: 'dailyLimitPhone' | 'dailyLimitDevice' | 'dailyLimitAddress' }
  | { kind: 'sendFailed' };

export type CheckResult = { kind: 'ok' } | { kind: 'wrong'; left: number } | { kind: 'expired' };

export function createSmsCodesService(deps: {
  db: Db;
  sms: SmsSender;
  captcha: CaptchaVerifier;
  secret: Buffer;
}) {
  const { db, sms, captcha, secret } = deps;
  const codes = createOneTimeCodes<number>({ db, secret, codes: smsCodes, limits: SMS_CODE, purpose: '' });

  /** Many phones from one device or address in the last hour looks like someone harvesting codes. */
  async function looksAbusive(mobile: string, deviceId: string | null, ip: string): Promise<boolean> {
    const [row] = await queryRows<{ device_phones: number; address_phones: number }>(
      db,
      sql`select count(distinct mobile) filter (where device_id = ${deviceId})::int as device_phones,
                 count(distinct mobile) filter (where ip = ${ip})::int as address_phones
          from ${smsCodes}
          where created_at > now() - interval '1 hour' and mobile <> ${mobile}
            and (ip = ${ip} or device_id = ${deviceId})`,
    );
    return (
      (row?.device_phones ?? 0) >= SMS_LIMITS.phonesPerDeviceHour ||
      (row?.address_phones ?? 0) >= SMS_LIMITS.phonesPerAddressHour
    );
  }

  /** Any one of `params` of an accepted type is a solved captcha (each try consumes that token). */
  async function solved(params: SendRequest['captcha'], accept: readonly CaptchaType[]) {
    for (const { type, param } of params) {
      if ((accept as readonly number[]).includes(type) && (await captcha.verify(param, accept))) return true;
    }
    return false;
  }

  /**
   * Places for one send: the 30 s resend slot of the phone, then the daily caps of the phone, the
   * device and the address, each one atomic statement. Any refusal gives the earlier places back.
   */
  async function claimPlaces(request: SendRequest): Promise<{ keys: string[] } | SendResult> {
    const steps: { key: string; window: Window; refusal: () => Promise<SendResult> }[] = [
      {
        key: `sms:resend:${request.mobile}`,
        window: { seconds: SMS_RESEND_SECONDS, limit: 1 },
        refusal: async () => ({
          kind: 'tooSoon',
          retryAfter: Math.max(
            1,
            (await peek(db, `sms:resend:${request.mobile}`, SMS_RESEND_SECONDS)).endsIn,
          ),
        }),
      },
      {
        key: `sms:day:phone:${request.mobile}`,
        window: { seconds: DAY, limit: SMS_LIMITS.perPhonePerDay },
        refusal: async () => ({ kind: 'dailyLimit', reason: 'dailyLimitPhone' }),
      },
    ];
    if (request.deviceId) {
      steps.push({
        key: `sms:day:device:${request.deviceId}`,
        window: { seconds: DAY, limit: SMS_LIMITS.perDevicePerDay },
        refusal: async () => ({ kind: 'dailyLimit', reason: 'dailyLimitDevice' }),
      });
    }
    steps.push({
      key: `sms:day:ip:${request.ip}`,
      window: { seconds: DAY, limit: SMS_LIMITS.perAddressPerDay },
      refusal: async () => ({ kind: 'dailyLimit', reason: 'dailyLimitAddress' }),
    });
    const taken: string[] = [];
    for (const step of steps) {
      if ((await claim(db, step.key, step.window)) === null) {
        for (const key of taken) await release(db, key);
        return step.refusal();
      }
      taken.push(step.key);
    }
    return { keys: taken };
  }

  return {
    /** Sends a sign-in code (spec 1 §4 sms flow): captcha first, then the resend rule and the daily caps. */
    async send(request: SendRequest): Promise<SendResult> {
      if (await looksAbusive(request.mobile, request.deviceId, request.ip)) {
        if (!request.captcha.some((p) => p.type === CAPTCHA_TYPE.popup)) {
          return { kind: 'captchaRequired', needVerifyType: CAPTCHA_TYPE.popup };
        }
        if (!(await solved(request.captcha, [CAPTCHA_TYPE.popup]))) {
          return { kind: 'captchaFailed', needVerifyType: CAPTCHA_TYPE.popup };
        }
      } else if (request.captcha.length === 0) {
        return { kind: 'captchaRequired', needVerifyType: CAPTCHA_TYPE.embedded };
      } else if (!(await solved(request.captcha, [CAPTCHA_TYPE.embedded, CAPTCHA_TYPE.popup]))) {
        return { kind: 'captchaFailed', needVerifyType: CAPTCHA_TYPE.embedded };
      }

      const places = await claimPlaces(request);
      if (!('keys' in places)) return places;

      const code = codes.fresh();
      const [row] = await db.transaction(async (tx) => {
        // One live code per phone: a new one retires the ones before it.
        await codes.retire(eq(smsCodes.mobile, request.mobile), tx);
        return tx
          .insert(smsCodes)
          .values({
            mobile: request.mobile,
            codeHash: codes.hash(request.mobile, code),
            expiresAt: codes.expiry(),
            deviceId: request.deviceId,
            ip: request.ip,
          })
          .returning({ id: smsCodes.id });
      });
      try {
        await sms.send({
          to: request.mobile,
          text: authMessage(request.lang, request.text ?? 'smsText', { code }),
        });
      } catch {
        // Undo: the code was never delivered, so it must not work, and the places go back.
        await codes.retire(eq(smsCodes.id, row!.id));
        for (const key of places.keys) await release(db, key);
        return { kind: 'sendFailed' };
      }
      return { kind: 'sent' };
    },

    /** Spends the newest live code for the phone (the store's rules: guesses counted, spent once). */
    async check(mobile: string, code: string): Promise<CheckResult> {
      const guess = await codes.guess(eq(smsCodes.mobile, mobile), mobile, code);
      return guess.kind === 'ok' ? { kind: 'ok' } : guess;
    },
  };
}

export type SmsCodesService = ReturnType<typeof createSmsCodesService>;
