// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { SliderCaptcha } from './slider-captcha.tsx';

const envelope = (code: number, message: string, data: unknown) =>
  new Response(JSON.stringify({ code, message, data }), { headers: { 'content-type': 'application/json' } });

/** The x of every answer the slider sent. */
let answers: number[];

beforeEach(() => {
  answers = [];
  HTMLElement.prototype.setPointerCapture ??= () => undefined;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/apic/captcha/slider') {
      return envelope(200, 'ok', {
        challengeId: 'puzzle',
        type: 10,
        width: 280,
        height: 160,
        pieceSize: 44,
        pieceY: 40,
        background: 'data:image/svg+xml;base64,PHN2Zy8+',
        piece: 'data:image/svg+xml;base64,PHN2Zy8+',
      });
    }
    if (url.pathname === '/apic/captcha/slider/verify') {
      answers.push((JSON.parse(String(init?.body)) as { x: number }).x);
      return envelope(200, 'ok', { token: 'token' });
    }
    throw new Error(`unexpected call ${url.pathname}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('slider captcha', () => {
  it('answers with where the pointer was let go, even when the release comes before the last move is drawn', async () => {
    render(
      <I18nProvider i18n={createI18n('en', readCatalogue('en'))}>
        <SliderCaptcha lang="en" onPass={() => undefined} />
      </I18nProvider>,
    );
    const handle = await screen.findByRole('button', { name: 'Drag the slider' });
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 10 });
    // A fast drag: the move and the release reach the page before React renders in between.
    act(() => {
      handle.dispatchEvent(new PointerEvent('pointermove', { pointerId: 1, clientX: 130, bubbles: true }));
      handle.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1, clientX: 130, bubbles: true }));
    });
    await screen.findByTestId('slider-passed');
    expect(answers).toEqual([120]);
  });
});
