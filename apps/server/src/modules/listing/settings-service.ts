import type { UploadSettings } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { listingUploadSettings } from './tables.ts';

/** What a buyer who saved nothing gets: pictures checked and cropped (spec 2 §4 step 3), no title rules. */
export const DEFAULT_UPLOAD_SETTINGS: UploadSettings = {
  enableImageCrop: true,
  titlePrefix: '',
  titleSuffix: '',
  removedWords: [],
};

/** The buyer's upload settings (spec 2 §2 /transaction/user/uploadSetting.html), one row per buyer. */
export function createUploadSettingsService(db: Db) {
  const of = async (userId: number): Promise<UploadSettings> => {
    const [row] = await db
      .select({
        enableImageCrop: listingUploadSettings.enableImageCrop,
        titlePrefix: listingUploadSettings.titlePrefix,
        titleSuffix: listingUploadSettings.titleSuffix,
        removedWords: listingUploadSettings.removedWords,
      })
      .from(listingUploadSettings)
      .where(eq(listingUploadSettings.userId, userId));
    return row ?? DEFAULT_UPLOAD_SETTINGS;
  };
  return {
    of,
    async save(userId: number, settings: UploadSettings): Promise<UploadSettings> {
      const set = { ...settings, updatedAt: new Date() };
      await db
        .insert(listingUploadSettings)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: listingUploadSettings.userId, set });
      return of(userId);
    },
  };
}
export type UploadSettingsService = ReturnType<typeof createUploadSettingsService>;
