// @vitest-environment happy-dom

import { LINE_STATE, type LineState, STALL_STOP_REASONS, type StallLine } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { StallLineActions } from './stall-line-actions.tsx';

const catalogue = readCatalogue('cn');
const line = (state: LineState): StallLine => ({
  lineId: 1,
  itemId: 2,
  vid: 'v2',
  title: '卫衣',
  indexImgUrl: '/a.jpg',
  color: '黑色',
  size: 'M',
  amount: 2,
  price: 50,
  state,
  stopReason: null,
  trackingNo: null,
  refund: null,
  shipTo: null,
  orderNo: 'SH202611270000000001',
  paidAt: '2026-11-27T10:00:00.000Z',
  artNo: 'A1',
});

function show(state: LineState) {
  const router = createMemoryRouter([{ path: '*', element: <StallLineActions line={line(state)} /> }]);
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(cleanup);

describe('the stall line actions (decision 050)', () => {
  it('offers the moves the rules allow from each state, and none for a shipped or cancelled line', () => {
    show(LINE_STATE.awaitingPick);
    expect(buttons()).toEqual(['开始拿货', '已拿货', '缺货', '取消']);
    cleanup();
    show(LINE_STATE.outOfStock);
    expect(buttons()).toEqual(['已拿货', '取消']);
    cleanup();
    show(LINE_STATE.picked);
    expect(buttons()).toEqual(['缺货', '发货']);
    for (const end of [LINE_STATE.shipped, LINE_STATE.shippedAgain, LINE_STATE.cancelled]) {
      cleanup();
      show(end);
      expect(buttons()).toEqual([]);
    }
  });

  it('asks why before stopping, offering every sub-reason in words, and a tracking number before shipping', () => {
    show(LINE_STATE.picking);
    fireEvent.click(screen.getByRole('button', { name: '缺货' }));
    const reasons = screen.getByRole('combobox', { name: '缺货原因' });
    expect(reasons.querySelectorAll('option')).toHaveLength(STALL_STOP_REASONS.length);
    expect(reasons.textContent).toContain('质检不合格（已安排换货）');
    cleanup();
    show(LINE_STATE.picked);
    fireEvent.click(screen.getByRole('button', { name: '发货' }));
    expect(screen.getByRole('textbox', { name: '物流单号' })).toBeTruthy();
  });
});
