/**
 * The terms a stall is found by, cut from its name, chat nickname and stall number. The search module
 * cuts them (its `stallTerms`, handed in by the caller): the stall keeps them, search decides them.
 */
export type StallTerms = (stall: { name: string; wwNickname?: string | null; position: string }) => string[];
