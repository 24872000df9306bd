// listing: the upload settings and the upload history's filters and export (spec 2 §2, §7; issue 14).

import { z } from 'zod';
import { LISTING_CHANNELS, TITLE_RULE_LIMITS } from '../listing/constants.ts';
import { historyFilters } from '../listing/schemas.ts';

const affix = (field: string) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(TITLE_RULE_LIMITS.affixLength, `${field}: at most ${TITLE_RULE_LIMITS.affixLength} characters`)
    .default('');

/**
 * The buyer's upload settings: whether the upload checks and crops main pictures (precheck's
 * userUploadConfigTb.enableImageCrop), and the title rules applied to every title pushed.
 * `removedWords` is sent as a list, or as one text separated by commas or new lines (a form field).
 */
export const uploadSettingsInput = z.object({
  enableImageCrop: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], {
      message: 'enableImageCrop must be true or false',
    })
    .transform((value) => value === true || value === 'true' || value === '1'),
  titlePrefix: affix('titlePrefix'),
  titleSuffix: affix('titleSuffix'),
  removedWords: z
    .union([z.string(), z.array(z.string())], { message: 'removedWords must be a list of words' })
    .default([])
    .transform((value) =>
      [...new Set((Array.isArray(value) ? value : value.split(/[,，\n]/)).map((word) => word.trim()))].filter(
        Boolean,
      ),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              TITLE_RULE_LIMITS.wordLength,
              `removedWords: each word at most ${TITLE_RULE_LIMITS.wordLength} characters`,
            ),
        )
        .max(TITLE_RULE_LIMITS.removedWords, `removedWords: at most ${TITLE_RULE_LIMITS.removedWords} words`),
    ),
});
export type UploadSettingsInput = z.input<typeof uploadSettingsInput>;
export const uploadSettings = z.object({
  enableImageCrop: z.boolean(),
  titlePrefix: z.string(),
  titleSuffix: z.string(),
  removedWords: z.array(z.string()),
});
export type UploadSettings = z.output<typeof uploadSettings>;

const channel = z.enum(LISTING_CHANNELS, {
  message: `channel must be one of ${LISTING_CHANNELS.join(', ')}`,
});
export const shopRemoveInput = z.object({ channel });
export type ShopRemoveInput = z.input<typeof shopRemoveInput>;
export const removedState = z.object({ removed: z.boolean() });
export type RemovedState = z.output<typeof removedState>;

/** The export of failed records: of one platform or all. */
export const failedExportInput = z.object({ channel: historyFilters.channel });
export type FailedExportInput = z.input<typeof failedExportInput>;
export const failedExportStarted = z.object({ exportId: z.string() });
export type FailedExportStarted = z.output<typeof failedExportStarted>;
export const failedExportIdInput = z.object({
  exportId: z
    .string({ message: 'exportId must be text' })
    .regex(/^[0-9a-f-]{36}$/, 'exportId is not an export'),
});
export type FailedExportIdInput = z.input<typeof failedExportIdInput>;
/** `ready` with the file's address and its row count, once the export is made. */
export const failedExportResult = z.object({
  status: z.enum(['running', 'ready']),
  rows: z.number(),
  url: z.string().nullable(),
});
export type FailedExportResult = z.output<typeof failedExportResult>;
