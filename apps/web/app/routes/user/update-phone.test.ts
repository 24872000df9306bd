import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, MEMBER, postTo, type Refused } from '../../testing/loader-calls.ts';
import { action, loader } from './update-phone.tsx';

// The phone change posts its number and code to the page (issue 27 point 4); sending the code stays the
// script's (the slider). Done comes back as the page with the new number; a refusal keeps the number.
const PAGE = '/en/user/account/updatePhone.html';
const post = (fields: Record<string, string>, api: unknown) =>
  postTo(action, PAGE, { intent: 'verify', ...fields }, api);

describe('the phone change posts to its page', () => {
  it('proves the number with its code and comes back with it (post, redirect, get)', async () => {
    const { api, asked } = fakeApi({ '/apic/user/login/info': MEMBER, '/apic/mobileVerify': { user: {} } });
    const answer = (await post({ mobile: '13800138000', smsCode: '123456' }, api)) as Response;
    expect(answer.headers.get('Location')).toBe(`${PAGE}?changed=1`);
    expect(asked.at(-1)?.input).toEqual({ mobile: '13800138000', smsCode: '123456', lang: 'en' });
  });

  it("answers the API's refusal (a number taken, a wrong code) with the typed number", async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': MEMBER,
      '/apic/mobileVerify': new ApiError(200, 514, 'This number belongs to another account', null),
    });
    const answer = (await post({ mobile: '13800138000', smsCode: '123456' }, api)) as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toEqual({
      intent: 'verify',
      values: { mobile: '13800138000' },
      problem: { kind: 'refused', message: 'This number belongs to another account' },
    });
  });

  it('refuses a post that names no change', async () => {
    const { api } = fakeApi({ '/apic/user/login/info': MEMBER });
    await expect(postTo(action, PAGE, { intent: 'other' }, api)).rejects.toMatchObject({
      init: { status: 400 },
    });
  });

  it('reads the change done from the page address', async () => {
    const { api } = fakeApi({
      '/apic/user/login/info': { ...MEMBER, mobile: '13800138000', mobileConfirm: true },
    });
    const read = await loader({
      request: new Request(`http://localhost${PAGE}?changed=1`),
      params: { lang: 'en' },
      context: { api },
    } as never);
    expect(read).toEqual({ lang: 'en', mobile: '13800138000', confirmed: true, changed: true });
  });
});
