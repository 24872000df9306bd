import { imageUrl, MAIN_IMAGES_CHECKED } from '@stallhub/contracts';
import type { ListingDraft } from '../../../outside/channels/channel-adapter.ts';
import type { ListingSource } from '../../catalogue/index.ts';
import { markedUpCents } from '../markup.ts';
import type { MarkupService } from '../markup-service.ts';
import type { ListedSku } from '../tables.ts';

/** The picture size pushed: the largest stored (spec 3 §9 detail size). */
const PUSHED_SIZE = 800;

/** How the item goes: the title and pictures pushed, and the answers to the platform's questions. */
export interface DraftChoices {
  title?: string;
  /** Absolute addresses of the main pictures; the item's own when absent. */
  pictures?: string[];
  allowDuplicate: boolean;
  splitTooLongDesc?: boolean;
}

/** The item as the platform gets it: title, first 5 pictures, SKUs, each price by the buyer's rule. */
export function listingDraft(
  item: ListingSource,
  rule: Awaited<ReturnType<MarkupService['ruleFor']>>,
  origin: string,
  choices: DraftChoices,
): ListingDraft {
  const absolute = (base: string) => new URL(imageUrl(base, PUSHED_SIZE), origin).href;
  return {
    sourceItemId: String(item.id),
    title: choices.title ?? item.title,
    priceCents: markedUpCents(item.price, rule),
    pictures: (choices.pictures ?? item.pictures.map(absolute)).slice(0, MAIN_IMAGES_CHECKED),
    skus: item.skus.map((sku) => ({
      colour: sku.colour,
      size: sku.size,
      stock: sku.stock,
      priceCents: markedUpCents(sku.price, rule),
    })),
    descriptionImages: item.pictures.map(absolute),
    allowDuplicate: choices.allowDuplicate,
    splitTooLongDesc: choices.splitTooLongDesc,
  };
}

/** The SKUs a listing starts with, as a later sync compares them (decision 057). */
export const listedSkus = (draft: ListingDraft): ListedSku[] =>
  draft.skus.map(({ colour, size, stock, priceCents }) => ({ colour, size, stock, priceCents }));
