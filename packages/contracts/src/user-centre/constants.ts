// user-centre: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.

/** `message`: from stalls and the platform to this user; `notice`: announcements to this user. */
export const MESSAGE_KINDS = ['message', 'notice'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** How many addresses one account may keep. */
export const ADDRESS_LIMIT = 20;
export const ADDRESS_FIELD_MAX = { name: 30, region: 40, detail: 120, postcode: 10 } as const;

export const ADDRESS_CODE = { limit: 540 } as const;
