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
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/transaction.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import {
  deleteUnverifiedUser,
  hasAnyMessage,
  insertMessage,
  insertUser,
  insertUserUnlessTaken,
  isMessageOf,
  markMessagesRead,
  messagesPage,
  otherHolderOfMobile,
  type UserRow,
  unreadByKind,
  updateUser,
  userByEmail,
  userById,
  userByMobile,
} from './repository.ts';

export type User = UserRow;

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

/** E-mail addresses are stored lower-cased, without the spaces a form may add. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The account a sign-in name points at: an e-mail when it has an @, else a mobile. */
const byLoginName = (db: Db, name: string) =>
  name.includes('@') ? userByEmail(db, normaliseEmail(name)) : userByMobile(db, name.trim());

/**
 * The account of a phone that proved itself with an SMS code, registered on the spot when new
 * (spec 1 §5: source 10 unless said otherwise, endpoint 1, type 0). Parallel calls for one new phone
 * create one account: the unique index decides and the loser reads the winner's row.
 */
async function signUpOrFindByMobile(db: Db, mobile: string, registration: Registration = {}) {
  const inserted = await insertUserUnlessTaken(
    db,
    {
      mobile,
      mobileConfirmed: true,
      nickname: maskMobile(mobile)!,
      userType: USER_TYPE.shopOwner,
      registerSource: registration.registerSource ?? REGISTER_SOURCE.default,
      registerEndpoint: registration.registerEndpoint ?? REGISTER_ENDPOINT,
      registerType: REGISTER_TYPE,
      promotionVid: registration.bdVid || null,
      promotionChannel: registration.channelType || null,
    },
    'mobile',
  );
  if (inserted) return { user: inserted, created: true };
  const existing = await userByMobile(db, mobile);
  if (!existing) throw new Error(`no account for ${maskMobile(mobile)} after a conflicting insert`);
  if (!existing.mobileConfirmed) {
    await updateUser(db, existing.id, { mobileConfirmed: true });
    existing.mobileConfirmed = true;
  }
  return { user: existing, created: false };
}

/**
 * A new e-mail account, not yet activated (spec 1 §4 e-mail flow); null when the address already has
 * one (the unique index decides between parallel sign-ups).
 */
async function signUpByEmail(db: Db, email: string, password: string, registration: Registration = {}) {
  const address = normaliseEmail(email);
  return insertUserUnlessTaken(
    db,
    {
      email: address,
      emailVerified: false,
      passwordHash: await hashPassword(password),
      nickname: address.split('@')[0]!.slice(0, 32),
      userType: USER_TYPE.shopOwner,
      registerSource: registration.registerSource ?? REGISTER_SOURCE.default,
      registerEndpoint: registration.registerEndpoint ?? REGISTER_ENDPOINT,
      registerType: REGISTER_TYPE,
    },
    'email',
  );
}

