import { LINE_STATE, type LineAction, type LineState, type OrderProgress } from '../orders/constants.ts';

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

/**
 * The states a line passes through when a stall ships it in one action (issue 26 point 6): picked on the
 * way when it was not yet, then shipped; a stopped line found again ships as a restock. Null when the line
 * cannot be shipped (shipped already, cancelled).
 */
export function shipSteps(from: LineState): LineState[] | null {
  const steps: LineState[] = [];
  let at: LineState = from;
  if (nextLineState(at, 'ship') === null) {
    const picked = nextLineState(at, 'pick');
    if (picked === null) return null;
    steps.push(picked);
    at = picked;
  }
  const shipped = nextLineState(at, 'ship');
  if (shipped === null) return null;
  steps.push(shipped);
  return steps;
}

/**
 * The lines "ship the whole order" takes: every line still to go out. A line the stall reported out of
 * stock stays out: the buyer may be cancelling it for a refund, so it ships only when chosen.
 */
export const shipsWithOrder = (state: LineState) => state !== S.outOfStock && shipSteps(state) !== null;

const SHIPPED: readonly LineState[] = [S.shipped, S.shippedAgain];

/**
 * What an order is, from its payment and its lines' states: partly shipped while some lines are shipped
 * and others not yet (a stopped line may still be found), shipped once every line not cancelled is.
 */
export function orderProgressOf(status: 'unpaid' | 'paid', states: readonly LineState[]): OrderProgress {
  if (status === 'unpaid') return 'unpaid';
  const shipped = states.filter((state) => SHIPPED.includes(state)).length;
  if (shipped === 0) return 'paid';
  const open = states.filter((state) => !SHIPPED.includes(state) && state !== S.cancelled).length;
  return open > 0 ? 'partlyShipped' : 'shipped';
}
