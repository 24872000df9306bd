import type { ApiClient } from '@stallhub/contracts';
import { ApiError } from '@stallhub/contracts';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, shouldRefreshToken } from './token-refresh.ts';
import { uidIsStale } from './uid-cookie.ts';

const DAY = 24 * 60 * 60;

describe('uid cookie', () => {
  it('no userId from the user-info call clears a uid cookie', () => {
    expect(uidIsStale({ userId: null }, 'lang=cn; uid=7')).toBe(true);
    expect(uidIsStale({ userId: null }, 'lang=cn')).toBe(false);
    expect(uidIsStale({ userId: 7 }, 'uid=7')).toBe(false);
  });
});

describe('token refresh', () => {
  it('runs only on the home page, for a signed-in user, without the refresh flag', () => {
    expect(shouldRefreshToken(true, 'uid=7')).toBe(true);
    expect(shouldRefreshToken(false, 'uid=7')).toBe(false);
    expect(shouldRefreshToken(true, '')).toBe(false);
    expect(shouldRefreshToken(true, 'uid=7; hasRefreshTk=1')).toBe(false);
  });

  const apiAnswering = (answer: () => Promise<unknown>) => ({ call: vi.fn(answer) }) as unknown as ApiClient;

  it('on success sets the refresh flag for a day and keeps the auto-login flag 3 times the returned days', async () => {
    const write = vi.fn();
    const api = apiAnswering(async () => ({ rd: 120 }));
    expect(await refreshSession(api, 'uid=7; userLoginAuto=1', write)).toBe(true);
    expect(write).toHaveBeenCalledWith('hasRefreshTk', '1', DAY);
    expect(write).toHaveBeenCalledWith('userLoginAuto', '1', 360 * DAY);
  });

  it('a failure is silent and sets nothing, so the next home visit tries again', async () => {
    const write = vi.fn();
    const api = apiAnswering(async () => {
      throw new ApiError(401, 401, 'not logged in', null);
    });
    expect(await refreshSession(api, 'uid=7', write)).toBe(false);
    expect(write).not.toHaveBeenCalled();
  });
});
