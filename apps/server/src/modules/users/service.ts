import {
  type LoginInfo,
  type MessageKind,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
  REGISTER_TYPE,
  type UnreadInfo,
  USER_TYPE,
  type UserMessage,
  type UserSession,
} from '@stallhub/contracts';
import { and, count, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { userMessages, users } from './tables.ts';

export type User = typeof users.$inferSelect;

/** A message as what happened (decision 074): `<sender>.<name>` and its facts as JSON, never words. */
export interface TemplatedMessage {
  template: string;
  params: Record<string, unknown>;
}

/**
 * A message as stored: a templated one carries its template and facts (its title and body are empty),
 * a row from before decision 074 its words.
 */
export type StoredMessage = UserMessage & { template: string | null; params: Record<string, unknown> };

export interface Registration {
  registerSource?: number;
  registerEndpoint?: number;
  bdVid?: string;
  channelType?: string;
}

/** 13800138000 → 138****8000: enough for the owner to recognise, little for anyone reading a cookie. */
export const maskMobile = (mobile: string | null) =>
  mobile && mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;

const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createUsersService(db: Db) {
  const one = async (where: SQL | undefined) => (await db.select().from(users).where(where))[0] ?? null;
  const byMobile = (mobile: string) => one(eq(users.mobile, mobile));
  const byEmail = (email: string) => one(eq(users.email, normaliseEmail(email)));

  return {
    byId: (id: number) => one(eq(users.id, id)),
    byMobile,
    byEmail,

    /** The account a sign-in name points at: an e-mail when it has an @, else a mobile. */
    byLoginName: (name: string) => (name.includes('@') ? byEmail(name) : byMobile(name.trim())),

    checkPassword: (user: User | null, password: string) => checkPassword(user?.passwordHash, password),

    async setPassword(userId: number, password: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, userId));
    },

    /**
     * The account of a phone that proved itself with an SMS code, registered on the spot when new
     * (spec 1 §5: source 10 unless said otherwise, endpoint 1, type 0). Parallel calls for one new phone
     * create one account: the unique index decides and the loser reads the winner's row.
     */
    async signUpOrFindByMobile(mobile: string, registration: Registration = {}) {
      const inserted = await db
        .insert(users)
        .values({
          mobile,
          mobileConfirmed: true,
          nickname: maskMobile(mobile)!,
          userType: USER_TYPE.shopOwner,
          registerSource: registration.registerSource ?? REGISTER_SOURCE.default,
          registerEndpoint: registration.registerEndpoint ?? REGISTER_ENDPOINT,
          registerType: REGISTER_TYPE,
          promotionVid: registration.bdVid || null,
          promotionChannel: registration.channelType || null,
        })
        .onConflictDoNothing({ target: users.mobile })
        .returning();
      if (inserted[0]) return { user: inserted[0], created: true };
      const existing = await one(eq(users.mobile, mobile));
      if (!existing) throw new Error(`no account for ${maskMobile(mobile)} after a conflicting insert`);
      if (!existing.mobileConfirmed) {
        await db.update(users).set({ mobileConfirmed: true }).where(eq(users.id, existing.id));
        existing.mobileConfirmed = true;
      }
      return { user: existing, created: false };
    },

    /**
     * A new e-mail account, not yet activated (spec 1 §4 e-mail flow); null when the address already has
     * one (the unique index decides between parallel sign-ups).
     */
    async signUpByEmail(email: string, password: string, registration: Registration = {}) {
      const address = normaliseEmail(email);
      const [created] = await db
        .insert(users)
        .values({
          email: address,
          emailVerified: false,
          passwordHash: await hashPassword(password),
          nickname: address.split('@')[0]!.slice(0, 32),
          userType: USER_TYPE.shopOwner,
          registerSource: registration.registerSource ?? REGISTER_SOURCE.default,
          registerEndpoint: registration.registerEndpoint ?? REGISTER_ENDPOINT,
          registerType: REGISTER_TYPE,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return created ?? null;
    },

    /**
     * A new account for someone who signed in through a partner (Google, a platform), in the caller's
     * transaction (`on`), so the partner identity that points at it is stored with it or not at all.
     * No e-mail, phone or password: the partner's e-mail is not this account's sign-in name.
     */
    async signUpThroughPartner(
      on: Db,
      registration: { nickname: string; registerSource: number; registerEndpoint: number },
    ): Promise<User> {
      const [created] = await on
        .insert(users)
        .values({ ...registration, userType: USER_TYPE.shopOwner, registerType: REGISTER_TYPE })
        .returning();
      return created!;
    },

    /** Removes an account whose sign-up could not finish (its activation mail never left). */
    async removeUnactivated(userId: number) {
      await db.delete(users).where(and(eq(users.id, userId), eq(users.emailVerified, false)));
    },

    async markEmailVerified(userId: number) {
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    },

    /** Sets and confirms the phone of an account; `taken` when another account has it. */
    async confirmMobile(userId: number, mobile: string): Promise<'ok' | 'taken'> {
      const holder = await one(and(eq(users.mobile, mobile), ne(users.id, userId)));
      if (holder) return 'taken';
      try {
        await db.update(users).set({ mobile, mobileConfirmed: true }).where(eq(users.id, userId));
        return 'ok';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** What the pages keep about the signed-in user (spec 1 §3 "User session"). */
    session(user: User): UserSession {
      return {
        id: user.id,
        type: user.userType,
        nickname: user.nickname,
        mobile: maskMobile(user.mobile),
        mobile_confirm: user.mobileConfirmed,
        email: user.email,
      };
    },

    /** The startup call's answer; a guest (or a session whose account is gone) gets userId null. */
    async loginInfo(userId: number | null): Promise<LoginInfo> {
      const user = userId === null ? null : await one(eq(users.id, userId));
      if (!user) {
        return {
          userId: null,
          userType: null,
          nickname: null,
          mobile: null,
          mobileConfirm: false,
          email: null,
          emailVerified: false,
        };
      }
      return {
        userId: user.id,
        userType: user.userType,
        nickname: user.nickname,
        mobile: maskMobile(user.mobile),
        mobileConfirm: user.mobileConfirmed,
        email: user.email,
        emailVerified: user.emailVerified,
      };
    },

    /** Unread messages and notices; a guest has none. */
    async unread(userId: number | null): Promise<UnreadInfo> {
      if (userId === null) return { messages: 0, notices: 0, total: 0 };
      const rows = await db
        .select({ kind: userMessages.kind, n: count() })
        .from(userMessages)
        .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)))
        .groupBy(userMessages.kind);
      const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
      const messages = of('message');
      const notices = of('notice');
      return { messages, notices, total: messages + notices };
    },

    /** Leaves a message or notice for a user (stalls and the platform), inside the caller's transaction when given. */
    async addMessage(userId: number, kind: 'message' | 'notice', title: string, body = '', on: Db = db) {
      await on.insert(userMessages).values({ userId, kind, title, body });
    },

    /**
     * Leaves a message as what happened: a template and its facts, rendered when read in the reader's
     * language (decision 074); inside the caller's transaction when given.
     */
    async addTemplatedMessage(
      userId: number,
      kind: 'message' | 'notice',
      message: TemplatedMessage,
      on: Db = db,
    ) {
      await on
        .insert(userMessages)
        .values({ userId, kind, template: message.template, params: message.params });
    },

    /** One page of a user's messages (or notices), the newest first, and how many there are. */
    async messages(
      userId: number,
      kind: MessageKind,
      page: number,
      pageSize: number,
    ): Promise<{ list: StoredMessage[]; total: number }> {
      const mine = and(eq(userMessages.userId, userId), eq(userMessages.kind, kind));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(userMessages)
          .where(mine)
          .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(userMessages).where(mine),
      ]);
      return {
        list: rows.map(
          (r): StoredMessage => ({
            id: r.id,
            kind: r.kind as MessageKind,
            title: r.title,
            body: r.body,
            template: r.template,
            params: r.params ?? {},
            createdAt: r.createdAt.toISOString(),
            read: r.readAt !== null,
          }),
        ),
        total: total?.n ?? 0,
      };
    },

    /** Whether a user holds any message or notice. */
    async hasMessages(userId: number): Promise<boolean> {
      const [held] = await db
        .select({ id: userMessages.id })
        .from(userMessages)
        .where(eq(userMessages.userId, userId))
        .limit(1);
      return held !== undefined;
    },

    /** Marks one of the user's messages read; false when the id is not one of theirs. */
    async markMessageRead(userId: number, id: number): Promise<boolean> {
      const [found] = await db
        .select({ id: userMessages.id })
        .from(userMessages)
        .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId)));
      if (!found) return false;
      await db
        .update(userMessages)
        .set({ readAt: sql`now()` })
        .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId), isNull(userMessages.readAt)));
      return true;
    },

    /** Marks a user's messages of one kind read. */
    async markRead(userId: number, kind: 'message' | 'notice') {
      await db
        .update(userMessages)
        .set({ readAt: sql`now()` })
        .where(
          and(eq(userMessages.userId, userId), eq(userMessages.kind, kind), isNull(userMessages.readAt)),
        );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
