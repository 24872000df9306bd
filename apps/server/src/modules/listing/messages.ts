import type { Language } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts this module answers with in the envelope's message (spec 2 §4 "Direct Taobao upload", §8).
export type ListingMessage = keyof ServerCatalogue['listing'];
export const listingMessage = (
  lang: Language,
  key: ListingMessage,
  values: Record<string, string | number> = {},
) => serverMessage(lang, `listing.${key}`, values);

// The upload settings and history texts (issue 14): messages, and the export file's column names.
type SettingsCatalogue = ServerCatalogue['listingSettings'];
export type ListingSettingsMessage =
  | Exclude<keyof SettingsCatalogue, 'csv'>
  | `csv.${keyof SettingsCatalogue['csv']}`;
export const listingSettingsMessage = (lang: Language, key: ListingSettingsMessage) =>
  serverMessage(lang, `listingSettings.${key}`);
