import type { ListingChannel } from '@stallhub/contracts';
import type { CropImage, CropRatio, UploadOutcome } from './direct-upload.ts';

/** What the listing flow shows now: one dialog at a time, or none. */
export type Shown =
  | { kind: 'none' }
  | { kind: 'working' }
  | { kind: 'notice'; text: string }
  | { kind: 'blocked-stall'; channel: ListingChannel }
  | { kind: 'tool'; channel: ListingChannel }
  | { kind: 'way'; remembered: boolean }
  | { kind: 'logo'; proceed: () => void }
  | { kind: 'crop'; ratio: CropRatio; images: CropImage[]; pictures: string[] }
  | Exclude<UploadOutcome, { kind: 'crop' }>;

export type Show = (next: Shown) => void;
