import type { Language } from '@stallhub/contracts';
import { type PluralBase, type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

/** The keys of the server's sign-in texts (the `auth` section of packages/i18n/catalogues/server). */
export type AuthMessageKey = PluralBase<keyof ServerCatalogue['auth']>;

/** The sign-in text for `key` in `lang`, with {{name}} placeholders filled. */
export const authMessage = (
  lang: Language,
  key: AuthMessageKey,
  params: Record<string, string | number> = {},
) => serverMessage(lang, `auth.${key}`, params);
