import { useEffect, useState } from 'react';

/** Code a page downloads only when a reader first needs it (issue 28 point 7), kept once it arrived. */
export interface FirstUse<M> {
  /** Starts the download (again after a failure); every caller shares one. */
  load(): Promise<M>;
  /** The code if it has arrived, else null. */
  loaded(): M | null;
}

const everyCode: FirstUse<unknown>[] = [];

/** Loads every first-use code the modules imported so far declare: component tests run as after first use. */
export const loadEveryFirstUse = () => Promise.all(everyCode.map((code) => code.load()));

export function firstUse<M>(download: () => Promise<M>): FirstUse<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  const code: FirstUse<M> = {
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
  everyCode.push(code);
  return code;
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
