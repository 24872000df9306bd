/** Picture sizes the pages use (spec 3 §9): ranking thumbnails 40 (served at 80 for sharp screens), cards 400, detail 800. */
export const IMAGE_SIZES = [80, 400, 800] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** A stored picture's URL is a base; each size is `<base>_<size>.webp`. */
export const imageUrl = (base: string, size: ImageSize) => `${base}_${size}.webp`;
