import type { ItemPictures } from '@stallhub/contracts';
import { useState } from 'react';

export const pictureId = (vid: string, index: number) => `${vid}:${index}`;
const allOf = (items: readonly ItemPictures[]) =>
  items.flatMap((item) => item.pictures.map((picture) => pictureId(item.vid, picture.index)));

/** Which pictures of the items go in the package: every one at first, ticked off and on by id. */
export function usePictureChoice(items: readonly ItemPictures[]) {
  const everything = allOf(items);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(everything));
  const toggle = (ids: readonly string[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { everything, chosen, toggle };
}
