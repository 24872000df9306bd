import { customType } from 'drizzle-orm/pg-core';

/** A transaction id; the driver gives it as text (it can exceed 2^53). */
export const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });
