import { useEffect, useState } from 'react';

/** Code a page downloads only when a reader first needs it (issue 28 point 7), kept once it arrived. */
export interface FirstUse<M> {
  /** Starts the download (again after a failure); every caller shares one. */
  load(): Promise<M>;
  /** The code if it has arrived, else null. */
  loaded(): M | null;
}

export function firstUse<M>(download: () => Promise<M>): FirstUse<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load() {
      pending ??= download().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * The code once `wanted` is true and it has arrived; null before, so the caller shows its waiting state.
 * Code that arrived earlier renders at once, on the first render.
 */
export function useFirstUse<M>(code: FirstUse<M>, wanted: boolean): M | null {
  const [module, setModule] = useState(code.loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    code.load().then((arrived) => current && setModule(() => arrived));
    return () => {
      current = false;
    };
  }, [code, wanted, module]);
  return module;
}
