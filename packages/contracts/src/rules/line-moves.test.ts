import { describe, expect, it } from 'vitest';
import {
  LINE_ACTIONS,
  LINE_STATE,
  LINE_STATES,
  STOP_MEANINGS,
  STOP_REASON_MEANING,
} from '../orders/constants.ts';
import { lineActionsFrom, nextLineState } from './line-moves.ts';

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
