import { ApiError } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, postTo, type Refused } from '../../testing/loader-calls.ts';
import { action, loader } from './find-password.tsx';

// Password recovery's steps post to the page (issue 27 point 4): each step done is the page's next step in
// its address; a refusal types back the phone or the address, never a password.
const PAGE = '/en/findpwd.html';
const NEW = { password: 'new-password', repassword: 'new-password' };
const read = (query: string) =>
  loader({ request: new Request(`http://localhost${PAGE}${query}`), params: { lang: 'en' } } as never);

describe('password recovery posts each step to the page', () => {
  it('resets by SMS code and comes back done (post, redirect, get)', async () => {
    const { api, asked } = fakeApi({ '/apic/findpwd/sms': null });
    const fields = { intent: 'resetBySms', mobile: '13800138000', smsCode: '123456', ...NEW };
    const answer = (await postTo(action, PAGE, fields, api)) as Response;
    expect(answer.headers.get('Location')).toBe(`${PAGE}?done=1`);
    expect(asked).toEqual([
      { path: '/apic/findpwd/sms', input: { mobile: '13800138000', smsCode: '123456', ...NEW, lang: 'en' } },
    ]);
  });

  it("answers a wrong code in the API's words with the phone typed back", async () => {
    const { api } = fakeApi({
      '/apic/findpwd/sms': new ApiError(200, 511, 'Wrong code, 4 tries left', null),
    });
    const fields = { intent: 'resetBySms', mobile: '13800138000', smsCode: '000000', ...NEW };
    const answer = (await postTo(action, PAGE, fields, api)) as Refused;
    expect(answer.data).toEqual({
      intent: 'resetBySms',
      values: { mobile: '13800138000' },
      problem: { kind: 'refused', message: 'Wrong code, 4 tries left' },
    });
  });

  it('checks the new password before spending a guess of the code', async () => {
    const { api, asked } = fakeApi({});
    const fields = {
      intent: 'resetBySms',
      mobile: '13800138000',
      smsCode: '123456',
      password: 'short',
      repassword: 'short',
    };
    const answer = (await postTo(action, PAGE, fields, api)) as Refused;
    expect(answer.data.problem).toEqual({ kind: 'check', key: 'emailAccount.error.passwordLength' });
    expect(asked).toEqual([]);
  });

  it('sends the link with the slider token and says so in the address; a resend too soon is a refusal', async () => {
    const { api, asked } = fakeApi({ '/apic/findpwd/emailLink': null });
    const fields = { intent: 'sendLink', email: ' buyer@example.com ', captchaSlideParam: 'token' };
    const answer = (await postTo(action, PAGE, fields, api)) as Response;
    expect(answer.headers.get('Location')).toBe(`${PAGE}?way=email&sent=buyer%40example.com`);
    expect(asked.at(-1)?.input).toEqual({
      email: 'buyer@example.com',
      captchaSlideParam: 'token',
      lang: 'en',
    });
    expect(await read('?way=email&sent=buyer%40example.com')).toMatchObject({
      way: 'email',
      sentTo: 'buyer@example.com',
    });

    const soon = fakeApi({ '/apic/findpwd/emailLink': new ApiError(429, 429, 'Try again in 20 s', null) });
    const refused = (await postTo(action, PAGE, fields, soon.api)) as Refused;
    expect(refused.init.status).toBe(429);
    expect(refused.data.values).toEqual({ email: 'buyer@example.com' });
    expect(refused.data.problem).toEqual({ kind: 'refused', message: 'Try again in 20 s' });
  });

  it('checks the address before asking for a link', async () => {
    const { api, asked } = fakeApi({});
    const answer = (await postTo(
      action,
      PAGE,
      { intent: 'sendLink', email: 'not-an-address' },
      api,
    )) as Refused;
    expect(answer.data.problem).toEqual({ kind: 'check', key: 'emailAccount.error.emailFormat' });
    expect(asked).toEqual([]);
  });

  it("sets the password of the mailed link in the page's address", async () => {
    const { api, asked } = fakeApi({ '/apic/findpwd/email': null });
    const link = `${PAGE}?email=buyer%40example.com&token=abc`;
    const answer = (await postTo(action, link, { intent: 'resetByLink', ...NEW }, api)) as Response;
    expect(answer.headers.get('Location')).toBe(`${PAGE}?done=1`);
    expect(asked.at(-1)?.input).toEqual({ email: 'buyer@example.com', token: 'abc', ...NEW, lang: 'en' });
  });

  it('keeps the way and the step in the address', async () => {
    expect(await read('')).toEqual({ lang: 'en', link: null, way: 'email', done: false, sentTo: '' });
    expect(await read('?way=sms')).toMatchObject({ way: 'sms' });
    expect(await read('?way=x&done=1')).toMatchObject({ way: 'email', done: true });
    expect(await read('?email=a%40b.c&token=t')).toMatchObject({ link: { email: 'a@b.c', token: 't' } });
  });
});
