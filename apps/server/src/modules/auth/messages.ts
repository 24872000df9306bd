import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '@stallhub/contracts';

/** The keys of the server's sign-in texts; English is the reference catalogue. */
export type AuthMessageKey = keyof typeof import('./messages/en.json');

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');

// The sign-in texts the server answers with, one catalogue per language beside this module: the pages'
// catalogues (apps/web/app/locales) belong to the web app.
const catalogues = new Map<Language, Record<string, string>>(
  LANGUAGES.map((lang) => [
    lang,
    JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>,
  ]),
);

/** The text for `key` in `lang` (English when missing), with {name} placeholders filled. */
export function authMessage(
  lang: Language,
  key: AuthMessageKey,
  params: Record<string, string | number> = {},
): string {
  const text = catalogues.get(lang)?.[key] ?? catalogues.get('en')?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const authCatalogues = catalogues;
