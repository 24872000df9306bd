// @vitest-environment happy-dom
import { ApiError, googleAuthUrlRoute, type Language } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { platformEntryPath } from './third-party-links.ts';
import { ThirdPartySignIn, type ThirdPartySignInProps } from './third-party-sign-in.tsx';

const call = vi.fn();
vi.mock('../../lib/api.ts', () => ({ browserApi: { call: (...args: unknown[]) => call(...args) } }));

const show = (props: Partial<ThirdPartySignInProps> & { lang: Language }) =>
  render(
    <I18nProvider i18n={createI18n(props.lang, readCatalogue(props.lang))}>
      <ThirdPartySignIn city="gz" {...props} />
    </I18nProvider>,
  );

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  call.mockReset();
  assign = vi.fn();
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
});
afterEach(cleanup);

describe('ThirdPartySignIn', () => {
  it('shows only Google in a non-Chinese language', () => {
    show({ lang: 'en' });
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByText('Sign in with Taobao')).toBeNull();
    expect(screen.queryByText('Sign in with WeChat')).toBeNull();
  });

  it('shows Taobao and WeChat, and no Google, in Chinese, entering through /login.html?loginType=', () => {
    show({ lang: 'cn', returnTo: '/gz/cart.html' });
    expect(screen.queryByText('使用 Google 登录')).toBeNull();
    expect(screen.getByRole('link', { name: '淘宝登录' }).getAttribute('href')).toBe(
      '/login.html?loginType=taobao&reurl=%2Fgz%2Fcart.html',
    );
    expect(screen.getByRole('link', { name: '微信登录' }).getAttribute('href')).toBe(
      '/login.html?loginType=wechat&reurl=%2Fgz%2Fcart.html',
    );
  });

  it('asks the server for the Google address with registration source 12 and goes there', async () => {
    call.mockResolvedValue({ authUrl: 'https://accounts.example/authorize?state=s' });
    show({ lang: 'de', city: 'hz', returnTo: '/de/hz', autoLogin: true });
    fireEvent.click(screen.getByRole('button', { name: 'Mit Google anmelden' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/authorize?state=s'));
    expect(call).toHaveBeenCalledWith(
      googleAuthUrlRoute,
      expect.objectContaining({
        cityMarketCode: 'hz',
        lang: 'de',
        auto: true,
        registerSource: 12,
        registerEndpoint: 1,
        reurl: '/de/hz',
      }),
    );
  });

  it("shows the server's message when Google cannot be reached, and lets the user try again", async () => {
    call.mockRejectedValue(new ApiError(503, 500, 'This sign-in option is unavailable right now', null));
    show({ lang: 'en' });
    const button = screen.getByRole('button', { name: 'Sign in with Google' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in option is unavailable right now',
    );
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('explains a refused attempt it came back from', () => {
    show({ lang: 'en', failure: 'denied' });
    expect(screen.getByRole('alert').textContent).toMatch(/cancelled the authorisation/);
    cleanup();
    show({ lang: 'en', failure: 'stateMismatch' });
    expect(screen.getByRole('alert').textContent).toMatch(/did not succeed/);
  });

  it('never puts a return address on another site into the platform entry', () => {
    expect(platformEntryPath('taobao', '//evil.example')).toBe('/login.html?loginType=taobao');
    expect(platformEntryPath('wechat', 'https://evil.example')).toBe('/login.html?loginType=wechat');
  });
});
