import { LISTING_COOKIE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { secondsToEndOfDay } from './listing-cookies.ts';
import { type ClickedItem, platformClick, rememberedChoices, uploadPageHref } from './platform-click.ts';

// Spec 2 §4 "Platform button click", "Tool chooser" and §3 cookies, §5, §6.
const ITEM: ClickedItem = { vid: 'v42', itemId: 42, transactionMode: 1, isBlock: false };
const SIGNED_IN = { signedIn: true, disabled: false };
const jar =
  (cookies: Record<string, string> = {}) =>
  (name: string) =>
    cookies[name];

describe('a platform button click', () => {
  it('sends a guest to sign in, whatever else holds', () => {
    expect(
      platformClick('taobao', { ...ITEM, transactionMode: 2 }, { signedIn: false, disabled: true }, jar()),
    ).toEqual({
      kind: 'login',
    });
  });

  it('ignores an unavailable platform', () => {
    expect(platformClick('taobao', ITEM, { signedIn: true, disabled: true }, jar()).kind).toBe('ignore');
  });

  it('refuses a custom-made item and asks first for a blocked stall', () => {
    expect(platformClick('taobao', { ...ITEM, transactionMode: 2 }, SIGNED_IN, jar()).kind).toBe(
      'custom-made',
    );
    expect(platformClick('taobao', { ...ITEM, isBlock: true }, SIGNED_IN, jar()).kind).toBe('blocked-stall');
  });

  it('opens the tool chooser when no default is saved, for each of Douyin, Pinduoduo, Tmall, Taobao', () => {
    for (const channel of ['douyin', 'pinduoduo', 'tmall', 'taobao'] as const) {
      expect(platformClick(channel, ITEM, SIGNED_IN, jar())).toEqual({ kind: 'choose-tool', channel });
    }
    // A tool cookie without the selected flag is no saved default.
    expect(platformClick('douyin', ITEM, SIGNED_IN, jar({ defaultUploadDYTool: '4' })).kind).toBe(
      'choose-tool',
    );
  });

  it('opens the upload page in a new window for a saved third-party tool', () => {
    const saved = jar({ defaultUploadDYSelected: '1', defaultUploadDYTool: '4' });
    expect(platformClick('douyin', ITEM, SIGNED_IN, saved)).toEqual({
      kind: 'open-page',
      href: '/itemUpload?vid=v42&toPlatform=douyin',
      newWindow: true,
    });
  });

  it('goes by the saved Taobao way with tool 1, and asks for the way when none is saved', () => {
    const tool = { defaultUploadTBSelected: '1', defaultUploadTBTool: '1' };
    expect(platformClick('taobao', ITEM, SIGNED_IN, jar(tool)).kind).toBe('choose-way');
    expect(
      platformClick('taobao', ITEM, SIGNED_IN, jar({ ...tool, defaultUploadTBWay: 'direct' })).kind,
    ).toBe('direct-upload');
    expect(platformClick('taobao', ITEM, SIGNED_IN, jar({ ...tool, defaultUploadTBWay: 'edit' }))).toEqual({
      kind: 'open-page',
      href: '/itemUpload?vid=v42&toPlatform=taobao&defaultUploadWay=edit',
      newWindow: false,
    });
  });

  it('same flow for Taobao and Douyin: chooser, then the push from this page with the own tool, or the new window with the third-party tool', () => {
    for (const channel of ['taobao', 'douyin', 'tmall', 'pinduoduo', 'kuaishou'] as const) {
      const own = { [LISTING_COOKIE.selected(channel)]: '1', [LISTING_COOKIE.tool(channel)]: '1' };
      const third = { [LISTING_COOKIE.selected(channel)]: '1', [LISTING_COOKIE.tool(channel)]: '4' };
      expect(platformClick(channel, ITEM, SIGNED_IN, jar())).toEqual({ kind: 'choose-tool', channel });
      expect(platformClick(channel, ITEM, SIGNED_IN, jar({ ...own, defaultUploadTBWay: 'direct' }))).toEqual({
        kind: 'direct-upload',
        channel,
      });
      expect(platformClick(channel, ITEM, SIGNED_IN, jar(third))).toEqual({
        kind: 'open-page',
        href: `/itemUpload?vid=v42&toPlatform=${channel}`,
        newWindow: true,
      });
    }
  });

  it('asks nothing on Xiaohongshu, which offers no third-party tool (spec 2 §1): the push goes on', () => {
    expect(platformClick('xiaohongshu', ITEM, SIGNED_IN, jar())).toEqual({
      kind: 'direct-upload',
      channel: 'xiaohongshu',
    });
  });

  it('lists the remembered choices, Taobao with its way', () => {
    expect(
      rememberedChoices(
        jar({
          defaultUploadTBSelected: '1',
          defaultUploadTBTool: '1',
          defaultUploadTBWay: 'direct',
          defaultUploadDYSelected: '1',
          defaultUploadDYTool: '4',
          defaultUploadPDDTool: '1',
        }),
      ),
    ).toEqual([
      { channel: 'taobao', toolId: 1, way: 'direct' },
      { channel: 'douyin', toolId: 4, way: null },
    ]);
  });
});

describe('the listing page addresses and cookie lifetimes', () => {
  it('names several items vids and one item vid, with setting=1 when asked', () => {
    expect(uploadPageHref(['a', 'b'], 'douyin', 'edit', true)).toBe(
      '/itemUpload?vids=a%2Cb&toPlatform=douyin&defaultUploadWay=edit&setting=1',
    );
  });

  it("keeps the Taobao way until the end of the reader's day", () => {
    expect(secondsToEndOfDay(new Date(2026, 10, 25, 23, 0, 0))).toBe(3600);
    expect(secondsToEndOfDay(new Date(2026, 10, 25, 0, 0, 0))).toBe(86_400);
  });
});
