import {
  BATCH_PLATFORM_ID,
  CUSTOM_MADE_TRANSACTION_MODE,
  DEFAULT_TOOL,
  DOUYIN_RISK_DAYS_ON_SALE,
  imageUrl,
  type Language,
  LISTING_CHANNELS,
  LISTING_TOOL,
  LISTING_TOOL_IDS,
  type ListingChannel,
  longOnSale,
  MAIN_IMAGES_CHECKED,
  type PrecheckResult,
  type RememberedChoiceState,
  type SavedChoice,
  UPLOAD_WAYS,
  type UploadWay,
} from '@stallhub/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Channels } from '../../outside/channels/channels.ts';
import type { ListingSourcesService } from '../catalogue/index.ts';
import type { CardMarks } from '../storefront/index.ts';
import { type ListingMessage, listingMessage, platformName } from './messages.ts';
import type { UploadSettingsService } from './settings-service.ts';
import { listingChoices, listingPlatformChoices } from './tables.ts';

/**
 * The upload drawer's precheck (spec 2 §3, §4 "Upload drawer"): the item's first 5 pictures, the
 * platforms with their tools and the buyer's remembered choice preselected, and the platforms the item
 * cannot go to with the reason: a custom-made item, a stall the buyer blocked, a platform not offered.
 */
export function createPrecheckService(deps: {
  db: Db;
  channels: Channels;
  sources: ListingSourcesService;
  marks: CardMarks;
  uploadSettings: UploadSettingsService;
}) {
  const { db, channels, sources, marks, uploadSettings } = deps;
  const choiceOf = async (userId: number) =>
    (await db.select().from(listingChoices).where(eq(listingChoices.userId, userId)))[0] ?? null;

  /** The buyer's remembered choices, in the platforms' order (decision 072). */
  async function rememberedChoices(userId: number): Promise<RememberedChoiceState[]> {
    const rows = await db
      .select()
      .from(listingPlatformChoices)
      .where(eq(listingPlatformChoices.userId, userId));
    const byChannel = new Map(rows.map((row) => [row.channel, row]));
    return LISTING_CHANNELS.flatMap((channel: ListingChannel) => {
      const row = byChannel.get(channel);
      if (!row) return [];
      const way = (UPLOAD_WAYS as readonly string[]).includes(row.way ?? '') ? (row.way as UploadWay) : null;
      return [{ channel, toolId: row.toolId, way }];
    });
  }

  return {
    async precheck(
      userId: number,
      lang: Language,
      itemId: number,
      origin: string,
    ): Promise<PrecheckResult | null> {
      const item = await sources.item(itemId);
      if (!item) return null;
      const [choice, remembered, cardMarks, settings] = await Promise.all([
        choiceOf(userId),
        rememberedChoices(userId),
        marks.forCards(userId, [], [item.shopId]),
        uploadSettings.of(userId),
      ]);
      const itemReason: ListingMessage | null =
        item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE
          ? 'customMade'
          : cardMarks.blocked.has(item.shopId)
            ? 'blockedStall'
            : null;
      // Each text looked up once: the same words repeat across the platforms and their tools.
      const said = new Map<ListingMessage, string>();
      const say = (key: ListingMessage) =>
        said.get(key) ?? said.set(key, listingMessage(lang, key)).get(key)!;
      const unableChannels = LISTING_CHANNELS.flatMap((channel) => {
        const reason = itemReason ?? (channels[channel] ? null : 'notOffered');
        return reason ? [{ channelKey: channel, reason, bubbleMsg: say(reason) }] : [];
      });
      const defaultChannel =
        LISTING_CHANNELS.find((channel) => BATCH_PLATFORM_ID[channel] === choice?.channelId) ?? 'taobao';
      const toolName = (toolId: number) => say(toolId === LISTING_TOOL.own ? 'toolOwn' : 'toolThirdParty');
      // Spec 2 §9 "Return-rule hints": an item on sale for long is a return risk, said before a push.
      const earlyWarningTips = longOnSale(item.upTime)
        ? listingMessage(lang, 'longOnSale', { days: DOUYIN_RISK_DAYS_ON_SALE })
        : '';
      return {
        imgs: item.pictures
          .slice(0, MAIN_IMAGES_CHECKED)
          .map((base) => new URL(imageUrl(base, 800), origin).href),
        systemRecognizeLogoFlag: item.systemRecognizeLogoFlag,
        userUploadConfigTb: { enableImageCrop: settings.enableImageCrop },
        earlyWarningTips,
        uploadConf: { earlyWarningTips, unableChannels },
        rememberedChoices: remembered,
        uploadChannelList: LISTING_CHANNELS.map((channel) => {
          const defaultTool = channel === defaultChannel && choice ? choice.toolId : DEFAULT_TOOL[channel];
          return {
            channelCode: channel,
            channelId: BATCH_PLATFORM_ID[channel],
            name: platformName(lang, channel),
            isDefaultChannel: channel === defaultChannel,
            toolList: LISTING_TOOL_IDS.map((toolId) => ({
              toolId,
              name: toolName(toolId),
              toolFreeTry: false,
              isDefaultTool: toolId === defaultTool,
              supportChannelList: [BATCH_PLATFORM_ID[channel]],
            })),
          };
        }),
      };
    },

    /**
     * Saves the drawer's last choice (spec 2 §7 saveChoose); with `remember` the platform's choice is kept
     * for every device, and `remember: false` forgets it, the last choice left as it was (decision 072).
     */
    async saveChoice(
      userId: number,
      input: SavedChoice & { remember?: boolean; way?: UploadWay },
    ): Promise<SavedChoice> {
      const choice = { channelId: input.channelId, toolId: input.toolId };
      const channel = LISTING_CHANNELS.find((entry) => BATCH_PLATFORM_ID[entry] === input.channelId)!;
      const mine = and(
        eq(listingPlatformChoices.userId, userId),
        eq(listingPlatformChoices.channel, channel),
      );
      if (input.remember === false) {
        await db.delete(listingPlatformChoices).where(mine);
        return choice;
      }
      // Taobao's way goes with Stallhub's own tool only (spec 2 §2 item 3).
      const way = channel === 'taobao' && input.toolId === LISTING_TOOL.own ? (input.way ?? null) : null;
      await db.transaction(async (tx) => {
        await tx
          .insert(listingChoices)
          .values({ userId, ...choice })
          .onConflictDoUpdate({ target: listingChoices.userId, set: choice });
        if (input.remember) {
          const set = { toolId: input.toolId, updatedAt: new Date(), ...(way ? { way } : {}) };
          await tx
            .insert(listingPlatformChoices)
            .values({ userId, channel, toolId: input.toolId, way })
            .onConflictDoUpdate({
              target: [listingPlatformChoices.userId, listingPlatformChoices.channel],
              // A tool other than Taobao's own drops the way; a save without one keeps the way known.
              set: channel === 'taobao' && input.toolId !== LISTING_TOOL.own ? { ...set, way: null } : set,
            });
        }
      });
      return choice;
    },

    rememberedChoices,
  };
}
export type PrecheckService = ReturnType<typeof createPrecheckService>;
