import { type FocusEvent, type PointerEvent, useId, useRef, useState } from 'react';

/**
 * The card's action strip over the picture, and the one-click listing box it opens: shown by a mouse's
 * hover or the keyboard's focus, or by the corner button on a phone. The box is mounted at its first
 * opening and kept (`opened`), so its dialogs outlive the pointer.
 */
export function useCardStrip() {
  const [stripShown, setStripShown] = useState(false);
  const [boxShown, setBoxShown] = useState(false);
  const [opened, setOpened] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const listingRef = useRef<HTMLButtonElement>(null);
  const boxId = useId();

  const hide = () => {
    setStripShown(false);
    setBoxShown(false);
  };

  return {
    stripShown,
    boxShown,
    opened,
    drawer,
    setDrawer,
    /** The corner button on a phone, which has no hover. */
    toggleStrip: () => (stripShown ? hide() : setStripShown(true)),
    listing: {
      ref: listingRef,
      shown: boxShown,
      controls: boxId,
      toggle: () => {
        setOpened(true);
        setBoxShown((shown) => !shown);
      },
    },
    closeBox: () => {
      setBoxShown(false);
      listingRef.current?.focus();
    },
    /** For the picture: a mouse pointing at it shows the strip, and keyboard focus does. */
    hover: {
      // A finger's emulated hover must not, or a tap meant for the item would land on the strip (decision 069).
      onPointerEnter: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') setStripShown(true);
      },
      onPointerLeave: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') hide();
      },
      // Focus shows the strip only when it came from the keyboard: a tap's or a click's own focus is not.
      onFocus: (event: FocusEvent) => {
        if ((event.target as Element).matches(':focus-visible')) setStripShown(true);
      },
      onBlur: (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide();
      },
    },
  };
}
