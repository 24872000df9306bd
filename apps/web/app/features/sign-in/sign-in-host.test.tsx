// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { isPlainClick, SignInHost } from './sign-in-host.tsx';

const i18n = createI18n('en', readCatalogue('en'));

function FavouriteButton({ onRun }: { onRun: () => void }) {
  const { requireSignIn } = useSignInGate();
  return (
    <button type="button" onClick={() => requireSignIn(onRun)}>
      Favourite
    </button>
  );
}

const page = (onRun = () => undefined) => {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SignInHost lang="en">
            <a href="/en/login.html?reurl=%2Fen%2Fitem%2F42" data-gate="login">
              List to my shop
            </a>
            <FavouriteButton onRun={onRun} />
          </SignInHost>
        ),
      },
    ],
    { initialEntries: ['/en/item/42'] },
  );
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
};

// The dialog's module loads on first use; loading it once up front keeps the first test's wait short.
beforeAll(() => import('./sign-in-dialog.tsx'));
beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the gate reads the uid cookie as the page does
  document.cookie = 'uid=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.stubGlobal('fetch', async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('actions that need sign-in open the login dialog on the page (issue 3 item 7)', () => {
  it('a guest pressing a sign-in-only button gets the dialog, and the action does not run', async () => {
    const onRun = vi.fn();
    page(onRun);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('a link to the login page marked as a gate opens the dialog instead of leaving, and closes again', async () => {
    page();
    const link = screen.getByRole('link', { name: 'List to my shop' });
    // Without scripts the link still goes to the login page with the way back.
    expect(link.getAttribute('href')).toBe('/en/login.html?reurl=%2Fen%2Fitem%2F42');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    // Its form posts to the login page's action, which comes back to this page (issue 27 point 4).
    expect(within(dialog).getByTestId('email-step').getAttribute('action')).toBe(
      '/en/login.html?reurl=%2Fen%2Fitem%2F42',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(false);
  });

  it('the dialog holds the keyboard: Tab stays inside, Escape closes it and the focus is back on the link', async () => {
    page();
    const link = screen.getByRole('link', { name: 'List to my shop' });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(close);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('a signed-in buyer runs the action directly', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the gate reads the uid cookie as the page does
    document.cookie = 'uid=12';
    const onRun = vi.fn();
    page(onRun);
    fireEvent.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(onRun).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a click meant for a new tab or window to the browser', () => {
    const plain = {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
    };
    expect(isPlainClick(plain)).toBe(true);
    expect(isPlainClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainClick({ ...plain, defaultPrevented: true })).toBe(false);
  });
});
