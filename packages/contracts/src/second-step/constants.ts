// second-step: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** The e-mailed code of the second step: 6 digits, live 10 minutes, 5 guesses, used once. */
export const SECOND_STEP_CODE = { length: 6, seconds: 10 * 60, guesses: 5 } as const;

/** The page where the code is typed; `code` is the challenge id from the 423 answer. */
export const SECOND_VERIFY_PATH = '/second/verify';
