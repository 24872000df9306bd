import { ApiError, NonJsonReply } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { failureAction } from './api-failure.ts';

const t = (key: string) => `<${key}>`;
const at = '/gz/search/index.html?q=卫衣';

describe('the shared handling of failed calls', () => {
  it('HTTP 401 shows "account not logged in" and goes to /login.html with reurl', () => {
    expect(failureAction(new ApiError(401, 401, '', null), at, t)).toEqual({
      kind: 'login',
      text: '<errors.notLoggedIn>',
      to: `/login.html?reurl=${encodeURIComponent(at)}`,
    });
  });

  it('body code 401 is handled like HTTP 401', () => {
    expect(failureAction(new ApiError(200, 401, '', null), at, t)).toMatchObject({ kind: 'login' });
  });

  it('HTTP 403, 404 and 500 show their texts', () => {
    expect(failureAction(new ApiError(403, 403, '', null), at, t)).toEqual({
      kind: 'message',
      text: '<errors.forbidden>',
    });
    expect(failureAction(new ApiError(404, 404, '', null), at, t)).toEqual({
      kind: 'message',
      text: '<errors.notFound>',
    });
    expect(failureAction(new ApiError(500, 500, '', null), at, t)).toEqual({
      kind: 'message',
      text: '<errors.networkAbnormal>',
    });
  });

  it("shows the answer's own message when it has one", () => {
    expect(failureAction(new ApiError(403, 403, 'stall closed', null), at, t)).toEqual({
      kind: 'message',
      text: 'stall closed',
    });
  });

  it('rejects codes 201, 3007, 4007 and 1007 silently', () => {
    for (const code of [201, 3007, 4007, 1007]) {
      expect(failureAction(new ApiError(200, code, 'x', null), at, t)).toEqual({ kind: 'silent' });
    }
  });

  it('follows data.reurl on code 488, else reloads', () => {
    expect(failureAction(new ApiError(200, 488, '', { reurl: '/second/verify' }), at, t)).toEqual({
      kind: 'redirect',
      to: '/second/verify',
    });
    expect(failureAction(new ApiError(200, 488, '', null), at, t)).toEqual({ kind: 'reload' });
    expect(failureAction(new ApiError(200, 488, '', { reurl: 'https://evil.example' }), at, t)).toEqual({
      kind: 'reload',
    });
  });

  it('other codes show the message or the generic system-error text', () => {
    expect(failureAction(new ApiError(200, 5001, '', null), at, t)).toEqual({
      kind: 'message',
      text: '<errors.systemError>',
    });
  });

  it('an HTML reply redirects the page', () => {
    expect(failureAction(new NonJsonReply('/gateway'), at, t)).toEqual({ kind: 'redirect', to: '/gateway' });
  });
});
