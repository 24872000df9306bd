import { createGarmentEmbedder } from './garment-embedder.ts';
import { createHandcraftedEmbedder, type ImageEmbedder } from './image-embedder.ts';

/** The embedder of a version, made anew: how a describing worker thread builds the one its pool names. */
export function embedderOfVersion(version: string): ImageEmbedder {
  for (const make of [createGarmentEmbedder, createHandcraftedEmbedder]) {
    const embedder = make();
    if (embedder.version === version) return embedder;
  }
  throw new Error(`no embedder of version ${version}`);
}
