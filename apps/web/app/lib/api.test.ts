// @vitest-environment happy-dom
import { CODE, newUserCouponRoute, remindToBeMemberRoute } from '@stallhub/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApi, quietApi } from './api.ts';

const notLoggedIn = () =>
  Response.json({ code: CODE.notLoggedIn, message: 'account not logged in', data: null }, { status: 401 });

/** The page's location at `pathname`, recording where the page is sent. */
const pageAt = (pathname: string) => {
  const assign = vi.fn();
  vi.stubGlobal('location', { origin: 'http://localhost', pathname, search: '', assign, reload: vi.fn() });
  return assign;
};

afterEach(() => vi.unstubAllGlobals());

describe("the browser's API client (spec 1 §8)", () => {
  it('sends a lost session to sign in and back, and still rejects the call for its caller', async () => {
    const assign = pageAt('/item/v42');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => notLoggedIn()),
    );
    await expect(browserApi.call(remindToBeMemberRoute, { remindShopId: 7, type: 2 })).rejects.toMatchObject({
      status: 401,
    });
    expect(assign).toHaveBeenCalledWith('/login.html?reurl=%2Fitem%2Fv42');
  });

  it('keeps the calls the spec keeps silent where they are (token refresh, new-user coupon)', async () => {
    const assign = pageAt('/gz');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => notLoggedIn()),
    );
    await expect(quietApi.call(newUserCouponRoute, { scene: 'index-dialog' })).rejects.toMatchObject({
      status: 401,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
