import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { OPEN_IMAGE_SEARCH_PARAM } from '../image-search/rules.ts';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';

/**
 * Whether the search box searches words or, after the camera button, pictures (spec 3 §4). Image search
 * is for signed-in buyers (spec 3 §6): a guest gets the sign-in dialog instead.
 */
export function useImageSearchMode(compact: boolean) {
  const { requireSignIn } = useSignInGate();
  const location = useLocation();
  const [imageOpen, setImageOpen] = useState(false);
  const close = useCallback(() => setImageOpen(false), []);
  // The desktop panel's QR code opens the page on a phone with the image search open (spec 3 §2): the
  // header's box opens it (a guest is asked to sign in first), not the fixed bar's copy.
  const opensImageSearch = !compact && new URLSearchParams(location.search).has(OPEN_IMAGE_SEARCH_PARAM);
  useEffect(() => {
    if (opensImageSearch) requireSignIn(() => setImageOpen(true));
  }, [opensImageSearch, requireSignIn]);

  return { imageOpen, open: () => requireSignIn(() => setImageOpen(true)), close };
}
