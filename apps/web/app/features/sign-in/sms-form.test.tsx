// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { SmsForm } from './sms-form.tsx';

const catalogue = readCatalogue('en');
const envelope = (code: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code, message, data }), { headers: { 'content-type': 'application/json' } });

/** The sends the form made, with the captcha each one carried. */
let sends: { type: number; param: string }[][];
/** The types of the puzzles the sliders asked for. */
let puzzles: number[];

beforeEach(() => {
  sends = [];
  puzzles = [];
  let puzzleCount = 0;
  // happy-dom has no pointer capture; the slider only needs the call to exist.
  HTMLElement.prototype.setPointerCapture ??= () => undefined;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/apic/captcha/slider') {
      const type = Number(url.searchParams.get('type') ?? 10);
      puzzles.push(type);
      puzzleCount += 1;
      return envelope(200, 'ok', {
        challengeId: `puzzle-${puzzleCount}`,
        type,
        width: 280,
        height: 160,
        pieceSize: 44,
        pieceY: 40,
        background: 'data:image/svg+xml;base64,PHN2Zy8+',
        piece: 'data:image/svg+xml;base64,PHN2Zy8+',
      });
    }
    if (url.pathname === '/apic/captcha/slider/verify') {
      const body = JSON.parse(String(init?.body)) as { challengeId: string };
      return envelope(200, 'ok', { token: `token-of-${body.challengeId}` });
    }
    if (url.pathname === '/apic/smsCode4Login') {
      const body = JSON.parse(String(init?.body)) as {
        captchaVerifyParamList: { type: number; param: string }[];
      };
      sends.push(body.captchaVerifyParamList);
      // The first send from this device meets the popup rule (spec 1 §4: needVerifyType 20).
      return sends.length === 1
        ? envelope(509, 'Unusual activity detected. Please complete the security check', {
            needVerifyType: 20,
          })
        : envelope(200, 'Verification code sent', { needVerifyType: null });
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Drags a slider's handle to the right and lets go, as a person would. */
function drag(scope: HTMLElement) {
  const handle = within(scope).getByRole('button', { name: 'Drag the slider' });
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 0 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 120 });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 120 });
}

/** The form as the login page shows it: posting to the page's action. */
function showForm() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <SmsForm lang="en" formId="sign-in" action="/en/login.html" initialMobile="13912345678" />,
    },
  ]);
  render(
    <I18nProvider i18n={createI18n('en', catalogue)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('SmsForm', () => {
  it('needVerifyType 20 raises the popup slider, and its token sends the code', async () => {
    showForm();
    const form = screen.getByRole('button', { name: 'Get code' }).closest('form')!;
    await within(form).findByRole('button', { name: 'Drag the slider' });
    drag(form);
    await within(form).findByText('Verified');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));

    const popup = await screen.findByRole('dialog', { name: 'Security check' });
    expect(sends).toEqual([[{ type: 10, param: 'token-of-puzzle-1' }]]);
    // The popup's own puzzle is of type 20.
    await within(popup).findByRole('button', { name: 'Drag the slider' });
    expect(puzzles).toContain(20);
    drag(popup);

    await screen.findByText('Verification code sent');
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
    expect(sends[1]).toEqual([{ type: 20, param: expect.stringMatching(/^token-of-puzzle-\d+$/) }]);
    await waitFor(() => expect(screen.getByRole('button', { name: /Resend in/ })).toBeTruthy());
  });

  // Issue 26 point 9e: the "complete the slider first" error stayed on screen after the slider was passed.
  it('takes the slider-first error away once the slider is passed', async () => {
    showForm();
    const form = screen.getByRole('button', { name: 'Get code' }).closest('form')!;
    await within(form).findByRole('button', { name: 'Drag the slider' });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please complete the slider check first')).toBeTruthy();
    drag(form);
    await within(form).findByText('Verified');
    await waitFor(() => expect(screen.queryByText('Please complete the slider check first')).toBeNull());
    expect(sends).toEqual([]);
  });
});
