import type { Language, ListingChannel } from '@stallhub/contracts';
import { type ServerCatalogue, serverMessage } from '@stallhub/i18n/server';

// The texts this module answers with in the envelope's message (spec 2 §4 "Direct Taobao upload", §8).
export type ListingMessage = Exclude<keyof ServerCatalogue['listing'], 'platform'>;
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

/** A platform's name as the reader's language knows it (淘宝, Taobao, タオバオ; decision 072). */
export const platformName = (lang: Language, channel: ListingChannel) =>
  serverMessage(lang, `listing.platform.${channel}`);
