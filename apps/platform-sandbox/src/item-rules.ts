import { z } from 'zod';

/** The answer codes of the item API (spec 2 §4 "Direct Taobao upload", §8); 1003 and 1004 are the sandbox's. */
export const ITEM_CODES = {
  ok: 200,
  listedBefore: 201,
  descriptionTooTall: 1002,
  mainImagesRefused: 1003,
  imageUnreadable: 1004,
  imageSpaceFull: 5001,
} as const;

/** Spec 2 §5, §9: only the first 5 main images are checked; 1:1 needs 700 px, 3:4 needs 750x1000. */
export const MAIN_IMAGES_CHECKED = 5;
export const MAIN_IMAGE_RULES = {
  '1': { ratio: '1:1', across: 1, down: 1, minWidth: 700, minHeight: 700 },
  '3:4': { ratio: '3:4', across: 3, down: 4, minWidth: 750, minHeight: 1000 },
} as const;

/**
 * The description's height limit. Spec 2 names code 1002 but not the number: the sandbox measures each
 * description image scaled to the 750 px width of the mobile detail page and allows 20,000 px in all.
 */
export const DESCRIPTION_LIMIT = { width: 750, maxHeight: 20_000 } as const;

const money = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a price in yuan, e.g. 59.90');
const imageUrl = z.string().min(1).max(2_000);

export const itemDraftSchema = z.object({
  outerId: z.string().min(1).max(64),
  title: z.string().trim().min(1).max(60),
  price: money,
  pictures: z.array(imageUrl).min(1).max(10),
  skus: z
    .array(
      z.object({
        colour: z.string().trim().min(1).max(40),
        size: z.string().trim().min(1).max(40),
        stock: z.number().int().min(0).max(999_999),
        price: money,
      }),
    )
    .min(1)
    .max(600),
  descriptionImages: z.array(imageUrl).max(50).default([]),
  /** The seller confirmed listing again an item the shop already sells (spec 2: unCheckRecord '1'). */
  allowDuplicate: z.boolean().default(false),
  /** Drop the description images past the height limit instead of refusing with 1002. */
  splitTooLongDesc: z.boolean().default(false),
});
export type ItemDraftInput = z.infer<typeof itemDraftSchema>;

/** A change of an item's price and SKUs, every part optional: the body of a relist (absent: as it was). */
export const itemRelistSchema = z.object({
  price: money.optional(),
  skus: z
    .array(
      z.object({
        colour: z.string().trim().min(1),
        size: z.string().trim().min(1),
        stock: z.number().int().min(0).max(999_999).optional(),
        price: money.optional(),
      }),
    )
    .max(600)
    .optional(),
});
/** A change of an item's price and SKUs: at least one of them. */
export const itemChangeSchema = itemRelistSchema.refine(
  (change) => change.price !== undefined || change.skus !== undefined,
  'price or skus required',
);
export type ItemChange = z.output<typeof itemRelistSchema>;

/** The first field a zod error names, as `pictures.2`, for a 400 that says what to fix. */
export const firstField = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return { field: issue.path.join('.') || '(body)', message: issue.message };
};

export interface Size {
  width: number;
  height: number;
}

/** The main images among the first five that break the shop's rule, and why. */
export function refusedMainImages(sizes: Size[], imageCropRatio: keyof typeof MAIN_IMAGE_RULES) {
  const rule = MAIN_IMAGE_RULES[imageCropRatio];
  return sizes.slice(0, MAIN_IMAGES_CHECKED).flatMap((size, index) => {
    if (size.width * rule.down !== size.height * rule.across) return [{ index, ...size, reason: 'ratio' }];
    if (size.width < rule.minWidth || size.height < rule.minHeight)
      return [{ index, ...size, reason: 'too-small' }];
    return [];
  });
}

/** The description's height at the detail page's width, and how many leading images fit the limit. */
export function descriptionFit(sizes: Size[]) {
  let height = 0;
  let fitting = 0;
  for (const size of sizes) {
    height += Math.round((size.height * DESCRIPTION_LIMIT.width) / size.width);
    if (height <= DESCRIPTION_LIMIT.maxHeight) fitting += 1;
  }
  return { height, fitting };
}
