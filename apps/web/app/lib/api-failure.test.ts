import { ApiError, NonJsonReply } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { failureAction, followFailure, type PageLocation } from './api-failure.ts';

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
    for (const reurl of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(failureAction(new ApiError(200, 488, '', { reurl }), at, t), reurl).toEqual({ kind: 'reload' });
    }
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

describe('the page follows the shared handling', () => {
  const page = () => {
    const moves: string[] = [];
    const location: PageLocation = {
      pathname: '/gz/search/index.html',
      search: '?q=卫衣',
      assign: (to) => void moves.push(String(to)),
      reload: () => void moves.push('reload'),
    };
    return { location, moves };
  };

  it('a 401 goes to /login.html with the way back', () => {
    const { location, moves } = page();
    followFailure(new ApiError(401, 401, '', null), location);
    expect(moves).toEqual([`/login.html?reurl=${encodeURIComponent(at)}`]);
  });

  it('488 goes to its reurl or reloads, and an HTML reply goes to that page', () => {
    const { location, moves } = page();
    followFailure(new ApiError(200, 488, '', { reurl: '/second/verify' }), location);
    followFailure(new ApiError(200, 488, '', null), location);
    followFailure(new NonJsonReply('/gateway'), location);
    expect(moves).toEqual(['/second/verify', 'reload', '/gateway']);
  });

  it('a failure that is only a message leaves the page where it is, for the caller to say', () => {
    const { location, moves } = page();
    followFailure(new ApiError(500, 500, '', null), location);
    followFailure(new ApiError(200, 3007, '', null), location);
    followFailure(new TypeError('network down'), location);
    expect(moves).toEqual([]);
  });
});
