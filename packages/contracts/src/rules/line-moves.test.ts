import { describe, expect, it } from 'vitest';
import {
  LINE_ACTIONS,
  LINE_STATE,
  LINE_STATES,
  STOP_MEANINGS,
  STOP_REASON_MEANING,
} from '../orders/constants.ts';
import { lineActionsFrom, nextLineState, orderProgressOf, shipSteps, shipsWithOrder } from './line-moves.ts';

const S = LINE_STATE;

describe('line moves (spec 3 §4 stock and shipping status, decision 050)', () => {
  it('picks and ships a line: awaiting pick, picking, picked, shipped', () => {
    expect(nextLineState(S.awaitingPick, 'startPicking')).toBe(S.picking);
    expect(nextLineState(S.picking, 'pick')).toBe(S.picked);
    expect(nextLineState(S.awaitingPick, 'pick')).toBe(S.picked);
    expect(nextLineState(S.picked, 'ship')).toBe(S.shipped);
  });

  it('picks a stopped line again as 6 and ships it as 7', () => {
    expect(nextLineState(S.picking, 'stop')).toBe(S.outOfStock);
    expect(nextLineState(S.outOfStock, 'pick')).toBe(S.pickedAgain);
    expect(nextLineState(S.pickedAgain, 'ship')).toBe(S.shippedAgain);
  });

  it('ships only a picked line', () => {
    for (const from of LINE_STATES.filter((s) => s !== S.picked && s !== S.pickedAgain)) {
      expect(nextLineState(from, 'ship')).toBeNull();
    }
  });

  it('moves nothing out of shipped or cancelled', () => {
    for (const end of [S.shipped, S.shippedAgain, S.cancelled]) {
      for (const action of LINE_ACTIONS) expect(nextLineState(end, action)).toBeNull();
      expect(lineActionsFrom(end)).toEqual([]);
    }
  });

  it('cancels only what has not been picked', () => {
    expect(nextLineState(S.outOfStock, 'cancel')).toBe(S.cancelled);
    expect(nextLineState(S.picked, 'cancel')).toBeNull();
    expect(lineActionsFrom(S.awaitingPick)).toEqual(['startPicking', 'pick', 'stop', 'cancel']);
  });

  it('gives every sub-reason 1-6 and 11-15 one of the eight meanings, and uses all eight', () => {
    expect(Object.keys(STOP_REASON_MEANING).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15]);
    expect(new Set(Object.values(STOP_REASON_MEANING))).toEqual(new Set(STOP_MEANINGS));
  });
});

describe('shipping in one action and the order it leaves (issue 26 points 5 and 6)', () => {
  it('picks a line on the way when it is not yet picked, and ships a found stopped line as a restock', () => {
    expect(shipSteps(S.awaitingPick)).toEqual([S.picked, S.shipped]);
    expect(shipSteps(S.picking)).toEqual([S.picked, S.shipped]);
    expect(shipSteps(S.picked)).toEqual([S.shipped]);
    expect(shipSteps(S.outOfStock)).toEqual([S.pickedAgain, S.shippedAgain]);
    expect(shipSteps(S.pickedAgain)).toEqual([S.shippedAgain]);
    for (const from of [S.shipped, S.shippedAgain, S.cancelled]) expect(shipSteps(from)).toBeNull();
  });

  it('ships the whole order without the lines the stall reported out of stock', () => {
    expect(LINE_STATES.filter(shipsWithOrder)).toEqual([S.awaitingPick, S.picking, S.picked, S.pickedAgain]);
  });

  it('is partly shipped while some lines are shipped and others open, shipped once every line not cancelled is', () => {
    expect(orderProgressOf('unpaid', [S.awaitingPick])).toBe('unpaid');
    expect(orderProgressOf('paid', [S.awaitingPick, S.picked])).toBe('paid');
    expect(orderProgressOf('paid', [S.shipped, S.awaitingPick])).toBe('partlyShipped');
    expect(orderProgressOf('paid', [S.shipped, S.outOfStock])).toBe('partlyShipped');
    expect(orderProgressOf('paid', [S.shipped, S.shippedAgain, S.cancelled])).toBe('shipped');
    expect(orderProgressOf('paid', [S.cancelled])).toBe('paid');
  });
});
