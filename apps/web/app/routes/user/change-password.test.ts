import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, postTo, type Refused } from '../../testing/loader-calls.ts';
import { action, loader } from './change-password.tsx';

// The password change posts to its page (issue 27 point 4), so it works before the script loads: done
// comes back as the page saying so, a check or a refusal answers the form without typing a password back.
const PAGE = '/en/user/account/password.html';
const NEW = { password: 'changed-password', repassword: 'changed-password' };
const post = (fields: Record<string, string>, api: unknown) =>
  postTo(action, PAGE, { intent: 'change', ...fields }, api);

describe('the password change posts to its page', () => {
  it('changes the password and comes back saying so (post, redirect, get)', async () => {
    const { api, asked } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/password/change': { endedSessions: 1 },
    });
    const answer = (await post({ oldPassword: 'old-password', ...NEW }, api)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`${PAGE}?changed=1`);
    expect(asked.at(-1)?.input).toEqual({ oldPassword: 'old-password', ...NEW, lang: 'en' });
  });

  it('asks for the current password before the API can count an empty one as a wrong guess', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER });
    const answer = (await post({ oldPassword: '', ...NEW }, api)) as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem).toEqual({ kind: 'check', key: 'password.error.currentEmpty' });
    expect(asked.map((a) => a.path)).toEqual(['/apic/user/login/info']);
  });

  it('checks the new password twice; an account without a password sends no current one', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER });
    const answer = (await post(
      { password: 'changed-password', repassword: 'changed-passwort' },
      api,
    )) as Refused;
    expect(answer.data.problem).toEqual({ kind: 'check', key: 'emailAccount.error.passwordMismatch' });
  });

  it("answers the API's refusal in its words, and types no password back", async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/password/change': new ApiError(200, 510, 'The current password is wrong', null),
    });
    const answer = (await post({ oldPassword: 'not-it', ...NEW }, api)) as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      intent: 'change',
      values: {},
      problem: { kind: 'refused', message: 'The current password is wrong' },
    });
  });

  it('leaves a fault that is no refusal to the error page', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER });
    await expect(post({ oldPassword: 'old-password', ...NEW }, api)).rejects.toMatchObject({ status: 500 });
  });

  it('reads the change done from the page address', async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/user/password/info': { hasPassword: true },
    });
    const read = (query: string) =>
      loader({
        request: new Request(`http://localhost${PAGE}${query}`),
        params: { lang: 'en' },
        context: { api },
      } as never);
    expect(await read('?changed=1')).toEqual({ hasPassword: true, changed: true });
    expect(await read('')).toEqual({ hasPassword: true, changed: false });
  });
});
