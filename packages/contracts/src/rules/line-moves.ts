import { LINE_STATE, type LineAction, type LineState } from '../orders/constants.ts';

const S = LINE_STATE;

/**
 * Every move a stall may make, from a state by an action (decision 050). A stopped line may be picked
 * again (restocked, exchange arrived) or cancelled; nothing moves a shipped or cancelled line.
 */
const MOVES: Record<LineAction, Partial<Record<LineState, LineState>>> = {
  startPicking: { [S.awaitingPick]: S.picking },
  pick: { [S.awaitingPick]: S.picked, [S.picking]: S.picked, [S.outOfStock]: S.pickedAgain },
  stop: { [S.awaitingPick]: S.outOfStock, [S.picking]: S.outOfStock, [S.picked]: S.outOfStock },
  ship: { [S.picked]: S.shipped, [S.pickedAgain]: S.shippedAgain },
  cancel: { [S.awaitingPick]: S.cancelled, [S.picking]: S.cancelled, [S.outOfStock]: S.cancelled },
};

/** The state a line moves to, or null when the rules forbid the move. */
export function nextLineState(from: LineState, action: LineAction): LineState | null {
  return MOVES[action][from] ?? null;
}

/** The actions a stall may take on a line in this state, in the order a page offers them. */
export function lineActionsFrom(from: LineState): LineAction[] {
  return (Object.keys(MOVES) as LineAction[]).filter((action) => nextLineState(from, action) !== null);
}

/**
 * The lines a buyer may cancel themselves, for their money back (decision 056): before the stall starts
 * picking, or once it could not pick them. A line being picked, picked or shipped is the stall's.
 */
const BUYER_CANCELS_FROM: readonly LineState[] = [S.awaitingPick, S.outOfStock];

export const buyerMayCancel = (from: LineState) => BUYER_CANCELS_FROM.includes(from);