/** Sets and confirms the phone of an account; `taken` when another account has it. */
async function confirmMobile(db: Db, userId: number, mobile: string): Promise<'ok' | 'taken'> {
  if (await otherHolderOfMobile(db, mobile, userId)) return 'taken';
  try {
    await updateUser(db, userId, { mobile, mobileConfirmed: true });
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** What the pages keep about the signed-in user (spec 1 §3 "User session"). */
const sessionOf = (user: User): UserSession => ({
  id: user.id,
  type: user.userType,
  nickname: user.nickname,
  mobile: maskMobile(user.mobile),
  mobile_confirm: user.mobileConfirmed,
  email: user.email,
});

const GUEST: LoginInfo = {
  userId: null,
  userType: null,
  nickname: null,
  mobile: null,
  mobileConfirm: false,
  email: null,
  emailVerified: false,
};

/** The startup call's answer; a guest (or a session whose account is gone) gets userId null. */
async function loginInfo(db: Db, userId: number | null): Promise<LoginInfo> {
  const user = userId === null ? null : await userById(db, userId);
  if (!user) return GUEST;
  return {
    userId: user.id,
    userType: user.userType,
    nickname: user.nickname,
    mobile: maskMobile(user.mobile),
    mobileConfirm: user.mobileConfirmed,
    email: user.email,
    emailVerified: user.emailVerified,
  };
}

/** Unread messages and notices; a guest has none. */
async function unread(db: Db, userId: number | null): Promise<UnreadInfo> {
  if (userId === null) return { messages: 0, notices: 0, total: 0 };
  const rows = await unreadByKind(db, userId);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  const messages = of('message');
  const notices = of('notice');
  return { messages, notices, total: messages + notices };
}

/** One page of a user's messages (or notices), the newest first, and how many there are. */
async function messages(
  db: Db,
  userId: number,
  kind: MessageKind,
  page: number,
  pageSize: number,
): Promise<{ list: StoredMessage[]; total: number }> {
  const { rows, total } = await messagesPage(db, userId, kind, page, pageSize);
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
    total,
  };
}

/** Marks one of the user's messages read; false when the id is not one of theirs. */
async function markMessageRead(db: Db, userId: number, id: number): Promise<boolean> {
  if (!(await isMessageOf(db, userId, id))) return false;
  await markMessagesRead(db, userId, { id });
  return true;
}

export function createUsersService(db: Db) {
  return {
    byId: (id: number) => userById(db, id),
    byMobile: (mobile: string) => userByMobile(db, mobile),
    byEmail: (email: string) => userByEmail(db, normaliseEmail(email)),
    byLoginName: (name: string) => byLoginName(db, name),
    checkPassword: (user: User | null, password: string) => checkPassword(user?.passwordHash, password),
    setPassword: async (userId: number, password: string) =>
      updateUser(db, userId, { passwordHash: await hashPassword(password) }),
    signUpOrFindByMobile: (mobile: string, registration?: Registration) =>
      signUpOrFindByMobile(db, mobile, registration),
    signUpByEmail: (email: string, password: string, registration?: Registration) =>
      signUpByEmail(db, email, password, registration),
    /**
     * A new account for someone who signed in through a partner (Google, a platform), in the caller's
     * transaction (`on`), so the partner identity that points at it is stored with it or not at all.
     * No e-mail, phone or password: the partner's e-mail is not this account's sign-in name.
     */
    signUpThroughPartner: (
      on: Db,
      registration: { nickname: string; registerSource: number; registerEndpoint: number },
    ): Promise<User> =>
      insertUser(on, { ...registration, userType: USER_TYPE.shopOwner, registerType: REGISTER_TYPE }),
    /** Removes an account whose sign-up could not finish (its activation mail never left). */
    removeUnactivated: (userId: number) => deleteUnverifiedUser(db, userId),
    markEmailVerified: (userId: number) => updateUser(db, userId, { emailVerified: true }),
    confirmMobile: (userId: number, mobile: string) => confirmMobile(db, userId, mobile),
    session: sessionOf,
    loginInfo: (userId: number | null) => loginInfo(db, userId),
    unread: (userId: number | null) => unread(db, userId),
    /** Leaves a message or notice for a user (stalls and the platform), inside the caller's transaction when given. */
    addMessage: (userId: number, kind: 'message' | 'notice', title: string, body = '', on: Db = db) =>
      insertMessage(on, { userId, kind, title, body }),
    /**
     * Leaves a message as what happened: a template and its facts, rendered when read in the reader's
     * language (decision 074); inside the caller's transaction when given.
     */
    addTemplatedMessage: (
      userId: number,
      kind: 'message' | 'notice',
      message: TemplatedMessage,
      on: Db = db,
    ) => insertMessage(on, { userId, kind, template: message.template, params: message.params }),
    messages: (userId: number, kind: MessageKind, page: number, pageSize: number) =>
      messages(db, userId, kind, page, pageSize),
    /** Whether a user holds any message or notice. */
    hasMessages: (userId: number) => hasAnyMessage(db, userId),
    markMessageRead: (userId: number, id: number) => markMessageRead(db, userId, id),
    /** Marks a user's messages of one kind read. */
    markRead: (userId: number, kind: 'message' | 'notice') => markMessagesRead(db, userId, { kind }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
